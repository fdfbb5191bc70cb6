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
  seedCommitted,
  seedMatches,
  sharedOf,
  sharedValue,
} from './handshake';
/** The per-phone state machine. */
export * from './session';
/** The start-of-round window closing at the table's seal (R-W11). */
export { afterSealRefusal, isStartOfRoundPlay } from './seal-window';
/** Typed rejections with interface message keys. */
export { reject, type HistoryLoss, type Rejection, type RejectionKey } from './rejection';
/** Salts and commitments. */
export { newWarlordSalt, freshSalt, commitmentHash, commitmentMatches, WARLORD_SALT_HEX } from './commitment';
/** Random source. */
export { cryptoRandomBytes, type RandomBytes } from './random';
/** Typed salts for secret warlords played on the table phone. */
export { saltToTypedCode, saltFromTypedCode } from './typed-code';
/** Protocol version. */
export { PROTOCOL_VERSION } from './envelope';
/** QR text prefix. */
export { QR_PREFIX } from './text';
