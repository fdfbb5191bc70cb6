// Sampling the unknown (information-set search): one complete world consistent with the view. The other
// side's hand and deck are drawn from the cards not known to be out, its secret warlords from those it
// could still hold; of its own deck only the part a person does not know is shuffled (the cards it sent
// to the bottom keep their known order, R-R4, R-W5, R-W9), and so are the events not turned yet. Secret
// warlords become open ones in the sampled world, so playouts can play them without salts.
import type {
  Card,
  Commitment,
  Orders,
  Player,
  PlayerPublic,
  PrivateState,
  PublicState,
  WarlordId,
} from '../engine';
import { CARDS, isFramed, opponent, PROVINCES } from '../engine';
import type { OpponentView } from './api';
import { FRAMED, unknownExtras } from './knowledge';
import { sideOf } from './legal';
import type { Rng } from './rng';

/** A sampled world: an engine state at the view's moment and both private sides. */
export interface World {
  state: PublicState;
  privs: Record<Player, PrivateState>;
}

/** Sample one world consistent with `view` (phases setup, orders before both sealed, the reveal with a decision pending, and end). */
export function sampleWorld(view: OpponentView, rng: Rng): World {
  const me = view.me;
  const other = opponent(me);
  const pub = view.public;
  // the other side's cards
  const unknown = rng.shuffle(unknownExtras(view));
  const nHand = Math.min(pub.players[other].handExtra ?? 0, unknown.length);
  const nDeck = Math.min(pub.players[other].deck ?? 0, unknown.length - nHand);
  const theirs: PrivateState = {
    player: other,
    hand: [...FRAMED, ...unknown.slice(0, nHand)],
    deck: unknown.slice(nHand, nHand + nDeck),
    drawn: [],
    warlords: [],
  };
  const mine: PrivateState = {
    player: me,
    hand: view.own.hand.slice(),
    deck: ownDeck(view, rng),
    drawn: view.own.drawn.slice(),
    warlords: [],
  };
  const players = { blue: { ...pub.players.blue }, red: { ...pub.players.red } };
  openUp(players[me], mine, ownSecrets(view));
  openUp(players[other], theirs, sampleSecrets(players[other], other, pub.phase === 'setup', rng));
  const orders: PublicState['orders'] = { blue: null, red: null };
  if (pub.phase === 'end' || pub.phase === 'reveal') {
    // every card of the round is public in the end window (the reveal is not searched)
    for (const p of [me, other]) {
      const o = pub.orders[p];
      if (o && Object.keys(o.orders).length === 5)
        orders[p] = { orders: o.orders as Orders, sequence: o.sequence, secondSix: null };
    }
    // mid-reveal (a decision asked of this side): the other side's cards in the provinces not yet revealed
    const theirsSealed = pub.orders[other];
    if (pub.phase === 'reveal' && theirsSealed && Object.keys(theirsSealed.orders).length < 5)
      orders[other] = {
        orders: unrevealedOrders(theirsSealed.orders, theirs, pub.players[other], rng),
        sequence: theirsSealed.sequence,
        secondSix: null,
      };
  } else if (pub.orders[me]) {
    const o = pub.orders[me];
    if (o && Object.keys(o.orders).length === 5)
      orders[me] = { orders: o.orders as Orders, sequence: o.sequence, secondSix: null };
  }
  // the unturned events in an order of this world's own (the view holds them unordered)
  const events = { ...pub.events, deck: rng.shuffle(pub.events.deck.slice()) };
  const state = { ...pub, players, orders, events } as PublicState;
  return { state, privs: me === 'blue' ? { blue: mine, red: theirs } : { blue: theirs, red: mine } };
}

/**
 * The other side's whole orders in a world sampled mid-reveal: the revealed provinces as seen, each other
 * province a card of its sampled hand not already in these orders (framed cards once each, R-C4; no 6 where
 * its 6 is marked, R-C6); the non-framed cards placed leave the sampled hand, as at sealing.
 */
function unrevealedOrders(
  revealed: Partial<Orders>,
  theirs: PrivateState,
  pl: PlayerPublic,
  rng: Rng,
): Orders {
  const free = theirs.hand.slice();
  for (const c of Object.values(revealed)) {
    // a revealed framed card is still in the sampled hand (the counts hold only the extras): not again this round
    const i = c !== undefined && isFramed(c) ? free.indexOf(c) : -1;
    if (i >= 0) free.splice(i, 1);
  }
  const out: Partial<Orders> = { ...revealed };
  for (const id of PROVINCES) {
    if (out[id] !== undefined) continue;
    const fits = free.filter((c) => c !== '6' || pl.sixMarks[id] === 0);
    const c = (fits.length ? rng.pick(fits) : free[0]) as Card;
    free.splice(free.indexOf(c), 1);
    out[id] = c;
    if (!isFramed(c)) theirs.hand.splice(theirs.hand.indexOf(c), 1);
  }
  return out as Orders;
}

/**
 * How many cards at the bottom of its own deck the player knows in order: one sent under the deck at each
 * draw so far (2 keep 1, or 3 keep 2 after a 1, R-R4) and one at each own recycle (R-W5, R-W9), while the
 * cards never seen are still above them; the whole deck once those have all been drawn.
 */
export function knownBottom(view: OpponentView): number {
  const own = view.own;
  // draws completed: one at the end of each round before this one; at a keep ask the draw of this round
  // is in `drawn` and its rest not yet under the deck (the round marker has already moved, R-R1)
  const draws = Math.max(0, view.public.round - 1 - (own.drawn.length > 0 ? 1 : 0));
  let recycles = 0;
  for (const w of own.warlords)
    if (w.used && (w.id === 'recycle-plague' || w.id === 'recycle-minus-one')) recycles++;
  return Math.min(own.deck.length, draws + recycles);
}

/**
 * The own deck of a sampled world: the cards never seen in a shuffled order that does not depend on
 * their real one (sorted first: the answer is a function of what the player knows), then the known
 * bottom in its order.
 */
export function ownDeck(view: OpponentView, rng: Rng): Card[] {
  const deck = view.own.deck;
  const split = deck.length - knownBottom(view);
  const unknown = deck.slice(0, split).sort((a, b) => CARDS.indexOf(a) - CARDS.indexOf(b));
  return [...rng.shuffle(unknown), ...deck.slice(split)];
}

/** Own secret (committed, unrevealed) warlords, one per unrevealed commitment. */
function ownSecrets(view: OpponentView): WarlordId[] {
  const pl = view.public.players[view.me];
  return view.own.warlords
    .filter((w) => !w.used && !pl.usedWarlords.includes(w.id) && !pl.openWarlords.includes(w.id))
    .map((w) => w.id);
}

/** A guess for each of the other side's unrevealed commitments, among the warlords it could still hold. */
function sampleSecrets(pl: PlayerPublic, p: Player, setup: boolean, rng: Rng): WarlordId[] {
  const pool = sideOf(p).filter(
    (w) => (setup || w !== 'head-start') && !pl.usedWarlords.includes(w) && !pl.openWarlords.includes(w),
  );
  const out: WarlordId[] = [];
  for (const c of pl.commitments) {
    if (c.revealed !== null || pool.length === 0) continue;
    out.push(pool.splice(rng.int(pool.length), 1)[0] as WarlordId);
  }
  return out;
}

/** Turn the unrevealed commitments into open warlords `ids` (the sampled world needs no salts). */
function openUp(pl: PlayerPublic, priv: PrivateState, ids: WarlordId[]): void {
  let k = 0;
  const commitments: Commitment[] = [];
  for (const c of pl.commitments) {
    const id = c.revealed === null ? ids[k++] : undefined;
    commitments.push(id ? { hash: c.hash, revealed: id } : c);
  }
  pl.commitments = commitments;
  pl.openWarlords = [...pl.openWarlords, ...ids];
  priv.warlords = pl.openWarlords.map((id) => ({ id, salt: '', used: false }));
}
