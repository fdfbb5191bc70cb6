// The honest view: the public state with the other player's unrevealed orders taken out,
// plus the opponent's own private state. The other player's private state is never an input.
import type { EventId, Player, PrivateState, ProvinceId, PublicState } from '../engine';
import { EVENTS, opponent, PROVINCES } from '../engine';
import type { OpponentView, PublicView } from './api';

/** Provinces whose cards both players have seen this round (R-B5 step 1 reveals both cards). */
export function revealedProvinces(state: PublicState): ProvinceId[] {
  if (state.phase === 'end' || state.phase === 'over') return PROVINCES.slice();
  if (state.phase !== 'reveal' || !state.reveal) return [];
  const rv = state.reveal;
  // a decision pending in the province being resolved comes after its cards were revealed
  const upTo = state.pending ? rv.index + 1 : rv.index;
  return rv.sequence.slice(0, Math.min(upTo, rv.sequence.length));
}

/** The view for `own.player`: the other player's orders only where revealed, its order of resolution once public. */
export function opponentView(state: PublicState, own: PrivateState): OpponentView {
  const me: Player = own.player;
  const shown = revealedProvinces(state);
  // orders are rebuilt (never the engine's objects); so are the fields that carry hidden facts:
  // the event deck's order (and the seeds that fix it)
  const { orders: _sealed, setup, events, players: _counts, ...rest } = state;
  const { eventsSeed: _order, ...table } = setup;
  const view: PublicView = {
    ...rest,
    setup: { ...table, gameId: '' },
    events: { ...events, deck: unorderedEvents(events.deck), discarded: events.discarded.slice() },
    players: playersSeen(state),
    orders: buildOrders(state, me, shown),
  };
  return { me, public: view, own: copyPrivate(own) };
}

/** The events not turned yet as a multiset: canonical order, whatever the deck's (nobody at the table knows it). */
export function unorderedEvents(deck: readonly EventId[]): EventId[] {
  const out: EventId[] = [];
  for (const e of EVENTS) for (const d of deck) if (d === e) out.push(e);
  return out;
}

/** Both players' public sides, copied: the engine's counts in hand already fall only as cards are revealed (R-B5 step 1). */
function playersSeen(state: PublicState): PublicView['players'] {
  return { blue: { ...state.players.blue }, red: { ...state.players.red } };
}

function buildOrders(state: PublicState, me: Player, shown: ProvinceId[]): PublicView['orders'] {
  const other = opponent(me);
  const theirs = state.orders[other];
  const mine = state.orders[me];
  const out = { blue: null, red: null } as PublicView['orders'];
  out[me] = mine
    ? { orders: { ...mine.orders }, sequence: mine.sequence ? mine.sequence.slice() : null }
    : null;
  if (theirs) {
    const orders: PublicView['orders'][Player] & object = { orders: {}, sequence: null };
    for (const id of shown) orders.orders[id] = theirs.orders[id];
    if (state.phase !== 'orders' && theirs.sequence) orders.sequence = theirs.sequence.slice();
    out[other] = orders;
  } else out[other] = null;
  return out;
}

function copyPrivate(p: PrivateState): PrivateState {
  return {
    player: p.player,
    hand: p.hand.slice(),
    deck: p.deck.slice(),
    drawn: p.drawn.slice(),
    warlords: p.warlords.map((w) => ({ ...w })),
  };
}
