// Issue 21: armies taken from several places for one cause (a short pool placing into a province, R-B4;
// a card's cost, R-C2/R-C6; an event, R-D1) are chosen in one step instead of one "Where does the army
// come from?" per army. The engine still asks one 'take' decision per army; this module finds the run
// of such questions the rules' defaults would lead through (R-D1, R-D2), offers every source seen with
// the defaults preselected, and answers the run in an order the rules accept (bordering provinces
// first, R-B4), each answer recorded and checked by the engine as if tapped one by one.
import type { Decision, Player } from '../../engine';
import { refuseApp, type Change } from './change';
import { recordAction } from './controller';
import { currentState, type LocalGame } from './local-game';

/** Several armies of one player taken for one cause: where they may come from and the rules' defaults. */
export interface SourcesAsk {
  player: Player;
  /** The decision's reason and province (what the armies are taken for). */
  reason: string | undefined;
  province: string | undefined;
  /** How many armies are taken in this step. */
  count: number;
  /** Every source offered on the way ('pool' or a province), in the order first offered. */
  sources: string[];
  /** The defaults' answers, counted by source: preselected. */
  defaults: Record<string, number>;
}

/** True when `next` asks the same player for another army for the same cause as `first`. */
function sameRun(first: Decision, next: Decision | null): boolean {
  return (
    next !== null &&
    next.kind === 'take' &&
    next.player === first.player &&
    next.reason === first.reason &&
    next.province === first.province
  );
}

/** Answers one 'take' question on the table's record. */
function take(game: LocalGame, player: Player, choice: string, now: number): Change {
  return recordAction(game, { type: 'decide', player, choice }, now);
}

/** The run of 'take' questions now pending, when it takes more than one army; null otherwise. */
export function sourcesAsk(game: LocalGame): SourcesAsk | null {
  const first = currentState(game).pending;
  if (!first || first.kind !== 'take') return null;
  const sources: string[] = [];
  const defaults: Record<string, number> = {};
  let current = game;
  let pending: Decision | null = first;
  let count = 0;
  // At most one question per army a player has (the bound only guards against a loop on a bug).
  for (; pending && sameRun(first, pending) && count < 40; count++) {
    for (const option of pending.options) if (!sources.includes(option)) sources.push(option);
    defaults[pending.default] = (defaults[pending.default] ?? 0) + 1;
    const answered = take(current, first.player, pending.default, 0);
    if (!answered.ok) return null;
    current = answered.game;
    pending = currentState(current).pending;
  }
  if (count < 2) return null;
  return { player: first.player, reason: first.reason, province: first.province, count, sources, defaults };
}

/**
 * Answers the run with the armies counted by source: each question takes from a chosen source the
 * rules offer at that point (those with the most still to take first), so that bordering provinces
 * go before farther ones (R-B4). Refused when the counts do not add up, or by the engine's rule when
 * no order fits.
 */
export function takeFromSources(
  game: LocalGame,
  ask: SourcesAsk,
  chosen: Readonly<Record<string, number>>,
  now: number,
): Change {
  const left: Record<string, number> = { ...chosen };
  const total = Object.values(left).reduce((a, b) => a + b, 0);
  if (total !== ask.count) return refuseApp('app/not-now');
  let current = game;
  for (let i = 0; i < ask.count; i++) {
    const pending = currentState(current).pending;
    if (!pending || pending.kind !== 'take' || pending.player !== ask.player) return refuseApp('app/not-now');
    // No chosen source is offered now: the first one left is tried, and the engine says which rule refuses it.
    const offered = pending.options.filter((o) => (left[o] ?? 0) > 0);
    const fits = offered.length > 0 ? offered : Object.keys(left).filter((o) => (left[o] ?? 0) > 0);
    // The rules' own answer when it is one of the chosen sources, so the defaults answer exactly as tapped.
    const source = fits.includes(pending.default)
      ? pending.default
      : fits.reduce((best, o) => ((left[o] ?? 0) > (left[best] ?? 0) ? o : best));
    const answered = take(current, ask.player, source, now);
    if (!answered.ok) return answered;
    left[source] = (left[source] ?? 0) - 1;
    current = answered.game;
  }
  return { ok: true, game: current };
}
