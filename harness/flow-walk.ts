// Walks seeded games in every mode through the screens' own decisions (src/app/game/round/flow.ts): each step
// takes the screen `screenOf` gives, notes what it shows (the battle in view, the question asked, the
// setup's changes), then taps it as a player would: "Reveal …", a random answer (about 40 % off the
// default), the round's Done, a private screen's cards. The notes are checked against the engine's log
// by test/app/game/round/board-in-step.test.ts.
import '../src/app/game/core/screen-text';
import {
  cardSet,
  chooser,
  isFramed,
  PROVINCES,
  type Action,
  type EventId,
  type LogEntry,
  type Player,
  type WarlordId,
  BLUE_WARLORDS,
  RED_WARLORDS,
} from '../src/engine';
import { decide } from '../src/opponent';
import {
  chooseWarlord,
  confirmJoined,
  confirmRoundRecord,
  createTableGame,
  dealStartingHand,
  enterStartingHand,
  guestOrdersShown,
  joinFromMessage,
  passBoth,
  receiveMessage,
  recordAction,
  sealOrders,
  updatePlan,
  warlordChoices,
  type Change,
} from '../src/app/game/core/controller';
import { chooseExtraWarlord, extraWarlordChoices } from '../src/app/game/round/extra-warlord';
import {
  closeBeforeWindow,
  createPassGame,
  exchangeSeats,
  handOver,
  passView,
  seatOf,
  seatWarlordSalt,
  withSeat,
} from '../src/app/game/pass/pass-and-play';
import { applySoloAnswer, createSoloGame, personPlayer, soloAsk } from '../src/app/game/solo/solo';
import { coverNext, throughCover } from '../src/app/game/pass/merged-cover';
import { tableMomentDone } from '../src/app/game/round/scoring-moment';
import { currentState, type LocalGame } from '../src/app/game/core/local-game';
import { gameLog } from '../src/app/game/core/round-log';
import { gameStep } from '../src/app/game/core/steps';
import {
  afterAnswer,
  afterChange,
  revealCaughtUp,
  revealOf,
  revealNext,
  screenOf,
  type FlowScreen,
} from '../src/app/game/round/flow';
import type { NewGameChoices } from '../src/app/game/core/new-game-choices';
import { legalPlan, markPlanDraw, ok, readMessage, seededBytes } from './controller-kit';

/** The three ways to play. */
export type Mode = 'two-phones' | 'pass-and-play' | 'solo';

/** One screen as the walk saw it (consecutive equal screens are noted once). */
export interface Seen {
  /** Which phone: the table's or the guest's (two phones), else the one phone. */
  phone: 'table' | 'guest' | 'one';
  round: number;
  step: string;
  /** "round:province" of the battle whose result and instruction are on the screen. */
  battle: string | null;
  /** "round:province" of the question asked. */
  question: string | null;
  /** The round whose scoring (R-S1) this screen shows, with the marker's move. */
  scoring: number | null;
  /** The setup's changes shown on this screen. */
  setup: { headStart: boolean; events: boolean; event: EventId | null } | null;
  /** On the reveal's opening screen (no battle in view yet, one resolved after it): the kinds of the entries it shows. */
  opening: LogEntry['kind'][] | null;
}

/** A walked game: the screens seen and the table's final log. */
export interface Walked {
  seen: Seen[];
  log: { round: number; entry: LogEntry }[];
  over: boolean;
}

/** A small seeded source of choices. */
class Choices {
  private readonly bytes: (n: number) => Uint8Array;
  constructor(seed: number) {
    this.bytes = seededBytes(seed * 2654435761 + 17);
  }
  /** An integer in [0, n). */
  below(n: number): number {
    const b = this.bytes(4);
    return ((((b[0] ?? 0) << 24) | ((b[1] ?? 0) << 16) | ((b[2] ?? 0) << 8) | (b[3] ?? 0)) >>> 0) % n;
  }
  /** True with probability p. */
  chance(p: number): boolean {
    return this.below(1000) < p * 1000;
  }
}

/** The salt of a secret warlord its player holds, or null (a warlord not held is not the player's to play). */
type SaltOf = (player: Player, warlord: WarlordId) => string | null;

const WARLORDS = new Set<string>([...BLUE_WARLORDS, ...RED_WARLORDS]);

/** A random answer to the pending question, the default about 60 % of the time (as the screen offers them). */
function answer(game: LocalGame, dice: Choices, saltOf: SaltOf): Action {
  const state = currentState(game);
  const pending = state.pending;
  if (!pending) throw new Error('no question');
  const open = state.players[pending.player].openWarlords as readonly string[];
  // R-W12: War Chariot's extra warlord is taken here and chosen afterwards in secret.
  const options =
    pending.kind === 'extraWarlord'
      ? pending.options.filter((o) => o === 'none' || o === 'commit')
      : pending.options.filter(
          (o) =>
            o !== 'commit' &&
            (!WARLORDS.has(o) || open.includes(o) || saltOf(pending.player, o as WarlordId) !== null),
        );
  const choice =
    dice.chance(0.4) && options.length > 0 ? options[dice.below(options.length)]! : pending.default;
  const action: Action = { type: 'decide', player: pending.player, choice };
  const salt =
    WARLORDS.has(choice) && !open.includes(choice) ? saltOf(pending.player, choice as WarlordId) : null;
  if (salt) action.salt = salt;
  return action;
}

/** The salts of the warlords the given phones' players hold. */
function saltsOn(...games: (LocalGame | null)[]): SaltOf {
  return (player, warlord) => {
    for (const game of games) {
      const held =
        game?.session.me === player ? game.priv?.warlords.find((w) => w.id === warlord && !w.used) : null;
      if (held) return held.salt;
    }
    return null;
  };
}

/** Physical cards: the starting four named from the real deck (its first non-framed cards). */
function startingHand(seat: LocalGame, random: (n: number) => Uint8Array): Change {
  if (currentState(seat).setup.options.cardMode === 'app' || seat.privateSeed !== null)
    return dealStartingHand(seat, 0, random);
  const deck = cardSet(currentState(seat).setup.options.variant).filter((c) => !isFramed(c));
  return enterStartingHand(seat, deck.slice(0, 4), 0);
}

/** A seat's orders sealed with a plan chosen from the seed. */
function seal(seat: LocalGame, dice: Choices, random: (n: number) => Uint8Array): Change {
  const marked = markPlanDraw(seat);
  const orders = legalPlan(marked, (o) => o[dice.below(o.length)]!);
  const sequence = chooser(currentState(seat)) === seat.session.me ? [...PROVINCES].reverse() : null;
  return sealOrders(updatePlan(marked, { orders, sequence }, 0), 0, random);
}

/** The entries the reveal's opening screen shows when a resolved battle waits behind it, else null. */
function openingOf(game: LocalGame, screen: FlowScreen): LogEntry['kind'][] | null {
  if (screen.reveal?.kind !== 'start') return null;
  const at = revealOf(game);
  return at.resolved > 0 ? (at.blocks[0] ?? []).map((entry) => entry.kind) : null;
}

/** Notes a screen unless it repeats the one before it on the same phone. */
function note(seen: Seen[], phone: Seen['phone'], game: LocalGame, screen: FlowScreen): void {
  const state = currentState(game);
  const item: Seen = {
    phone,
    round: state.round,
    step: screen.step,
    battle: screen.battle ? `${screen.battle.round}:${screen.battle.province}` : null,
    question: screen.question ? `${state.round}:${screen.question}` : null,
    scoring: screen.moment?.kind === 'scoring' ? screen.moment.round : null,
    setup: screen.setup,
    opening: openingOf(game, screen),
  };
  const last = seen.findLast((s) => s.phone === phone);
  if (last && JSON.stringify(last) === JSON.stringify(item)) return;
  seen.push(item);
}

/** The table's reveal tapped once as its screen offers: "Reveal …", an answer, or the round's Done. */
function revealTap(game: LocalGame, screen: FlowScreen, dice: Choices, saltOf: SaltOf): Change {
  const reveal = screen.reveal;
  const state = currentState(game);
  if (
    state.pending &&
    (!reveal || reveal.kind === 'question' || reveal.kind === 'start') &&
    !nextOf(screen)
  ) {
    const answered = recordAction(game, answer(game, dice, saltOf), 0);
    return answered.ok ? { ok: true, game: afterAnswer(game, answered.game, 0) } : answered;
  }
  if (reveal && nextOf(screen)) return { ok: true, game: revealNext(game, 0) };
  return passBoth(game, 0);
}

/** The "Reveal …" the screen offers, or null. */
function nextOf(screen: FlowScreen): string | null {
  const reveal = screen.reveal;
  return reveal && (reveal.kind === 'start' || reveal.kind === 'battle') ? reveal.next : null;
}

/** Plays one game on one phone (passed between two players, or against the phone). */
function walkOnePhone(seed: number, choices: NewGameChoices, solo: boolean): Walked {
  const random = seededBytes(seed);
  const dice = new Choices(seed);
  let game = solo
    ? ok(createSoloGame({ ...choices, solo: { level: 'easy' } }, 0, random))
    : ok(createPassGame({ ...choices, passAndPlay: true }, 0, random));
  const seen: Seen[] = [];
  // What GameScreen does with a change: the rules' automatic answers, then the seats' messages.
  const apply = (change: Change): LocalGame => ok(afterChange(ok(exchangeSeats(ok(change), 0)), 0));
  const applySeat = (change: Change): LocalGame => apply({ ok: true, game: withSeat(game, ok(change)) });
  // A shared screen's tap also opens the next player's screen on a passed phone (merged-cover.ts).
  const through = (next: LocalGame): LocalGame => (coverNext(next) ? throughCover(next, 0) : next);
  for (let guard = 0; guard < 4000; guard++) {
    const screen = screenOf(game);
    // Against the phone, the phone answers once the screen is up to the engine (GameScreen's caughtUp).
    const due = solo ? soloAsk(game) : null;
    if (due && (screen.step !== 'reveal' || revealCaughtUp(game))) {
      const given = decide(due.view, due.ask, 'random', due.seed);
      game = apply(applySoloAnswer(game, due, given, 0, seededBytes(seed + guard)));
      continue;
    }
    note(seen, 'one', game, screen);
    if (screen.step === 'over') break;
    if (screen.moment) {
      game = through(tableMomentDone(game, 0));
      continue;
    }
    const view = passView(game);
    if (view.kind === 'hand-over') {
      game = handOver(game, view.to, 0);
      continue;
    }
    if (screen.step === 'phone') throw new Error('the phone has nothing to decide');
    if (screen.step === 'before') {
      game = apply({ ok: true, game: closeBeforeWindow(game, 0) });
      continue;
    }
    if (screen.step === 'reveal') {
      const saltOf: SaltOf = (player, warlord) => seatWarlordSalt(game, player, warlord);
      const tapped = revealTap(game, screen, dice, saltOf);
      const base = game;
      game = apply(tapped);
      if (!solo && base.session.synced.exchanges !== game.session.synced.exchanges) game = through(game);
      continue;
    }
    const player = screen.player;
    if (!player) throw new Error(`a shared ${screen.step} screen`);
    if (solo && player !== personPlayer(game)) throw new Error('the phone’s seat on screen');
    const seat = seatOf(game, player);
    switch (screen.step) {
      case 'warlord':
        game = applySeat(chooseWarlord(seat, warlordChoices(player)[dice.below(5)]!, 0, random));
        break;
      case 'hand':
        game = applySeat(startingHand(seat, random));
        break;
      case 'extra-warlord':
        game = applySeat(chooseExtraWarlord(seat, extraWarlordChoices(seat)[0]!, 0, random));
        break;
      case 'plan':
        game = applySeat(seal(seat, dice, random));
        break;
      default:
        throw new Error(`unexpected step ${screen.step}`);
    }
  }
  return { seen, log: gameLog(game), over: currentState(game).phase === 'over' };
}

/** Plays one game on two phones, their codes passed as scans would. */
function walkTwoPhones(seed: number, choices: NewGameChoices): Walked {
  const random = seededBytes(seed);
  const dice = new Choices(seed);
  const seen: Seen[] = [];
  let table = ok(createTableGame(choices, 0, random));
  let guest: LocalGame | null = null;
  const warlord = (game: LocalGame) =>
    ok(chooseWarlord(game, warlordChoices(game.session.me)[dice.below(5)]!, 0, random));
  const scan = (texts: readonly string[] | undefined, into: LocalGame): LocalGame =>
    ok(afterChange(ok(receiveInto(into, texts)), 0));
  for (let guard = 0; guard < 4000; guard++) {
    const tableScreen = screenOf(table);
    note(seen, 'table', table, tableScreen);
    if (guest) note(seen, 'guest', guest, screenOf(guest));
    const step = gameStep(table);
    if (step === 'over') break;
    if (tableScreen.moment) {
      table = tableMomentDone(table, 0);
      continue;
    }
    if (step === 'warlord') {
      table = warlord(table);
      continue;
    }
    if (!guest) {
      guest = ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0));
      continue;
    }
    // A step name as a string: a phone may show steps this walk only passes codes through.
    const guestStep: string = gameStep(guest);
    if (guestStep === 'warlord') {
      guest = warlord(guest);
      continue;
    }
    if (step === 'invite') {
      // The guest's join code, when it shows one, is scanned by the table; else the table is told it joined.
      const shown: string | undefined = guest.showing?.kind;
      table = shown === 'join' ? scan(guest.showing?.texts, table) : confirmJoined(table, 0);
      continue;
    }
    if (step === 'hand') {
      table = ok(startingHand(table, random));
      continue;
    }
    if (guestStep === 'hand') {
      guest = ok(startingHand(guest, random));
      continue;
    }
    if (step === 'extra-warlord') {
      table = ok(chooseExtraWarlord(table, extraWarlordChoices(table)[0]!, 0, random));
      continue;
    }
    if (guestStep === 'extra-warlord') {
      guest = ok(chooseExtraWarlord(guest, extraWarlordChoices(guest)[0]!, 0, random));
      continue;
    }
    if (step === 'plan') {
      table = ok(afterChange(ok(seal(table, dice, random)), 0));
      continue;
    }
    if (guestStep === 'plan') {
      guest = ok(seal(guest, dice, random));
      continue;
    }
    if ((guestStep === 'scan-commitment' || guestStep === 'join-code') && step === 'commitment') {
      guest = scan(table.showing?.texts, guest);
      continue;
    }
    if (step === 'commitment' && guestStep === 'show-orders') {
      table = scan(guestOrdersShown(guest)?.texts, table);
      continue;
    }
    if (step === 'reveal') {
      table = ok(afterChange(ok(revealTap(table, tableScreen, dice, saltsOn(table, guest))), 0));
      continue;
    }
    if (step === 'round-record') {
      guest = scan(table.showing?.texts, guest);
      note(seen, 'guest', guest, screenOf(guest));
      table = confirmRoundRecord(table, 0);
      continue;
    }
    throw new Error(`stuck: table ${step}, guest ${guestStep}`);
  }
  return { seen, log: gameLog(table), over: currentState(table).phase === 'over' };
}

/** The other phone's first code read into this phone's game. */
function receiveInto(into: LocalGame, texts: readonly string[] | undefined): Change {
  return receiveMessage(into, readMessage(texts?.[0]), 0);
}

/** Walks one seeded game in a mode. */
export function walkGame(mode: Mode, seed: number, choices: NewGameChoices): Walked {
  if (mode === 'two-phones') return walkTwoPhones(seed, choices);
  return walkOnePhone(seed, choices, mode === 'solo');
}
