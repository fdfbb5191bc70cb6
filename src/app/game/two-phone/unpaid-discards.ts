// The guest's exceptional support (R-X1) is named on the table phone, which does not know the guest's hand.
// The guest's phone checks every such discard against its own hand: one it cannot pay is said on the
// guest's screen, never silently dropped. Before its private side takes the discard in (the table's
// commitment or round record just scanned) the cards are named; afterwards the hand shows it by holding
// more cards than the public count (R-X1, R-C4).
import { isFramed, PROVINCES, type Action, type Card } from '../../../engine';
import { currentState, recordActions, type LocalGame } from '../core/local-game';
import { handNow } from '../core/hand-now';

/** What the guest's hand cannot pay: the discards named (when known) and how many cards too many it holds. */
export interface UnpaidDiscards {
  /** Discards named for this phone's player that its hand does not hold (in the record not yet taken in). */
  cards: Card[];
  /** How many more non-framed cards this phone's hand holds than the public record says (0 when none). */
  extra: number;
}

/** Public actions the guest's private side has not taken in yet: the record's newer ones and those announced with the commitment. */
function untaken(game: LocalGame): Action[] {
  const session = game.session;
  const known = recordActions(game);
  if (session.role === 'guest') known.push(...(session.before ?? []));
  return known.slice(game.privSyncedActions);
}

/** On the guest's phone: the support discards named for its player that its hand cannot pay; null when all are paid. */
export function unpaidDiscards(game: LocalGame): UnpaidDiscards | null {
  if (game.session.role !== 'guest' || !game.priv) return null;
  const me = game.session.me;
  const hand = [...game.priv.hand];
  const cards: Card[] = [];
  for (const action of untaken(game)) {
    if (action.player !== me) continue;
    if (action.type === 'support' && action.card) {
      const at = hand.indexOf(action.card);
      if (at >= 0) hand.splice(at, 1);
      else cards.push(action.card);
    }
    if (action.type === 'orders')
      for (const province of PROVINCES) {
        const card = action.orders[province];
        const at = isFramed(card) ? -1 : hand.indexOf(card);
        if (at >= 0) hand.splice(at, 1);
      }
  }
  // A draw still to be kept is in the public count already, not yet in the hand (R-R4).
  const counted = currentState(game).players[me].handExtra;
  const held = handNow(game).filter((card) => !isFramed(card)).length + (game.draw?.keep ?? 0);
  const extra = counted === null ? 0 : Math.max(0, held - counted - cards.length);
  return cards.length > 0 || extra > 0 ? { cards, extra } : null;
}
