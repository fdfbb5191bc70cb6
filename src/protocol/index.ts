// The protocol's public API: messages between the two phones (PRODUCT.md "A round, two phones" and
// "Sync, fingerprints, recovery"). Pure TypeScript: no DOM, storage or camera.

/** Building and scanning QR texts and typed codes. */
export {
  messageToQrTexts,
  messageToTypedCodes,
  messageToTypedCode,
  readQrText,
  readTypedCode,
  QR_BUDGET,
  PART_VERSION,
} from './scan';
/** Numbered parts of long messages (resync). */
export {
  collectPart,
  EMPTY_COLLECTOR,
  progressOf,
  splitMessage,
  type PartCollector,
  type Progress,
  type CollectResult,
} from './parts';
/** Message types and bytes. */
export {
  decodeMessage,
  encodeMessage,
  type Message,
  type MessageHeader,
  type Invitation,
  type CommitmentMessage,
  type OrdersMessage,
  type RoundRecord,
  type Resync,
  type Part,
  type JoinMessage,
  type RevealMessage,
} from './messages';
/** The setup handshake: both phones' contributions, the shared value S, the revealed seed's check. */
export {
  completedSetup,
  contributionCommitment,
  contributionOf,
  handshakeNeeded,
  isHandshakeHex,
  seedCommitted,
  seedMatches,
  sharedOf,
  sharedValue,
} from './handshake';
/** The recovery secret a player notes at setup: it gives back its seed and its setup warlord's salt. */
export { isRecoverySecret, RECOVERY_SECRET_HEX, seedFromSecret, warlordSaltFromSecret } from './handshake';
/** The round count of a verified record (its round records), never a stored counter. */
export { exchangesInRecord } from './record-facts';
/** The per-phone state machine. */
export * from './session';
/** The start-of-round window closing at the table's seal (R-W11). */
export { afterSealRefusal, isStartOfRoundPlay } from './seal-window';
/** Typed rejections with interface message keys. */
export { reject, type HistoryLoss, type Rejection, type RejectionKey } from './rejection';
/** Salts and commitments. */
export {
  newWarlordSalt,
  freshSalt,
  commitmentHash,
  commitmentMatches,
  WARLORD_SALT_HEX,
  COMMITMENT_BYTES,
  SALT_BYTES,
  SALT_LENGTHS,
} from './commitment';
/** Random source. */
export { cryptoRandomBytes, type RandomBytes } from './random';
/** Typed salts for secret warlords played on the table phone. */
export { saltToTypedCode, saltFromTypedCode } from './typed-code';
/** Protocol version. */
export { PROTOCOL_VERSION } from './envelope';
/** True when a game id has the envelope's form (12 hex digits). */
export { isGameId } from './envelope';
/** What a typed code's check found wrong, for the typing screen's hint. */
export type { TypedCodeProblem } from './typed-code-check';
/** Bit-packed reading and writing (the game file packs its records as the wire does). */
export { BitReader, BitWriter } from './bits';
/** Record items and setups in their wire form, and the wire version a commitment hashes. */
export { readItem, writeItem, withOwnSaltElided, type RecordItem } from './codec/action';
export { readSetup, writeSetup } from './codec/setup';
export { CANONICAL_WIRE } from './codec/fields';
/** The game's vocabulary in wire order (players, provinces, cards, warlords). */
export { CARDS, PLAYERS, PROVINCES, WARLORDS } from './domain';
/** QR text prefix. */
export { QR_PREFIX } from './text';
