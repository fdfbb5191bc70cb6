// The board's border table as a setting (R-F5): the map's borders are uncertain, so the players may
// edit which provinces touch. New games put the table in their setup record, so both phones agree.
// Imported from the engine's modules directly, so the start-up bundle does not pull in the whole engine.
import { DEFAULT_BORDERS } from '../engine/borders';
import { PROVINCES, type Border, type ProvinceId } from '../engine/types';

/** Every pair of different provinces, in board order: the candidates for a border. */
export const PROVINCE_PAIRS: readonly Border[] = PROVINCES.flatMap((a, i) =>
  PROVINCES.slice(i + 1).map((b): Border => [a, b]),
);

/** A stable key for a pair, whichever way round it is written ("qin-chu"). */
export function pairKey([a, b]: Border): string {
  return PROVINCES.indexOf(a) < PROVINCES.indexOf(b) ? `${a}-${b}` : `${b}-${a}`;
}

/** The table in board order without duplicates, so equal tables compare equal. */
export function normaliseBorders(list: readonly Border[]): Border[] {
  const keys = new Set(list.filter(([a, b]) => a !== b).map(pairKey));
  return PROVINCE_PAIRS.filter((pair) => keys.has(pairKey(pair)));
}

/** True when the table is the default one (R-F5). */
export function isDefaultBorders(list: readonly Border[]): boolean {
  const a = normaliseBorders(list).map(pairKey).join(',');
  return a === normaliseBorders(DEFAULT_BORDERS).map(pairKey).join(',');
}

/** The table with one pair's border switched on or off. */
export function toggleBorder(list: readonly Border[], pair: Border): Border[] {
  const key = pairKey(pair);
  const has = list.some((p) => pairKey(p) === key);
  return normaliseBorders(has ? list.filter((p) => pairKey(p) !== key) : [...list, pair]);
}

const PROVINCE_SET = new Set<string>(PROVINCES);

/** Reads a saved setting; anything that is not a list of province pairs gives the default table. */
export function bordersFromSetting(saved: unknown): Border[] {
  if (!Array.isArray(saved)) return normaliseBorders(DEFAULT_BORDERS);
  const pairs: Border[] = [];
  for (const item of saved) {
    if (!Array.isArray(item) || item.length !== 2) return normaliseBorders(DEFAULT_BORDERS);
    const [a, b] = item as unknown[];
    if (typeof a !== 'string' || typeof b !== 'string' || !PROVINCE_SET.has(a) || !PROVINCE_SET.has(b))
      return normaliseBorders(DEFAULT_BORDERS);
    pairs.push([a as ProvinceId, b as ProvinceId]);
  }
  return normaliseBorders(pairs);
}
