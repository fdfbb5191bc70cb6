// Every change a player makes to a game on this phone, as pure functions from one LocalGame to
// the next (or a reason for refusing). The screens call these and save the result before moving on.
import {
  BLUE_WARLORDS,
  RED_WARLORDS,
  chooseWarlord as chooseWarlordPrivately,
  checkOwnOrders,
  CURRENT_DEAL,
  dealAppDeck,
  SHARED_DEAL,
  warlordsInPlay,
  drawCards,
  enterDrawn,
  keepCards,
  legalOrders,
  PROVINCES,
  startPhysical,
  type Action,
  type Card,
  type GameOptions,
  type GameSetup,
  type Orders,
  type Player,
  type PrivateState,
  type ProvinceId,
  type Rejection as EngineRejection,
  type WarlordId,
} from '../../../engine';
import {
  messageToQrTexts,
  messageToTypedCodes,
  contributionOf,
  handshakeNeeded,
  RECOVERY_SECRET_HEX,
  seedFromSecret,
  sharedOf,
  warlordSaltFromSecret,
  createHandshakeTable,
  createTable,
  guestJoinCode,
  guestJoinMessage,
  guestOrders,
  handshakePending,
  guestSeal,
  joinGame as joinSession,
  newGameId,
  receive,
  RULES_ENGINE,
  replaceFromResync,
  restoreFromResync,
  revealOf,
  tableRecord,
  tableRoundDone,
  tableRoundRecord,
  tableSeal,
  type OrdersAction,
  type Session,
  cryptoRandomBytes,
  type RandomBytes,
  newWarlordSalt,
  saltFromTypedCode,
  saltToTypedCode,
  reject,
  type Message,
  type Rejection as ProtocolRejection,
} from '../../../protocol';
import type { NewGameChoices } from './new-game-choices';
import { refuseApp, type Change, type Refusal } from './change';
import { currentState, playingRound, type LocalGame, type ShownMessage } from './local-game';
import { refusalText } from './refusal-text';
import { syncPrivate } from './private-sync';
import { handNow } from './hand-now';
import { extraWarlordFills } from '../round/extra-warlord';
import { keepChosen, keepDraw, keptCards, planDraw, planHand } from '../round/draw-on-plan';
import { checkDeal, type DealCheck } from '../file/deal';

export type { AppRefusal, Change, Refusal } from './change';
export { refuseApp } from './change';
export { readCode } from '../two-phone/scan-input';

const refuseProtocol = (rejection: ProtocolRejection): Change => ({
  ok: false,
  refusal: { source: 'protocol', rejection },
});
const refuseEngine = (rejection: EngineRejection): Change => ({
  ok: false,
  refusal: { source: 'engine', rejection },
});
/** Hex text of random bytes (salts and seeds). */
export function randomHex(bytes: number, random: RandomBytes = cryptoRandomBytes): string {
  return [...random(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function show(kind: ShownMessage['kind'], message: Message): ShownMessage {
  return { kind, texts: messageToQrTexts(message), typed: messageToTypedCodes(message) };
}

function touch(game: LocalGame, changes: Partial<LocalGame>, now: number): LocalGame {
  return { ...game, ...changes, updatedAt: now };
}

/** A game as a phone first stores it: synced to its session's record, nothing private yet. */
function newLocalGame(session: Session, now: number, overrides: Partial<LocalGame> = {}): LocalGame {
  return {
    id: session.gameId,
    createdAt: now,
    updatedAt: now,
    session,
    priv: null,
    privateSeed: null,
    chosenWarlord: null,
    privSyncedActions: session.synced.actions.length,
    plan: null,
    planNotice: null,
    revealShown: 0,
    draw: null,
    showing: null,
    joined: true,
    ...overrides,
  };
}

/** True when the recovery code is shown without a warlord choice: app-dealt cards and no warlords (beginner variant). */
function cardsNeedRecoveryCode(options: GameOptions): boolean {
  return options.cardMode === 'app' && !warlordsInPlay(options);
}

/** Creates a game on the table phone from the new-game choices; the invitation is shown. */
export function createTableGame(
  choices: NewGameChoices,
  now: number,
  random: RandomBytes = cryptoRandomBytes,
): Change {
  // Two phones with app cards or app events: the events seed and each deal come from both phones (the
  // setup handshake). One phone holding both seats (pass-and-play, against the phone) has nothing to prove.
  const twoPhones = !!choices.handshake && !choices.passAndPlay && handshakeNeeded(choices.options);
  const events = !twoPhones && choices.options.events && choices.options.eventDeck === 'app';
  const setup: GameSetup = {
    gameId: newGameId(random),
    options: choices.options,
    displays: choices.displays,
    ...(choices.borders ? { borders: choices.borders } : {}),
    ...(events ? { eventsSeed: randomHex(16, random) } : {}),
  };
  // The player's recovery secret gives the private seed (and the setup warlord's salt): one code to note.
  const secret = twoPhones ? randomHex(RECOVERY_SECRET_HEX / 2, random) : null;
  const seed = secret === null ? null : seedFromSecret(secret);
  const created =
    seed === null
      ? createTable(setup, choices.tablePlays)
      : createHandshakeTable(
          setup,
          choices.tablePlays,
          contributionOf(setup.gameId, choices.tablePlays, seed),
        );
  if (!created.ok) return refuseProtocol(created);
  return {
    ok: true,
    game: newLocalGame(created.session, now, {
      showing: show('invitation', created.message),
      joined: false,
      ...(seed === null || secret === null ? {} : { handshakeSeed: seed, recoverySecret: secret }),
      ...(secret !== null && cardsNeedRecoveryCode(choices.options) ? { recoveryCodeDue: true } : {}),
    }),
  };
}

/**
 * Guest, setup handshake: its join code, with its contribution and its setup warlord's public actions
 * (`actions`, its commitment); the table scans it before round 1. Unchanged when none is due.
 */
function withJoinCode(game: LocalGame, actions: readonly Action[], now: number): Change {
  const session = game.session;
  if (session.role !== 'guest' || !game.handshakeSeed || !handshakePending(session))
    return { ok: true, game };
  const contribution = contributionOf(session.gameId, session.me, game.handshakeSeed);
  const shown = guestJoinCode(session, contribution, actions);
  if (!shown.ok) return refuseProtocol(shown);
  return {
    ok: true,
    game: touch(game, { session: shown.session, showing: show('join', shown.message) }, now),
  };
}

/** Guest, setup handshake: its join code, until round 1's commitment completes the handshake. */
export function joinCodeShown(game: LocalGame): ShownMessage | null {
  if (game.session.role !== 'guest') return null;
  const message = guestJoinMessage(game.session);
  return message ? show('join', message) : null;
}

/** At the game's end (setup handshake): this phone's reveal code, its private seed for the other phone's check of its deal. */
export function revealShown(game: LocalGame): ShownMessage | null {
  const message = game.handshakeSeed ? revealOf(game.session, game.handshakeSeed) : null;
  return message ? show('reveal', message) : null;
}

/**
 * The other phone's reveal code checked (setup handshake): its seed against the contribution it
 * committed to, every card its player played against the deal (`checkDeal`). Only at the game's end,
 * for this game; nothing on this phone changes.
 */
export function checkRevealed(
  game: LocalGame,
  message: Message,
): { ok: true; player: Player; check: DealCheck } | { ok: false; refusal: Refusal } {
  const session = game.session;
  if (message.type !== 'reveal') return { ok: false, refusal: { source: 'app', key: 'app/not-now' } };
  if (message.header.gameId !== session.gameId)
    return { ok: false, refusal: { source: 'protocol', rejection: reject('protocol/other-game') } };
  if (message.header.sender === session.me || !revealOf(session, message.seed))
    return { ok: false, refusal: { source: 'app', key: 'app/not-now' } };
  const player = message.header.sender;
  return {
    ok: true,
    player,
    check: checkDeal(session.setup, session.synced.actions, player, session.table, message.seed),
  };
}

/**
 * Creates the guest's game from a scanned invitation. With the setup handshake the guest's seed is
 * chosen now, and its join code shown at once when it has no warlord to choose (else with the choice).
 */
export function joinFromMessage(
  message: Message,
  now: number,
  random: RandomBytes = cryptoRandomBytes,
): Change {
  const joined = joinSession(message);
  if (!joined.ok) return refuseProtocol(joined);
  if (!joined.session.setup.handshake) return { ok: true, game: newLocalGame(joined.session, now) };
  const secret = randomHex(RECOVERY_SECRET_HEX / 2, random);
  const game = newLocalGame(joined.session, now, {
    handshakeSeed: seedFromSecret(secret),
    recoverySecret: secret,
    ...(cardsNeedRecoveryCode(joined.session.setup.options) ? { recoveryCodeDue: true } : {}),
  });
  // A guest just joined has chosen no warlord: with warlords in play, the join code comes with its choice.
  return warlordsInPlay(joined.session.setup.options) ? { ok: true, game } : withJoinCode(game, [], now);
}

/** Restores a wiped or lost phone's game from the other phone's repair (resync) codes; the player re-enters the hand. */
export function restoreFromMessage(message: Message, now: number): Change {
  const restored = restoreFromResync(message);
  if (!restored.ok) return refuseProtocol(restored);
  const session = restored.session;
  // A secret warlord of this player not yet played: its salt went with the wiped phone, so ask for its recovery code.
  const unplayed = session.synced.state.players[session.me].commitments.some((c) => c.revealed === null);
  return {
    ok: true,
    game: newLocalGame(session, now, unplayed ? { recovery: 'ask' } : {}),
  };
}

/** A new game on this phone from a scanned code: an invitation joins, repair codes restore. */
export function gameFromMessage(message: Message, now: number): Change {
  return message.type === 'resync' ? restoreFromMessage(message, now) : joinFromMessage(message, now);
}

/**
 * True for an invitation whose options need the setup handshake (app-dealt cards or the app event deck)
 * but which commits to no table contribution: the table phone would pick the shared cards alone.
 */
export function invitationSkipsHandshake(message: Message): boolean {
  return (
    message.type === 'invitation' &&
    handshakeNeeded(message.setup.options) &&
    !message.setup.handshake?.commit
  );
}

/**
 * A scan on the join screen for a game that may already be on this phone: a new game joins
 * or is restored; for a game already here, its invitation changes nothing and its repair codes are
 * taken only as they would be in the game (More → Scan repair codes): extending its verified record.
 */
export function gameFromScan(existing: LocalGame | undefined, message: Message, now: number): Change {
  if (!existing && invitationSkipsHandshake(message)) return refuseApp('app/invitation-without-handshake');
  if (!existing) return gameFromMessage(message, now);
  if (message.type !== 'resync') return { ok: true, game: existing };
  const received = receiveMessage(existing, message, now);
  if (received.ok) return received;
  const { refusal } = received;
  const duplicate = refusal.source === 'protocol' && refusal.rejection.key === 'protocol/old-or-duplicate';
  return duplicate ? { ok: true, game: existing } : received;
}

/** Table: the guest has scanned the invitation. */
export function confirmJoined(game: LocalGame, now: number): LocalGame {
  return touch(game, { joined: true, showing: null }, now);
}

/** The warlords this player may choose from at setup. */
export function warlordChoices(player: Player): readonly WarlordId[] {
  return player === 'blue' ? BLUE_WARLORDS : RED_WARLORDS;
}

/** The public setup actions of a warlord choice: its commitment, and R-W8 head-start revealed at once. */
export function setupActionsFor(player: Player, id: WarlordId, salt: string, commitment: string): Action[] {
  const actions: Action[] = [{ type: 'commitWarlord', player, commitment }];
  // R-W8: head-start is revealed at setup.
  if (id === 'head-start') actions.push({ type: 'warlord', player, warlord: id, salt });
  return actions;
}

/** Chooses this player's secret warlord (R-W8 head-start is revealed at once). The table records the commitment now; the guest sends it with its first orders. */
export function chooseWarlord(
  game: LocalGame,
  id: WarlordId,
  now: number,
  random: RandomBytes = cryptoRandomBytes,
): Change {
  const me = game.session.me;
  if (!warlordChoices(me).includes(id) || game.chosenWarlord) return refuseApp('app/not-now');
  // With a recovery secret (two phones, setup handshake) the salt comes from it, so its one code restores both.
  const salt = game.recoverySecret ? warlordSaltFromSecret(game.recoverySecret) : newWarlordSalt(random);
  let session: Session = game.session;
  let showing = game.showing;
  const { commitment } = chooseWarlordPrivately(emptyPrivate(me), id, salt);
  const actions = setupActionsFor(me, id, salt, commitment);
  if (session.role === 'table' && !game.joined) {
    // Before inviting: the commitment becomes part of the invitation (the setup's record).
    const created = session.contribution
      ? createHandshakeTable(session.setup, me, session.contribution, actions)
      : createTable(session.setup, me, actions);
    if (!created.ok) return refuseProtocol(created);
    session = created.session;
    showing = show('invitation', created.message);
  } else if (session.role === 'table') {
    for (const action of actions) {
      const recorded = tableRecord(session, action);
      if (!recorded.ok) return refuseProtocol(recorded);
      session = recorded.session;
    }
  }
  const priv = game.priv ? chooseWarlordPrivately(game.priv, id, salt).priv : null;
  // The salt is the warlord's recovery code, shown once for the player to note (R-W8 head-start is public at once).
  const recoveryCodeDue =
    id !== 'head-start' || (!!game.recoverySecret && game.session.setup.options.cardMode === 'app');
  const chosen = touch(game, { session, chosenWarlord: { id, salt }, priv, showing, recoveryCodeDue }, now);
  // Guest, setup handshake: the commitment travels in its join code.
  return withJoinCode(chosen, actions, now);
}

function emptyPrivate(player: Player): PrivateState {
  return { player, hand: [], deck: [], drawn: [], warlords: [] };
}

function withSetupWarlord(game: LocalGame, priv: PrivateState): PrivateState {
  const chosen = game.chosenWarlord;
  if (!chosen || priv.warlords.some((w) => w.id === chosen.id)) return priv;
  const withWarlord = chooseWarlordPrivately(priv, chosen.id, chosen.salt).priv;
  // R-W8: head-start is used the moment it is chosen.
  return chosen.id === 'head-start'
    ? { ...withWarlord, warlords: withWarlord.warlords.map((w) => ({ ...w, used: true })) }
    : withWarlord;
}

/** Physical cards: the four cards drawn at setup (R-F1). */
export function enterStartingHand(game: LocalGame, drawn: Card[], now: number): Change {
  const variant = currentState(game).setup.options.variant;
  const started = startPhysical(game.session.me, variant, drawn);
  if ('code' in started) return refuseEngine(started);
  return { ok: true, game: touch(game, { priv: withSetupWarlord(game, started) }, now) };
}

/** App cards: deals this player's deck from a fresh 128-bit private seed, by the whole-seed deal (R-F1). */
export function dealStartingHand(
  game: LocalGame,
  now: number,
  random: RandomBytes = cryptoRandomBytes,
): Change {
  const variant = currentState(game).setup.options.variant;
  if (game.handshakeSeed) {
    // Two phones: dealt from the seed committed at setup and the value both phones made (deal 3).
    const shared = sharedOf(game.session.setup);
    if (shared === null) return refuseApp('app/not-now');
    const seed = game.handshakeSeed;
    const priv = dealAppDeck(game.session.me, seed, variant, SHARED_DEAL, shared);
    const changes = { priv: withSetupWarlord(game, priv), privateSeed: seed, deal: SHARED_DEAL };
    return { ok: true, game: touch(game, changes, now) };
  }
  const seed = randomHex(16, random);
  const priv = dealAppDeck(game.session.me, seed, variant, CURRENT_DEAL);
  const changes = { priv: withSetupWarlord(game, priv), privateSeed: seed, deal: CURRENT_DEAL };
  return { ok: true, game: touch(game, changes, now) };
}

/** Saves the unsealed plan (so a reload keeps it). */
export function updatePlan(
  game: LocalGame,
  plan: { orders: Partial<Orders>; sequence: ProvinceId[] | null; putBack?: number | null; kept?: Card[] },
  now: number,
): LocalGame {
  const round = playingRound(game);
  // The draw's mark, or the real cards tapped as kept (R-R4), stay with the draft unless this change moves them.
  const draft = game.plan?.round === round ? game.plan : null;
  const drawn = {
    ...(draft?.putBack !== undefined ? { putBack: draft.putBack } : {}),
    ...(draft?.kept !== undefined ? { kept: draft.kept } : {}),
  };
  return touch(game, { plan: { round, ready: false, ...drawn, ...plan }, planNotice: null }, now);
}

function completeOrders(orders: Partial<Orders>): Orders | null {
  const { qin, chu, jinyan, hanqi, wu } = orders;
  return qin && chu && jinyan && hanqi && wu ? { qin, chu, jinyan, hanqi, wu } : null;
}

/** This player's unused second-six warlord (R-W1), if it holds one. */
function unusedSecondSix(priv: PrivateState): { salt: string } | null {
  return priv.warlords.find((w) => w.id === 'second-six' && !w.used) ?? null;
}

/** Cards this player may put in each province: its hand, the six rule, and its own warlords (R-C6, R-W1). */
export function planOptions(game: LocalGame): Record<ProvinceId, Card[]> {
  const state = currentState(game);
  const me = game.session.me;
  // The hand as it will be: with the drawn cards kept as marked, or tapped as kept, on the plan (R-R4).
  const hand = planHand(game);
  const legal = legalOrders(state, me, hand);
  const holdsSecondSix = game.priv ? unusedSecondSix(game.priv) !== null : false;
  const marks = state.players[me].sixMarks;
  const options = {} as Record<ProvinceId, Card[]>;
  for (const province of PROVINCES) {
    options[province] = legal[province].filter(
      (card) => card !== '6' || marks[province] === 0 || (holdsSecondSix && marks[province] === 1),
    );
  }
  return options;
}

/** The orders action of the current plan, or why it cannot be sealed. */
export function planAction(
  game: LocalGame,
): { ok: true; action: OrdersAction } | { ok: false; refusal: Refusal } {
  const plan = game.plan;
  const orders = plan ? completeOrders(plan.orders) : null;
  const priv = game.priv;
  if (!plan || !orders || !priv)
    return { ok: false, refusal: { source: 'app', key: 'app/incomplete-orders' } };
  const own = checkOwnOrders({ ...priv, hand: handNow(game) }, orders);
  if (own) return { ok: false, refusal: { source: 'engine', rejection: own } };
  const action: OrdersAction = { type: 'orders', player: game.session.me, orders };
  if (plan.sequence) action.sequence = plan.sequence;
  // R-W1: a 6 where this player's six is already marked is the second-six warlord.
  const marks = currentState(game).players[game.session.me].sixMarks;
  const secondSixAt = PROVINCES.find((p) => orders[p] === '6' && marks[p] > 0);
  const secondSix = unusedSecondSix(priv);
  if (secondSixAt && secondSix) {
    action.secondSix = secondSixAt;
    action.secondSixSalt = secondSix.salt;
  }
  return { ok: true, action };
}

/**
 * Seals this player's orders: the table shows its commitment; the guest waits for the table's. A draw
 * pending on the plan (R-R4, either card mode) is confirmed first, as marked or kept, in the same
 * change: one tap, one save, and no order can use a card going back.
 */
export function sealOrders(game: LocalGame, now: number, random: RandomBytes = cryptoRandomBytes): Change {
  const confirmed = confirmPlanDraw(game, now);
  return confirmed.ok ? sealPlanned(confirmed.game, now, random) : confirmed;
}

/** Seals orders once no draw is pending. */
function sealPlanned(game: LocalGame, now: number, random: RandomBytes): Change {
  const planned = planAction(game);
  if (!planned.ok) return { ok: false, refusal: planned.refusal };
  const session = game.session;
  if (session.role === 'table') {
    const sealed = tableSeal(session, planned.action, random);
    if (!sealed.ok) return refuseProtocol(sealed);
    return {
      ok: true,
      game: touch(game, { session: sealed.session, showing: show('commitment', sealed.message) }, now),
    };
  }
  const actions: Action[] = [];
  const chosen = game.chosenWarlord;
  const meSynced = session.synced.state.players[session.me];
  if (chosen && meSynced.commitments.length === 0) {
    const { commitment } = chooseWarlordPrivately(emptyPrivate(session.me), chosen.id, chosen.salt);
    actions.push(...setupActionsFor(session.me, chosen.id, chosen.salt, commitment));
  } else if (
    chosen?.id === 'head-start' &&
    !currentState(game).players[session.me].usedWarlords.includes('head-start')
  ) {
    // Committed early, but not revealed with it (the first event's choice was pending): revealed now (R-W8).
    actions.push({ type: 'warlord', player: session.me, warlord: 'head-start', salt: chosen.salt });
  }
  // R-W12: War Chariot's extra warlord picked in secret on this phone, committed with these orders.
  actions.push(...extraWarlordFills(game));
  actions.push(planned.action);
  // The guest seals once it has the table's commitment, which announces the table's own pre-seal actions.
  if (!session.commitment)
    return { ok: true, game: touch(game, { plan: game.plan && { ...game.plan, ready: true } }, now) };
  const sealed = guestSeal(session, actions);
  if (!sealed.ok) return refuseProtocol(sealed);
  return { ok: true, game: touch(game, { session: sealed.session }, now) };
}

/** After the table's record changes: when the round is over, the round record is shown. */
function afterTableChange(game: LocalGame, now: number): Change {
  const session = game.session;
  if (session.role !== 'table' || !tableRoundDone(session)) return { ok: true, game: touch(game, {}, now) };
  const record = tableRoundRecord(session);
  if (!record.ok) return refuseProtocol(record);
  return {
    ok: true,
    game: touch(game, { session: record.session, showing: show('round-record', record.message) }, now),
  };
}

/** Records a public action on the table phone (a reveal choice, a warlord, support, a pass). */
export function recordAction(game: LocalGame, action: Action, now: number): Change {
  if (game.session.role !== 'table') return refuseApp('app/not-now');
  const recorded = tableRecord(game.session, action);
  if (!recorded.ok) return refuseProtocol(recorded);
  return afterTableChange({ ...game, session: recorded.session }, now);
}

/**
 * Table: one tap closes the end-of-round window (R-W11) for both players: the pass of each one not yet
 * passed is recorded (one "Done" for the two, who both look at this screen).
 */
export function passBoth(game: LocalGame, now: number): Change {
  // Who is still to pass is read once: the last pass ends the round, and the next one starts unpassed.
  const passed = currentState(game).passed;
  let change: Change = { ok: true, game };
  for (const player of ['blue', 'red'] as const) {
    if (!change.ok) return change;
    if (passed[player]) continue;
    change = recordAction(change.game, { type: 'pass', player }, now);
  }
  return change;
}

/** The salt of this phone's own secret warlord (played or not), which the table's codes leave out; null when not held. */
function ownSalt(game: LocalGame, warlord: WarlordId): string | null {
  const held = game.priv?.warlords.find((w) => w.id === warlord);
  if (held) return held.salt;
  const picked = [...(game.extraWarlords ?? []), ...(game.chosenWarlord ? [game.chosenWarlord] : [])];
  return picked.find((w) => w.id === warlord)?.salt ?? null;
}

/** Handles a scanned (or typed) message for this game; a refusal changes nothing. */
export function receiveMessage(game: LocalGame, message: Message, now: number): Change {
  const received = receive(game.session, message, RULES_ENGINE, (warlord) => ownSalt(game, warlord));
  if (!received.ok) return refuseProtocol(received);
  const next: LocalGame = { ...game, session: received.session };
  if (message.type === 'resync') return afterRepair(game, next, now);
  // The guest's join code scanned: the guest has joined, the invitation is put away.
  if (message.type === 'join') return { ok: true, game: touch(next, { joined: true, showing: null }, now) };
  if (received.session.role === 'table') return afterTableChange(next, now);
  // Round 1's commitment completed the guest's setup handshake: its join code is put away.
  if (game.showing?.kind === 'join' && !handshakePending(received.session)) next.showing = null;
  if (message.type === 'commitment' && game.plan?.ready && !received.session.own) {
    // The plan the guest sealed is checked on the position the commitment announced.
    const sealed = sealOrders(next, now);
    if (sealed.ok) return sealed;
    return {
      ok: true,
      game: touch(
        next,
        { plan: { ...game.plan, ready: false }, planNotice: refusalText(sealed.refusal) },
        now,
      ),
    };
  }
  // Guest: after a verified round record, the private side catches up and the draw is due.
  const synced = received.session.synced;
  if (synced.actions.length !== game.session.synced.actions.length)
    return { ok: true, game: catchUpPrivate(next, now) };
  return { ok: true, game: touch(next, {}, now) };
}

/**
 * After repair codes that extended this phone's verified record: the private side catches
 * up; when they carried a new round record, the exchange this phone was showing a code for is over.
 */
function afterRepair(before: LocalGame, game: LocalGame, now: number): Change {
  const newRound = game.session.synced.exchanges > before.session.synced.exchanges;
  const next = touch(game, newRound ? { showing: null, revealShown: 0 } : {}, now);
  return { ok: true, game: newRound ? catchUpPrivate(next, now) : next };
}

/**
 * Replaces this phone's game with the other phone's repair codes although they do not extend its
 * verified record: only after the player confirmed what would be undone. As after a lost
 * phone, the player's hand (and a secret warlord's recovery code) is asked again.
 */
export function replaceFromRepair(game: LocalGame, message: Message, now: number): Change {
  const replaced = replaceFromResync(game.session, message);
  if (!replaced.ok) return refuseProtocol(replaced);
  const restored = restoreFromMessage(message, now);
  if (!restored.ok) return restored;
  return { ok: true, game: { ...restored.game, id: game.id, createdAt: game.createdAt } };
}

/** The guest's orders QR, once it can be shown. */
export function guestOrdersShown(game: LocalGame): ShownMessage | null {
  if (game.session.role !== 'guest') return null;
  const message = guestOrders(game.session);
  return message ? show('orders', message) : null;
}

function catchUpPrivate(game: LocalGame, now: number): LocalGame {
  const synced = game.session.synced;
  if (!game.priv) return touch(game, { privSyncedActions: synced.actions.length }, now);
  const { priv, draw } = syncPrivate(game.session.setup, synced.actions, game.privSyncedActions, game.priv);
  return touch(game, { priv, draw, plan: null, privSyncedActions: synced.actions.length }, now);
}

/** Table: the guest has checked the round record; the private side catches up. */
export function confirmRoundRecord(game: LocalGame, now: number): LocalGame {
  return catchUpPrivate({ ...game, showing: null, revealShown: 0 }, now);
}

/** Table: the players have moved the pieces of one more province; show the next. */
export function showNextProvince(game: LocalGame, now: number): LocalGame {
  return touch(game, { revealShown: game.revealShown + 1 }, now);
}

/** Shows every province resolved so far at once (offered when no one has a choice left to make). */
export function showProvinces(game: LocalGame, resolved: number, now: number): LocalGame {
  return touch(game, { revealShown: Math.max(game.revealShown, resolved) }, now);
}

/** App cards: the cards drawn this round (dealt from the private deck). */
export function dealtDraw(game: LocalGame): Card[] {
  if (!game.priv || !game.draw) return [];
  return drawCards(game.priv, game.draw.drew).drawn;
}

/** Keeps the chosen cards after a round (R-R4): dealt in app mode, entered in physical mode. */
export function keepDrawn(game: LocalGame, kept: Card[], now: number): Change {
  const priv = game.priv;
  const draw = game.draw;
  if (!priv || !draw) return refuseApp('app/not-now');
  let drawn: PrivateState | EngineRejection;
  if (game.privateSeed !== null) {
    drawn = drawCards(priv, draw.drew);
  } else {
    // Physical cards: the player names only the cards kept; the others went back under the real deck.
    drawn = enterDrawn(priv, kept);
  }
  if ('code' in drawn) return refuseEngine(drawn);
  const keepCount = game.privateSeed !== null ? draw.keep : kept.length;
  if (game.privateSeed === null && kept.length !== Math.min(draw.keep, draw.drew)) {
    return refuseEngine({ code: 'R-R4/keep-count', message: `keep ${draw.keep}` });
  }
  const result = keepCards(drawn, kept, keepCount);
  if ('code' in result) return refuseEngine(result);
  return { ok: true, game: touch(game, { priv: result, draw: null }, now) };
}

/** App cards, all but one kept: the one tap on the card at `index` puts it back and keeps the rest. */
export function returnDrawn(game: LocalGame, index: number, now: number): Change {
  const drawn = dealtDraw(game);
  if (game.privateSeed === null || !game.draw || index < 0 || index >= drawn.length)
    return refuseApp('app/not-now');
  if (Math.min(game.draw.keep, game.draw.drew) !== drawn.length - 1) return refuseApp('app/not-now');
  return keepDrawn(
    game,
    drawn.filter((_, i) => i !== index),
    now,
  );
}

/**
 * Confirms the draw pending on the plan (R-R4), exactly as the Draw step's tap did: app cards as marked
 * (`returnDrawn` for the card marked to go back, `keepDrawn` when all are kept); real cards with the
 * cards tapped as kept, refused until as many are tapped as the draw keeps (2 keep 1, 3 keep 2 after a
 * played 1, R-C1). Unchanged when no draw is pending on the plan.
 */
export function confirmPlanDraw(game: LocalGame, now: number): Change {
  const draw = planDraw(game);
  if (draw)
    return draw.putBack === null ? keepDrawn(game, draw.cards, now) : returnDrawn(game, draw.putBack, now);
  const keeping = keepDraw(game);
  if (!keeping) return { ok: true, game };
  if (!keepChosen(keeping)) return refuseApp('app/keep-first');
  return keepDrawn(game, keptCards(keeping), now);
}

/** The code this player types on the table phone to play a secret warlord there (its salt, with check characters). */
export function warlordCode(game: LocalGame, id: WarlordId): string | null {
  const salt = game.priv?.warlords.find((w) => w.id === id)?.salt ?? game.chosenWarlord?.salt;
  return salt ? saltToTypedCode(salt) : null;
}

/** Reads a warlord code typed on the table phone; null when it was mistyped. */
export function readWarlordCode(code: string): string | null {
  return saltFromTypedCode(code);
}
