// Moving armies: margins (R-B3), placing with a short pool (R-B4, R-D2), taking an army "from the
// pool or the board" (R-C2, R-C6, R-V1, R-V3, R-V4, R-D1).
import { adjacency } from './borders';
import { logMove, type Ctx, type Step } from './ctx';
import { owns, playerOf, provinceOf } from './state';
import type { Decision, DecisionAnswer, Location, MoveReason, Player, ProvinceId } from './types';
import { opponent, PROVINCES } from './types';

/** Remove `n` armies of the province's owner from a province (keeps ownership consistent). */
function removeArmies(ctx: Ctx, id: ProvinceId, n: number): void {
  const pv = provinceOf(ctx.s, id);
  pv.armies -= n;
  if (pv.armies <= 0) {
    pv.armies = 0;
    pv.owner = null;
  }
}

/** Add `n` armies of a player to a province that is neutral or theirs. */
function addArmies(ctx: Ctx, p: Player, id: ProvinceId, n: number): void {
  const pv = provinceOf(ctx.s, id);
  pv.owner = p;
  pv.armies += n;
}

/** The province with the most armies of a player among candidates, ties by board order (R-D1, R-D2). */
function most(ctx: Ctx, cands: readonly ProvinceId[]): ProvinceId {
  let best = cands[0] as ProvinceId;
  let top = provinceOf(ctx.s, best).armies;
  for (const c of cands) {
    const n = provinceOf(ctx.s, c).armies;
    if (n > top) {
      best = c;
      top = n;
    }
  }
  return best;
}

function ownedProvinces(ctx: Ctx, p: Player, except: ProvinceId | null): ProvinceId[] {
  const out: ProvinceId[] = [];
  for (const id of PROVINCES) {
    if (except !== null && id === except) continue;
    const pv = provinceOf(ctx.s, id);
    if (pv.armies > 0 && owns(pv, p)) out.push(id);
  }
  return out;
}

/**
 * Take one army of `p` for a cost or an event: `poolFirst` (R-C6, R-V1) forces the pool while it has
 * armies; otherwise the pool or the board at the owner's choice (R-C2, R-V3, R-V4; default R-D1).
 * Returns where it was taken from, null when the player has no army left (nothing happens), or the
 * decision to ask when the owner chooses (the caller yields it and applies the answer with takeFrom).
 */
export function takeArmy(
  ctx: Ctx,
  p: Player,
  poolFirst: boolean,
  reason: string,
  province?: ProvinceId,
): Location | null | Decision {
  const pl = playerOf(ctx.s, p);
  if (pl.pool > 0 && poolFirst) {
    pl.pool--; // forced from the pool, nothing to ask (R-C6, R-V1)
    return 'pool';
  }
  const board = ownedProvinces(ctx, p, null);
  if (board.length === 0) {
    if (pl.pool === 0) return null; // no army left: nothing happens
    pl.pool--; // only the pool: nothing to ask
    return 'pool';
  }
  // a board source is always asked, even when forced, so the player sees what to move (R-D1)
  const options: string[] = pl.pool > 0 ? ['pool', ...board] : board;
  const def = pl.pool > 0 ? 'pool' : most(ctx, board); // R-D1
  const d: Decision = { player: p, kind: 'take', options, default: def, reason };
  if (province) d.province = province;
  return d;
}

/** Take `p`'s army from the source answered to takeArmy's decision. */
export function takeFrom(ctx: Ctx, p: Player, a: DecisionAnswer): Location {
  const choice = a.choice;
  if (choice === 'pool') {
    playerOf(ctx.s, p).pool--;
    return 'pool';
  }
  removeArmies(ctx, choice as ProvinceId, 1);
  return choice as ProvinceId;
}

/** takeArmy, asking the owner when the source is a choice. */
export function* takeArmyAsking(
  ctx: Ctx,
  p: Player,
  poolFirst: boolean,
  reason: string,
  province?: ProvinceId,
): Step<Location | null> {
  const t = takeArmy(ctx, p, poolFirst, reason, province);
  if (t === null || typeof t === 'string') return t;
  return takeFrom(ctx, p, yield t);
}

/** The candidates that border the target province, or all of them when none does (R-B4). */
function bordering(all: ProvinceId[], adj: readonly ProvinceId[]): ProvinceId[] {
  let n = 0;
  for (let i = 0; i < all.length; i++) if (adj.includes(all[i] as ProvinceId)) n++;
  if (n === 0 || n === all.length) return all;
  const near: ProvinceId[] = [];
  for (let i = 0; i < all.length; i++)
    if (adj.includes(all[i] as ProvinceId)) near.push(all[i] as ProvinceId);
  return near;
}

/** True when `p` has armies on the board outside province `except`. */
function hasArmiesBesides(ctx: Ctx, p: Player, except: ProvinceId): boolean {
  for (const id of PROVINCES) {
    if (id === except) continue;
    const pv = provinceOf(ctx.s, id);
    if (pv.armies > 0 && owns(pv, p)) return true;
  }
  return false;
}

/**
 * Place `k` armies of `w` into province `to` (neutral or w's): the pool first (R-B4). Returns how many
 * must still come from the board (placeFromBoard); 0 when done or when w has no army left there, the
 * shortfall logged (R-B4 option shortfall=cap). Split so that the usual case needs no decision.
 */
export function place(ctx: Ctx, w: Player, k: number, to: ProvinceId, reason: MoveReason): number {
  const pl = playerOf(ctx.s, w);
  const fromPool = Math.min(pl.pool, k);
  if (fromPool > 0) {
    pl.pool -= fromPool;
    addArmies(ctx, w, to, fromPool);
    logMove(ctx, w, fromPool, 'pool', to, reason);
  }
  const rest = k - fromPool;
  if (rest <= 0) return 0;
  if (!hasArmiesBesides(ctx, w, to)) {
    ctx.log.push({ kind: 'shortfall', player: w, province: to, missing: rest });
    return 0;
  }
  return rest;
}

/**
 * The rest of a placement (see place): `rest` armies of `w` from the board into `to`, bordering
 * provinces first (w's choice, default R-D2), then any other (R-B4). Short: places what it has.
 */
export function* placeFromBoard(ctx: Ctx, w: Player, rest: number, to: ProvinceId): Step {
  const adj = adjacency(ctx.s.borders)[to];
  while (rest > 0) {
    const all = ownedProvinces(ctx, w, to);
    if (all.length === 0) {
      ctx.log.push({ kind: 'shortfall', player: w, province: to, missing: rest }); // R-B4 option shortfall=cap
      return;
    }
    const cands = bordering(all, adj);
    // always asked, even when forced (one candidate), so the move is explicit (R-B4, R-D2)
    const a: DecisionAnswer = yield {
      player: w,
      kind: 'take',
      options: cands,
      default: most(ctx, cands),
      province: to,
      reason: 'place',
    };
    const src = a.choice as ProvinceId;
    removeArmies(ctx, src, 1);
    addArmies(ctx, w, to, 1);
    logMove(ctx, w, 1, src, to, 'short-pool');
    rest--;
  }
}

/**
 * Apply a margin `d` won by `w` in province `id` (R-B3), placing per R-B4 from the pool. Returns how
 * many armies must still come from the board (the caller runs placeFromBoard when not 0).
 */
export function applyMargin(ctx: Ctx, w: Player, d: number, id: ProvinceId, reason: MoveReason): number {
  if (d <= 0) return 0;
  const pv = provinceOf(ctx.s, id);
  if (pv.owner === null || pv.owner === w || pv.armies === 0) return place(ctx, w, d, id, reason);
  const l = opponent(w);
  const n = pv.armies;
  const lost = Math.min(n, d);
  removeArmies(ctx, id, lost);
  playerOf(ctx.s, l).pool += lost;
  logMove(ctx, l, lost, id, 'pool', 'battle-loss');
  return d > n ? place(ctx, w, d - n, id, reason) : 0;
}
