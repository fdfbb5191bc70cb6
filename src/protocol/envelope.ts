// The frame around every message: version byte, bit-packed header, payload, CRC-32 trailer.
// Layout (forever, so that any later app version can still be recognised): byte 0 = protocol version,
// last 4 bytes = CRC-32 of everything before. Between them, versions 1 to 4 pack:
// type 3 bits, game id 48, round 4, sequence 6, sender 1, fingerprint tag 32, then the payload bits.
// Version 5 packs the same, except that in a commitment and a round record one bit after the round says
// that the sequence is the one the round gives (impliedSeq), and the 6 bits of the sequence follow only if not.

import { BitReader, BitWriter, DecodeError } from './bits';
import { crc32 } from './crc32';
import { PLAYERS, type PlayerId } from './domain';
import type { Wire } from './codec/fields';

/**
 * The protocol version this app writes (2: the commitment message's hash is 16 bytes, not 32;
 * 3: the setup handshake, with the guest's join code and the setup's handshake field, and the reveal
 * code of a private seed at the game's end; 4: tighter payloads, codec/fields.ts: 2-bit string kinds,
 * short list lengths, one bit for a decision's salt and commitment; 5: 64-bit orders salts, the exchange
 * number in place of the round and sequence of a commitment and a round record, tighter actions,
 * codec/action.ts, the receiver's own salts left out of the table's codes).
 */
export const PROTOCOL_VERSION: Wire = 5;
/** The oldest version this app still reads: a code shown by a game saved before the update. */
export const OLDEST_READ_VERSION = 3;

/** Message types on the wire (3 bits). */
export const MESSAGE_TYPES = [
  'invitation',
  'commitment',
  'orders',
  'round-record',
  'resync',
  'part',
  'join',
  'reveal',
] as const;
/** A message type. */
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Game id width: 48 bits, 12 lowercase hex digits. */
export const GAME_ID_HEX = 12;
/** Highest round number the header can carry (4 bits; the game has 9 rounds, 0 = setup). */
export const MAX_ROUND = 15;
/** Highest sequence number the header can carry (6 bits). */
export const MAX_SEQ = 63;

/** Message types whose version-5 header may leave out the sequence: 3n − 2 and 3n in exchange n. */
const EXCHANGE_SEQ_OFFSET: Partial<Record<MessageType, number>> = { commitment: 2, 'round-record': 0 };

/**
 * The sequence number a version-5 commitment or round record has at its header's round, which one bit then
 * stands for: exchange n is round n, or round 0 in exchange 1 while the setup is not complete (session/core.ts).
 */
function impliedSeq(type: MessageType, round: number, version: number): number | null {
  const offset = EXCHANGE_SEQ_OFFSET[type];
  return version >= 5 && offset !== undefined ? 3 * Math.max(round, 1) - offset : null;
}

/** Thrown by an encoder when a message has no version-5 form; encodeMessage then writes version 4. */
export class NotInVersion5 extends Error {
  constructor(what: string) {
    super(`no version-5 form: ${what}`);
    this.name = 'NotInVersion5';
  }
}

/** What every message carries besides its payload. */
export interface Header {
  type: MessageType;
  /** 12 lowercase hex digits. */
  gameId: string;
  round: number;
  seq: number;
  sender: PlayerId;
  /** 32-bit tag of the sender's public fingerprint (see fingerprintTag). */
  fingerprint: number;
}

/** Why a frame could not be opened. */
export type FrameFailure = 'corrupted' | 'newer-version' | 'older-version';

/** True when `id` is a well-formed game id. */
export function isGameId(id: string): boolean {
  return /^[0-9a-f]{12}$/.test(id);
}

/** Builds the bytes of a message: header, then whatever `writePayload` writes, then the checksum (`version`: tests of older codes). */
export function sealFrame(
  header: Header,
  writePayload: (w: BitWriter) => void,
  version: number = PROTOCOL_VERSION,
): Uint8Array {
  if (!isGameId(header.gameId)) throw new RangeError(`bad game id ${header.gameId}`);
  const w = new BitWriter();
  w.write(version, 8);
  w.write(MESSAGE_TYPES.indexOf(header.type), 3);
  w.write(parseInt(header.gameId.slice(0, 6), 16), 24);
  w.write(parseInt(header.gameId.slice(6), 16), 24);
  w.write(header.round, 4);
  const implied = impliedSeq(header.type, header.round, version);
  if (implied !== null) w.bool(header.seq === implied);
  if (header.seq !== implied) w.write(header.seq, 6);
  w.write(PLAYERS.indexOf(header.sender), 1);
  w.write(header.fingerprint >>> 0, 32);
  writePayload(w);
  const body = w.finish();
  const out = new Uint8Array(body.length + 4);
  out.set(body);
  new DataView(out.buffer).setUint32(body.length, crc32(body));
  return out;
}

/** Checks the checksum and version and reads the header; the reader is left at the payload, whose layout `wire` names. */
export function openFrame(
  bytes: Uint8Array,
):
  | { ok: true; header: Header; reader: BitReader; wire: Wire }
  | { ok: false; failure: FrameFailure; detail: string } {
  if (bytes.length < 5) return { ok: false, failure: 'corrupted', detail: 'too short' };
  const body = bytes.subarray(0, bytes.length - 4);
  const sum = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(bytes.length - 4);
  if (crc32(body) !== sum) return { ok: false, failure: 'corrupted', detail: 'checksum' };
  const version = body[0] ?? 0;
  if (version > PROTOCOL_VERSION)
    return { ok: false, failure: 'newer-version', detail: `version ${version}` };
  if (version === 0) return { ok: false, failure: 'corrupted', detail: 'version 0' };
  if (version < OLDEST_READ_VERSION)
    return { ok: false, failure: 'older-version', detail: `version ${version}` };
  const wire: Wire = version === 3 ? 3 : version === 4 ? 4 : 5;
  const r = new BitReader(body);
  try {
    r.read(8);
    const type = MESSAGE_TYPES[r.below(3, MESSAGE_TYPES.length, 'type')]!;
    const hi = r.read(24).toString(16).padStart(6, '0');
    const lo = r.read(24).toString(16).padStart(6, '0');
    const round = r.read(4);
    const implied = impliedSeq(type, round, wire);
    let seq: number;
    if (implied !== null && r.bool()) seq = implied;
    else {
      seq = r.read(6);
      if (seq === implied) throw new DecodeError('non-canonical sequence');
    }
    const sender = PLAYERS[r.read(1)]!;
    const fingerprint = r.read(32);
    return { ok: true, header: { type, gameId: hi + lo, round, seq, sender, fingerprint }, reader: r, wire };
  } catch (e) {
    return { ok: false, failure: 'corrupted', detail: e instanceof DecodeError ? e.reason : 'header' };
  }
}
