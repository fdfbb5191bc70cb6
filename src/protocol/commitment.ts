// Sealing orders: SHA-256 over a domain tag, the game id, round, sender, a fresh 64-bit salt and the orders' bytes.

import { sha256 } from '@noble/hashes/sha2.js';
import { PLAYERS, type PlayerId } from './domain';
import { cryptoRandomBytes, type RandomBytes } from './random';

/**
 * Salt length in bytes of the orders sealed from protocol version 5 on: 64 bits, so that the round record
 * fits QR version 4. Why 64 bits still hide the orders: the guest sees the hash only until its own orders
 * are in (minutes: the table reveals both right after), and to read the table's orders from it would have
 * to try about 2^63 salts even for the right orders (and it does not know them), some 30 years of
 * a GPU at 10^10 SHA-256 a second; nothing can be computed ahead, since each salt is fresh and the hash
 * covers the fresh game id, round and sender. The warlord salts (WARLORD_SALT_HEX) are 64 bits too, and
 * they hide for a whole game. Binding does not depend on the salt: a table that wants two openings of one
 * hash needs a collision of its 128 bits (COMMITMENT_BYTES, about 2^64 work), and 2^64 salts times the
 * orders give far more inputs than that search needs.
 */
export const SALT_BYTES = 8;
/** The salt length of orders sealed before protocol version 5 (a game saved mid-round still opens them). */
export const LEGACY_SALT_BYTES = 16;
/** Every salt length a commitment is checked with. */
export const SALT_LENGTHS: readonly number[] = [SALT_BYTES, LEGACY_SALT_BYTES];
/**
 * Commitment length in bytes on the wire: the first 128 bits of the SHA-256 (binding at about 2^64 work),
 * so that the table's commitment QR has room for its War Chariot extra warlord's commitment (R-W12)
 * within version 5. Protocol version 1 sent all 32 bytes; shorter would weaken binding below 2^64.
 */
export const COMMITMENT_BYTES = 16;

/** Domain tags by salt length: a 64-bit salt hashes under a tag of its own, so no input is read two ways. */
const DOMAINS: Readonly<Record<number, Uint8Array>> = {
  [LEGACY_SALT_BYTES]: new TextEncoder().encode('sun-tzu-referee/commitment/1'),
  [SALT_BYTES]: new TextEncoder().encode('sun-tzu-referee/commitment/2'),
};

/** What a commitment binds: the orders' canonical bytes (see encodeOrdersBytes) in their context. */
export interface CommitmentInput {
  gameId: string;
  round: number;
  sender: PlayerId;
  salt: Uint8Array;
  orders: Uint8Array;
}

/** A fresh salt from `random` (default: crypto.getRandomValues). */
export function freshSalt(random: RandomBytes = cryptoRandomBytes): Uint8Array {
  const salt = random(SALT_BYTES);
  if (salt.length !== SALT_BYTES) throw new RangeError('random source returned the wrong length');
  return Uint8Array.from(salt);
}

/** The commitment hash (COMMITMENT_BYTES: SHA-256 truncated). */
export function commitmentHash(input: CommitmentInput): Uint8Array {
  const DOMAIN = DOMAINS[input.salt.length];
  if (!DOMAIN) throw new RangeError('salt must be 8 bytes (or 16, sealed before version 5)');
  const head = new Uint8Array(DOMAIN.length + 6 + 1 + 1 + 2);
  let o = 0;
  head.set(DOMAIN, o);
  o += DOMAIN.length;
  for (let i = 0; i < 6; i++) head[o++] = parseInt(input.gameId.slice(2 * i, 2 * i + 2), 16);
  head[o++] = input.round;
  head[o++] = PLAYERS.indexOf(input.sender);
  head[o++] = input.orders.length >> 8;
  head[o++] = input.orders.length & 0xff;
  const h = sha256.create();
  h.update(head);
  h.update(input.salt);
  h.update(input.orders);
  return h.digest().slice(0, COMMITMENT_BYTES);
}

/** True when `hash` seals exactly these orders (constant-time comparison not needed: nothing secret is compared). */
export function commitmentMatches(hash: Uint8Array, input: CommitmentInput): boolean {
  // A game saved mid-round by the previous version keeps a whole SHA-256: its first bytes are compared.
  if (hash.length < COMMITMENT_BYTES || !SALT_LENGTHS.includes(input.salt.length)) return false;
  const h = commitmentHash(input);
  return h.every((b, i) => b === hash[i]);
}

/** 32-bit tag of an engine fingerprint string, carried in every header (first 4 bytes of its SHA-256). */
export function fingerprintTag(fingerprint: string): number {
  const h = sha256(new TextEncoder().encode(fingerprint));
  return (((h[0] ?? 0) << 24) | ((h[1] ?? 0) << 16) | ((h[2] ?? 0) << 8) | (h[3] ?? 0)) >>> 0;
}

/** Warlord salt length in hex digits: 64 bits hide one of five warlords and keep round records within QR version 4. */
export const WARLORD_SALT_HEX = 16;

/** A fresh salt for a secret warlord choice (engine's warlordCommitment / chooseWarlord): 16 lowercase hex digits. */
export function newWarlordSalt(random: RandomBytes = cryptoRandomBytes): string {
  return [...random(WARLORD_SALT_HEX / 2)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
