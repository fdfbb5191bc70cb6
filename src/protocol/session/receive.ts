// The entry points for scanned messages: each routed to its step, a throw turned into a refusal.

import type { Message } from '../messages';
import { reject, type Rejection } from '../rejection';
import { RULES_ENGINE, unexpected, type EngineApi, type GuestSession, type Session, type Step } from './core';
import { joinUnsafe } from './guest';
import { receiveCommitment, receiveRoundRecord, type OwnSalts } from './guest-receive';
import { restoreUnsafe, receiveResync } from './resync';
import { receiveJoin, receiveOrders } from './table-receive';

function receiveUnsafe<S extends Session>(
  s: S,
  m: Message,
  engine: EngineApi,
  own: OwnSalts | undefined,
): Step<S> | Rejection {
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
  if (m.type === 'commitment') return receiveCommitment(s, m, engine, own) as Step<S> | Rejection;
  if (m.type === 'round-record') return receiveRoundRecord(s, m, engine, own) as Step<S> | Rejection;
  return reject('protocol/out-of-order', 'the guest expects a commitment or a round record');
}

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
 * Handles any scanned message (parts reassembled first, see collectPart); a rejection changes nothing; never
 * throws. `own`: on the guest, the salts of its own secret warlords, which the table's codes leave out.
 */
export function receive<S extends Session>(
  s: S,
  m: Message,
  engine: EngineApi = RULES_ENGINE,
  own?: OwnSalts,
): Step<S> | Rejection {
  try {
    return receiveUnsafe(s, m, engine, own);
  } catch (e) {
    return unexpected(e);
  }
}
