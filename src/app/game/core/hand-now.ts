// The hand a player holds at this moment. The private side takes in the record's effects with the
// round record (private-sync.ts), but some leave the hand before: a card discarded for exceptional
// support (R-X1) before sealing, and, after the battles, the non-framed cards just played (R-C4).
// Planning and further discards must not offer those again.
import { isFramed, PROVINCES, type Action, type Card, type Player } from '../../../engine';
import { recordActions, type LocalGame } from './local-game';

/** Public actions this phone knows that its private side has not taken in yet (the table's since the last record, the guest's announced with the commitment). */
function untakenActions(game: LocalGame): Action[] {
  const session = game.session;
  const known = recordActions(game);
  if (session.role === 'guest') known.push(...(session.before ?? []));
  return known.slice(game.privSyncedActions);
}

/** A hand less the cards its player discarded for support or played in `actions` (R-X1, R-C4). */
function handLess(stored: readonly Card[], actions: readonly Action[], me: Player): Card[] {
  const hand = [...stored];
  const leave = (card: Card) => {
    const at = hand.indexOf(card);
    if (at >= 0) hand.splice(at, 1);
  };
  for (const action of actions) {
    if (action.player !== me) continue;
    if (action.type === 'support' && action.card) leave(action.card);
    if (action.type === 'orders')
      for (const province of PROVINCES)
        if (!isFramed(action.orders[province])) leave(action.orders[province]);
  }
  return hand;
}

/** This phone's player's hand now: the stored hand less the cards it discarded for support or played since (R-X1, R-C4). */
export function handNow(game: LocalGame): Card[] {
  return handLess(game.priv?.hand ?? [], untakenActions(game), game.session.me);
}

/**
 * A seat's hand now on a phone both seats share (pass-and-play, against the phone): the guest seat learns
 * the table seat's record only with the commitment, so a card it discarded on the shared screen before
 * (three taps on one −1 would otherwise discard it three times) is taken off against the table seat's
 * whole record, which is the one phone's record. The table seat is the game itself: its `handNow`.
 */
export function seatHandNow(game: LocalGame, seat: LocalGame): Card[] {
  if (seat.session.role === 'table' || game.session.role !== 'table') return handNow(seat);
  const record = recordActions(game);
  return handLess(seat.priv?.hand ?? [], record.slice(seat.privSyncedActions), seat.session.me);
}
