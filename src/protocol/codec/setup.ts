// Bit-packed game setup (the invitation's and the resync's first part). The game id travels in the header.

import type {
  Border,
  Displays,
  GameOptions,
  GameSetup,
  Player,
  SetupHandshake,
  WarlordId,
} from '../../engine/types';
import { type BitReader, type BitWriter, DecodeError } from '../bits';
import { PLAYERS, PROVINCES, WARLORDS } from '../domain';
import { readId, readOpt, readString, writeId, writeOpt, writeString, type Wire } from './fields';
import { bytesHex, HANDSHAKE_BYTES, hexBytes, isHandshakeHex } from '../handshake';

const EDITIONS = ['en', 'pl'] as const;
const VARIANTS = ['standard', 'beginner'] as const;
const DECK_MODES = ['app', 'physical'] as const;
const CARD_MODES = ['physical', 'app'] as const;

function writeWarlordList(w: BitWriter, list: readonly WarlordId[]): void {
  w.write(list.length, 4);
  for (const id of list) writeId(w, WARLORDS, id);
}
function readWarlordList(r: BitReader): WarlordId[] {
  const n = r.read(4);
  return Array.from({ length: n }, () => readId(r, WARLORDS, 'warlord'));
}

/** 128 bits of the handshake, as raw bytes (32 hex digits only). */
function writeHandshakeHex(w: BitWriter, hex: string): void {
  if (!isHandshakeHex(hex)) throw new RangeError('handshake values are 32 hex digits');
  w.writeBytes(hexBytes(hex));
}

function writeHandshake(w: BitWriter, h: SetupHandshake): void {
  writeHandshakeHex(w, h.commit);
  writeOpt(w, h.table, (hex) => writeHandshakeHex(w, hex));
  writeOpt(w, h.guest, (hex) => writeHandshakeHex(w, hex));
}

function readHandshake(r: BitReader): SetupHandshake {
  const read = (): string => bytesHex(r.readBytes(HANDSHAKE_BYTES));
  const handshake: SetupHandshake = { commit: read() };
  const table = readOpt(r, read);
  const guest = readOpt(r, read);
  if (table !== undefined) handshake.table = table;
  if (guest !== undefined) handshake.guest = guest;
  return handshake;
}

/** Writes a setup (without its game id, which the header carries). */
export function writeSetup(w: BitWriter, s: GameSetup, wire: Wire): void {
  const o = s.options;
  writeId(w, EDITIONS, o.edition);
  writeId(w, VARIANTS, o.variant);
  w.bool(o.events);
  writeId(w, DECK_MODES, o.eventDeck);
  writeId(w, CARD_MODES, o.cardMode);
  w.bool(o.plagueCancelsCosts);
  w.bool(o.costsBeforeMargin);
  for (const p of PROVINCES) {
    for (const v of s.displays[p]) {
      if (!Number.isInteger(v) || v < 0 || v > 9) throw new RangeError('display values are 0..9 (R-F6)');
      w.write(v, 4);
    }
  }
  writeOpt(w, s.borders, (list) => {
    if (list.length > 15) throw new RangeError('too many borders');
    w.write(list.length, 4);
    for (const [a, b] of list) {
      writeId(w, PROVINCES, a);
      writeId(w, PROVINCES, b);
    }
  });
  writeOpt(w, s.eventsSeed, (seed) => writeString(w, seed, wire));
  writeOpt(w, s.openWarlords, (open) => {
    for (const p of PLAYERS) writeOpt(w, open[p], (list) => writeWarlordList(w, list));
  });
  writeOpt(w, s.handshake, (h) => writeHandshake(w, h));
}

/** Reads a setup; `gameId` comes from the header. */
export function readSetup(r: BitReader, gameId: string, wire: Wire): GameSetup {
  const options: GameOptions = {
    edition: readId(r, EDITIONS, 'edition'),
    variant: readId(r, VARIANTS, 'variant'),
    events: r.bool(),
    eventDeck: readId(r, DECK_MODES, 'event deck'),
    cardMode: readId(r, CARD_MODES, 'card mode'),
    plagueCancelsCosts: r.bool(),
    costsBeforeMargin: r.bool(),
  };
  const column = (): number => {
    const v = r.read(4);
    if (v > 9) throw new DecodeError('display value');
    return v;
  };
  const row = (): readonly [number, number, number] => [column(), column(), column()];
  const displays: Displays = { qin: row(), chu: row(), jinyan: row(), hanqi: row(), wu: row() };
  const setup: GameSetup = { gameId, options, displays };
  const borders = readOpt(r, () => {
    const n = r.read(4);
    return Array.from({ length: n }, (): Border => [
      readId(r, PROVINCES, 'province'),
      readId(r, PROVINCES, 'province'),
    ]);
  });
  const seed = readOpt(r, () => readString(r, wire));
  const open = readOpt(r, () => {
    const out: Partial<Record<Player, readonly WarlordId[]>> = {};
    for (const p of PLAYERS) {
      const list = readOpt(r, () => readWarlordList(r));
      if (list !== undefined) out[p] = list;
    }
    return out;
  });
  const handshake = readOpt(r, () => readHandshake(r));
  if (borders !== undefined) setup.borders = borders;
  if (seed !== undefined) setup.eventsSeed = seed;
  if (open !== undefined) setup.openWarlords = open;
  if (handshake !== undefined) setup.handshake = handshake;
  return setup;
}
