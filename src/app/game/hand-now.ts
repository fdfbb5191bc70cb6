// The hand a player holds at this moment. The private side takes in the record's effects with the
// round record (private-sync.ts); a card discarded for exceptional support (R-X1) before sealing has
// left the hand already, so planning and further discards must not offer it again.
import type { Action, Card } from '../../engine';
import { recordActions, type LocalGame } from './local-game';

/** Public actions this phone knows that its private side has not taken in yet (the table's since the last record, the guest's announced with the commitment). */
function untakenActions(game: LocalGame): Action[] {
  const session = game.session;
  const known = recordActions(game);
  if (session.role === 'guest') known.push(...(session.before ?? []));
  return known.slice(game.privSyncedActions);
}

/** This phone's player's hand now: the stored hand less the cards it discarded for support since (R-X1). */
export function handNow(game: LocalGame): Card[] {
  const hand = [...(game.priv?.hand ?? [])];
  const me = game.session.me;
  for (const action of untakenActions(game)) {
    if (action.type !== 'support' || action.player !== me || !action.card) continue;
    const at = hand.indexOf(action.card);
    if (at >= 0) hand.splice(at, 1);
  }
  return hand;
}
