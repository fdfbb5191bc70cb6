// One province's resolution (R-B5): reveal, reactive warlords, Plague or battle, costs, margin, then
// the face-up event's check (R-V7). A step in phases (ctx.ts): each phase does what needs no answer and
// returns a generator only when a decision must really be asked, so most provinces run without one.
import { battleValues, isFramed } from './cards';
import { logMove, restOfPhases, type Ctx, type Phase, type Step } from './ctx';
import { checkEvents, eventDue, type Occurrence } from './events';
import { append, cardAt, has, playerOf, provinceOf, same } from './state';
import { applyMargin, placeFromBoard, takeArmy, takeFrom } from './placement';
import type { Card, Decision, Location, OrdersSubmission, Player, ProvinceId, WarlordId } from './types';
import { mayHold, useWarlord } from './warlords';

/** A province's resolution in progress: what the phases pass on to each other. */
interface Resolution {
  id: ProvinceId;
  bc: Card;
  rc: Card;
  /** Reactive warlords used (R-B5 step 2): R-W7, R-W9, R-W3, R-W5. */
  capSix: boolean;
  recycleMinus: boolean;
  counter: boolean;
  recyclePlague: boolean;
  winner: Player | null;
  margin: number;
  /** Costs cancelled (R-P2, R-E5). */
  bFree: boolean;
  rFree: boolean;
}

const NONE_USED: readonly WarlordId[] = [];
const CAP: readonly WarlordId[] = ['cap-at-six']; // R-W7
const RECYCLE_MINUS: readonly WarlordId[] = ['recycle-minus-one']; // R-W9
const BOTH_PLAGUE: readonly WarlordId[] = ['counter-plague', 'recycle-plague']; // R-W3, R-W5
const COUNTER: readonly WarlordId[] = ['counter-plague']; // R-W3
const RECYCLE_PLAGUE: readonly WarlordId[] = ['recycle-plague']; // R-W5

/** The options of a reactive warlord decision (R-B5 step 2): 'none' and what `p` might still hold, or null when nothing. */
function reactiveOptions(
  ctx: Ctx,
  p: Player,
  candidates: readonly WarlordId[],
  used: readonly WarlordId[],
): string[] | null {
  let opts: string[] | null = null;
  for (const w of candidates) {
    if (has(used, w) || !mayHold(ctx.s, p, w)) continue;
    if (!opts) opts = ['none'];
    opts.push(w);
  }
  return opts;
}

/** Offer reactive warlords (R-B5 step 2) while the player might hold one, starting with options `first`; records those used in `r`. */
function* reactive(
  ctx: Ctx,
  r: Resolution,
  p: Player,
  candidates: readonly WarlordId[],
  first: string[],
): Step {
  let used: readonly WarlordId[] = NONE_USED;
  let opts: string[] | null = first;
  while (opts) {
    const a = yield {
      player: p,
      kind: 'reactiveWarlord',
      options: opts,
      default: 'none',
      province: r.id,
      reason: 'reveal',
    };
    if (a.choice === 'none') return;
    const w = a.choice as WarlordId;
    useWarlord(ctx.s, p, w, a.salt);
    ctx.log.push({ kind: 'warlord', player: p, warlord: w, province: r.id });
    used = append(used, w);
    if (w === 'cap-at-six') r.capSix = true;
    else if (w === 'recycle-minus-one') r.recycleMinus = true;
    else if (w === 'counter-plague') r.counter = true;
    else if (w === 'recycle-plague') r.recyclePlague = true;
    opts = reactiveOptions(ctx, p, candidates, used);
  }
}

/** (2) Blue's reactive warlords: R-W7 on a 7–10, R-W9 on a -1. */
function blueReactive(ctx: Ctx, r: Resolution): Step | null {
  const bc = r.bc;
  const cands =
    bc === '7' || bc === '8' || bc === '9' || bc === '10' ? CAP : bc === '-1' ? RECYCLE_MINUS : null;
  const opts = cands && reactiveOptions(ctx, 'blue', cands, NONE_USED);
  return cands && opts ? reactive(ctx, r, 'blue', cands, opts) : null;
}

/** (2) Red's reactive warlords: R-W3 against a blue Plague, R-W5 on its own. */
function redReactive(ctx: Ctx, r: Resolution): Step | null {
  const cands = r.bc === 'P' ? (r.rc === 'P' ? BOTH_PLAGUE : COUNTER) : r.rc === 'P' ? RECYCLE_PLAGUE : null;
  const opts = cands && reactiveOptions(ctx, 'red', cands, NONE_USED);
  return cands && opts ? reactive(ctx, r, 'red', cands, opts) : null;
}

/** A played card leaves the game or, recycled, goes under the deck while the top card leaves (R-C4, R-W5, R-W9). */
function retire(ctx: Ctx, p: Player, c: Card, recycled: boolean): void {
  if (isFramed(c)) return;
  const pl = playerOf(ctx.s, p);
  if (!recycled) {
    pl.out = append(pl.out, c);
    return;
  }
  // under the deck; the top card leaves the game (unknown to the opponent)
  if (pl.deck !== null && pl.deck === 0) pl.deck = 1;
  ctx.log.push({ kind: 'recycle', player: p, card: c });
}

/** (3) Plagues counted and cards retired (R-P3, R-C4), cancellations (R-P2, R-E5), then the Plague or the battle (R-P1, R-B1). */
function fight(ctx: Ctx, r: Resolution): null {
  const s = ctx.s;
  const { id, bc, rc } = r;
  const o = s.setup.options;
  const capSix = r.capSix;
  const counter = r.counter;

  // R-P3: every Plague played counts
  if (bc === 'P') s.plagues++;
  if (rc === 'P') s.plagues++;
  retire(ctx, 'blue', bc, r.recycleMinus);
  retire(ctx, 'red', rc, r.recyclePlague);

  const bluePlague = bc === 'P' && !counter;
  const redPlague = rc === 'P';
  const plague = bluePlague || redPlague;
  // R-P2: the opponent's card of a Plague is cancelled; costs too when plagueCancelsCosts
  const bCancelled = plague && !bluePlague;
  const rCancelled = plague && !redPlague;
  r.bFree = bCancelled && o.plagueCancelsCosts;
  r.rFree = rCancelled && o.plagueCancelsCosts;
  // R-E5: identical +2/+3 cancel their costs in pl
  if (!plague && bc === rc && (bc === '+2' || bc === '+3') && o.edition === 'pl') {
    r.bFree = true;
    r.rFree = true;
  }
  if (bCancelled)
    ctx.log.push({ kind: 'cancelled', province: id, player: 'blue', card: bc, reason: 'plague' });
  if (rCancelled)
    ctx.log.push({ kind: 'cancelled', province: id, player: 'red', card: rc, reason: 'plague' });

  const pv = provinceOf(s, id);
  if (plague) {
    const n = pv.armies;
    const lost = s.deadlyPlague ? Math.max(0, n - 1) : Math.floor(n / 2); // R-P1, R-W4
    const owner = pv.owner;
    ctx.log.push({ kind: 'plague', province: id, owner, lost, deadly: s.deadlyPlague });
    if (owner && lost > 0) {
      pv.armies -= lost;
      if (pv.armies === 0) pv.owner = null;
      playerOf(s, owner).pool += lost;
      logMove(ctx, owner, lost, id, 'pool', 'plague');
    }
    return null;
  }
  const bNum = capSix ? 6 : bc === 'P' ? 0 : null; // R-W7, R-W3
  const values = battleValues(bc, rc, bNum, null);
  const bv = values[0];
  const rv = values[1];
  let winner: Player | null = null;
  let margin = 0;
  if (bv !== rv) {
    winner = bv > rv ? 'blue' : 'red';
    margin = Math.abs(bv - rv);
  }
  r.winner = winner;
  r.margin = margin;
  ctx.log.push({ kind: 'battle', province: id, blueValue: bv, redValue: rv, winner, margin });
  return null;
}

/** Six mark of `p` in `id` with the army taken from `src` (R-C6). */
function markSix(ctx: Ctx, p: Player, src: Location, id: ProvinceId): void {
  const pl = playerOf(ctx.s, p);
  const m = pl.sixMarks; // replaced, never mutated (shared by copies)
  pl.sixMarks = {
    qin: id === 'qin' ? m.qin + 1 : m.qin,
    chu: id === 'chu' ? m.chu + 1 : m.chu,
    jinyan: id === 'jinyan' ? m.jinyan + 1 : m.jinyan,
    hanqi: id === 'hanqi' ? m.hanqi + 1 : m.hanqi,
    wu: id === 'wu' ? m.wu + 1 : m.wu,
  };
  logMove(ctx, p, 1, src, 'sixBox', 'six-mark', id);
}

/** An army taken from `src` for a +2/+3 cost goes to the set-aside box (R-C2). */
function setAsideForCost(ctx: Ctx, p: Player, src: Location): void {
  playerOf(ctx.s, p).setAside++;
  logMove(ctx, p, 1, src, 'setAside', 'bonus-cost');
}

/** The six mark's army from the board, the pool being empty: asked (R-C6, R-D1). */
function* sixFromBoard(ctx: Ctx, p: Player, id: ProvinceId, d: Decision): Step {
  markSix(ctx, p, takeFrom(ctx, p, yield d), id);
}

/** A +2/+3 cost from its first asked army on: `left` armies, each from the pool or the board (R-C2, R-D1). */
function* bonusCostAsked(ctx: Ctx, p: Player, id: ProvinceId, d: Decision, left: number): Step {
  setAsideForCost(ctx, p, takeFrom(ctx, p, yield d));
  for (let i = 1; i < left; i++) {
    const t = takeArmy(ctx, p, false, 'cost', id);
    if (t === null) return;
    setAsideForCost(ctx, p, typeof t === 'string' ? t : takeFrom(ctx, p, yield t));
  }
}

/** (4) The cost of `p`'s card (R-C6 six mark, R-C2 bonus costs, R-C1 draw bonus), unless cancelled. */
function cost(ctx: Ctx, r: Resolution, p: Player): Step | null {
  if (p === 'blue' ? r.bFree : r.rFree) return null;
  const c = p === 'blue' ? r.bc : r.rc;
  const id = r.id;
  if (c === '6') {
    // R-C6: pool first, the board only if the pool is empty (R-D1)
    const t = takeArmy(ctx, p, true, 'sixMark', id);
    if (t === null) return null;
    if (typeof t !== 'string') return sixFromBoard(ctx, p, id, t);
    markSix(ctx, p, t, id);
  } else if (c === '+2' || c === '+3') {
    const k = c === '+2' ? 1 : 2; // R-C2
    for (let i = 0; i < k; i++) {
      const t = takeArmy(ctx, p, false, 'cost', id);
      if (t === null) return null;
      if (typeof t !== 'string') return bonusCostAsked(ctx, p, id, t, k - i);
      setAsideForCost(ctx, p, t);
    }
  } else if (c === '1') {
    // R-C1; replaced, never mutated (shared by copies)
    const b = ctx.s.oneBonus;
    ctx.s.oneBonus = p === 'blue' ? { blue: true, red: b.red } : { blue: b.blue, red: true };
  }
  return null;
}

/** (4) Blue's cost first (R-B5). */
function blueCost(ctx: Ctx, r: Resolution): Step | null {
  return cost(ctx, r, 'blue');
}

/** (4) Then red's. */
function redCost(ctx: Ctx, r: Resolution): Step | null {
  return cost(ctx, r, 'red');
}

/** (5) The winner's margin (R-B3, R-B4): the board's armies asked only when the pool is short. */
function margin(ctx: Ctx, r: Resolution): Step | null {
  const w = r.winner;
  if (!w) return null;
  const rest = applyMargin(ctx, w, r.margin, r.id, 'battle-win');
  return rest > 0 ? placeFromBoard(ctx, w, rest, r.id) : null;
}

const NOBODY: readonly Player[] = [];
const BLUE_ONLY: readonly Player[] = ['blue'];
const RED_ONLY: readonly Player[] = ['red'];
const BOTH: readonly Player[] = ['blue', 'red'];

/** The players an occurrence names, blue first: shared constant lists (never mutate; copied for the log). */
function losers(blue: boolean, red: boolean): readonly Player[] {
  return blue ? (red ? BOTH : BLUE_ONLY) : red ? RED_ONLY : NOBODY;
}

/** The occurrences for events (R-V3..R-V5), then the face-up card's check (R-V7). */
function events(ctx: Ctx, r: Resolution): Step | null {
  if (ctx.s.events.faceUp === null) return null;
  const { id, bc, rc, winner } = r;
  const blueWon = same(winner, 'blue');
  const redWon = same(winner, 'red');
  const occ: Occurrence = {
    champion: losers(bc === '9' && !blueWon, rc === '9' && !redWon), // R-V3
    hero: losers(bc === '10' && !blueWon, rc === '10' && !redWon), // R-V4
    lightInfantry: bc === '1' && rc === '1', // R-V5
  };
  return eventDue(ctx, occ) ? checkEvents(ctx, occ, id) : null;
}

/** R-B5 in order: (2) reactive warlords, (3) Plague or battle, (4) costs then (5) margin, events (R-V7). */
const COSTS_FIRST: readonly Phase<Resolution>[] = [
  blueReactive,
  redReactive,
  fight,
  blueCost,
  redCost,
  margin,
  events,
];
/** The same with option costsBeforeMargin off: (5) margin before (4) costs. */
const MARGIN_FIRST: readonly Phase<Resolution>[] = [
  blueReactive,
  redReactive,
  fight,
  margin,
  blueCost,
  redCost,
  events,
];

/**
 * Resolve province `id` with both players' revealed cards (R-B5), then check the face-up event (R-V7):
 * the step's synchronous part; returns the rest of the step when a decision must be asked, else null.
 */
export function resolveProvince(ctx: Ctx, id: ProvinceId): Step | null {
  const s = ctx.s;
  const bc = cardAt((s.orders.blue as OrdersSubmission).orders, id);
  const rc = cardAt((s.orders.red as OrdersSubmission).orders, id);
  ctx.log.push({ kind: 'reveal', province: id, blue: bc, red: rc });
  const ss = (s.orders.red as OrdersSubmission).secondSix;
  if (ss !== null && ss === id) {
    // R-W1: second-six is spent when its 6 is revealed (it was revealed, still unused, with the orders)
    useWarlord(s, 'red', 'second-six', undefined);
    ctx.log.push({ kind: 'warlord', player: 'red', warlord: 'second-six', province: id });
  }
  const r: Resolution = {
    id,
    bc,
    rc,
    capSix: false,
    recycleMinus: false,
    counter: false,
    recyclePlague: false,
    winner: null,
    margin: 0,
    bFree: false,
    rFree: false,
  };
  // the phases in order, called directly (most provinces ask nothing); when one must ask, the rest of the
  // step is a generator over the same list from the next phase on
  const costsFirst = s.setup.options.costsBeforeMargin;
  const phases = costsFirst ? COSTS_FIRST : MARGIN_FIRST;
  let g = blueReactive(ctx, r);
  if (g) return restOfPhases(ctx, r, g, phases, 1);
  g = redReactive(ctx, r);
  if (g) return restOfPhases(ctx, r, g, phases, 2);
  fight(ctx, r);
  g = costsFirst ? blueCost(ctx, r) : margin(ctx, r);
  if (g) return restOfPhases(ctx, r, g, phases, 4);
  g = costsFirst ? redCost(ctx, r) : blueCost(ctx, r);
  if (g) return restOfPhases(ctx, r, g, phases, 5);
  g = costsFirst ? margin(ctx, r) : redCost(ctx, r);
  if (g) return restOfPhases(ctx, r, g, phases, 6);
  g = events(ctx, r);
  return g ? restOfPhases(ctx, r, g, phases, 7) : null;
}
