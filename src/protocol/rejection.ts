// Typed failures for the interface: every rejected scan or message maps to one message key.
import type { TypedCodeProblem } from './typed-code-check';

/** Message keys of the interface's catalogue, one per kind of failure. */
export type RejectionKey =
  | 'protocol/foreign' // not a code of this app
  | 'protocol/corrupted' // checksum, base45 or layout wrong
  | 'protocol/newer-version' // made by a newer version of the app
  | 'protocol/older-version' // made by a version of the app too old for this one to read
  | 'protocol/other-game' // belongs to another game
  | 'protocol/old-or-duplicate' // an old round, or the same code scanned twice (harmless)
  | 'protocol/out-of-order' // a step is missing before this one
  | 'protocol/commitment-mismatch' // the orders were changed after sealing
  | 'protocol/illegal-orders' // the engine rejects the actions (detail: the engine's code)
  | 'protocol/fingerprint-mismatch' // the phones disagree: offer a resync
  | 'protocol/header-mismatch' // the header's round or sequence does not fit the game (a relabelled code)
  | 'protocol/would-drop-history' // repair codes that would undo this phone's verified record (see `loss`)
  | 'protocol/unchecked-seal' // repair codes that finish a sealed round without its round record (detail: the round)
  | 'protocol/after-seal' // a start-of-round play after the table's seal (R-W11; see seal-window.ts)
  | 'protocol/would-redo-round'; // a replacement of a round this phone sealed, holds a commitment for, or verified

/** What a resync would undo of a phone's verified record: shown before the player may replace it. */
export interface HistoryLoss {
  /** Verified actions that would be lost. */
  actions: number;
  /** Round records among them. */
  rounds: number;
  /** The round of the first and of the last of them (1–9). */
  fromRound: number;
  toRound: number;
}

/** A rejected message or scan; nothing changed. */
export interface Rejection {
  ok: false;
  key: RejectionKey;
  detail?: string;
  /** `protocol/would-drop-history`: what the repair would undo. */
  loss?: HistoryLoss;
  /** A mistyped code (`protocol/corrupted`): what is wrong with it, for words more precise than the key's. */
  typed?: TypedCodeProblem;
}

/** Builds a rejection. */
export function reject(key: RejectionKey, detail?: string): Rejection {
  return detail === undefined ? { ok: false, key } : { ok: false, key, detail };
}
