// The hand a player holds at this moment. The private side takes in the record's effects with the
// round record (private-sync.ts), but some leave the hand before: a card discarded for exceptional
// support (R-X1) before sealing, and, after the battles, the non-framed cards just played (R-C4).
// Planning and further discards must not offer those again.
import { isFramed, PROVINCES, type Action, type Card } from '../../engine';
import { recordActions, type LocalGame } from './local-game';

/** Public actions this phone knows that its private side has not taken in yet (the table's since the last record, the guest's announced with the commitment). */
function untakenActions(game: LocalGame): Action[] {
  const session = game.session;
  const known = recordActions(game);
  if (session.role === 'guest') known.push(...(session.before ?? []));
  return known.slice(game.privSyncedActions);
}

/** This phone's player's hand now: the stored hand less the cards it discarded for support or played since (R-X1, R-C4). */
export function handNow(game: LocalGame): Card[] {
  const hand = [...(game.priv?.hand ?? [])];
  const me = game.session.me;
  const leave = (card: Card) => {
    const at = hand.indexOf(card);
    if (at >= 0) hand.splice(at, 1);
  };
  for (const action of untakenActions(game)) {
    if (action.player !== me) continue;
    if (action.type === 'support' && action.card) leave(action.card);
    if (action.type === 'orders')
      for (const province of PROVINCES)
        if (!isFramed(action.orders[province])) leave(action.orders[province]);
  }
  return hand;
}
