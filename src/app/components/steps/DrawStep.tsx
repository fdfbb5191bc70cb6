import { useState } from 'preact/hooks';
import { t, tn } from '../../i18n';
import { cardName } from '../../format';
import { CARDS, type Card } from '../../../engine';
import { dealtDraw, keepDrawn, returnDrawn } from '../../game/controller';
import { CardPicker, toggle } from './CardPicker';
import type { StepProps } from './types';

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
  // All but one kept (issue 12): one tap on the card to put back, and the draw is done.
  if (appCards && cards.length > 1 && keep === cards.length - 1)
    return (
      <section class="step" aria-labelledby="step-title">
        <h2 id="step-title">{t('draw.title')}</h2>
        <p class="step__help">{tn('draw.keepRest', keep)}</p>
        <ul class="card-grid" aria-label={t('draw.returnLabel')}>
          {cards.map((card, index) => (
            <li key={`${card}-${index}`}>
              <button
                type="button"
                class="card-chip draw__return"
                onClick={() => void apply(returnDrawn(game, index, Date.now()))}
              >
                {cardName(card)}
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  // Every card drawn is kept (the deck ran low): nothing to choose, one tap to go on.
  if (appCards && keep >= cards.length)
    return (
      <section class="step" aria-labelledby="step-title">
        <h2 id="step-title">{t('draw.title')}</h2>
        <p class="step__help">{t('draw.allHelp')}</p>
        <ul class="card-grid draw__all" aria-label={t('draw.title')}>
          {cards.map((card, index) => (
            <li key={`${card}-${index}`}>
              <span class="card-chip draw__kept">{cardName(card)}</span>
            </li>
          ))}
        </ul>
        <button
          type="button"
          class="button button--primary"
          onClick={() => void apply(keepDrawn(game, cards, Date.now()))}
        >
          {t('draw.keep')}
        </button>
      </section>
    );
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
