// What the table phone takes in from the guest: its early code, its orders, its join code.

import type { Action } from '../../engine/types';
import { completedSetup } from '../handshake';
import type { JoinMessage, OrdersMessage } from '../messages';
import { reject, type Rejection } from '../rejection';
import { isStartOfRoundPlay } from '../seal-window';
import { standingItems } from '../table-items';
import {
  exchangesOf,
  replayActions,
  roundMismatch,
  safeApply,
  syncedAt,
  type EngineApi,
  type Step,
  type TableSession,
} from './core';
import { exchangeQueue, flush, freshTable, replayTable } from './table';

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

/** The guest's orders on the table, or its early code (seq 0) before the table seals. */
export function receiveOrders(
  s: TableSession,
  m: OrdersMessage,
  engine: EngineApi,
): Step<TableSession> | Rejection {
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
export function receiveJoin(
  s: TableSession,
  m: JoinMessage,
  engine: EngineApi,
): Step<TableSession> | Rejection {
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
