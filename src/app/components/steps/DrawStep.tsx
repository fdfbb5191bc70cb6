import { useState } from 'preact/hooks';
import { t, tn } from '../../i18n';
import { cardName } from '../../format';
import { CARDS, type Card } from '../../../engine';
import { dealtDraw, keepDrawn, returnDrawn } from '../../game/controller';
import { handNow } from '../../game/hand-now';
import { defaultPutBack } from '../../game/draw-default';
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
  // All but one kept (issue 12): the card to put back is tapped, shown with the hand being kept, and
  // can be undone until "Keep these" confirms it (issue 21).
  if (appCards && cards.length > 1 && keep === cards.length - 1)
    return <PutBack game={game} apply={apply} cards={cards} keep={keep} />;
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

/** Props of the put-back draw: the cards drawn and how many of them are kept (all but one). */
interface PutBackProps extends StepProps {
  cards: readonly Card[];
  keep: number;
}

/** The draw that keeps all but one card: the weakest marked to put back, moved by a tap, undone or confirmed. */
function PutBack({ game, apply, cards, keep }: PutBackProps) {
  // The default put-back is marked at once (issue 21): "Keep these" alone confirms it.
  const suggested = defaultPutBack(cards);
  const [putBack, setPutBack] = useState<number | null>(suggested);
  const back = putBack === null ? null : (cards[putBack] ?? null);
  const kept = putBack === null ? [] : cards.filter((_, index) => index !== putBack);
  const hand = [...handNow(game), ...kept];
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
              aria-pressed={putBack === index}
              onClick={() => setPutBack(putBack === index ? null : index)}
            >
              {cardName(card)}
            </button>
          </li>
        ))}
      </ul>
      <h3 class="draw__hand-title">{back === null ? t('drawUndo.handNow') : t('drawUndo.hand')}</h3>
      <ul
        class="card-grid draw__hand"
        aria-label={back === null ? t('drawUndo.handNow') : t('drawUndo.hand')}
      >
        {hand.map((card, index) => (
          <li key={`${card}-${index}`}>
            <span class="card-chip draw__kept">{cardName(card)}</span>
          </li>
        ))}
      </ul>
      {back !== null && putBack !== null && (
        <>
          <p class="step__help" role="status">
            {t(putBack === suggested ? 'drawDefault.chosen' : 'drawUndo.chosen', { card: cardName(back) })}
          </p>
          <div class="step__actions">
            <button
              type="button"
              class="button button--primary"
              onClick={() => void apply(returnDrawn(game, putBack, Date.now()))}
            >
              {t('draw.keep')}
            </button>
            <button type="button" class="button draw__undo" onClick={() => setPutBack(null)}>
              {t('drawUndo.undo', { card: cardName(back) })}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
