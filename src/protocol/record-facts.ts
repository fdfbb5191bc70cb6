// Facts a phone derives from the public record itself rather than trusting a stored or scanned
// counter (a round count taken from a sequence number or a file could be edited).
import type { Action, Player } from '../engine/types';

/** Completed exchanges (round records) in a synced record: one sealed `orders` action of the table player each. */
export function exchangesInRecord(actions: readonly Action[], table: Player): number {
  let n = 0;
  for (const a of actions) if (a.type === 'orders' && a.player === table) n++;
  return n;
}
