// Games made through the controller, as game files, for the browser screenshots of the tap
// savings (test/e2e/engines/taps-screens.test.ts): the shared reveal at a run of armies chosen in one
// step, a player's draw that keeps all but one card (on the plan), and the round's end with the next
// start-of-round window under it.
import type { Card } from '../src/engine';
import { currentState, playingRound, type LocalGame } from '../src/app/game/core/local-game';
import { passView } from '../src/app/game/pass/pass-and-play';
import { showProvinces } from '../src/app/game/core/controller';
import { gameStep } from '../src/app/game/core/steps';
import { exportGame } from '../src/app/game/file/game-file';
import { sourcesAsk } from '../src/app/game/round/army-sources';
import { takeBackOffer } from '../src/app/game/round/take-back';
import { startWindowAfterMoment, startWindowNext } from '../src/app/game/pass/merged-cover';
import {
  tableMomentDone,
  tableMomentDue,
  tableMomentShown,
  turnOnRecord,
} from '../src/app/game/round/scoring-moment';
import { startWindowOnTable } from '../src/app/game/two-phone/table-window';
import { handNow } from '../src/app/game/core/hand-now';
import { gameChoices } from './fixtures';
import { playPassGame } from './pass-game';
import { twoPhoneSteps } from './two-phone-kit';

/** The first pass-and-play state (seeds 1…) that `wanted` accepts, as a game file; throws when none. */
function firstState(wanted: (game: LocalGame) => boolean, then = (game: LocalGame) => game): string {
  for (let seed = 1; seed <= 20; seed++) {
    let found: LocalGame | null = null;
    playPassGame(seed, gameChoices(seed % 2 ? 'blue' : 'red'), (game) => {
      if (!found && wanted(game)) found = game;
    });
    if (found) return exportGame(then(found));
  }
  throw new Error('no such state in 20 games');
}

/** The shared reveal asking where several armies come from, from two sources or more, every province shown. */
export function armySourcesFile(): string {
  return firstState(
    (game) => {
      const view = passView(game);
      if (view.kind !== 'shared' || view.step !== 'reveal') return false;
      const ask = sourcesAsk(game);
      // The run's first question (the driver answers one army at a time).
      const previous = takeBackOffer(game)?.decision;
      const pending = currentState(game).pending;
      const midRun =
        previous?.kind === 'take' &&
        previous.reason === pending?.reason &&
        previous.province === pending?.province;
      return ask !== null && ask.sources.length > 1 && !midRun;
    },
    (game) => showProvinces(game, 5, 0),
  );
}

/** A player's draw keeping all but one of the cards drawn. */
export function putBackDrawFile(): string {
  return firstState((game) => {
    const view = passView(game);
    const draw = game.draw;
    // The draw is chosen on the table seat's plan (the guest seat's comes after the table's seal).
    return view.kind === 'seat' && view.step === 'plan' && draw !== null && draw.keep === draw.drew - 1;
  });
}

/** The round's end with the next start-of-round window under it, every province shown. */
export function nextWindowFile(): string {
  return firstState(
    (game) => {
      const view = passView(game);
      const state = currentState(game);
      return (
        view.kind === 'shared' &&
        view.step === 'reveal' &&
        state.phase === 'end' &&
        !state.pending &&
        !state.passed.blue &&
        !state.passed.red &&
        startWindowNext(game) !== null
      );
    },
    (game) => showProvinces(game, 5, 0),
  );
}

/** The turn of the displays (round 4 or 7) with the start-of-round window under it. */
export function turnWindowFile(): string {
  return firstState((game) => {
    const moment = tableMomentShown(game, null);
    return moment?.kind === 'turn-displays' && startWindowAfterMoment(game) !== null;
  });
}

/**
 * Two phones, the table phone: the round record with the next start-of-round window under it,
 * its player holding a set-aside army and a card 7–10 to discard for it (R-X1); the card is returned.
 */
export function tableRecordWindowFile(): { file: string; card: Card } {
  for (let seed = 1; seed <= 20; seed++)
    for (const { table } of twoPhoneSteps(seed, gameChoices('blue'))) {
      if (table.showing?.kind !== 'round-record' || !startWindowOnTable(table)) continue;
      if (currentState(table).players[table.session.me].setAside === 0) continue;
      const card = handNow(table).find((c) => ['7', '8', '9', '10'].includes(c));
      if (card) return { file: exportGame(table), card };
    }
  throw new Error('no such state in 20 games');
}

/**
 * Two phones, the table phone at round 3's or 6's record once its scoring moment is tapped past: the
 * record's screen carries the turn of the displays, one tap for both.
 */
export function tableRecordTurnFile(): string {
  for (let seed = 1; seed <= 20; seed++)
    for (const { table } of twoPhoneSteps(seed, gameChoices('blue'))) {
      if (
        table.showing?.kind !== 'round-record' ||
        tableMomentShown(table, 'round-record')?.kind !== 'scoring'
      )
        continue;
      const scored = tableMomentDone(table, table.updatedAt);
      if (turnOnRecord(scored) !== null) return exportGame(scored);
    }
  throw new Error('no such state in 20 games');
}

/**
 * Two phones, the table phone at a round's end of battles (every battle resolved, no one passed), the
 * last battle not yet shown: a round without scoring (`scoring` false) or round 3 (true). Its "Reveal …"
 * tap leads to the round record in the first case, to the end window in the second.
 */
export function tableLastBattleFile(scoring: boolean): { file: string; province: string } {
  for (let seed = 1; seed <= 20; seed++)
    for (const { table } of twoPhoneSteps(seed, gameChoices('blue'))) {
      const state = currentState(table);
      if (gameStep(table) !== 'reveal' || state.phase !== 'end' || state.pending) continue;
      if (state.passed.blue || state.passed.red || state.round !== (scoring ? 3 : 2)) continue;
      const last = state.reveal?.sequence.at(-1);
      if (last) return { file: exportGame(showProvinces(table, 4, 0)), province: last };
    }
  throw new Error('no such state in 20 games');
}

/**
 * Two phones, the guest phone at round 4 once round 3's scoring moment is tapped past: the table's record
 * carried the turn of the displays, so the guest goes straight to its plan, which names the column in force.
 */
export function guestAfterScoringFile(): string {
  for (let seed = 1; seed <= 20; seed++)
    for (const { guest } of twoPhoneSteps(seed, gameChoices('blue'))) {
      const moment = tableMomentDue(guest);
      if (moment?.kind !== 'scoring' || moment.round !== 3 || playingRound(guest) !== 4) continue;
      return exportGame(tableMomentDone(guest, guest.updatedAt));
    }
  throw new Error('no such state in 20 games');
}
