// The QR text form: a fixed prefix (so that foreign QR codes are recognised) and base45, all in the QR
// alphanumeric set so that the QR uses alphanumeric mode.

import { base45Decode, base45Encode } from './base45';

/** Every QR text of this app starts with this prefix (forever, across protocol versions). */
export const QR_PREFIX = 'SZ:';

/** Alphanumeric-mode capacity (characters) of QR versions 1..40 at error correction M. */
export const ALPHANUMERIC_CAPACITY_M: readonly number[] = [
  20, 38, 61, 90, 122, 154, 178, 221, 262, 311, 366, 419, 483, 528, 600, 656, 734, 816, 909, 970, 1035, 1134,
  1248, 1326, 1451, 1542, 1637, 1732, 1839, 1994, 2113, 2238, 2369, 2506, 2632, 2780, 2894, 3054, 3220, 3391,
];

/** The QR text of a message's bytes. */
export function toQrText(bytes: Uint8Array): string {
  return QR_PREFIX + base45Encode(bytes);
}

/** Smallest QR version (EC M, alphanumeric mode) that holds `chars` characters; 41 if none does. */
export function qrVersionForChars(chars: number): number {
  const i = ALPHANUMERIC_CAPACITY_M.findIndex((cap) => cap >= chars);
  return i < 0 ? 41 : i + 1;
}

/** Largest number of message bytes whose QR text fits QR `version` at EC M. */
export function maxBytesForVersion(version: number): number {
  const cap = (ALPHANUMERIC_CAPACITY_M[version - 1] ?? 0) - QR_PREFIX.length;
  return Math.floor(cap / 3) * 2 + (cap % 3 === 2 ? 1 : 0);
}

/** Reads scanned QR text back into bytes; never throws. Line breaks some scanners append are ignored. */
export function fromQrText(
  text: string,
): { ok: true; bytes: Uint8Array } | { ok: false; failure: 'foreign' | 'corrupted'; detail: string } {
  if (typeof text !== 'string' || !text.startsWith(QR_PREFIX)) {
    return { ok: false, failure: 'foreign', detail: 'prefix' };
  }
  const body = text.slice(QR_PREFIX.length).replace(/[\r\n]+$/, '');
  const bytes = base45Decode(body);
  if (bytes === null) return { ok: false, failure: 'corrupted', detail: 'base45' };
  return { ok: true, bytes };
}
