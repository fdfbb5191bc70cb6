// Read-only queries for the UI and drivers.
import { isFramed, ownedCount } from './cards';
import type { Card, Decision, Player, ProvinceId, PublicState } from './types';
import { CARDS, PROVINCES } from './types';
import { mayHold } from './warlords';
import { outCount } from './state';

/** The pending decision (who, what, options, default), or null. */
export function pendingDecision(state: PublicState): Decision | null {
  return state.pending;
}

/** Cards a player may put in each province, from the public position (and the hand when given): R-C4, R-C6, R-W1. */
export function legalOrders(
  state: PublicState,
  player: Player,
  hand?: readonly Card[],
): Record<ProvinceId, Card[]> {
  const pl = state.players[player];
  const avail = CARDS.filter((c) => {
    if (hand) return hand.includes(c);
    return isFramed(c) || ownedCount(c, state.setup.options.variant) - outCount(pl.out, c) > 0;
  });
  const out = {} as Record<ProvinceId, Card[]>;
  const secondSix = player === 'red' && mayHold(state, 'red', 'second-six');
  for (const id of PROVINCES) {
    out[id] = avail.filter((c) => c !== '6' || pl.sixMarks[id] === 0 || (secondSix && pl.sixMarks[id] === 1));
  }
  return out;
}

/**
 * Non-framed cards `player` holds now (null when unknown): the public count less its sealed cards not yet
 * revealed, which the count still holds until each is revealed (R-B5 step 1, R-C4). Only the player
 * (or the engine checking R-X1) reads it: it tells what the sealed orders hold.
 */
export function handCountNow(state: PublicState, player: Player): number | null {
  const n = state.players[player].handExtra;
  const sub = state.orders[player];
  if (n === null || !sub) return n;
  let from = PROVINCES.length; // no province left to reveal
  let seq: readonly ProvinceId[] = PROVINCES;
  if (state.phase === 'orders') from = 0;
  // A game that ended in the middle of a reveal (phase 'over', its reveal kept) still holds the
  // provinces it never reached: their cards were sealed and never revealed.
  else if ((state.phase === 'reveal' || state.phase === 'over') && state.reveal) {
    seq = state.reveal.sequence;
    from = state.pending ? state.reveal.index + 1 : state.reveal.index; // the pending province is revealed
  }
  let sealed = 0;
  for (let i = from; i < seq.length; i++) if (!isFramed(sub.orders[seq[i] as ProvinceId])) sealed++;
  return n - sealed;
}
