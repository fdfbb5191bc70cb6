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

/** True for a 64-character lowercase hex string (the form of a commitment). */
export function isHex64(x: unknown): x is string {
  if (typeof x !== 'string' || x.length !== 64) return false;
  for (let i = 0; i < 64; i++) {
    const c = x.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}
