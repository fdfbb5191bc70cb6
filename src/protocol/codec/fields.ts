// Field codecs shared by the message codecs: ids from the wire lists, optional values, compact strings, bytes.

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

/**
 * Writes a string compactly: lowercase hex (salts, hashes, seeds, ids) at 4 bits a digit; anything else
 * as UTF-8 with a 10-bit byte length.
 */
export function writeString(w: BitWriter, s: string): void {
  if (HEX.test(s)) {
    w.bool(false);
    w.write(s.length, 8);
    for (const ch of s) w.write(parseInt(ch, 16), 4);
    return;
  }
  const bytes = new TextEncoder().encode(s);
  if (bytes.length > 1023) throw new RangeError('string too long for the wire');
  w.bool(true);
  w.write(bytes.length, 10);
  w.writeBytes(bytes);
}

/** Reads a string written by writeString; invalid UTF-8 is a DecodeError. */
export function readString(r: BitReader): string {
  if (!r.bool()) {
    const n = r.read(8);
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
