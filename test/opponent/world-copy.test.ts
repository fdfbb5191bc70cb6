// The search samples world j once and gives each candidate a copy: a copy
// must play exactly as a fresh sample of the same world, and nothing a candidate, the model's orders or
// a playout does to its copy may reach the sample the next candidate copies.
import { describe, expect, it } from 'vitest';
import { applyAction, PROVINCES } from '../../src/engine';
import type { OpponentView } from '../../src/opponent';
import { sampleWorld } from '../../src/opponent/determinize';
import { greedyOrders } from '../../src/opponent/greedy';
import { playout } from '../../src/opponent/playout';
import { Rng } from '../../src/opponent/rng';
import { copyWorld } from '../../src/opponent/search';
import { askViews } from '../../harness/opponent-views';

/** Views at every orders ask and keep ask of a seeded greedy game. */
const views = (seed: string): OpponentView[] => askViews(seed, ['orders', 'keep']);

describe('copyWorld', () => {
  it('plays as a fresh sample of the same world, and leaves the sample untouched', () => {
    let checked = 0;
    for (const seed of ['copy-a', 'copy-b']) {
      for (const [k, view] of views(seed).entries()) {
        const world = (j: number) => sampleWorld(view, new Rng(`world:${seed}:${k}:${j}`));
        const sample = world(0);
        const before = structuredClone(sample);
        for (const policy of ['light', 'random'] as const) {
          const copy = copyWorld(sample);
          const fresh = world(0);
          if (view.public.phase === 'orders' && !view.public.orders[view.me]) {
            // a candidate's orders applied to both, as the search does
            const orders = greedyOrders(view, new Rng(`orders:${k}`), 0, 1)[0];
            if (orders?.kind === 'orders') {
              for (const w of [copy, fresh]) {
                const r = applyAction(w.state, { type: 'orders', player: view.me, orders: orders.orders });
                expect(r.ok).toBe(true);
                if (!r.ok) continue;
                w.state = r.state;
                for (const id of PROVINCES) {
                  const hand = w.privs[view.me].hand;
                  const at = hand.indexOf(orders.orders[id]);
                  if (!['1', '2', '3', '4', '5', '6'].includes(orders.orders[id])) hand.splice(at, 1);
                }
              }
            }
          }
          const a = playout(copy, new Rng(`play:${k}`), policy);
          const b = playout(fresh, new Rng(`play:${k}`), policy);
          expect(a).toEqual(b);
          expect(copy.privs).toEqual(fresh.privs);
          checked++;
        }
        expect(sample).toEqual(before);
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});
