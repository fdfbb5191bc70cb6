// Hard's orders searched on the playout engine (`fastOrders`): a sampled world
// goes on the playout engine once, and each candidate's orders are sealed on a copy of it. Sealing there
// must give what applyAction gives (the round resolved, its decisions at their defaults), the played
// cards must leave the hand, and a playout must leave the template as it was.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine';
import { applyAction, isFramed, opponent, PROVINCES } from '../../src/engine';
import { cardCode, toPublic } from '../../src/engine/fast/convert';
import { FastGame } from '../../src/engine/fast/game';
import { opponentView, type OpponentView } from '../../src/opponent';
import { sampleWorld } from '../../src/opponent/determinize';
import { fastPlayoutAfterOrders, fastWorld, sealOnCopy } from '../../src/opponent/fast-playout';
import { greedyOrders } from '../../src/opponent/greedy';
import { Rng } from '../../src/opponent/rng';
import { project } from '../../harness/fast-projection';
import { askViews } from '../../harness/opponent-views';

/** Views at the orders asks of a seeded greedy game. */
const ordersViews = (seed: string): OpponentView[] => askViews(seed, ['orders']);

/** Greedy's orders for the side whose view `v` is, as the sealing action. */
function ordersAction(v: OpponentView, seed: string): Action & { type: 'orders' } {
  const a = greedyOrders(v, new Rng(seed), 0, 1)[0];
  if (!a || a.kind !== 'orders') throw new Error('no orders');
  const act: Action & { type: 'orders' } = { type: 'orders', player: v.me, orders: a.orders };
  if (a.sequence) act.sequence = a.sequence;
  if (a.secondSix) act.secondSix = a.secondSix;
  return act;
}

describe('orders sealed on the playout engine (fastOrders)', () => {
  it('give the state applyAction gives, take the played cards out of the hand, and leave the template as it was', () => {
    let sealed = 0;
    let withModel = 0;
    for (const seed of ['fast-orders-a', 'fast-orders-b']) {
      for (const [k, view] of ordersViews(seed).entries()) {
        for (let j = 0; j < 3; j++) {
          const w = sampleWorld(view, new Rng(`world:${seed}:${k}:${j}`));
          // in two of three worlds the other side has sealed first (the model's orders), as the search does
          if (j > 0 && w.state.phase === 'orders') {
            const other = opponent(view.me);
            const theirs = ordersAction(opponentView(w.state, w.privs[other]), `model:${k}:${j}`);
            const r = applyAction(w.state, theirs);
            expect(r.ok).toBe(true);
            if (!r.ok) continue;
            w.state = r.state;
            for (const id of PROVINCES) {
              const c = theirs.orders[id];
              if (!isFramed(c)) w.privs[other].hand.splice(w.privs[other].hand.indexOf(c), 1);
            }
            withModel++;
          }
          const template = fastWorld(w, new FastGame());
          expect(template).not.toBeNull();
          if (!template) continue;
          const before = toPublic(template, w.state);
          const ours = ordersAction(view, `ours:${k}`);
          const g = sealOnCopy(template, ours, new FastGame(), (x) => x.askDefault);
          // the reference: applyAction, every decision of the round at its default
          let r = applyAction(w.state, ours);
          expect(r.ok).toBe(true);
          if (!r.ok) continue;
          let s = r.state;
          for (let guard = 0; s.pending && guard < 50; guard++) {
            r = applyAction(s, { type: 'decide', player: s.pending.player, choice: s.pending.default });
            expect(r.ok).toBe(true);
            if (!r.ok) break;
            s = r.state;
          }
          expect(project(toPublic(g, s))).toEqual(project(s));
          const me = view.me === 'blue' ? 0 : 1;
          for (const c of new Set(view.own.hand.filter((x) => !isFramed(x)))) {
            const held = view.own.hand.filter((x) => x === c).length;
            const played = PROVINCES.filter((id) => ours.orders[id] === c).length;
            expect(g.hand[me * 15 + cardCode(c)]).toBe(held - played);
          }
          // a whole playout from the template leaves it untouched
          fastPlayoutAfterOrders(template, ours, 12345 + j, 'light');
          expect(toPublic(template, w.state)).toEqual(before);
          sealed++;
        }
      }
    }
    expect(sealed).toBeGreaterThan(40);
    expect(withModel).toBeGreaterThan(20);
  });
});
