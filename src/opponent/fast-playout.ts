// Playouts on the playout engine (src/engine/fast): the policies of playout.ts ('random', 'light' and
// 'scoring') played on one mutable FastGame instead of applyAction's checked, logged copies. A world
// suspended inside a province (a decision pending after the search's candidate orders) is first played
// on through applyAction until nothing is pending; a world at setup is not covered (null: the caller
// plays it through the engine). Seeded (the opponent's Rng), integers only.
import type { Action, Decision, LogEntry, Player, PrivateState, PublicState, WarlordId } from '../engine';
import { applyAction, fast, PROVINCES } from '../engine';
import type { World } from './determinize';
import type { Rng } from './rng';

/** The playout policies (playout.ts plays them through applyAction, this module on the playout engine). */
export type Policy = 'random' | 'light' | 'scoring';

const { FastGame } = fast;
type FastGame = fast.FastGame;
const { applyToFast, cardCode, fromPublic, toPublic } = fast;
const { D_EXTRA_WARLORD, D_REACTIVE, D_TURN_EVENT, OPT_COMMIT, OPT_NONE, PH_END, PH_ORDERS, PH_OVER } = fast;
const { W_DEADLY_PLAGUE, W_HEAD_START, W_MOVE_ARMY, W_REINFORCE, W_REMOVE_ARMY } = fast;

/**
 * Counts of the playout engine's work, for the benches and the arena's decision costs: playouts run,
 * actions they applied on the playout engine (each far cheaper than applyAction's: see the README),
 * decisions answered through applyAction first (a world suspended in a province; not in
 * playout.ts's engineActions), and worlds left to applyAction (setup, unknown counts).
 */
export const fastPlayoutStats = { playouts: 0, actions: 0, engineDecisions: 0, notCovered: 0 };

/** A card's rough strength for placing, doubled (light policy; playout.ts's `strength`). */
const STRENGTH2 = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 13, 16, 18, 1, 6];
/** The strong cards (7–10, +2, +3) the 'scoring' policy saves for the scoring rounds, by card code. */
const SAVED = [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 1, 1, 0, 0];
/** Percent of the time the 'scoring' policy spends a saved card in a round that does not score, and keeps one back in a round that does (playout.ts's SPEND_OFF, KEEP_BACK). */
const SPEND_OFF = 20;
const KEEP_BACK = 15;
/** A non-framed card's worth kept for later, ×10 (knowledge.ts's futureValue). */
const FUTURE10 = [0, 0, 0, 0, 0, 0, 8, 12, 16, 20, 6, 9, 11, 2, 8];

/** Scratch lists (one playout at a time: no allocation per round). */
const handList = new Int8Array(24);
const lead = new Int8Array(24);
const backs = new Int8Array(24);
const cards = new Int8Array(5);
const provs = new Int8Array(5);
const keys = new Int8Array(5);
const orders = new Int8Array(5);
const seq = new Int8Array(5);
const drawn = new Int8Array(4);

/** The playout's random stream (xorshift32, never 0), kept in a module variable: nothing allocated. */
let dice = 1;

/** Seeds the stream of `roll` (playFast does it from its Rng). */
export function seedRoll(seed: number): void {
  dice = seed | 0 || 1;
}

/** A uniform integer 0 … n − 1 (n ≤ 32,768) from the top 16 bits, multiplied (no division; bias below n / 65,536). */
export function roll(n: number): number {
  let x = dice;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  dice = x;
  return ((x >>> 16) * n) >>> 16;
}

/** True with probability pct / 100. */
function chance(pct: number): boolean {
  return roll(100) < pct;
}

/** A game reused by every playout (one at a time), so a playout allocates no FastGame. */
const spare = new FastGame();

/** Play `w` (mutated) to the end on the playout engine; its final public state, or null when the world is at setup. */
export function fastPlayout(
  w: World,
  rng: Rng,
  policy: Policy,
  spender: Player | null = null,
): PublicState | null {
  const privs = w.privs;
  for (const pv of [privs.blue, privs.red]) {
    // own cards drawn and not yet kept (a keep answer being searched fills them in before the playout)
    if (pv.drawn.length) {
      for (const c of pv.drawn) pv.deck.push(c);
      pv.drawn = [];
    }
  }
  let s = w.state;
  for (let guard = 0; s.pending && guard < 100; guard++) {
    const r = applyAction(s, engineAnswer(s.pending, privs, rng));
    if (!r.ok) break;
    fastPlayoutStats.engineDecisions++;
    s = r.state;
    follow(r.log, privs);
  }
  const g = s.phase === 'setup' ? null : fromPublic(s, privs, spare);
  if (!g) {
    fastPlayoutStats.notCovered++;
    w.state = s;
    return null;
  }
  fastPlayoutStats.playouts++;
  const a0 = g.actions;
  playFast(g, rng, policy, spender);
  fastPlayoutStats.actions += g.actions - a0;
  return toPublic(g, s);
}

/** A template for the search's orders: world `w` at its orders, nothing pending, put on the playout engine in `into`; null when the world is not covered. */
export function fastWorld(w: World, into: FastGame): FastGame | null {
  const s = w.state;
  if (s.phase !== 'orders' || s.pending) return null;
  if (w.privs.blue.drawn.length || w.privs.red.drawn.length) return null;
  return fromPublic(s, w.privs, into);
}

/**
 * Play a copy of `template` (fastWorld) to the end once `orders` are sealed there: a searched candidate's
 * orders cost one playout-engine action, not an applyAction that also resolves the round; the decisions
 * inside the round's provinces are the policy's, as in any playout. The orders must be legal (the search
 * checks each candidate once); `playSeed` seeds the playout's stream. Returns the played game (reused by
 * the next playout: read it at once).
 */
export function fastPlayoutAfterOrders(
  template: FastGame,
  orders: Action & { type: 'orders' },
  playSeed: number,
  policy: Policy,
  spender: Player | null = null,
): FastGame {
  fastPlayoutStats.playouts++;
  seedRoll(playSeed); // as playFast seeds it from its Rng's next number
  const g = sealOnCopy(template, orders, spare, ask);
  const a0 = template.actions;
  runFast(g, policy !== 'random', saveMask(policy, spender));
  fastPlayoutStats.actions += g.actions - a0;
  return g;
}

/** `into` becomes a copy of `template` with `orders` sealed there (the cards played out of the hand, R-C4), the round's decisions answered by `asker`. */
export function sealOnCopy(
  template: FastGame,
  orders: Action & { type: 'orders' },
  into: FastGame,
  asker: (g: FastGame) => number,
): FastGame {
  into.copyFrom(template);
  into.asker = asker;
  applyToFast(into, orders);
  const p = orders.player === 'blue' ? 0 : 1;
  for (const id of PROVINCES) {
    const c = cardCode(orders.orders[id]);
    if (c > 5) into.hand[p * 15 + c] = (into.hand[p * 15 + c] as number) - 1; // played (R-C4)
  }
  return into;
}

/** Play FastGame `g` (with its private sides) to the end of the game by `policy`. */
export function playFast(g: FastGame, rng: Rng, policy: Policy, spender: Player | null = null): void {
  seedRoll(rng.next()); // the playout's own stream, seeded from `rng`
  g.asker = ask;
  runFast(g, policy !== 'random', saveMask(policy, spender));
}

/** The sides that seal by the 'scoring' policy's saving (bit 0 blue, bit 1 red): both under it, but `spender`, who plays it as 'light'. */
function saveMask(policy: Policy, spender: Player | null): number {
  if (policy !== 'scoring') return 0;
  return spender === 'blue' ? 2 : spender === 'red' ? 1 : 3;
}

/** The playout's loop: seal, windows, passes and draws by the policy until the game is over (the stream seeded and the asker set); `save`: the sides sealing by the 'scoring' policy's saving (saveMask). */
function runFast(g: FastGame, light: boolean, save: number): void {
  for (let guard = 0; g.phase !== PH_OVER && guard < 100; guard++) {
    if (g.phase === PH_ORDERS) {
      if (g.sealed[0] === 0 && g.sealed[1] === 0) windows(g, light, true);
      const ch = g.chooser(); // sealing changes no board count (R-R3)
      for (let p = 0; p < 2; p++)
        if (g.phase === PH_ORDERS && g.sealed[p] === 0) seal(g, p, ch === p, light, ((save >> p) & 1) === 1);
    } else if (g.phase === PH_END) {
      if (g.passed[0] === 0 && g.passed[1] === 0) windows(g, light, false);
      const round = g.round;
      for (let p = 0; p < 2; p++) if (g.phase === PH_END && g.passed[p] === 0) g.pass(p);
      // a new round (not the game's end): the private side of the draws (TS keeps g.phase narrowed across calls)
      if (g.round !== round && (g.phase as number) !== PH_OVER) for (let p = 0; p < 2; p++) draw(g, p, light);
    } else break;
  }
}

/** The policy's answer to a decision inside a province: reactive warlords half the time, War Chariot openly, the rest by default (playout.ts's `answer`). */
function ask(g: FastGame): number {
  const n = g.askN;
  if (g.askKind === D_REACTIVE) {
    // the world's warlords are open: every option but 'none' is held
    return n > 1 && chance(50) ? (g.askOpts[1 + roll(n - 1)] as number) : OPT_NONE;
  }
  if (g.askKind === D_EXTRA_WARLORD) {
    let k = 0;
    for (let i = 0; i < n; i++) if (g.askOpts[i] !== OPT_NONE && g.askOpts[i] !== OPT_COMMIT) k++;
    return k > 0 ? (g.askOpts[2 + roll(k)] as number) : OPT_NONE;
  }
  if (g.askKind === D_TURN_EVENT) return g.askOpts[roll(n)] as number;
  return g.askDefault;
}

/** The same answers to the engine's pending decision (a world suspended inside a province). */
function engineAnswer(d: Decision, privs: Record<Player, PrivateState>, rng: Rng): Action {
  const a: Action & { type: 'decide' } = { type: 'decide', player: d.player, choice: d.default };
  const pv = d.player === 'blue' ? privs.blue : privs.red;
  if (d.kind === 'reactiveWarlord') {
    const mine = d.options.filter((o) => o !== 'none' && pv.warlords.some((x) => x.id === o && !x.used));
    if (mine.length && rng.chance(50)) a.choice = rng.pick(mine);
  } else if (d.kind === 'extraWarlord') {
    const ids = d.options.filter(
      (o) => o !== 'none' && o !== 'commit' && !pv.warlords.some((x) => x.id === o),
    );
    if (ids.length) {
      const id = rng.pick(ids) as WarlordId;
      a.choice = id;
      pv.warlords.push({ id, salt: '', used: false });
    }
  } else if (d.kind === 'turnEvent') a.choice = rng.pick(d.options);
  return a;
}

/** The private sides follow a province's log: recycled cards, warlords used. */
export function follow(log: LogEntry[], privs: Record<Player, PrivateState>): void {
  for (const e of log) {
    if (e.kind === 'recycle') {
      const d = (e.player === 'blue' ? privs.blue : privs.red).deck;
      d.shift();
      d.push(e.card);
    } else if (e.kind === 'warlord') {
      for (const x of (e.player === 'blue' ? privs.blue : privs.red).warlords)
        if (x.id === e.warlord) x.used = true;
    }
  }
}

/** Window plays: support when the pool is low (light) or at random, board warlords (light: before scorings), deadly plague at random (playout.ts's `windows`). */
function windows(g: FastGame, light: boolean, start: boolean): void {
  for (let p = 0; p < 2; p++) {
    if (
      (g.setAside[p] as number) > 0 &&
      (g.handExtra[p] as number) > 0 &&
      (light ? (g.pool[p] as number) <= 1 : chance(15))
    ) {
      const c = supportCard(g, p, light);
      if (c >= 0) g.support(p, c); // R-X1
    }
    if (g.round > 6) continue;
    if (!(light ? !start && (g.round === 3 || g.round === 6) : chance(35))) continue;
    for (let w = p === 0 ? 5 : 0, end = w + 5; w < end; w++) {
      if (((g.open[p] as number) & (1 << w)) === 0) continue;
      if (w === W_HEAD_START || (w === W_DEADLY_PLAGUE && start)) {
        if (g.windowLegal(p, w, -1, -1, -1)) g.warlord(p, w, -1, -1, -1);
      } else if (w === W_REINFORCE || w === W_REMOVE_ARMY) {
        const q = light ? bestProvince(g, p, w) : roll(5);
        if (q >= 0 && g.windowLegal(p, w, q, -1, -1)) g.warlord(p, w, q, -1, -1);
      } else if (w === W_MOVE_ARMY) {
        const from = roll(5);
        const to = roll(5);
        if (g.windowLegal(p, w, -1, from, to)) g.warlord(p, w, -1, from, to);
      }
    }
  }
}

/** The non-framed card `p` discards for support: its least useful one (light) or one at random; −1 none. */
function supportCard(g: FastGame, p: number, light: boolean): number {
  let best = -1;
  let k = 0;
  for (let c = 6; c < 15; c++) {
    if (g.hand[p * 15 + c] === 0) continue;
    k++;
    if (light ? best < 0 || (FUTURE10[c] as number) < (FUTURE10[best] as number) : roll(k) === 0) best = c;
  }
  return best;
}

/** Reinforce own / remove from the other side's province worth most now (playout.ts's `bestProvince`). */
function bestProvince(g: FastGame, p: number, w: number): number {
  const col = g.round <= 3 ? 0 : g.round <= 6 ? 1 : 2;
  let best = -1;
  let top = -1;
  for (let q = 0; q < 5; q++) {
    const o = g.owner[q] as number;
    if (g.armies[q] === 0 || o < 0) continue;
    if ((w === W_REINFORCE) !== (o === p)) continue;
    const v = (g.displays[q * 3 + col] as number) * 10 - (g.armies[q] as number);
    if (v > top) {
      top = v;
      best = q;
    }
  }
  return best;
}

/** Seal `p`'s orders by the policy, the order of resolution at random when it chooses (playout.ts's `sealOrders`). */
function seal(g: FastGame, p: number, chooses: boolean, light: boolean, save: boolean): void {
  // the hand as a list, five cards of it at random (a partial Fisher–Yates), the sixth kept for R-C6
  for (let c = 0; c < 6; c++) handList[c] = c; // the framed 1–6 are always in hand (R-C4)
  let n = 6;
  let first = 0; // 'scoring': the saved cards it leads with this round, strongest first
  let drawable = 0; // and the end of the cards the five are drawn from (those after it are kept back)
  if (save) {
    const scoring = g.round % 3 === 0; // R-S1
    let nl = 0;
    let nb = 0;
    for (let c = 9; c >= 6; c--) for (let k = g.hand[p * 15 + c] as number; k > 0; k--) lead[nl++] = c;
    for (let c = 12; c >= 10; c--) for (let k = g.hand[p * 15 + c] as number; k > 0; k--) lead[nl++] = c;
    for (let c = 13; c < 15; c++) for (let k = g.hand[p * 15 + c] as number; k > 0; k--) handList[n++] = c;
    // lead: the saved cards strongest first (10 9 8 7 +3 +2 +1 by code), the others drawn with the framed ones
    // the last scoring keeps nothing back (nothing scores after it); outside a scoring round the saved
    // cards beyond what the scorings left can play (five each) are spent now, the weakest first
    const keepBack = g.round >= 9 ? 0 : KEEP_BACK;
    const room = 5 * Math.ceil((10 - g.round) / 3);
    let m = 0;
    let saved = 0;
    for (let i = 0; i < nl; i++) {
      const c = lead[i] as number;
      if (SAVED[c] === 0) handList[n++] = c;
      else if (scoring ? chance(100 - keepBack) && m < 5 : saved++ >= room || chance(SPEND_OFF))
        lead[m++] = c;
      else backs[nb++] = c;
    }
    // the list: the lead first, then the cards to draw from, then the saved cards kept back
    for (let i = n - 1; i >= 0; i--) handList[i + m] = handList[i] as number;
    for (let i = 0; i < m; i++) handList[i] = lead[i] as number;
    n += m;
    drawable = n;
    for (let i = 0; i < nb; i++) handList[n++] = backs[i] as number;
    first = Math.min(m, 5);
  } else {
    for (let c = 6; c < 15; c++) for (let k = g.hand[p * 15 + c] as number; k > 0; k--) handList[n++] = c;
    drawable = n;
  }
  for (let i = first; i < 6 && i < drawable - 1; i++) {
    const j = i + roll(drawable - i);
    const t = handList[i] as number;
    handList[i] = handList[j] as number;
    handList[j] = t;
  }
  for (let i = 0; i < 5; i++) {
    cards[i] = handList[i] as number;
    provs[i] = i;
  }
  if (light) {
    // strongest cards where this column's displays are highest (ties broken at random)
    const col = g.round <= 3 ? 0 : g.round <= 6 ? 1 : 2;
    for (let i = 0; i < 5; i++) keys[i] = (g.displays[i * 3 + col] as number) + roll(3);
    for (let i = 1; i < 5; i++)
      for (let j = i; j > 0 && (keys[j] as number) > (keys[j - 1] as number); j--) {
        swap(keys, j);
        swap(provs, j);
      }
    for (let i = 1; i < 5; i++)
      for (
        let j = i;
        j > 0 && (STRENGTH2[cards[j] as number] as number) > (STRENGTH2[cards[j - 1] as number] as number);
        j--
      )
        swap(cards, j);
  }
  for (let i = 0; i < 5; i++) orders[provs[i] as number] = cards[i] as number;
  // R-C6: a 6 where it is marked swaps with a card in an unmarked province, or gives way to the sixth card
  for (let q = 0; q < 5; q++) {
    if (orders[q] !== 5 || g.marks[p * 5 + q] === 0) continue;
    let free = -1;
    for (let r = 0; r < 5; r++) if (g.marks[p * 5 + r] === 0 && orders[r] !== 5) free = r;
    if (free >= 0) {
      orders[q] = orders[free] as number;
      orders[free] = 5;
    } else orders[q] = handList[5] as number;
  }
  let extras = 0;
  for (let i = 0; i < 5; i++) if ((orders[i] as number) > 5) extras++;
  if (extras > (g.handExtra[p] as number)) for (let i = 0; i < 5; i++) orders[i] = i; // the framed 1–5, always legal
  if (chooses) {
    for (let i = 0; i < 5; i++) seq[i] = i;
    for (let i = 4; i > 0; i--) {
      const j = roll(i + 1);
      const t = seq[i] as number;
      seq[i] = seq[j] as number;
      seq[j] = t;
    }
  }
  g.orders(p, orders, chooses ? seq : null, -1);
  for (let i = 0; i < 5; i++) {
    const c = orders[i] as number;
    if (c > 5) g.hand[p * 15 + c] = (g.hand[p * 15 + c] as number) - 1; // played (R-C4)
  }
}

function swap(xs: Int8Array, j: number): void {
  const t = xs[j] as number;
  xs[j] = xs[j - 1] as number;
  xs[j - 1] = t;
}

/** The private side of the round's draw (R-R4): `drew` cards off the deck, the best (light) or random ones kept, the rest under the deck. */
function draw(g: FastGame, p: number, light: boolean): void {
  const n = Math.min(g.drew[p] as number, g.deckSize(p));
  for (let i = 0; i < n; i++) drawn[i] = g.deckTake(p);
  if (light) {
    for (let i = 1; i < n; i++)
      for (
        let j = i;
        j > 0 && (FUTURE10[drawn[j] as number] as number) > (FUTURE10[drawn[j - 1] as number] as number);
        j--
      )
        swap(drawn, j);
  } else
    for (let i = n - 1; i > 0; i--) {
      const j = roll(i + 1);
      const t = drawn[i] as number;
      drawn[i] = drawn[j] as number;
      drawn[j] = t;
    }
  const kept = g.kept[p] as number;
  for (let i = 0; i < n; i++) {
    const c = drawn[i] as number;
    if (i < kept) g.hand[p * 15 + c] = (g.hand[p * 15 + c] as number) + 1;
    else g.deckPush(p, c);
  }
}
