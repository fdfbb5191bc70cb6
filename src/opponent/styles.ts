// Heuristic players of their own styles for the arena's panel, written from the rules and the view alone,
// not from the search's model of the other side (the third, the stockpiler, has a file of its own):
//   'cautious' a scorer: saves its strong cards outside scoring rounds and, in a scoring round (3, 6, 9),
//              puts them where it holds the most, so what it holds is defended when it counts;
//   'bluffer'  mixes its strong cards in at random: any round, a random number of them in random places
//              among the provinces worth something, so its orders tell little.
import type { Card, Decision, Orders, ProvinceId, WarlordId } from '../engine';
import { isFramed, PROVINCES } from '../engine';
import type { OpponentAnswer, OpponentAsk, OpponentView, WindowPlay } from './api';
import { cardFits, choosesOrder, heldWarlords, secondSixAllowed, windowPlays } from './legal';
import { freshWarlords } from './random';
import type { Rng } from './rng';
import { stockpilerAnswer } from './stockpiler';

/** The heuristic styles. */
export type Style = 'cautious' | 'bluffer' | 'stockpiler';

/** Twenty model slots for the search's other side, `percent` of them styles (cautious and bluffer in turn), the rest greedy: a sampled world picks one at random. */
export function modelMix(percent: number): ('greedy' | Style)[] {
  const styled = Math.round(Math.min(100, Math.max(0, percent)) / 5);
  return Array.from({ length: 20 }, (_, i) =>
    i < styled ? (i % 2 === 0 ? 'cautious' : 'bluffer') : 'greedy',
  );
}

/** A card's battle strength for ranking (the +n count as strong, Plague middling, −1 weakest). */
export function cardStrength(c: Card): number {
  switch (c) {
    case '10':
      return 10;
    case '9':
      return 9;
    case '+3':
      return 8.8;
    case '8':
      return 8;
    case '+2':
      return 7.8;
    case '7':
      return 7;
    case '+1':
      return 6.5;
    case 'P':
      return 5.5;
    case '-1':
      return 0.5;
    default:
      return Number(c);
  }
}

/** This round's display of province `id` (the column of rounds 1–3, 4–6 or 7–9). */
function display(view: OpponentView, id: ProvinceId): number {
  const r = view.public.round;
  return view.public.setup.displays[id][r <= 3 ? 0 : r <= 6 ? 1 : 2] ?? 0;
}

/** Whether this round is scored at its end (R-S1). */
function scoringRound(view: OpponentView): boolean {
  return view.public.round % 3 === 0;
}

/** Signed armies of `id` for me: positive where I hold it. */
function mine(view: OpponentView, id: ProvinceId): number {
  const pv = view.public.provinces[id];
  if (!pv.owner) return 0;
  return pv.owner === view.me ? pv.armies : -pv.armies;
}

/** The answer of style `style` to `ask`. */
export function styleAnswer(style: Style, view: OpponentView, ask: OpponentAsk, rng: Rng): OpponentAnswer {
  if (style === 'stockpiler') return stockpilerAnswer(view, ask, rng);
  switch (ask.kind) {
    case 'warlord':
      return { kind: 'warlord', warlord: setupPick(style, view, rng) };
    case 'window':
      return { kind: 'window', play: windowPick(style, view, rng) };
    case 'orders':
      return style === 'cautious' ? cautiousOrders(view, rng) : bluffOrders(view, rng);
    case 'decision':
      return decisionPick(style, view, ask.decision, rng);
    case 'keep': {
      const ranked = view.own.drawn.slice().sort((a, b) => cardStrength(b) - cardStrength(a));
      return { kind: 'keep', kept: ranked.slice(0, Math.min(ask.count, ranked.length)) };
    }
  }
}

/** Cautious takes the warlords that add armies where it holds (blue reinforce, red remove-army); the bluffer any at random. */
function setupPick(style: Style, view: OpponentView, rng: Rng): WarlordId {
  const blue = view.me === 'blue';
  if (style === 'cautious') return blue ? 'reinforce' : 'remove-army';
  const side: WarlordId[] = blue
    ? ['move-army', 'cap-at-six', 'head-start', 'recycle-minus-one', 'reinforce']
    : ['second-six', 'remove-army', 'counter-plague', 'deadly-plague', 'recycle-plague'];
  return rng.pick(side);
}

/**
 * Cards to provinces: `order` lists the provinces most wanted first, `cards` the cards to play strongest
 * first (five or more, framed ones after); each province gets the strongest card left that may go there (R-C6).
 */
function assign(view: OpponentView, order: readonly ProvinceId[], cards: readonly Card[]): Orders {
  const left = cards.slice();
  const out: Partial<Orders> = {};
  for (const id of order) {
    const i = left.findIndex((c) => cardFits(view, c, id));
    out[id] = left[i] as Card;
    left.splice(i, 1);
  }
  return out as Orders;
}

/** The framed cards of the hand, strongest first, the 6 last (it costs an army, R-C6). */
function framedByStrength(view: OpponentView): Card[] {
  const f = view.own.hand.filter((c) => isFramed(c));
  return f.sort((a, b) => (a === '6' ? 1 : b === '6' ? -1 : 0) || cardStrength(b) - cardStrength(a));
}

/** The non-framed cards of the hand, strongest first (−1 last). */
function extrasByStrength(view: OpponentView): Card[] {
  return view.own.hand.filter((c) => !isFramed(c)).sort((a, b) => cardStrength(b) - cardStrength(a));
}

/** An orders answer with the order of resolution when it chooses: the given provinces first. */
function ordersAnswer(view: OpponentView, orders: Orders, first: readonly ProvinceId[]): OpponentAnswer {
  const a: OpponentAnswer & { kind: 'orders' } = { kind: 'orders', orders };
  if (choosesOrder(view)) a.sequence = first.slice();
  return a;
}

/**
 * Cautious: outside scoring rounds framed cards (and the −1) only, unless its hand is full of strong
 * cards; in a scoring round its strongest cards where it holds most (display, then armies), then where the
 * display is high. The order of resolution: the same provinces first.
 */
function cautiousOrders(view: OpponentView, rng: Rng): OpponentAnswer {
  const scoring = scoringRound(view);
  const worth = (id: ProvinceId): number => {
    const a = mine(view, id);
    const d = display(view, id);
    // held provinces first in a scoring round; contested (others') next; the rest by display
    return (
      d * (a > 0 ? (scoring ? 3 : 1.5) : a < 0 ? 1.2 : 1) +
      (a > 0 ? 1 + Math.min(a, 3) * 0.2 : 0) +
      rng.int(10) / 100
    );
  };
  const order = PROVINCES.slice().sort((x, y) => worth(y) - worth(x));
  const extras = extrasByStrength(view);
  let n = 0; // strong cards to play
  if (scoring) n = Math.min(extras.length, 3);
  else if (extras.length > 4) n = extras.length - 4; // spill what would otherwise crowd the hand
  const strong = extras.filter((c) => c !== '-1').slice(0, n);
  const weak = extras.filter((c) => c === '-1');
  const cards = [...strong, ...framedByStrength(view), ...weak];
  return ordersAnswer(view, assign(view, order, cards), order);
}

/**
 * Bluffer: a random number of strong cards (none to three, more of them later in the game) placed at random
 * among the three provinces worth most now; framed cards shuffled elsewhere; a second six half the time.
 */
function bluffOrders(view: OpponentView, rng: Rng): OpponentAnswer {
  const order = PROVINCES.slice().sort((x, y) => display(view, y) - display(view, x) + (rng.int(3) - 1));
  const extras = rng.shuffle(view.own.hand.filter((c) => !isFramed(c) && c !== '-1'));
  const n = Math.min(extras.length, rng.int(view.public.round >= 7 ? 4 : 3) + (scoringRound(view) ? 1 : 0));
  const top = rng.shuffle(order.slice(0, 3));
  const rest = rng.shuffle(order.slice(3));
  const framed = rng.shuffle(view.own.hand.filter((c) => isFramed(c)));
  const minus = view.own.hand.filter((c) => c === '-1');
  const cards = [...extras.slice(0, n), ...framed, ...extras.slice(n), ...minus];
  const allowed = PROVINCES.filter((id) => secondSixAllowed(view, id));
  const ss = allowed.length > 0 && rng.chance(50) ? rng.pick(allowed) : undefined;
  const provs = [...top, ...rest];
  let orders: Orders;
  if (ss) {
    const left = cards.slice();
    left.splice(left.indexOf('6'), 1);
    orders = {
      ...assign(
        view,
        provs.filter((id) => id !== ss),
        left,
      ),
      [ss]: '6',
    } as Orders;
  } else orders = assign(view, provs, cards);
  const a = ordersAnswer(view, orders, rng.shuffle(PROVINCES.slice())) as OpponentAnswer & { kind: 'orders' };
  if (ss) a.secondSix = ss;
  return a;
}

/** Window plays: head-start at once; support with the weakest card when the pool is low; board warlords by style. */
function windowPick(style: Style, view: OpponentView, rng: Rng): WindowPlay | null {
  const plays = windowPlays(view);
  if (plays.length === 0) return null;
  const hs = plays.find((p) => p.type === 'warlord' && p.warlord === 'head-start');
  if (hs) return hs;
  const pub = view.public;
  const pl = pub.players[view.me];
  if (pl.pool <= 1) {
    const supports = plays.filter((p) => p.type === 'support');
    supports.sort((a, b) =>
      a.type === 'support' && b.type === 'support' ? cardStrength(a.card) - cardStrength(b.card) : 0,
    );
    const weak = supports[0];
    if (weak && weak.type === 'support' && cardStrength(weak.card) < 8) return weak;
  }
  const board = plays.filter(
    (p) =>
      p.type === 'warlord' &&
      (p.warlord === 'reinforce' || p.warlord === 'remove-army' || p.warlord === 'move-army'),
  );
  if (board.length === 0) return null;
  if (style === 'bluffer') {
    // any window, a third of the time, on a target that helps (own province up, the other's down)
    if (!rng.chance(33)) return null;
    const helps = board.filter((p) => p.type === 'warlord' && boardDelta(view, p) > 0);
    return helps.length ? rng.pick(helps) : null;
  }
  // cautious: in the window that opens a scoring round, on what it holds (or the other's best province)
  if (!(pub.phase === 'orders' && scoringRound(view))) return null;
  let best: WindowPlay | null = null;
  let top = 0;
  for (const p of board) {
    if (p.type !== 'warlord') continue;
    const g = boardDelta(view, p);
    if (g > top) {
      top = g;
      best = p;
    }
  }
  return best;
}

/** Rough display change of a board warlord play now: a province held or taken, weighted by its display. */
function boardDelta(view: OpponentView, p: WindowPlay & { type: 'warlord' }): number {
  if ((p.warlord === 'reinforce' || p.warlord === 'remove-army') && p.province) {
    const a = mine(view, p.province);
    const d = display(view, p.province) + 0.5;
    if (p.warlord === 'reinforce') return a > 0 ? d / (1 + a) : -1;
    return a < 0 ? d * (a === -1 ? 2 : 1 / -a) : -1;
  }
  if (p.warlord === 'move-army' && p.from && p.to) {
    const f = mine(view, p.from);
    const t = mine(view, p.to);
    if (f < 2 || t < 0) return -1;
    return display(view, p.to) - display(view, p.from) + (t === 0 ? 1 : 0);
  }
  return 0;
}

/** Pending decisions: plague warlords when held; War Chariot's first fresh warlord; armies taken from the pool first. */
function decisionPick(style: Style, view: OpponentView, d: Decision, rng: Rng): OpponentAnswer {
  switch (d.kind) {
    case 'reactiveWarlord': {
      const held = heldWarlords(view);
      const ok = d.options.filter((o) => o !== 'none' && held.includes(o as WarlordId));
      // cautious uses the plague ones and cap-at-six; the bluffer any it holds, half the time
      if (style === 'cautious') {
        const good = ok.find((o) => o !== 'recycle-minus-one');
        return { kind: 'decision', choice: good ?? 'none' };
      }
      return { kind: 'decision', choice: ok.length && rng.chance(50) ? rng.pick(ok) : 'none' };
    }
    case 'extraWarlord': {
      const fresh = freshWarlords(view, d);
      if (fresh.length === 0) return { kind: 'decision', choice: 'none' };
      return {
        kind: 'decision',
        choice: 'commit',
        warlord: style === 'cautious' ? (fresh[0] as WarlordId) : rng.pick(fresh),
      };
    }
    case 'take': {
      if (d.options.includes('pool')) return { kind: 'decision', choice: 'pool' };
      // the province where it holds most armies, the lowest display among ties
      let best = d.options[0] as string;
      let key = -Infinity;
      for (const o of d.options) {
        const id = o as ProvinceId;
        if (!PROVINCES.includes(id)) continue;
        const k = mine(view, id) * 10 - display(view, id);
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
