// Hard's rules in constructed positions: keeps by rule (the stronger card kept), orders tuned
// for scoring-round defence (R-S1: a high card on a held province worth 3 or more) and Champion / Hero
// (R-V3, R-V4: a 9 or 10 that does not win costs armies).
import { describe, expect, it } from 'vitest';
import type { Card, ProvinceId } from '../../src/engine';
import { PROVINCES } from '../../src/engine';
import { decide, type OpponentView } from '../../src/opponent';
import { eventRisk, greedyOrders, wins } from '../../src/opponent/greedy';
import { playMatch } from '../../src/opponent/match';
import { Rng } from '../../src/opponent/rng';

/** Red's first view at an ask of `kind` in a seeded greedy game. */
function firstView(seed: string, kind: 'orders' | 'keep'): OpponentView {
  let found: OpponentView | null = null;
  playMatch({
    agents: { blue: 'greedy', red: 'greedy' },
    seed,
    answer: (p, view, ask, askSeed) => {
      if (!found && p === 'red' && ask.kind === kind) found = structuredClone(view);
      return decide(view, ask, 'greedy', askSeed);
    },
  });
  if (!found) throw new Error(`no ${kind} ask in ${seed}`);
  return found;
}

const HIGH: readonly Card[] = ['7', '8', '9', '10'];

describe('hard: keeps by rule', () => {
  it('keeps the card its table ranks higher (a 10 over a −1, a 9 over a +1)', () => {
    const base = firstView('keep-rule', 'keep');
    for (const [drawn, best] of [
      [['-1', '10'], '10'],
      [['+1', '9'], '9'],
      [['8', '-1'], '8'],
    ] as [Card[], Card][]) {
      const view: OpponentView = { ...base, own: { ...base.own, drawn } };
      const a = decide(view, { kind: 'keep', count: 1 }, 'hard', 'k');
      expect(a).toEqual({ kind: 'keep', kept: [best] });
    }
  });
});

/** A round-3 (scoring) position for red: it holds `held` with 1 army and a display of `d` there, 0 elsewhere; its hand is 1–6 and `extras`. */
function scoringPosition(held: ProvinceId, extras: Card[], d = 4): OpponentView {
  const base = firstView('defence', 'orders');
  const pub = structuredClone(base.public);
  pub.round = 3;
  for (const id of PROVINCES) {
    pub.setup.displays[id] = [id === held ? d : 0, 1, 1];
    pub.provinces[id] = {
      ...pub.provinces[id],
      owner: id === held ? 'red' : null,
      armies: id === held ? 1 : 0,
    };
  }
  pub.players.red.sixMarks = { qin: 0, chu: 0, jinyan: 0, hanqi: 0, wu: 0 };
  pub.events = { ...pub.events, faceUp: null };
  return { ...base, public: pub, own: { ...base.own, hand: ['1', '2', '3', '4', '5', '6', ...extras] } };
}

describe('hard: scoring-round defence', () => {
  it('tuned orders put a 7–10 on the held province worth 4 in round 3', () => {
    for (const held of ['chu', 'wu'] as const) {
      const view = scoringPosition(held, ['9', '+1', '-1']);
      const [tuned] = greedyOrders(view, new Rng('t'), 0, 1, { defend: 2, events: true });
      expect(tuned?.kind).toBe('orders');
      if (tuned?.kind === 'orders') expect(HIGH).toContain(tuned.orders[held]);
    }
  });

  it('hard’s searched orders defend it too', () => {
    const view = scoringPosition('hanqi', ['10', '+2', '-1']);
    const a = decide(view, { kind: 'orders' }, 'hard', 'd');
    expect(a.kind).toBe('orders');
    if (a.kind === 'orders') expect([...HIGH, '+2']).toContain(a.orders.hanqi);
  });
});

describe('hard: Champion and Hero', () => {
  it('prices a 10 under a face-up Hero (2 armies) and a 9 under Champion (1), nothing else', () => {
    const base = firstView('events', 'orders');
    const up = (faceUp: 'hero' | 'champion' | null): OpponentView => ({
      ...base,
      public: { ...base.public, events: { ...base.public.events, faceUp } },
    });
    expect(eventRisk(up('hero'), '10')).toBe(2);
    expect(eventRisk(up('hero'), '9')).toBe(0);
    expect(eventRisk(up('champion'), '9')).toBe(1);
    expect(eventRisk(up('champion'), '10')).toBe(0);
    expect(eventRisk(up(null), '10')).toBe(0);
  });

  it('a 10 does not win against a Plague (cancelled), a +1 (11) or a 10 (a draw); it wins against a 9', () => {
    expect(wins('10', 'P')).toBe(false);
    expect(wins('10', '+1')).toBe(false);
    expect(wins('10', '10')).toBe(false);
    expect(wins('10', '9')).toBe(true);
    expect(wins('9', '-1')).toBe(true);
  });

  it('under Hero the tuned orders keep back a 10 they would play with no event face up', () => {
    const view = scoringPosition('chu', ['10', '9', '8'], 2);
    view.public.round = 2;
    const ten = (faceUp: 'hero' | null): boolean => {
      const v: OpponentView = {
        ...view,
        public: { ...view.public, events: { ...view.public.events, faceUp } },
      };
      const [a] = greedyOrders(v, new Rng('h'), 0, 1, { events: true });
      return a?.kind === 'orders' && PROVINCES.some((id) => a.orders[id] === '10');
    };
    expect(ten(null)).toBe(true);
    expect(ten('hero')).toBe(false);
  });
});
