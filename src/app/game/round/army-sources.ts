// Armies taken from several places for one cause (a short pool placing into a province, R-B4;
// a card's cost, R-C2/R-C6; an event, R-D1) are chosen in one step instead of one "Where does the army
// come from?" per army. The engine still asks one 'take' decision per army; this module finds the run
// of such questions the rules' defaults would lead through (R-D1, R-D2), offers every source seen with
// the defaults preselected, and answers the run in an order the rules accept (bordering provinces
// first, R-B4), each answer recorded and checked by the engine as if tapped one by one.
import type { Decision, Player } from '../../../engine';
import { refuseApp, type Change } from '../core/change';
import { recordAction } from '../core/controller';
import { currentState, type LocalGame } from '../core/local-game';

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
  /**
   * Every split of the armies among the sources that the rules accept in some order (bordering
   * provinces first, R-B4), by `splitKey`, each with an order that works; only these are offered.
   */
  splits: Record<string, string[]>;
  /** False when the search for splits stopped at its bound: then any split adding up is offered and the engine judges. */
  complete: boolean;
}

/** How many engine answers the search for legal splits may try (a run is a few armies from two or three places). */
const SPLIT_SEARCH_BOUND = 400;

/** A split's key: its non-zero counts by source, in source order. */
export function splitKey(counts: Readonly<Record<string, number>>): string {
  return Object.keys(counts)
    .filter((source) => (counts[source] ?? 0) > 0)
    .sort()
    .map((source) => `${source}:${counts[source]}`)
    .join(',');
}

function countsOf(order: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const source of order) counts[source] = (counts[source] ?? 0) + 1;
  return counts;
}

/**
 * Searches the orders in which the run's questions may be answered (each answer one the engine offers
 * at that point) and keeps one order per split. Taking the same armies in another order leaves the
 * same board, so each partial split is explored once.
 */
function searchSplits(
  game: LocalGame,
  first: Decision,
  count: number,
): { splits: Record<string, string[]>; complete: boolean } {
  const splits: Record<string, string[]> = {};
  const seen = new Set<string>();
  let tries = 0;
  let complete = true;
  const visit = (current: LocalGame, order: string[]): void => {
    if (order.length === count) {
      splits[splitKey(countsOf(order))] ??= order;
      return;
    }
    const pending = currentState(current).pending;
    if (!pending || !sameRun(first, pending)) return;
    // The rules' default first, so the defaults' own order is the one kept for their split.
    const options = [pending.default, ...pending.options.filter((o) => o !== pending.default)];
    for (const option of options) {
      const next = [...order, option];
      const key = splitKey(countsOf(next));
      if (seen.has(key)) continue;
      if (tries++ >= SPLIT_SEARCH_BOUND) {
        complete = false;
        return;
      }
      const answered = take(current, first.player, option, 0);
      if (!answered.ok) continue;
      seen.add(key);
      visit(answered.game, next);
    }
  };
  visit(game, []);
  return { splits, complete };
}

/** True when `counts` (some armies perhaps still to place) can be completed to a split the rules accept. */
export function canComplete(ask: SourcesAsk, counts: Readonly<Record<string, number>>): boolean {
  if (!ask.complete) return Object.values(counts).reduce((a, b) => a + b, 0) <= ask.count;
  return Object.values(ask.splits).some((order) => {
    const split = countsOf(order);
    return Object.keys(counts).every((source) => (counts[source] ?? 0) <= (split[source] ?? 0));
  });
}

/**
 * The counts after a + on `source`: while armies are still to choose, one more from it; once
 * all are chosen, one comes off the first other source that leaves a split the rules accept (R-B4), so
 * moving an army from the rules' choice is one tap. Null when the rules allow neither.
 */
export function oneMoreFrom(
  ask: SourcesAsk,
  counts: Readonly<Record<string, number>>,
  source: string,
): Record<string, number> | null {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const added = { ...counts, [source]: (counts[source] ?? 0) + 1 };
  if (total < ask.count) return canComplete(ask, added) ? added : null;
  for (const other of ask.sources) {
    if (other === source || (counts[other] ?? 0) === 0) continue;
    const moved = { ...added, [other]: (counts[other] ?? 0) - 1 };
    if (canComplete(ask, moved)) return moved;
  }
  return null;
}

/** True when exactly these counts are a split the rules accept (or, past the search's bound, add up). */
export function isLegalSplit(ask: SourcesAsk, counts: Readonly<Record<string, number>>): boolean {
  if (!ask.complete) return Object.values(counts).reduce((a, b) => a + b, 0) === ask.count;
  return splitKey(counts) in ask.splits;
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
  const { splits, complete } = searchSplits(game, first, count);
  return {
    player: first.player,
    reason: first.reason,
    province: first.province,
    count,
    sources,
    defaults,
    splits,
    complete,
  };
}

/**
 * Answers the run with the armies counted by source, in an order the search found for that split;
 * a split it did not find (past its bound, or not allowed) is tried this way: each question takes from a chosen source the
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
  // An order the rules accept for exactly these counts, found by the search (only legal choices).
  const order = ask.splits[splitKey(chosen)];
  if (order) {
    let current = game;
    for (const source of order) {
      const answered = take(current, ask.player, source, now);
      if (!answered.ok) return answered;
      current = answered.game;
    }
    return { ok: true, game: current };
  }
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
