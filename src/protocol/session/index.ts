// The public API of the per-phone state machine (PRODUCT.md "A round, two phones"; numbering: core.ts).

/** The session's types, the engine it uses and the helpers for headers and commitments. */
export {
  RULES_ENGINE,
  actionBytes,
  newGameId,
  peerHeader,
  stateTag,
  type EngineApi,
  type GuestSession,
  type OrdersAction,
  type Session,
  type Shown,
  type Step,
  type Synced,
  type TableSession,
} from './core';
/** The table's record of the current exchange, append-only (what stands after take-backs). */
export { standingItems, type TableItem, type TakeBack } from '../table-items';
/** The table phone's steps. */
export {
  commitmentOf,
  createHandshakeTable,
  createTable,
  freshTable,
  handshakePending,
  invitationOf,
  tableRecord,
  tableRoundDone,
  tableRoundRecord,
  tableSeal,
  tableTakeBack,
  takeBackStep,
} from './table';
/** The guest phone's steps. */
export {
  guestEarlyCommit,
  guestEarlyMessage,
  guestJoinCode,
  guestJoinMessage,
  guestOrders,
  guestSeal,
  guestUnseal,
  revealOf,
} from './guest';
/** What the guest puts back into the table's codes: its own warlords' salts. */
export type { OwnSalts } from './guest-receive';
/** Resync and repair. */
export { replaceFromResync, resyncOf } from './resync';
/** Scanned messages: the invitation, a resync on a fresh phone, and any message of a game in progress. */
export { joinGame, receive, restoreFromResync } from './receive';
