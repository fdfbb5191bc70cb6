// The computer opponent: `decide` answers one ask from the honest view, deterministically per seed.
// It imports the engine only (test/opponent/honest.test.ts checks it).
import type { AgentName, OpponentAnswer, OpponentAsk, OpponentView } from './api';
import { greedyAnswer } from './greedy';
import { randomAnswer } from './random';
import { Rng } from './rng';

export type * from './api';
/** The honest view builder. */
export { opponentView } from './view';

/** A legal answer to `ask` by `agent`; pure: the same (view, ask, agent, seed) gives the same answer. */
export function decide(view: OpponentView, ask: OpponentAsk, agent: AgentName, seed: string): OpponentAnswer {
  const rng = new Rng(`${agent}:${seed}`);
  switch (agent) {
    case 'greedy':
      return greedyAnswer(view, ask, rng);
    default:
      return randomAnswer(view, ask, rng);
  }
}
