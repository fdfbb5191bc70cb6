// The battle the round record's screen shows above the code: on two phones a round without
// scoring goes from its last battle straight to the record (end-window.ts), so the moves of that battle
// stay in view there. Read from the synced record alone: the screen is shared.
import { currentState, playingRound, recordActions, type LocalGame } from '../../game/core/local-game';
import { afterMergedEnd, scoringRound } from '../../game/round/end-window';
import { currentRoundLog, publicLog, type RoundEntry } from '../../game/core/round-log';
import type { PublicState } from '../../../engine';
import { lastBattle, type LastBattle } from '../../components/Battle/reveal-model';

/** The last battle of the round the shown record ends, when that round had no scoring; null otherwise. */
export function recordBattle(game: LocalGame): LastBattle | null {
  const synced = game.session.synced;
  const log = publicLog(game.session.setup, synced.actions);
  const last = log.findLast((e) => e.entry.kind === 'reveal');
  if (!last || scoringRound(last.round)) return null;
  return battleOfRound(log, last.round, synced.state);
}

/** The last battle of `round` in a public log, the board wound back from `state` (what the log leads to). */
function battleOfRound(log: readonly RoundEntry[], round: number, state: PublicState): LastBattle | null {
  const later = log.filter((e) => e.round > round).map((e) => e.entry);
  return lastBattle(round, state, currentRoundLog(log, round), later);
}

/** Against the phone: the last battle of the round before, on the screens that follow it in place of its end window; null otherwise. */
export function soloLastBattle(game: LocalGame): LastBattle | null {
  if (!afterMergedEnd(game)) return null;
  const log = publicLog(game.session.setup, recordActions(game));
  return battleOfRound(log, playingRound(game) - 1, currentState(game));
}
