// The arena at a small size (issue 13): games between agents finish, every answer is accepted by the
// engine and the private side (playMatch throws on any refused one), and the same seed gives the same
// record. Win rates are measured by `npm run arena`, not asserted here.
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine';
import type { AgentName } from '../../src/opponent/api';
import { playMatch } from '../../src/opponent/match';
import { wilson } from '../../scripts/arena';

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
    const agents: AgentName[] = ['random', 'greedy', 'easy', 'normal'];
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

  it('hard plays a complete game', () => {
    const r = game('hard', 'random', 'hard-1');
    expect(r.state.phase).toBe('over');
    expect(r.asks.blue).toBeGreaterThan(3);
  });

  it('the Wilson interval brackets the rate', () => {
    expect(wilson(190, 200)).toEqual([0.91, 0.973]);
    const [lo, hi] = wilson(0, 10);
    expect(lo).toBe(0);
    expect(hi).toBeGreaterThan(0.2);
  });
});
