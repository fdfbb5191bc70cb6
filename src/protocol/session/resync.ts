// Resync and repair: a resync taken when it extends this phone's record, a replacement on the player's word.

import type { Action, GameSetup, PublicState } from '../../engine/types';
import { BitWriter } from '../bits';
import { writeSetup } from '../codec/setup';
import { CANONICAL_WIRE } from '../codec/fields';
import { completedSetup } from '../handshake';
import type { Message, Resync } from '../messages';
import { reject, type HistoryLoss, type Rejection } from '../rejection';
import { exchangesInRecord } from '../record-facts';
import { standingItems } from '../table-items';
import {
  actionBytes,
  exchangesOf,
  fitsSeq,
  headerAt,
  other,
  replayActions,
  roundMismatch,
  RULES_ENGINE,
  safeApply,
  syncedAt,
  unexpected,
  type EngineApi,
  type Session,
  type Step,
  type Synced,
} from './core';
import { freshTable, replayTable } from './table';

/**
 * The resync message: the whole public record at the synced point (shown as numbered parts). Its seq is
 * 3 × the round records in the record, which a record the rules accept keeps within 27 (9 rounds).
 */
export function resyncOf(s: Session): Resync {
  return {
    type: 'resync',
    header: headerAt(s, 3 * exchangesOf(s)),
    setup: s.setup,
    table: s.table,
    actions: [...s.synced.actions],
  };
}

/** The canonical bytes of a setup (without its game id). */
function setupBytes(setup: GameSetup): Uint8Array {
  const w = new BitWriter();
  writeSetup(w, setup, CANONICAL_WIRE);
  return w.finish();
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** True when two actions are the same action (their canonical bytes are equal). */
function sameAction(a: Action, b: Action): boolean {
  return sameBytes(actionBytes(a), actionBytes(b));
}

/** How many actions two records share from the start. */
function commonPrefix(a: readonly Action[], b: readonly Action[]): number {
  let n = 0;
  while (n < a.length && n < b.length && sameAction(a[n] as Action, b[n] as Action)) n++;
  return n;
}

/**
 * A resync checked on its own: its record replays, its fingerprint and round name the point the record
 * reaches, and its seq is 3 × the round records in that record (not a label the sender picks).
 */
export function restoreUnsafe(m: Message, engine: EngineApi): Step<Session> | Rejection {
  if (m.type !== 'resync') return reject('protocol/out-of-order', 'not a resync');
  if (m.setup.gameId !== m.header.gameId) return reject('protocol/other-game', 'setup');
  const exchanges = exchangesInRecord(m.actions, m.table);
  if (!fitsSeq(m.header.seq) || m.header.seq !== 3 * exchanges)
    return reject('protocol/header-mismatch', `sequence ${m.header.seq}, ${exchanges} round records`);
  const r = replayActions(engine, m.setup, m.actions);
  if (!r.ok) return reject('protocol/illegal-orders', r.code);
  const synced = syncedAt(engine, r.state, m.actions, m.table);
  if (synced.tag !== m.header.fingerprint) return reject('protocol/fingerprint-mismatch');
  const wrongRound = roundMismatch(m, synced.state);
  if (wrongRound) return wrongRound;
  const me = other(m.header.sender);
  const common = { gameId: m.header.gameId, setup: m.setup, table: m.table, me, synced };
  if (me === m.table) {
    return { ok: true, session: freshTable(common) };
  }
  return {
    ok: true,
    session: { ...common, role: 'guest', commitment: null, before: null, preState: null, own: null },
  };
}

/**
 * True when a resync's setup is this phone's, or completes this phone's setup handshake (a guest that
 * showed its join code, before round 1's commitment reached it).
 */
function sameSetup(mine: GameSetup, theirs: GameSetup): boolean {
  if (sameBytes(setupBytes(theirs), setupBytes(mine))) return true;
  const h = mine.handshake;
  const table = theirs.handshake?.table;
  if (!h?.guest || h.table !== undefined || table === undefined) return false;
  const completed = completedSetup(mine, table, h.guest);
  return completed !== null && sameBytes(setupBytes(theirs), setupBytes(completed));
}

/** A resync checked against this phone's game: valid, the same setup and table, for this phone's role. */
function resyncFor<S extends Session>(s: S, m: Message, engine: EngineApi): Step<S> | Rejection {
  if (m.header.gameId !== s.gameId) return reject('protocol/other-game');
  if (m.header.sender === s.me) return reject('protocol/out-of-order', 'own code');
  if (m.type !== 'resync') return reject('protocol/out-of-order', 'not a resync');
  if (m.table !== s.table || !sameSetup(s.setup, m.setup)) return reject('protocol/other-game', 'setup');
  const r = restoreUnsafe(m, engine);
  if (!r.ok) return r;
  if (r.session.role !== s.role) return reject('protocol/out-of-order', 'resync for the other role');
  return r as Step<S>;
}

/** What this phone's verified record would lose to a record sharing only its first `common` actions. */
function historyLoss(s: Session, common: number, engine: EngineApi): HistoryLoss {
  const mine = s.synced.actions;
  const rounds: number[] = [];
  const c = engine.createGame(s.setup);
  let state: PublicState | null = c.ok ? c.state : null;
  for (let i = 0; i < mine.length && state; i++) {
    if (i >= common) rounds.push(Math.max(1, state.round));
    const r = safeApply(engine, state, mine[i] as Action);
    state = r.ok ? r.state : null;
  }
  const last = Math.max(1, s.synced.state.round);
  return {
    actions: mine.length - common,
    rounds: exchangesOf(s) - exchangesInRecord(mine.slice(0, common), s.table),
    fromRound: rounds[0] ?? last,
    toRound: rounds.at(-1) ?? last,
  };
}

/**
 * A resync scanned by a phone that has the game (the verified record only grows): the same
 * record is a duplicate; a record that does not extend this phone's is refused with what it would undo
 * (replaceFromResync replaces it, on the player's word); an extension that holds a new round record
 * replaces the exchange in progress, one that does not keeps it (commitment, sealed and received orders).
 */
export function receiveResync<S extends Session>(s: S, m: Message, engine: EngineApi): Step<S> | Rejection {
  const checked = resyncFor(s, m, engine);
  if (!checked.ok) return checked;
  const theirs = checked.session;
  const mine = s.synced.actions;
  const common = commonPrefix(mine, theirs.synced.actions);
  if (common < mine.length) {
    const loss = historyLoss(s, common, engine);
    return {
      ...reject('protocol/would-drop-history', `${loss.actions} verified actions`),
      loss,
    };
  }
  if (theirs.synced.actions.length === mine.length) return reject('protocol/old-or-duplicate', 'duplicate');
  if (theirs.synced.exchanges > exchangesOf(s)) {
    // It completes the exchange in progress. A guest holding the table's commitment cannot check the
    // table's orders in it (only the round record carries the salt): that takes the player's word.
    if (s.role === 'guest' && s.commitment)
      return reject('protocol/unchecked-seal', String(exchangesOf(s) + 1));
    // What this phone sealed or received for it must be in it.
    if (!keepsExchange(s, theirs.synced.actions.slice(mine.length)))
      return reject('protocol/commitment-mismatch', 'the repair codes change the sealed round');
    return { ok: true, session: theirs };
  }
  return extendKeepingExchange(s, theirs.synced, engine);
}

/**
 * True when a record's continuation past this phone's synced point keeps what this phone holds for the
 * exchange in progress: the guest's scanned pre-seal actions and its own sealed actions, the table's
 * sealed orders and the guest's orders it received. (A resync carries no salt: the table's orders are
 * checked against its commitment only by the round record.)
 */
function keepsExchange(s: Session, added: readonly Action[]): boolean {
  const guest = other(s.table);
  const tableOrders = added.find((a) => a.type === 'orders' && a.player === s.table);
  const guestOrdersAt = added.findIndex((a) => a.type === 'orders' && a.player === guest);
  const guestOrders = added[guestOrdersAt];
  /** The guest's sealed actions: its orders where the record has them, the others before them. */
  const holdsGuest = (sent: readonly Action[]): boolean =>
    sent.every((a) =>
      a.type === 'orders'
        ? guestOrders !== undefined && sameAction(a, guestOrders)
        : added.slice(0, Math.max(0, guestOrdersAt)).some((b) => sameAction(a, b)),
    );
  if (s.role === 'table') {
    if (s.sealed && (!tableOrders || !sameAction(s.sealed.action, tableOrders))) return false;
    return !s.received || holdsGuest(s.received);
  }
  const before = s.before ?? [];
  if (!before.every((a, i) => added[i] !== undefined && sameAction(a, added[i] as Action))) return false;
  return !s.own || holdsGuest(s.own);
}

/** Moves a session's synced point on to a longer record of the same exchange, keeping what it holds for it. */
function extendKeepingExchange<S extends Session>(
  s: S,
  synced: Synced,
  engine: EngineApi,
): Step<S> | Rejection {
  const moved = extendSession(s, synced, engine);
  return moved.ok ? { ok: true, session: moved.session as S } : moved;
}

function extendSession(s: Session, synced: Synced, engine: EngineApi): Step<Session> | Rejection {
  const added = synced.actions.slice(s.synced.actions.length);
  if (s.role === 'table') {
    const replayed = replayTable({ ...s, synced }, standingItems(s.items), engine);
    if (!replayed.ok) return reject('protocol/out-of-order', 'the steps since do not replay on it');
    return { ok: true, session: { ...replayed.session, items: s.items } };
  }
  const { early, ...rest } = s;
  let preState: PublicState | null = null;
  if (s.before) {
    preState = synced.state;
    for (const a of s.before) {
      const r = safeApply(engine, preState, a);
      if (!r.ok) return reject('protocol/out-of-order', 'the scanned commitment does not replay on it');
      preState = r.state;
    }
  }
  // An early code of this phone that the record now holds is no longer to be shown.
  const keepEarly = early && !early.every((a) => added.some((b) => sameAction(a, b)));
  return { ok: true, session: { ...rest, synced, preState, ...(keepEarly ? { early } : {}) } };
}

/**
 * Why replacing this phone's record with `theirs` would redo a round rather than restore one: this phone
 * holds the round's commitment or its own sealed orders (guest: commitment, own; table: sealed), or the
 * records part inside a round whose round record this phone has verified. Null when it only restores.
 */
function redoRefusal(s: Session, theirs: readonly Action[], engine: EngineApi): Rejection | null {
  const n = exchangesOf(s);
  const holds = s.role === 'table' ? s.sealed !== null : s.commitment !== null || s.own !== null;
  if (holds) return reject('protocol/would-redo-round', `round ${n + 1} is sealed on this phone`);
  const common = commonPrefix(s.synced.actions, theirs);
  if (common === s.synced.actions.length) return null;
  const from = historyLoss(s, common, engine).fromRound;
  return n > 0 && from <= n ? reject('protocol/would-redo-round', `round ${from} is verified`) : null;
}

/**
 * Replaces this phone's game with a resync's record even when it does not extend this phone's verified
 * record: only on the player's explicit word after `protocol/would-drop-history` (the verified record only grows). A repair
 * restores, never redoes: a round this phone has sealed, holds a commitment for or has verified is never
 * replaced (`protocol/would-redo-round`). The exchange in progress is dropped with it. Never throws.
 */
export function replaceFromResync<S extends Session>(
  s: S,
  m: Message,
  engine: EngineApi = RULES_ENGINE,
): Step<S> | Rejection {
  try {
    const checked = resyncFor(s, m, engine);
    if (!checked.ok) return checked;
    return redoRefusal(s, checked.session.synced.actions, engine) ?? checked;
  } catch (e) {
    return unexpected(e);
  }
}
