// An action card drawn face up (R-F1): its value large, framed cards (1–6) with an inner frame,
// bonuses (+1, +2, +3, −1) and the Plague marked as such, the player's shape in the corner so the
// owner never rests on colour alone. The card's name is its accessible name.
import type { Card as CardCode, Edition, Player } from '../../../engine/types';
import { isFramed } from '../../../engine';
import { cardName, playerName } from '../../format';
import { PlayerIcon } from '../PlayerBadge/PlayerBadge';
import './Card.css';

/** Props of a drawn card. */
export interface CardProps {
  card: CardCode;
  player: Player;
  edition: Edition;
}

/** The kind of card, for its drawing: a value (framed or not), a bonus or the Plague. */
function cardKind(card: CardCode): 'framed' | 'value' | 'bonus' | 'plague' {
  if (card === 'P') return 'plague';
  if (card.startsWith('+') || card.startsWith('-')) return 'bonus';
  return isFramed(card) ? 'framed' : 'value';
}

/** One action card face up, owned by `player`. */
export function Card({ card, player, edition }: CardProps) {
  const kind = cardKind(card);
  return (
    <figure class={`card card--${kind} card--${player}`}>
      <span class="card__corner" aria-hidden="true">
        <PlayerIcon player={player} />
      </span>
      <span class="card__value" aria-hidden="true">
        {kind === 'plague' ? '☠' : cardName(card)}
      </span>
      {/* The name under the value only when it says more (Plague); always there for screen readers. */}
      <figcaption class={kind === 'plague' ? 'card__caption' : 'visually-hidden'}>
        <span class="visually-hidden">{playerName(player, edition)}: </span>
        {cardName(card)}
      </figcaption>
    </figure>
  );
}
