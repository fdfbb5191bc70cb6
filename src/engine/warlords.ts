// Warlords (RULINGS §10): who might hold what, revealing against commitments, window effects.
import { adjacency } from './borders';
import { opensCommitment, warlordCommitment } from './crypto';
import { logMove, Reject, type Ctx } from './ctx';
import { append, has, playerOf, provinceOf, warlordsInPlay } from './state';
import type { Commitment, Player, PlayerPublic, ProvinceId, PublicState, WarlordId } from './types';
import { BLUE_WARLORDS, PROVINCES, RED_WARLORDS } from './types';

/** Ruling id of each warlord. */
export const WARLORD_RULE: Record<WarlordId, string> = {
  'second-six': 'R-W1',
  'remove-army': 'R-W2',
  'counter-plague': 'R-W3',
  'deadly-plague': 'R-W4',
  'recycle-plague': 'R-W5',
  'move-army': 'R-W6',
  'cap-at-six': 'R-W7',
  'head-start': 'R-W8',
  'recycle-minus-one': 'R-W9',
  reinforce: 'R-W10',
};

/** A warlord's ruling id, for rejection codes (read only when rejecting: keyed loads are slow, see state.ts). */
function ruleOf(id: WarlordId): string {
  return WARLORD_RULE[id];
}

/** The side a warlord belongs to. */
export function warlordOwner(id: WarlordId): Player {
  switch (id) {
    case 'second-six':
    case 'remove-army':
    case 'counter-plague':
    case 'deadly-plague':
    case 'recycle-plague':
      return 'red'; // RED_WARLORDS
    default:
      return 'blue';
  }
}

/** Whether `p` might hold unused warlord `id`: known open, or an unrevealed commitment could be it. */
export function mayHold(s: PublicState, p: Player, id: WarlordId): boolean {
  if (!warlordsInPlay(s.setup.options) || warlordOwner(id) !== p) return false;
  const pl = playerOf(s, p);
  if (has(pl.openWarlords, id)) return true;
  if (has(pl.usedWarlords, id)) return false;
  const cs = pl.commitments;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i] as Commitment;
    if (c.revealed === null && c.hash !== null) return true; // an open slot cannot be played (R-W12)
  }
  return false;
}

/** Use warlord `id` of `p`: consume an open one or reveal a commitment with `salt`. Throws Reject. */
export function useWarlord(s: PublicState, p: Player, id: WarlordId, salt: string | undefined): void {
  if (!warlordsInPlay(s.setup.options))
    throw new Reject(`${ruleOf(id)}/no-warlords`, 'no warlords in the beginner variant (R-E6)', 'warlord');
  if (warlordOwner(id) !== p)
    throw new Reject(`${ruleOf(id)}/not-yours`, `${id} is ${warlordOwner(id)}'s warlord`, 'warlord');
  const pl = playerOf(s, p);
  const oi = pl.openWarlords.indexOf(id);
  if (oi >= 0) {
    pl.openWarlords = pl.openWarlords.filter((_, i) => i !== oi);
    pl.usedWarlords = append(pl.usedWarlords, id);
    return;
  }
  revealSecret(pl, p, id, salt);
  pl.usedWarlords = append(pl.usedWarlords, id);
}

/** Whether `pl` has a committed (filled) secret warlord not yet revealed. */
function mayProve(pl: PlayerPublic): boolean {
  return pl.commitments.some((c) => c.revealed === null && c.hash !== null);
}

/**
 * Reveals secret warlord `id` of `p`: not already used, and `salt` opens one of its unrevealed
 * commitments, which is marked revealed. Throws Reject.
 */
function revealSecret(pl: PlayerPublic, p: Player, id: WarlordId, salt: string | undefined): void {
  if (has(pl.usedWarlords, id))
    throw new Reject(`${ruleOf(id)}/already-used`, `${id} was already used`, 'warlord');
  const h = salt === undefined ? null : warlordCommitment(id, salt);
  const ci =
    h === null
      ? -1
      : pl.commitments.findIndex((c) => c.revealed === null && c.hash !== null && opensCommitment(c.hash, h));
  // Only an open slot could be it: the choice was never committed (R-W12)
  if (ci < 0 && !mayProve(pl) && pl.commitments.some((c) => c.hash === null))
    throw new Reject(
      'R-W12/not-committed',
      `${p}'s extra warlord (War Chariot) must be committed before it is played`,
      'salt',
    );
  if (salt === undefined) throw new Reject(`${ruleOf(id)}/not-held`, `${p} does not hold ${id}`, 'warlord');
  if (ci < 0)
    throw new Reject(
      `${ruleOf(id)}/commitment-mismatch`,
      `${id} does not match ${p}'s warlord commitment`,
      'salt',
    );
  pl.commitments = pl.commitments.map((c, i) => (i === ci ? { hash: c.hash, revealed: id } : c));
}

/**
 * Reveal warlord `id` of `p` without using it (R-W1: second-six is declared with the orders and spent
 * only when its 6 is revealed): an open one stays open; a secret one is checked against a commitment
 * with `salt` and becomes open. Throws Reject as useWarlord does.
 */
export function revealWarlord(s: PublicState, p: Player, id: WarlordId, salt: string | undefined): void {
  if (!warlordsInPlay(s.setup.options))
    throw new Reject(`${ruleOf(id)}/no-warlords`, 'no warlords in the beginner variant (R-E6)', 'warlord');
  if (warlordOwner(id) !== p)
    throw new Reject(`${ruleOf(id)}/not-yours`, `${id} is ${warlordOwner(id)}'s warlord`, 'warlord');
  const pl = playerOf(s, p);
  if (has(pl.openWarlords, id)) return;
  revealSecret(pl, p, id, salt);
  pl.openWarlords = append(pl.openWarlords, id);
}

/** Warlords of a side (for choices). */
export function sideWarlords(p: Player): readonly WarlordId[] {
  return p === 'red' ? RED_WARLORDS : BLUE_WARLORDS;
}

/** Window warlord effects (R-W2, R-W6, R-W10), already revealed; validates parameters first via checkWindowWarlord. */
export function applyWindowWarlord(
  ctx: Ctx,
  p: Player,
  id: WarlordId,
  a: { province?: string | undefined; from?: string | undefined; to?: string | undefined },
): void {
  const s = ctx.s;
  if (id === 'reinforce') {
    const pv = provinceOf(s, a.province as ProvinceId);
    s.players.blue.pool--;
    pv.armies++;
    logMove(ctx, 'blue', 1, 'pool', a.province as never, 'warlord');
  } else if (id === 'remove-army') {
    const key = a.province as ProvinceId;
    const pv = provinceOf(s, key);
    const owner = pv.owner as Player;
    pv.armies--;
    if (pv.armies === 0) pv.owner = null;
    playerOf(s, owner).pool++;
    logMove(ctx, owner, 1, key, 'pool', 'warlord');
  } else if (id === 'move-army') {
    const f = provinceOf(s, a.from as ProvinceId);
    const t = provinceOf(s, a.to as ProvinceId);
    f.armies--;
    if (f.armies === 0) f.owner = null;
    t.owner = 'blue';
    t.armies++;
    logMove(ctx, 'blue', 1, a.from as never, a.to as never, 'warlord');
  } else if (id === 'deadly-plague') {
    s.deadlyPlague = true;
  } else if (id === 'head-start') {
    const from = s.marker;
    s.marker = Math.min(9, s.marker + 1); // R-W8
    ctx.log.push({ kind: 'marker', from, to: s.marker, reason: 'head-start' });
  }
}

function isProvince(x: string | undefined): boolean {
  return x === 'qin' || x === 'chu' || x === 'jinyan' || x === 'hanqi' || x === 'wu';
}

/** Check a window warlord's timing and parameters (R-W11 and each warlord's rule): the rejection, or null (returned, not thrown: throwing is slow and drivers try illegal ones). */
export function checkWindowWarlord(
  s: PublicState,
  p: Player,
  id: WarlordId,
  a: { province?: string | undefined; from?: string | undefined; to?: string | undefined },
): Reject | null {
  const startWindow = s.phase === 'orders' && s.orders.blue === null && s.orders.red === null;
  const endWindow = s.phase === 'end';
  switch (id) {
    case 'head-start':
      if (!(s.phase === 'setup' || (startWindow && s.round === 1)))
        return new Reject('R-W8/timing', 'head-start is played at setup', 'warlord');
      return null;
    case 'deadly-plague':
      if (!startWindow)
        return new Reject('R-W4/timing', 'deadly-plague is played at the start of a round', 'warlord');
      if (s.deadlyPlague) return new Reject('R-W4/already-active', 'already active this round', 'warlord');
      return null;
    case 'reinforce':
    case 'remove-army':
    case 'move-army': {
      if (!(startWindow || endWindow))
        return new Reject('R-W11/timing', `${id} is played before or after phase 3`, 'warlord');
      if (s.round > 6) return new Reject(`${ruleOf(id)}/round`, `${id} is played in rounds 1–6`, 'warlord');
      if (id === 'reinforce') {
        if (!isProvince(a.province))
          return new Reject('R-W10/bad-province', 'a province is required', 'province');
        const pv = provinceOf(s, a.province as ProvinceId);
        if (pv.armies === 0 || pv.owner !== 'blue')
          return new Reject('R-W10/not-controlled', 'blue must control the province', 'province');
        if (s.players.blue.pool === 0)
          return new Reject('R-W10/empty-pool', "blue's pool is empty", 'province');
      } else if (id === 'remove-army') {
        if (!isProvince(a.province))
          return new Reject('R-W2/bad-province', 'a province is required', 'province');
        const pv = provinceOf(s, a.province as ProvinceId);
        if (pv.owner === null || pv.armies === 0)
          return new Reject('R-W2/empty-province', 'no army there', 'province');
        if (s.setup.options.edition === 'pl' && pv.owner !== null && pv.owner === 'red')
          return new Reject(
            'R-E4/own-army',
            "in the pl edition only an opponent's army may be removed",
            'province',
          );
      } else {
        if (!isProvince(a.from) || !isProvince(a.to))
          return new Reject('R-W6/bad-province', 'from and to are required', 'from');
        const f = provinceOf(s, a.from as ProvinceId);
        const t = provinceOf(s, a.to as ProvinceId);
        if (f.armies === 0 || f.owner !== 'blue')
          return new Reject('R-W6/no-army', 'no blue army to move there', 'from');
        if (!adjacency(s.borders)[a.from as keyof typeof s.provinces].includes(a.to as never))
          return new Reject('R-W6/not-bordering', `${a.from} does not border ${a.to}`, 'to');
        if (t.owner !== null && t.owner === 'red')
          return new Reject('R-W6/enemy-province', 'the destination must be neutral or blue', 'to');
      }
      return null;
    }
    default:
      return new Reject(`${ruleOf(id)}/timing`, `${id} is not played in a window`, 'warlord');
  }
}

/** A window warlord's target: a province (R-W2, R-W10), a move (R-W6), or nothing (R-W4). */
export interface WarlordTarget {
  province?: ProvinceId;
  from?: ProvinceId;
  to?: ProvinceId;
}

/** Every target a window warlord could take, before the rules are asked (R-W2, R-W4, R-W6, R-W10). */
export function windowTargetCandidates(id: WarlordId): WarlordTarget[] {
  if (id === 'reinforce' || id === 'remove-army') return PROVINCES.map((province) => ({ province }));
  if (id === 'move-army')
    return PROVINCES.flatMap((from) => PROVINCES.filter((to) => to !== from).map((to) => ({ from, to })));
  if (id === 'deadly-plague' || id === 'head-start') return [{}];
  return [];
}

/** Salt-free, public facts only: targets the reducer accepts now for `p`'s window warlord `id` if held (R-W2/4/6/10/11). */
export function legalWindowTargets(s: PublicState, p: Player, id: WarlordId): WarlordTarget[] {
  if (s.phase === 'over' || s.pending || !mayHold(s, p, id)) return [];
  return windowTargetCandidates(id).filter((target) => checkWindowWarlord(s, p, id, target) === null);
}
