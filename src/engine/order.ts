// Who chooses the resolution order (R-R3, R-E1, R-E2) and the public check of orders (R-C4, R-C6).
import { cardIndex, ownedCount } from './cards';
import { Reject } from './ctx';
import { boardCount, cardAt, marksAt, outCount, playerOf } from './state';
import type { Card, Orders, Player, ProvinceId, PublicState } from './types';
import { PROVINCES } from './types';
import { mayHold } from './warlords';

/** True when the round uses the fixed order Qin→Wu (R-E1). */
export function fixedOrderRound(s: PublicState): boolean {
  return s.setup.options.edition === 'en' ? s.round <= 1 : s.round <= 3;
}

/** The player who chooses the resolution order this round, or null for the fixed order (R-R3, R-E2). */
export function chooser(s: PublicState): Player | null {
  if (fixedOrderRound(s)) return null;
  const b = boardCount(s, 'blue');
  const r = boardCount(s, 'red');
  if (b !== r) return b < r ? 'blue' : 'red';
  if (s.setup.options.edition === 'pl' && s.prevPhase3 && s.prevPhase3.blue !== s.prevPhase3.red) {
    return s.prevPhase3.blue < s.prevPhase3.red ? 'blue' : 'red'; // R-E2 pl
  }
  return s.lastChooser; // R-E2 en: the last chooser keeps it; nobody yet: fixed order
}

/** How many own enumerable keys an object has (as Object.keys(o).length, without the array). */
function ownKeyCount(o: object): number {
  let n = 0;
  for (const k in o) if (Object.prototype.hasOwnProperty.call(o, k)) n++;
  return n;
}

/** True when `seq` lists each of the five provinces once (R-R3). */
function isSequence(seq: readonly ProvinceId[]): boolean {
  if (!Array.isArray(seq) || seq.length !== 5) return false;
  let seen = 0; // one bit per province
  for (let i = 0; i < 5; i++) seen |= provinceBit(seq[i]);
  return seen === 31;
}

/** A province's bit (board order), 0 for anything else. */
function provinceBit(x: unknown): number {
  switch (x) {
    case 'qin':
      return 1;
    case 'chu':
      return 2;
    case 'jinyan':
      return 4;
    case 'hanqi':
      return 8;
    case 'wu':
      return 16;
    default:
      return 0;
  }
}

/** Public check of one player's orders (R-F1, R-C4, R-C6, R-W1, R-R3). Returns a Rejection or null. */
export function checkOrdersPublic(
  s: PublicState,
  p: Player,
  orders: Orders,
  extra: { sequence?: readonly ProvinceId[] | undefined; secondSix?: ProvinceId | undefined } = {},
): Reject | null {
  if (typeof orders !== 'object' || orders === null)
    return new Reject('R-R1/bad-orders', 'orders must name a card per province', 'orders');
  // the five cards in board order (PROVINCES), read once, and their indexes in CARDS (-1: not a card)
  const cs: Card[] = [orders.qin, orders.chu, orders.jinyan, orders.hanqi, orders.wu];
  const ix: number[] = [
    cardIndex(cs[0]),
    cardIndex(cs[1]),
    cardIndex(cs[2]),
    cardIndex(cs[3]),
    cardIndex(cs[4]),
  ];
  if (ownKeyCount(orders) !== 5 || (ix[0] as number) < 0 || (ix[1] as number) < 0)
    return new Reject('R-R1/bad-orders', 'one card per province, five provinces', 'orders');
  if ((ix[2] as number) < 0 || (ix[3] as number) < 0 || (ix[4] as number) < 0)
    return new Reject('R-R1/bad-orders', 'one card per province, five provinces', 'orders');
  const o = s.setup.options;
  const pl = playerOf(s, p);
  let extraCards = 0;
  for (let i = 0; i < 5; i++) {
    const k = ix[i] as number;
    const n =
      (ix[0] === k ? 1 : 0) +
      (ix[1] === k ? 1 : 0) +
      (ix[2] === k ? 1 : 0) +
      (ix[3] === k ? 1 : 0) +
      (ix[4] === k ? 1 : 0);
    const c = cs[i] as Card;
    if (k < 6) {
      // framed (R-F1)
      if (n > 1)
        return new Reject('R-F1/duplicate-card', `${c} played ${n} times; a player has one`, 'orders');
      continue;
    }
    extraCards++;
    const owned = ownedCount(c, o.variant);
    if (owned === 0)
      return new Reject('R-F2/removed-card', `${c} is not used in the beginner variant`, 'orders');
    if (n > owned - outCount(pl.out, c))
      return new Reject('R-F1/card-gone', `${c}: no copy of it left to play (R-C4)`, 'orders');
  }
  if (pl.handExtra !== null && extraCards > pl.handExtra)
    return new Reject(
      'R-R4/not-in-hand',
      `${extraCards} non-framed cards but only ${pl.handExtra} in hand`,
      'orders',
    );
  // R-C6, R-W1
  const ss = extra.secondSix;
  if (ss !== undefined) {
    if (!PROVINCES.includes(ss)) return new Reject('R-W1/bad-province', 'unknown province', 'secondSix');
    if (p !== 'red' || !mayHold(s, p, 'second-six'))
      return new Reject('R-W1/not-held', `${p} cannot use second-six`, 'secondSix');
    if (cardAt(orders, ss) !== '6')
      return new Reject('R-W1/no-six', 'second-six needs a 6 in that province', 'secondSix');
    if (marksAt(pl.sixMarks, ss) !== 1)
      return new Reject('R-W1/not-marked', 'second-six is for a province already marked once', 'secondSix');
  }
  for (let i = 0; i < 5; i++) {
    const id = PROVINCES[i] as ProvinceId;
    if (cs[i] === '6' && marksAt(pl.sixMarks, id) > 0 && (ss === undefined || ss !== id))
      return new Reject('R-C6/six-already-marked', `${p} already has a six mark in ${id}`, `orders.${id}`);
  }
  // R-R3
  if (extra.sequence !== undefined) {
    const ch = chooser(s);
    if (ch === null || ch !== p) {
      if (fixedOrderRound(s))
        return new Reject('R-E1/fixed-order', 'this round uses the fixed order', 'sequence');
      if (ch === null)
        return new Reject(
          'R-E2/no-chooser',
          'tie and nobody has chosen yet: the fixed order applies',
          'sequence',
        );
      return new Reject('R-R3/not-chooser', `${p} does not choose the order this round`, 'sequence');
    }
    if (!isSequence(extra.sequence))
      return new Reject('R-R3/bad-sequence', 'the order must list the five provinces once each', 'sequence');
  }
  return null;
}
