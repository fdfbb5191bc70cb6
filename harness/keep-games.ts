// Games at a draw (R-R4), made with the two-phone driver: for the controller tests of the draw on the
// plan (test/app/game/round/keep-on-plan.test.ts, draw-on-plan.test.ts) and the browser's look at it (a
// game file).
import { cardSet, isFramed } from '../src/engine';
import { enterStartingHand } from '../src/app/game/core/controller';
import { currentState, type LocalGame } from '../src/app/game/core/local-game';
import type { NewGameChoices } from '../src/app/game/core/new-game-choices';
import { ok } from './controller-kit';
import { gameChoices } from './fixtures';
import { playTwoPhoneGame, type Phones } from './two-phone-kit';

export { scan, seal } from './two-phone-kit';

/** Real cards: the starting four named from the real deck (its first non-framed cards). */
export function namedHand(game: LocalGame): LocalGame {
  const deck = cardSet(currentState(game).setup.options.variant).filter((c) => !isFramed(c));
  return ok(enterStartingHand(game, deck.slice(0, 4), 0));
}

/** Two phones after round 1 (each playing its first allowed cards), their draws left pending on the round-2 plan. */
export function twoPhonesAfterRoundOne(
  seed: number,
  choices: NewGameChoices,
  startingHand?: (game: LocalGame) => LocalGame,
): Phones {
  return playTwoPhoneGame(
    seed,
    choices,
    {
      ...(startingHand ? { startingHand } : {}),
      pick: (_game, options) => options[0]!,
      guestSealsFirst: () => true,
      keepDraw: (game) => game,
    },
    1,
  );
}

/** Two phones with real cards after round 1 (R-R4): both with a draw pending on the round-2 plan. */
export function twoPhonesAtKeep(seed: number): Phones {
  return twoPhonesAfterRoundOne(seed, gameChoices('blue', { cardMode: 'physical' }), namedHand);
}
