// Long messages over several QR codes: split into numbered parts, reassemble in any order, ignore duplicates.

import { crc32 } from './crc32';
import { decodeMessage, encodeMessage, type Message, type Part } from './messages';
import { reject, type Rejection } from './rejection';
import { maxBytesForVersion } from './text';

/** Encodes a message as one or more byte strings, each fitting QR `maxVersion` at EC M. */
export function splitMessage(m: Message, maxVersion: number): Uint8Array[] {
  const bytes = encodeMessage(m);
  const limit = maxBytesForVersion(maxVersion);
  if (bytes.length <= limit || m.type === 'part') return [bytes];
  const setId = crc32(bytes);
  const probe = (k: number, total: number): Part => ({
    type: 'part',
    header: m.header,
    setId,
    index: 0,
    total,
    chunk: new Uint8Array(k),
  });
  let k = limit;
  while (k > 1 && encodeMessage(probe(k, 63)).length > limit) k--;
  const total = Math.ceil(bytes.length / k);
  if (total > 63) throw new RangeError('message too long for 63 parts');
  return Array.from({ length: total }, (_, index) =>
    encodeMessage({ ...probe(0, total), index, chunk: bytes.subarray(index * k, (index + 1) * k) }),
  );
}

/** Parts received so far of one long message. */
export interface PartCollector {
  setId: number | null;
  total: number;
  chunks: readonly (Uint8Array | null)[];
}

/** An empty collector. */
export const EMPTY_COLLECTOR: PartCollector = { setId: null, total: 0, chunks: [] };

/** Progress of a collection, e.g. 3 of 5. */
export interface Progress {
  have: number;
  total: number;
}

/** What adding a part gives: still collecting (with progress), or the reassembled message. */
export type CollectResult =
  | { ok: true; done: false; collector: PartCollector; progress: Progress; duplicate: boolean }
  | { ok: true; done: true; collector: PartCollector; progress: Progress; message: Message };

/** Progress of a collector. */
export function progressOf(c: PartCollector): Progress {
  return { have: c.chunks.filter((x) => x !== null).length, total: c.total };
}

/**
 * Adds a part (pure). A part of another set starts a new collection (the sender made a new one);
 * a duplicate changes nothing. The reassembled message is checked against the set's checksum.
 */
export function collectPart(c: PartCollector, part: Part): CollectResult | Rejection {
  let base = c;
  if (c.setId !== part.setId || c.total !== part.total) {
    base = { setId: part.setId, total: part.total, chunks: Array.from({ length: part.total }, () => null) };
  }
  if (base.chunks[part.index] != null) {
    return { ok: true, done: false, collector: base, progress: progressOf(base), duplicate: true };
  }
  const chunks = base.chunks.slice();
  chunks[part.index] = part.chunk;
  const next: PartCollector = { setId: part.setId, total: part.total, chunks };
  const progress = progressOf(next);
  if (progress.have < next.total)
    return { ok: true, done: false, collector: next, progress, duplicate: false };
  const size = chunks.reduce((n, x) => n + (x?.length ?? 0), 0);
  const bytes = new Uint8Array(size);
  let o = 0;
  for (const x of chunks) {
    if (x) bytes.set(x, o);
    o += x?.length ?? 0;
  }
  if (crc32(bytes) !== part.setId) return reject('protocol/corrupted', 'parts do not fit together');
  const decoded = decodeMessage(bytes);
  if (!decoded.ok) return decoded;
  const m = decoded.message;
  const h = part.header;
  const same =
    m.header.gameId === h.gameId &&
    m.header.round === h.round &&
    m.header.seq === h.seq &&
    m.header.sender === h.sender;
  if (m.type === 'part' || !same) return reject('protocol/corrupted', 'parts do not fit together');
  return { ok: true, done: true, collector: EMPTY_COLLECTOR, progress, message: m };
}
