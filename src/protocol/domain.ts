// The game vocabulary as the protocol numbers it on the wire (RULINGS.md ids, fixed order = wire index).
// Kept here, not taken from the engine's lists, so that the wire order never changes with the engine.

import type {
  Card,
  EventId,
  Player,
  ProvinceId as EngineProvince,
  WarlordId as EngineWarlord,
} from '../engine/types';

/** Players (R-F7). */
export const PLAYERS = ['blue', 'red'] as const;
/** Provinces in board order (R-F4). */
export const PROVINCES = ['qin', 'chu', 'jinyan', 'hanqi', 'wu'] as const;
/** Action card codes (R-F1). */
export const CARDS = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '+1',
  '+2',
  '+3',
  '-1',
  'P',
] as const;
/** Warlord ids (RULINGS §10). */
export const WARLORDS = [
  'second-six',
  'remove-army',
  'counter-plague',
  'deadly-plague',
  'recycle-plague',
  'move-army',
  'cap-at-six',
  'head-start',
  'recycle-minus-one',
  'reinforce',
] as const;
/** Event ids (RULINGS §11). */
export const EVENTS = ['pandemic', 'war-chariot', 'champion', 'hero', 'light-infantry'] as const;

/** A player id (the engine's). */
export type PlayerId = Player;
/** A province id (the engine's). */
export type ProvinceId = EngineProvince;
/** A card code (the engine's). */
export type CardCode = Card;
/** A warlord id (the engine's). */
export type WarlordId = EngineWarlord;
/** An event id (the engine's). */
export type { EventId };

// Compile-time check that the wire lists and the engine's unions are the same sets.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameSets: [
  Same<(typeof PLAYERS)[number], Player>,
  Same<(typeof PROVINCES)[number], EngineProvince>,
  Same<(typeof CARDS)[number], Card>,
  Same<(typeof WARLORDS)[number], EngineWarlord>,
  Same<(typeof EVENTS)[number], EventId>,
] = [true, true, true, true, true];
void sameSets;

/** Wire index of a value in one of the lists above (throws on an unknown value: encoder input is trusted). */
export function indexIn<T extends string>(list: readonly T[], value: T): number {
  const i = list.indexOf(value);
  if (i < 0) throw new RangeError(`unknown id ${String(value)}`);
  return i;
}

/** Rank of a permutation of 0..n-1 (Lehmer code), 0 ≤ rank < n!. */
export function permutationRank(perm: readonly number[]): number {
  const rest = perm.map((_, i) => i);
  let rank = 0;
  for (let i = 0; i < perm.length; i++) {
    const k = rest.indexOf(perm[i] ?? -1);
    if (k < 0) throw new RangeError('not a permutation');
    rank = rank * (perm.length - i) + k;
    rest.splice(k, 1);
  }
  return rank;
}

/** The permutation of 0..n-1 with the given rank (inverse of permutationRank). */
export function permutationFromRank(rank: number, n: number): number[] {
  const digits: number[] = [];
  let r = rank;
  for (let base = 1; base <= n; base++) {
    digits.unshift(r % base);
    r = Math.floor(r / base);
  }
  const rest = Array.from({ length: n }, (_, i) => i);
  return digits.map((d) => rest.splice(d, 1)[0] ?? 0);
}

/** n! for small n. */
export function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}
