// The start-of-round window closes with the table's seal (R-W11: warlords played "before or after
// phase 3" are played at the round's start before orders are sealed; R-X1 exceptional support at the
// round's start belongs to the same window; R-W12 the table's War Chariot fill travels in its
// commitment). Between the table's seal and the table's orders applied, the table phone may record only
// answers to decisions that the guest's queued actions opened (e.g. the event turned up once the guest's
// warlord commitment completes the setup). One rule, used by the table session, the guest's check of a
// round record and the game-file import.
import type { Action, Player } from '../engine/types';
import type { RecordItem } from './codec/action';
import { reject, type Rejection } from './rejection';

/**
 * True for an action that is a play of the start-of-round window (R-W11): a window warlord (`warlord`:
 * reinforce, move-army, remove-army, deadly-plague, head-start), exceptional support (`support`, R-X1)
 * or a warlord commitment (`commitWarlord`: the setup choice, or War Chariot's fill, R-W12).
 */
export function isStartOfRoundPlay(action: Action): boolean {
  return action.type === 'warlord' || action.type === 'support' || action.type === 'commitWarlord';
}

/**
 * The refusal of the first start-of-round play among the items recorded after the table's seal (in
 * order, the first item right after the seal), up to the table's own orders; null when there is none.
 * Guest place-holders and answers to decisions are fine; after the table's orders the reveal and the
 * end window (R-W11 "after phase 3") have their own rules.
 */
export function afterSealRefusal(itemsSinceSeal: readonly RecordItem[], table: Player): Rejection | null {
  for (const [i, item] of itemsSinceSeal.entries()) {
    if (item.type === 'guest') continue;
    if (item.type === 'orders' && item.player === table) return null;
    if (isStartOfRoundPlay(item))
      return reject('protocol/after-seal', `${item.type} by ${item.player} at item ${i} (R-W11)`);
  }
  return null;
}
