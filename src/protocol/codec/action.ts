// Bit-packed engine actions (the public record's entries), and lists of them.

import type { Action, Card, Orders, ProvinceId } from '../../engine/types';
import type { Player } from '../../engine/types';
import { type BitReader, type BitWriter, DecodeError } from '../bits';
import {
  CARDS,
  EVENTS,
  PLAYERS,
  PROVINCES,
  WARLORDS,
  factorial,
  permutationFromRank,
  permutationRank,
} from '../domain';
import {
  readCount,
  readId,
  readOpt,
  readString,
  widthFor,
  writeCount,
  writeId,
  writeOpt,
  writeString,
  type Wire,
} from './fields';

/**
 * Action types on the wire: `decide`, by far the most frequent, is the single bit 0; the others are 1 and 3 bits.
 * `guest` is the round record's place-holder for the guest's own sealed actions.
 */
const OTHER_TYPES = ['commitWarlord', 'warlord', 'support', 'orders', 'pass', 'guest'] as const;

/** Known decision choices numbered on the wire; anything else travels as a string after the escape index. */
export const CHOICES: readonly string[] = [
  'none',
  'pool',
  'take',
  'decline',
  'commit',
  ...PROVINCES,
  ...WARLORDS,
  ...EVENTS,
];
const CHOICE_BITS = 5;
const CHOICE_ESCAPE = 2 ** CHOICE_BITS - 1;

/** An entry of a round record: an action, or the place where the guest's own sealed actions were applied. */
export type RecordItem = Action | { type: 'guest' };

/** Writes the five cards of an order in board order. */
export function writeOrders(w: BitWriter, orders: Orders): void {
  for (const p of PROVINCES) writeId(w, CARDS, orders[p]);
}

/** Reads five cards in board order. */
export function readOrders(r: BitReader): Orders {
  const cards = PROVINCES.map(() => readId(r, CARDS, 'card'));
  const [qin, chu, jinyan, hanqi, wu] = cards as [Card, Card, Card, Card, Card];
  return { qin, chu, jinyan, hanqi, wu };
}

/** Writes a resolution order (a permutation of the five provinces) as its rank, 7 bits. */
export function writeSequence(w: BitWriter, seq: readonly ProvinceId[]): void {
  if (seq.length !== PROVINCES.length) throw new RangeError('sequence must name the five provinces');
  w.write(permutationRank(seq.map((p) => PROVINCES.indexOf(p))), widthFor(factorial(PROVINCES.length)));
}

/** Reads a resolution order. */
export function readSequence(r: BitReader): ProvinceId[] {
  const n = PROVINCES.length;
  const rank = r.below(widthFor(factorial(n)), factorial(n), 'sequence');
  return permutationFromRank(rank, n).map((i) => PROVINCES[i]!);
}

function writeProvince(w: BitWriter, p: ProvinceId): void {
  writeId(w, PROVINCES, p);
}
function readProvince(r: BitReader): ProvinceId {
  return readId(r, PROVINCES, 'province');
}

/**
 * Written in place of a salt of the receiver's own secret warlord in the table's codes (version 5): the
 * receiver's phone holds that salt and puts it back (ownSalts, session/guest-receive.ts) before anything
 * is checked. Not hex, so never a real salt.
 */
export const OWN_SALT = 'own';

/** Who reads a list of items, when the list may leave out that player's own salts (the table's codes). */
export type Receiver = Player | null;

/** True when `a` carries a salt of `receiver`'s own warlord, which version 5 leaves out of the table's codes. */
export function ownSaltElided(a: RecordItem, receiver: Receiver): boolean {
  if (receiver === null || a.type === 'guest' || a.player !== receiver) return false;
  if (a.type === 'warlord') return a.salt !== undefined;
  return (
    a.type === 'decide' &&
    a.salt !== undefined &&
    a.commitment === undefined &&
    (WARLORDS as readonly string[]).includes(a.choice)
  );
}

/** An item as the receiver decodes it: its own salts as OWN_SALT (what the table's version-5 codes carry). */
export function withOwnSaltElided<T extends RecordItem>(a: T, receiver: Receiver): T {
  return ownSaltElided(a, receiver) ? { ...a, salt: OWN_SALT } : a;
}

/** Writes one record item. */
export function writeItem(w: BitWriter, a: RecordItem, wire: Wire, receiver: Receiver = null): void {
  if (wire === 5) {
    writeItem5(w, a, receiver);
    return;
  }
  w.bool(a.type !== 'decide');
  if (a.type !== 'decide') writeId(w, OTHER_TYPES, a.type);
  if (a.type === 'guest') return;
  writeId(w, PLAYERS, a.player);
  switch (a.type) {
    case 'commitWarlord':
      writeString(w, a.commitment, wire);
      return;
    case 'warlord':
      writeId(w, WARLORDS, a.warlord);
      writeOpt(w, a.salt, (s) => writeString(w, s, wire));
      writeOpt(w, a.province, (p) => writeProvince(w, p));
      writeOpt(w, a.from, (p) => writeProvince(w, p));
      writeOpt(w, a.to, (p) => writeProvince(w, p));
      return;
    case 'support':
      writeOpt(w, a.card, (c) => writeId(w, CARDS, c));
      return;
    case 'orders':
      writeOrders(w, a.orders);
      writeOpt(w, a.sequence, (s) => writeSequence(w, s));
      writeOpt(w, a.secondSix, (p) => writeProvince(w, p));
      writeOpt(w, a.secondSixSalt, (s) => writeString(w, s, wire));
      return;
    case 'decide': {
      const i = CHOICES.indexOf(a.choice);
      w.write(i < 0 ? CHOICE_ESCAPE : i, CHOICE_BITS);
      if (i < 0) writeString(w, a.choice, wire);
      // Version 4: one bit says whether a salt or commitment follows (most decisions carry neither).
      const extras = a.salt !== undefined || a.commitment !== undefined;
      if (wire === 4) w.bool(extras);
      if (wire === 3 || extras) {
        writeOpt(w, a.salt, (s) => writeString(w, s, wire));
        writeOpt(w, a.commitment, (s) => writeString(w, s, wire));
      }
      return;
    }
    case 'pass':
      return;
  }
}

/** A decision's choice: its index among the known choices, or the escape and the choice spelled out. */
function readChoice(r: BitReader, wire: Wire): string {
  const i = r.read(CHOICE_BITS);
  if (i === CHOICE_ESCAPE) {
    const choice = readString(r, wire);
    if (CHOICES.includes(choice)) throw new DecodeError('non-canonical choice');
    return choice;
  }
  const known = CHOICES[i];
  if (known === undefined) throw new DecodeError('choice out of range');
  return known;
}

/** An orders action: the orders, then the optional battle order, second six and its salt (`readSixSalt`, per version). */
function readOrdersAction(r: BitReader, player: Player, readSixSalt: () => string | undefined): Action {
  const a: Action = { type: 'orders', player, orders: readOrders(r) };
  const sequence = readOpt(r, () => readSequence(r));
  const secondSix = readOpt(r, () => readProvince(r));
  const secondSixSalt = readSixSalt();
  if (sequence !== undefined) a.sequence = sequence;
  if (secondSix !== undefined) a.secondSix = secondSix;
  if (secondSixSalt !== undefined) a.secondSixSalt = secondSixSalt;
  return a;
}

/** Reads one record item; only the fields present are set, so decoding is canonical. */
export function readItem(r: BitReader, wire: Wire, receiver: Receiver = null): RecordItem {
  if (wire === 5) return readItem5(r, receiver);
  const type = r.bool() ? readId(r, OTHER_TYPES, 'action type') : 'decide';
  if (type === 'guest') return { type };
  const player = readId(r, PLAYERS, 'player');
  switch (type) {
    case 'commitWarlord':
      return { type, player, commitment: readString(r, wire) };
    case 'warlord': {
      const a: Action = { type, player, warlord: readId(r, WARLORDS, 'warlord') };
      const salt = readOpt(r, () => readString(r, wire));
      const province = readOpt(r, () => readProvince(r));
      const from = readOpt(r, () => readProvince(r));
      const to = readOpt(r, () => readProvince(r));
      if (salt !== undefined) a.salt = salt;
      if (province !== undefined) a.province = province;
      if (from !== undefined) a.from = from;
      if (to !== undefined) a.to = to;
      return a;
    }
    case 'support': {
      const card = readOpt(r, () => readId(r, CARDS, 'card'));
      return card === undefined ? { type, player } : { type, player, card };
    }
    case 'orders':
      return readOrdersAction(r, player, () => readOpt(r, () => readString(r, wire)));
    case 'decide': {
      const choice = readChoice(r, wire);
      const a: Action = { type, player, choice };
      if (wire === 4 && !r.bool()) return a;
      const salt = readOpt(r, () => readString(r, wire));
      const commitment = readOpt(r, () => readString(r, wire));
      if (wire === 4 && salt === undefined && commitment === undefined)
        throw new DecodeError('non-canonical decision');
      if (salt !== undefined) a.salt = salt;
      if (commitment !== undefined) a.commitment = commitment;
      return a;
    }
    case 'pass':
      return { type, player };
  }
}

/** Writes a list of record items with its length (at most 1023); `receiver`: see OWN_SALT. */
export function writeItems(
  w: BitWriter,
  items: readonly RecordItem[],
  wire: Wire,
  receiver: Receiver = null,
): void {
  if (items.length > 1023) throw new RangeError('too many actions for one message');
  writeCount(w, items.length, wire);
  for (const a of items) writeItem(w, a, wire, receiver);
}

/** Reads a list of record items. */
export function readItems(r: BitReader, wire: Wire, receiver: Receiver = null): RecordItem[] {
  const n = readCount(r, wire);
  const out: RecordItem[] = [];
  for (let i = 0; i < n; i++) out.push(readItem(r, wire, receiver));
  return out;
}

/** Reads a list that must contain actions only (no guest place-holder). */
export function readActions(r: BitReader, wire: Wire, receiver: Receiver = null): Action[] {
  const items = readItems(r, wire, receiver);
  const out: Action[] = [];
  for (const a of items) {
    if (a.type === 'guest') throw new DecodeError('unexpected place-holder');
    out.push(a);
  }
  return out;
}

// Version 5. Item types: decide 0, pass 100, guest 101, then 11 + 2 bits (commitWarlord, warlord, support,
// orders). A warlord's player is its owner (RULINGS §10) and its fields are the ones its id takes (province:
// reinforce, remove-army; from and to: move-army) after one bit 0; else bit 1, the player and the optional
// fields as in version 4. A salt: 0 none, 10 16 hex digits, 110 the receiver's
// own (OWN_SALT), 111 any other string. A decision's extras: 0 none, 10 the receiver's own salt, 11 a salt
// (as above, not own) and an optional commitment, not both absent.

const TAIL_TYPES = ['commitWarlord', 'warlord', 'support', 'orders'] as const;
/** Warlord ids whose owner is red: the first five on the wire (RULINGS §10); the other five are blue's. */
const RED_WARLORD_COUNT = 5;
const PROVINCE_WARLORDS: readonly string[] = ['reinforce', 'remove-army'];
const MOVE_WARLORD = 'move-army';
const WARLORD_SALT_DIGITS = 16;
const HEX16 = /^[0-9a-f]{16}$/;

/** True for a warlord played by its owner with the fields its id takes: version 5 writes neither. */
function plainWarlord(a: Extract<Action, { type: 'warlord' }>): boolean {
  const province = PROVINCE_WARLORDS.includes(a.warlord);
  const moves = a.warlord === MOVE_WARLORD;
  return (
    a.player === ownerOf(a.warlord) &&
    province === (a.province !== undefined) &&
    moves === (a.from !== undefined) &&
    moves === (a.to !== undefined)
  );
}

function ownerOf(warlord: string): Player {
  return WARLORDS.indexOf(warlord as (typeof WARLORDS)[number]) < RED_WARLORD_COUNT ? 'red' : 'blue';
}

function writeSalt5(w: BitWriter, salt: string | undefined, own: boolean): void {
  if (salt === OWN_SALT && !own) throw new RangeError('own salt of another player');
  if (salt === undefined) w.write(0, 1);
  else if (own) w.write(0b110, 3);
  else if (HEX16.test(salt)) {
    w.write(0b10, 2);
    for (const ch of salt) w.write(parseInt(ch, 16), 4);
  } else {
    w.write(0b111, 3);
    writeString(w, salt, 5);
  }
}

function readSalt5(r: BitReader, ownAllowed: boolean): string | undefined {
  if (!r.bool()) return undefined;
  if (!r.bool()) {
    let s = '';
    for (let i = 0; i < WARLORD_SALT_DIGITS; i++) s += r.read(4).toString(16);
    return s;
  }
  if (!r.bool()) {
    if (!ownAllowed) throw new DecodeError('own salt of another player');
    return OWN_SALT;
  }
  const s = readString(r, 5);
  if (HEX16.test(s) || s === OWN_SALT) throw new DecodeError('non-canonical salt');
  return s;
}

function writeItem5(w: BitWriter, a: RecordItem, receiver: Receiver): void {
  if (a.type === 'decide') w.write(0, 1);
  else if (a.type === 'pass') w.write(0b100, 3);
  else if (a.type === 'guest') w.write(0b101, 3);
  else {
    w.write(0b11, 2);
    writeId(w, TAIL_TYPES, a.type);
  }
  if (a.type === 'guest') return;
  const own = ownSaltElided(a, receiver);
  if (a.type === 'warlord') {
    writeId(w, WARLORDS, a.warlord);
    const general = !plainWarlord(a);
    w.bool(general);
    if (general) writeId(w, PLAYERS, a.player);
    writeSalt5(w, a.salt, own);
    if (general) {
      writeOpt(w, a.province, (p) => writeProvince(w, p));
      writeOpt(w, a.from, (p) => writeProvince(w, p));
      writeOpt(w, a.to, (p) => writeProvince(w, p));
    } else {
      if (a.province !== undefined) writeProvince(w, a.province);
      if (a.from !== undefined) writeProvince(w, a.from);
      if (a.to !== undefined) writeProvince(w, a.to);
    }
    return;
  }
  writeId(w, PLAYERS, a.player);
  switch (a.type) {
    case 'commitWarlord':
      writeString(w, a.commitment, 5);
      return;
    case 'support':
      writeOpt(w, a.card, (c) => writeId(w, CARDS, c));
      return;
    case 'orders':
      writeOrders(w, a.orders);
      writeOpt(w, a.sequence, (q) => writeSequence(w, q));
      writeOpt(w, a.secondSix, (p) => writeProvince(w, p));
      writeSalt5(w, a.secondSixSalt, false);
      return;
    case 'decide': {
      const i = CHOICES.indexOf(a.choice);
      w.write(i < 0 ? CHOICE_ESCAPE : i, CHOICE_BITS);
      if (i < 0) writeString(w, a.choice, 5);
      if (a.salt === undefined && a.commitment === undefined) w.write(0, 1);
      else if (own && a.commitment === undefined) w.write(0b10, 2);
      else {
        if (a.salt === OWN_SALT) throw new RangeError('own salt beside a commitment');
        w.write(0b11, 2);
        writeSalt5(w, a.salt, false);
        writeOpt(w, a.commitment, (c) => writeString(w, c, 5));
      }
      return;
    }
    case 'pass':
      return;
  }
}

function readItem5(r: BitReader, receiver: Receiver): RecordItem {
  // Reads of the stream, not conditions: each call takes the next bit.
  const first = r.read(1);
  const second = first === 1 ? r.read(1) : -1;
  const type: RecordItem['type'] =
    first === 0
      ? 'decide'
      : second === 0
        ? r.bool()
          ? 'guest'
          : 'pass'
        : readId(r, TAIL_TYPES, 'action type');
  if (type === 'guest') return { type };
  if (type === 'warlord') {
    const warlord = readId(r, WARLORDS, 'warlord');
    const general = r.bool();
    const player = general ? readId(r, PLAYERS, 'player') : ownerOf(warlord);
    const a: Action = { type, player, warlord };
    const salt = readSalt5(r, player === receiver);
    if (salt !== undefined) a.salt = salt;
    if (general) {
      const province = readOpt(r, () => readProvince(r));
      const from = readOpt(r, () => readProvince(r));
      const to = readOpt(r, () => readProvince(r));
      if (province !== undefined) a.province = province;
      if (from !== undefined) a.from = from;
      if (to !== undefined) a.to = to;
      if (plainWarlord(a)) throw new DecodeError('non-canonical warlord');
    } else {
      if (PROVINCE_WARLORDS.includes(warlord)) a.province = readProvince(r);
      if (warlord === MOVE_WARLORD) {
        a.from = readProvince(r);
        a.to = readProvince(r);
      }
    }
    return a;
  }
  const player = readId(r, PLAYERS, 'player');
  switch (type) {
    case 'commitWarlord':
      return { type, player, commitment: readString(r, 5) };
    case 'support': {
      const card = readOpt(r, () => readId(r, CARDS, 'card'));
      return card === undefined ? { type, player } : { type, player, card };
    }
    case 'orders':
      return readOrdersAction(r, player, () => readSalt5(r, false));
    case 'decide': {
      const choice = readChoice(r, 5);
      const a: Action = { type, player, choice };
      if (!r.bool()) return a;
      if (!r.bool()) {
        if (player !== receiver || !(WARLORDS as readonly string[]).includes(choice))
          throw new DecodeError('own salt of another player');
        return { ...a, salt: OWN_SALT };
      }
      const salt = readSalt5(r, false);
      const commitment = readOpt(r, () => readString(r, 5));
      if (salt === undefined && commitment === undefined) throw new DecodeError('non-canonical decision');
      if (salt !== undefined) a.salt = salt;
      if (commitment !== undefined) a.commitment = commitment;
      return a;
    }
    case 'pass':
      return { type, player };
  }
}
