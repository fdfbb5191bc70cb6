// Hashing helpers for warlord commitments: the engine's allocation-light SHA-256 (sha256.ts, checked
// against @noble/hashes in test/engine/sha256.test.ts), since every game checks commitments.
import { sha256HexOf } from './sha256';
import type { WarlordId } from './types';

/** Hex SHA-256 of a UTF-8 string. */
export function sha256Hex(text: string): string {
  return sha256HexOf(text);
}

/** The commitment for a secret warlord choice: hex SHA-256 of `${id}:${salt}`. */
export function warlordCommitment(id: WarlordId, salt: string): string {
  return sha256Hex(`${id}:${salt}`);
}

/** 32-bit FNV-1a of a string: turns a record seed into a PRNG seed (not security relevant). */
export function seedFromString(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** A warlord commitment may be the first 32 hex digits (128 bits) of the SHA-256: it keeps the QR codes small. */
export const SHORT_COMMITMENT_HEX = 32;

/** The short (128-bit) commitment of a warlord choice (setup's, or War Chariot's extra one, R-W12): the first 32 hex digits of warlordCommitment. */
export function shortWarlordCommitment(id: WarlordId, salt: string): string {
  return warlordCommitment(id, salt).slice(0, SHORT_COMMITMENT_HEX);
}

/** True for a full (64-digit) or short (32-digit) warlord commitment. */
export function isWarlordCommitment(x: unknown): x is string {
  return isHex(x, 64) || isHex(x, SHORT_COMMITMENT_HEX);
}

/** True when `full` (a warlord's whole SHA-256 hex) opens `hash`, a full or short commitment. */
export function opensCommitment(hash: string, full: string): boolean {
  return hash.length === 64 ? hash === full : full.startsWith(hash);
}

function isHex(x: unknown, n: number): x is string {
  if (typeof x !== 'string' || x.length !== n) return false;
  for (let i = 0; i < n; i++) {
    const c = x.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}
