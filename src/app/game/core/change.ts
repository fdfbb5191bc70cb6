// The result of a change to a game, and the refusals: kept apart from the controller so that the
// modules the controller uses (refusal text, restore-hand) can name them without importing it.
import type { Rejection as EngineRejection } from '../../../engine';
import type { Rejection as ProtocolRejection } from '../../../protocol';
import type { LocalGame } from './local-game';

/** A refusal: a protocol rejection (scans), an engine rejection (rules) or an app-level reason. */
export type Refusal =
  | { source: 'protocol'; rejection: ProtocolRejection }
  | { source: 'engine'; rejection: EngineRejection }
  | { source: 'app'; key: AppRefusal };

/** Reasons the app itself refuses a change. */
export type AppRefusal =
  | 'app/not-now'
  | 'app/incomplete-orders'
  | 'app/keep-first'
  | 'app/warlord-not-held'
  | 'app/card-not-in-hand'
  | 'app/recovery-code-mistyped'
  | 'app/recovery-code-wrong'
  | 'app/recovery-code-not-deal'
  | 'app/round-final'
  | 'app/nothing-to-take-back'
  | 'app/invitation-without-handshake';

/** The result of a change. */
export type Change = { ok: true; game: LocalGame } | { ok: false; refusal: Refusal };

/** A refusal by the app itself. */
export const refuseApp = (key: AppRefusal): Change => ({
  ok: false,
  refusal: { source: 'app', key },
});
