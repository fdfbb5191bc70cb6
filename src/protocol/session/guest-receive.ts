// What the guest phone takes in from the table: the commitment and the round record.

import type { Action, WarlordId } from '../../engine/types';
import { OWN_SALT, type RecordItem } from '../codec/action';
import { commitmentMatches } from '../commitment';
import { completedSetup } from '../handshake';
import type { CommitmentMessage, RoundRecord } from '../messages';
import { reject, type Rejection } from '../rejection';
import { afterSealRefusal } from '../seal-window';
import {
  actionBytes,
  exchangesOf,
  replayActions,
  roundMismatch,
  safeApply,
  syncedAt,
  type EngineApi,
  type GuestSession,
  type Step,
  type Synced,
} from './core';

/**
 * The salts of this phone's own secret warlords (the app's private side), by warlord; null when it holds
 * none for it. The table's version-5 codes leave them out (OWN_SALT): this phone puts them back.
 */
export type OwnSalts = (warlord: WarlordId) => string | null;

/** The items with this phone's own salts put back; a refusal when one is not held here. */
function withOwnSalts<T extends RecordItem>(
  s: GuestSession,
  items: readonly T[],
  own: OwnSalts | undefined,
): { ok: true; items: T[] } | Rejection {
  const out: T[] = [];
  for (const it of items) {
    if (it.type === 'guest' || !('salt' in it) || it.salt !== OWN_SALT) {
      out.push(it);
      continue;
    }
    const warlord = (it.type === 'warlord' ? it.warlord : it.type === 'decide' ? it.choice : '') as WarlordId;
    const salt = it.player === s.me ? (own?.(warlord) ?? null) : null;
    if (salt === null) return reject('protocol/illegal-orders', `R-R1/own-salt-unknown: ${warlord}`);
    out.push({ ...it, salt });
  }
  return { ok: true, items: out };
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

/** The table's commitment on the guest: the round's seal and the public actions recorded before it. */
export function receiveCommitment(
  s: GuestSession,
  message: CommitmentMessage,
  engine: EngineApi,
  own?: OwnSalts,
): Step<GuestSession> | Rejection {
  const restored = withOwnSalts(s, message.actions, own);
  if (!restored.ok) return restored;
  const m: CommitmentMessage = { ...message, actions: restored.items };
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

/** The table's round record on the guest: checked against the commitment, it moves the synced point on. */
export function receiveRoundRecord(
  s: GuestSession,
  message: RoundRecord,
  engine: EngineApi,
  own?: OwnSalts,
): Step<GuestSession> | Rejection {
  const restored = withOwnSalts(s, message.items, own);
  if (!restored.ok) return restored;
  const m: RoundRecord = { ...message, items: restored.items };
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
