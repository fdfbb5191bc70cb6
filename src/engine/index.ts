// The engine's public API. No DOM, storage or camera: pure functions over plain data.
export * from './types';
/** Apply an action / create a game / check a setup. */
export { applyAction, createGame, validateSetup } from './reducer';
/** Replay a record. */
export { replay, type ReplayResult } from './replay';
/** Who chooses the resolution order; the public check of orders. */
export { chooser, checkOrdersPublic, fixedOrderRound } from './order';
/** Fingerprints. */
export { fingerprint, fingerprintWords, canonicalJson } from './fingerprint';
/** Warlord commitments and hashing; a string seed as a 32-bit PRNG seed. */
export {
  opensCommitment,
  seedFromString,
  shortWarlordCommitment,
  warlordCommitment,
  sha256Hex,
} from './crypto';
/** Defaults and state helpers. */
export { DEFAULT_OPTIONS, boardCount, eventsInPlay, warlordsInPlay } from './state';
/** Border table. */
export { DEFAULT_BORDERS, adjacency } from './borders';
/** Card facts. */
export { isFramed, ownedCount, cardSet, battleValues } from './cards';
/** Scoring helpers. */
export { displayColumn } from './scoring';
/** Private side: decks, hands, draws, own warlords. */
export * from './private';
/** Random-game driver. */
export { simulate, type SimOptions, type SimResult } from './simulate';
/** Pending decision of a state (or null); legal cards; a player's own count of cards in hand now. */
export { pendingDecision, legalOrders, handCountNow } from './query';
/** English rendering of log entries. */
export { describe } from './describe';
/** Window warlord targets the rules allow now, from public facts (salt-free). */
export { legalWindowTargets, windowTargetCandidates, WARLORD_RULE, type WarlordTarget } from './warlords';
/** The playout engine: the rules on one mutable integer state, for the opponent's playouts. */
export * as fast from './fast';
