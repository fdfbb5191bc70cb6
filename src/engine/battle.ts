// One province's resolution (R-B5): reveal, reactive warlords, Plague or battle, costs, margin.
import { battleValues, isFramed } from './cards';
import { ask, logMove, type Ctx } from './ctx';
import { applyMargin, takeArmy } from './placement';
import type { Card, Player, ProvinceId, WarlordId } from './types';
import { PLAYERS } from './types';
import { mayHold, useWarlord } from './warlords';

/** What happened in a province that event occurrence conditions look at (R-V3..R-V5). */
export interface Occurrence {
  champion: Player[];
  hero: Player[];
  lightInfantry: boolean;
}

/** Offer reactive warlords (R-B5 step 2) while the player might hold one; returns those used. */
function reactive(ctx: Ctx, p: Player, candidates: WarlordId[], id: ProvinceId): WarlordId[] {
  const used: WarlordId[] = [];
  for (;;) {
    const opts = candidates.filter((w) => !used.includes(w) && mayHold(ctx.s, p, w));
    if (opts.length === 0) return used;
    const a = ask(ctx, {
      player: p,
      kind: 'reactiveWarlord',
      options: ['none', ...opts],
      default: 'none',
      province: id,
      reason: 'reveal',
    });
    if (a.choice === 'none') return used;
    const w = a.choice as WarlordId;
    useWarlord(ctx.s, p, w, a.salt);
    ctx.log.push({ kind: 'warlord', player: p, warlord: w, province: id });
    used.push(w);
  }
}

/** A played card leaves the game or, recycled, goes under the deck while the top card leaves (R-C4, R-W5, R-W9). */
function retire(ctx: Ctx, p: Player, c: Card, recycled: boolean): void {
  if (isFramed(c)) return;
  const pl = ctx.s.players[p];
  if (!recycled) {
    pl.out = [...pl.out, c];
    return;
  }
  // under the deck; the top card leaves the game (unknown to the opponent)
  if (pl.deck !== null && pl.deck === 0) pl.deck = 1;
  ctx.log.push({ kind: 'recycle', player: p, card: c });
}

/** Resolve province `id` with both players' revealed cards. */
export function resolveProvince(ctx: Ctx, id: ProvinceId): Occurrence {
  const s = ctx.s;
  const bc = s.orders.blue?.orders[id] as Card;
  const rc = s.orders.red?.orders[id] as Card;
  const o = s.setup.options;
  ctx.log.push({ kind: 'reveal', province: id, blue: bc, red: rc });

  // (2) reactive warlords: R-W7, R-W9 (blue); R-W3, R-W5 (red)
  const bCand: WarlordId[] = [];
  if (bc === '7' || bc === '8' || bc === '9' || bc === '10') bCand.push('cap-at-six');
  if (bc === '-1') bCand.push('recycle-minus-one');
  const rCand: WarlordId[] = [];
  if (bc === 'P') rCand.push('counter-plague');
  if (rc === 'P') rCand.push('recycle-plague');
  const bUsed = bCand.length ? reactive(ctx, 'blue', bCand, id) : [];
  const rUsed = rCand.length ? reactive(ctx, 'red', rCand, id) : [];
  const capSix = bUsed.includes('cap-at-six');
  const counter = rUsed.includes('counter-plague');

  // R-P3: every Plague played counts
  if (bc === 'P') s.plagues++;
  if (rc === 'P') s.plagues++;
  retire(ctx, 'blue', bc, bUsed.includes('recycle-minus-one'));
  retire(ctx, 'red', rc, rUsed.includes('recycle-plague'));

  const cards: Record<Player, Card> = { blue: bc, red: rc };
  const bluePlague = bc === 'P' && !counter;
  const redPlague = rc === 'P';
  const plague = bluePlague || redPlague;
  // R-P2: the opponent's card of a Plague is cancelled; costs too when plagueCancelsCosts
  const cancelled: Record<Player, boolean> = { blue: plague && !bluePlague, red: plague && !redPlague };
  const noCost: Record<Player, boolean> = {
    blue: cancelled.blue && o.plagueCancelsCosts,
    red: cancelled.red && o.plagueCancelsCosts,
  };
  // R-E5: identical +2/+3 cancel their costs in pl
  if (!plague && bc === rc && (bc === '+2' || bc === '+3') && o.edition === 'pl') {
    noCost.blue = true;
    noCost.red = true;
  }
  for (const p of PLAYERS) {
    if (cancelled[p]) ctx.log.push({ kind: 'cancelled', province: id, player: p, card: cards[p], reason: 'plague' });
  }

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
  const payCosts = (): void => {
    for (const p of PLAYERS) {
      if (noCost[p]) continue;
      const c = cards[p];
      if (c === '6') {
        // R-C6: pool first, the board only if the pool is empty (R-D1)
        const src = takeArmy(ctx, p, true, 'sixMark', id);
        if (src) {
          s.players[p].sixMarks[id]++;
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
        s.oneBonus[p] = true; // R-C1
      }
    }
  };
  const win = (): void => {
    if (winner) applyMargin(ctx, winner, margin, id, 'battle-win');
  };
  if (o.costsBeforeMargin) {
    payCosts();
    win();
  } else {
    win();
    payCosts();
  }

  // occurrences for events (R-V3..R-V5)
  const occ: Occurrence = { champion: [], hero: [], lightInfantry: bc === '1' && rc === '1' };
  for (const p of PLAYERS) {
    if (cards[p] === '9' && winner !== p) occ.champion.push(p);
    if (cards[p] === '10' && winner !== p) occ.hero.push(p);
  }
  return occ;
}
