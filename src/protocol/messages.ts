// The eight message types, their payload codecs, and the bytes ⇄ message functions (decoding never throws).

import type { Action, GameSetup, Player } from '../engine/types';
import { type BitReader, type BitWriter, DecodeError } from './bits';
import { COMMITMENT_BYTES, LEGACY_SALT_BYTES, SALT_BYTES } from './commitment';
import { PLAYERS } from './domain';
import {
  type FrameFailure,
  type Header,
  type MessageType,
  NotInVersion5,
  openFrame,
  PROTOCOL_VERSION,
  sealFrame,
} from './envelope';
import { readActions, readItems, type Receiver, type RecordItem, writeItems } from './codec/action';
import { readId, readOpt, writeId, writeOpt, type Wire } from './codec/fields';
import { bytesHex, HANDSHAKE_BYTES, hexBytes, isHandshakeHex } from './handshake';
import { readSetup, writeSetup } from './codec/setup';
import { reject, type Rejection, type RejectionKey } from './rejection';

/** Header fields common to every message (the type is the message's `type`). */
export type MessageHeader = Omit<Header, 'type'>;

/** Bits for a part's index and count (up to 63 parts). */
const PART_BITS = 6;

/** The setup (table → guest, 1 scan to join): the setup, who the table is, and the actions recorded so far. */
export interface Invitation {
  type: 'invitation';
  header: MessageHeader;
  setup: GameSetup;
  table: Player;
  actions: Action[];
}
/**
 * The table's sealed orders: a SHA-256 hash only (nothing readable about them), with the public actions the
 * table phone recorded since the synced point before sealing (support, start-of-round warlords), so that the
 * guest plans on the same position.
 */
export interface CommitmentMessage {
  type: 'commitment';
  header: MessageHeader;
  hash: Uint8Array;
  actions: Action[];
  /** Round 1 of a game with the setup handshake: the table's contribution (32 hex digits, handshake.ts). */
  contribution?: string;
}
/**
 * The guest's join code (setup handshake, handshake.ts): its contribution in clear, and its setup
 * actions (its warlord commitment), which join the synced point when the table scans it.
 */
export interface JoinMessage {
  type: 'join';
  header: MessageHeader;
  contribution: string;
  actions: Action[];
}
/** The guest's own actions in clear (its orders, and a warlord commitment when it has one to send). */
export interface OrdersMessage {
  type: 'orders';
  header: MessageHeader;
  actions: Action[];
}
/**
 * After the round: everything the table recorded since the synced point (the header's fingerprint names it),
 * the table's salt, and the resulting fingerprint tag.
 */
export interface RoundRecord {
  type: 'round-record';
  header: MessageHeader;
  /** SALT_BYTES (8), or 16 for orders sealed before protocol version 5. */
  salt: Uint8Array;
  items: RecordItem[];
  result: number;
}
/** The whole public record up to the sender's last synced point (usually split into parts). */
export interface Resync {
  type: 'resync';
  header: MessageHeader;
  setup: GameSetup;
  table: Player;
  actions: Action[];
}
/** One numbered part of a long message (resync, or an oversized round record). */
export interface Part {
  type: 'part';
  header: MessageHeader;
  /** CRC-32 of the whole message's bytes: names the set and checks the reassembly. */
  setId: number;
  index: number;
  total: number;
  chunk: Uint8Array;
}

/** At the game's end (setup handshake): this phone's private seed, for the other phone's check of its deal. */
export interface RevealMessage {
  type: 'reveal';
  header: MessageHeader;
  seed: string;
}

/** Any message. */
export type Message =
  Invitation | CommitmentMessage | OrdersMessage | RoundRecord | Resync | Part | JoinMessage | RevealMessage;

/** The orders salt length a layout carries: 8 bytes from version 5 on, 16 before. */
const saltBytes = (wire: Wire): number => (wire === 5 ? SALT_BYTES : LEGACY_SALT_BYTES);

/** The player who reads the table's commitment and round record (the guest): version 5 leaves its own salts out. */
function receiverOf(type: MessageType, header: MessageHeader, wire: Wire): Receiver {
  if (wire !== 5 || (type !== 'commitment' && type !== 'round-record')) return null;
  return PLAYERS[1 - PLAYERS.indexOf(header.sender)] ?? null;
}

/** A contribution (handshake.ts) as its 16 bytes. */
function writeContribution(w: BitWriter, hex: string): void {
  if (!isHandshakeHex(hex)) throw new RangeError('a contribution is 32 hex digits');
  w.writeBytes(hexBytes(hex));
}

function writePayload(w: BitWriter, m: Message, wire: Wire): void {
  const receiver = receiverOf(m.type, m.header, wire);
  switch (m.type) {
    case 'invitation':
    case 'resync':
      if (m.setup.gameId !== m.header.gameId) throw new RangeError('setup and header game ids differ');
      writeSetup(w, m.setup, wire);
      writeId(w, PLAYERS, m.table);
      writeItems(w, m.actions, wire);
      return;
    case 'commitment':
      if (m.hash.length !== COMMITMENT_BYTES)
        throw new RangeError(`commitment must be ${COMMITMENT_BYTES} bytes`);
      w.writeBytes(m.hash);
      writeOpt(w, m.contribution, (hex) => writeContribution(w, hex));
      writeItems(w, m.actions, wire, receiver);
      return;
    case 'join':
      writeContribution(w, m.contribution);
      writeItems(w, m.actions, wire);
      return;
    case 'reveal':
      writeContribution(w, m.seed);
      return;
    case 'orders':
      writeItems(w, m.actions, wire);
      return;
    case 'round-record':
      if (m.salt.length !== saltBytes(wire)) {
        if (wire === 5 && m.salt.length === LEGACY_SALT_BYTES) throw new NotInVersion5('a 16-byte salt');
        throw new RangeError(`salt must be ${saltBytes(wire)} bytes`);
      }
      w.writeBytes(m.salt);
      w.write(m.result >>> 0, 32);
      writeItems(w, m.items, wire, receiver);
      return;
    case 'part':
      if (m.total < 1 || m.index >= m.total) throw new RangeError('bad part numbering');
      w.write(m.setId >>> 0, 32);
      w.write(m.index, PART_BITS);
      w.write(m.total - 1, PART_BITS);
      w.writeBytes(m.chunk);
      return;
  }
}

function readPayload(r: BitReader, type: MessageType, header: MessageHeader, wire: Wire): Message {
  const receiver = receiverOf(type, header, wire);
  switch (type) {
    case 'invitation':
    case 'resync': {
      const setup = readSetup(r, header.gameId, wire);
      const table = readId(r, PLAYERS, 'table');
      const actions = readActions(r, wire);
      return { type, header, setup, table, actions };
    }
    case 'commitment': {
      const hash = r.readBytes(COMMITMENT_BYTES);
      const contribution = readOpt(r, () => bytesHex(r.readBytes(HANDSHAKE_BYTES)));
      const actions = readActions(r, wire, receiver);
      return { type, header, hash, actions, ...(contribution !== undefined ? { contribution } : {}) };
    }
    case 'join': {
      const contribution = bytesHex(r.readBytes(HANDSHAKE_BYTES));
      return { type, header, contribution, actions: readActions(r, wire) };
    }
    case 'reveal':
      return { type, header, seed: bytesHex(r.readBytes(HANDSHAKE_BYTES)) };
    case 'orders':
      return { type, header, actions: readActions(r, wire) };
    case 'round-record': {
      const salt = r.readBytes(saltBytes(wire));
      const result = r.read(32);
      return { type, header, salt, result, items: readItems(r, wire, receiver) };
    }
    case 'part': {
      const setId = r.read(32);
      const index = r.read(PART_BITS);
      const total = r.read(PART_BITS) + 1;
      if (index >= total) throw new DecodeError('part index');
      const chunk = r.readBytes(Math.floor(r.remaining / 8));
      if (chunk.length === 0) throw new DecodeError('empty part');
      return { type, header, setId, index, total, chunk };
    }
  }
}

/** The rejection of a frame that cannot be opened. */
const FAILURE_KEYS: Record<FrameFailure, RejectionKey> = {
  corrupted: 'protocol/corrupted',
  'newer-version': 'protocol/newer-version',
  'older-version': 'protocol/older-version',
};

/**
 * The bytes of a message (throws only on invalid input from this app itself); `wire` 3 or 4: as an older
 * app wrote it. A message version 5 cannot say (a round sealed before it with a 16-byte salt, an action
 * of an unusual shape) goes out in version 4, which this app reads too.
 */
export function encodeMessage(m: Message, wire: Wire = PROTOCOL_VERSION): Uint8Array {
  try {
    return sealFrame({ ...m.header, type: m.type }, (w) => writePayload(w, m, wire), wire);
  } catch (e) {
    if (wire !== 5 || !(e instanceof NotInVersion5)) throw e;
    return encodeMessage(m, 4);
  }
}

/** Reads a message from bytes; never throws. Only layout is checked here: the session checks the rest. */
export function decodeMessage(bytes: Uint8Array): { ok: true; message: Message } | Rejection {
  try {
    const open = openFrame(bytes);
    if (!open.ok) return reject(FAILURE_KEYS[open.failure], open.detail);
    const { type, ...header } = open.header;
    const message = readPayload(open.reader, type, header, open.wire);
    open.reader.end();
    return { ok: true, message };
  } catch (e) {
    return reject('protocol/corrupted', e instanceof DecodeError ? e.reason : 'layout');
  }
}
