// The computer opponent: `decide` answers one ask from the honest view, deterministically per seed.
// It imports the engine only (test/opponent/honest.test.ts checks it).
import type { AgentName, OpponentAnswer, OpponentAsk, OpponentView } from './api';
import { greedyAnswer } from './greedy';
import { randomAnswer } from './random';
import { searchAnswer, type SearchBudget } from './search';
import { Rng } from './rng';

/** The contract's types (asks, view, answers, agents). */
export type * from './api';
/** The honest view builder. */
export { opponentView } from './view';

/**
 * Fixed search budgets per level (playouts per decision), so games repeat per seed. Hard fits 1 s per
 * decision on a phone (4x slower than one core here: under 250 ms; measured p95 in README), normal about
 * a quarter of that, easy a handful of random playouts with noise.
 */
export const BUDGETS: Record<'easy' | 'normal' | 'hard', SearchBudget> = {
  easy: {
    orders: 24,
    other: 8,
    candidates: 4,
    policy: 'random',
    noise: 0.3,
    model: 0,
    prior: 0,
    windows: false,
  },
  normal: {
    orders: 300,
    other: 60,
    candidates: 8,
    policy: 'light',
    noise: 0,
    model: 50,
    prior: 0.02,
    windows: false,
  },
  hard: {
    orders: 1300,
    other: 250,
    candidates: 12,
    policy: 'light',
    noise: 0,
    model: 50,
    prior: 0.02,
    windows: false,
  },
};

/** A legal answer to `ask` by `agent`; pure: the same (view, ask, agent, seed) gives the same answer. */
export function decide(view: OpponentView, ask: OpponentAsk, agent: AgentName, seed: string): OpponentAnswer {
  const rng = new Rng(`${agent}:${seed}`);
  switch (agent) {
    case 'greedy':
      return greedyAnswer(view, ask, rng);
    case 'easy':
    case 'normal':
    case 'hard':
      return searchAnswer(view, ask, seed, BUDGETS[agent]);
    default:
      return randomAnswer(view, ask, rng);
  }
}
