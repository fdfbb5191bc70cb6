// Tap budgets: the draw after a round (R-R4: draw 2 keep 1; 3 keep 2 after a played 1, R-C1) is no
// screen of its own. With app-dealt cards the plan shows the cards just drawn with the one to put back
// marked (the weakest by default, draw-default.ts); with real cards it asks which were kept, among the
// cards still in the player's deck (the phone knows which, not their order). The mark, or the kept
// cards, are saved with the plan draft, and "Seal my orders" confirms the draw and seals in one saved
// change (controller.ts, `sealOrders` through `confirmPlanDraw`).
import { CARDS, drawCards, PROVINCES, type Card, type Orders, type ProvinceId } from '../../../engine';
import { handNow } from '../core/hand-now';
import { defaultPutBack } from './draw-default';
import { playingRound, type LocalGame } from '../core/local-game';

/** True when this player has a draw pending, chosen on the plan screen (either card mode, R-R4). */
export function drawOnPlan(game: LocalGame): boolean {
  return game.draw !== null && game.priv !== null;
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
  if (!drawOnPlan(game) || !game.priv || !game.draw || game.privateSeed === null) return null;
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

/** Real cards, a draw pending: the cards still in the deck, how many are kept, and those tapped as kept. */
export interface KeepDraw {
  /** The cards left in this player's deck in the cards' order (each copy once): what the draw can hold. */
  deck: Card[];
  /** How many the player keeps (R-R4; fewer when the deck ran low). */
  keep: number;
  /** Indexes in `deck` of the cards tapped as kept. */
  kept: number[];
}

/** The cards still in this player's deck, in the cards' order (real cards: the phone knows which, not their order). */
export function deckCards(game: LocalGame): Card[] {
  const deck = game.priv?.deck ?? [];
  return CARDS.flatMap((card) => deck.filter((c) => c === card));
}

/** Indexes in `deck` holding `cards` (each copy used once; a card not in the deck is left out). */
function indexesOf(deck: readonly Card[], cards: readonly Card[]): number[] {
  const taken: number[] = [];
  for (const card of cards) {
    const at = deck.findIndex((c, i) => c === card && !taken.includes(i));
    if (at >= 0) taken.push(at);
  }
  return taken;
}

/**
 * The kept cards when the deck leaves no choice: every card left in it kept, or all its cards alike
 * (R-R4: the deck ran low, or holds copies of one card). Null when the player must say.
 */
function forcedKeep(deck: readonly Card[], keep: number): Card[] | null {
  if (keep === 0) return [];
  if (deck.length <= keep) return [...deck];
  return deck.every((c) => c === deck[0]) ? deck.slice(0, keep) : null;
}

/** The real cards' draw pending on the plan, the kept cards read from the plan draft (or forced); null when none is due. */
export function keepDraw(game: LocalGame): KeepDraw | null {
  if (!drawOnPlan(game) || !game.draw || game.privateSeed !== null) return null;
  const deck = deckCards(game);
  const keep = Math.min(game.draw.keep, game.draw.drew, deck.length);
  const saved = game.plan?.round === playingRound(game) ? game.plan.kept : undefined;
  const cards = saved ?? forcedKeep(deck, keep) ?? [];
  return { deck, keep, kept: indexesOf(deck, cards).slice(0, keep) };
}

/** The cards tapped as kept on the plan. */
export function keptCards(draw: KeepDraw): Card[] {
  return draw.kept.flatMap((i) => (draw.deck[i] === undefined ? [] : [draw.deck[i]]));
}

/** True when the kept cards are all chosen: the seal can confirm the draw. */
export function keepChosen(draw: KeepDraw): boolean {
  return draw.kept.length === draw.keep;
}

/** The hand the plan offers: the hand now plus the drawn cards kept as marked, or tapped as kept (R-R4). */
export function planHand(game: LocalGame): Card[] {
  const draw = planDraw(game);
  if (draw) return [...handNow(game), ...keptOnPlan(draw)];
  const keeping = keepDraw(game);
  return keeping ? [...handNow(game), ...keptCards(keeping)] : handNow(game);
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
