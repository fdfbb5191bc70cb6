// Bit-packed engine actions (the public record's entries), and lists of them.

import type { Action, Card, Orders, ProvinceId } from '../../engine/types';
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

/** Writes one record item. */
export function writeItem(w: BitWriter, a: RecordItem, wire: Wire): void {
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

/** Reads one record item; only the fields present are set, so decoding is canonical. */
export function readItem(r: BitReader, wire: Wire): RecordItem {
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
    case 'orders': {
      const a: Action = { type, player, orders: readOrders(r) };
      const sequence = readOpt(r, () => readSequence(r));
      const secondSix = readOpt(r, () => readProvince(r));
      const secondSixSalt = readOpt(r, () => readString(r, wire));
      if (sequence !== undefined) a.sequence = sequence;
      if (secondSix !== undefined) a.secondSix = secondSix;
      if (secondSixSalt !== undefined) a.secondSixSalt = secondSixSalt;
      return a;
    }
    case 'decide': {
      const i = r.read(CHOICE_BITS);
      let choice: string;
      if (i === CHOICE_ESCAPE) {
        choice = readString(r, wire);
        if (CHOICES.includes(choice)) throw new DecodeError('non-canonical choice');
      } else {
        const known = CHOICES[i];
        if (known === undefined) throw new DecodeError('choice out of range');
        choice = known;
      }
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

/** Writes a list of record items with its length (at most 1023). */
export function writeItems(w: BitWriter, items: readonly RecordItem[], wire: Wire): void {
  if (items.length > 1023) throw new RangeError('too many actions for one message');
  writeCount(w, items.length, wire);
  for (const a of items) writeItem(w, a, wire);
}

/** Reads a list of record items. */
export function readItems(r: BitReader, wire: Wire): RecordItem[] {
  const n = readCount(r, wire);
  const out: RecordItem[] = [];
  for (let i = 0; i < n; i++) out.push(readItem(r, wire));
  return out;
}

/** Reads a list that must contain actions only (no guest place-holder). */
export function readActions(r: BitReader, wire: Wire): Action[] {
  const items = readItems(r, wire);
  const out: Action[] = [];
  for (const a of items) {
    if (a.type === 'guest') throw new DecodeError('unexpected place-holder');
    out.push(a);
  }
  return out;
}
