// The 'random' agent: uniform choices among legal answers (seeded). The floor every level must beat.
import type { Card, Decision, Orders, ProvinceId, WarlordId } from '../engine';
import { PROVINCES } from '../engine';
import type { OpponentAnswer, OpponentAsk, OpponentView } from './api';
import { cardFits, choosesOrder, heldWarlords, secondSixAllowed, sideOf, windowPlays } from './legal';
import type { Rng } from './rng';

/** A uniform legal answer to `ask`. */
export function randomAnswer(view: OpponentView, ask: OpponentAsk, rng: Rng): OpponentAnswer {
  switch (ask.kind) {
    case 'warlord':
      return { kind: 'warlord', warlord: rng.pick(sideOf(view.me)) };
    case 'window': {
      const plays = windowPlays(view);
      const i = rng.int(plays.length + 1);
      return { kind: 'window', play: i < plays.length ? (plays[i] ?? null) : null };
    }
    case 'orders':
      return randomOrders(view, rng);
    case 'decision':
      return randomDecision(view, ask.decision, rng);
    case 'keep': {
      const drawn = rng.shuffle(view.own.drawn.slice());
      return { kind: 'keep', kept: drawn.slice(0, Math.min(ask.count, drawn.length)) };
    }
  }
}

/** Random legal orders (and a random order of resolution when it chooses; a second six half the time it may). */
export function randomOrders(view: OpponentView, rng: Rng): OpponentAnswer {
  const allowed = PROVINCES.filter((id) => secondSixAllowed(view, id));
  const secondSix = allowed.length > 0 && rng.chance(50) ? rng.pick(allowed) : undefined;
  const orders = fillOrders(view, rng.shuffle(view.own.hand.slice()), secondSix);
  const answer: OpponentAnswer & { kind: 'orders' } = { kind: 'orders', orders };
  if (secondSix) answer.secondSix = secondSix;
  if (choosesOrder(view)) answer.sequence = rng.shuffle(PROVINCES.slice());
  return answer;
}

/** Orders taking cards in `pref` order, each province the first card that fits (a 6 waits for an unmarked one). */
export function fillOrders(view: OpponentView, pref: Card[], secondSix?: ProvinceId): Orders {
  const left = pref.slice();
  const out: Partial<Orders> = {};
  if (secondSix) {
    out[secondSix] = '6';
    left.splice(left.indexOf('6'), 1);
  }
  for (const id of PROVINCES) {
    if (out[id]) continue;
    const i = left.findIndex((c) => cardFits(view, c, id));
    out[id] = left[i] as Card;
    left.splice(i, 1);
  }
  return out as Orders;
}

/** A uniform legal answer to a pending decision (reactive warlords: only those held). */
function randomDecision(view: OpponentView, d: Decision, rng: Rng): OpponentAnswer {
  if (d.kind === 'reactiveWarlord') {
    const held = heldWarlords(view);
    return {
      kind: 'decision',
      choice: rng.pick(d.options.filter((o) => o === 'none' || held.includes(o as WarlordId))),
    };
  }
  if (d.kind === 'extraWarlord') {
    const fresh = freshWarlords(view, d);
    const opts = fresh.length ? ['none', 'commit', ...fresh] : ['none'];
    const choice = rng.pick(opts);
    if (choice === 'commit') return { kind: 'decision', choice, warlord: rng.pick(fresh) };
    return { kind: 'decision', choice };
  }
  return { kind: 'decision', choice: rng.pick(d.options) };
}

/** War Chariot's choices (R-W12) that it does not hold already. */
export function freshWarlords(view: OpponentView, d: Decision): WarlordId[] {
  const mine = view.own.warlords.map((w) => w.id);
  return d.options.filter(
    (o) => o !== 'none' && o !== 'commit' && !mine.includes(o as WarlordId),
  ) as WarlordId[];
}
