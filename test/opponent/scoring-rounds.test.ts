// Hard plays for the scoring rounds (R-S1): in constructed positions where a strong card (7–10) is worth
// more kept for the next scoring round, hard keeps it; in one where spending it now is worth more, it spends
// it (so keeping everything cannot pass). "Worth more" is measured here, not assumed: each choice's orders
// are played out to the end by the panel's heuristic agents (harness/scoring-positions.ts).
import { describe, expect, it } from 'vitest';
import type { Card, Orders } from '../../src/engine';
import { PROVINCES } from '../../src/engine';
import { decide, opponentView } from '../../src/opponent';
import { greedyOrders } from '../../src/opponent/greedy';
import { Rng } from '../../src/opponent/rng';
import { position, worth, type PositionSpec } from '../../harness/scoring-positions';

const STRONG: readonly Card[] = ['7', '8', '9', '10'];
const WORLDS = 20;

/** Round 8: the round-9 scoring decides; blue holds four extras (publicly), red a strong card or two. */
const KEEP: Record<string, PositionSpec> = {
  'an 8, blue deep in a province worth 4 at the end': {
    round: 8,
    displays: { qin: [3, 4, 2], chu: [0, 1, 0], jinyan: [0, 3, 0], hanqi: [0, 0, 4], wu: [1, 0, 5] },
    armies: { chu: 3, jinyan: 1, hanqi: -4, wu: 4 },
    redHand: ['8', '-1', 'P', '-1'],
    redOut: ['9', 'P', '-1', '10', '+1', '+1', '+1'],
    blueExtras: 4,
    blueOut: ['-1', '-1', '+1', '+1', 'P', '7'],
    marker: -1,
  },
  'a 10 and a 7, the board nearly empty': {
    round: 8,
    displays: { qin: [1, 1, 4], chu: [1, 0, 5], jinyan: [1, 4, 2], hanqi: [1, 1, 0], wu: [1, 3, 4] },
    armies: { chu: 1, jinyan: -1 },
    redHand: ['10', '7', 'P', '+1'],
    redOut: ['+1', '-1', '-1', '8', '-1', '+1', '9'],
    blueExtras: 4,
    blueOut: ['-1', '-1', '+1', 'P', '7', '+1'],
    marker: -3,
  },
  'a 9, each side holding two provinces': {
    round: 8,
    displays: { qin: [2, 1, 2], chu: [1, 3, 3], jinyan: [1, 1, 5], hanqi: [1, 0, 0], wu: [2, 2, 2] },
    armies: { qin: -2, chu: 4, hanqi: 1, wu: -4 },
    redHand: ['9', 'P', '+1'],
    redOut: ['+1', 'P', '-1', '10', '+1', '-1', '-1', '7'],
    blueExtras: 4,
    blueOut: ['9', '10', '8', 'P', '-1', '+1', '-1'],
    marker: 2,
  },
};

/** Round 2, nothing on the board: a 10 and a 9 win armies now that the round-3 scoring keeps (R-B3). */
const SPEND: PositionSpec = {
  round: 2,
  displays: { qin: [5, 2, 3], chu: [4, 3, 1], jinyan: [3, 1, 4], hanqi: [2, 4, 2], wu: [1, 2, 3] },
  armies: {},
  redHand: ['10', '9'],
  redOut: [],
  blueExtras: 6,
  blueOut: [],
  marker: 0,
};

const strongIn = (o: Orders): Card[] => PROVINCES.map((id) => o[id]).filter((c) => STRONG.includes(c));

function hardOrders(sp: PositionSpec): Orders {
  const { state, red } = position(sp);
  const a = decide(opponentView(state, red), { kind: 'orders' }, 'hard', 'scoring-rounds');
  if (a.kind !== 'orders') throw new Error(`not orders: ${a.kind}`);
  return a.orders;
}

describe('hard keeps a strong card for the next scoring round where that is worth more (R-S1)', () => {
  it.each(Object.entries(KEEP))('%s', (_name, sp) => {
    const { state, red } = position(sp);
    const orders = hardOrders(sp);
    expect(strongIn(orders)).toEqual([]);
    // spending its strongest card now instead, in any one province, is worth less
    const best = red.hand.filter((c) => STRONG.includes(c)).sort((x, y) => Number(y) - Number(x))[0] as Card;
    const kept = worth(state, red, orders, WORLDS);
    for (const id of PROVINCES) {
      const spent = worth(state, red, { ...orders, [id]: best }, WORLDS);
      expect(kept).toBeGreaterThan(spent);
    }
  });
});

describe('hard spends its strong cards where that is worth more (no hoarding)', () => {
  it('round 2: the 10 and the 9 played now, worth more than the best orders without them', () => {
    const { state, red } = position(SPEND);
    const orders = hardOrders(SPEND);
    expect(strongIn(orders).length).toBeGreaterThan(0);
    const view = opponentView(state, red);
    const hand = view.own.hand.filter((c) => !STRONG.includes(c));
    const [saving] = greedyOrders({ ...view, own: { ...view.own, hand } }, new Rng('saving'));
    if (saving?.kind !== 'orders') throw new Error('no saving orders');
    expect(worth(state, red, orders, WORLDS)).toBeGreaterThan(worth(state, red, saving.orders, WORLDS) + 0.1);
  });
});
