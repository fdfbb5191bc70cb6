// What the opponent knows of its own deck (R-R4, R-W5, R-W9): the cards it sent under the deck, in order,
// while the cards it has never seen are still above them. Sampled worlds keep that known bottom and shuffle
// only the rest, from a canonical order: so an answer never depends on the order of the unseen part, which
// no player at the table knows.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/engine';
import { decide, type OpponentView } from '../../src/opponent';
import type { AgentName } from '../../src/opponent/api';
import { knownBottom, sampleWorld } from '../../src/opponent/determinize';
import { playMatch } from '../../src/opponent/match';
import { Rng } from '../../src/opponent/rng';

/** Red's views at every ask of a seeded greedy game, with the cards red sent under its deck so far, in order (played once per seed). */
const played = new Map<string, { view: OpponentView; under: Card[] }[]>();
function redViews(seed: string): { view: OpponentView; under: Card[] }[] {
  const seen = played.get(seed);
  if (seen) return seen;
  const out: { view: OpponentView; under: Card[] }[] = [];
  played.set(seed, out);
  const under: Card[] = [];
  playMatch({
    agents: { blue: 'greedy', red: 'greedy' },
    seed,
    answer: (p, view, ask, askSeed) => {
      const a = decide(view, ask, 'greedy', askSeed);
      if (p !== 'red') return a;
      out.push({ view: structuredClone(view), under: under.slice() });
      if (ask.kind === 'keep' && a.kind === 'keep') {
        const rest = view.own.drawn.slice();
        for (const c of a.kept) rest.splice(rest.indexOf(c), 1);
        under.push(...rest);
      }
      return a;
    },
  });
  return out;
}

/** `view` with the part of its own deck it has not seen in another order (reversed), the known bottom as it is. */
function unseenReordered(view: OpponentView): OpponentView {
  const deck = view.own.deck;
  const split = deck.length - knownBottom(view);
  return { ...view, own: { ...view.own, deck: [...deck.slice(0, split).reverse(), ...deck.slice(split)] } };
}

describe('the own deck as the player knows it', () => {
  it('the known bottom is the cards sent under the deck, in order, that have not come up again', () => {
    let checked = 0;
    for (const seed of ['deck-a', 'deck-b', 'deck-c']) {
      for (const { view, under } of redViews(seed)) {
        const k = knownBottom(view);
        const deck = view.own.deck;
        expect(deck.slice(deck.length - k)).toEqual(under.slice(under.length - k));
        if (k > 0 && k < deck.length) checked++;
      }
    }
    expect(checked).toBeGreaterThan(5); // asks with both a known bottom and unseen cards above it
  });

  it('sampled worlds keep the known bottom and shuffle the rest whatever its real order', () => {
    let mixed = 0;
    for (const { view } of redViews('deck-worlds')) {
      const k = knownBottom(view);
      const deck = view.own.deck;
      if (k === 0 || k === deck.length) continue;
      const orders = new Set<string>();
      for (let i = 0; i < 12; i++) {
        const w = sampleWorld(view, new Rng(`w${i}`));
        const mine = w.privs[view.me].deck;
        expect(mine.slice(mine.length - k)).toEqual(deck.slice(deck.length - k));
        expect(mine.slice().sort()).toEqual(deck.slice().sort());
        expect(sampleWorld(unseenReordered(view), new Rng(`w${i}`)).privs[view.me].deck).toEqual(mine);
        orders.add(mine.slice(0, mine.length - k).join());
      }
      if (orders.size > 1) mixed++;
    }
    expect(mixed).toBeGreaterThan(0);
  });

  it.each([
    ['normal', 8],
    ['hard', 1],
  ] as [AgentName, number][])(
    '%s answers the same when only the unseen part of its deck is in another order',
    (agent, n) => {
      let asked = 0;
      for (const { view } of redViews('deck-answers')) {
        const k = knownBottom(view);
        if (k === view.own.deck.length || view.own.deck.length - k < 2) continue;
        const ask = view.own.drawn.length
          ? ({ kind: 'keep', count: view.own.drawn.length === 3 ? 2 : 1 } as const)
          : ({ kind: 'orders' } as const);
        if (view.public.phase !== 'orders' || view.public.orders[view.me]) continue;
        expect(decide(unseenReordered(view), ask, agent, `same:${asked}`)).toEqual(
          decide(view, ask, agent, `same:${asked}`),
        );
        if (++asked >= n) break;
      }
      expect(asked).toBeGreaterThan(0);
    },
  );
});
