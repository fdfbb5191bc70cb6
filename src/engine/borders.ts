// Province borders (R-F5): the one place the border table lives. Overridable in GameSetup.borders.
import type { Border, ProvinceId } from './types';
import { PROVINCES } from './types';

/** Default border table (R-F5, unverified; editable in settings). */
export const DEFAULT_BORDERS: readonly Border[] = [
  ['qin', 'chu'],
  ['qin', 'jinyan'],
  ['qin', 'hanqi'],
  ['chu', 'hanqi'],
  ['chu', 'wu'],
  ['jinyan', 'hanqi'],
  ['hanqi', 'wu'],
];

const cache = new WeakMap<readonly Border[], Record<ProvinceId, ProvinceId[]>>();

/** Neighbours of each province in board order, for a border table (cached per table). */
export function adjacency(borders: readonly Border[]): Record<ProvinceId, ProvinceId[]> {
  const hit = cache.get(borders);
  if (hit) return hit;
  const adj = { qin: [], chu: [], jinyan: [], hanqi: [], wu: [] } as Record<ProvinceId, ProvinceId[]>;
  for (const p of PROVINCES) {
    for (const q of PROVINCES) {
      if (p !== q && borders.some(([a, b]) => (a === p && b === q) || (a === q && b === p))) adj[p].push(q);
    }
  }
  cache.set(borders, adj);
  return adj;
}

/** True when two provinces share a border. */
export function borders(table: readonly Border[], a: ProvinceId, b: ProvinceId): boolean {
  return adjacency(table)[a].includes(b);
}
