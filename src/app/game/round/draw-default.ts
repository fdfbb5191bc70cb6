// The draw that keeps all but one card: the card marked to put back at first is the one the
// phone's own opponent would put back (the weakest for the rounds ahead, `futureValue`), so the plan's
// "Seal my orders" confirms it with no tap of its own; the player can move the mark until then (R-R4).
import type { Card } from '../../../engine';
import { futureValue } from '../../../opponent/knowledge';

/** The index of the drawn card put back by default: the lowest future value, the first of equals; null when nothing is drawn. */
export function defaultPutBack(cards: readonly Card[]): number | null {
  let best: number | null = null;
  cards.forEach((card, index) => {
    const weakest = best === null ? undefined : cards[best];
    if (weakest === undefined || futureValue(card) < futureValue(weakest)) best = index;
  });
  return best;
}
