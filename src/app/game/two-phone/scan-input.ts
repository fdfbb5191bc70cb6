// Turns scanned or typed codes into whole messages, collecting the numbered parts of a long one.
import {
  collectPart,
  EMPTY_COLLECTOR,
  type PartCollector,
  type Progress,
  readQrText,
  readTypedCode,
  type Message,
  type Rejection,
} from '../../../protocol';

/** Reads a scanned or typed code into a message. */
export function readCode(text: string, typed: boolean): { ok: true; message: Message } | Rejection {
  return typed ? readTypedCode(text) : readQrText(text);
}
/** What a scanned code gives: a whole message, progress through a multi-part one, or a refusal. */
export type ScanOutcome =
  | { kind: 'message'; message: Message; collector: PartCollector }
  | { kind: 'progress'; progress: Progress; collector: PartCollector; duplicate: boolean }
  | { kind: 'refused'; rejection: Rejection; collector: PartCollector };

/** A fresh collector for a new scanning session. */
export const NO_PARTS: PartCollector = EMPTY_COLLECTOR;

/** Reads one code (QR text or typed) with the parts collected so far. */
export function takeCode(collector: PartCollector, text: string, typed: boolean): ScanOutcome {
  const read = readCode(text, typed);
  if (!read.ok) return { kind: 'refused', rejection: read, collector };
  if (read.message.type !== 'part') return { kind: 'message', message: read.message, collector };
  const collected = collectPart(collector, read.message);
  if (!collected.ok) return { kind: 'refused', rejection: collected, collector };
  if (collected.done) return { kind: 'message', message: collected.message, collector: collected.collector };
  return {
    kind: 'progress',
    progress: collected.progress,
    collector: collected.collector,
    duplicate: collected.duplicate,
  };
}
