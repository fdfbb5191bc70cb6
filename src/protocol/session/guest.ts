// The guest phone's own steps: joining, its join and reveal codes, sealing, its early and orders codes.

import type { Action, GameSetup } from '../../engine/types';
import { isHandshakeHex } from '../handshake';
import type { JoinMessage, Message, OrdersMessage, RevealMessage } from '../messages';
import { reject, type Rejection } from '../rejection';
import {
  exchangesOf,
  header,
  headerAt,
  headerRound,
  other,
  replayActions,
  RULES_ENGINE,
  safeApply,
  syncedAt,
  type EngineApi,
  type GuestSession,
  type Session,
  type Shown,
  type Step,
} from './core';

/** The guest's session from a scanned invitation (may throw: see joinGame). */
export function joinUnsafe(m: Message, engine: EngineApi): Step<GuestSession> | Rejection {
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
