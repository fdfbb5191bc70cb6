// Both cards of a province turning face up: each card is drawn on its front with a plain
// back behind it, and turns over in under 600 ms (none under prefers-reduced-motion, global.css).
// Keyed by province, so a new province turns its cards again and the same one never does.
import type { ComponentChildren } from 'preact';
import type { Card as CardCode, Edition, Player, ProvinceId } from '../../../engine/types';
import { Card } from '../Card/Card';
import './Battle.css';

/** Props of the turning pair. */
export interface BattleCardsProps {
  province: ProvinceId;
  cards: Record<Player, CardCode>;
  edition: Edition;
  /** Accessible name of the pair ("The cards in Qin"). */
  label: string;
  /** Drawn between the two cards (the province's name and the result). */
  children?: ComponentChildren;
}

/** One card turning over; keyed by province so that the next province's card turns again. */
function turning(player: Player, province: ProvinceId, card: CardCode, edition: Edition) {
  return (
    <div key={`${province}-${player}`} class={`battle-card battle-card--${player}`}>
      <div class="battle-card__turn">
        <Card card={card} player={player} edition={edition} />
        <span class="battle-card__back" aria-hidden="true" />
      </div>
    </div>
  );
}

/** The two cards of a battle turning face up, Blue's on the left and Red's on the right, `children` between. */
export function BattleCards({ province, cards, edition, label, children }: BattleCardsProps) {
  return (
    <div class="battle-cards" role="group" aria-label={label}>
      {turning('blue', province, cards.blue, edition)}
      <div class="battle-cards__middle">{children}</div>
      {turning('red', province, cards.red, edition)}
    </div>
  );
}
