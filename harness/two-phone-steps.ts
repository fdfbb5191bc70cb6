// Two phones' controllers play a game through their QR texts (as two-phone-kit.ts does), keeping
// both phones' stored games after every step: the game files of every point of a real game, for the
// game-file checks (sealed, received, mid-reveal, the guest before and after the
// commitment, War Chariot's early code when it comes up).
import { chooser, PROVINCES, type Action } from '../src/engine';
import {
  chooseWarlord,
  confirmRoundRecord,
  createTableGame,
  dealStartingHand,
  guestOrdersShown,
  joinFromMessage,
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
  seededBytes,
  tableScansJoin,
} from './controller-kit';
import { keepAfterRound, scan } from './two-phone-kit';

/** Both phones' games at one point of a game, named for a failure report. */
export interface PhonesAt {
  label: string;
  table: LocalGame;
  guest: LocalGame;
}

/**
 * A two-phone game from a seed, up to `rounds` rounds (or its end): both phones after every step.
 * In odd rounds the guest seals before it scans the table's commitment, in even rounds after.
 */
export function twoPhoneSteps(seed: number, choices: NewGameChoices, rounds = 9): PhonesAt[] {
  const random = seededBytes(seed);
  const out: PhonesAt[] = [];
  let table = ok(createTableGame(choices, 0, random));
  let guest: LocalGame | null = null;
  const keep = (label: string) => {
    if (guest) out.push({ label, table, guest });
  };
  if (choices.options.variant !== 'beginner' && gameStep(table) === 'warlord')
    table = ok(chooseWarlord(table, warlordChoices(table.session.me)[seed % 5]!, 0, random));
  guest = ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0, random));
  if (gameStep(guest) === 'warlord')
    guest = ok(chooseWarlord(guest, warlordChoices(guest.session.me)[(seed >> 3) % 5]!, 0, random));
  table = tableScansJoin(table, guest);
  keep('joined');
  table = ok(dealStartingHand(table, 0, random));
  // With the setup handshake the guest's hand is dealt once it has scanned the table's round-1 seal.
  if (!guest.handshakeSeed) guest = ok(dealStartingHand(guest, 0, random));
  keep('dealt');
  for (let round = 1; gameStep(table) !== 'over' && round <= rounds; round++) {
    const plan = (game: LocalGame) => {
      const orders = legalPlan(game, (options) => options[(seed + round) % options.length]!);
      const sequence = chooser(currentState(game)) === game.session.me ? [...PROVINCES].reverse() : null;
      return ok(sealOrders(updatePlan(game, { orders, sequence }, 0), 0, random));
    };
    table = plan(table);
    keep(`r${round}: table sealed`);
    if (gameStep(guest) === 'join-code') {
      // The setup handshake: round 1's seal completes the guest's setup before it plans.
      guest = guestAfterTableSeal(guest, table, random);
      keep(`r${round}: guest scanned the commitment`);
      guest = plan(guest);
      keep(`r${round}: guest sealed`);
    } else if (round % 2 === 1) {
      guest = plan(guest);
      keep(`r${round}: guest sealed`);
      guest = scan(table.showing?.texts, guest);
      keep(`r${round}: guest scanned the commitment`);
    } else {
      guest = scan(table.showing?.texts, guest);
      keep(`r${round}: guest scanned the commitment`);
      guest = plan(guest);
      keep(`r${round}: guest sealed`);
    }
    table = scan(guestOrdersShown(guest)?.texts, table);
    keep(`r${round}: table received`);
    for (let step = 0; gameStep(table) === 'reveal' && step < 200; step++) {
      const state = currentState(table);
      const action: Action = state.pending
        ? { type: 'decide', player: state.pending.player, choice: state.pending.default }
        : { type: 'pass', player: state.passed.blue ? 'red' : 'blue' };
      table = ok(recordAction(table, action, 0));
      keep(`r${round}: reveal step ${step + 1}`);
    }
    guest = scan(table.showing?.texts, guest);
    keep(`r${round}: guest scanned the round record`);
    table = confirmRoundRecord(table, 0);
    table = keepAfterRound(table);
    guest = keepAfterRound(guest);
    keep(`r${round}: done`);
  }
  return out;
}
