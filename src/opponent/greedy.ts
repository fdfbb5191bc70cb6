// The 'greedy' agent (the baseline): one ply, no search. Orders maximise the expected worth of the five
// provinces against the other side's possible cards; every other answer follows a fixed rule of thumb.
import type { Card, Decision, Orders, ProvinceId, WarlordId } from '../engine';
import { adjacency, battleValues, PROVINCES } from '../engine';
import type { OpponentAnswer, OpponentAsk, OpponentView, WindowPlay } from './api';
import {
  afterBattle,
  ARMY,
  futureValue,
  holdValue,
  playCost,
  provinceWeight,
  signedArmies,
  theirCards,
  unknownExtras,
} from './knowledge';
import { cardFits, choosesOrder, heldWarlords, secondSixAllowed, windowPlays } from './legal';
import { freshWarlords } from './random';
import type { Rng } from './rng';

/** Setup preferences (R-W8 is a sure point; R-W2 flips thin provinces before scoring). */
const SETUP_PICK: Record<'blue' | 'red', WarlordId> = { blue: 'head-start', red: 'remove-army' };
/** War Chariot preferences (R-W12), best first. */
const EXTRA_PICK: Record<'blue' | 'red', WarlordId[]> = {
  blue: ['reinforce', 'move-army', 'recycle-minus-one', 'cap-at-six'],
  red: ['remove-army', 'counter-plague', 'recycle-plague', 'deadly-plague', 'second-six'],
};

/** The greedy answer; `noise` (0 = none) blurs the orders' scores (the easy level). */
export function greedyAnswer(view: OpponentView, ask: OpponentAsk, rng: Rng, noise = 0): OpponentAnswer {
  switch (ask.kind) {
    case 'warlord':
      return { kind: 'warlord', warlord: SETUP_PICK[view.me] };
    case 'window':
      return { kind: 'window', play: greedyWindow(view) };
    case 'orders':
      return greedyOrders(view, rng, noise)[0] as OpponentAnswer;
    case 'decision':
      return greedyDecision(view, ask.decision);
    case 'keep': {
      const ranked = view.own.drawn.slice().sort((a, b) => keepRank(b) - keepRank(a));
      return { kind: 'keep', kept: ranked.slice(0, Math.min(ask.count, ranked.length)) };
    }
  }
}

function keepRank(c: Card): number {
  return futureValue(c);
}

/**
 * Tuning of the orders' scores for the search's own candidates (the greedy baseline uses none):
 * `events` prices a 9 or 10 that may not win while Champion or Hero is face up (R-V3, R-V4);
 * `defend` multiplies the worth of a province it holds with a display of 3 or more in a scoring round (R-S1);
 * `spend` drops a card's lost future use from its cost (spent now rather than saved).
 */
export interface OrdersTune {
  events?: boolean;
  defend?: number;
  spend?: boolean;
}

/** Armies a card costs when it does not win its province under the face-up event (R-V3 Champion, R-V4 Hero). */
export function eventRisk(view: OpponentView, c: Card): number {
  const up = view.public.events.faceUp;
  if (c === '10' && up === 'hero') return 2;
  if (c === '9' && up === 'champion') return 1;
  return 0;
}

/** Whether my card `mine` wins against `theirs` (a Plague cancels the battle: no win, R-P1). */
export function wins(mine: Card, theirs: Card): boolean {
  if (mine === 'P' || theirs === 'P') return false;
  const [m, t] = battleValues(mine, theirs, null, null);
  return m > t;
}

/** Score of card `c` in province `id`: expected worth after the battle minus its cost. */
function cellScore(
  view: OpponentView,
  c: Card,
  id: ProvinceId,
  theirs: readonly [Card, number][],
  tune?: OrdersTune,
): number {
  const pub = view.public;
  const a = signedArmies(pub, view.me, id);
  let w = provinceWeight(pub, id);
  if (tune?.defend && a > 0 && pub.round % 3 === 0) {
    const col = pub.round <= 3 ? 0 : pub.round <= 6 ? 1 : 2;
    if ((pub.setup.displays[id][col] ?? 0) >= 3) w *= tune.defend;
  }
  const risk = tune?.events ? eventRisk(view, c) : 0;
  const before = holdValue(a);
  let ev = 0;
  for (const [o, p] of theirs) {
    const after = afterBattle(a, c, o, view.me, pub.deadlyPlague);
    ev += p * (w * (holdValue(after) - before) + ARMY * 0.3 * (after - a));
    // armies set aside when the 9 / 10 does not win: out of play until supported back (R-X1)
    if (risk && !wins(c, o)) ev -= p * risk * ARMY * 1.5;
  }
  return ev - playCost(c, tune?.spend ? 9 : pub.round);
}

/** Up to `k` best orders, best first (scores blurred by `noise`, tuned by `tune` for the search), each an 'orders' answer. */
export function greedyOrders(
  view: OpponentView,
  rng: Rng,
  noise = 0,
  k = 1,
  tune?: OrdersTune,
): OpponentAnswer[] {
  const hand = view.own.hand;
  const extras = unknownExtras(view);
  const distinct: Card[] = [];
  const count: number[] = [];
  for (const c of hand) {
    const i = distinct.indexOf(c);
    if (i >= 0) count[i] = (count[i] ?? 0) + 1;
    else {
      distinct.push(c);
      count.push(1);
    }
  }
  // score[d * 5 + i]: distinct card d in province i (-Infinity where it may not go, R-C6)
  const score = new Float64Array(distinct.length * 5);
  const theirs = PROVINCES.map((id) => theirCards(view, id, extras));
  distinct.forEach((c, d) =>
    PROVINCES.forEach((id, i) => {
      const v =
        cellScore(view, c, id, theirs[i] ?? [], tune) + (noise ? (rng.int(2001) / 1000 - 1) * noise : 0);
      score[d * 5 + i] = cardFits(view, c, id) ? v : -Infinity;
    }),
  );
  const options: (ProvinceId | undefined)[] = [
    undefined,
    ...PROVINCES.filter((id) => secondSixAllowed(view, id)),
  ];
  const found: { orders: Orders; secondSix?: ProvinceId; v: number }[] = [];
  for (const ss of options) {
    const cells = score.slice();
    const six = distinct.indexOf('6');
    if (ss) cells[six * 5 + PROVINCES.indexOf(ss)] = (score[six * 5 + PROVINCES.indexOf(ss)] ?? 0) - 0.3;
    for (const r of bestAssignments(distinct, count, cells, ss, k))
      found.push(ss ? { ...r, secondSix: ss } : r);
  }
  found.sort((x, y) => y.v - x.v);
  const sequence = choosesOrder(view) ? greedySequence(view) : undefined;
  return found.slice(0, k).map((f) => {
    const a: OpponentAnswer & { kind: 'orders' } = { kind: 'orders', orders: f.orders };
    if (f.secondSix) a.secondSix = f.secondSix;
    if (sequence) a.sequence = sequence;
    return a;
  });
}

/** The k best assignments of the hand's cards to the provinces: depth-first with a bound, identical cards tried once. */
function bestAssignments(
  distinct: readonly Card[],
  count0: readonly number[],
  score: Float64Array,
  secondSix: ProvinceId | undefined,
  k: number,
): { orders: Orders; v: number }[] {
  const n = distinct.length;
  const count = count0.slice();
  const ssAt = secondSix ? PROVINCES.indexOf(secondSix) : -1;
  const six = distinct.indexOf('6');
  if (ssAt >= 0) count[six] = (count[six] ?? 1) - 1;
  // rest[i]: the best each of provinces i..4 could add (the bound)
  const rest = new Float64Array(6);
  for (let i = 4; i >= 0; i--) {
    let m = -Infinity;
    if (i === ssAt) m = score[six * 5 + i] ?? 0;
    else for (let d = 0; d < n; d++) m = Math.max(m, score[d * 5 + i] ?? -Infinity);
    rest[i] = (rest[i + 1] ?? 0) + m;
  }
  const pick = new Int32Array(5);
  const best: { orders: Orders; v: number }[] = [];
  const go = (i: number, v: number): void => {
    if (best.length === k && v + (rest[i] ?? 0) <= (best[k - 1] as { v: number }).v) return;
    if (i === 5) {
      const orders = {} as Orders;
      PROVINCES.forEach((id, j) => (orders[id] = distinct[pick[j] ?? 0] as Card));
      best.push({ orders, v });
      best.sort((x, y) => y.v - x.v);
      if (best.length > k) best.pop();
      return;
    }
    if (i === ssAt) {
      pick[i] = six;
      go(i + 1, v + (score[six * 5 + i] ?? 0));
      return;
    }
    for (let d = 0; d < n; d++) {
      const c = count[d] ?? 0;
      const sc = score[d * 5 + i] ?? -Infinity;
      if (c === 0 || sc === -Infinity) continue;
      count[d] = c - 1;
      pick[i] = d;
      go(i + 1, v + sc);
      count[d] = c;
    }
  };
  go(0, 0);
  return best;
}

/** Order of resolution: the provinces worth most first (its armies placed before any event ends the game). */
export function greedySequence(view: OpponentView): ProvinceId[] {
  return PROVINCES.slice().sort((a, b) => provinceWeight(view.public, b) - provinceWeight(view.public, a));
}

/** One window play by rule of thumb, or null. */
function greedyWindow(view: OpponentView): WindowPlay | null {
  const pub = view.public;
  const me = view.me;
  const plays = windowPlays(view);
  if (plays.length === 0) return null;
  const hs = plays.find((p) => p.type === 'warlord' && p.warlord === 'head-start');
  if (hs) return hs;
  const pl = pub.players[me];
  // exceptional support (R-X1): a weak card for an army when the pool runs low
  if (pl.pool <= 2) {
    const weak = plays.find(
      (p) => p.type === 'support' && (p.card === '-1' || (pl.pool === 0 && futureValue(p.card) < 1)),
    );
    if (weak) return weak;
  }
  if (pub.phase === 'orders' && pub.orders[me] === null) {
    const dp = plays.find((p) => p.type === 'warlord' && p.warlord === 'deadly-plague');
    const big = PROVINCES.some((id) => signedArmies(pub, me, id) <= -3);
    if (dp && big && view.own.hand.includes('P')) return dp;
  }
  // board warlords just before a scoring (end of rounds 3 and 6), where they swing most
  const scoring = pub.phase === 'end' && (pub.round === 3 || pub.round === 6);
  if (!scoring) return null;
  let best: WindowPlay | null = null;
  let bestGain = pub.round === 6 ? 0 : 1.5;
  for (const p of plays) {
    if (p.type !== 'warlord') continue;
    const g = boardGain(view, p);
    if (g > bestGain) {
      best = p;
      bestGain = g;
    }
  }
  return best;
}

/** The displays gained at this scoring by a board warlord (R-W2, R-W6, R-W10). */
function boardGain(view: OpponentView, p: WindowPlay & { type: 'warlord' }): number {
  const pub = view.public;
  const me = view.me;
  const w = (id: ProvinceId): number => provinceWeight(pub, id);
  const hv = (x: number): number => holdValue(x);
  if (p.warlord === 'reinforce' && p.province) {
    const a = signedArmies(pub, me, p.province);
    return w(p.province) * (hv(a + 1) - hv(a));
  }
  if (p.warlord === 'remove-army' && p.province) {
    const a = signedArmies(pub, me, p.province);
    if (a >= 0) return -1;
    return w(p.province) * (hv(a + 1) - hv(a));
  }
  if (p.warlord === 'move-army' && p.from && p.to) {
    const f = signedArmies(pub, me, p.from);
    const t = signedArmies(pub, me, p.to);
    if (!adjacency(pub.borders)[p.from].includes(p.to)) return -1;
    return w(p.to) * (hv(t + 1) - hv(t)) + w(p.from) * (hv(f - 1) - hv(f));
  }
  return 0;
}

/** Pending decisions by rule of thumb. */
function greedyDecision(view: OpponentView, d: Decision): OpponentAnswer {
  const pub = view.public;
  const me = view.me;
  switch (d.kind) {
    case 'reactiveWarlord': {
      const held = heldWarlords(view);
      const good = d.options.find(
        (o) => (o === 'counter-plague' || o === 'recycle-plague') && held.includes(o as WarlordId),
      );
      return { kind: 'decision', choice: good ?? 'none' };
    }
    case 'extraWarlord': {
      const fresh = freshWarlords(view, d);
      const w = EXTRA_PICK[me].find((x) => fresh.includes(x));
      return w ? { kind: 'decision', choice: 'commit', warlord: w } : { kind: 'decision', choice: 'none' };
    }
    case 'take': {
      if (d.options.includes('pool')) return { kind: 'decision', choice: 'pool' };
      // the board army that costs least: a deep, light province first
      let best = d.options[0] as string;
      let cost = Infinity;
      for (const o of d.options) {
        const id = o as ProvinceId;
        const a = signedArmies(pub, me, id);
        const c = provinceWeight(pub, id) * (holdValue(a) - holdValue(a - 1));
        if (c < cost) {
          cost = c;
          best = o;
        }
      }
      return { kind: 'decision', choice: best };
    }
    case 'lightInfantry':
      return { kind: 'decision', choice: d.options.includes('take') ? 'take' : (d.options[0] as string) };
    default:
      return {
        kind: 'decision',
        choice: d.options.includes(d.default) ? d.default : (d.options[0] as string),
      };
  }
}
