// Which deal a stored game's deck came from, and the private side a game file may hold:
// in app-dealt games the hand, deck and drawn cards are dealt again from the private seed and the
// public record, never taken from the file; with real cards, what the card set and the public counts
// prove is checked. A game keeps the deal it was dealt with: a deal re-derived from `privateSeed`
// uses the game's own version, so a game dealt by the 32-bit deal reads back unchanged.
import {
  applyAction,
  CARDS,
  cardSet,
  createGame,
  dealAppDeck,
  discardCard,
  drawCards,
  handCountNow,
  isFramed,
  keepCards,
  markWarlordUsed,
  playOrders,
  recycleCard,
  SHARED_DEAL,
  type Action,
  type Card,
  type DealVersion,
  type GameSetup,
  type LogEntry,
  type Player,
  type PrivateState,
  type PublicState,
} from '../../../engine';
import { seedMatches, sharedOf } from '../../../protocol';
import type { DrawDue, LocalGame } from '../core/local-game';
import { currentState } from '../core/local-game';
import { handToNameAt, namedHandRest, restoredDeck } from '../two-phone/restore-hand';

/** The deal this game's deck came from: its `deal`, or 1 for games stored before the field existed. */
export function dealOf(game: LocalGame): DealVersion {
  return game.deal ?? 1;
}

/** The starting hand and deck this game's private seed deals; null without a seed (not for a restored game, `restoredHand`, whose deck was dealt around the named hand). */
export function startingDeal(game: LocalGame): PrivateState | null {
  if (game.privateSeed === null) return null;
  const variant = currentState(game).setup.options.variant;
  const shared = sharedOf(game.session.setup) ?? '';
  return dealAppDeck(game.session.me, game.privateSeed, variant, dealOf(game), shared);
}

/** What a game file says about one player's private side, with the public facts it is checked against. */
export interface PrivateClaim {
  setup: GameSetup;
  me: Player;
  /** The verified public record (`synced.actions`). */
  actions: readonly Action[];
  /** How much of the record the private side has taken in (`privSyncedActions`). */
  privSyncedActions: number;
  privateSeed: string | null;
  deal: DealVersion;
  restoredHand: { at: number; named: Card[] } | undefined;
  priv: PrivateState;
  draw: DrawDue | null;
}

/** The private side rebuilt from the deal and the record, or why the file's cannot be. */
export type PrivateProof =
  | { ok: true; priv: PrivateState; draw: DrawDue | null }
  | { ok: false; error: 'not-dealt' | 'impossible-hand'; detail: string };

/** One keep history's private side: hand, deck and a draw not yet kept. */
interface Branch {
  hand: Card[];
  deck: Card[];
  pending: DrawDue | null;
}

/** More keep histories than any game has (8 draws of 3 keeping 2 give at most 3^8 = 6,561). */
const MAX_BRANCHES = 20_000;

/** The record's states and logs: `states[i]` before `actions[i]`, `logs[i]` what it produced. */
function replayed(
  setup: GameSetup,
  actions: readonly Action[],
): { states: PublicState[]; logs: LogEntry[][] } | null {
  const created = createGame(setup);
  if (!created.ok) return null;
  const states = [created.state];
  const logs: LogEntry[][] = [];
  for (const action of actions) {
    const applied = applyAction(states[states.length - 1] as PublicState, action);
    if (!applied.ok) return null;
    states.push(applied.state);
    logs.push(applied.log);
  }
  return { states, logs };
}

const sorted = (cards: readonly Card[]): string => [...cards].sort().join(',');

/** Every distinct choice of `k` cards among `drawn` (the order of the drawn cards kept). */
function keepChoices(drawn: readonly Card[], k: number): Card[][] {
  const out: Card[][] = [];
  const seen = new Set<string>();
  const pick = (from: number, chosen: Card[]): void => {
    if (chosen.length === k) {
      const key = sorted(chosen);
      if (!seen.has(key)) out.push(chosen.slice());
      seen.add(key);
      return;
    }
    for (let i = from; i < drawn.length; i++) pick(i + 1, [...chosen, drawn[i] as Card]);
  };
  pick(0, []);
  return out;
}

const asPriv = (me: Player, b: Branch): PrivateState => ({
  player: me,
  hand: b.hand,
  deck: b.deck,
  drawn: [],
  warlords: [],
});

/**
 * App cards: the private side dealt again from the seed (or, after a restore, from the named hand and
 * the new seed's deck) through the record's plays, recycled cards and draws. Which drawn cards were
 * kept is the player's secret and is not stored: every keep the draws allow is followed, each pruned
 * as soon as the player's own sealed orders name a card it did not hold (a round's draw is small,
 * at most 3^8 histories in 9 rounds), and the file's side must be one of those the deal gives: the
 * hand card for card (in any order), the deck in order, and a draw not yet kept.
 *
 * Searched rather than logged: a log of keep choices would sit in the same file as the hand, so an
 * edited file could change the log as freely as it could pick among the keeps searched here; it
 * would prove nothing more. What neither can stop (a kept card, not yet played, swapped for the one
 * put back from the same draw) needs the seed committed in the record and revealed at the end.
 */
function dealtPrivate(claim: PrivateClaim, states: PublicState[], logs: LogEntry[][]): PrivateProof {
  const { me, privateSeed, priv } = claim;
  if (privateSeed === null) return { ok: false, error: 'not-dealt', detail: 'no seed' };
  const variant = claim.setup.options.variant;
  let from = 0;
  let start: Branch;
  const restored = claim.restoredHand;
  if (restored) {
    // A hand named after a restore: checked against what was public then; the deck then dealt from the seed.
    from = restored.at;
    const state = states[from];
    if (!state || from > claim.privSyncedActions)
      return { ok: false, error: 'not-dealt', detail: 'restoredHand.at: not in the record' };
    const rest = namedHandRest(handToNameAt(state, me), restored.named);
    if (!Array.isArray(rest)) return { ok: false, error: 'impossible-hand', detail: 'restoredHand.named' };
    const framed = cardSet(variant).filter(isFramed);
    start = {
      hand: [...framed, ...restored.named],
      deck: restoredDeck(rest, me, privateSeed, variant),
      pending: null,
    };
  } else {
    const dealt = dealAppDeck(me, privateSeed, variant, claim.deal, sharedOf(claim.setup) ?? '');
    start = { hand: dealt.hand, deck: dealt.deck, pending: null };
  }
  const followed = branchesThrough(me, [start], claim.actions, logs, from, claim.privSyncedActions);
  if (!Array.isArray(followed)) return followed;
  let branches = followed;
  // A draw still pending in the file is not kept yet; otherwise every draw was kept.
  if (claim.draw === null) branches = distinct(branches.flatMap((b) => kept(me, b)));
  const match = branches.find(
    (b) =>
      sorted(b.hand) === sorted(priv.hand) &&
      b.hand.length === priv.hand.length &&
      b.deck.join(',') === priv.deck.join(',') &&
      priv.drawn.length === 0 &&
      canonicalDraw(b.pending) === canonicalDraw(claim.draw),
  );
  if (!match) return { ok: false, error: 'not-dealt', detail: 'priv: not what the deal gives' };
  // The file's hand is a reordering of the dealt one: its order (how the screens list it) is kept.
  return {
    ok: true,
    priv: { player: me, hand: priv.hand.slice(), deck: match.deck, drawn: [], warlords: [] },
    draw: match.pending && { drew: match.pending.drew, keep: match.pending.keep },
  };
}

/** The keep histories from `from` through `actions[from..to)`: each action's branches, or why none is left. */
function branchesThrough(
  me: Player,
  start: Branch[],
  actions: readonly Action[],
  logs: LogEntry[][],
  from: number,
  to: number,
): Branch[] | { ok: false; error: 'not-dealt'; detail: string } {
  let branches = start;
  for (let i = from; i < to; i++) {
    const step = branchesAfter(me, branches, actions[i] as Action, logs[i] ?? [], false);
    // Most actions leave this player's cards alone: the branches stay as they are.
    if (!step) continue;
    const next = distinct(step.next);
    if (next.length === 0) return { ok: false, error: 'not-dealt', detail: `actions[${i}]: never held` };
    if (next.length > MAX_BRANCHES) return { ok: false, error: 'not-dealt', detail: 'too many keeps' };
    branches = next;
  }
  return branches;
}

/** One private side a seed's deal can give a player at the end of a record: hand, deck and a draw not yet kept. */
export interface DealtSide {
  hand: Card[];
  deck: Card[];
  draw: DrawDue | null;
}

/**
 * Every private side `seed`'s deal (deal 3, with the setup's shared value) can give `me` after the whole
 * record: one for each keep history the record's plays leave open (hands in canonical order). Empty when
 * the record cannot be replayed or the record's plays never fit the deal.
 */
export function dealtSides(
  setup: GameSetup,
  actions: readonly Action[],
  me: Player,
  seed: string,
): DealtSide[] {
  const shared = sharedOf(setup);
  const replay = replayed(setup, actions);
  if (shared === null || !replay) return [];
  const dealt = dealAppDeck(me, seed, setup.options.variant, SHARED_DEAL, shared);
  const start: Branch = { hand: dealt.hand, deck: dealt.deck, pending: null };
  const followed = branchesThrough(me, [start], actions, replay.logs, 0, actions.length);
  if (!Array.isArray(followed)) return [];
  return followed.map((b) => ({
    hand: CARDS.flatMap((card) => b.hand.filter((c) => c === card)),
    deck: b.deck,
    draw: b.pending && { drew: b.pending.drew, keep: b.pending.keep },
  }));
}

/**
 * The keep histories after one action of the record, or null when it leaves this player's cards alone:
 * a pending draw is kept (every choice) before the hand is next used for orders or the deck for a
 * recycle or a draw; a support discard may come before or after the keep (it is made between two
 * round records); the player's own orders drop every branch that did not hold them (R-C4); recycled
 * cards and a new draw are taken in (R-W5, R-W9, R-R4). `from` are the branches the action met.
 * `paidDiscards`: a support discard drops every branch whose hand did not hold the card (the deal
 * check); otherwise such a discard leaves the branch as it was (this phone's own side, which may have
 * had a discard named for it on the table phone that it could not pay, R-X1).
 */
function branchesAfter(
  me: Player,
  branches: readonly Branch[],
  action: Action,
  log: readonly LogEntry[],
  paidDiscards: boolean,
): { from: Branch[]; next: Branch[] } | null {
  const mine = action.player === me;
  const touches =
    (mine && action.type === 'orders') ||
    log.some((e) => (e.kind === 'recycle' || e.kind === 'draw') && e.player === me);
  const discards = mine && action.type === 'support' && !!action.card;
  if (!touches && !discards) return null;
  const from = touches
    ? branches.flatMap((b) => kept(me, b))
    : branches.flatMap((b) => (b.pending ? [b, ...kept(me, b)] : [b]));
  const next: Branch[] = [];
  for (const b of from) {
    let p = asPriv(me, b);
    if (mine && action.type === 'orders') {
      if (!holds(p.hand, Object.values(action.orders))) continue;
      p = playOrders(p, action.orders);
    }
    if (mine && action.type === 'support' && action.card) {
      const discarded = discardCard(p, action.card);
      if (!('code' in discarded)) p = discarded;
      else if (paidDiscards) continue;
    }
    let pending = b.pending;
    for (const entry of log) {
      if (entry.kind === 'recycle' && entry.player === me) p = recycleCard(p, entry.card);
      if (entry.kind === 'draw' && entry.player === me && entry.drew > 0)
        pending = { drew: entry.drew, keep: entry.kept };
    }
    next.push({ hand: p.hand, deck: p.deck, pending });
  }
  return { from, next };
}

/** True when `hand` holds every card of `cards` (as many copies as named). */
function holds(hand: readonly Card[], cards: readonly Card[]): boolean {
  const left = hand.slice();
  return cards.every((c) => {
    const at = left.indexOf(c);
    if (at >= 0) left.splice(at, 1);
    return at >= 0;
  });
}

/** A branch with its pending draw kept, one branch for each choice of the kept cards (R-R4). */
function kept(me: Player, b: Branch): Branch[] {
  const due = b.pending;
  if (!due) return [b];
  const drawn = drawCards(asPriv(me, b), due.drew);
  return keepChoices(drawn.drawn, Math.min(due.keep, drawn.drawn.length)).flatMap((choice) => {
    const result = keepCards(drawn, choice, due.keep);
    return 'code' in result ? [] : [{ hand: result.hand, deck: result.deck, pending: null }];
  });
}

/** The branches without repeats (the same hand, in any order, deck and pending draw). */
function distinct(branches: readonly Branch[]): Branch[] {
  const unique = new Map<string, Branch>();
  for (const b of branches)
    unique.set(`${sorted(b.hand)}|${b.deck.join(',')}|${canonicalDraw(b.pending)}`, b);
  return [...unique.values()];
}

function canonicalDraw(d: DrawDue | null): string {
  return d ? `${d.drew}/${d.keep}` : '-';
}

/** Counts of each card in a list. */
function counts(cards: readonly Card[]): Map<Card, number> {
  const m = new Map<Card, number>();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/**
 * Real cards: what the physical cards prove. Each framed card once in the hand (R-C4), no card more
 * often in hand, deck, drawn and out of the game together than the card set has it, and as many
 * non-framed cards in hand as the public count says (more only by discards the hand could not pay).
 */
function physicalPrivate(claim: PrivateClaim, states: PublicState[]): PrivateProof {
  const { priv, me } = claim;
  const variant = claim.setup.options.variant;
  const state = states[claim.privSyncedActions] as PublicState;
  const held = counts([...priv.hand, ...priv.deck, ...priv.drawn, ...state.players[me].out]);
  const owned = counts(cardSet(variant));
  for (const [card, n] of held)
    if (n > (owned.get(card) ?? 0))
      return { ok: false, error: 'impossible-hand', detail: `priv: ${n} × ${card}` };
  const hand = counts(priv.hand);
  for (const card of cardSet(variant).filter(isFramed))
    if (hand.get(card) !== 1) return { ok: false, error: 'impossible-hand', detail: `priv.hand: ${card}` };
  const count = handCountNow(state, me);
  const pendingKeep = claim.draw ? Math.min(claim.draw.keep, claim.draw.drew) : 0;
  const extra = priv.hand.filter((c) => !isFramed(c)).length + pendingKeep;
  // A discard named on the table phone that the hand could not pay leaves the card in it (R-X1): one over the count each.
  const discards = claim.actions
    .slice(0, claim.privSyncedActions)
    .filter((a) => a.type === 'support' && a.player === me && a.card).length;
  if (count !== null && (extra < count || extra > count + discards))
    return { ok: false, error: 'impossible-hand', detail: `priv.hand: ${extra} cards, ${count} public` };
  return { ok: true, priv: { ...priv, warlords: [] }, draw: claim.draw };
}

/**
 * The private side a game file may hold, rebuilt: dealt again in app-dealt games, checked against the
 * card set and the public counts with real cards. The own warlords are the file's (each opens its
 * commitment when played, so it cannot be forged), each marked used when the record played it.
 */
export function provePrivate(claim: PrivateClaim): PrivateProof {
  const replay = replayed(claim.setup, claim.actions);
  if (!replay || claim.privSyncedActions > claim.actions.length)
    return { ok: false, error: 'not-dealt', detail: 'record' };
  const proved =
    claim.privateSeed !== null
      ? dealtPrivate(claim, replay.states, replay.logs)
      : physicalPrivate(claim, replay.states);
  if (!proved.ok) return proved;
  let withWarlords: PrivateState = {
    ...proved.priv,
    warlords: claim.priv.warlords.map((w) => ({ id: w.id, salt: w.salt, used: w.used })),
  };
  for (let i = 0; i < claim.privSyncedActions; i++) {
    const action = claim.actions[i] as Action;
    if (action.type === 'warlord' && action.player === claim.me)
      withWarlords = markWarlordUsed(withWarlords, action.warlord);
    for (const entry of replay.logs[i] ?? [])
      if (entry.kind === 'warlord' && entry.player === claim.me)
        withWarlords = markWarlordUsed(withWarlords, entry.warlord);
  }
  return { ok: true, priv: withWarlords, draw: proved.draw };
}

/** What a player's revealed seed says about the cards they played (the end-of-game check of the deal). */
export type DealCheck =
  | { ok: true }
  | { ok: false; error: 'not-committed' }
  | { ok: false; error: 'not-dealt'; round: number; card: Card; use: 'played' | 'discarded' };

/**
 * The end-of-game check of one player's deal from their revealed seed: the seed must be the one their
 * contribution committed to at setup (the setup handshake), and every card their orders played or their
 * exceptional support discarded (R-X1) must come from the deck it deals with the shared value S, through
 * the record's draws (each keep the draws allow is followed, as `provePrivate` does). The first card no
 * keep could have held is named with its round and how it was used.
 */
export function checkDeal(
  setup: GameSetup,
  actions: readonly Action[],
  player: Player,
  table: Player,
  seed: string,
): DealCheck {
  const shared = sharedOf(setup);
  if (shared === null || !seedMatches(setup, player, table, seed))
    return { ok: false, error: 'not-committed' };
  const replay = replayed(setup, actions);
  if (!replay) return { ok: false, error: 'not-committed' };
  const dealt = dealAppDeck(player, seed, setup.options.variant, SHARED_DEAL, shared);
  let branches: Branch[] = [{ hand: dealt.hand, deck: dealt.deck, pending: null }];
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i] as Action;
    const step = branchesAfter(player, branches, action, replay.logs[i] ?? [], true);
    if (!step) continue;
    const { from, next } = step;
    const round = (replay.states[i] as PublicState).round;
    if (next.length === 0 && action.type === 'orders')
      return { ok: false, error: 'not-dealt', round, card: neverHeld(from, action.orders), use: 'played' };
    if (next.length === 0 && action.type === 'support' && action.card)
      return { ok: false, error: 'not-dealt', round, card: action.card, use: 'discarded' };
    branches = distinct(next).slice(0, MAX_BRANCHES);
  }
  return { ok: true };
}

/** The card of `orders` no branch could pay: the first one missing from every branch's hand, else from the first. */
function neverHeld(branches: readonly Branch[], orders: Record<string, Card>): Card {
  const cards = Object.values(orders);
  const missing = (b: Branch): Card[] => {
    const left = b.hand.slice();
    return cards.filter((c) => {
      const at = left.indexOf(c);
      if (at >= 0) left.splice(at, 1);
      return at < 0;
    });
  };
  const first = branches[0] ? missing(branches[0]) : cards;
  return first.find((c) => branches.every((b) => missing(b).includes(c))) ?? (first[0] as Card);
}
