// The scoring moment: after the battles of rounds 3, 6 and 9 both players see each province's
// holder, display value and points, the total and the marker's move (R-S1), and an instant win (R-S2);
// at the start of rounds 4 and 7 they are asked to turn the score displays (R-R2). Drawn from the public
// record only, so a shared screen may show it.
import {
  applyAction,
  createGame,
  displayColumn,
  PROVINCES,
  type Action,
  type GameSetup,
  type Player,
  type ProvinceId,
  type PublicState,
} from '../../../engine';
import { playingRound, type LocalGame } from '../core/local-game';

/** One province at scoring: who holds it (null: nobody, R-S1) and the value its display shows. */
export interface ProvinceScore {
  province: ProvinceId;
  holder: Player | null;
  armies: number;
  value: number;
}

/** What a scoring did (R-S1, R-S2): the provinces, both totals and the marker's move. */
export interface ScoringSummary {
  /** The round scored: 3, 6 or 9. */
  round: number;
  provinces: ProvinceScore[];
  blue: number;
  red: number;
  /** The marker before and after (capped at ±9, R-S1). */
  from: number;
  to: number;
  /** The player the marker moved towards, or null when the totals were equal. */
  towards: Player | null;
  /** The game ended here: an instant win at ±9 after rounds 3 and 6, or the end after round 9 (R-S2). */
  ended: { winner: Player | 'draw'; reason: 'track' | 'round9' | 'round9-pool' | 'round9-draw' } | null;
}

/** The provinces as scored: each holder (armies > 0 and an owner) and the column of the scored round (R-S1, R-R2). */
export function provinceScores(state: PublicState, round: number): ProvinceScore[] {
  const column = displayColumn(round);
  return PROVINCES.map((province) => {
    const pv = state.provinces[province];
    const holder = pv.armies > 0 ? pv.owner : null;
    return { province, holder, armies: pv.armies, value: state.setup.displays[province][column] ?? 0 };
  });
}

/** The scoring of `round` as the engine did it, replayed from the public record; null when it has not happened. */
export function scoringSummary(
  setup: GameSetup,
  actions: readonly Action[],
  round: number,
): ScoringSummary | null {
  const created = createGame(setup);
  if (!created.ok) return null;
  let state = created.state;
  for (const action of actions) {
    const result = applyAction(state, action);
    if (!result.ok) return null;
    state = result.state;
    const score = result.log.find((e) => e.kind === 'score' && e.round === round);
    if (!score || score.kind !== 'score') continue;
    // Scoring ends the round: the provinces after the action are the ones scored (nothing moves them
    // between the scoring and the next round's start, R-S1, R-R4).
    const over = result.log.find((e) => e.kind === 'gameOver');
    const from = result.log.find((e) => e.kind === 'marker' && e.reason === 'score');
    const before = from && from.kind === 'marker' ? from.from : score.marker;
    const reason = over && over.kind === 'gameOver' ? over.reason : null;
    return {
      round,
      provinces: provinceScores(state, round),
      blue: score.blue,
      red: score.red,
      from: before,
      to: score.marker,
      towards: score.blue === score.red ? null : score.blue > score.red ? 'blue' : 'red',
      ended:
        over && over.kind === 'gameOver' && reason !== null && !reason.startsWith('events')
          ? { winner: over.winner, reason: reason as 'track' | 'round9' | 'round9-pool' | 'round9-draw' }
          : null,
    };
  }
  return null;
}

/** The last scoring round (3, 6 or 9) that has happened in `state`, or 0 (R-S1). */
export function lastScoredRound(state: PublicState): number {
  if (state.phase === 'over') {
    const reason = state.endReason;
    if (reason === 'track' || reason?.startsWith('round9')) return state.round;
  }
  return Math.floor((state.round - 1) / 3) * 3;
}

/** The scoring round whose moment this phone still has to show, or null: shown once, right after it. */
export function scoringDue(game: LocalGame): number | null {
  // The verified record: the table shows it once the round record is confirmed, the guest once it is scanned.
  const round = lastScoredRound(game.session.synced.state);
  if (round === 0 || (game.scoringSeen ?? 0) >= round) return null;
  // Only in the round right after (or at the end): a game restored later does not go back to it.
  return playingRound(game) <= round + 1 ? round : null;
}

/** The round (4 or 7) whose "turn the score displays" step this phone has still to confirm (R-R2), or null. */
export function turnDisplaysDue(game: LocalGame): number | null {
  const round = playingRound(game);
  if (game.session.synced.state.phase === 'over' || (round !== 4 && round !== 7)) return null;
  // Two phones: the turn is on the table's round record (turnOnRecord), which both players look at, and
  // the guest's plan names the column in force; a screen of its own on the guest would ask twice.
  if (!game.pass && !game.solo && game.session.role === 'guest') return null;
  if (scoringDue(game) !== null) return null;
  return (game.displaysTurned ?? 0) >= round ? null : round;
}

/** A table moment both players look at before the phone's own step: the scoring, or turning the displays. */
export type TableMoment = { kind: 'scoring'; round: number } | { kind: 'turn-displays'; round: number };

/** True when the game has ended: its end screen shows the final scoring, so no moment of its own. */
function gameEnded(game: LocalGame): boolean {
  return game.session.synced.state.phase === 'over';
}

/**
 * The table moment this phone shows now, or null: the scoring first, then the turn of the
 * displays. A scoring that ended the game (round 9, an instant win, R-S2) is on the end screen.
 * (The turn of rounds 4 and 7 stays a screen of its own: on the scoring screen it pushed the button
 * 121 px below a 360×640 screen.)
 */
export function tableMomentDue(game: LocalGame): TableMoment | null {
  if (gameEnded(game)) return null;
  const scored = scoringDue(game);
  if (scored !== null) return { kind: 'scoring', round: scored };
  const turn = turnDisplaysDue(game);
  return turn === null ? null : { kind: 'turn-displays', round: turn };
}

/** The game once the players tapped past its table moment (the same game when none is due). */
export function tableMomentDone(game: LocalGame, now: number): LocalGame {
  const moment = tableMomentDue(game);
  if (!moment) return game;
  const changes: Partial<LocalGame> =
    moment.kind === 'scoring' ? { scoringSeen: moment.round } : { displaysTurned: moment.round };
  return { ...game, ...changes, updatedAt: now };
}

/** The scoring that ended the game (round 9, or an instant win at ±9, R-S2), shown on the end screen; null otherwise. */
export function finalScoringRound(state: PublicState): number | null {
  if (state.phase !== 'over') return null;
  const reason = state.endReason;
  return reason === 'track' || reason?.startsWith('round9') ? lastScoredRound(state) : null;
}

/** The display values in force during `round` (R-R2), province by province. */
export function valuesInForce(setup: GameSetup, round: number): { province: ProvinceId; value: number }[] {
  const column = displayColumn(round);
  return PROVINCES.map((province) => ({ province, value: setup.displays[province][column] ?? 0 }));
}

/**
 * The table moment to show over this phone's screen now, or null. `seatStep` is the step of
 * the seat on screen, or null on a shared screen (a hand-over cover, the phone's own turn). On a phone
 * passed between two players it never covers one player's own screen. On two phones the table shows the
 * scoring before its round record, and the turn of the displays on the record's screen.
 */
export function tableMomentShown(game: LocalGame, seatStep: string | null): TableMoment | null {
  const moment = tableMomentDue(game);
  if (!moment) return null;
  // Two phones: the scoring comes before the round record, and the record's screen carries the
  // turn of the displays (turnOnRecord), so its one tap does both.
  if (seatStep === 'round-record') return !game.pass && moment.kind === 'scoring' ? moment : null;
  if (game.pass && !game.solo && seatStep !== null) return null;
  return moment;
}

/** Two phones: the round (4 or 7) whose turn of the displays the table's round record screen carries, or null. */
export function turnOnRecord(game: LocalGame): number | null {
  if (game.pass || game.solo || game.session.role !== 'table' || game.showing?.kind !== 'round-record')
    return null;
  const moment = tableMomentDue(game);
  return moment?.kind === 'turn-displays' ? moment.round : null;
}
