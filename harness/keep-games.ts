// Games with real cards at a draw (R-R4), made through the controller: for the controller tests of the
// draw on the plan (test/app/game/round/keep-on-plan.test.ts) and the browser's look at it (a game file).
import { cardSet, chooser, isFramed, PROVINCES, type Orders } from '../src/engine';
import {
  chooseWarlord,
  confirmJoined,
  confirmRoundRecord,
  createTableGame,
  enterStartingHand,
  guestOrdersShown,
  joinFromMessage,
  readCode,
  receiveMessage,
  sealOrders,
  updatePlan,
  warlordChoices,
} from '../src/app/game/core/controller';
import { currentState, type LocalGame } from '../src/app/game/core/local-game';
import { legalPlan, ok, revealAtDefaults, seededBytes } from './controller-kit';
import { gameChoices } from './fixtures';

/** Reads a shown QR message (one text) and hands it to `into`. */
export function scan(from: readonly string[] | undefined, into: LocalGame): LocalGame {
  const read = readCode(from?.[0] ?? '', false);
  if (!read.ok) throw new Error(read.key);
  return ok(receiveMessage(into, read.message, 0));
}

/** Real cards: the starting four named from the real deck (its first non-framed cards). */
export function namedHand(game: LocalGame): LocalGame {
  const deck = cardSet(currentState(game).setup.options.variant).filter((c) => !isFramed(c));
  return ok(enterStartingHand(game, deck.slice(0, 4), 0));
}

/** Seals orders (and the order of battles when this player chooses it). */
export function seal(game: LocalGame, orders: Orders, random: (n: number) => Uint8Array): LocalGame {
  const sequence = chooser(currentState(game)) === game.session.me ? [...PROVINCES].reverse() : null;
  return ok(sealOrders(updatePlan(game, { orders, sequence }, 0), 0, random));
}

/** Two phones with real cards after round 1 (R-R4): both with a draw pending on the round-2 plan. */
export function twoPhonesAtKeep(seed: number): { table: LocalGame; guest: LocalGame } {
  const random = seededBytes(seed);
  const choices = gameChoices('blue', { cardMode: 'physical' });
  let table = ok(createTableGame(choices, 0, random));
  table = ok(chooseWarlord(table, warlordChoices('blue')[seed % 5]!, 0, random));
  const invitation = readCode(table.showing?.texts[0] ?? '', false);
  if (!invitation.ok) throw new Error(invitation.key);
  let guest = ok(joinFromMessage(invitation.message, 0));
  table = confirmJoined(table, 0);
  guest = ok(chooseWarlord(guest, warlordChoices('red')[(seed >> 1) % 5]!, 0, random));
  table = namedHand(table);
  guest = namedHand(guest);
  table = seal(
    table,
    legalPlan(table, (o) => o[0]!),
    random,
  );
  guest = seal(
    guest,
    legalPlan(guest, (o) => o[0]!),
    random,
  );
  guest = scan(table.showing?.texts, guest);
  table = scan(guestOrdersShown(guest)?.texts, table);
  table = revealAtDefaults(table);
  guest = scan(table.showing?.texts, guest);
  table = confirmRoundRecord(table, 0);
  return { table, guest };
}
