// What the opponent can infer from its view: the other side's possible cards, province weights, and
// what a battle would do to a province. Numbers here are heuristic scores, never game state.
import type { Card, Player, ProvinceId, PublicState } from '../engine';
import { battleValues, cardSet, isFramed, opponent } from '../engine';
import type { OpponentView } from './api';

/** Framed cards, always in hand at the start of a round (R-F1, R-C4). */
export const FRAMED: readonly Card[] = ['1', '2', '3', '4', '5', '6'];

/** The other player's non-framed cards that are not known to be out of the game (hand, deck, or recycled away). */
export function unknownExtras(view: OpponentView): Card[] {
  const other = opponent(view.me);
  const rest = cardSet(view.public.setup.options.variant).filter((c) => !isFramed(c));
  for (const c of view.public.players[other].out) {
    const i = rest.indexOf(c);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}

/** The other player's likely card in province `id`, as weights summing to 1 (framed sure, extras by hand share). */
export function theirCards(view: OpponentView, id: ProvinceId, extras: readonly Card[]): [Card, number][] {
  const other = opponent(view.me);
  const pl = view.public.players[other];
  const out: [Card, number][] = [];
  const marked = pl.sixMarks[id] > 0;
  for (const c of FRAMED) if (c !== '6' || !marked) out.push([c, 1]);
  const hand = pl.handExtra ?? 0;
  const share = extras.length ? Math.min(1, hand / extras.length) : 0;
  for (const c of extras) out.push([c, share]);
  let total = 0;
  for (const [, w] of out) total += w;
  return out.map(([c, w]) => [c, w / total]);
}

/** Signed armies in a province: positive when `me` controls it. */
export function signedArmies(s: Pick<PublicState, 'provinces'>, me: Player, id: ProvinceId): number {
  const pv = s.provinces[id];
  if (!pv.owner || pv.armies === 0) return 0;
  return pv.owner === me ? pv.armies : -pv.armies;
}

/** Signed armies after my card `mine` meets `theirs` (R-B1, R-B3; Plague R-P1, R-W4). */
export function afterBattle(a: number, mine: Card, theirs: Card, me: Player, deadly: boolean): number {
  if (mine === 'P' || theirs === 'P') {
    if (deadly) return a > 1 ? 1 : a < -1 ? -1 : a;
    return a > 0 ? a - Math.floor(a / 2) : a + Math.floor(-a / 2);
  }
  const [b, r] =
    me === 'blue' ? battleValues(mine, theirs, null, null) : battleValues(theirs, mine, null, null);
  return a + (me === 'blue' ? b - r : r - b);
}

/** A province's worth for control now: this column's display (more on a scoring round), some of the next, and a floor. */
export function provinceWeight(s: Pick<PublicState, 'setup' | 'round'>, id: ProvinceId): number {
  const col = s.round <= 3 ? 0 : s.round <= 6 ? 1 : 2;
  const d = s.setup.displays[id];
  const now = d[col] ?? 0;
  const next = d[col + 1] ?? 0;
  const scoring = s.round % 3 === 0;
  return now * (scoring ? 1.5 : 1) + 0.4 * next + 0.5;
}

/** Worth of holding `x` signed armies in a province: control first, a few armies of depth after. */
export function holdValue(x: number): number {
  if (x === 0) return 0;
  const n = Math.min(Math.abs(x), 4);
  return (x > 0 ? 1 : -1) * (1 + 0.3 * n);
}

/** What a non-framed card is worth kept for later rounds (its strength), before the round discount. */
export function futureValue(c: Card): number {
  switch (c) {
    case '10':
      return 2;
    case '9':
      return 1.6;
    case '8':
      return 1.2;
    case '7':
      return 0.8;
    case '+3':
      return 1.1;
    case '+2':
      return 0.9;
    case '+1':
      return 0.6;
    case 'P':
      return 0.8;
    case '-1':
      return 0.2;
    default:
      return 0;
  }
}

/** The value of one army (pool or board), in display points. */
export const ARMY = 0.5;

/** The immediate cost of playing `c`, in display points (R-C1, R-C2, R-C6) plus its lost future use. */
export function playCost(c: Card, round: number): number {
  const later = (9 - round) / 8;
  switch (c) {
    case '6':
      return ARMY;
    case '+2':
      return ARMY + futureValue(c) * later;
    case '+3':
      return 2 * ARMY + futureValue(c) * later;
    case '1':
      return -0.6 * later; // the draw bonus (R-C1)
    default:
      return isFramed(c) ? 0 : futureValue(c) * later;
  }
}
