// Tap budgets: when the app deals the cards, the draw after a round (R-R4) is no screen of its
// own: the plan shows the cards just drawn with the one to put back marked (the weakest by default,
// draw-default.ts), the mark is saved with the plan draft, and "Seal my orders" confirms the draw and
// seals in one saved change (controller.ts, `sealWithDraw`). Physical cards keep the Draw step.
import { drawCards, PROVINCES, type Card, type Orders, type ProvinceId } from '../../engine';
import { handNow } from './hand-now';
import { defaultPutBack } from './draw-default';
import { playingRound, type LocalGame } from './local-game';

/** True when this player's pending draw is chosen on the plan screen (app cards, a draw due). */
export function drawOnPlan(game: LocalGame): boolean {
  return game.privateSeed !== null && game.draw !== null && game.priv !== null;
}

/** The draw shown on the plan: the cards drawn, how many are kept, and the card marked to go back (null: all kept). */
export interface PlanDraw {
  cards: Card[];
  keep: number;
  /** Index in `cards` of the card put back; null when every card drawn is kept (the deck ran low). */
  putBack: number | null;
  /** The card the phone suggested (the weakest), to say why it is marked. */
  suggested: number | null;
}

/** True when exactly one drawn card goes back (2 keep 1, 3 keep 2 after a played 1: R-C1, R-R4). */
function putsOneBack(cards: readonly Card[], keep: number): boolean {
  return cards.length > 1 && keep === cards.length - 1;
}

/** The pending draw as the plan shows it, the mark read from the plan draft (or the default); null when none is due. */
export function planDraw(game: LocalGame): PlanDraw | null {
  if (!drawOnPlan(game) || !game.priv || !game.draw) return null;
  const cards = drawCards(game.priv, game.draw.drew).drawn;
  const keep = Math.min(game.draw.keep, cards.length);
  if (!putsOneBack(cards, keep)) return { cards, keep, putBack: null, suggested: null };
  const suggested = defaultPutBack(cards);
  const saved = game.plan?.round === playingRound(game) ? game.plan.putBack : undefined;
  const putBack = saved !== undefined && saved !== null && saved < cards.length ? saved : suggested;
  return { cards, keep, putBack, suggested };
}

/** The cards of the pending draw that are kept as marked (all of them when none goes back). */
export function keptOnPlan(draw: PlanDraw): Card[] {
  return draw.cards.filter((_, index) => index !== draw.putBack);
}

/** The hand the plan offers: the hand now plus the drawn cards kept as marked (R-R4). */
export function planHand(game: LocalGame): Card[] {
  const draw = planDraw(game);
  return draw ? [...handNow(game), ...keptOnPlan(draw)] : handNow(game);
}

/** Orders with no more copies of a card than the hand holds: the province holding a surplus copy is emptied (the last one in province order). */
export function ordersWithin(
  orders: Partial<Orders>,
  hand: readonly Card[],
): { orders: Partial<Orders>; freed: ProvinceId | null } {
  const next = { ...orders };
  let freed: ProvinceId | null = null;
  for (const province of [...PROVINCES].reverse()) {
    const card = next[province];
    if (!card) continue;
    const placed = PROVINCES.filter((p) => next[p] === card).length;
    if (placed > hand.filter((c) => c === card).length) {
      delete next[province];
      freed ??= province;
    }
  }
  return { orders: next, freed };
}
