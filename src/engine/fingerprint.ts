// Fingerprints: hex SHA-256 of the canonical public state (sorted keys, integers only), computed by
// @noble/hashes (audited) so every device agrees on it.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { PublicState } from './types';

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

/**
 * A short human form of a fingerprint, the same on two phones whatever their languages:
 * its first four bytes as one number, shown as four two-digit groups, "47-29-18-35" (the last eight
 * decimal digits of that number; a mismatch goes unseen only once in 10^8). Numbers read naturally
 * in English and Polish alike, where a word list would belong to one language.
 */
export function fingerprintWords(hex: string): string {
  const digits = String(parseInt(hex.slice(0, 8), 16) % 100_000_000).padStart(8, '0');
  return [0, 2, 4, 6].map((i) => digits.slice(i, i + 2)).join('-');
}
