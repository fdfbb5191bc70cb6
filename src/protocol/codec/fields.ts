// Field codecs shared by the message codecs: ids from the wire lists, optional values, compact strings, list lengths.

import { type BitReader, type BitWriter, DecodeError } from '../bits';
import { indexIn } from '../domain';

/** Bits needed to number `n` values (at least 1). */
export function widthFor(n: number): number {
  let w = 1;
  while (2 ** w < n) w++;
  return w;
}

/** Writes a member of `list` as its index. */
export function writeId<T extends string>(w: BitWriter, list: readonly T[], value: T): void {
  w.write(indexIn(list, value), widthFor(list.length));
}

/** Reads a member of `list`; an index past its end is a DecodeError. */
export function readId<T extends string>(r: BitReader, list: readonly T[], what: string): T {
  const v = list[r.below(widthFor(list.length), list.length, what)];
  if (v === undefined) throw new DecodeError(`${what} out of range`);
  return v;
}

/** Writes a presence bit, then the value when present. */
export function writeOpt<T>(w: BitWriter, value: T | undefined, write: (v: T) => void): void {
  w.bool(value !== undefined);
  if (value !== undefined) write(value);
}

/** Reads a presence bit, then the value when present. */
export function readOpt<T>(r: BitReader, read: () => T): T | undefined {
  return r.bool() ? read() : undefined;
}

const HEX = /^[0-9a-f]{0,255}$/;

/** Which layout a payload uses: the protocol version of its frame (envelope.ts). */
export type Wire = 3 | 4 | 5;

/** The layout of an action's or a setup's canonical bytes (what commitments hash, what comparisons use): version 3's, forever. */
export const CANONICAL_WIRE: Wire = 3;

/** Hex lengths with a 2-bit kind of their own from version 4 on: warlord salts (64 bits) and short commitments, seeds (128 bits). */
const FIXED_HEX = [16, 32] as const;
const KIND_OTHER_HEX = 2;
const KIND_UTF8 = 3;

/**
 * Writes a string compactly: lowercase hex (salts, hashes, seeds, ids) at 4 bits a digit; anything else
 * as UTF-8 with a 10-bit byte length. Version 3 spends 1 bit on the kind and 8 on a hex length; versions 4
 * and 5 a 2-bit kind (16 hex digits, 32 hex digits, other hex with its length, UTF-8).
 */
export function writeString(w: BitWriter, s: string, wire: Wire): void {
  if (HEX.test(s)) {
    const fixed = FIXED_HEX.findIndex((n) => n === s.length);
    if (wire === 3) w.bool(false);
    else w.write(fixed < 0 ? KIND_OTHER_HEX : fixed, 2);
    if (wire === 3 || fixed < 0) w.write(s.length, 8);
    for (const ch of s) w.write(parseInt(ch, 16), 4);
    return;
  }
  const bytes = new TextEncoder().encode(s);
  if (bytes.length > 1023) throw new RangeError('string too long for the wire');
  if (wire === 3) w.bool(true);
  else w.write(KIND_UTF8, 2);
  w.write(bytes.length, 10);
  w.writeBytes(bytes);
}

/** Reads a string written by writeString; invalid UTF-8 or a non-canonical form is a DecodeError. */
export function readString(r: BitReader, wire: Wire): string {
  const kind = wire === 3 ? (r.bool() ? KIND_UTF8 : KIND_OTHER_HEX) : r.read(2);
  if (kind !== KIND_UTF8) {
    const n = kind === KIND_OTHER_HEX ? r.read(8) : FIXED_HEX[kind]!;
    if (wire !== 3 && kind === KIND_OTHER_HEX && FIXED_HEX.some((f) => f === n))
      throw new DecodeError('non-canonical string');
    let s = '';
    for (let i = 0; i < n; i++) s += r.read(4).toString(16);
    return s;
  }
  const n = r.read(10);
  const bytes = r.readBytes(n);
  let s: string;
  try {
    s = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new DecodeError('bad utf-8');
  }
  // Canonical form only: a string that could have been hex must have been sent as hex.
  if (HEX.test(s)) throw new DecodeError('non-canonical string');
  return s;
}

/** Version 4's (and 5's) list length: 5 bits below 31, else the escape 31 and 10 bits (lists are short but for the resync). */
const SHORT_COUNT_BITS = 5;
const SHORT_COUNT_ESCAPE = 2 ** SHORT_COUNT_BITS - 1;
/** Version 3's list length: 10 bits (up to 1023 entries). */
const COUNT_BITS = 10;

/** Writes a list length (at most 1023). */
export function writeCount(w: BitWriter, n: number, wire: Wire): void {
  if (wire !== 3 && n < SHORT_COUNT_ESCAPE) {
    w.write(n, SHORT_COUNT_BITS);
    return;
  }
  if (wire !== 3) w.write(SHORT_COUNT_ESCAPE, SHORT_COUNT_BITS);
  w.write(n, COUNT_BITS);
}

/** Reads a list length written by writeCount; an escaped length that fits 5 bits is a DecodeError. */
export function readCount(r: BitReader, wire: Wire): number {
  if (wire === 3) return r.read(COUNT_BITS);
  const short = r.read(SHORT_COUNT_BITS);
  if (short < SHORT_COUNT_ESCAPE) return short;
  const n = r.read(COUNT_BITS);
  if (n < SHORT_COUNT_ESCAPE) throw new DecodeError('non-canonical count');
  return n;
}
