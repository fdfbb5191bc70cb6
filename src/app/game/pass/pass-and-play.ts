// Pass-and-play: both players share one phone. The game keeps two seats — the table seat (the
// LocalGame itself) and the guest seat (`pass.guest`) — exactly as two phones would, and hands the
// QR messages between them in memory. So the same protocol, checks and private hands serve both
// modes; what is new is only who holds the phone, and the hand-over screens between them.
import { type Action, type Player, type WarlordId } from '../../../engine';
import { sharedWindowOffers } from '../round/window-offers';
import { seatHandNow } from '../core/hand-now';
import type { SeatProof } from '../round/window-proof';
import {
  createTable,
  invitationOf,
  joinGame,
  type TableItem,
  cryptoRandomBytes,
  type RandomBytes,
  type Message,
} from '../../../protocol';
import type { NewGameChoices } from '../core/new-game-choices';
import {
  confirmJoined,
  confirmRoundRecord,
  createTableGame,
  guestOrdersShown,
  joinFromMessage,
  receiveMessage,
  type Change,
} from '../core/controller';
import {
  currentState,
  playingRound,
  type Holder,
  type LocalGame,
  type ShownMessage,
} from '../core/local-game';
import { NO_PARTS, takeCode } from '../two-phone/scan-input';
import { earlyWarlordOffer, earlyWarlordShown, showEarlyWarlord } from '../round/early-warlord';
import { gameStep, type GameStep } from '../core/steps';
import { skipSoloFillers } from '../solo/solo-fillers';
import { answerSettledTakes } from '../round/settled-takes';

export type { Holder, PassSeats } from '../core/local-game';

/** What the shared phone shows now. */
export type PassView =
  /** A private step of one seat (warlord, hand, plan with the draw): only that player looks. */
  | { kind: 'seat'; player: Player; step: GameStep }
  /** The phone must change hands before `then` is shown. */
  | { kind: 'hand-over'; to: Holder; then: PassView }
  /** Both players look: the start-of-round window, the reveal (table seat), or the end. */
  | { kind: 'shared'; step: 'before' | 'reveal' | 'over' };

const PRIVATE_PREPARATION: readonly GameStep[] = ['warlord', 'hand', 'extra-warlord'];

/** The seat of a player in a pass-and-play game. */
export function seatOf(game: LocalGame, player: Player): LocalGame {
  const pass = game.pass;
  if (!pass || game.session.me === player) return game;
  return pass.guest;
}

/** The game with one seat replaced (the table seat is the game itself; its `pass` is kept). */
export function withSeat(game: LocalGame, seat: LocalGame): LocalGame {
  const pass = game.pass;
  if (!pass) return seat;
  // The table seat is the game itself: a change to it may also change `pass` (the window closed).
  if (seat.session.role === 'table') return { ...seat, pass: seat.pass ?? pass };
  return { ...game, pass: { ...pass, guest: seat }, updatedAt: seat.updatedAt };
}

/** Reads a shown QR message back into a message (the parts of a long one put together). */
function messageOf(shown: ShownMessage): Message | null {
  let collector = NO_PARTS;
  for (const text of shown.texts) {
    const outcome = takeCode(collector, text, false);
    if (outcome.kind === 'message') return outcome.message;
    if (outcome.kind === 'refused') return null;
    collector = outcome.collector;
  }
  return null;
}

/** Creates a pass-and-play game: the table seat invites and the guest seat joins at once. */
export function createPassGame(
  choices: NewGameChoices,
  now: number,
  random: RandomBytes = cryptoRandomBytes,
): Change {
  // One phone holds both seats: nothing to prove between phones, so no setup handshake.
  const created = createTableGame({ ...choices, passAndPlay: true }, now, random);
  if (!created.ok) return created;
  const table = created.game;
  if (table.session.role !== 'table') return created;
  const joined = joinFromMessage(invitationOf(table.session), now);
  if (!joined.ok) return joined;
  return {
    ok: true,
    game: {
      ...confirmJoined(table, now),
      pass: { guest: joined.game, holder: table.session.me, beforeDone: 0 },
    },
  };
}

/**
 * Passes every message that is due between the seats, as the two phones' cameras would: the
 * table's commitment to the guest, the guest's orders to the table, the round record to the guest.
 * Returns the game unchanged when nothing is due; a refusal (which would mean a bug) stops it.
 */
export function exchangeSeats(game: LocalGame, now: number): Change {
  let current = game;
  // At most three messages a round; the bound only guards against a loop on a bug.
  for (let i = 0; i < 8; i++) {
    const next = exchangeOnce(current, now);
    if (next === null) break;
    if (!next.ok) return next;
    current = next.game;
  }
  // A question the board settles (where armies come from) is not asked, nor, against the
  // phone, one the person's own side settles; answering one may lead to another.
  for (let i = 0; i < 10; i++) {
    const settled = skipSoloFillers(answerSettledTakes(current, now), now);
    if (settled === current) break;
    current = settled;
  }
  return { ok: true, game: bothLookNow(current, now) };
}

/**
 * A shared screen (the start-of-round window, the reveal, the end) shows nothing private, so no cover
 * comes before it (one tap less a round): both players look at once. The covers before a
 * player's private screen stay.
 */
function bothLookNow(game: LocalGame, now: number): LocalGame {
  const view = passView(game);
  return view.kind === 'hand-over' && view.to === 'both' ? handOver(game, 'both', now) : game;
}

/** The table player's own setup actions (its warlord commitment, R-W8 head-start); null when an item is anything else. */
function tableSetupActions(items: readonly TableItem[], player: Player): Action[] | null {
  const actions: Action[] = [];
  for (const item of items) {
    const setup =
      (item.type === 'commitWarlord' || (item.type === 'warlord' && item.warlord === 'head-start')) &&
      item.player === player;
    if (!setup) return null;
    actions.push(item);
  }
  return actions;
}

/**
 * Round 1: the guest seat's warlord commitment is handed to the table seat before round 1's
 * start-of-round window, through the two phones' early-commit path (guestEarlyCommit; on one phone the
 * scan costs nothing, so always), which completes the setup: both players can then play a
 * start-of-round warlord at round 1's start (R-W2, R-W4, R-W6, R-W10, R-W11). That path wants nothing
 * recorded on the table since its synced point, so the table seat's own setup actions first go into
 * the invitation the guest seat joins from again, as when a table player chooses before inviting.
 */
function setupExchange(game: LocalGame, guest: LocalGame, now: number): Change | null {
  const table = game.session;
  const session = guest.session;
  if (table.role !== 'table' || session.role !== 'guest') return null;
  if (table.sealed || table.synced.exchanges > 0 || session.commitment || session.own || session.early)
    return null;
  if (table.items.length > 0) {
    const actions = tableSetupActions(table.items, table.me);
    if (!actions) return null;
    const created = createTable(table.setup, table.me, [...table.synced.actions, ...actions]);
    if (!created.ok) return { ok: false, refusal: { source: 'protocol', rejection: created } };
    const joined = joinGame(invitationOf(created.session));
    if (!joined.ok) return { ok: false, refusal: { source: 'protocol', rejection: joined } };
    const reinvited = { ...game, session: created.session, updatedAt: now };
    return { ok: true, game: withSeat(reinvited, { ...guest, session: joined.session, updatedAt: now }) };
  }
  if (table.state.phase !== 'setup' || earlyWarlordOffer(guest) === null) return null;
  const shown = showEarlyWarlord(guest, now);
  if (!shown.ok) return shown;
  const code = earlyWarlordShown(shown.game);
  const message = code && messageOf(code);
  if (!message) return null;
  const received = receiveMessage(game, message, now);
  if (!received.ok) return received;
  return { ok: true, game: withSeat(received.game, shown.game) };
}

function exchangeOnce(game: LocalGame, now: number): Change | null {
  const pass = game.pass;
  if (!pass || game.session.role !== 'table') return null;
  const table = game.session;
  const guest = pass.guest;
  if (guest.session.role !== 'guest') return null;
  const setup = setupExchange(game, guest, now);
  if (setup) return setup;

  if (game.showing?.kind === 'round-record') {
    const record = messageOf(game.showing);
    if (!record) return null;
    const received = receiveMessage(guest, record, now);
    if (!received.ok) return received;
    return { ok: true, game: withSeat(confirmRoundRecord(game, now), received.game) };
  }
  if (table.sealed && !table.received && !guest.session.commitment && game.showing?.kind === 'commitment') {
    const commitment = messageOf(game.showing);
    if (!commitment) return null;
    const received = receiveMessage(guest, commitment, now);
    if (!received.ok) return received;
    return { ok: true, game: withSeat(game, received.game) };
  }
  const orders = table.sealed && !table.received ? guestOrdersShown(guest) : null;
  if (orders) {
    const message = messageOf(orders);
    if (!message) return null;
    const received = receiveMessage(game, message, now);
    if (!received.ok) return received;
    return { ok: true, game: withSeat(received.game, guest) };
  }
  return null;
}

/** True when the start-of-round window screen offers either player something (else it is skipped). */
function windowMatters(game: LocalGame): boolean {
  const state = currentState(game);
  return (['blue', 'red'] as const).some((player) => sharedWindowOffers(state, player, 'start'));
}

/** What the shared phone shows now, and whether the phone must change hands first. */
export function passView(game: LocalGame): PassView {
  const pass = game.pass;
  const tablePlayer = game.session.me;
  const guestPlayer: Player = tablePlayer === 'blue' ? 'red' : 'blue';
  if (!pass) return { kind: 'seat', player: tablePlayer, step: gameStep(game) };
  const tableStep = gameStep(game);
  const guestStep = gameStep(pass.guest);
  const seats: { player: Player; step: GameStep }[] = [
    { player: tablePlayer, step: tableStep },
    { player: guestPlayer, step: guestStep },
  ];
  const seatView = (player: Player, step: GameStep): PassView => {
    const view: PassView = { kind: 'seat', player, step };
    return player === pass.holder ? view : { kind: 'hand-over', to: player, then: view };
  };
  const shared = (step: 'before' | 'reveal' | 'over'): PassView =>
    pass.holder === 'both'
      ? { kind: 'shared', step }
      : { kind: 'hand-over', to: 'both', then: { kind: 'shared', step } };

  if (tableStep === 'over') return shared('over');
  const round = playingRound(game);
  const preparing = (step: GameStep) => PRIVATE_PREPARATION.includes(step);
  const guestSession = pass.guest.session;
  const tableSealed = game.session.role === 'table' && game.session.sealed !== null;
  const guestSealed =
    pass.guest.plan?.ready === true || (guestSession.role === 'guest' && guestSession.own !== null);
  const nobodySealed = !tableSealed && !guestSealed;
  // Round 1, the guest's commitment handed over: the first event's choices come before the window and the plans.
  const setupDecisions = !tableSealed && tableStep === 'reveal';
  if (setupDecisions && (pass.holder === 'both' || !seats.some((s) => preparing(s.step))))
    return shared('reveal');
  const beforeDue = nobodySealed && pass.beforeDone < round && windowMatters(game);
  // The start-of-round window is public: it is shown while both still look at the reveal (so it
  // costs no extra hand-over), or once the setup's private choices are done.
  if (beforeDue && (pass.holder === 'both' || !seats.some((s) => preparing(s.step)))) return shared('before');
  // Private work: choosing a warlord, the starting hand, drawing, planning. Plans wait for the
  // start-of-round window; the guest seat plans after the table seat sealed, so its commitment
  // (with the table's start-of-round actions) is there and the guest plans on the right position.
  const work = (seat: { player: Player; step: GameStep }): boolean =>
    preparing(seat.step) ||
    (seat.step === 'plan' &&
      !beforeDue &&
      !setupDecisions &&
      (seat.player === tablePlayer || tableStep !== 'plan'));
  // The holder keeps the phone while it has work (drawing, then planning, in one turn).
  const due = seats.filter(work);
  const next = due.find((s) => s.player === pass.holder) ?? due[0];
  if (next) return seatView(next.player, next.step);
  return shared('reveal');
}

/** The phone changed hands: the hand-over screen was confirmed by `holder`. */
export function handOver(game: LocalGame, holder: Holder, now: number): LocalGame {
  if (!game.pass) return game;
  return { ...game, pass: { ...game.pass, holder }, updatedAt: now };
}

/** The players closed this round's start-of-round window and go on to their orders. */
export function closeBeforeWindow(game: LocalGame, now: number): LocalGame {
  if (!game.pass) return game;
  return { ...game, pass: { ...game.pass, beforeDone: playingRound(game) }, updatedAt: now };
}

/** The salt that proves a player's secret warlord, looked up in that player's seat (null: not held). */
export function seatWarlordSalt(game: LocalGame, player: Player, warlord: WarlordId): string | null {
  const seat = seatOf(game, player);
  const held = seat.priv?.warlords.find((w) => w.id === warlord && !w.used);
  if (held) return held.salt;
  const chosen = seat.chosenWarlord;
  return chosen && chosen.id === warlord && !seat.priv ? chosen.salt : null;
}

/**
 * The proofs of a pick on a shared phone's window screen, each from the picking player's own seat:
 * their unplayed warlord's salt, and whether the card is in their hand now, against the one phone's whole
 * record, so a card is discarded once however often it is tapped (R-X1).
 */
export function seatProof(game: LocalGame): SeatProof {
  return {
    warlordSalt: (player, warlord) => seatWarlordSalt(game, player, warlord),
    holdsCard: (player, card) => seatHandNow(game, seatOf(game, player)).includes(card),
  };
}
