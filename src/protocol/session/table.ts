// The table phone's own steps: starting the game, recording, take-backs, sealing, the round record.

import type { Action, GameSetup, Player } from '../../engine/types';
import type { RecordItem } from '../codec/action';
import { COMMITMENT_BYTES, commitmentHash, freshSalt } from '../commitment';
import { isGameId } from '../envelope';
import { contributionCommitment, isHandshakeHex } from '../handshake';
import type { CommitmentMessage, Invitation, RoundRecord } from '../messages';
import { cryptoRandomBytes, type RandomBytes } from '../random';
import { reject, type Rejection } from '../rejection';
import { afterSealRefusal } from '../seal-window';
import { standingItems, type TableItem } from '../table-items';
import {
  actionBytes,
  exchangesOf,
  header,
  headerAt,
  replayActions,
  RULES_ENGINE,
  safeApply,
  stateTag,
  syncedAt,
  type Common,
  type EngineApi,
  type OrdersAction,
  type Session,
  type Shown,
  type Step,
  type TableSession,
} from './core';

/** A table session at its synced point, with nothing recorded or sealed since. */
export function freshTable(common: Common): TableSession {
  return {
    ...common,
    role: 'table',
    state: common.synced.state,
    items: [],
    guestApplied: [],
    sealed: null,
    received: null,
    queue: [],
  };
}

/** Starts a two-phone game on the table phone: the session and the invitation QR (setup + actions so far, e.g. its warlord commitment). */
export function createTable(
  setup: GameSetup,
  table: Player,
  actions: readonly Action[] = [],
  engine: EngineApi = RULES_ENGINE,
): Shown<TableSession, Invitation> | Rejection {
  if (!isGameId(setup.gameId))
    return reject('protocol/other-game', 'game id must be 12 hex digits (newGameId)');
  const r = replayActions(engine, setup, actions);
  if (!r.ok) return reject('protocol/illegal-orders', r.code);
  const synced = syncedAt(engine, r.state, actions, table);
  const session = freshTable({ gameId: setup.gameId, setup, table, me: table, synced });
  return { ok: true, session, message: invitationOf(session) };
}

/**
 * Starts a two-phone game with the setup handshake (app cards or app events, handshake.ts): the setup
 * carries the commitment to the table's contribution, which the session keeps until round 1's commitment.
 */
export function createHandshakeTable(
  setup: GameSetup,
  table: Player,
  contribution: string,
  actions: readonly Action[] = [],
  engine: EngineApi = RULES_ENGINE,
): Shown<TableSession, Invitation> | Rejection {
  if (!isHandshakeHex(contribution)) return reject('protocol/corrupted', 'contribution');
  const commit = contributionCommitment(setup.gameId, contribution);
  const created = createTable({ ...setup, handshake: { commit } }, table, actions, engine);
  return created.ok ? { ...created, session: { ...created.session, contribution } } : created;
}

/** True while a game's setup handshake waits for a contribution (the guest's join code, or the table's reveal). */
export function handshakePending(s: Session): boolean {
  const h = s.setup.handshake;
  return h !== undefined && (h.table === undefined || h.guest === undefined);
}

/** The invitation QR again (e.g. for a second scan): the setup and the record at the synced point. */
export function invitationOf(s: TableSession): Invitation {
  return {
    type: 'invitation',
    header: headerAt(s, 0),
    setup: s.setup,
    table: s.table,
    actions: [...s.synced.actions],
  };
}

/**
 * Records a public action on the table phone (pre-reveal warlords, support, every reveal choice, passes).
 * Once sealed, no start-of-round play until the table's orders are applied (R-W11, seal-window.ts).
 */
export function tableRecord(
  s: TableSession,
  action: Action,
  engine: EngineApi = RULES_ENGINE,
): Step<TableSession> | Rejection {
  if (action.type === 'orders')
    return reject('protocol/out-of-order', 'orders travel sealed (tableSeal, the guest message)');
  if (s.sealed) {
    const standing = standingItems(s.items);
    if (standing.length >= s.sealed.at) {
      const late = afterSealRefusal([...standing.slice(s.sealed.at), action], s.table);
      if (late) return late;
    }
  }
  const r = safeApply(engine, s.state, action);
  if (!r.ok) return reject('protocol/illegal-orders', r.code);
  return flush({ ...s, state: r.state, items: [...s.items, action] }, engine);
}

/** The step a take-back would cancel now: a table-recorded action after the table's orders were applied (the reveal, the end window). */
export function takeBackStep(s: TableSession): Action | null {
  const sealed = s.sealed;
  if (!sealed || !s.received) return null;
  const standing = standingItems(s.items);
  const orders = standing.findIndex((it, i) => i >= sealed.at && it.type === 'orders' && it.player === s.me);
  if (orders < 0) return null;
  for (let i = standing.length - 1; i > orders; i--) {
    const item = standing[i];
    if (item && item.type !== 'guest' && item.type !== 'orders') return item;
  }
  return null;
}

/** The queue of an exchange once the guest's orders are in: guest's other actions, the table's sealed orders, the guest's orders. */
export function exchangeQueue(received: readonly Action[], sealed: OrdersAction): TableSession['queue'] {
  return [
    ...received.filter((a) => a.type !== 'orders').map((action) => ({ action, guest: true })),
    { action: sealed as Action, guest: false },
    ...received.filter((a) => a.type === 'orders').map((action) => ({ action, guest: true })),
  ];
}

/** The session replayed from the synced point over the given standing items, the queue taken in where it was. */
export function replayTable(
  s: TableSession,
  standing: readonly RecordItem[],
  engine: EngineApi,
): Step<TableSession> | Rejection {
  let cur: TableSession = {
    ...s,
    state: s.synced.state,
    items: [],
    guestApplied: [],
    received: null,
    queue: [],
  };
  const { sealed, received } = s;
  const queueAt = sealed && received ? sealed.at : -1;
  for (let i = 0; i <= standing.length; i++) {
    if (i === queueAt && sealed && received) {
      const flushed = flush({ ...cur, received, queue: exchangeQueue(received, sealed.action) }, engine);
      if (!flushed.ok) return flushed;
      cur = flushed.session;
    }
    const item = standing[i];
    // The queue's items come back by themselves, at the same place (checked below).
    if (!item || item.type === 'guest' || item.type === 'orders') continue;
    const recorded = tableRecord(cur, item, engine);
    if (!recorded.ok) return recorded;
    cur = recorded.session;
  }
  if (JSON.stringify(cur.items) !== JSON.stringify(standing))
    return reject('protocol/illegal-orders', 'take-back: the record does not replay');
  return { ok: true, session: cur };
}

/**
 * Takes back the latest step the table recorded in this round's reveal or end window: a
 * take-back item is appended (the items stay append-only) and the state is replayed from the synced
 * point over what stands. Sealed orders and the guest's actions are never taken back; after the round
 * record (the synced point moved on) there is nothing left to take back.
 */
export function tableTakeBack(
  s: TableSession,
  engine: EngineApi = RULES_ENGINE,
): Step<TableSession> | Rejection {
  if (takeBackStep(s) === null) return reject('protocol/out-of-order', 'nothing to take back');
  const items: TableItem[] = [...s.items, { type: 'takeBack' }];
  const replayed = replayTable(s, standingItems(items), engine);
  if (!replayed.ok) return replayed;
  return { ok: true, session: { ...replayed.session, items } };
}

/** Applies queued sealed actions as soon as the engine accepts them (no decision pending). */
export function flush(s: TableSession, engine: EngineApi): Step<TableSession> | Rejection {
  let cur = s;
  while (cur.queue.length > 0 && cur.state.pending === null && cur.state.phase !== 'over') {
    const [next, ...rest] = cur.queue;
    if (!next) break;
    const r = safeApply(engine, cur.state, next.action);
    if (!r.ok) return reject('protocol/illegal-orders', r.code);
    cur = {
      ...cur,
      state: r.state,
      queue: rest,
      items: [...cur.items, next.guest ? { type: 'guest' } : next.action],
      guestApplied: next.guest ? [...cur.guestApplied, next.action] : cur.guestApplied,
    };
  }
  return { ok: true, session: cur };
}

/** Seals the table's orders: the commitment QR (hash only). The orders are applied when the guest's arrive. */
export function tableSeal(
  s: TableSession,
  action: OrdersAction,
  random: RandomBytes = cryptoRandomBytes,
  engine: EngineApi = RULES_ENGINE,
): Shown<TableSession, CommitmentMessage> | Rejection {
  if (s.sealed) return reject('protocol/out-of-order', 'already sealed');
  if (handshakePending(s)) return reject('protocol/out-of-order', 'scan the join code first');
  if (action.player !== s.me) return reject('protocol/illegal-orders', 'not the table player');
  if (s.synced.state.phase === 'over') return reject('protocol/out-of-order', 'the game is over');
  if (s.state.phase === 'orders' && s.state.pending === null) {
    const check = safeApply(engine, s.state, action);
    if (!check.ok) return reject('protocol/illegal-orders', check.code);
  }
  const salt = freshSalt(random);
  const n = exchangesOf(s) + 1;
  const hash = commitmentHash({
    gameId: s.gameId,
    round: n,
    sender: s.me,
    salt,
    orders: actionBytes(action),
  });
  const session: TableSession = { ...s, sealed: { action, salt, hash, at: s.items.length } };
  // The sequence number is bounded before it is written: a refusal, never a throw.
  const message = commitmentOf(session);
  if (!message) return reject('protocol/header-mismatch', `sequence ${3 * (n - 1) + 1} does not fit`);
  return { ok: true, session, message };
}

/** The commitment QR of the current exchange again (null when not sealed). */
export function commitmentOf(s: TableSession): CommitmentMessage | null {
  if (!s.sealed) return null;
  const actions: Action[] = [];
  for (const it of standingItems(s.items).slice(0, s.sealed.at)) if (it.type !== 'guest') actions.push(it);
  // slice: a game sealed by the previous version keeps a whole SHA-256
  const hash = s.sealed.hash.slice(0, COMMITMENT_BYTES);
  const h = header(s, 3 * exchangesOf(s) + 1);
  // Round 1 of a game with the setup handshake reveals the table's contribution (handshake.ts).
  const reveal =
    exchangesOf(s) === 0 && s.setup.handshake?.table ? { contribution: s.setup.handshake.table } : {};
  return h ? { type: 'commitment', header: h, hash, actions, ...reveal } : null;
}

/** True when the round of the current exchange is over on the table (both sealed orders applied, reveal done). */
export function tableRoundDone(s: TableSession): boolean {
  if (!s.sealed || !s.received || s.queue.length > 0) return false;
  if (s.state.pending !== null) return false;
  return (
    s.state.phase === 'over' ||
    (s.state.phase === 'orders' && s.state.orders.blue === null && s.state.orders.red === null)
  );
}

/** After the round: the round record QR (table's orders and salt, every choice since the synced point, resulting fingerprint). */
export function tableRoundRecord(
  s: TableSession,
  engine: EngineApi = RULES_ENGINE,
): Shown<TableSession, RoundRecord> | Rejection {
  if (!tableRoundDone(s) || !s.sealed) return reject('protocol/out-of-order', 'the round is not finished');
  const n = exchangesOf(s) + 1;
  const h = header(s, 3 * n);
  if (!h) return reject('protocol/header-mismatch', `sequence ${3 * n} does not fit`);
  // Only what stands: take-backs and the steps they cancelled never leave this phone.
  const standing = standingItems(s.items);
  const message: RoundRecord = {
    type: 'round-record',
    header: h,
    salt: s.sealed.salt,
    items: standing.slice(s.sealed.at),
    result: stateTag(engine, s.state),
  };
  let g = 0;
  const full: Action[] = [...s.synced.actions];
  for (const it of standing) {
    if (it.type === 'guest') {
      const a = s.guestApplied[g++];
      if (a) full.push(a);
    } else full.push(it);
  }
  const session: TableSession = {
    ...s,
    synced: { state: s.state, actions: full, tag: message.result, exchanges: n },
    items: [],
    guestApplied: [],
    sealed: null,
    received: null,
    queue: [],
  };
  return { ok: true, session, message };
}
