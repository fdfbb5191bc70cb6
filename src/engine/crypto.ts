// Hashing helpers (SHA-256, sha256.ts) for fingerprints and warlord commitments.
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
