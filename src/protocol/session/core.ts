// The session's types and the helpers every part of the exchange shares: engine, replay, headers.
//
// The exchange of PRODUCT.md "A round, two phones" as a pure state machine per phone. Every function returns
// a new session (or a typed rejection) and never changes its input; a rejected message changes nothing.
//
// Exchange n (= round n) uses sequence numbers 3n-2 (table's commitment), 3n-1 (guest's orders) and
// 3n (table's round record); the invitation is 0, and so is the guest's early code (type orders), whose
// header round and fingerprint name the synced point it was shown at: round 1's warlord commitment, or
// in a later round War Chariot's extra warlord fill (R-W12), so it never collides with a round's
// numbers. Both phones keep the public record up to the last round
// record (the synced point); the table also records what happened since, which the round record carries.

import type { Action, GameSetup, Player, PublicState } from '../../engine/types';
import { applyAction, createGame, fingerprint } from '../../engine/index';
import { BitWriter } from '../bits';
import { writeItem } from '../codec/action';
import { CANONICAL_WIRE } from '../codec/fields';
import { fingerprintTag } from '../commitment';
import { MAX_ROUND, MAX_SEQ } from '../envelope';
import type { Message, MessageHeader } from '../messages';
import { cryptoRandomBytes, type RandomBytes } from '../random';
import { reject, type Rejection } from '../rejection';
import { exchangesInRecord } from '../record-facts';
import type { TableItem } from '../table-items';

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

/** What both phones' sessions hold: the game, the players and the synced point. */
export interface Common {
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

/** The other player. */
export const other = (p: Player): Player => (p === 'blue' ? 'red' : 'blue');

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

/** Applies one action; the engine code on a rejection, never a throw. */
export function safeApply(
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
export function replayActions(
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
export function headerRound(state: PublicState): number {
  return Math.min(MAX_ROUND, Math.max(0, state.round));
}

/** True when a sequence number fits the header's 6 bits. */
export function fitsSeq(seq: number): boolean {
  return Number.isInteger(seq) && seq >= 0 && seq <= MAX_SEQ;
}

/** Completed exchanges of a session, counted in its verified record (never a stored counter). */
export function exchangesOf(s: Common): number {
  return exchangesInRecord(s.synced.actions, s.table);
}

/** A header at `seq`, unchecked: seq 0 (invitation, early codes) and the resync (see resyncOf). */
export function headerAt(s: Session, seq: number): MessageHeader {
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
export function header(s: Session, seq: number): MessageHeader | null {
  return fitsSeq(seq) ? headerAt(s, seq) : null;
}

/** The refusal of a header whose round does not name the state its fingerprint names. */
export function roundMismatch(m: Message, state: PublicState): Rejection | null {
  const round = headerRound(state);
  return m.header.round === round
    ? null
    : reject('protocol/header-mismatch', `round ${m.header.round}, expected ${round}`);
}

/** The synced point at a state reached by a record. */
export function syncedAt(
  engine: EngineApi,
  state: PublicState,
  actions: readonly Action[],
  table: Player,
): Synced {
  return { state, actions, tag: stateTag(engine, state), exchanges: exchangesInRecord(actions, table) };
}

/** The refusal of a message that made a step throw. */
export const unexpected = (e: unknown): Rejection =>
  reject('protocol/corrupted', `unexpected: ${e instanceof Error ? e.message : String(e)}`);
