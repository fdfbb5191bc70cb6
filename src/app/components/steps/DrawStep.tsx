import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { CARDS, type Card } from '../../../engine';
import { dealtDraw, keepDrawn } from '../../game/controller';
import { CardPicker, toggle } from './CardPicker';
import type { StepProps } from './types';
import './DrawStep.css';

/** Cards still in this player's deck (physical cards: the app knows which, not their order). */
function deckCards(game: StepProps['game']): Card[] {
  const deck = game.priv?.deck ?? [];
  return CARDS.flatMap((card) => deck.filter((c) => c === card));
}

/** After a round: keep one of two drawn cards (two of three after playing a 1), R-R4. */
export function DrawStep({ game, apply }: StepProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const draw = game.draw;
  if (!draw) return null;
  const appCards = game.privateSeed !== null;
  const cards = appCards ? dealtDraw(game) : deckCards(game);
  const keep = Math.min(draw.keep, draw.drew);
  // App cards are drawn on the plan and confirmed by the seal (draw-on-plan.ts): this step
  // is left for physical cards, and for a dealt draw only if a game ever lands here.
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('draw.title')}</h2>
      <p class="step__help">
        {appCards
          ? t('draw.appHelp', { count: keep })
          : t('draw.physicalHelp', { drew: draw.drew, count: keep })}
      </p>
      <CardPicker
        cards={cards}
        chosen={chosen}
        limit={keep}
        label={t('draw.title')}
        onToggle={(index) => setChosen(toggle(chosen, index))}
      />
      <button
        type="button"
        class="button button--primary"
        disabled={chosen.length !== keep}
        onClick={() =>
          void apply(
            keepDrawn(
              game,
              chosen.map((i) => cards[i]).filter((c) => c !== undefined),
              Date.now(),
            ),
          )
        }
      >
        {t('draw.keep')}
      </button>
    </section>
  );
}
