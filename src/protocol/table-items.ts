// The table's items since the last synced point are append-only: a take-back is an item of
// its own, and what stands is worked out from them. No engine here, so the screens' start-up code can
// read a stored game's record without loading the rules engine.
import type { RecordItem } from './codec/action';

/** A take-back on the table: cancels the latest step still standing; kept so storage stays append-only. */
export interface TakeBack {
  type: 'takeBack';
}

/** One entry of the table's items: a record item, or a take-back. */
export type TableItem = RecordItem | TakeBack;

/** True for an item the table applied from its queue (sealed orders, guest place-holders), not recorded by a tap. */
const fromQueue = (item: RecordItem): boolean => item.type === 'guest' || item.type === 'orders';

/**
 * The items that stand: each take-back cancels the latest step the table recorded still standing,
 * together with what the queue applied after it (which a replay applies again when it can).
 */
export function standingItems(items: readonly TableItem[]): RecordItem[] {
  const out: RecordItem[] = [];
  for (const item of items) {
    if (item.type !== 'takeBack') {
      out.push(item);
      continue;
    }
    while (out.length > 0 && fromQueue(out[out.length - 1] as RecordItem)) out.pop();
    out.pop();
  }
  return out;
}
