// Fingerprints: hex SHA-256 of the canonical public state (sorted keys, integers only), computed by
// @noble/hashes (audited) so every device agrees on it.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { PublicState } from './types';
import { WORDS } from './words';

/** Canonical JSON: object keys sorted, undefined dropped, no whitespace. */
export function canonicalJson(v: unknown): string {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'number' && !Number.isInteger(v)) throw new Error('canonicalJson: non-integer number');
    return v === undefined ? 'null' : JSON.stringify(v);
  }
  if (Array.isArray(v)) return `[${v.map((x) => canonicalJson(x)).join(',')}]`;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
}

/** Stable fingerprint of the public state: hex SHA-256 of its canonical JSON. */
export function fingerprint(state: PublicState): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(state))));
}

/** A short human form of a fingerprint: four words from the first four bytes. */
export function fingerprintWords(hex: string): string {
  const out: string[] = [];
  for (let i = 0; i < 4; i++) out.push(WORDS[parseInt(hex.slice(i * 2, i * 2 + 2), 16) & 255] ?? '?');
  return out.join('-');
}
