// The exchange of PRODUCT.md "A round, two phones" as a pure state machine per phone. Every function returns
// a new session (or a typed rejection) and never changes its input; a rejected message changes nothing.
//
// Exchange n (= round n) uses sequence numbers 3n-2 (table's commitment), 3n-1 (guest's orders) and
// 3n (table's round record); the invitation is 0, and so is the guest's early code (type orders), whose
// header round and fingerprint name the synced point it was shown at: round 1's warlord commitment, or
// in a later round War Chariot's extra warlord fill (R-W12), so it never collides with a round's
// numbers. Both phones keep the public record up to the last round
// record (the synced point); the table also records what happened since, which the round record carries.

import type { Action, GameSetup, Player, PublicState } from '../engine/types';
import { applyAction, createGame, fingerprint } from '../engine/index';
import { BitWriter } from './bits';
import { writeItem, type RecordItem } from './codec/action';
import { CANONICAL_WIRE } from './codec/fields';
import { COMMITMENT_BYTES, commitmentHash, commitmentMatches, fingerprintTag, freshSalt } from './commitment';
import { writeSetup } from './codec/setup';
import { isGameId, MAX_ROUND, MAX_SEQ } from './envelope';
import { completedSetup, contributionCommitment, isHandshakeHex } from './handshake';
import type {
  CommitmentMessage,
  Invitation,
  JoinMessage,
  Message,
  RevealMessage,
  MessageHeader,
  OrdersMessage,
  Resync,
  RoundRecord,
} from './messages';
import { cryptoRandomBytes, type RandomBytes } from './random';
import { reject, type HistoryLoss, type Rejection } from './rejection';
import { exchangesInRecord } from './record-facts';
import { afterSealRefusal, isStartOfRoundPlay } from './seal-window';
import { standingItems, type TableItem } from './table-items';

export { standingItems, type TableItem, type TakeBack } from './table-items';

/** The engine functions the session uses (injectable for tests; default: the rules engine). */
export interface EngineApi {
  createGame: typeof createGame;
  applyAction: typeof applyAction;
  fingerprint: (state: PublicState) => string;
}

/** The rules engine of src/engine. */
export const RULES_ENGINE: EngineApi = { createGame, applyAction, fingerprint };

/** An `orders` action. */
export type OrdersAction = Extract<Action, { type: 'orders' }>;

/** The public record at the last point both phones agreed on. */
export interface Synced {
  state: PublicState;
  /** Actions of the record after the setup. */
  actions: readonly Action[];
  /** 32-bit tag of the state's fingerprint (the first 4 bytes, as in fingerprintWords). */
  tag: number;
  /** Completed exchanges (round records) so far. */
  exchanges: number;
}

interface Common {
  gameId: string;
  setup: GameSetup;
  /** The player on the table phone. */
  table: Player;
  /** This phone's player. */
  me: Player;
  synced: Synced;
}

/** The table phone's session. */
export interface TableSession extends Common {
  role: 'table';
  /** The current public state on the table (synced + items). */
  state: PublicState;
  /**
   * What was recorded since the synced point, guest's own actions as place-holders, and take-backs:
   * append-only (what stands is standingItems(items)).
   */
  items: readonly TableItem[];
  /** The guest's actions in the order they were applied (the place-holders' contents). */
  guestApplied: readonly Action[];
  /** The table's sealed orders for the current exchange; `at` = number of items recorded before sealing. */
  sealed: { action: OrdersAction; salt: Uint8Array; hash: Uint8Array; at: number } | null;
  /** The guest's actions received for the current exchange. */
  received: readonly Action[] | null;
  /** Sealed/received actions waiting until the engine can take them (a decision is pending). */
  queue: readonly { action: Action; guest: boolean }[];
  /** The setup handshake: the table's contribution, secret until round 1's commitment (handshake.ts). */
  contribution?: string;
}

/** The guest phone's session. */
export interface GuestSession extends Common {
  role: 'guest';
  /** The table's commitment for the current exchange. */
  commitment: Uint8Array | null;
  /** Public actions the table recorded before sealing (they came with the commitment). */
  before: readonly Action[] | null;
  /** The position to plan on: the synced state plus `before` (null until the commitment is scanned). */
  preState: PublicState | null;
  /** This phone's sealed actions for the current exchange (its orders, maybe a warlord commitment). */
  own: readonly Action[] | null;
  /**
   * Its warlord commitment (round 1) or War Chariot's extra warlord fills (later rounds, R-W12), shown
   * early (seq 0) so that it can play the warlord at the round's start.
   */
  early?: readonly Action[];
}

/** Either phone's session. */
export type Session = TableSession | GuestSession;

/** A successful step: the new session, and the message to show when there is one. */
export type Step<S extends Session> = { ok: true; session: S };
/** A step that produces a message to show. */
export type Shown<S extends Session, M extends Message> = { ok: true; session: S; message: M };

const other = (p: Player): Player => (p === 'blue' ? 'red' : 'blue');

/** A fresh 48-bit game id (12 hex digits) for GameSetup.gameId. */
export function newGameId(random: RandomBytes = cryptoRandomBytes): string {
  return [...random(6)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The 32-bit header tag of a state: the first 4 bytes of its fingerprint (the ones fingerprintWords shows). */
export function stateTag(engine: EngineApi, state: PublicState): number {
  const fp = engine.fingerprint(state);
  return /^[0-9a-f]{8}/.test(fp) ? parseInt(fp.slice(0, 8), 16) >>> 0 : fingerprintTag(fp);
}

/** The canonical bytes of one action (what a commitment hashes). */
export function actionBytes(a: Action): Uint8Array {
  const w = new BitWriter();
  writeItem(w, a, CANONICAL_WIRE);
  return w.finish();
}

function safeApply(
  engine: EngineApi,
  s: PublicState,
  a: Action,
): { ok: true; state: PublicState } | { ok: false; code: string } {
  try {
    const r = engine.applyAction(s, a);
    return r.ok ? { ok: true, state: r.state } : { ok: false, code: r.rejection.code };
  } catch (e) {
    return { ok: false, code: `engine-error: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** Replays actions from the setup; the failing index and engine code on a rejection. */
function replayActions(
  engine: EngineApi,
  setup: GameSetup,
  actions: readonly Action[],
): { ok: true; state: PublicState } | { ok: false; code: string } {
  let c: ReturnType<EngineApi['createGame']>;
  try {
    c = engine.createGame(setup);
  } catch {
    return { ok: false, code: 'engine-error' };
  }
  if (!c.ok) return { ok: false, code: c.rejection.code };
  let s = c.state;
  for (const a of actions) {
    const r = safeApply(engine, s, a);
    if (!r.ok) return r;
    s = r.state;
  }
  return { ok: true, state: s };
}

/** The round a header carries for a state (its round, within the 4 bits of the header). */
function headerRound(state: PublicState): number {
  return Math.min(MAX_ROUND, Math.max(0, state.round));
}

/** True when a sequence number fits the header's 6 bits. */
function fitsSeq(seq: number): boolean {
  return Number.isInteger(seq) && seq >= 0 && seq <= MAX_SEQ;
}

/** Completed exchanges of a session, counted in its verified record (never a stored counter). */
function exchangesOf(s: Common): number {
  return exchangesInRecord(s.synced.actions, s.table);
}

/** A header at `seq`, unchecked: seq 0 (invitation, early codes) and the resync (see resyncOf). */
function headerAt(s: Session, seq: number): MessageHeader {
  return {
    gameId: s.gameId,
    round: headerRound(s.synced.state),
    seq,
    sender: s.me,
    fingerprint: s.synced.tag,
  };
}

/** The header a message from the other phone carries at this session's synced point (a stored message re-checked on import). */
export function peerHeader(s: Session, seq: number): MessageHeader {
  return { ...headerAt(s, seq), sender: other(s.me) };
}

/** The header of a message at `seq`; null when the number would not fit (it is never written then). */
function header(s: Session, seq: number): MessageHeader | null {
  return fitsSeq(seq) ? headerAt(s, seq) : null;
}

/** The refusal of a header whose round does not name the state its fingerprint names. */
function roundMismatch(m: Message, state: PublicState): Rejection | null {
  const round = headerRound(state);
  return m.header.round === round
    ? null
    : reject('protocol/header-mismatch', `round ${m.header.round}, expected ${round}`);
}

function syncedAt(engine: EngineApi, state: PublicState, actions: readonly Action[], table: Player): Synced {
  return { state, actions, tag: stateTag(engine, state), exchanges: exchangesInRecord(actions, table) };
}

// ---------------------------------------------------------------------------------------------- table

/** A table session at its synced point, with nothing recorded or sealed since. */
function freshTable(common: Common): TableSession {
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
function exchangeQueue(received: readonly Action[], sealed: OrdersAction): TableSession['queue'] {
  return [
    ...received.filter((a) => a.type !== 'orders').map((action) => ({ action, guest: true })),
    { action: sealed as Action, guest: false },
    ...received.filter((a) => a.type === 'orders').map((action) => ({ action, guest: true })),
  ];
}

/** The session replayed from the synced point over the given standing items, the queue taken in where it was. */
function replayTable(
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
function flush(s: TableSession, engine: EngineApi): Step<TableSession> | Rejection {
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

/**
 * Round 1, before the table seals: the guest's warlord commitment, shown early (seq 0) because a player
 * plays a warlord at round 1's start (R-W11), which needs the setup complete. It joins the synced point at once: the setup completes and
 * round 1's start-of-round window opens on the table. The guest adopts the same point when the commitment
 * it then scans names it.
 */
function receiveEarly(s: TableSession, m: OrdersMessage, engine: EngineApi): Step<TableSession> | Rejection {
  const [commit, ...rest] = m.actions;
  // The commitment, then only what is revealed with it at setup (R-W8 head-start).
  if (
    !commit ||
    commit.type !== 'commitWarlord' ||
    m.actions.some((a) => a.player !== m.header.sender) ||
    rest.some((a) => a.type !== 'warlord')
  )
    return reject('protocol/illegal-orders', 'R-R1/bad-guest-message');
  const known = s.synced.actions.some(
    (a) => a.type === 'commitWarlord' && a.player === commit.player && a.commitment === commit.commitment,
  );
  if (known) return reject('protocol/old-or-duplicate', 'duplicate');
  if (exchangesOf(s) > 0) return reject('protocol/old-or-duplicate', 'old');
  if (s.sealed || s.items.length > 0) return reject('protocol/out-of-order', 'scan it before sealing');
  if (m.header.fingerprint !== s.synced.tag) return reject('protocol/fingerprint-mismatch');
  const wrongRound = roundMismatch(m, s.synced.state);
  if (wrongRound) return wrongRound;
  const actions = [...s.synced.actions, ...m.actions];
  const r = replayActions(engine, s.setup, actions);
  if (!r.ok) return reject('protocol/illegal-orders', r.code);
  const synced = syncedAt(engine, r.state, actions, s.table);
  return { ok: true, session: freshTable({ ...s, synced }) };
}

/**
 * A later round, before the table seals: the guest's War Chariot extra warlord fills (R-W12), shown
 * early (seq 0) so that it can play that warlord at this round's start. As in round 1 they join the
 * synced point (always without a pending decision: a round record is made only then), and the table's own
 * actions since are replayed on top; the commitment's fingerprint then names that point, which the guest
 * reaches with its own early code, so the commitment carries none of it.
 */
function receiveEarlyFill(
  s: TableSession,
  m: OrdersMessage,
  engine: EngineApi,
): Step<TableSession> | Rejection {
  const guest = m.header.sender;
  if (m.actions.length === 0 || m.actions.some((a) => a.player !== guest || a.type !== 'commitWarlord'))
    return reject('protocol/illegal-orders', 'R-R1/bad-guest-message');
  const held = s.state.players[guest].commitments;
  const known = m.actions.some(
    (a) => a.type === 'commitWarlord' && held.some((c) => c.hash === a.commitment),
  );
  if (known) return reject('protocol/old-or-duplicate', 'duplicate');
  if (m.header.round < s.synced.state.round) return reject('protocol/old-or-duplicate', 'old');
  if (s.sealed) return reject('protocol/out-of-order', 'scan it before sealing');
  if (m.header.fingerprint !== s.synced.tag) return reject('protocol/fingerprint-mismatch');
  const wrongRound = roundMismatch(m, s.synced.state);
  if (wrongRound) return wrongRound;
  let state = s.synced.state;
  for (const a of m.actions) {
    const r = safeApply(engine, state, a);
    if (!r.ok) return reject('protocol/illegal-orders', r.code);
    state = r.state;
  }
  const actions = [...s.synced.actions, ...m.actions];
  // Before sealing the table has recorded only its own public actions: replayed on the new point.
  const standing = standingItems(s.items);
  if (standing.some((item) => item.type === 'guest' || item.type === 'orders'))
    return reject('protocol/out-of-order');
  const moved = freshTable({ ...s, synced: syncedAt(engine, state, actions, s.table) });
  return replayTable(moved, standing, engine);
}

/** R-W8's head-start, revealed at setup together with its commitment. */
const isHeadStart = (a: Action): boolean => a.type === 'warlord' && a.warlord === 'head-start';

function receiveOrders(s: TableSession, m: OrdersMessage, engine: EngineApi): Step<TableSession> | Rejection {
  if (m.header.seq === 0)
    return m.header.round > 1 && exchangesOf(s) > 0
      ? receiveEarlyFill(s, m, engine)
      : receiveEarly(s, m, engine);
  const expected = 3 * exchangesOf(s) + 2;
  if (m.header.seq < expected) return reject('protocol/old-or-duplicate', 'old');
  if (m.header.seq > expected) return reject('protocol/out-of-order');
  if (s.received) return reject('protocol/old-or-duplicate', 'duplicate');
  // The tag covers the record length too (PublicState.actions): it names the synced point.
  if (m.header.fingerprint !== s.synced.tag) return reject('protocol/fingerprint-mismatch');
  const wrongRound = roundMismatch(m, s.synced.state);
  if (wrongRound) return wrongRound;
  if (!s.sealed) return reject('protocol/out-of-order', 'the table has not sealed yet');
  const orders = m.actions.filter((a) => a.type === 'orders');
  if (
    orders.length !== 1 ||
    m.actions.some((a) => a.player !== m.header.sender || a.type === 'decide' || a.type === 'pass')
  )
    return reject('protocol/illegal-orders', 'R-R1/bad-guest-message');
  // R-W11: the guest's start-of-round plays are recorded on the table before its seal; its orders may
  // carry only its warlord commitments (R-W12 fills too) and R-W8's head-start revealed with one.
  if (m.actions.some((a) => isStartOfRoundPlay(a) && a.type !== 'commitWarlord' && !isHeadStart(a)))
    return reject('protocol/after-seal', 'a start-of-round play in the guest orders (R-W11)');
  // Guest's other actions (warlord commitment) first, then the table's sealed orders, then the guest's.
  const queue = exchangeQueue(m.actions, s.sealed.action);
  const r = flush({ ...s, received: m.actions, queue }, engine);
  if (!r.ok) return r;
  // Whatever could not be applied yet is checked now on a scratch copy with each decision at its default.
  let probe = r.session.state;
  for (const q of r.session.queue) {
    let guard = 0;
    while (probe.pending && guard++ < 50) {
      const d: Action = { type: 'decide', player: probe.pending.player, choice: probe.pending.default };
      const t = safeApply(engine, probe, d);
      if (!t.ok) break;
      probe = t.state;
    }
    if (probe.pending) break;
    const t = safeApply(engine, probe, q.action);
    if (!t.ok) return reject('protocol/illegal-orders', t.code);
    probe = t.state;
  }
  return r;
}

/**
 * The guest's join code on the table (setup handshake): its contribution completes the setup (S, the
 * events seed), its setup actions (its warlord commitment) join the synced point. Only before round 1.
 */
function receiveJoin(s: TableSession, m: JoinMessage, engine: EngineApi): Step<TableSession> | Rejection {
  const h = s.setup.handshake;
  if (!h || !s.contribution) return reject('protocol/out-of-order', 'no join code in this game');
  if (h.guest !== undefined)
    return h.guest === m.contribution
      ? reject('protocol/old-or-duplicate', 'duplicate')
      : reject('protocol/out-of-order', 'already joined');
  if (m.header.seq !== 0) return reject('protocol/header-mismatch', `sequence ${m.header.seq}`);
  if (m.header.fingerprint !== s.synced.tag) return reject('protocol/fingerprint-mismatch');
  const wrongRound = roundMismatch(m, s.synced.state);
  if (wrongRound) return wrongRound;
  if (s.items.length > 0 || s.sealed) return reject('protocol/out-of-order', 'round 1 has begun');
  const [first, ...rest] = m.actions;
  if (
    m.actions.some((a) => a.player !== m.header.sender) ||
    (first !== undefined && first.type !== 'commitWarlord') ||
    rest.some((a) => a.type !== 'warlord')
  )
    return reject('protocol/illegal-orders', 'R-R1/bad-guest-message');
  const setup = completedSetup(s.setup, s.contribution, m.contribution);
  if (!setup) return reject('protocol/commitment-mismatch', 'contribution');
  const actions = [...s.synced.actions, ...m.actions];
  const r = replayActions(engine, setup, actions);
  if (!r.ok) return reject('protocol/illegal-orders', r.code);
  const synced = syncedAt(engine, r.state, actions, s.table);
  return { ok: true, session: { ...freshTable({ ...s, setup, synced }), contribution: s.contribution } };
}

// ---------------------------------------------------------------------------------------------- guest

function joinUnsafe(m: Message, engine: EngineApi): Step<GuestSession> | Rejection {
  if (m.type !== 'invitation') return reject('protocol/out-of-order', 'scan the invitation first');
  if (m.header.seq !== 0 || m.header.sender !== m.table)
    return reject('protocol/corrupted', 'invitation header');
  const r = replayActions(engine, m.setup, m.actions);
  if (!r.ok) return reject('protocol/illegal-orders', r.code);
  const synced = syncedAt(engine, r.state, m.actions, m.table);
  if (synced.tag !== m.header.fingerprint) return reject('protocol/fingerprint-mismatch');
  return {
    ok: true,
    session: {
      role: 'guest',
      gameId: m.header.gameId,
      setup: m.setup,
      table: m.table,
      me: other(m.table),
      synced,
      commitment: null,
      before: null,
      preState: null,
      own: null,
    },
  };
}

/**
 * The guest's join code (setup handshake, handshake.ts): its contribution, and its setup actions (its
 * warlord commitment, R-W8 head-start revealed with it), which join its synced point at once. Again
 * with the same contribution: the same code.
 */
export function guestJoinCode(
  s: GuestSession,
  contribution: string,
  actions: readonly Action[] = [],
  engine: EngineApi = RULES_ENGINE,
): Shown<GuestSession, JoinMessage> | Rejection {
  const h = s.setup.handshake;
  if (!h || h.table !== undefined) return reject('protocol/out-of-order', 'no join code in this game');
  if (!isHandshakeHex(contribution)) return reject('protocol/corrupted', 'contribution');
  if (h.guest !== undefined) return reject('protocol/out-of-order', 'already joined');
  const [first, ...rest] = actions;
  if (
    actions.some((a) => a.player !== s.me) ||
    (first !== undefined && first.type !== 'commitWarlord') ||
    rest.some((a) => a.type !== 'warlord')
  )
    return reject('protocol/illegal-orders', 'R-R1/bad-guest-message');
  const message: JoinMessage = {
    type: 'join',
    header: headerAt(s, 0),
    contribution,
    actions: [...actions],
  };
  const setup: GameSetup = { ...s.setup, handshake: { ...h, guest: contribution } };
  const all = [...s.synced.actions, ...actions];
  const r = replayActions(engine, setup, all);
  if (!r.ok) return reject('protocol/illegal-orders', r.code);
  const synced = syncedAt(engine, r.state, all, s.table);
  return { ok: true, session: { ...s, setup, synced }, message };
}

/**
 * This phone's reveal code at the game's end (setup handshake): its private seed, for the other phone's
 * check of its deal. Null before the end or without the handshake.
 */
export function revealOf(s: Session, seed: string): RevealMessage | null {
  if (!s.setup.handshake?.table || !s.setup.handshake.guest || s.synced.state.phase !== 'over') return null;
  if (!isHandshakeHex(seed)) return null;
  return { type: 'reveal', header: headerAt(s, 0), seed };
}

/**
 * The guest's join code again (null once round 1's commitment completed the handshake), made from the
 * session: its contribution in the setup, its own actions at the end of the record (at setup it has no
 * others), the header of the point before them.
 */
export function guestJoinMessage(s: GuestSession, engine: EngineApi = RULES_ENGINE): JoinMessage | null {
  const h = s.setup.handshake;
  if (!h?.guest || h.table !== undefined) return null;
  let at = s.synced.actions.length;
  while (at > 0 && s.synced.actions[at - 1]?.player === s.me) at--;
  const before = s.synced.actions.slice(0, at);
  // The point the invitation named: the setup as it was then (the fingerprint covers the setup).
  const r = replayActions(engine, { ...s.setup, handshake: { commit: h.commit } }, before);
  if (!r.ok) return null;
  const point = syncedAt(engine, r.state, before, s.table);
  return {
    type: 'join',
    header: { ...headerAt(s, 0), round: headerRound(point.state), fingerprint: point.tag },
    contribution: h.guest,
    actions: s.synced.actions.slice(at),
  };
}

/** Seals the guest's own actions for this exchange: its orders (and its warlord commitment in the first round). */
export function guestSeal(
  s: GuestSession,
  actions: readonly Action[],
  engine: EngineApi = RULES_ENGINE,
): Step<GuestSession> | Rejection {
  if (s.own) return reject('protocol/out-of-order', 'already sealed');
  if (s.synced.state.phase === 'over') return reject('protocol/out-of-order', 'the game is over');
  const orders = actions.filter((a) => a.type === 'orders');
  if (
    orders.length !== 1 ||
    actions.some((a) => a.player !== s.me || a.type === 'decide' || a.type === 'pass')
  )
    return reject('protocol/illegal-orders', 'R-R1/bad-guest-message');
  // Checked on the position to plan on, when nothing the table still has to record stands in the way.
  let probe = s.preState ?? s.synced.state;
  for (const a of actions) {
    if (probe.pending !== null) break;
    const r = safeApply(engine, probe, a);
    if (!r.ok) {
      if (r.code.startsWith('R-D/') || r.code === 'R-R1/not-orders-phase') break;
      return reject('protocol/illegal-orders', r.code);
    }
    probe = r.state;
  }
  return { ok: true, session: { ...s, own: [...actions] } };
}

/**
 * Round 1: the guest's warlord commitment (and R-W8 head-start revealed with it) as a code of its own
 * (seq 0), shown only when a player plays a warlord at round 1's start, which needs both commitments; the
 * table scans it before sealing (one more scan, that round only). A later round: War Chariot's extra
 * warlord fills (R-W12) the same way, when the guest plays that warlord at the round's start.
 */
export function guestEarlyCommit(
  s: GuestSession,
  actions: readonly Action[],
  engine: EngineApi = RULES_ENGINE,
): Shown<GuestSession, OrdersMessage> | Rejection {
  if (s.commitment || s.own) return reject('protocol/out-of-order', 'only before the round is sealed');
  if (s.synced.state.phase === 'over') return reject('protocol/out-of-order', 'the game is over');
  // A later round: War Chariot's extra warlord fills only (R-W12), which join the synced point.
  const later = exchangesOf(s) > 0;
  const [commit, ...rest] = actions;
  if (
    commit?.type !== 'commitWarlord' ||
    actions.some((a) => a.player !== s.me) ||
    rest.some((a) => a.type !== (later ? 'commitWarlord' : 'warlord'))
  )
    return reject('protocol/illegal-orders', 'R-R1/bad-guest-message');
  const r = replayActions(engine, s.setup, [...s.synced.actions, ...actions]);
  if (!r.ok) return reject('protocol/illegal-orders', r.code);
  const session: GuestSession = { ...s, early: [...actions] };
  return { ok: true, session, message: { type: 'orders', header: headerAt(s, 0), actions: [...actions] } };
}

/** The guest's early warlord commitment code again, while the table may still scan it (null otherwise). */
export function guestEarlyMessage(s: GuestSession): OrdersMessage | null {
  if (!s.early || s.early.length === 0 || s.commitment) return null;
  return { type: 'orders', header: headerAt(s, 0), actions: [...s.early] };
}

/** Takes back the guest's sealed actions (to plan again, e.g. after the commitment showed new table actions). */
export function guestUnseal(s: GuestSession): Step<GuestSession> {
  return { ok: true, session: { ...s, own: null } };
}

/** The guest's orders QR: only once its own orders are sealed and the table's commitment is scanned. */
export function guestOrders(s: GuestSession): OrdersMessage | null {
  if (!s.own || !s.commitment) return null;
  const h = header(s, 3 * exchangesOf(s) + 2);
  return h ? { type: 'orders', header: h, actions: [...s.own] } : null;
}

/**
 * Round 1's commitment completes the guest's setup handshake: the table's contribution, checked against
 * the invitation's commitment, gives S; the synced point is replayed on the completed setup.
 */
function completeFromCommitment(
  s: GuestSession,
  m: CommitmentMessage,
  engine: EngineApi,
): Step<GuestSession> | Rejection {
  const h = s.setup.handshake;
  if (!h) return { ok: true, session: s };
  if (h.table !== undefined)
    return m.contribution === undefined || m.contribution === h.table
      ? { ok: true, session: s }
      : reject('protocol/commitment-mismatch', 'contribution');
  if (h.guest === undefined) return reject('protocol/out-of-order', 'show the join code first');
  if (m.contribution === undefined) return reject('protocol/out-of-order', 'no contribution');
  const setup = completedSetup(s.setup, m.contribution, h.guest);
  if (!setup) return reject('protocol/commitment-mismatch', 'contribution');
  const r = replayActions(engine, setup, s.synced.actions);
  if (!r.ok) return reject('protocol/illegal-orders', r.code);
  const synced = syncedAt(engine, r.state, s.synced.actions, s.table);
  return { ok: true, session: { ...s, setup, synced } };
}

function receiveCommitment(
  s: GuestSession,
  m: CommitmentMessage,
  engine: EngineApi,
): Step<GuestSession> | Rejection {
  const expected = 3 * exchangesOf(s) + 1;
  if (m.header.seq < expected) return reject('protocol/old-or-duplicate', 'old');
  if (m.header.seq > expected) return reject('protocol/out-of-order');
  if (s.commitment) {
    const same = m.hash.every((b, i) => b === s.commitment?.[i]);
    return same
      ? reject('protocol/old-or-duplicate', 'duplicate')
      : reject('protocol/commitment-mismatch', 'resealed');
  }
  if (s.setup.handshake) {
    const completed = completeFromCommitment(s, m, engine);
    if (!completed.ok) return completed;
    s = completed.session;
  }
  let synced = s.synced;
  if (m.header.fingerprint !== synced.tag) {
    // The table scanned this phone's early code (round 1's warlord commitment, or a later round's
    // extra warlord fills): the synced point includes it.
    let early: Synced | null = null;
    if (s.early && s.early.length > 0) {
      const r = replayActions(engine, s.setup, [...synced.actions, ...s.early]);
      if (r.ok) early = syncedAt(engine, r.state, [...synced.actions, ...s.early], s.table);
    }
    if (!early || early.tag !== m.header.fingerprint) return reject('protocol/fingerprint-mismatch');
    synced = early;
  }
  const wrongRound = roundMismatch(m, synced.state);
  if (wrongRound) return wrongRound;
  let preState = synced.state;
  for (const a of m.actions) {
    if (a.type === 'orders' || (a.type === 'commitWarlord' && a.player === s.me))
      return reject('protocol/illegal-orders', 'R-R1/bad-table-message');
    const r = safeApply(engine, preState, a);
    if (!r.ok) return reject('protocol/illegal-orders', r.code);
    preState = r.state;
  }
  const { early: _early, ...rest } = s;
  return {
    ok: true,
    session: { ...rest, synced, commitment: Uint8Array.from(m.hash), before: [...m.actions], preState },
  };
}

function receiveRoundRecord(
  s: GuestSession,
  m: RoundRecord,
  engine: EngineApi,
): Step<GuestSession> | Rejection {
  const n = exchangesOf(s) + 1;
  if (m.header.seq < 3 * n)
    return reject('protocol/old-or-duplicate', m.header.seq === 3 * (n - 1) ? 'duplicate' : 'old');
  if (m.header.seq > 3 * n) return reject('protocol/out-of-order');
  if (!s.commitment || !s.own) return reject('protocol/out-of-order', 'commitment or own orders missing');
  // The tag covers the record length too (PublicState.actions): it names the synced point.
  if (m.header.fingerprint !== s.synced.tag) return reject('protocol/fingerprint-mismatch');
  const wrongRound = roundMismatch(m, s.synced.state);
  if (wrongRound) return wrongRound;
  const tableOrders = m.items.filter((a) => a.type === 'orders' && a.player === s.table);
  if (tableOrders.length !== 1 || tableOrders[0]?.type !== 'orders')
    return reject('protocol/commitment-mismatch', 'no sealed orders in the record');
  // The record starts right after the commitment: no start-of-round play before the table's orders (R-W11).
  const late = afterSealRefusal(m.items, s.table);
  if (late) return late;
  const input = {
    gameId: s.gameId,
    round: n,
    sender: s.table,
    salt: m.salt,
    orders: actionBytes(tableOrders[0]),
  };
  if (!commitmentMatches(s.commitment, input)) return reject('protocol/commitment-mismatch');
  let state = s.preState ?? s.synced.state;
  const full: Action[] = [...s.synced.actions, ...(s.before ?? [])];
  let g = 0;
  for (const it of m.items) {
    let a: Action;
    if (it.type === 'guest') {
      const own = s.own[g++];
      if (!own) return reject('protocol/illegal-orders', 'R-R1/guest-actions-mismatch');
      a = own;
    } else {
      if (it.player === s.me && (it.type === 'orders' || it.type === 'commitWarlord'))
        return reject('protocol/illegal-orders', 'R-R1/guest-actions-mismatch');
      a = it;
    }
    const r = safeApply(engine, state, a);
    if (!r.ok) return reject('protocol/illegal-orders', r.code);
    state = r.state;
    full.push(a);
  }
  if (g !== s.own.length) return reject('protocol/illegal-orders', 'R-R1/guest-actions-mismatch');
  const synced = syncedAt(engine, state, full, s.table);
  if (synced.exchanges !== n) return reject('protocol/illegal-orders', 'R-R1/bad-table-message');
  if (synced.tag !== m.result) return reject('protocol/fingerprint-mismatch');
  return { ok: true, session: { ...s, synced, commitment: null, before: null, preState: null, own: null } };
}

// ---------------------------------------------------------------------------------------------- both

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
function restoreUnsafe(m: Message, engine: EngineApi): Step<Session> | Rejection {
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
function receiveResync<S extends Session>(s: S, m: Message, engine: EngineApi): Step<S> | Rejection {
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

function receiveUnsafe<S extends Session>(s: S, m: Message, engine: EngineApi): Step<S> | Rejection {
  if (m.header.gameId !== s.gameId) return reject('protocol/other-game');
  if (m.header.sender === s.me) return reject('protocol/out-of-order', 'own code');
  if (m.type === 'part') return reject('protocol/out-of-order', 'collect the parts first');
  if (m.type === 'resync') return receiveResync(s, m, engine);
  if (m.type === 'invitation') return reject('protocol/old-or-duplicate', 'invitation');
  if (m.type === 'reveal') return reject('protocol/out-of-order', 'a reveal code is checked, not taken in');
  if (s.role === 'table') {
    if (m.type === 'join') return receiveJoin(s, m, engine) as Step<S> | Rejection;
    if (m.type !== 'orders') return reject('protocol/out-of-order', 'the table expects the guest orders');
    return receiveOrders(s, m, engine) as Step<S> | Rejection;
  }
  if (m.type === 'commitment') return receiveCommitment(s, m, engine) as Step<S> | Rejection;
  if (m.type === 'round-record') return receiveRoundRecord(s, m, engine) as Step<S> | Rejection;
  return reject('protocol/out-of-order', 'the guest expects a commitment or a round record');
}

const unexpected = (e: unknown): Rejection =>
  reject('protocol/corrupted', `unexpected: ${e instanceof Error ? e.message : String(e)}`);

/** Joins a game from a scanned invitation: the guest's session. Never throws. */
export function joinGame(m: Message, engine: EngineApi = RULES_ENGINE): Step<GuestSession> | Rejection {
  try {
    return joinUnsafe(m, engine);
  } catch (e) {
    return unexpected(e);
  }
}

/** Restores a phone from a resync: this phone takes the role the sender does not have. Never throws. */
export function restoreFromResync(m: Message, engine: EngineApi = RULES_ENGINE): Step<Session> | Rejection {
  try {
    return restoreUnsafe(m, engine);
  } catch (e) {
    return unexpected(e);
  }
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

/** Handles any scanned message (parts reassembled first, see collectPart); a rejection changes nothing; never throws. */
export function receive<S extends Session>(
  s: S,
  m: Message,
  engine: EngineApi = RULES_ENGINE,
): Step<S> | Rejection {
  try {
    return receiveUnsafe(s, m, engine);
  } catch (e) {
    return unexpected(e);
  }
}
