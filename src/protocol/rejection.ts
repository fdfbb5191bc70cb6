// Typed failures for the interface: every rejected scan or message maps to one message key.

/** Message keys of the interface's catalogue, one per kind of failure. */
export type RejectionKey =
  | 'protocol/foreign' // not a code of this app
  | 'protocol/corrupted' // checksum, base45 or layout wrong
  | 'protocol/newer-version' // made by a newer version of the app
  | 'protocol/other-game' // belongs to another game
  | 'protocol/old-or-duplicate' // an old round, or the same code scanned twice (harmless)
  | 'protocol/out-of-order' // a step is missing before this one
  | 'protocol/commitment-mismatch' // the orders were changed after sealing
  | 'protocol/illegal-orders' // the engine rejects the actions (detail: the engine's code)
  | 'protocol/fingerprint-mismatch'; // the phones disagree: offer a resync

/** A rejected message or scan; nothing changed. */
export interface Rejection {
  ok: false;
  key: RejectionKey;
  detail?: string;
}

/** Builds a rejection. */
export function reject(key: RejectionKey, detail?: string): Rejection {
  return detail === undefined ? { ok: false, key } : { ok: false, key, detail };
}
