// The arena at a small size: games between agents finish, every answer is accepted by the
// engine and the private side (playMatch throws on any refused one), and the same seed gives the same
// record. Win rates are measured by `npm run arena`, not asserted here.
import { describe, expect, it } from 'vitest';
import { isFramed, replay } from '../../src/engine';
import { decide } from '../../src/opponent';
import type { AgentName } from '../../src/opponent/api';
import { playMatch } from '../../src/opponent/match';
import {
  counted,
  INSTRUCTIONS_PER_ACTION,
  INSTRUCTIONS_PER_FAST_ACTION,
  INSTRUCTIONS_PER_MODEL,
  INSTRUCTIONS_PER_COPY,
  INSTRUCTIONS_PER_GAME_COPY,
  INSTRUCTIONS_PER_WORLD,
  wilson,
} from '../../scripts/arena';
import { modelMix } from '../../src/opponent/styles';

const HIGH: readonly string[] = ['7', '8', '9', '10', '+2', '+3'];

const game = (blue: AgentName, red: AgentName, seed: string, beginner = false) =>
  playMatch({
    agents: { blue, red },
    seed,
    options: beginner ? { variant: 'beginner' } : { variant: 'standard', events: true },
  });

describe('small arena', () => {
  it.each([
    ['random', 'greedy'],
    ['greedy', 'random'],
    ['easy', 'random'],
    ['greedy', 'easy'],
    ['cautious', 'bluffer'],
    ['bluffer', 'greedy'],
    ['greedy', 'cautious'],
    ['stockpiler', 'greedy'],
    ['bluffer', 'stockpiler'],
  ] as const)('%s vs %s: games finish with legal answers only, the record replays', (a, b) => {
    for (const seed of ['s1', 's2', 's3']) {
      const r = game(a, b, `${a}-${b}-${seed}`);
      expect(r.state.phase).toBe('over');
      expect(r.asks.blue).toBeGreaterThan(3);
      const again = replay(r.record);
      expect(again.ok).toBe(true);
      if (again.ok) expect(again.state.winner).toBe(r.winner);
    }
  });

  it('beginner games (no warlords, 21 armies) finish for every agent', () => {
    const agents: AgentName[] = ['random', 'greedy', 'easy', 'normal', 'cautious', 'bluffer', 'stockpiler'];
    for (const [i, a] of agents.entries()) {
      const r = game(a, agents[(i + 1) % agents.length] as AgentName, `beginner-${a}`, true);
      expect(r.state.phase).toBe('over');
      expect(r.record.actions.some((x) => x.type === 'commitWarlord')).toBe(false);
    }
  });

  it('the same seed gives the same record (normal vs greedy, random vs random)', () => {
    for (const [a, b] of [
      ['normal', 'greedy'],
      ['random', 'random'],
    ] as const) {
      const x = game(a, b, 'det');
      const y = game(a, b, 'det');
      expect(JSON.stringify(y.record)).toBe(JSON.stringify(x.record));
      const z = game(a, b, 'det-other');
      expect(JSON.stringify(z.record)).not.toBe(JSON.stringify(x.record));
    }
  });

  it('the styles differ: cautious and the stockpiler save strong cards outside scoring rounds, the bluffer plays them any round', () => {
    // strong (non-framed, not −1) cards sealed in rounds 1, 2, 4, 5, 7, 8 over a few games, per style;
    // `high`: only the 7–10, +2 and +3 the stockpiler saves
    const strong = (
      agent: AgentName,
    ): { off: number; scoring: number; high: { off: number; scoring: number } } => {
      const n = { off: 0, scoring: 0, high: { off: 0, scoring: 0 } };
      for (const seed of ['st1', 'st2', 'st3', 'st4']) {
        playMatch({
          agents: { blue: agent, red: 'greedy' },
          seed,
          answer: (p, view, ask, askSeed) => {
            const a = decide(view, ask, p === 'blue' ? agent : 'greedy', askSeed);
            if (p === 'blue' && a.kind === 'orders') {
              const k = Object.values(a.orders).filter((c) => !isFramed(c) && c !== '-1').length;
              const h = Object.values(a.orders).filter((c) => HIGH.includes(c)).length;
              if (view.public.round % 3 === 0) {
                n.scoring += k;
                n.high.scoring += h;
              } else {
                n.off += k;
                n.high.off += h;
              }
            }
            return a;
          },
        });
      }
      return n;
    };
    const c = strong('cautious');
    const b = strong('bluffer');
    const s = strong('stockpiler');
    expect(c.scoring).toBeGreaterThan(c.off);
    expect(b.off).toBeGreaterThan(c.off);
    // the stockpiler keeps its strong cards for the scoring rounds (R-S1): most of them played there
    expect(s.high.scoring).toBeGreaterThan(4 * s.high.off);
  });

  it('hard plays a complete game', () => {
    const r = game('hard', 'random', 'hard-1');
    expect(r.state.phase).toBe('over');
    expect(r.asks.blue).toBeGreaterThan(3);
  });

  it('a decision’s counted cost: applyAction’s actions (the search’s and those before a playout), playout-engine actions, worlds, their copies and model orders, each at its callgrind figure', () => {
    const c = counted({
      engineActions: { count: 10 },
      fastPlayoutStats: { actions: 1000, engineDecisions: 3 },
      searchWork: { worlds: 40, copies: 200, gameCopies: 300, models: 5 },
    });
    expect(c).toEqual({
      actions: 13,
      fastActions: 1000,
      worlds: 40,
      copies: 200,
      gameCopies: 300,
      models: 5,
      instructions:
        13 * INSTRUCTIONS_PER_ACTION +
        1000 * INSTRUCTIONS_PER_FAST_ACTION +
        40 * INSTRUCTIONS_PER_WORLD +
        200 * INSTRUCTIONS_PER_COPY +
        300 * INSTRUCTIONS_PER_GAME_COPY +
        5 * INSTRUCTIONS_PER_MODEL,
    });
    // every part costs something: none of the figures is left at zero
    for (const x of [
      INSTRUCTIONS_PER_ACTION,
      INSTRUCTIONS_PER_FAST_ACTION,
      INSTRUCTIONS_PER_WORLD,
      INSTRUCTIONS_PER_COPY,
      INSTRUCTIONS_PER_GAME_COPY,
      INSTRUCTIONS_PER_MODEL,
    ])
      expect(x).toBeGreaterThan(1000);
  });

  it('the Wilson interval brackets the rate', () => {
    expect(wilson(190, 200)).toEqual([0.91, 0.973]);
    const [lo, hi] = wilson(0, 10);
    expect(lo).toBe(0);
    expect(hi).toBeGreaterThan(0.2);
  });
});

describe('modelMix (the other side of hard1, the yardstick)', () => {
  it('models the other side by a style in N % of the slots, cautious and bluffer in turn, greedy in the rest', () => {
    const count = (mix: string[], model: string) => mix.filter((m) => m === model).length;
    expect(modelMix(0)).toEqual(Array(20).fill('greedy'));
    const twenty = modelMix(20);
    expect(twenty).toHaveLength(20);
    expect([count(twenty, 'cautious'), count(twenty, 'bluffer'), count(twenty, 'greedy')]).toEqual([
      2, 2, 16,
    ]);
    expect(count(modelMix(100), 'greedy')).toBe(0);
    expect(count(modelMix(150), 'greedy')).toBe(0);
  });
});
