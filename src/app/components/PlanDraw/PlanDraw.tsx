import { t } from '../../i18n';
import { cardName } from '../../format';
import type { PlanDraw as Draw } from '../../game/draw-on-plan';
import '../steps/DrawStep.css';
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
