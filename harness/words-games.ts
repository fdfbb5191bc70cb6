// Games made through the controller, as game files, for the browser checks of the words true for the mode
// and the one naming of the sides (R-F7) (test/e2e/words.test.ts, test/e2e/engines/words-engines.test.ts).
import type { Edition } from '../src/engine';
import {
  chooseWarlord,
  confirmJoined,
  createTableGame,
  joinFromMessage,
} from '../src/app/game/core/controller';
import { createPassGame } from '../src/app/game/pass/pass-and-play';
import { exportGame } from '../src/app/game/file/game-file';
import { recoveryCodes } from '../src/app/game/two-phone/warlord-recovery';
import { gameChoices } from './fixtures';
import { ok, readMessage, seededBytes } from './controller-kit';

/** Two phones, the table phone just joined: its secret warlord's recovery code is still to be shown. */
export function recoveryMomentGame(): { file: string; code: string } {
  const random = seededBytes(21);
  let table = ok(createTableGame(gameChoices('blue'), 0, random));
  table = ok(chooseWarlord(table, 'reinforce', 0, random));
  ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0));
  table = confirmJoined(table, 0);
  return { file: exportGame(table), code: recoveryCodes(table)[0]?.code ?? '' };
}

/** One phone passed between the players, at Sun Tzu's secret warlord choice (then the cover for red). */
export function passGameFile(edition: Edition): string {
  return exportGame(
    ok(createPassGame({ ...gameChoices('blue', { edition }), passAndPlay: true }, 0, seededBytes(3))),
  );
}
