// Armies taken from several places for one cause are chosen in one step, the rules' defaults
// set (R-D1, R-D2); the engine accepts the answers as if each had been tapped (R-B4: bordering first).
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../../../src/engine';
import { currentState, recordActions, type LocalGame } from '../../../../src/app/game/core/local-game';
import {
  canComplete,
  isLegalSplit,
  oneMoreFrom,
  sourcesAsk,
  splitKey,
  takeFromSources,
  type SourcesAsk,
} from '../../../../src/app/game/round/army-sources';
import { recordAction } from '../../../../src/app/game/core/controller';
import { playPassGame } from '../../../../harness/pass-game';
import { ok } from '../../../../harness/controller-kit';
import { gameChoices } from '../../../../harness/fixtures';

/** The game with every pending 'take' of the run answered at its default, one question at a time. */
function defaultsOneByOne(game: LocalGame, count: number): LocalGame {
  let current = game;
  for (let i = 0; i < count; i++) {
    const pending = currentState(current).pending;
    if (!pending) throw new Error('no question left');
    current = ok(
      recordAction(current, { type: 'decide', player: pending.player, choice: pending.default }, 0),
    );
  }
  return current;
}

describe('armies from several places in one step', () => {
  it('finds each run of “Where does the army come from?”, preselects the defaults, and the engine accepts the answers', () => {
    let runs = 0;
    let changed = 0;
    let refusedByRule = 0;
    for (let seed = 1; seed <= 12; seed++) {
      playPassGame(seed, gameChoices(seed % 2 ? 'blue' : 'red'), (game) => {
        const ask = sourcesAsk(game);
        const pending = currentState(game).pending;
        if (!ask) {
          // A single army (or no take): the question stays as it was, one tap.
          return;
        }
        runs++;
        expect(pending?.kind).toBe('take');
        expect(ask.count).toBeGreaterThanOrEqual(2);
        expect(Object.values(ask.defaults).reduce((a, b) => a + b, 0)).toBe(ask.count);
        for (const source of Object.keys(ask.defaults)) expect(ask.sources).toContain(source);
        // The defaults in one step: the same game as the defaults tapped one by one.
        const oneStep = ok(takeFromSources(game, ask, ask.defaults, 0));
        const oneByOne = defaultsOneByOne(game, ask.count);
        expect(fingerprint(currentState(oneStep))).toBe(fingerprint(currentState(oneByOne)));
        expect(recordActions(oneStep)).toEqual(recordActions(oneByOne));
        // Counts that do not add up are refused, nothing recorded.
        const first = ask.sources[0] ?? 'pool';
        expect(takeFromSources(game, ask, { [first]: ask.count + 1 }, 0).ok).toBe(false);
        // One army moved to another source: accepted by the engine, or refused by its rule (R-B4).
        const from = Object.keys(ask.defaults)[0] ?? first;
        const to = ask.sources.find((s) => s !== from);
        if (!to) return;
        const moved = {
          ...ask.defaults,
          [from]: (ask.defaults[from] ?? 0) - 1,
          [to]: (ask.defaults[to] ?? 0) + 1,
        };
        const result = takeFromSources(game, ask, moved, 0);
        if (result.ok) {
          changed++;
          const taken = recordActions(result.game).slice(recordActions(game).length);
          expect(taken).toHaveLength(ask.count);
          expect(taken.filter((a) => a.type === 'decide' && a.choice === to)).toHaveLength(moved[to] ?? 0);
          expect(fingerprint(currentState(result.game))).not.toBe(fingerprint(currentState(oneStep)));
        } else {
          refusedByRule++;
          expect(['engine', 'protocol']).toContain(result.refusal.source);
        }
      });
    }
    expect(runs).toBeGreaterThan(3);
    expect(changed).toBeGreaterThan(0);
    console.log(
      `army sources: ${runs} runs, ${changed} changed and accepted, ${refusedByRule} refused by a rule`,
    );
  });

  it('offers exactly the splits the engine accepts in some order, answered one by one (R-B4; only legal choices)', () => {
    let runs = 0;
    let restricted = 0;
    eachRun((game, ask) => {
      runs++;
      expect(ask.complete).toBe(true);
      expect(isLegalSplit(ask, ask.defaults)).toBe(true);
      for (const split of splitsAddingUp(ask)) {
        const accepted = acceptedOneByOne(game, ask, split);
        // The step offers a split exactly when some order of single answers is accepted by the engine.
        expect(isLegalSplit(ask, split), `${splitKey(split)} in ${Object.keys(ask.splits).join(' ')}`).toBe(
          accepted,
        );
        expect(canComplete(ask, split)).toBe(accepted);
        const result = takeFromSources(game, ask, split, 0);
        expect(result.ok).toBe(accepted);
        if (result.ok) {
          const taken = recordActions(result.game).slice(recordActions(game).length);
          for (const source of ask.sources)
            expect(taken.filter((a) => a.type === 'decide' && a.choice === source)).toHaveLength(
              split[source] ?? 0,
            );
        }
        if (!accepted) restricted++;
      }
    });
    expect(runs).toBeGreaterThan(3);
    // Some splits that add up are not allowed by the rules, and the step does not offer them.
    expect(restricted).toBeGreaterThan(0);
  });

  it('a + once all are chosen moves one army in one tap, always to a split the rules accept (R-B4)', () => {
    let moves = 0;
    let refused = 0;
    eachRun((game, ask) => {
      for (const split of splitsAddingUp(ask).filter((s) => isLegalSplit(ask, s)))
        for (const source of ask.sources) {
          const moved = oneMoreFrom(ask, split, source);
          if (moved === null) {
            refused++;
            continue;
          }
          moves++;
          // One more here, one fewer from exactly one other source; still a whole split the engine takes.
          expect(moved[source]).toBe((split[source] ?? 0) + 1);
          const lowered = ask.sources.filter((s) => (moved[s] ?? 0) < (split[s] ?? 0));
          expect(lowered).toHaveLength(1);
          expect(lowered[0]).not.toBe(source);
          expect(isLegalSplit(ask, moved)).toBe(true);
          expect(takeFromSources(game, ask, moved, 0).ok).toBe(true);
        }
      // While armies are still to choose, a + only adds.
      const first = ask.sources[0] ?? 'pool';
      const partial = { ...ask.defaults, [first]: Math.max(0, (ask.defaults[first] ?? 0) - 1) };
      const total = Object.values(partial).reduce((a, b) => a + b, 0);
      if (total < ask.count) {
        const added = oneMoreFrom(ask, partial, first);
        expect(added).toEqual({ ...partial, [first]: (partial[first] ?? 0) + 1 });
      }
    });
    expect(moves).toBeGreaterThan(3);
    // A + the rules do not allow (a farther province before a bordering one, R-B4, or no army left to move) stays disabled.
    expect(refused).toBeGreaterThan(0);
  });
});

/** Calls `check` with each run of armies asked in one step (its game and ask) in seeded pass-and-play games 1–12. */
function eachRun(check: (game: LocalGame, ask: SourcesAsk) => void): void {
  for (let seed = 1; seed <= 12; seed++)
    playPassGame(seed, gameChoices(seed % 2 ? 'blue' : 'red'), (game) => {
      const ask = sourcesAsk(game);
      if (ask) check(game, ask);
    });
}

/** Every way to split the run's armies among its sources (counts adding up to the run's size). */
function splitsAddingUp(ask: SourcesAsk): Record<string, number>[] {
  const out: Record<string, number>[] = [];
  const place = (i: number, left: number, split: Record<string, number>) => {
    const source = ask.sources[i];
    if (source === undefined) {
      if (left === 0) out.push(split);
      return;
    }
    for (let n = 0; n <= left; n++) place(i + 1, left - n, n > 0 ? { ...split, [source]: n } : split);
  };
  place(0, ask.count, {});
  return out;
}

/** True when some order of these single answers is accepted by the engine, question by question. */
function acceptedOneByOne(
  game: LocalGame,
  ask: SourcesAsk,
  split: Readonly<Record<string, number>>,
): boolean {
  const tryFrom = (current: LocalGame, left: Record<string, number>, taken: number): boolean => {
    if (taken === ask.count) return true;
    for (const source of Object.keys(left)) {
      if ((left[source] ?? 0) === 0) continue;
      const answered = recordAction(current, { type: 'decide', player: ask.player, choice: source }, 0);
      if (answered.ok && tryFrom(answered.game, { ...left, [source]: (left[source] ?? 0) - 1 }, taken + 1))
        return true;
    }
    return false;
  };
  return tryFrom(game, { ...split }, 0);
}
