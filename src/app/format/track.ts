// The score track (R-F3) and the score displays' current column (R-R2).
import { t, tn } from '../i18n';
import type { Edition, Player } from '../../engine/types';
import { playerNameOf } from './names';

/** Lowest and highest marker positions (R-F3): −9 is Red's end, +9 Blue's end. */
export const TRACK_MIN = -9;
/** See TRACK_MIN. */
export const TRACK_MAX = 9;

/** The score displays' column in use during a round (R-R2): rounds 1–3 → 0, 4–6 → 1, 7–9 → 2. */
export function displayColumn(round: number): 0 | 1 | 2 {
  if (round <= 3) return 0;
  if (round <= 6) return 1;
  return 2;
}

/** The round whose end a display column scores (column 0 → 3, 1 → 6, 2 → 9). */
export function columnRound(column: number): number {
  return (column + 1) * 3;
}

/** The marker as a signed number: "+3", "0", "−2" (typographic minus). */
export function signedMarker(marker: number): string {
  if (marker > 0) return `+${marker}`;
  if (marker < 0) return `−${-marker}`;
  return '0';
}

/** The player towards whom the marker leans, or null at the centre (+ is towards Blue). */
export function markerSide(marker: number): Player | null {
  if (marker > 0) return 'blue';
  if (marker < 0) return 'red';
  return null;
}

/** The marker in words: "the centre", "3 spaces towards Blue", "1 space towards King Chu". */
export function markerPosition(marker: number, edition: Edition): string {
  const side = markerSide(marker);
  if (side === null) return t('marker.centre');
  return t('marker.towards', { spaces: tn('spaces', Math.abs(marker)), player: playerNameOf(side, edition) });
}
