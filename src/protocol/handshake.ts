// The setup handshake of two-phone games with app-dealt cards or an app event deck: both phones add
// randomness to one shared value S, and each commits to its private seed before S is known.
//
// Each phone's contribution is derived from its private seed: r = H(contribution ‖ game id ‖ player ‖
// seed). The table's invitation carries c_T = H(commit ‖ game id ‖ r_T) only; the guest's join code carries
// r_G in clear; the table's round-1 commitment carries r_T, which the guest checks against c_T. Then
// S = H(shared ‖ game id ‖ r_T ‖ r_G) is the events seed and is mixed into each player's deal (deal 3).
// The contribution is the deal commitment too: at the end a phone reveals its seed and the other checks
// that it gives the contribution it holds, so a seed is fixed before either phone could know S.
// (Hashes are SHA-256 truncated to 128 bits, as the orders' commitment.)

import { sha256 } from '@noble/hashes/sha2.js';
import type { GameOptions, GameSetup, Player, SetupHandshake } from '../engine/types';
import { COMMITMENT_BYTES, WARLORD_SALT_HEX } from './commitment';
import { PLAYERS } from './domain';

/** Bytes of a contribution, its commitment and the shared value (128 bits each). */
export const HANDSHAKE_BYTES = COMMITMENT_BYTES;
/** Hex digits of a contribution, its commitment, the shared value or a private seed. */
export const HANDSHAKE_HEX = 2 * HANDSHAKE_BYTES;

const encoder = new TextEncoder();
const CONTRIBUTION = encoder.encode('sun-tzu-referee/contribution/1');
const COMMIT = encoder.encode('sun-tzu-referee/contribution-commitment/1');
const SHARED = encoder.encode('sun-tzu-referee/shared/1');
const DEAL_SEED = encoder.encode('sun-tzu-referee/deal-seed/1');
const WARLORD_SALT = encoder.encode('sun-tzu-referee/warlord-salt/1');

/** True when `s` is 32 lowercase hex digits (a contribution, commitment, shared value or private seed). */
export function isHandshakeHex(s: unknown): s is string {
  return typeof s === 'string' && /^[0-9a-f]{32}$/.test(s);
}

/** Hex text to bytes (lowercase hex, even length). */
export function hexBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** Bytes to lowercase hex text. */
export function bytesHex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function hash(domain: Uint8Array, gameId: string, ...parts: Uint8Array[]): string {
  const h = sha256.create();
  h.update(domain);
  h.update(hexBytes(gameId));
  for (const p of parts) h.update(p);
  return bytesHex(h.digest().slice(0, HANDSHAKE_BYTES));
}

/** A player's contribution, derived from its private seed (it commits to the seed as well). */
export function contributionOf(gameId: string, player: Player, seed: string): string {
  return hash(CONTRIBUTION, gameId, Uint8Array.of(PLAYERS.indexOf(player)), encoder.encode(seed));
}

/**
 * A player's private seed from its recovery secret: the one code the player notes at setup gives back
 * both the deal and the setup warlord's salt after a wiped phone. The seed is revealed at the game's end;
 * the secret is not, so the seed's reveal tells nothing of the warlord's salt.
 */
export function seedFromSecret(secret: string): string {
  return hash(DEAL_SEED, '', hexBytes(secret));
}

/** Hex digits of a recovery secret: 64 bits, as a warlord's salt, so its typed code is as short. */
export const RECOVERY_SECRET_HEX = WARLORD_SALT_HEX;

/** True when `s` is a recovery secret (RECOVERY_SECRET_HEX lowercase hex digits). */
export function isRecoverySecret(s: unknown): s is string {
  return typeof s === 'string' && s.length === RECOVERY_SECRET_HEX && /^[0-9a-f]+$/.test(s);
}

/** The setup warlord's salt (WARLORD_SALT_HEX hex digits) from a player's recovery secret (see `seedFromSecret`). */
export function warlordSaltFromSecret(secret: string): string {
  return hash(WARLORD_SALT, '', hexBytes(secret)).slice(0, WARLORD_SALT_HEX);
}

/** The table's commitment to its contribution (the invitation carries it). */
export function contributionCommitment(gameId: string, contribution: string): string {
  return hash(COMMIT, gameId, hexBytes(contribution));
}

/** The shared value S from both contributions: neither alone decides it. */
export function sharedValue(gameId: string, table: string, guest: string): string {
  return hash(SHARED, gameId, hexBytes(table), hexBytes(guest));
}

/** True when a game between two phones needs the handshake: app-dealt cards or an app event deck in play. */
export function handshakeNeeded(options: GameOptions): boolean {
  return options.cardMode === 'app' || (options.events && options.eventDeck === 'app');
}

/** The shared value of a setup whose handshake is complete; null before (or without one). */
export function sharedOf(setup: GameSetup): string | null {
  const h = setup.handshake;
  return h?.table && h.guest ? sharedValue(setup.gameId, h.table, h.guest) : null;
}

/**
 * The setup once both contributions are known: the table's checked against its commitment; the events
 * seed is S when the event deck is the app's. Null when the table's contribution does not match.
 */
export function completedSetup(setup: GameSetup, table: string, guest: string): GameSetup | null {
  const h = setup.handshake;
  if (!h || !isHandshakeHex(table) || !isHandshakeHex(guest)) return null;
  if (contributionCommitment(setup.gameId, table) !== h.commit) return null;
  const handshake: SetupHandshake = { commit: h.commit, table, guest };
  const shared = sharedValue(setup.gameId, table, guest);
  const o = setup.options;
  const events = o.events && o.eventDeck === 'app' ? { eventsSeed: shared } : {};
  return { ...setup, handshake, ...events };
}

/** True when `seed` is the private seed a player's contribution in the setup was derived from (the end-of-game check). */
export function seedMatches(setup: GameSetup, player: Player, table: Player, seed: string): boolean {
  const h = setup.handshake;
  const contribution = player === table ? h?.table : h?.guest;
  return contribution !== undefined && contributionOf(setup.gameId, player, seed) === contribution;
}

/**
 * True when `seed` is the one this phone's player committed to in the setup: its contribution, or (the
 * table before its contribution is in the setup) the invitation's commitment to it. A game file's seed
 * is checked so: a phone cannot deal itself another hand by editing it.
 */
export function seedCommitted(setup: GameSetup, player: Player, table: Player, seed: string): boolean {
  const h = setup.handshake;
  if (!h) return false;
  if (player === table && h.table === undefined)
    return contributionCommitment(setup.gameId, contributionOf(setup.gameId, player, seed)) === h.commit;
  return seedMatches(setup, player, table, seed);
}
