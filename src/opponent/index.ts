// The computer opponent: `decide` answers one ask from the honest view, deterministically per seed.
// It imports the engine only (test/opponent/honest.test.ts checks it).
import type { AgentName, OpponentAnswer, OpponentAsk, OpponentView } from './api';
import { greedyAnswer } from './greedy';
import { randomAnswer } from './random';
import { searchAnswer, type Model, type SearchBudget } from './search';
import { modelMix, styleAnswer } from './styles';
import { Rng } from './rng';

/** The contract's types (asks, view, answers, agents). */
export type * from './api';
/** The honest view builder. */
export { opponentView } from './view';

/** Twenty model slots for hard's other side: greedy in 12, the stockpiler in 4 (a practised person saves strong cards for the scoring rounds), the cautious style and the bluffer in 2 each. */
const HARD_MODELS: readonly Model[] = [
  ...(Array(12).fill('greedy') as Model[]),
  ...(Array(4).fill('stockpiler') as Model[]),
  'cautious',
  'bluffer',
  'cautious',
  'bluffer',
];

/**
 * Fixed search budgets per level (playouts per decision in round 1; later rounds get more, see
 * `scaled`), so games repeat per seed. Hard's slowest decision stays within 1.5·10⁹ instructions as the
 * arena counts it (docs/BENCHMARKS.md), normal a fraction of that, easy a handful of random playouts with
 * noise. 'hard1' is hard before its playouts saved strong cards for the scoring rounds: the arena's
 * yardstick for hard.
 */
export const BUDGETS: Record<'easy' | 'normal' | 'hard' | 'hard1', SearchBudget> = {
  easy: {
    orders: 24,
    other: 8,
    candidates: 4,
    policy: 'random',
    noise: 0.3,
    model: 0,
    models: ['greedy'],
    prior: 0,
  },
  normal: {
    orders: 300,
    other: 60,
    candidates: 8,
    policy: 'light',
    noise: 0,
    model: 50,
    models: ['greedy'],
    prior: 0.02,
  },
  // orders searched on the playout engine (at most `worlds` distinct worlds), the other side modelled in
  // every world, warlords and keeps searched; playouts that save strong cards for the scoring rounds (R-S1)
  // and orders that save or spend them among the candidates; the other side saves in its playouts only
  // in the worlds a saving style models it (stockpiler, cautious), else it spends as the light policy
  // does; a playout scores its win and 0.04 a track space of the final marker (R-S1, R-S2)
  hard: {
    orders: 4000,
    other: 250,
    candidates: 20,
    policy: 'scoring',
    noise: 0,
    model: 100,
    models: HARD_MODELS,
    prior: 0.02,
    warlords: true,
    setupPlayouts: 3000,
    keepPlayouts: 1000,
    extra: ['cautious', 'tuned', 'scoring'],
    worlds: 300,
    holders: ['stockpiler', 'cautious'],
    margin: 0.04,
  },
  hard1: {
    orders: 4000,
    other: 250,
    candidates: 20,
    policy: 'light',
    noise: 0,
    model: 100,
    models: modelMix(20),
    prior: 0.02,
    warlords: true,
    setupPlayouts: 3000,
    extra: ['cautious', 'tuned'],
    worlds: 300,
  },
};

/** Optional limits from the app: `stop` is asked between sampled worlds and ends the search early (the app's time budget; the opponent has no clock). */
export interface DecideLimits {
  stop?: () => boolean;
}

/**
 * A legal answer to `ask` by `agent`; pure: the same (view, ask, agent, seed) gives the same answer
 * (with a `stop` that ends the search early, the answer depends on when it does).
 */
export function decide(
  view: OpponentView,
  ask: OpponentAsk,
  agent: AgentName,
  seed: string,
  limits: DecideLimits = {},
): OpponentAnswer {
  const rng = new Rng(`${agent}:${seed}`);
  switch (agent) {
    case 'greedy':
      return greedyAnswer(view, ask, rng);
    case 'cautious':
    case 'bluffer':
    case 'stockpiler':
      return styleAnswer(agent, view, ask, rng);
    case 'easy':
    case 'normal':
    case 'hard':
    case 'hard1':
      return searchAnswer(view, ask, seed, BUDGETS[agent], limits.stop);
    default:
      return randomAnswer(view, ask, rng);
  }
}
