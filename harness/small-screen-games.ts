// Game files at the screens that must fit a 360×640 phone with their next action in thumb reach
// (test/e2e/engines/small-screens.test.ts): round 1's first plan under the setup's notice, the plan of a player who chooses the order of the
// battles, and, on two phones, the table's commitment (then "Scan the other phone's orders") and the
// guest's orders (then "Scan the round record"). The end-of-round window is taps-games.ts's nextWindowFile.
import { chooser } from '../src/engine';
import { currentState, playingRound, type LocalGame } from '../src/app/game/core/local-game';
import { passView } from '../src/app/game/pass/pass-and-play';
import { gameStep } from '../src/app/game/core/steps';
import { exportGame } from '../src/app/game/file/game-file';
import { gameChoices } from './fixtures';
import { playPassGame } from './pass-game';
import { twoPhoneSteps } from './two-phone-kit';

/** Pass-and-play: the first plan of a player who chooses the order of the battles (R-R3). */
export function chooserPlanFile(): string {
  for (let seed = 1; seed <= 20; seed++) {
    let found: LocalGame | null = null;
    playPassGame(seed, gameChoices(seed % 2 ? 'blue' : 'red'), (game) => {
      if (found) return;
      const view = passView(game);
      const state = currentState(game);
      if (view.kind === 'seat' && view.step === 'plan' && chooser(state) === view.player) found = game;
    });
    if (found) return exportGame(found);
  }
  throw new Error('no chooser plan in 20 games');
}

/** Pass-and-play: round 1's first plan, under the setup's notice (the first event face up, R-V6). */
export function roundOnePlanFile(): string {
  let found: LocalGame | null = null;
  playPassGame(1, gameChoices('blue'), (game) => {
    const view = passView(game);
    if (!found && view.kind === 'seat' && view.step === 'plan' && playingRound(game) === 1) found = game;
  });
  if (!found) throw new Error('no round 1 plan');
  return exportGame(found);
}

/** Two phones, round 2: the table showing its commitment, and the guest showing its orders. */
export function exchangeFiles(): { table: string; guest: string } {
  let table: string | null = null;
  let guest: string | null = null;
  for (const at of twoPhoneSteps(3, gameChoices('blue'), 3)) {
    if (currentState(at.table).round < 2) continue;
    if (!table && at.table.showing?.kind === 'commitment' && gameStep(at.table) === 'commitment')
      table = exportGame(at.table);
    if (!guest && gameStep(at.guest) === 'show-orders') guest = exportGame(at.guest);
  }
  if (!table || !guest) throw new Error(`exchange screens not met: table ${!!table}, guest ${!!guest}`);
  return { table, guest };
}
