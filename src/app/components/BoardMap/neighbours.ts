// Which provinces border which (R-F5), from the game's own border table (the optional borders setting
// puts it in the setup record), for the map's "light up the neighbours" and its small diagram.
import { PROVINCES, type Border, type ProvinceId } from '../../../engine/types';

/** Each province's neighbours in board order (R-F4), from a border table. */
export function neighboursOf(borders: readonly Border[]): Record<ProvinceId, ProvinceId[]> {
  const out = Object.fromEntries(PROVINCES.map((id) => [id, [] as ProvinceId[]])) as Record<
    ProvinceId,
    ProvinceId[]
  >;
  for (const [a, b] of borders) {
    if (a === b) continue;
    if (!out[a].includes(b)) out[a].push(b);
    if (!out[b].includes(a)) out[b].push(a);
  }
  for (const id of PROVINCES) out[id].sort((x, y) => PROVINCES.indexOf(x) - PROVINCES.indexOf(y));
  return out;
}

/** How a province looks while another is picked out: itself, a neighbour, or neither (dimmed). */
export type Lit = 'selected' | 'neighbour' | 'other' | null;

/** How `province` is lit while `selected` is picked out (null: nothing picked out). */
export function litAs(
  province: ProvinceId,
  selected: ProvinceId | null,
  neighbours: Record<ProvinceId, ProvinceId[]>,
): Lit {
  if (selected === null) return null;
  if (province === selected) return 'selected';
  return neighbours[selected].includes(province) ? 'neighbour' : 'other';
}
