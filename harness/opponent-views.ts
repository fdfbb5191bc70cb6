// Views of the computer opponent's asks in a seeded greedy game, for the opponent's tests.
import type { Player } from '../src/engine';
import { decide, type OpponentAsk, type OpponentView } from '../src/opponent';
import { playMatch } from '../src/opponent/match';

/** Copies of the views at every ask of one of `kinds` in the greedy game of `seed` (of `side` only, when given). */
export function askViews(seed: string, kinds: readonly OpponentAsk['kind'][], side?: Player): OpponentView[] {
  const out: OpponentView[] = [];
  playMatch({
    agents: { blue: 'greedy', red: 'greedy' },
    seed,
    answer: (p, view, ask, askSeed) => {
      if (kinds.includes(ask.kind) && (side === undefined || p === side)) out.push(structuredClone(view));
      return decide(view, ask, 'greedy', askSeed);
    },
  });
  return out;
}
