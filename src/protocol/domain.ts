// The game vocabulary as the protocol numbers it on the wire (RULINGS.md ids, fixed order = wire index).

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

/** A player id. */
export type PlayerId = (typeof PLAYERS)[number];
/** A province id. */
export type ProvinceId = (typeof PROVINCES)[number];
/** A card code. */
export type CardCode = (typeof CARDS)[number];
/** A warlord id. */
export type WarlordId = (typeof WARLORDS)[number];
/** An event id. */
export type EventId = (typeof EVENTS)[number];

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
