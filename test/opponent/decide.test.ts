// decide's budget and limits: playouts scale with the round (each decision about the same work), and
// the app's `stop` ends the search early with a legal answer (at once: greedy's first choice).
import { describe, expect, it } from 'vitest';
import { decide, type OpponentView } from '../../src/opponent';
import { scaled } from '../../src/opponent/search';
import { askViews } from '../../harness/opponent-views';

/** Red's views at its orders asks in a seeded greedy game. */
const ordersViews = (seed: string): OpponentView[] => askViews(seed, ['orders'], 'red');

describe('search budget', () => {
  it('scales a round-1 budget by the rounds a playout has left, at most 3x', () => {
    expect(scaled(1000, 1)).toBe(1000);
    expect(scaled(1000, 4)).toBe(1500);
    expect(scaled(1000, 7)).toBe(3000);
    expect(scaled(1000, 9)).toBe(3000);
    expect(scaled(300, 0)).toBe(300); // setup counts as round 1
  });

  it('stop at once gives greedy’s first choice; a later stop is asked between worlds', () => {
    const views = ordersViews('limits');
    expect(views.length).toBeGreaterThanOrEqual(3);
    for (const v of views.slice(0, 3)) {
      const now = decide(v, { kind: 'orders' }, 'hard', 'x', { stop: () => true });
      expect(now).toEqual(decide(v, { kind: 'orders' }, 'greedy', 'x'));
      let asked = 0;
      const later = decide(v, { kind: 'orders' }, 'normal', 'x', { stop: () => ++asked > 5 });
      expect(asked).toBe(6);
      expect(later.kind).toBe('orders');
    }
  });
});
