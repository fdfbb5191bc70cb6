// The two-phone driver: the table's and the guest's controllers play a seeded game through their QR
// texts, as the screens would (each player picks a warlord; each round both plan, seal and swap codes,
// the table reveals, the guest scans the round record, both keep their draws). Hooks let a test step in
// at any point; every other choice is the seed's. Tests and scripts that need two phones play through
// this one loop.
import { chooser, PROVINCES, type Action, type Card, type Orders, type WarlordId } from '../src/engine';
import {
  chooseWarlord,
  confirmRoundRecord,
  createTableGame,
  dealStartingHand,
  dealtDraw,
  guestOrdersShown,
  joinFromMessage,
  keepDrawn,
  receiveMessage,
  recordAction,
  sealOrders,
  updatePlan,
  warlordChoices,
} from '../src/app/game/core/controller';
import { currentState, type LocalGame } from '../src/app/game/core/local-game';
import type { NewGameChoices } from '../src/app/game/core/new-game-choices';
import { gameStep } from '../src/app/game/core/steps';
import {
  guestAfterTableSeal,
  legalPlan,
  ok,
  readMessage,
  readShown,
  seededBytes,
  tableScansJoin,
} from './controller-kit';

/** Both phones' games. */
export interface Phones {
  table: LocalGame;
  guest: LocalGame;
}

/** Both phones' games at one point of a game, named for a failure report. */
export interface PhonesAt extends Phones {
  label: string;
}

/** Where a test steps into a two-phone game; `round` is the round being played (1–9). */
export interface TwoPhoneHooks {
  /** The parts of a long code scanned last first (the scanner takes them in any order). */
  partsLastFirst?: boolean;
  /** The table showing its invitation, before the guest joins. */
  invited?: (table: LocalGame) => void;
  /** Both phones after every step, labelled ("joined", "dealt", "r1: table sealed", … "r1: done"). */
  onStep?: (at: PhonesAt) => void;
  /** The warlord this phone picks (default: the seed's). */
  warlord?: (game: LocalGame) => WarlordId;
  /** The starting hands, in place of the app's deal (e.g. real cards named). */
  startingHand?: (game: LocalGame) => LocalGame;
  /** Both phones before this round's plans (e.g. a support play recorded on the table). */
  beforePlans?: (phones: Phones, round: number) => Phones;
  /** A card for a province among those allowed (default: the seed's pick). */
  pick?: (game: LocalGame, options: Card[], round: number) => Card;
  /** This phone's orders, in place of `pick`'s (e.g. a scenario's). */
  orders?: (game: LocalGame, round: number) => Orders;
  /** True when the guest seals before it scans the table's commitment (default: in odd rounds). */
  guestSealsFirst?: (round: number) => boolean;
  /** The table's reveal, from the scanned orders to the round record (default: each step at its default). */
  reveal?: (table: LocalGame, round: number) => LocalGame;
  /** A phone's draw after the round, kept as its player taps it (default: the first cards, keepAfterRound). */
  keepDraw?: (game: LocalGame) => LocalGame;
  /** The table showing the round record, before the guest scans it. */
  atRecord?: (table: LocalGame, round: number) => LocalGame;
  /** The table once the record is confirmed and its draw kept. */
  afterRound?: (table: LocalGame, round: number) => LocalGame;
  /** The guest's game after each round (e.g. a cheating phone's edited hand). */
  guestAfterRound?: (guest: LocalGame, round: number) => LocalGame;
}

/**
 * The other phone's code scanned into this phone's game, numbered parts reassembled as the scanner does
 * (`lastFirst`: the parts taken in reverse order, which the scanner accepts too).
 */
export function scan(texts: readonly string[] | undefined, into: LocalGame, lastFirst = false): LocalGame {
  return ok(receiveMessage(into, readShown(lastFirst ? [...(texts ?? [])].reverse() : texts), 0));
}

/** After a round: keeps the first cards offered (dealt ones, or the real deck's), when this phone has a draw due. */
export function keepAfterRound(game: LocalGame): LocalGame {
  if (!game.draw) return game;
  const offered = game.privateSeed !== null ? dealtDraw(game) : (game.priv?.deck ?? []);
  return ok(keepDrawn(game, offered.slice(0, Math.min(game.draw.keep, game.draw.drew)), 0));
}

/** Seals orders (and the order of battles, reversed, when this player chooses it). */
export function seal(game: LocalGame, orders: Orders, random: (n: number) => Uint8Array): LocalGame {
  const sequence = chooser(currentState(game)) === game.session.me ? [...PROVINCES].reverse() : null;
  return ok(sealOrders(updatePlan(game, { orders, sequence }, 0), 0, random));
}

/** After the reveal: the guest scans the round record, the table confirms it, both keep their draws. */
export function exchangeRecord(
  phones: Phones,
  keep: (game: LocalGame) => LocalGame = keepAfterRound,
): Phones {
  const guest = scan(phones.table.showing?.texts, phones.guest);
  return { table: keep(confirmRoundRecord(phones.table, 0)), guest: keep(guest) };
}

/** A seeded two-phone game, driven a step at a time. */
export class TwoPhoneGame {
  /** Both phones now. */
  phones: Phones;
  private readonly random: (n: number) => Uint8Array;
  private finished = 0;

  /**
   * A new game from `start`'s choices (the table creates it, both pick warlords, the guest joins, both
   * get their starting hands), or, given both phones, a game under way driven on from there.
   */
  constructor(
    private readonly seed: number,
    start: NewGameChoices | Phones,
    private readonly hooks: TwoPhoneHooks = {},
  ) {
    this.random = seededBytes(seed);
    if ('table' in start) {
      this.phones = { ...start };
      // The state's round is 0 before the first record and the next round's number after each one.
      this.finished = Math.max(0, currentState(start.table).round - 1);
      return;
    }
    const random = this.random;
    let table = ok(createTableGame(start, 0, random));
    if (gameStep(table) === 'warlord') table = ok(chooseWarlord(table, this.warlord(table), 0, random));
    this.hooks.invited?.(table);
    let guest = ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0, random));
    if (gameStep(guest) === 'warlord') guest = ok(chooseWarlord(guest, this.warlord(guest), 0, random));
    table = tableScansJoin(table, guest);
    this.phones = { table, guest };
    this.note('joined');
    this.phones.table = this.hand(table);
    // With the setup handshake the guest's hand is dealt once it has scanned the table's round-1 seal.
    if (!guest.handshakeSeed) this.phones.guest = this.hand(guest);
    this.note('dealt');
  }

  /** The round being played: 1 until the first round record is confirmed. */
  get round(): number {
    return this.finished + 1;
  }

  /** The rounds whose record both phones hold. */
  get roundsPlayed(): number {
    return this.finished;
  }

  /** True once the table's game is over. */
  get over(): boolean {
    return gameStep(this.phones.table) === 'over';
  }

  /** Both phones plan and seal; the guest scans the table's commitment and the table the guest's orders. */
  sealRound(): void {
    const round = this.round;
    if (this.hooks.beforePlans) this.phones = this.hooks.beforePlans(this.phones, round);
    this.phones.table = this.plan(this.phones.table, round);
    this.note(`r${round}: table sealed`);
    const guest = this.phones.guest;
    if (gameStep(guest) === 'join-code') {
      // The setup handshake: round 1's seal completes the guest's setup before it plans.
      this.phones.guest = guestAfterTableSeal(guest, this.phones.table, this.random);
      if (this.phones.guest.priv === null) this.phones.guest = this.hand(this.phones.guest);
      this.note(`r${round}: guest scanned the commitment`);
      this.phones.guest = this.plan(this.phones.guest, round);
      this.note(`r${round}: guest sealed`);
    } else if (this.hooks.guestSealsFirst ? this.hooks.guestSealsFirst(round) : round % 2 === 1) {
      this.phones.guest = this.plan(guest, round);
      this.note(`r${round}: guest sealed`);
      this.phones.guest = this.scan(this.phones.table.showing?.texts, this.phones.guest);
      this.note(`r${round}: guest scanned the commitment`);
    } else {
      this.phones.guest = this.scan(this.phones.table.showing?.texts, guest);
      this.note(`r${round}: guest scanned the commitment`);
      this.phones.guest = this.plan(this.phones.guest, round);
      this.note(`r${round}: guest sealed`);
    }
    this.phones.table = this.scan(guestOrdersShown(this.phones.guest)?.texts, this.phones.table);
    this.note(`r${round}: table received`);
  }

  /** One step of the table's reveal: the pending decision's default, or the next player's Done. */
  revealStep(): void {
    const state = currentState(this.phones.table);
    const action: Action = state.pending
      ? { type: 'decide', player: state.pending.player, choice: state.pending.default }
      : { type: 'pass', player: state.passed.blue ? 'red' : 'blue' };
    this.phones.table = ok(recordAction(this.phones.table, action, 0));
  }

  /** The table's reveal to the round record (the `reveal` hook, or every step at its default). */
  reveal(): void {
    const round = this.round;
    if (this.hooks.reveal) {
      this.phones.table = this.hooks.reveal(this.phones.table, round);
      return;
    }
    for (let step = 1; gameStep(this.phones.table) === 'reveal' && step <= 200; step++) {
      this.revealStep();
      this.note(`r${round}: reveal step ${step}`);
    }
  }

  /** The guest scans the round record, the table confirms it, both keep their draws. */
  finishRound(): void {
    const { hooks, round } = this;
    if (hooks.atRecord) this.phones.table = hooks.atRecord(this.phones.table, round);
    this.phones.guest = this.scan(this.phones.table.showing?.texts, this.phones.guest);
    this.note(`r${round}: guest scanned the round record`);
    const keep = hooks.keepDraw ?? keepAfterRound;
    this.phones = { table: keep(confirmRoundRecord(this.phones.table, 0)), guest: keep(this.phones.guest) };
    if (hooks.guestAfterRound) this.phones.guest = hooks.guestAfterRound(this.phones.guest, round);
    if (hooks.afterRound) this.phones.table = hooks.afterRound(this.phones.table, round);
    this.note(`r${round}: done`);
    this.finished++;
  }

  /** A whole round: sealed, revealed, recorded. */
  playRound(): void {
    this.sealRound();
    this.reveal();
    this.finishRound();
  }

  /** Rounds until the game is over or `rounds` more are played. */
  play(rounds = 9): Phones {
    for (let n = 0; !this.over && n < rounds; n++) this.playRound();
    return this.phones;
  }

  private warlord(game: LocalGame): WarlordId {
    if (this.hooks.warlord) return this.hooks.warlord(game);
    const pick = game.session.role === 'table' ? this.seed : this.seed >> 3;
    return warlordChoices(game.session.me)[pick % 5]!;
  }

  private hand(game: LocalGame): LocalGame {
    return this.hooks.startingHand
      ? this.hooks.startingHand(game)
      : ok(dealStartingHand(game, 0, this.random));
  }

  private plan(game: LocalGame, round: number): LocalGame {
    const { orders, pick } = this.hooks;
    const planned = orders
      ? orders(game, round)
      : legalPlan(game, (options) =>
          pick ? pick(game, options, round) : options[(this.seed + round) % options.length]!,
        );
    return seal(game, planned, this.random);
  }

  private scan(texts: readonly string[] | undefined, into: LocalGame): LocalGame {
    return scan(texts, into, this.hooks.partsLastFirst);
  }

  private note(label: string): void {
    this.hooks.onStep?.({ label, ...this.phones });
  }
}

/** A complete two-phone game from a seed (or its first `rounds` rounds): both phones at the end. */
export function playTwoPhoneGame(
  seed: number,
  choices: NewGameChoices,
  hooks: TwoPhoneHooks = {},
  rounds = 9,
): Phones {
  return new TwoPhoneGame(seed, choices, hooks).play(rounds);
}

/** A two-phone game from a seed, up to `rounds` rounds (or its end): both phones after every step. */
export function twoPhoneSteps(seed: number, choices: NewGameChoices, rounds = 9): PhonesAt[] {
  const out: PhonesAt[] = [];
  playTwoPhoneGame(seed, choices, { onStep: (at) => out.push(at) }, rounds);
  return out;
}
