// Two phones' controllers play a complete game through their QR texts, as the screens would (each
// player picks a warlord; every reveal choice at its default). Used to make finished games.
import { chooser, PROVINCES, type Card } from '../src/engine';
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
  sealOrders,
  updatePlan,
  warlordChoices,
} from '../src/app/game/core/controller';
import { currentState, type LocalGame } from '../src/app/game/core/local-game';
import type { NewGameChoices } from '../src/app/game/core/new-game-choices';
import { gameStep } from '../src/app/game/core/steps';
import {
  guestAfterTableSeal,
  guestScansSeal,
  legalPlan,
  ok,
  readMessage,
  revealAtDefaults,
  seededBytes,
  tableScansJoin,
} from './controller-kit';

/** The other phone's code (its first QR text) scanned into this phone's game. */
export function scan(texts: readonly string[] | undefined, into: LocalGame): LocalGame {
  return ok(receiveMessage(into, readMessage(texts?.[0]), 0));
}

/** After a round: keeps the first cards of the private draw, when this phone has one due. */
export function keepAfterRound(game: LocalGame): LocalGame {
  if (!game.draw) return game;
  return ok(keepDrawn(game, dealtDraw(game).slice(0, Math.min(game.draw.keep, game.draw.drew)), 0));
}

/** Where a test may step into the table phone's game of playTwoPhoneGame (each returns the table's game to go on with). */
export interface TableHooks {
  /** The table showing the round record, before the guest scans it. */
  atRecord?: (table: LocalGame, round: number) => LocalGame;
  /** The table once the record is confirmed and its draw kept. */
  afterRound?: (table: LocalGame, round: number) => LocalGame;
  /** The table's reveal, from the scanned orders to the round record (every choice at its default when absent). */
  reveal?: (table: LocalGame) => LocalGame;
  /** The guest's game after each round (e.g. a cheating phone's edited hand). */
  guestAfterRound?: (guest: LocalGame, round: number) => LocalGame;
  /** A card for a province among those allowed (default: the seed's pick). */
  pick?: (game: LocalGame, options: Card[], round: number) => Card;
}

/** A complete two-phone game from a seed: both phones at the end. */
export function playTwoPhoneGame(
  seed: number,
  choices: NewGameChoices,
  hooks: TableHooks = {},
): { table: LocalGame; guest: LocalGame } {
  const random = seededBytes(seed);
  let table = ok(createTableGame(choices, 0, random));
  const warlords = choices.options.variant !== 'beginner';
  if (warlords && gameStep(table) === 'warlord')
    table = ok(chooseWarlord(table, warlordChoices(table.session.me)[seed % 5]!, 0, random));
  let guest = ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0, random));
  if (gameStep(guest) === 'warlord')
    guest = ok(chooseWarlord(guest, warlordChoices(guest.session.me)[(seed >> 3) % 5]!, 0, random));
  table = tableScansJoin(table, guest);
  table = ok(dealStartingHand(table, 0, random));
  // With the setup handshake the guest's hand is dealt once it has scanned the table's round-1 seal.
  if (!guest.handshakeSeed) guest = ok(dealStartingHand(guest, 0, random));
  for (let rounds = 0; gameStep(table) !== 'over' && rounds < 9; rounds++) {
    for (const who of ['table', 'guest'] as const) {
      if (who === 'guest') guest = guestAfterTableSeal(guest, table, random);
      const game = who === 'table' ? table : guest;
      const pick = hooks.pick;
      const orders = legalPlan(game, (options) =>
        pick ? pick(game, options, rounds) : options[(seed + rounds) % options.length]!,
      );
      const sequence = chooser(currentState(game)) === game.session.me ? [...PROVINCES].reverse() : null;
      const planned = ok(sealOrders(updatePlan(game, { orders, sequence }, 0), 0, random));
      if (who === 'table') table = planned;
      else guest = planned;
    }
    guest = guestScansSeal(guest, table);
    table = scan(guestOrdersShown(guest)?.texts, table);
    table = hooks.reveal ? hooks.reveal(table) : revealAtDefaults(table);
    if (hooks.atRecord) table = hooks.atRecord(table, rounds);
    guest = scan(table.showing?.texts, guest);
    table = confirmRoundRecord(table, 0);
    table = keepAfterRound(table);
    guest = keepAfterRound(guest);
    if (hooks.guestAfterRound) guest = hooks.guestAfterRound(guest, rounds);
    if (hooks.afterRound) table = hooks.afterRound(table, rounds);
  }
  return { table, guest };
}
