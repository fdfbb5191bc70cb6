// Scoring (R-S1, R-R2) and the end of the game (R-S2, R-S3).
import type { Ctx } from './ctx';
import { provinceOf } from './state';
import type { Displays, GameOverReason, LogEntry, Player, ProvinceId, PublicState } from './types';
import { PROVINCES } from './types';

/** `d[id]` (see playerOf in state.ts). */
function displayOf(d: Displays, id: ProvinceId): Displays[ProvinceId] {
  return id === 'qin'
    ? d.qin
    : id === 'chu'
      ? d.chu
      : id === 'jinyan'
        ? d.jinyan
        : id === 'hanqi'
          ? d.hanqi
          : d.wu;
}

/** Clamp the marker to the track (R-F3). */
export function clampMarker(m: number): number {
  return m > 9 ? 9 : m < -9 ? -9 : m;
}

/** Display column in force during a round (R-R2): 0 for rounds 1–3, 1 for 4–6, 2 for 7–9. */
export function displayColumn(round: number): number {
  return round <= 3 ? 0 : round <= 6 ? 1 : 2;
}

/** Score the end of round 3, 6 or 9 (R-S1): move the marker by the difference, capped at ±9. */
export function scoreRound(s: PublicState, log: LogEntry[]): void {
  const col = displayColumn(s.round);
  let blue = 0;
  let red = 0;
  for (const id of PROVINCES) {
    const pv = provinceOf(s, id);
    if (pv.armies === 0 || pv.owner === null) continue;
    const v = displayOf(s.setup.displays, id)[col] ?? 0;
    if (pv.owner === 'blue') blue += v;
    else red += v;
  }
  const from = s.marker;
  s.marker = clampMarker(s.marker + blue - red);
  log.push({ kind: 'score', round: s.round, blue, red, marker: s.marker });
  if (from !== s.marker) log.push({ kind: 'marker', from, to: s.marker, reason: 'score' });
}

/** End the game now, decided as after round 9 (R-S2; events R-S3). */
export function endGame(s: PublicState, log: LogEntry[], byEvents: boolean): void {
  let winner: Player | 'draw';
  let reason: GameOverReason;
  if (s.marker !== 0) {
    winner = s.marker > 0 ? 'blue' : 'red';
    reason = byEvents ? 'events' : 'round9';
  } else if (s.players.blue.pool !== s.players.red.pool) {
    winner = s.players.blue.pool > s.players.red.pool ? 'blue' : 'red';
    reason = byEvents ? 'events-pool' : 'round9-pool';
  } else {
    winner = 'draw';
    reason = byEvents ? 'events-draw' : 'round9-draw';
  }
  finish(s, log, winner, reason);
}

/** Mark the game over. */
export function finish(
  s: PublicState,
  log: LogEntry[],
  winner: Player | 'draw',
  reason: GameOverReason,
): void {
  s.phase = 'over';
  s.winner = winner;
  s.endReason = reason;
  s.pending = null;
  log.push({ kind: 'gameOver', winner, reason, marker: s.marker });
}

/** Instant win after scoring at rounds 3 and 6 (R-S2, R-S4). */
export function checkInstantWin(s: PublicState, log: LogEntry[]): boolean {
  if (s.marker === 9 || s.marker === -9) {
    finish(s, log, s.marker > 0 ? 'blue' : 'red', 'track');
    return true;
  }
  return false;
}

/** Context-flavoured endGame for steps. */
export function endGameCtx(ctx: Ctx, byEvents: boolean): void {
  endGame(ctx.s, ctx.log, byEvents);
}
