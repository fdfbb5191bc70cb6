// Issue 21, every tap counts, on the two-phone table: a round without scoring (1, 2, 4, 5, 7, 8) has no
// end-of-round window of its own. Its plays (move-army, reinforce, remove-army in rounds 1–6, exceptional
// support at any time) do exactly the same at the start of the next round, which is offered under the
// round record: only the draw lies between the two moments (R-R1), and it moves no army and takes no card
// a player could still discard (R-R4, R-X1); rounds 1–6 stay rounds 1–6 (R-W11). So once the players have
// seen the last battle, both passes are recorded and the record screen follows with no "Done" tap.
// Rounds 3, 6 and 9 keep the window: what is played there counts before the scoring (R-S1).
import { currentState, type LocalGame } from './local-game';
import { passBoth, type Change } from './controller';
import { currentRoundLog, gameLog } from './round-log';

/** True for a round that ends with a scoring (R-S1): its end window stays. */
export function scoringRound(round: number): boolean {
  return round % 3 === 0;
}

/** True when the table phone of a two-phone game is at an end window this design leaves out: every battle seen, no one passed, no scoring. */
export function endWindowMerged(game: LocalGame): boolean {
  if (game.session.role !== 'table' || game.pass || game.solo || !game.joined) return false;
  const state = currentState(game);
  if (state.phase !== 'end' || state.pending || scoringRound(state.round)) return false;
  if (state.passed.blue || state.passed.red) return false;
  // Every province resolved this round has been stepped through on the screen (RevealStep's progress).
  const resolved = currentRoundLog(gameLog(game), state.round).filter((e) => e.kind === 'reveal').length;
  return game.revealShown >= resolved;
}

/** The game with the merged end window closed (both passes recorded, the round record shown); the game itself otherwise. */
export function closeMergedEndWindow(game: LocalGame, now: number): Change {
  return endWindowMerged(game) ? passBoth(game, now) : { ok: true, game };
}
