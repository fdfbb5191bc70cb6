// Playout throughput for `npm run arena -- --playouts`: n playouts from the first orders ask of a round
// in a seeded greedy game, for one policy. The caller times it (the opponent has no clock).
import type { OpponentView } from './api';
import { sampleWorld } from './determinize';
import { decide } from './index';
import { playMatch } from './match';
import { playout, type Policy } from './playout';
import { Rng } from './rng';

/** The view of blue's first orders ask in round `round` of a seeded greedy-vs-greedy game (null if it ended first). */
export function viewAtRound(seed: string, round: number): OpponentView | null {
  let found: OpponentView | null = null;
  playMatch({
    agents: { blue: 'greedy', red: 'greedy' },
    seed,
    answer: (p, view, ask, askSeed) => {
      if (!found && p === 'blue' && ask.kind === 'orders' && view.public.round === round) found = view;
      return decide(view, ask, 'greedy', askSeed);
    },
  });
  return found;
}

/** Run `n` playouts (sample a world, play it out) from `view`; returns how many reached the end. */
export function runPlayouts(view: OpponentView, n: number, policy: Policy): number {
  let over = 0;
  for (let i = 0; i < n; i++) {
    const s = playout(sampleWorld(view, new Rng(`m-world-${i}`)), new Rng(`m-play-${i}`), policy);
    if (s.phase === 'over') over++;
  }
  return over;
}

/** The referee, for the arena's bundled copy. */
export { playMatch };
