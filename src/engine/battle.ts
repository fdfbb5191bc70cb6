// One province's resolution (R-B5): reveal, reactive warlords, Plague or battle, costs, margin.
import { battleValues, isFramed } from './cards';
import { ask, logMove, type Ctx } from './ctx';
import { append } from './state';
import { applyMargin, takeArmy } from './placement';
import type { Card, Player, ProvinceId, WarlordId } from './types';
import { mayHold, useWarlord } from './warlords';

/** What happened in a province that event occurrence conditions look at (R-V3..R-V5). */
export interface Occurrence {
  champion: readonly Player[];
  hero: readonly Player[];
  lightInfantry: boolean;
}

const NONE_USED: readonly WarlordId[] = [];
const CAP: readonly WarlordId[] = ['cap-at-six']; // R-W7
const RECYCLE_MINUS: readonly WarlordId[] = ['recycle-minus-one']; // R-W9
const BOTH_PLAGUE: readonly WarlordId[] = ['counter-plague', 'recycle-plague']; // R-W3, R-W5
const COUNTER: readonly WarlordId[] = ['counter-plague']; // R-W3
const RECYCLE_PLAGUE: readonly WarlordId[] = ['recycle-plague']; // R-W5

/** Offer reactive warlords (R-B5 step 2) while the player might hold one; returns those used, or null when suspended. */
function reactive(
  ctx: Ctx,
  p: Player,
  candidates: readonly WarlordId[],
  id: ProvinceId,
): readonly WarlordId[] | null {
  let used: readonly WarlordId[] = NONE_USED;
  for (;;) {
    const opts = ['none'];
    for (const w of candidates) if (!used.includes(w) && mayHold(ctx.s, p, w)) opts.push(w);
    if (opts.length === 1) return used;
    const a = ask(ctx, {
      player: p,
      kind: 'reactiveWarlord',
      options: opts,
      default: 'none',
      province: id,
      reason: 'reveal',
    });
    if (!a) return null;
    if (a.choice === 'none') return used;
    const w = a.choice as WarlordId;
    useWarlord(ctx.s, p, w, a.salt);
    ctx.log.push({ kind: 'warlord', player: p, warlord: w, province: id });
    used = append(used, w);
  }
}

/** A played card leaves the game or, recycled, goes under the deck while the top card leaves (R-C4, R-W5, R-W9). */
function retire(ctx: Ctx, p: Player, c: Card, recycled: boolean): void {
  if (isFramed(c)) return;
  const pl = ctx.s.players[p];
  if (!recycled) {
    pl.out = append(pl.out, c);
    return;
  }
  // under the deck; the top card leaves the game (unknown to the opponent)
  if (pl.deck !== null && pl.deck === 0) pl.deck = 1;
  ctx.log.push({ kind: 'recycle', player: p, card: c });
}

/** (4) The cost of `p`'s card `c` in province `id` (R-C6 six mark, R-C2 bonus costs, R-C1 draw bonus). */
function payCost(ctx: Ctx, p: Player, c: Card, id: ProvinceId): void {
  const s = ctx.s;
  if (c === '6') {
    // R-C6: pool first, the board only if the pool is empty (R-D1)
    const src = takeArmy(ctx, p, true, 'sixMark', id);
    if (src) {
      const pl = s.players[p];
      const m = pl.sixMarks; // replaced, never mutated (shared by copies)
      const marks = { qin: m.qin, chu: m.chu, jinyan: m.jinyan, hanqi: m.hanqi, wu: m.wu };
      marks[id]++;
      pl.sixMarks = marks;
      logMove(ctx, p, 1, src, 'sixBox', 'six-mark', id);
    }
  } else if (c === '+2' || c === '+3') {
    const k = c === '+2' ? 1 : 2; // R-C2
    for (let i = 0; i < k; i++) {
      const src = takeArmy(ctx, p, false, 'cost', id);
      if (!src) break;
      s.players[p].setAside++;
      logMove(ctx, p, 1, src, 'setAside', 'bonus-cost');
    }
  } else if (c === '1') {
    // R-C1; replaced, never mutated (shared by copies)
    s.oneBonus = p === 'blue' ? { blue: true, red: s.oneBonus.red } : { blue: s.oneBonus.blue, red: true };
  }
}

/** (4) Both players' costs, blue first, skipping a cancelled cost (R-P2, R-E5). */
function payCosts(ctx: Ctx, id: ProvinceId, bc: Card, rc: Card, bFree: boolean, rFree: boolean): void {
  if (!bFree) payCost(ctx, 'blue', bc, id);
  if (!rFree && !ctx.suspended) payCost(ctx, 'red', rc, id);
}

const NOBODY: readonly Player[] = [];
const BLUE_ONLY: readonly Player[] = ['blue'];
const RED_ONLY: readonly Player[] = ['red'];
const BOTH: readonly Player[] = ['blue', 'red'];

/** The players an occurrence names, blue first: shared constant lists (never mutate; copied for the log). */
function losers(blue: boolean, red: boolean): readonly Player[] {
  return blue ? (red ? BOTH : BLUE_ONLY) : red ? RED_ONLY : NOBODY;
}

/** Resolve province `id` with both players' revealed cards; null when the step suspends for a decision. */
export function resolveProvince(ctx: Ctx, id: ProvinceId): Occurrence | null {
  const s = ctx.s;
  const bc = s.orders.blue?.orders[id] as Card;
  const rc = s.orders.red?.orders[id] as Card;
  const o = s.setup.options;
  ctx.log.push({ kind: 'reveal', province: id, blue: bc, red: rc });

  // (2) reactive warlords: R-W7, R-W9 (blue); R-W3, R-W5 (red)
  let bUsed: readonly WarlordId[] | null = NONE_USED;
  if (bc === '7' || bc === '8' || bc === '9' || bc === '10') bUsed = reactive(ctx, 'blue', CAP, id);
  else if (bc === '-1') bUsed = reactive(ctx, 'blue', RECYCLE_MINUS, id);
  if (!bUsed) return null;
  let rUsed: readonly WarlordId[] | null = NONE_USED;
  if (bc === 'P' && rc === 'P') rUsed = reactive(ctx, 'red', BOTH_PLAGUE, id);
  else if (bc === 'P') rUsed = reactive(ctx, 'red', COUNTER, id);
  else if (rc === 'P') rUsed = reactive(ctx, 'red', RECYCLE_PLAGUE, id);
  if (!rUsed) return null;
  const capSix = bUsed.includes('cap-at-six');
  const counter = rUsed.includes('counter-plague');

  // R-P3: every Plague played counts
  if (bc === 'P') s.plagues++;
  if (rc === 'P') s.plagues++;
  retire(ctx, 'blue', bc, bUsed.includes('recycle-minus-one'));
  retire(ctx, 'red', rc, rUsed.includes('recycle-plague'));

  const bluePlague = bc === 'P' && !counter;
  const redPlague = rc === 'P';
  const plague = bluePlague || redPlague;
  // R-P2: the opponent's card of a Plague is cancelled; costs too when plagueCancelsCosts
  const bCancelled = plague && !bluePlague;
  const rCancelled = plague && !redPlague;
  let bFree = bCancelled && o.plagueCancelsCosts;
  let rFree = rCancelled && o.plagueCancelsCosts;
  // R-E5: identical +2/+3 cancel their costs in pl
  if (!plague && bc === rc && (bc === '+2' || bc === '+3') && o.edition === 'pl') {
    bFree = true;
    rFree = true;
  }
  if (bCancelled)
    ctx.log.push({ kind: 'cancelled', province: id, player: 'blue', card: bc, reason: 'plague' });
  if (rCancelled)
    ctx.log.push({ kind: 'cancelled', province: id, player: 'red', card: rc, reason: 'plague' });

  // (3) Plague, else values and margin
  let winner: Player | null = null;
  let margin = 0;
  const pv = s.provinces[id];
  if (plague) {
    const n = pv.armies;
    const lost = s.deadlyPlague ? Math.max(0, n - 1) : Math.floor(n / 2); // R-P1, R-W4
    const owner = pv.owner;
    ctx.log.push({ kind: 'plague', province: id, owner, lost, deadly: s.deadlyPlague });
    if (owner && lost > 0) {
      pv.armies -= lost;
      if (pv.armies === 0) pv.owner = null;
      s.players[owner].pool += lost;
      logMove(ctx, owner, lost, id, 'pool', 'plague');
    }
  } else {
    const bNum = capSix ? 6 : bc === 'P' ? 0 : null; // R-W7, R-W3
    const [bv, rv] = battleValues(bc, rc, bNum, null);
    if (bv !== rv) {
      winner = bv > rv ? 'blue' : 'red';
      margin = Math.abs(bv - rv);
    }
    ctx.log.push({ kind: 'battle', province: id, blueValue: bv, redValue: rv, winner, margin });
  }

  // (4) costs and (5) margin, in the order of option costsBeforeMargin (R-B5)
  if (o.costsBeforeMargin) {
    payCosts(ctx, id, bc, rc, bFree, rFree);
    if (winner && !ctx.suspended) applyMargin(ctx, winner, margin, id, 'battle-win');
  } else {
    if (winner) applyMargin(ctx, winner, margin, id, 'battle-win');
    if (!ctx.suspended) payCosts(ctx, id, bc, rc, bFree, rFree);
  }
  if (ctx.suspended) return null;

  // occurrences for events (R-V3..R-V5)
  return {
    champion: losers(bc === '9' && winner !== 'blue', rc === '9' && winner !== 'red'), // R-V3
    hero: losers(bc === '10' && winner !== 'blue', rc === '10' && winner !== 'red'), // R-V4
    lightInfantry: bc === '1' && rc === '1', // R-V5
  };
}
