// The 'stockpiler': a heuristic player written from the rulebook alone (a practised person's plan, not
// the search's model). Only the scoring rounds move the track (R-S1), so it keeps its strong cards (7–10,
// +2, +3, R-F1) in hand through the other rounds, fights those with the framed 1–6 (they come back, R-C4),
// and in a scoring round (3, 6, 9) plays its strong cards on the provinces it holds with the best
// display, then on the best ones it does not hold; the more extra cards the other side holds (a public
// count), the more of its own it commits. Just before the scorings of rounds 3 and 6 it plays its board
// warlord on what it holds (R-W10, R-W2, R-W11).
import type { Card, Decision, Orders, ProvinceId, WarlordId } from '../engine';
import { isFramed, opponent, PROVINCES } from '../engine';
import type { OpponentAnswer, OpponentAsk, OpponentView, WindowPlay } from './api';
import { cardFits, choosesOrder, heldWarlords, windowPlays } from './legal';
import { freshWarlords } from './random';
import type { Rng } from './rng';

/** The cards it saves for the scoring rounds (R-F1): the high numbers and the costly bonuses. */
export const STRONG: readonly Card[] = ['7', '8', '9', '10', '+2', '+3'];

/** The strong cards it holds back at most for the next scoring round; more are played at once. */
const HOLD = 4;

/** Its ranking of the cards (keeps: the best first; support: the worst discarded first). */
function rank(c: Card): number {
  const order: Card[] = ['-1', '1', '2', '3', '4', '5', '6', 'P', '+1', '7', '+2', '8', '+3', '9', '10'];
  return order.indexOf(c);
}

/** The display of province `id` for the scoring this round leads to (R-R2: columns of rounds 1–3, 4–6, 7–9). */
function display(view: OpponentView, id: ProvinceId): number {
  const r = view.public.round;
  return view.public.setup.displays[id][r <= 3 ? 0 : r <= 6 ? 1 : 2] ?? 0;
}

/** Armies it holds in `id` (negative: the other side's). */
function held(view: OpponentView, id: ProvinceId): number {
  const pv = view.public.provinces[id];
  if (!pv.owner) return 0;
  return pv.owner === view.me ? pv.armies : -pv.armies;
}

/** The stockpiler's answer to `ask`. */
export function stockpilerAnswer(view: OpponentView, ask: OpponentAsk, rng: Rng): OpponentAnswer {
  switch (ask.kind) {
    case 'warlord':
      return { kind: 'warlord', warlord: view.me === 'blue' ? 'reinforce' : 'remove-army' };
    case 'window':
      return { kind: 'window', play: windowPick(view) };
    case 'orders':
      return orders(view, rng);
    case 'decision':
      return decision(view, ask.decision);
    case 'keep': {
      const ranked = view.own.drawn.slice().sort((a, b) => rank(b) - rank(a));
      return { kind: 'keep', kept: ranked.slice(0, Math.min(ask.count, ranked.length)) };
    }
  }
}

/**
 * Orders: the provinces ranked by what they score at the coming scoring (held ones first in a scoring
 * round: defended when it counts), the cards to play best first. Outside scoring rounds: the framed cards,
 * a +1 or a Plague where it helps (a Plague on the other side's biggest province, R-P1); in a scoring round
 * its strong cards first, as many as the other side's extra cards call for (all of them in round 9).
 */
function orders(view: OpponentView, rng: Rng): OpponentAnswer {
  const pub = view.public;
  const scoring = pub.round % 3 === 0;
  const theirExtras = pub.players[opponent(view.me)].handExtra ?? 0;
  // what a province is worth fighting for at the coming scoring: held ones first in a scoring round, less
  // when held deep (a margin rarely takes 7 armies, R-B3); the other side's when a strong card can take it
  const worth = (id: ProvinceId): number => {
    const a = held(view, id);
    const d = display(view, id) + 0.5;
    let w = d;
    if (a > 0) w = d * (scoring ? 2 : 1.4) * (a >= 7 ? 0.4 : 1);
    else if (a < 0) w = d * (-a <= 5 ? 1.2 : 0.4);
    return w + rng.int(10) / 100;
  };
  const order = PROVINCES.slice().sort((x, y) => worth(y) - worth(x));
  const hand = view.own.hand;
  const extras = hand.filter((c) => !isFramed(c)).sort((a, b) => rank(b) - rank(a));
  const strong = extras.filter((c) => STRONG.includes(c));
  const plus = extras.filter((c) => c === '+1');
  const plagues = extras.filter((c) => c === 'P');
  const framed = hand.filter((c) => isFramed(c)).sort((a, b) => rank(b) - rank(a));
  // the 6 costs an army (R-C6): last of the framed ones
  framed.sort((a, b) => (a === '6' ? 1 : b === '6' ? -1 : rank(b) - rank(a)));
  // in a scoring round: all of them in round 9, else four (five against a stockpile of four or more);
  // in the other rounds only what it holds beyond four, the weakest of them (it cannot use more at once)
  let lead: Card[];
  if (scoring) {
    const commit = pub.round === 9 ? strong.length : Math.min(strong.length, theirExtras >= 4 ? 5 : 4);
    lead = [...strong.slice(0, commit), ...plus, ...framed];
  } else {
    const spill = Math.max(0, strong.length - HOLD);
    lead = [...strong.slice(strong.length - spill), ...plus.slice(0, 1), ...framed];
  }
  // every other card of the hand after them, so that each province finds one that may go there (R-C6)
  const left = lead.slice();
  for (const c of extras)
    if (left.filter((x) => x === c).length < extras.filter((x) => x === c).length) left.push(c);
  const out: Partial<Orders> = {};
  // a Plague where the other side holds three or more armies (halved, R-P1)
  const big = PROVINCES.filter((id) => held(view, id) <= -3).sort((x, y) => held(view, x) - held(view, y));
  if (plagues.length && big[0]) {
    out[big[0]] = 'P';
    left.splice(left.indexOf('P'), 1);
  }
  for (const id of order) {
    if (out[id]) continue;
    const i = left.findIndex((c) => cardFits(view, c, id));
    out[id] = left.splice(i, 1)[0] as Card;
  }
  const a: OpponentAnswer & { kind: 'orders' } = { kind: 'orders', orders: out as Orders };
  if (choosesOrder(view)) a.sequence = order.slice();
  return a;
}

/** Windows: support with its worst card when the pool is low (never a strong one, R-X1); the board warlord before the scorings of rounds 3 and 6. */
function windowPick(view: OpponentView): WindowPlay | null {
  const plays = windowPlays(view);
  if (plays.length === 0) return null;
  const pub = view.public;
  if (pub.players[view.me].pool <= 1) {
    const sup = plays
      .filter((p): p is WindowPlay & { type: 'support' } => p.type === 'support' && !STRONG.includes(p.card))
      .sort((a, b) => rank(a.card) - rank(b.card))[0];
    if (sup) return sup;
  }
  if (!(pub.phase === 'end' && (pub.round === 3 || pub.round === 6))) return null;
  let best: WindowPlay | null = null;
  let top = 0;
  for (const p of plays) {
    if (p.type !== 'warlord' || !p.province) continue;
    const a = held(view, p.province);
    const d = display(view, p.province);
    // reinforce what it holds thinly; take the last army off the other side's province
    const gain =
      p.warlord === 'reinforce' && a > 0 ? d / a : p.warlord === 'remove-army' && a === -1 ? 2 * d : 0;
    if (gain > top) {
      top = gain;
      best = p;
    }
  }
  return best;
}

/** Decisions: the plague warlords and the −1 recycle when held; War Chariot's first fresh warlord; armies from the pool first. */
function decision(view: OpponentView, d: Decision): OpponentAnswer {
  switch (d.kind) {
    case 'reactiveWarlord': {
      const mine = heldWarlords(view);
      const good = d.options.find((o) => o !== 'none' && o !== 'cap-at-six' && mine.includes(o as WarlordId));
      return { kind: 'decision', choice: good ?? 'none' };
    }
    case 'extraWarlord': {
      const fresh = freshWarlords(view, d);
      return fresh.length
        ? { kind: 'decision', choice: 'commit', warlord: fresh[0] as WarlordId }
        : { kind: 'decision', choice: 'none' };
    }
    case 'take': {
      if (d.options.includes('pool')) return { kind: 'decision', choice: 'pool' };
      // from its deepest province with the lowest display
      let best = d.options[0] as string;
      let key = -Infinity;
      for (const o of d.options) {
        const id = o as ProvinceId;
        if (!PROVINCES.includes(id)) continue;
        const k = held(view, id) * 10 - display(view, id);
        if (k > key) {
          key = k;
          best = o;
        }
      }
      return { kind: 'decision', choice: best };
    }
    default:
      return {
        kind: 'decision',
        choice: d.options.includes(d.default) ? d.default : (d.options[0] as string),
      };
  }
}
