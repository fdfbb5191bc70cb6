// Every tap counts, on the two-phone table and against the phone: a round without scoring
// (1, 2, 4, 5, 7, 8) has no end-of-round window of its own. Its plays (move-army, reinforce, remove-army
// in rounds 1–6, exceptional support at any time) do exactly the same at the start of the next round,
// which is offered next (under the round record on two phones, on the "before the orders" screen
// against the phone): only the draw lies between the two moments (R-R1), and it moves no army and takes
// no card a player could still discard (R-R4, R-X1); rounds 1–6 stay rounds 1–6 (R-W11). So once the
// players have seen the last battle, both passes are recorded and the next screen follows with no
// "Done" tap, that battle shown on it. Rounds 3, 6 and 9 keep the window: what is played there counts
// before the scoring (R-S1). A phone passed between two players keeps it too: there its Done is
// already the cover that opens the next player's screen (merged-cover.ts), so it would save nothing.
import { currentState, playingRound, type LocalGame } from '../core/local-game';
import { passBoth, type Change } from '../core/controller';
import { currentRoundLog, gameLog } from '../core/round-log';
import { exchangeSeats, withSeat } from '../pass/pass-and-play';

/** True for a round that ends with a scoring (R-S1): its end window stays. */
export function scoringRound(round: number): boolean {
  return round % 3 === 0;
}

/** True for the modes that leave out the end window of a round without scoring: two phones, and against the phone. */
function mergesEndWindow(game: LocalGame): boolean {
  return game.session.role === 'table' && game.joined && (!game.pass || !!game.solo);
}

/** True when the table seat is at an end window this design leaves out: every battle seen, no one passed, no scoring. */
export function endWindowMerged(game: LocalGame): boolean {
  if (!mergesEndWindow(game)) return false;
  const state = currentState(game);
  if (state.phase !== 'end' || state.pending || scoringRound(state.round)) return false;
  if (state.passed.blue || state.passed.red) return false;
  // Every province resolved this round has been stepped through on the screen (RevealStep's progress).
  const resolved = currentRoundLog(gameLog(game), state.round).filter((e) => e.kind === 'reveal').length;
  return game.revealShown >= resolved;
}

/** The game with the merged end window closed (both passes recorded, the seats exchanged); the game itself otherwise. */
export function closeMergedEndWindow(game: LocalGame, now: number): Change {
  if (!endWindowMerged(game)) return { ok: true, game };
  const ended = passBoth(game, now);
  // Against the phone the person's seat learns the round's end as the scanned record would tell it.
  return ended.ok && game.pass ? exchangeSeats(withSeat(game, ended.game), now) : ended;
}

/** Against the phone: true while the round follows one whose end window was left out (its last battle still to show). */
export function afterMergedEnd(game: LocalGame): boolean {
  if (!game.solo || !game.pass) return false;
  const round = playingRound(game);
  return round > 1 && !scoringRound(round - 1) && game.pass.beforeDone < round;
}
