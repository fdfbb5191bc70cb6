// The game's log as data for the screens: every entry with its round, replayed from the record.
import type { Action, GameSetup, LogEntry } from '../../../engine';
import { recordActions, type LocalGame } from './local-game';
import { replayWithLogs } from './private-sync';

/** A log entry with the round it happened in. */
export interface RoundEntry {
  round: number;
  entry: LogEntry;
}

/** The whole log of the game as this phone knows it, each entry tagged with its round. */
export function gameLog(game: LocalGame): RoundEntry[] {
  return publicLog(game.session.setup, recordActions(game));
}

/** The log of a public record, each entry with its round (what a shared screen shows). */
export function publicLog(setup: GameSetup, actions: readonly Action[]): RoundEntry[] {
  const steps = replayWithLogs(setup, actions);
  const out: RoundEntry[] = [];
  let round = 0;
  for (const step of steps) {
    for (const entry of step.log) {
      if (entry.kind === 'roundStart') round = entry.round;
      out.push({ round, entry });
    }
  }
  return out;
}

/** This round's entries, from its roundStart on. */
export function currentRoundLog(log: readonly RoundEntry[], round: number): LogEntry[] {
  return log.filter((e) => e.round === round && e.entry.kind !== 'roundStart').map((e) => e.entry);
}
