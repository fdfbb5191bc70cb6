// The end of the game as data: who won and why, the marker after each scoring round, each player's
// armies on the board round by round, the warlords and events that fired, and the state after each
// round for the replay. Everything comes from replaying the public record with the engine.
import {
  applyAction,
  createGame,
  boardCount,
  type Action,
  type EventId,
  type GameOverReason,
  type GameSetup,
  type LogEntry,
  type Player,
  type PublicState,
  type WarlordId,
} from '../../../engine';

/** One round of the replay: the public state once it was played, and its log. */
export interface SummaryRound {
  round: number;
  /** The state after the action that finished the round (the next round already started, or the game over). */
  state: PublicState;
  /** The record's length at that point: replaying actions[0..actions) gives `state`. */
  actions: number;
  /** The round's log entries, in order (its roundStart excluded). */
  log: LogEntry[];
  /** Armies on the board per player at the round's end. */
  armies: Record<Player, number>;
}

/** The marker after a scoring round (R-S1). */
export interface SummaryScore {
  round: number;
  marker: number;
}

/** An event that took effect (its log entry). */
export interface SummaryEvent {
  round: number;
  event: EventId;
  players: Player[];
}

/** A warlord that was used. */
export interface SummaryWarlord {
  round: number;
  warlord: WarlordId;
}

/** The whole summary of a game. */
export interface GameSummary {
  winner: Player | 'draw' | null;
  reason: GameOverReason | null;
  final: PublicState;
  /** The marker before round 1 (R-F3). */
  startMarker: number;
  rounds: SummaryRound[];
  scores: SummaryScore[];
  warlords: Record<Player, SummaryWarlord[]>;
  events: SummaryEvent[];
}

/** The summary of the game the record describes (as far as it goes). */
export function gameSummary(setup: GameSetup, actions: readonly Action[]): GameSummary | null {
  const created = createGame(setup);
  if (!created.ok) return null;
  let state = created.state;
  let round = 0;
  let roundLog: LogEntry[] = [];
  const rounds: SummaryRound[] = [];
  const scores: SummaryScore[] = [];
  const warlords: Record<Player, SummaryWarlord[]> = { blue: [], red: [] };
  const events: SummaryEvent[] = [];
  const take = (entries: readonly LogEntry[], applied: number) => {
    let closed = false;
    for (const entry of entries) {
      if (entry.kind === 'roundStart') {
        // the action that starts round r + 1 is the one that finished round r
        if (round >= 1) closed = true;
        round = entry.round;
        continue;
      }
      if (entry.kind === 'score') scores.push({ round: entry.round, marker: entry.marker });
      if (entry.kind === 'warlord') warlords[entry.player].push({ round, warlord: entry.warlord });
      if (entry.kind === 'event') events.push({ round, event: entry.event, players: [...entry.players] });
      if (entry.kind === 'gameOver') closed = true;
      if (round >= 1) roundLog.push(entry);
    }
    if (closed) {
      const played = state.phase === 'over' ? state.round : state.round - 1;
      rounds.push({
        round: played,
        state,
        actions: applied,
        log: roundLog,
        armies: { blue: boardCount(state, 'blue'), red: boardCount(state, 'red') },
      });
      roundLog = [];
    }
  };
  take(created.log, 0);
  let applied = 0;
  for (const action of actions) {
    const result = applyAction(state, action);
    if (!result.ok) break;
    state = result.state;
    applied++;
    take(result.log, applied);
  }
  return {
    winner: state.winner,
    reason: state.endReason,
    final: state,
    startMarker: created.state.marker,
    rounds,
    scores,
    warlords,
    events,
  };
}

/** The board the replay shows after a round: the engine's state with the round just played as the
 * current one on the round track (the next round has only started: nothing on the board moved). */
export function replayBoard(step: SummaryRound): PublicState {
  return step.state.round === step.round ? step.state : { ...step.state, round: step.round };
}

/** A battle of a round for the replay: the reveal and what followed it up to the next reveal. */
export interface SummaryBattle {
  reveal: Extract<LogEntry, { kind: 'reveal' }>;
  entries: LogEntry[];
}

/** The round's battles, each from its reveal on (R-R3 order). */
export function roundBattles(log: readonly LogEntry[]): SummaryBattle[] {
  const battles: SummaryBattle[] = [];
  let current: SummaryBattle | null = null;
  for (const entry of log) {
    if (entry.kind === 'reveal') {
      current = { reveal: entry, entries: [] };
      battles.push(current);
      continue;
    }
    if (entry.kind === 'draw' || entry.kind === 'score' || entry.kind === 'gameOver') current = null;
    if (current) current.entries.push(entry);
  }
  return battles;
}
