// Determinized search (information-set style): candidate answers are scored by playouts in worlds sampled
// from the view (determinize.ts), the same worlds for every candidate; successive halving spends the
// fixed budget on the candidates still in the running. Budgets are counts, so answers repeat per seed.
import type { Action, Decision, Player, PrivateState, PublicState, WarlordId } from '../engine';
import { applyAction, createGame, fast, isFramed, opponent, PROVINCES } from '../engine';
import { opponentView } from './view';
import type { OpponentAnswer, OpponentAsk, OpponentView, WindowPlay } from './api';
import { sampleWorld, type World } from './determinize';
import { greedyAnswer, greedyOrders, greedySequence } from './greedy';
import { sideOf, windowPlays } from './legal';
import { engineActions, playout, type Policy } from './playout';
import { fastPlayoutAfterOrders, fastWorld, follow } from './fast-playout';
import { Rng } from './rng';
import { styleAnswer, type Style } from './styles';
import { STRONG } from './stockpiler';
import { futureValue } from './knowledge';

/** Orders a search tries beside greedy's best and their mutations. */
export type ExtraOrders =
  /** The cautious style's (strong cards on held provinces in a scoring round, saved otherwise, R-S1). */
  | 'cautious'
  /** Greedy's tuned for scoring-round defence and Champion / Hero (greedy.ts `OrdersTune`, R-V3, R-V4). */
  | 'tuned'
  /** The stockpiler's (stockpiler.ts) and greedy's from the hand without its strong cards outside a scoring round, or with them at no future cost in one (R-S1): saving and spending both searched. */
  | 'scoring';

/** A model of the other side's orders: greedy's one ply or a heuristic style. */
export type Model = 'greedy' | Style;

/** A level's search settings. */
export interface SearchBudget {
  /** Playouts for an orders ask (the key decision); other asks get a share. */
  orders: number;
  /** Playouts for a keep, window or setup warlord ask. */
  other: number;
  /** Greedy candidates for the orders (plus mutations of the best). */
  candidates: number;
  policy: Policy;
  /** Noise added to the candidates' scores (0 = none), in win-rate points. */
  noise: number;
  /** Percent of sampled worlds where the other side's orders this round come from a model (the rest: the playout policy's). */
  model: number;
  /** The models of the other side, one picked at random per world. */
  models: readonly Model[];
  /** Bonus of the first candidate (greedy's orders, the best-ranked keep, not playing), in win-rate points: the search must beat it by more. */
  prior: number;
  /** Whether the setup warlord, the reactive warlords (R-W3, R-W5, R-W7, R-W9) and the targets of the window warlords greedy's rule plays (R-W2, R-W4, R-W6, R-W10) are searched (else greedy's rules). */
  warlords?: boolean;
  /** Playouts for the setup warlord ask (else `other`). */
  setupPlayouts?: number;
  /** Playouts for a keep ask (else `other`). */
  keepPlayouts?: number;
  /** The orders tried beside greedy's. */
  extra?: readonly ExtraOrders[];
  /** With the 'scoring' policy: the models under which the other side's playouts save strong cards too (else it plays them as 'light'); all when absent. */
  holders?: readonly Model[];
  /** Weight of a playout's final marker beside its win (1) or draw (½), per track space (R-S2; else 0.01). */
  margin?: number;
  /** Orders searched on the playout engine: each sampled world's model orders sealed once, each candidate's on a copy of it there, at most this many distinct worlds a search (later playouts revisit them with playout streams of their own). */
  worlds?: number;
}

/** Work of the searches outside engine actions, for the arena's decision costs: worlds sampled for playouts, their copies (one per candidate playout: a world copied and put on the playout engine, or with fastOrders a copy of the world already there, `gameCopies`), and the model's orders (each on a copy of its world); never read by a decision. */
export const searchWork = { worlds: 0, copies: 0, gameCopies: 0, models: 0 };

/** One candidate: the answer and how it changes sampled world number `j` (false: illegal there, skip). */
interface Candidate {
  answer: OpponentAnswer;
  apply: (w: World, j: number) => boolean;
  /** Orders candidates: the sealing action, for the playout engine (fastOrders). */
  orders?: Action & { type: 'orders' };
}

/** The searched answer to `ask`, or the greedy one where searching does not apply (decisions mid-reveal). */
export function searchAnswer(
  view: OpponentView,
  ask: OpponentAsk,
  seed: string,
  b: SearchBudget,
  stop?: () => boolean,
): OpponentAnswer {
  const rng = new Rng(`search:${seed}`);
  if (ask.kind === 'window') {
    const rule = greedyAnswer(view, ask, rng);
    if (b.warlords !== true) return rule;
    const targets = targetCandidates(view, rule);
    if (targets.length < 2) return rule;
    return best(view, targets, scaled(b.other, view.public.round), seed, b, false, stop).answer;
  }
  if (ask.kind === 'warlord' && b.warlords !== true) return greedyAnswer(view, ask, rng);
  const cands = candidates(view, ask, seed, rng, b);
  if (cands.length === 0) return greedyAnswer(view, ask, rng);
  if (cands.length === 1) return (cands[0] as Candidate).answer;
  const playouts =
    ask.kind === 'orders'
      ? b.orders
      : ask.kind === 'warlord'
        ? (b.setupPlayouts ?? b.other)
        : ask.kind === 'keep'
          ? (b.keepPlayouts ?? b.other)
          : b.other;
  return best(view, cands, scaled(playouts, view.public.round), seed, b, ask.kind === 'orders', stop).answer;
}

/** A budget given for round 1, in playouts for round `round`: a playout from round r plays 10 − r rounds, so each decision costs about the same (at most 3x the playouts). */
export function scaled(playouts: number, round: number): number {
  const r = Math.min(9, Math.max(1, round));
  return Math.min(3 * playouts, Math.round((playouts * 9) / (10 - r)));
}

/** The candidates for an ask (empty: answer greedily). */
function candidates(
  view: OpponentView,
  ask: OpponentAsk,
  seed: string,
  rng: Rng,
  b: SearchBudget,
): Candidate[] {
  const me = view.me;
  switch (ask.kind) {
    case 'orders':
      return orderCandidates(view, rng, b.candidates, b.extra ?? []);
    case 'keep': {
      const drawn = view.own.drawn;
      const k = Math.min(ask.count, drawn.length);
      const seen = new Set<string>();
      const out: Candidate[] = [];
      // the best-ranked cards first (knowledge.ts futureValue), so the prior goes to that keep, not to the order of the draw
      const ranked = drawn.slice().sort((x, y) => futureValue(y) - futureValue(x));
      for (const kept of subsets(ranked, k)) {
        const key = kept.slice().sort().join(',');
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({
          answer: { kind: 'keep', kept },
          apply: (w) => {
            const pv = w.privs[me];
            const rest = drawn.slice();
            for (const c of kept) rest.splice(rest.indexOf(c), 1);
            pv.hand.push(...kept);
            pv.deck.push(...rest);
            pv.drawn = [];
            return true;
          },
        });
      }
      return out;
    }
    case 'decision':
      return b.warlords === true && ask.decision.kind === 'reactiveWarlord'
        ? reactiveChoices(view, ask.decision)
        : [];
    case 'warlord':
      return sideOf(me).map((warlord) => ({
        answer: { kind: 'warlord', warlord },
        apply: (w, j) => setupWorld(w, view, warlord, new Rng(`setup:${seed}:${j}`)),
      }));
    default:
      return [];
  }
}

/**
 * A reactive warlord's ask (R-W3, R-W5, R-W7, R-W9): not playing, and each warlord offered that this side
 * holds unused; greedy's own answer first, so the prior is its. Each is answered in the sampled world (its
 * warlords open: no salt) and the private sides follow the log (a recycled card, the warlord used).
 */
function reactiveChoices(view: OpponentView, d: Decision): Candidate[] {
  const me = view.me;
  const held = new Set(view.own.warlords.filter((w) => !w.used).map((w) => w.id as string));
  const options = d.options.filter((o) => o === 'none' || held.has(o));
  if (options.length < 2) return [];
  const first = greedyAnswer(view, { kind: 'decision', decision: d }, new Rng('reactive'));
  const lead = first.kind === 'decision' && options.includes(first.choice) ? first.choice : 'none';
  return [lead, ...options.filter((o) => o !== lead)].map((choice) => ({
    answer: { kind: 'decision', choice },
    apply: (w: World) => {
      engineActions.count++;
      const r = applyAction(w.state, { type: 'decide', player: me, choice });
      if (!r.ok) return false;
      w.state = r.state;
      follow(r.log, w.privs);
      return true;
    },
  }));
}

/**
 * The plays of the warlord greedy's window rule (`rule`, its answer) plays now, one per target (its own
 * first, so the prior is its); empty when the rule plays nothing or exceptional support.
 */
function targetCandidates(view: OpponentView, rule: OpponentAnswer): Candidate[] {
  const lead = rule.kind === 'window' ? rule.play : null;
  if (!lead || lead.type === 'support') return [];
  const rest = windowPlays(view).filter(
    (p) => p.type === 'warlord' && p.warlord === lead.warlord && JSON.stringify(p) !== JSON.stringify(lead),
  );
  return [lead, ...rest].map((play) => windowCandidate(view.me, play));
}

/** A window answer as a candidate: the play applied in each sampled world (null: not playing). */
function windowCandidate(me: Player, play: WindowPlay | null): Candidate {
  return { answer: { kind: 'window', play }, apply: (w) => (play ? applyPlay(w, me, play) : true) };
}

/** Apply a window play in a sampled world (its warlords are open). */
function applyPlay(w: World, me: Player, play: WindowPlay): boolean {
  if (play.type === 'support') {
    engineActions.count++;
    const r = applyAction(w.state, { type: 'support', player: me, card: play.card });
    if (!r.ok) return false;
    w.state = r.state;
    const hand = w.privs[me].hand;
    hand.splice(hand.indexOf(play.card), 1);
    return true;
  }
  const { warlord, province, from, to } = play;
  engineActions.count++;
  const r = applyAction(w.state, { type: 'warlord', player: me, warlord, province, from, to });
  if (!r.ok) return false;
  w.state = r.state;
  for (const x of w.privs[me].warlords) if (x.id === play.warlord) x.used = true;
  return true;
}

/**
 * A setup world: the game created with both warlords open, its own choice and the other side's: the
 * world's sample of its commitment when it has committed, else drawn by `rng`, which the search seeds by
 * the world's number so that every candidate meets the same warlord in the same world.
 */
export function setupWorld(w: World, view: OpponentView, mine: WarlordId, rng: Rng): boolean {
  const other = opponent(view.me);
  const theirs = w.privs[other].warlords[0]?.id ?? rng.pick(sideOf(other));
  const open: Record<Player, WarlordId[]> =
    view.me === 'blue' ? { blue: [mine], red: [theirs] } : { blue: [theirs], red: [mine] };
  const c = createGame({ ...view.public.setup, openWarlords: open });
  if (!c.ok) return false;
  // the view has no seed for the event order: the unturned events keep this world's sampled order
  w.state = { ...c.state, events: { ...c.state.events, deck: w.state.events.deck.slice() } };
  for (const p of [view.me, other]) {
    const id = open[p][0] as WarlordId;
    w.privs[p].warlords = [{ id, salt: '', used: id === 'head-start' }];
  }
  return true;
}

/** Greedy's best orders, then swaps of two provinces and one card exchanged with the hand, up to `n` (+ sequences). */
function orderCandidates(
  view: OpponentView,
  rng: Rng,
  n: number,
  extra: readonly ExtraOrders[],
): Candidate[] {
  const me = view.me;
  const top = greedyOrders(view, rng, 0, Math.max(1, Math.ceil(n / 2)));
  const list: OpponentAnswer[] = top.slice();
  if (extra.includes('cautious')) {
    // scoring-round defence searched, not assumed: the cautious style's orders compete with greedy's
    const c = styleAnswer('cautious', view, { kind: 'orders' }, rng);
    if (c.kind === 'orders') list.push(c);
  }
  if (extra.includes('tuned')) {
    // greedy's scores with held 3+ displays weighted up in a scoring round and a 9 / 10 priced under Champion / Hero
    list.push(...greedyOrders(view, rng, 0, 2, { events: true, defend: 2 }));
  }
  if (extra.includes('scoring')) list.push(...scoringOrders(view, rng));
  const keyOf = (a: OpponentAnswer): string =>
    a.kind === 'orders'
      ? `${PROVINCES.map((id) => a.orders[id]).join(',')}|${a.sequence?.join(',') ?? ''}|${a.secondSix ?? ''}`
      : '';
  const seen = new Set<string>();
  for (let i = list.length - 1; i >= 0; i--) {
    // the first copy of each answer stays (greedy's first choice is candidate 0, with the prior)
    const k = keyOf(list[i] as OpponentAnswer);
    if (list.findIndex((x) => keyOf(x) === k) !== i) list.splice(i, 1);
    else seen.add(k);
  }
  const first = top[0];
  if (first && first.kind === 'orders') {
    for (let tries = 0; list.length < n && tries < 4 * n; tries++) {
      const o = { ...first.orders };
      const i = PROVINCES[rng.int(5)] as (typeof PROVINCES)[number];
      if (first.secondSix === i) continue;
      if (rng.chance(50)) {
        const j = PROVINCES[rng.int(5)] as (typeof PROVINCES)[number];
        if (first.secondSix === j) continue;
        const t = o[i];
        o[i] = o[j];
        o[j] = t;
      } else {
        const rest = view.own.hand.slice();
        for (const id of PROVINCES) rest.splice(rest.indexOf(o[id]), 1);
        if (rest.length === 0) continue;
        o[i] = rng.pick(rest);
      }
      const marks = view.public.players[me].sixMarks;
      if (PROVINCES.some((id) => o[id] === '6' && marks[id] > 0 && first.secondSix !== id)) continue;
      const cand: OpponentAnswer = { ...first, orders: o };
      const k = keyOf(cand);
      if (seen.has(k)) continue;
      seen.add(k);
      list.push(cand);
    }
    if (first.sequence) {
      // the order of resolution: the greedy one, the board order, and its reverse
      for (const seq of [PROVINCES.slice(), PROVINCES.slice().reverse()]) {
        const cand: OpponentAnswer = { ...first, sequence: seq };
        if (!seen.has(keyOf(cand)) && seq.join() !== greedySequence(view).join()) list.push(cand);
      }
    }
  }
  return list.map((answer) => {
    if (answer.kind !== 'orders') return { answer, apply: () => false };
    const act: Action & { type: 'orders' } = {
      type: 'orders',
      player: me,
      orders: answer.orders,
      ...(answer.sequence ? { sequence: answer.sequence } : {}),
      ...(answer.secondSix ? { secondSix: answer.secondSix } : {}),
    };
    return {
      answer,
      orders: act,
      apply: (w) => sealInWorld(w, act),
    };
  });
}

/**
 * Orders that save or spend for the scoring rounds (R-S1): the stockpiler's; outside a scoring round
 * greedy's best from the hand without its strong cards (7–10, +2, +3: saved); in a scoring round greedy's
 * with no future cost on a card (spent now, the more so as the other side's public count of extra cards
 * says it can answer them).
 */
function scoringOrders(view: OpponentView, rng: Rng): OpponentAnswer[] {
  const out: OpponentAnswer[] = [];
  const s = styleAnswer('stockpiler', view, { kind: 'orders' }, rng);
  if (s.kind === 'orders') out.push(s);
  if (view.public.round % 3 === 0) out.push(...greedyOrders(view, rng, 0, 2, { spend: true, defend: 2 }));
  else {
    const hand = view.own.hand.filter((c) => !STRONG.includes(c));
    if (hand.length >= 5 && hand.length < view.own.hand.length)
      out.push(...greedyOrders({ ...view, own: { ...view.own, hand } }, rng, 0, 2, { events: true }));
  }
  return out;
}

/** All k-subsets of xs (k ≤ 3, xs ≤ 3 here). */
function subsets<T>(xs: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (xs.length < k) return [];
  const [h, ...t] = xs as [T, ...T[]];
  return [...subsets(t, k - 1).map((s) => [h, ...s]), ...subsets(t, k)];
}

/** Result of a finished playout for `me`: 1 win, ½ draw, 0 loss, plus `k` of the marker (R-S2). */
function outcome(s: PublicState, me: Player, k: number): number {
  const m = me === 'blue' ? s.marker : -s.marker;
  const w = s.winner === null || s.winner === 'draw' ? 0.5 : s.winner === me ? 1 : 0;
  return w + k * m;
}

/** `outcome` of a playout-engine game: its winner code (−1 none, 0 blue, 1 red, 2 draw) and marker. */
function fastOutcome(winner: number, marker: number, me: Player, k: number): number {
  const mine = me === 'blue' ? 0 : 1;
  const w = winner === -1 || winner === 2 ? 0.5 : winner === mine ? 1 : 0;
  return w + k * (me === 'blue' ? marker : -marker);
}

/** A sampled world as the search uses it: the model's orders `t` (sealed in it when `early`) and its template on the playout engine (fastOrders; null when not covered). */
interface WorldSlot {
  sampled: World;
  t: (Action & { type: 'orders' }) | null;
  early: boolean;
  template: fast.FastGame | null;
  /** The side whose playouts in this world spend rather than save (SearchBudget.holders), or null. */
  spender: Player | null;
}

/** The searches' template worlds on the playout engine (one search at a time), grown to at least `n` and kept. */
const templates: fast.FastGame[] = [];
function templateGames(n: number): fast.FastGame[] {
  while (templates.length < n) templates.push(new fast.FastGame());
  return templates;
}

/** Seal `t` in `w` through the engine, its played cards out of the hand (R-C4); false when the engine refuses. */
function sealInWorld(w: World, t: Action & { type: 'orders' }): boolean {
  engineActions.count++;
  const r = applyAction(w.state, t);
  if (!r.ok) return false;
  w.state = r.state;
  const hand = w.privs[t.player].hand;
  for (const id of PROVINCES) {
    const c = t.orders[id];
    if (!isFramed(c)) hand.splice(hand.indexOf(c), 1);
  }
  return true;
}

/** A copy of `w` a search may change: the state is replaced, never changed in place (applyAction and the playout engine copy it); the private sides are copied. */
export function copyWorld(w: World): World {
  const copy = (pv: PrivateState): PrivateState => ({
    player: pv.player,
    hand: pv.hand.slice(),
    deck: pv.deck.slice(),
    drawn: pv.drawn.slice(),
    warlords: pv.warlords.map((x) => ({ ...x })),
  });
  return { state: w.state, privs: { blue: copy(w.privs.blue), red: copy(w.privs.red) } };
}

/** Successive halving over the candidates with common sampled worlds. */
function best(
  view: OpponentView,
  cands: Candidate[],
  budget: number,
  seed: string,
  b: SearchBudget,
  predict: boolean,
  stop?: () => boolean,
): Candidate {
  const other = opponent(view.me);
  /** The other side's orders in world j, `sampled` (a model's from its own view of that world, or null: left to the playout), and the model. */
  const theirOrders = (
    j: number,
    sampled: World,
  ): { act: (Action & { type: 'orders' }) | null; model: Model | null } => {
    const r = new Rng(`model:${seed}:${j}`);
    if (!r.chance(b.model)) return { act: null, model: null };
    searchWork.models++;
    const w = copyWorld(sampled);
    const v = opponentView(w.state, w.privs[other]);
    const model = b.models.length > 1 ? r.pick(b.models) : (b.models[0] ?? 'greedy');
    const g = model === 'greedy' ? greedyOrders(v, r, 0, 1)[0] : styleAnswer(model, v, { kind: 'orders' }, r);
    if (!g || g.kind !== 'orders') return { act: null, model };
    const act: Action & { type: 'orders' } = { type: 'orders', player: other, orders: g.orders };
    if (g.sequence) act.sequence = g.sequence;
    if (g.secondSix) act.secondSix = g.secondSix;
    return { act, model };
  };
  /** The side whose playouts spend rather than save in a world modelled by `model` (holders), or null. */
  const spenderOf = (model: Model | null): Player | null =>
    b.holders && model !== null && !b.holders.includes(model) ? other : null;
  /** World j: sampled, the model's orders for it, and (fastOrders) those sealed in it and the world put on the playout engine. */
  const sampleSlot = (j: number, into: fast.FastGame): WorldSlot => {
    searchWork.worlds++;
    const sampled = sampleWorld(view, new Rng(`world:${seed}:${j}`));
    const m = predict ? theirOrders(j, sampled) : { act: null, model: null };
    const t = m.act;
    const spender = spenderOf(m.model);
    if (b.worlds === undefined) return { sampled, t, early: false, template: null, spender };
    const early = t !== null && sampled.state.phase === 'orders' && sealInWorld(sampled, t);
    return { sampled, t, early, template: fastWorld(sampled, into), spender };
  };
  // fastOrders: at most b.worlds distinct worlds, world j being world j mod b.worlds with its own playout stream
  const cap = b.worlds !== undefined ? Math.max(1, b.worlds) : Infinity;
  const slots: WorldSlot[] = [];
  const worldSlot = (j: number): WorldSlot => {
    if (cap === Infinity) return sampleSlot(j, templateGames(1)[0] as fast.FastGame);
    const k = j % cap;
    return (slots[k] ??= sampleSlot(k, templateGames(k + 1)[k] as fast.FastGame));
  };
  const margin = b.margin ?? 0.01;
  let alive = cands.map((c, i) => ({ c, i, sum: 0, n: 0, legal: undefined as boolean | undefined }));
  const noise = new Rng(`noise:${seed}`);
  const bias = cands.map(() => (b.noise ? (noise.int(2001) / 1000 - 1) * b.noise : 0));
  const rounds = Math.max(1, Math.ceil(Math.log2(cands.length)));
  const score = (x: { i: number; sum: number; n: number }): number =>
    x.sum / Math.max(1, x.n) + (bias[x.i] ?? 0) + (x.i === 0 ? b.prior : 0);
  let world = 0;
  let left = budget;
  let stopped = false;
  for (let r = 0; r < rounds && alive.length > 1 && !stopped; r++) {
    const per = Math.max(1, Math.floor(left / (alive.length * (rounds - r))));
    for (let j = 0; j < per; j++, world++) {
      // the app's time limit, checked between worlds so every candidate alive has seen the same ones
      if (stop && stop()) {
        stopped = true;
        break;
      }
      // one sample of world j for every candidate alive: each gets its own copy of the parts a candidate,
      // the model's orders or the playout change (the same world as sampling it again, for less work)
      const slot = worldSlot(world);
      const { sampled, t, early, template, spender } = slot;
      const playSeed = template ? new Rng(`play:${seed}:${world}`).next() : 0;
      for (const a of alive) {
        const ours = b.worlds !== undefined ? a.c.orders : undefined;
        // legal in one world, legal in all (own hand, public marks and warlords): checked once
        if (ours && a.legal === undefined) a.legal = sealInWorld(copyWorld(sampled), ours);
        if (ours && a.legal && template) {
          searchWork.gameCopies++;
          const g = fastPlayoutAfterOrders(template, ours, playSeed, b.policy, spender);
          a.sum += fastOutcome(g.winner, g.marker, view.me, margin);
          a.n++;
          left--;
          continue;
        }
        searchWork.copies++;
        const w = copyWorld(sampled);
        if ((ours && a.legal === false) || !a.c.apply(w, world)) {
          a.sum -= 10;
          a.n++;
          continue;
        }
        if (t && !early && w.state.phase === 'orders') sealInWorld(w, t);
        const s = playout(w, new Rng(`play:${seed}:${world}`), b.policy, spender);
        a.sum += outcome(s, view.me, margin);
        a.n++;
        left--;
      }
    }
    alive.sort((x, y) => score(y) - score(x) || x.i - y.i);
    alive = alive.slice(0, Math.max(1, Math.ceil(alive.length / 2)));
  }
  return (alive[0] as { c: Candidate }).c;
}
