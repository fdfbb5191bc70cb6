// Playouts on the playout engine: from real positions of greedy games (rounds 1, 4 and 7),
// every playout ends, armies are neither made nor lost (pool + set-aside + board + six boxes = 21 a side, R-F2),
// the winner agrees with the marker and the pools (R-S2), and the same seed plays the same game.
import { describe, expect, it } from 'vitest';
import type { Player, PublicState } from '../../src/engine';
import { boardCount } from '../../src/engine';
import { sampleWorld } from '../../src/opponent/determinize';
import { fastPlayout, fastPlayoutStats } from '../../src/opponent/fast-playout';
import { viewAtRound } from '../../src/opponent/measure';
import { Rng } from '../../src/opponent/rng';

/** Every army of `p`: pool, set-aside box, board, six boxes (R-C6). */
const armies = (s: PublicState, p: Player): number => {
  const pl = s.players[p];
  const m = pl.sixMarks;
  return pl.pool + pl.setAside + boardCount(s, p) + m.qin + m.chu + m.jinyan + m.hanqi + m.wu;
};

describe('playouts on the playout engine', () => {
  it('end, keep every army and name the winner the rules name, from rounds 1, 4 and 7, by every policy', () => {
    const before = fastPlayoutStats.playouts;
    let played = 0;
    for (const round of [1, 4, 7]) {
      const view = viewAtRound('fp1', round);
      if (!view) throw new Error(`the game ended before round ${round}`);
      // 'scoring' both saving, and with red spending (a model that does not save, SearchBudget.holders)
      const runs = [
        ['light', null],
        ['random', null],
        ['scoring', null],
        ['scoring', 'red'],
      ] as const;
      for (const [policy, spender] of runs) {
        for (let i = 0; i < 40; i++) {
          const s = fastPlayout(sampleWorld(view, new Rng(`w${i}`)), new Rng(`p${i}`), policy, spender);
          if (!s) throw new Error('a world in the orders phase is covered');
          played++;
          expect(s.phase).toBe('over');
          expect(armies(s, 'blue')).toBe(21);
          expect(armies(s, 'red')).toBe(21);
          const { marker } = s;
          const pools = s.players.blue.pool - s.players.red.pool;
          const winner =
            marker !== 0
              ? marker > 0
                ? 'blue'
                : 'red'
              : pools !== 0
                ? pools > 0
                  ? 'blue'
                  : 'red'
                : 'draw';
          expect(s.winner).toBe(winner);
        }
      }
    }
    expect(fastPlayoutStats.playouts - before).toBe(played);
  });

  it('plays the same game from the same seed', () => {
    const view = viewAtRound('fp2', 2);
    if (!view) throw new Error('ended');
    const a = fastPlayout(sampleWorld(view, new Rng('w')), new Rng('p'), 'light');
    const b = fastPlayout(sampleWorld(view, new Rng('w')), new Rng('p'), 'light');
    expect(a).toEqual(b);
  });
});
