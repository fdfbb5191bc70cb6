import { t, tn } from '../../i18n';
import { cardName } from '../../format';
import type { KeepDraw, PlanDraw as Draw } from '../../game/round/draw-on-plan';
import './DrawStep.css';
import './PlanDraw.css';

/** Props of the draw on the plan: the draw as marked, a line to add (a province emptied), and a tap on a drawn card. */
interface PlanDrawProps {
  draw: Draw;
  extra: string | null;
  onMark: (index: number) => void;
}

/**
 * The cards just drawn, compact at the top of the plan (R-R4): the card going back is marked
 * (the weakest at first); a tap on another drawn card moves the mark, "Seal my orders" confirms it.
 */
export function PlanDraw({ draw, extra, onMark }: PlanDrawProps) {
  const { cards, putBack, suggested } = draw;
  if (cards.length === 0) return null;
  const back = putBack === null ? null : (cards[putBack] ?? null);
  const line =
    back === null
      ? t('draw.allHelp')
      : t(putBack === suggested ? 'drawDefault.chosen' : 'drawUndo.chosen', { card: cardName(back) });
  return (
    <div class="plan-draw" data-testid="plan-draw">
      <h3 class="plan-draw__title">{t('drawPlan.title')}</h3>
      <ul
        class="card-grid plan-draw__cards"
        aria-label={back === null ? t('drawPlan.title') : t('draw.returnLabel')}
      >
        {cards.map((card, index) => (
          <li key={`${card}-${index}`}>
            {putBack === null ? (
              <span class="card-chip draw__kept">{cardName(card)}</span>
            ) : (
              <button
                type="button"
                class="card-chip draw__return"
                aria-pressed={putBack === index}
                onClick={() => onMark(index)}
              >
                {cardName(card)}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p class="plan-draw__line" role="status">
        {line} {t('drawPlan.seal')}
        {extra && (
          <>
            <br />
            <strong>{extra}</strong>
          </>
        )}
      </p>
    </div>
  );
}

/** Props of the real cards' draw on the plan: the draw, a line to add (a province emptied, a refused seal), and a tap on a card of the deck. */
interface KeepOnPlanProps {
  draw: KeepDraw;
  /** How many were drawn from the real deck (R-R4; fewer when it ran low). */
  drew: number;
  extra: string | null;
  /** The seal was refused because the kept cards are not all tapped: said here, next to the cards. */
  refused: boolean;
  onToggle: (index: number) => void;
}

/**
 * Real cards, compact at the top of the plan (R-R4: draw 2 keep 1, or 3 keep 2 after a played 1, R-C1):
 * "Which card did you keep?" over the cards still in the deck, one tap per kept card (again to unselect).
 * The kept cards join the hand below at once; "Seal my orders" records the keep and the orders together.
 */
export function KeepOnPlan({ draw, drew, extra, refused, onToggle }: KeepOnPlanProps) {
  const { deck, keep, kept } = draw;
  if (keep === 0) return null;
  const done = kept.length === keep;
  return (
    <div class="plan-draw" data-testid="plan-keep">
      <h3 class="plan-draw__title" id="plan-keep-title">
        {tn('drawPlan.keepTitle', keep)}
      </h3>
      <p class="plan-draw__line">{t('drawPlan.keepHelp', { drew })}</p>
      <ul class="card-grid plan-draw__cards plan-draw__deck" aria-labelledby="plan-keep-title">
        {deck.map((card, index) => {
          const on = kept.includes(index);
          return (
            <li key={`${card}-${index}`}>
              <button
                type="button"
                class="card-chip"
                aria-pressed={on}
                disabled={!on && done}
                onClick={() => onToggle(index)}
              >
                {cardName(card)}
              </button>
            </li>
          );
        })}
      </ul>
      <p class={refused && !done ? 'step__error' : 'plan-draw__line'} role={refused ? 'alert' : 'status'}>
        {done ? t('drawPlan.keepDone') : tn('drawPlan.keepFirst', keep - kept.length)}
        {extra && (
          <>
            <br />
            <strong>{extra}</strong>
          </>
        )}
      </p>
    </div>
  );
}
