// A game as a file: exported to keep or move it, imported after a strict check. The file holds
// this phone's whole game (public record, protocol progress, this player's private side).
//
// A file is checked, not trusted. Every field is type-checked, and every derived field
// (the states, the check tag, the round count, the guest's planning position, the table's live
// state) is rebuilt from the record with the protocol session's own functions; a file that claims
// anything its record does not produce is refused, and nothing on the phone changes.
import {
  canonicalJson,
  checkOrdersPublic,
  fingerprint,
  SHARED_DEAL,
  type Action,
  type Card,
  type DealVersion,
  type GameSetup,
  type PrivateState,
  type ProvinceId,
  type PublicState,
} from '../../../engine';
import {
  BitReader,
  BitWriter,
  readItem,
  writeItem,
  type RecordItem,
  readSetup,
  writeSetup,
  CANONICAL_WIRE,
  COMMITMENT_BYTES,
  SALT_LENGTHS,
  commitmentMatches,
  withOwnSaltElided,
  CARDS,
  PLAYERS,
  PROVINCES,
  WARLORDS,
  isGameId,
  collectPart,
  EMPTY_COLLECTOR,
  type PartCollector,
  messageToQrTexts,
  messageToTypedCodes,
  readQrText,
  contributionOf,
  isHandshakeHex,
  isRecoverySecret,
  seedCommitted,
  seedFromSecret,
  exchangesInRecord,
  afterSealRefusal,
  actionBytes,
  commitmentOf,
  guestJoinMessage,
  guestEarlyCommit,
  guestSeal,
  invitationOf,
  peerHeader,
  receive,
  RULES_ENGINE,
  standingItems,
  stateTag,
  tableRecord,
  type GuestSession,
  type OrdersAction,
  type Session,
  type Synced,
  type TableItem,
  freshTable,
  type TableSession,
  type Message,
  type RoundRecord,
} from '../../../protocol';
import { sealOrders } from '../core/controller';
import { provePrivate } from './deal';
import type {
  DrawDue,
  LocalGame,
  PassSeats,
  PlanDraft,
  ShownMessage,
  SoloLine,
  SoloSide,
} from '../core/local-game';
import { playingRound, recordActions } from '../core/local-game';
import { refusalText } from '../core/refusal-text';
import { recoveryCodes } from '../two-phone/warlord-recovery';

/** The file format's name and version. */
export const GAME_FILE_FORMAT = 'sun-tzu-referee/game';
/**
 * The newest file version this app writes and reads. Version 2 names the game's mode beside the game
 * (`mode`), so that a pass-and-play or solo file whose second seat was cut out is refused, not read as
 * a lone two-phone table seat; version 1 files (no `mode`) are still read.
 */
export const GAME_FILE_VERSION = 2;

/** How a game is played, as a version 2 file names it. */
export type GameFileMode = 'two-phones' | 'pass-and-play' | 'solo';

/** The mode a stored game is in. */
export function gameFileMode(game: LocalGame): GameFileMode {
  return game.solo ? 'solo' : game.pass ? 'pass-and-play' : 'two-phones';
}

/** Why an imported file was refused (each has a message for the player in the i18n catalogues). */
export type ImportError =
  | 'import/not-json'
  | 'import/not-a-game'
  | 'import/newer-version'
  | 'import/bad-version'
  | 'import/damaged-record'
  | 'import/bad-field'
  | 'import/false-claim'
  | 'import/illegal-action'
  | 'import/seal-mismatch'
  | 'import/phone-newer'
  | 'import/other-seat'
  | 'import/too-large'
  | 'import/not-dealt'
  | 'import/impossible-hand';

/**
 * The largest game file read, in characters. A complete 9-round game's file is about 40,000
 * characters (pass-and-play and against the phone, both seats; 18,000 for one phone of two; measured
 * in test/app/game/file/game-file-rebuild.test.ts): anything 25 times that is not a game this app wrote.
 */
export const GAME_FILE_MAX_CHARS = 1_000_000;

const BYTES = '$bytes';

function toJsonValue(_key: string, value: unknown): unknown {
  if (value instanceof Uint8Array) {
    return { [BYTES]: [...value].map((b) => b.toString(16).padStart(2, '0')).join('') };
  }
  return value;
}

function fromJsonValue(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && BYTES in value) {
    const hex = (value as Record<string, unknown>)[BYTES];
    if (typeof hex !== 'string' || !/^([0-9a-f]{2})*$/.test(hex)) throw new Error('bad bytes');
    return Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
  }
  return value;
}

/** The file text of a game; it also lists the recovery codes of this player's unplayed secret warlords, readable by a person. */
export function exportGame(game: LocalGame): string {
  const warlordRecoveryCodes = game.pass ? [] : recoveryCodes(game);
  return JSON.stringify(
    {
      format: GAME_FILE_FORMAT,
      version: GAME_FILE_VERSION,
      mode: gameFileMode(game),
      warlordRecoveryCodes,
      game,
    },
    toJsonValue,
    1,
  );
}

/** A file name for a game's export. */
export function exportFileName(game: LocalGame): string {
  return `sun-tzu-${game.id}-round-${game.session.synced.exchanges}.json`;
}

// ------------------------------------------------------------------------------------ checking

/** A refusal thrown inside the check and turned into the import's answer (never escapes this module). */
class Refused extends Error {
  constructor(
    readonly code: ImportError,
    detail: string,
  ) {
    super(detail);
  }
}

function refuse(code: ImportError, detail: string): never {
  throw new Refused(code, detail);
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)
  );
}

function object(value: unknown, what: string): Json {
  if (!isObject(value)) refuse('import/bad-field', `${what}: not an object`);
  return value;
}

function array(value: unknown, what: string, max = 10_000): unknown[] {
  if (!Array.isArray(value) || value.length > max) refuse('import/bad-field', `${what}: not a list`);
  return value;
}

function int(value: unknown, min: number, max: number, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    refuse('import/bad-field', `${what}: not an integer in ${min}..${max}`);
  return value;
}

/** A time stamp (milliseconds): any finite number not below zero. */
function time(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    refuse('import/bad-field', `${what}: not a time`);
  return value;
}

function bool(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') refuse('import/bad-field', `${what}: not true or false`);
  return value;
}

function text(value: unknown, what: string, max = 100_000): string {
  if (typeof value !== 'string' || value.length > max) refuse('import/bad-field', `${what}: not a text`);
  return value;
}

function oneOf<T extends string>(list: readonly T[], value: unknown, what: string): T {
  if (typeof value !== 'string' || !(list as readonly string[]).includes(value))
    refuse('import/bad-field', `${what}: not one of ${list.join(', ')}`);
  return value as T;
}

function bytes(value: unknown, lengths: readonly number[], what: string): Uint8Array {
  if (!(value instanceof Uint8Array) || !lengths.includes(value.length))
    refuse('import/bad-field', `${what}: not ${lengths.join(' or ')} bytes`);
  return value;
}

function nullable<T>(value: unknown, check: (v: unknown) => T): T | null {
  return value === null ? null : check(value);
}

function optional<T>(value: unknown, check: (v: unknown) => T): T | undefined {
  return value === undefined ? undefined : check(value);
}

const same = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/** One record item exactly as the wire codec writes and reads it (types, ids and fields all canonical). */
function recordItem(value: unknown, what: string): RecordItem {
  const item = object(value, what);
  let back: RecordItem;
  try {
    const w = new BitWriter();
    writeItem(w, item as unknown as RecordItem, CANONICAL_WIRE);
    back = readItem(new BitReader(w.finish()), CANONICAL_WIRE);
  } catch {
    refuse('import/bad-field', `${what}: not an action`);
  }
  let equal = false;
  try {
    equal = same(back, item);
  } catch {
    equal = false;
  }
  if (!equal) refuse('import/bad-field', `${what}: not an action`);
  return back;
}

function action(value: unknown, what: string): Action {
  const item = recordItem(value, what);
  if (item.type === 'guest') refuse('import/bad-field', `${what}: a place-holder where an action belongs`);
  return item;
}

function actions(value: unknown, what: string): Action[] {
  return array(value, what).map((a, i) => action(a, `${what}[${i}]`));
}

function tableItem(value: unknown, what: string): TableItem {
  if (isObject(value) && value.type === 'takeBack') {
    if (Object.keys(value).length !== 1) refuse('import/bad-field', `${what}: not a take-back`);
    return { type: 'takeBack' };
  }
  return recordItem(value, what);
}

/** The setup exactly as the wire codec writes and reads it. */
function setupOf(value: unknown, gameId: string): GameSetup {
  const setup = object(value, 'setup');
  if (setup.gameId !== gameId) refuse('import/not-a-game', 'setup: another game');
  let back: GameSetup;
  try {
    const w = new BitWriter();
    writeSetup(w, setup as unknown as GameSetup, CANONICAL_WIRE);
    back = readSetup(new BitReader(w.finish()), gameId, CANONICAL_WIRE);
  } catch {
    refuse('import/bad-field', 'setup: not a setup');
  }
  let equal = false;
  try {
    equal = same(back, setup);
  } catch {
    equal = false;
  }
  if (!equal) refuse('import/bad-field', 'setup: not a setup');
  return back;
}

/** A state in the file must be exactly the one the record gives (its fingerprint covers every field). */
function sameState(claimed: unknown, replayed: PublicState, what: string): void {
  let equal = false;
  try {
    equal = isObject(claimed) && fingerprint(claimed as unknown as PublicState) === fingerprint(replayed);
  } catch {
    equal = false;
  }
  if (!equal) refuse('import/damaged-record', `${what}: not what the record gives`);
}

/** Replays the record from the setup with the rules engine; refused when the engine refuses an action. */
function replayRecord(setup: GameSetup, record: readonly Action[]): PublicState {
  const created = RULES_ENGINE.createGame(setup);
  if (!created.ok) refuse('import/damaged-record', `setup: ${created.rejection.code}`);
  let state = created.state;
  for (const [i, a] of record.entries()) {
    const applied = RULES_ENGINE.applyAction(state, a);
    if (!applied.ok) refuse('import/damaged-record', `synced.actions[${i}]: ${applied.rejection.code}`);
    state = applied.state;
  }
  return state;
}

/** The synced point rebuilt from its record: state, tag and round count must be what the record gives. */
function checkSynced(value: unknown, setup: GameSetup, table: (typeof PLAYERS)[number]): Synced {
  const synced = object(value, 'synced');
  const record = actions(synced.actions, 'synced.actions');
  const state = replayRecord(setup, record);
  sameState(synced.state, state, 'synced.state');
  const tag = stateTag(RULES_ENGINE, state);
  if (synced.tag !== tag) refuse('import/false-claim', 'synced.tag: not the record’s');
  const exchanges = exchangesInRecord(record, table);
  if (synced.exchanges !== exchanges) refuse('import/false-claim', 'synced.exchanges: not the record’s');
  return { state, actions: record, tag, exchanges };
}

/** The table's session rebuilt from its synced point over its standing items, as a take-back replays it. */
function checkTable(
  s: Json,
  common: Omit<TableSession, 'role' | 'state' | 'items' | 'guestApplied' | 'sealed' | 'received' | 'queue'>,
): TableSession {
  const items = array(s.items, 'items').map((it, i) => tableItem(it, `items[${i}]`));
  const sealedIn = nullable(s.sealed, (v) => object(v, 'sealed'));
  const received = nullable(s.received, (v) => actions(v, 'received'));
  array(s.guestApplied, 'guestApplied').forEach((a, i) => action(a, `guestApplied[${i}]`));
  array(s.queue, 'queue').forEach((q, i) => {
    const entry = object(q, `queue[${i}]`);
    action(entry.action, `queue[${i}].action`);
    bool(entry.guest, `queue[${i}].guest`);
  });
  let sealed: TableSession['sealed'] = null;
  if (sealedIn) {
    const sealedAction = action(sealedIn.action, 'sealed.action');
    if (sealedAction.type !== 'orders') refuse('import/bad-field', 'sealed.action: not orders');
    sealed = {
      action: sealedAction,
      salt: bytes(sealedIn.salt, SALT_LENGTHS, 'sealed.salt'),
      hash: bytes(sealedIn.hash, [COMMITMENT_BYTES, 32], 'sealed.hash'),
      at: int(sealedIn.at, 0, items.length, 'sealed.at'),
    };
  }
  if (received && !sealed) refuse('import/bad-field', 'received: orders received before sealing');

  const standing = standingItems(items);
  // No start-of-round play between the seal and the table's orders (R-W11).
  const late = sealed && afterSealRefusal(standing.slice(sealed.at), common.table);
  if (late) refuse('import/illegal-action', `items: ${late.key} ${late.detail ?? ''}`);
  let cur: TableSession = freshTable(common);
  for (let i = 0; i <= standing.length; i++) {
    if (sealed && i === sealed.at) cur = applySeal(cur, sealed, received);
    const item = standing[i];
    // The sealed queue's items (orders, the guest's place-holders) come back by themselves (checked below).
    if (!item || item.type === 'guest' || item.type === 'orders') continue;
    const recorded = tableRecord(cur, item);
    if (!recorded.ok) refuse('import/damaged-record', `items: ${recorded.key} ${recorded.detail ?? ''}`);
    cur = recorded.session;
  }
  if (sealed && sealed.at > standing.length) refuse('import/bad-field', 'sealed.at: past the items');
  if (!same(cur.items, standing)) refuse('import/damaged-record', 'items: do not replay');
  sameState(s.state, cur.state, 'state');
  if (!same(s.guestApplied, cur.guestApplied)) refuse('import/false-claim', 'guestApplied: not the items’');
  if (!same(s.queue, cur.queue)) refuse('import/false-claim', 'queue: not the sealed actions’');
  return { ...cur, items };
}

/**
 * Orders the engine would refuse are refused: applied where the engine takes orders now, else (round
 * 1's seal comes before the setup completes) the rules' public check of the same orders.
 */
function checkOrders(state: PublicState, orders: OrdersAction, what: string): void {
  let code: string | null = null;
  if (state.phase === 'orders' && state.pending === null) {
    const probe = RULES_ENGINE.applyAction(state, orders);
    if (!probe.ok) code = probe.rejection.code;
  } else {
    const extra = { sequence: orders.sequence, secondSix: orders.secondSix };
    code = checkOrdersPublic(state, orders.player, orders.orders, extra)?.code ?? null;
  }
  if (code !== null) refuse('import/illegal-action', `${what}: ${code}`);
}

/** The table's seal at its place in the items: orders the engine takes, the commitment made of them, and the guest's orders received through the session. */
function applySeal(
  cur: TableSession,
  sealed: NonNullable<TableSession['sealed']>,
  received: readonly Action[] | null,
): TableSession {
  const orders: OrdersAction = sealed.action as OrdersAction;
  if (orders.player !== cur.me) refuse('import/illegal-action', 'sealed: not the table player’s orders');
  if (cur.synced.state.phase === 'over') refuse('import/illegal-action', 'sealed: the game is over');
  checkOrders(cur.state, orders, 'sealed');
  const input = {
    gameId: cur.gameId,
    round: cur.synced.exchanges + 1,
    sender: cur.me,
    salt: sealed.salt,
    orders: actionBytes(orders),
  };
  if (!commitmentMatches(sealed.hash, input)) refuse('import/seal-mismatch', 'sealed: hash');
  let next: TableSession = { ...cur, sealed };
  if (received) {
    const header = peerHeader(cur, 3 * cur.synced.exchanges + 2);
    const r = receive(next, { type: 'orders', header, actions: [...received] });
    if (!r.ok) refuse('import/illegal-action', `received: ${r.key} ${r.detail ?? ''}`);
    next = r.session;
  }
  return next;
}

/** The guest's session rebuilt: its early code, the table's commitment (which gives the position to plan on) and its own sealed actions, each through the session. */
function checkGuest(
  s: Json,
  common: Omit<GuestSession, 'role' | 'commitment' | 'before' | 'preState' | 'own' | 'early'>,
): GuestSession {
  const commitment = nullable(s.commitment, (v) => bytes(v, [COMMITMENT_BYTES, 32], 'commitment'));
  const before = nullable(s.before, (v) => actions(v, 'before'));
  const own = nullable(s.own, (v) => actions(v, 'own'));
  const early = optional(s.early, (v) => actions(v, 'early'));
  if ((commitment === null) !== (before === null) || (commitment === null) !== (s.preState === null))
    refuse('import/false-claim', 'commitment, before and preState: not together');
  if (early && commitment) refuse('import/false-claim', 'early: kept after the commitment');
  let cur: GuestSession = {
    ...common,
    role: 'guest',
    commitment: null,
    before: null,
    preState: null,
    own: null,
  };
  if (early) {
    const shown = guestEarlyCommit(cur, early);
    if (!shown.ok) refuse('import/illegal-action', `early: ${shown.key} ${shown.detail ?? ''}`);
    cur = shown.session;
  }
  const withCommitment = (g: GuestSession): GuestSession => {
    if (!commitment || !before) return g;
    const header = peerHeader(g, 3 * g.synced.exchanges + 1);
    const r = receive(g, { type: 'commitment', header, hash: commitment, actions: [...before] });
    if (!r.ok) refuse('import/illegal-action', `commitment: ${r.key} ${r.detail ?? ''}`);
    return r.session;
  };
  const sealOwn = (g: GuestSession): GuestSession => {
    if (!own) return g;
    for (const a of own) if (a.type === 'orders') checkOrders(g.preState ?? g.synced.state, a, 'own');
    const r = guestSeal(g, own);
    if (!r.ok) refuse('import/illegal-action', `own: ${r.key} ${r.detail ?? ''}`);
    return r.session;
  };
  // The guest seals before or after it scans the commitment: either order the session accepts will do.
  try {
    cur = sealOwn(withCommitment(cur));
  } catch (e) {
    if (!(e instanceof Refused) || !own || !commitment) throw e;
    cur = withCommitment(sealOwn(cur));
  }
  if (commitment && cur.preState) sameState(s.preState, cur.preState, 'preState');
  return cur;
}

const SHOWN_KINDS = [
  'invitation',
  'commitment',
  'orders',
  'round-record',
  'resync',
  'warlord-commitment',
  'join',
] as const;
const LEVELS = ['easy', 'normal', 'hard'] as const;
const DECISIONS = ['reactiveWarlord', 'take', 'lightInfantry', 'extraWarlord', 'turnEvent'] as const;

function warlordSalt(value: unknown, what: string): { id: (typeof WARLORDS)[number]; salt: string } {
  const w = object(value, what);
  return { id: oneOf(WARLORDS, w.id, `${what}.id`), salt: text(w.salt, `${what}.salt`, 256) };
}

function cards(value: unknown, what: string): Card[] {
  return array(value, what, 64).map((c, i) => oneOf(CARDS, c, `${what}[${i}]`));
}

/** This player's private side as the file states it (hand, deck, drawn cards, own warlords), typed and in range; proved by `provePrivate` afterwards. */
function checkPriv(value: unknown, me: (typeof PLAYERS)[number]): PrivateState | null {
  if (value === null) return null;
  const priv = object(value, 'priv');
  if (priv.player !== me) refuse('import/bad-field', 'priv.player: not this seat’s');
  const warlords = array(priv.warlords, 'priv.warlords', 16).map((v, i) => ({
    ...warlordSalt(v, `priv.warlords[${i}]`),
    used: bool(object(v, 'priv.warlords').used, `priv.warlords[${i}].used`),
  }));
  if (new Set(warlords.map((w) => w.id)).size !== warlords.length)
    refuse('import/bad-field', 'priv.warlords: a warlord twice');
  return {
    player: me,
    hand: cards(priv.hand, 'priv.hand'),
    deck: cards(priv.deck, 'priv.deck'),
    drawn: cards(priv.drawn, 'priv.drawn'),
    warlords,
  };
}

/** The plan draft: cards by province, an order of the five provinces, and whether it waits sealed. */
function checkPlan(value: unknown): PlanDraft | null {
  if (value === null) return null;
  const plan = object(value, 'plan');
  const round = int(plan.round, 1, 9, 'plan.round');
  const given = object(plan.orders, 'plan.orders');
  const orders: PlanDraft['orders'] = {};
  for (const [p, c] of Object.entries(given))
    orders[oneOf(PROVINCES, p, 'plan.orders')] = oneOf(CARDS, c, `plan.orders.${p}`);
  const sequence = nullable(plan.sequence, (v) =>
    array(v, 'plan.sequence', 5).map((p, i) => oneOf(PROVINCES, p, `plan.sequence[${i}]`)),
  );
  const ready = bool(plan.ready, 'plan.ready');
  const putBack = optional(plan.putBack, (v) => nullable(v, (n) => int(n, 0, 2, 'plan.putBack')));
  // Real cards: the cards tapped as kept of a draw pending (R-R4: at most 2 kept).
  const kept = optional(plan.kept, (v) =>
    array(v, 'plan.kept', 2).map((c, i) => oneOf(CARDS, c, `plan.kept[${i}]`)),
  );
  return {
    round,
    orders,
    sequence,
    ready,
    ...(putBack !== undefined ? { putBack } : {}),
    ...(kept !== undefined ? { kept } : {}),
  };
}

/** The facts a phone keeps about a game that only it knows (times, secrets it chose, where its screens are): each of its type and in range, copied field by field. */
type LocalFacts = Omit<
  LocalGame,
  'id' | 'session' | 'priv' | 'plan' | 'planNotice' | 'draw' | 'showing' | 'pass' | 'solo'
>;

/** The other facts a phone keeps about a game: each of its type and in range, and nothing else. */
function checkLocal(game: Json, synced: Synced): LocalFacts {
  const deal = optional(game.deal, (v) => int(v, 1, 3, 'deal') as DealVersion);
  const handshakeSeed = optional(game.handshakeSeed, (v) =>
    isHandshakeHex(v) ? v : refuse('import/bad-field', 'handshakeSeed'),
  );
  // A recovery secret must give this file's seed (checked with the seed, in provedPrivate).
  const recoverySecret = optional(game.recoverySecret, (v) =>
    isRecoverySecret(v) ? v : refuse('import/bad-field', 'recoverySecret'),
  );
  const restoredHand = optional(game.restoredHand, (v) => {
    const r = object(v, 'restoredHand');
    return { at: int(r.at, 0, synced.actions.length, 'restoredHand.at'), named: cards(r.named, 'named') };
  });
  const extraWarlords = optional(game.extraWarlords, (v) =>
    array(v, 'extraWarlords', 16).map((w, i) => warlordSalt(w, `extraWarlords[${i}]`)),
  );
  const recoveryCodeDue = optional(game.recoveryCodeDue, (v) => bool(v, 'recoveryCodeDue'));
  const recoveryCodeOf = optional(game.recoveryCodeOf, (v) => warlordSalt(v, 'recoveryCodeOf'));
  const recovery = optional(game.recovery, (v) => oneOf(['ask', 'later'] as const, v, 'recovery'));
  const scoringSeen = optional(game.scoringSeen, (v) => int(v, 0, 9, 'scoringSeen'));
  const displaysTurned = optional(game.displaysTurned, (v) => int(v, 0, 9, 'displaysTurned'));
  return {
    createdAt: time(game.createdAt, 'createdAt'),
    updatedAt: time(game.updatedAt, 'updatedAt'),
    privateSeed: nullable(game.privateSeed, (v) => text(v, 'privateSeed', 256)),
    ...(deal !== undefined ? { deal } : {}),
    ...(handshakeSeed !== undefined ? { handshakeSeed } : {}),
    ...(recoverySecret !== undefined ? { recoverySecret } : {}),
    ...(restoredHand !== undefined ? { restoredHand } : {}),
    chosenWarlord: nullable(game.chosenWarlord, (v) => warlordSalt(v, 'chosenWarlord')),
    privSyncedActions: int(game.privSyncedActions, 0, synced.actions.length, 'privSyncedActions'),
    revealShown: int(game.revealShown, 0, PROVINCES.length, 'revealShown'),
    joined: bool(game.joined, 'joined'),
    ...(extraWarlords !== undefined ? { extraWarlords } : {}),
    ...(recoveryCodeDue !== undefined ? { recoveryCodeDue } : {}),
    ...(recoveryCodeOf !== undefined ? { recoveryCodeOf } : {}),
    ...(recovery !== undefined ? { recovery } : {}),
    ...(scoringSeen !== undefined ? { scoringSeen } : {}),
    ...(displaysTurned !== undefined ? { displaysTurned } : {}),
  };
}

/** The draw the file says is due, typed and in range (then proved against the deal or the public counts). */
function checkDraw(value: unknown): DrawDue | null {
  return nullable(value, (v) => {
    const draw = object(v, 'draw');
    return { drew: int(draw.drew, 0, 20, 'draw.drew'), keep: int(draw.keep, 0, 20, 'draw.keep') };
  });
}

/** The private side rebuilt from the deal (app cards) or checked against the card set (real cards). */
function provedPrivate(
  session: Session,
  local: LocalFacts,
  priv: PrivateState | null,
  draw: DrawDue | null,
): { priv: PrivateState | null; draw: DrawDue | null } {
  // The setup handshake: the seed is the one this player committed to before the deal's shared value was known.
  const seed = local.handshakeSeed;
  if (seed !== undefined && !seedCommitted(session.setup, session.me, session.table, seed))
    refuse('import/not-dealt', 'handshakeSeed: not the seed committed at setup');
  if (local.deal === SHARED_DEAL && (seed === undefined || local.privateSeed !== seed))
    refuse('import/not-dealt', 'privateSeed: not the seed committed at setup');
  const secret = local.recoverySecret;
  if (secret !== undefined && (seed === undefined || seedFromSecret(secret) !== seed))
    refuse('import/not-dealt', 'recoverySecret: not the secret of the committed seed');
  if (priv === null) {
    if (local.privateSeed !== null || draw !== null)
      refuse('import/not-dealt', 'priv: none, but a seed or a draw');
    return { priv: null, draw: null };
  }
  const proof = provePrivate({
    setup: session.setup,
    me: session.me,
    actions: session.synced.actions,
    privSyncedActions: local.privSyncedActions,
    privateSeed: local.privateSeed,
    deal: local.deal ?? 1,
    restoredHand: local.restoredHand,
    priv,
    draw,
  });
  if (!proof.ok)
    refuse(proof.error === 'not-dealt' ? 'import/not-dealt' : 'import/impossible-hand', proof.detail);
  return { priv: proof.priv, draw: proof.draw };
}

/** The QR texts of a stored message read back into the message (one code, or numbered parts). */
function readShown(texts: readonly string[]): Message | null {
  let collector: PartCollector = EMPTY_COLLECTOR;
  for (const t of texts) {
    const read = readQrText(t);
    if (!read.ok) return null;
    if (read.message.type !== 'part') return texts.length === 1 ? read.message : null;
    const collected = collectPart(collector, read.message);
    if (!collected.ok) return null;
    if (collected.done) return collected.message;
    collector = collected.collector;
  }
  return null;
}

/** True when a guest's own message must have brought one of these actions (its orders or warlord commitments), which a round record holds as place-holders. */
function guestSent(actions: readonly Action[], guest: (typeof PLAYERS)[number]): boolean {
  return actions.some((a) => a.type === 'orders' || (a.type === 'commitWarlord' && a.player === guest));
}

/**
 * The round record a table shows after a round, rebuilt: its items must be the record's last actions
 * (the guest's own as place-holders), its result the record's check tag, and its header the synced
 * point before the round; only the salt (which this phone no longer keeps) is read from the file.
 */
function roundRecordShown(s: TableSession, texts: readonly string[]): RoundRecord {
  const m = readShown(texts);
  if (!m || m.type !== 'round-record') refuse('import/false-claim', 'showing: not a round record');
  const { actions, exchanges, tag } = s.synced;
  const start = actions.length - m.items.length;
  const tail = actions.slice(start);
  const guest = s.me === 'blue' ? 'red' : 'blue';
  // The items from the seal on: both players' orders of the round among them, the guest's own as place-holders.
  const fits =
    exchanges > 0 &&
    start >= 0 &&
    exchangesInRecord(tail, s.table) === 1 &&
    exchangesInRecord(tail, guest) === 1 &&
    m.items.every((it, i) => {
      const a = tail[i];
      // The guest's own salts are left out of a version-5 code (its phone puts them back).
      return it.type === 'guest'
        ? a?.player === guest
        : a !== undefined && (same(it, a) || same(it, withOwnSaltElided(a, guest)));
    });
  if (!fits || m.result !== tag) refuse('import/false-claim', 'showing: not this record’s round record');
  // The synced point before the round: after the last orders before the seal, the tag the header names.
  let lastOrders = -1;
  for (let i = 0; i < start; i++) if (actions[i]?.type === 'orders') lastOrders = i;
  let state = RULES_ENGINE.createGame(s.setup);
  let before: Synced | null = null;
  const prefix: Action[] = [];
  for (let i = 0; state.ok && i <= start; i++) {
    const here = state.state;
    if (
      i > lastOrders &&
      stateTag(RULES_ENGINE, here) === m.header.fingerprint &&
      !guestSent(actions.slice(i, start), guest)
    )
      before = { state: here, actions: prefix.slice(), tag: m.header.fingerprint, exchanges: exchanges - 1 };
    const a = actions[i];
    if (!a) break;
    prefix.push(a);
    state = RULES_ENGINE.applyAction(here, a);
  }
  if (!before) refuse('import/false-claim', 'showing: not after a synced point');
  const header = { ...peerHeader({ ...s, synced: before }, 3 * exchanges), sender: s.me };
  if (!same(header, m.header)) refuse('import/false-claim', 'showing: header');
  return {
    type: 'round-record',
    header,
    salt: bytes(m.salt, SALT_LENGTHS, 'showing.salt'),
    items: m.items.map((it, i) => (it.type === 'guest' ? it : (tail[i] ?? it))),
    result: tag,
  };
}

/**
 * The code this phone shows, made again from the session by the functions that made it in play (the
 * invitation, the table's commitment, its round record); the file only says which one is up.
 */
function checkShowing(value: unknown, session: Session): ShownMessage | null {
  if (value === null) return null;
  const shown = object(value, 'showing');
  const kind = oneOf(SHOWN_KINDS, shown.kind, 'showing.kind');
  const texts = array(shown.texts, 'showing.texts', 64).map((t, i) => text(t, `showing.texts[${i}]`, 10_000));
  let message: Message | null = null;
  if (session.role === 'table' && kind === 'invitation') message = invitationOf(session);
  if (session.role === 'table' && kind === 'commitment') message = commitmentOf(session);
  if (session.role === 'guest' && kind === 'join') message = guestJoinMessage(session);
  // Start-of-round plays recorded under the record (items since the synced point) leave it on screen.
  if (session.role === 'table' && kind === 'round-record' && !session.sealed)
    message = roundRecordShown(session, texts);
  if (!message) refuse('import/false-claim', `showing: no ${kind} to show`);
  return { kind, texts: messageToQrTexts(message), typed: messageToTypedCodes(message) };
}

/**
 * The notice under a guest's plan, said again: a plan that waited sealed for the table's commitment
 * and then was refused on its position shows why; the file only says whether a notice is up.
 */
function checkNotice(value: unknown, game: LocalGame): string | null {
  const claimed = nullable(value, (v) => text(v, 'planNotice', 2000));
  const s = game.session;
  if (claimed === null || s.role !== 'guest' || !s.commitment || s.own || !game.plan || game.plan.ready)
    return null;
  const sealed = sealOrders({ ...game, plan: { ...game.plan, ready: true } }, game.updatedAt);
  return sealed.ok ? null : refusalText(sealed.refusal);
}

/** One seat checked in full; its session rebuilt from the record, its private side from the deal, every other field copied one by one (anything else in the file is left out). */
function checkSeat(value: unknown): LocalGame {
  const game = object(value, 'game');
  const s = object(game.session, 'session');
  if (typeof game.id !== 'string' || !isGameId(game.id) || game.id !== s.gameId)
    refuse('import/not-a-game', 'id');
  const gameId = game.id;
  const role = oneOf(['table', 'guest'] as const, s.role, 'session.role');
  const table = oneOf(PLAYERS, s.table, 'session.table');
  const me = oneOf(PLAYERS, s.me, 'session.me');
  if ((role === 'table') !== (me === table)) refuse('import/not-a-game', 'session.me: not the role’s player');
  const setup = setupOf(s.setup, gameId);
  const synced = checkSynced(s.synced, setup, table);
  const common = { gameId, setup, table, me, synced };
  const session: Session = role === 'table' ? checkTable(s, common) : checkGuest(s, common);
  const local = checkLocal(game, synced);
  const proved = provedPrivate(session, local, checkPriv(game.priv, me), checkDraw(game.draw));
  // The table's contribution to the setup handshake comes from its seed (checked in provedPrivate).
  if (session.role === 'table' && setup.handshake && local.handshakeSeed)
    session.contribution = contributionOf(gameId, me, local.handshakeSeed);
  const seat: LocalGame = {
    id: gameId,
    ...local,
    session,
    priv: proved.priv,
    draw: proved.draw,
    plan: checkPlan(game.plan),
    planNotice: null,
    showing: checkShowing(game.showing, session),
  };
  return { ...seat, planNotice: checkNotice(game.planNotice, seat) };
}

/** One line of what the computer did, rebuilt field by field for its kind. */
function checkLine(value: unknown, i: number): SoloLine {
  const line = object(value, `solo.lines[${i}]`);
  const round = int(line.round, 0, 9, `solo.lines[${i}].round`);
  const kind = oneOf(['warlord', 'sealed', 'decision', 'play', 'done', 'keep'] as const, line.kind, 'kind');
  switch (kind) {
    case 'warlord':
      return { round, kind };
    case 'sealed':
      return { round, kind, words: text(line.words, 'words', 200) };
    case 'decision':
      return {
        round,
        kind,
        decision: oneOf(DECISIONS, line.decision, 'decision'),
        choice: text(line.choice, 'choice', 100),
      };
    case 'play': {
      const play = object(line.play, 'play');
      const type = oneOf(['support', 'warlord'] as const, play.type, 'play.type');
      if (type === 'support')
        return { round, kind, play: { type, card: oneOf(CARDS, play.card, 'play.card') } };
      const warlord = oneOf(WARLORDS, play.warlord, 'play.warlord');
      const at: { province?: ProvinceId; from?: ProvinceId; to?: ProvinceId } = {};
      for (const k of ['province', 'from', 'to'] as const) {
        const p = optional(play[k], (v) => oneOf(PROVINCES, v, k));
        if (p !== undefined) at[k] = p;
      }
      return { round, kind, play: { type, warlord, ...at } };
    }
    case 'done':
      return { round, kind, when: oneOf(['start', 'end'] as const, line.when, 'when') };
    case 'keep':
      return { round, kind, kept: int(line.kept, 0, 20, 'kept'), drew: int(line.drew, 0, 20, 'drew') };
  }
}

/** Checks a whole stored game: its seat, the second seat in pass-and-play, the computer's side against the phone. */
function checkGame(value: unknown): LocalGame {
  const game = checkSeat(value);
  const raw = object(value, 'game');
  let pass: PassSeats | undefined;
  if (raw.pass !== undefined) {
    const seats = object(raw.pass, 'pass');
    const guestRaw = object(seats.guest, 'pass.guest');
    if (guestRaw.pass !== undefined || guestRaw.solo !== undefined) refuse('import/not-a-game', 'pass.guest');
    const guest = checkSeat(guestRaw);
    if (
      guest.session.role !== 'guest' ||
      game.session.role !== 'table' ||
      guest.id !== game.id ||
      guest.session.me === game.session.me ||
      guest.session.table !== game.session.table ||
      !same(guest.session.setup, game.session.setup)
    )
      refuse('import/not-a-game', 'pass.guest: not the other seat of this game');
    // One phone, one game: one seat's verified record is where the other's was or will be.
    const [a, b] = [game.session.synced.actions, guest.session.synced.actions];
    if (!startsWith(a, b) && !startsWith(b, a))
      refuse('import/false-claim', 'pass.guest: a record the table seat does not share');
    const holder = oneOf(['blue', 'red', 'both'] as const, seats.holder, 'pass.holder');
    const beforeDone = int(seats.beforeDone, 0, 9, 'pass.beforeDone');
    pass = { guest, holder, beforeDone };
  }
  let solo: SoloSide | undefined;
  if (raw.solo !== undefined) {
    const side = raw.solo;
    if (!pass || !isObject(side) || side.computer !== game.session.me || !Array.isArray(side.lines))
      refuse('import/not-a-game', 'solo');
    if (!(LEVELS as readonly string[]).includes(side.level as string))
      refuse('import/not-a-game', 'solo.level');
    const startDone = int(side.startDone, 0, 9, 'solo.startDone');
    const lines = array(side.lines, 'solo.lines').map(checkLine);
    solo = { computer: game.session.me, level: side.level as SoloSide['level'], startDone, lines };
  }
  const { pass: _pass, solo: _solo, ...rest } = game;
  return { ...rest, ...(pass ? { pass } : {}), ...(solo ? { solo } : {}) };
}

/** A refused import: the reason, whose message the player reads. */
export type ImportRefusal = { ok: false; error: ImportError };

/**
 * Reads a game file. Everything is checked: each field's type and range, and every derived field
 * rebuilt from the record (states, check tag, round count, the guest's planning position, the
 * table's live state and seal), so a damaged or edited file is refused. Never throws.
 */
export function importGame(text: string): { ok: true; game: LocalGame } | ImportRefusal {
  const checked = checkGameFile(text);
  return checked.ok ? checked : { ok: false, error: checked.error };
}

/** As importGame, with the refusal's detail (the field and why) for tests and diagnostics. */
export function checkGameFile(
  text: string,
): { ok: true; game: LocalGame } | { ok: false; error: ImportError; detail: string } {
  // A size no game reaches is refused before it is read (a file is never stored beyond what it proves).
  if (text.length > GAME_FILE_MAX_CHARS) return { ok: false, error: 'import/too-large', detail: 'size' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, fromJsonValue);
  } catch {
    return { ok: false, error: 'import/not-json', detail: 'JSON' };
  }
  if (!isObject(parsed) || parsed.format !== GAME_FILE_FORMAT || !isObject(parsed.game))
    return { ok: false, error: 'import/not-a-game', detail: 'format' };
  const version = parsed.version;
  if (typeof version === 'number' && Number.isInteger(version) && version > GAME_FILE_VERSION)
    return { ok: false, error: 'import/newer-version', detail: 'version' };
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return { ok: false, error: 'import/bad-version', detail: 'version' };
  try {
    const game = checkGame(parsed.game);
    // Version 2 names the mode: the game must be in it (a cut-out seat or computer side is refused).
    if (version >= 2 && parsed.mode !== gameFileMode(game))
      return { ok: false, error: 'import/not-a-game', detail: 'mode' };
    return { ok: true, game };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, error: e.code, detail: e.message };
    // Not a check of ours (a bug, or a value no check foresaw): still refused, and said so.
    const why = e instanceof Error ? e.message : String(e);
    return { ok: false, error: 'import/not-a-game', detail: `unexpected: ${why}` };
  }
}

// ------------------------------------------------------------------------- the phone's own copy

/** How far a game has come: its round, the length of its record, and whether this phone's orders are sealed. */
export interface GameProgress {
  round: number;
  actions: number;
  sealed: boolean;
}

/** The progress of a game as the import confirmation shows it. */
export function gameProgress(game: LocalGame): GameProgress {
  const s = game.session;
  return {
    round: playingRound(game),
    actions: recordActions(game).length,
    sealed: s.role === 'table' ? s.sealed !== null : s.own !== null,
  };
}

/** A file's game and the phone's copy of it: which is further on (the file, or neither). */
export interface ImportComparison {
  newer: 'file' | 'same';
  file: GameProgress;
  phone: GameProgress;
}

const sameBytes = (a: Uint8Array | null, b: Uint8Array | null): boolean =>
  a !== null && b !== null && a.length === b.length && a.every((x, i) => x === b[i]);

/** True when the list `longer` starts with the list `prefix` (compared as canonical JSON). */
function startsWith(longer: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.length <= longer.length && prefix.every((a, i) => same(a, longer[i]));
}

/** One seat: 'older' when the file drops what the phone holds, 'newer' when it holds more, 'same' otherwise. */
function compareSeat(phone: Session, file: Session): 'older' | 'newer' | 'same' {
  if (!startsWith(file.synced.actions, phone.synced.actions)) return 'older';
  if (file.synced.actions.length > phone.synced.actions.length) return 'newer';
  let more = false;
  if (phone.role === 'table' && file.role === 'table') {
    if (phone.sealed && !sameBytes(phone.sealed.hash, file.sealed?.hash ?? null)) return 'older';
    if (phone.received && !(file.received && same(phone.received, file.received))) return 'older';
    if (!startsWith(file.items, phone.items)) return 'older';
    more = (file.sealed !== null && !phone.sealed) || (file.received !== null && !phone.received);
    more ||= file.items.length > phone.items.length;
  } else if (phone.role === 'guest' && file.role === 'guest') {
    if (phone.commitment && !sameBytes(phone.commitment, file.commitment)) return 'older';
    if (phone.own && !(file.own && same(phone.own, file.own))) return 'older';
    if (phone.early && !file.commitment && !(file.early && same(phone.early, file.early))) return 'older';
    more = (file.commitment !== null && !phone.commitment) || (file.own !== null && !phone.own);
    more ||= file.early !== undefined && !phone.early;
  } else return 'older';
  return more ? 'newer' : 'same';
}

/**
 * Compares a checked file's game with the copy of the same game on this phone: the file
 * may replace it only when its verified record extends the phone's and it keeps every seal and
 * received orders the phone holds; the person is then asked, told which is further on.
 */
export function compareWithStored(
  phone: LocalGame,
  file: LocalGame,
): { ok: true; comparison: ImportComparison } | ImportRefusal {
  const ps = phone.session;
  const fs = file.session;
  if (ps.role !== fs.role || ps.me !== fs.me || !!phone.pass !== !!file.pass || !!phone.solo !== !!file.solo)
    return { ok: false, error: 'import/other-seat' };
  const seats: ('older' | 'newer' | 'same')[] = [compareSeat(ps, fs)];
  if (phone.pass && file.pass) seats.push(compareSeat(phone.pass.guest.session, file.pass.guest.session));
  if (seats.includes('older')) return { ok: false, error: 'import/phone-newer' };
  const comparison: ImportComparison = {
    newer: seats.includes('newer') ? 'file' : 'same',
    file: gameProgress(file),
    phone: gameProgress(phone),
  };
  return { ok: true, comparison };
}
