// Playouts: a sampled world played to the end of the game through the real engine (applyAction), both
// sides by a fast policy. 'random' plays uniform legal moves as the engine's simulate does; 'light'
// places the cards it draws at random by strength (strong cards where the displays are high), keeps its
// best draws and plays the board warlords before scorings; 'scoring' is 'light' that saves its strong
// cards (7–10, +2, +3) for the scoring rounds (R-S1): it leads with them there and mostly holds them
// back in the other rounds, so a card kept for a scoring round is worth something in a playout; it
// keeps none back at the last scoring (round 9) and spends at once the saved cards beyond the five a
// scoring left can take each. A `spender` side plays 'scoring' as 'light' (a model that does not save).
import type {
  Action,
  Card,
  Decision,
  LogEntry,
  Orders,
  Player,
  PrivateState,
  ProvinceId,
  PublicState,
  WarlordId,
} from '../engine';
import { applyAction, chooser, isFramed, PLAYERS, PROVINCES } from '../engine';
import type { World } from './determinize';
import { fastPlayout, type Policy } from './fast-playout';
import { futureValue } from './knowledge';
import type { Rng } from './rng';

/** Engine actions the search has applied (playouts and candidates): the arena's counted cost of a decision; never read by a decision. */
export const engineActions = { count: 0 };

export type { Policy } from './fast-playout';

/** The cards the 'scoring' policy saves for the scoring rounds. */
const SAVED: readonly Card[] = ['10', '9', '8', '7', '+3', '+2'];
/** Percent of the time the 'scoring' policy spends a saved card in a round that does not score. */
export const SPEND_OFF = 20;
/** Percent of the time the 'scoring' policy keeps a saved card back in a round that scores. */
export const KEEP_BACK = 15;

/** An action for the playout (the world's warlords are open: no salts). */
type Act = (a: Action) => boolean;

/** Play `w` (mutated) to the end; returns the final state. `spender` plays a 'scoring' policy as 'light' (it does not save). */
export function playout(w: World, rng: Rng, policy: Policy, spender: Player | null = null): PublicState {
  // the playout engine (fast-playout.ts); below, applyAction for the worlds it does not cover
  const fast = fastPlayout(w, rng, policy, spender);
  if (fast) return fast;
  return enginePlayout(w, rng, policy, spender);
}

/** Play `w` (mutated) to the end through applyAction; returns the final state. */
export function enginePlayout(
  w: World,
  rng: Rng,
  policy: Policy,
  spender: Player | null = null,
): PublicState {
  let s = w.state;
  const privs = w.privs;
  const priv = (p: Player): PrivateState => (p === 'blue' ? privs.blue : privs.red);
  const follow = (log: LogEntry[]): void => {
    for (let k = 0; k < log.length; k++) {
      const e = log[k] as LogEntry;
      if (e.kind === 'recycle') {
        const d = priv(e.player).deck;
        d.shift();
        d.push(e.card);
      } else if (e.kind === 'warlord') {
        for (const x of priv(e.player).warlords) if (x.id === e.warlord) x.used = true;
      } else if (e.kind === 'draw') {
        const pv = priv(e.player);
        const drawn = pv.deck.splice(0, e.drew);
        if (policy !== 'random') drawn.sort((a, b) => futureValue(b) - futureValue(a));
        else rng.shuffle(drawn);
        for (let i = 0; i < drawn.length; i++) (i < e.kept ? pv.hand : pv.deck).push(drawn[i] as Card);
      }
    }
  };
  const act: Act = (a) => {
    engineActions.count++;
    const r = applyAction(s, a);
    if (!r.ok) return false;
    s = r.state;
    follow(r.log);
    return true;
  };
  // own cards drawn and not yet kept (a keep answer being searched fills them in before the playout)
  for (const p of PLAYERS) {
    const pv = priv(p);
    if (pv.drawn.length) {
      for (const c of pv.drawn) pv.deck.push(c);
      pv.drawn = [];
    }
  }
  for (let guard = 0; s.phase !== 'over' && guard < 500; guard++) {
    const d = s.pending;
    if (d) {
      if (!act(answer(d, priv(d.player), rng))) act({ type: 'decide', player: d.player, choice: d.default });
    } else if (s.phase === 'orders') {
      if (!s.orders.blue && !s.orders.red) windows(s, priv, rng, policy, true, act);
      if (s.phase !== 'orders' || s.pending) continue;
      const ch = chooser(s);
      for (const p of PLAYERS) {
        if (s.phase !== 'orders' || s.orders[p]) continue;
        sealOrders(
          s,
          p,
          priv(p),
          ch === p,
          rng,
          p === spender && policy === 'scoring' ? 'light' : policy,
          act,
        );
      }
    } else if (s.phase === 'end') {
      if (!s.passed.blue && !s.passed.red) windows(s, priv, rng, policy, false, act);
      for (const p of PLAYERS)
        if (s.phase === 'end' && !s.passed[p] && !s.pending) act({ type: 'pass', player: p });
    } else break;
  }
  return s;
}

/** A playout's answer to a decision: reactive warlords it holds half the time, War Chariot openly. */
function answer(d: Decision, pv: PrivateState, rng: Rng): Action {
  const a: Action & { type: 'decide' } = { type: 'decide', player: d.player, choice: d.default };
  if (d.kind === 'reactiveWarlord') {
    const mine = d.options.filter((o) => o !== 'none' && pv.warlords.some((w) => w.id === o && !w.used));
    if (mine.length && rng.chance(50)) a.choice = rng.pick(mine);
  } else if (d.kind === 'extraWarlord') {
    const ids = d.options.filter(
      (o) => o !== 'none' && o !== 'commit' && !pv.warlords.some((w) => w.id === o),
    );
    if (ids.length) {
      const id = rng.pick(ids) as WarlordId;
      a.choice = id;
      pv.warlords.push({ id, salt: '', used: false });
    }
  } else if (d.kind === 'take' || d.kind === 'lightInfantry') {
    a.choice = d.default;
  } else a.choice = rng.pick(d.options);
  return a;
}

/** Window plays: support when the pool is low, board warlords (light: before scorings), deadly plague at random. */
function windows(
  s: PublicState,
  priv: (p: Player) => PrivateState,
  rng: Rng,
  policy: Policy,
  start: boolean,
  act: Act,
): void {
  for (const p of PLAYERS) {
    const pl = s.players[p];
    const pv = priv(p);
    if (pl.setAside > 0 && (policy === 'random' ? rng.chance(15) : pl.pool <= 1)) {
      const i = pv.hand.findIndex((c) => !isFramed(c));
      if (i >= 0 && act({ type: 'support', player: p, card: pv.hand[i] as Card })) pv.hand.splice(i, 1);
    }
    if (s.round > 6) continue;
    const timely = policy === 'random' ? rng.chance(35) : !start && (s.round === 3 || s.round === 6);
    if (!timely) continue;
    for (const w of pv.warlords) {
      if (w.used) continue;
      const id = w.id;
      if (id === 'head-start' || (id === 'deadly-plague' && start))
        act({ type: 'warlord', player: p, warlord: id });
      else if (id === 'reinforce' || id === 'remove-army') {
        const prov = policy !== 'random' ? bestProvince(s, p, id) : rng.pick(PROVINCES);
        if (prov) act({ type: 'warlord', player: p, warlord: id, province: prov });
      } else if (id === 'move-army')
        act({ type: 'warlord', player: p, warlord: id, from: rng.pick(PROVINCES), to: rng.pick(PROVINCES) });
    }
  }
}

/** Reinforce own / remove from the other side's province worth most now. */
function bestProvince(s: PublicState, p: Player, id: WarlordId): ProvinceId | null {
  const col = s.round <= 3 ? 0 : s.round <= 6 ? 1 : 2;
  let best: ProvinceId | null = null;
  let top = -1;
  for (const q of PROVINCES) {
    const pv = s.provinces[q];
    if (pv.armies === 0 || !pv.owner) continue;
    if ((id === 'reinforce') !== (pv.owner === p)) continue;
    const v = (s.setup.displays[q][col] ?? 0) * 10 - pv.armies;
    if (v > top) {
      top = v;
      best = q;
    }
  }
  return best;
}

/** A card's rough strength for placing (light policy). */
function strength(c: Card): number {
  switch (c) {
    case '+1':
      return 6.5;
    case '+2':
      return 8;
    case '+3':
      return 9;
    case '-1':
      return 0.5;
    case 'P':
      return 3;
    case '10':
      return 10;
    case '9':
      return 9;
    case '8':
      return 8;
    case '7':
      return 7;
    case '6':
      return 6;
    case '5':
      return 5;
    case '4':
      return 4;
    case '3':
      return 3;
    case '2':
      return 2;
    default:
      return 1;
  }
}

/** Seal `p`'s orders by the policy (and the order of resolution at random when it chooses). */
function sealOrders(
  s: PublicState,
  p: Player,
  pv: PrivateState,
  chooses: boolean,
  rng: Rng,
  policy: Policy,
  act: Act,
): void {
  // five cards of the hand at random (a partial Fisher–Yates on a copy), the sixth kept for R-C6;
  // 'scoring': the saved cards it leads with first, those it keeps back last (never drawn from)
  let hand = pv.hand.slice();
  let first = 0;
  let n = hand.length;
  if (policy === 'scoring') {
    const scoring = s.round % 3 === 0; // R-S1
    const lead: Card[] = [];
    const back: Card[] = [];
    const rest: Card[] = [];
    // the last scoring keeps nothing back; outside a scoring round the saved cards beyond what the
    // scorings left can play (five each) are spent now, the weakest first (fast-playout.ts's seal)
    const keepBack = s.round >= 9 ? 0 : KEEP_BACK;
    const room = 5 * Math.ceil((10 - s.round) / 3);
    let saved = 0;
    for (const c of SAVED)
      for (const h of pv.hand) {
        if (h !== c) continue;
        if (
          scoring ? lead.length < 5 && rng.chance(100 - keepBack) : saved++ >= room || rng.chance(SPEND_OFF)
        )
          lead.push(c);
        else back.push(c);
      }
    for (const h of pv.hand) if (!SAVED.includes(h)) rest.push(h);
    hand = [...lead, ...rest, ...back];
    first = Math.min(lead.length, 5);
    n = lead.length + rest.length;
  }
  for (let i = first; i < 6 && i < n - 1; i++) {
    const j = i + rng.int(n - i);
    const t = hand[i] as Card;
    hand[i] = hand[j] as Card;
    hand[j] = t;
  }
  const marks = s.players[p].sixMarks;
  const cards = hand.slice(0, 5);
  const provs = PROVINCES.slice();
  if (policy !== 'random') {
    // strongest cards where this column's displays are highest (ties broken at random), insertion sorts of five
    const col = s.round <= 3 ? 0 : s.round <= 6 ? 1 : 2;
    const key = [0, 0, 0, 0, 0];
    for (let i = 0; i < 5; i++) key[i] = (s.setup.displays[provs[i] as ProvinceId][col] ?? 0) + rng.int(3);
    for (let i = 1; i < 5; i++)
      for (let j = i; j > 0 && (key[j] as number) > (key[j - 1] as number); j--) {
        const k = key[j] as number;
        key[j] = key[j - 1] as number;
        key[j - 1] = k;
        const q = provs[j] as ProvinceId;
        provs[j] = provs[j - 1] as ProvinceId;
        provs[j - 1] = q;
      }
    for (let i = 1; i < 5; i++)
      for (let j = i; j > 0 && strength(cards[j] as Card) > strength(cards[j - 1] as Card); j--) {
        const c = cards[j] as Card;
        cards[j] = cards[j - 1] as Card;
        cards[j - 1] = c;
      }
  }
  const orders = {} as Orders;
  for (let i = 0; i < 5; i++) orders[provs[i] as ProvinceId] = cards[i] as Card;
  // R-C6: a 6 where it is marked swaps with a card in an unmarked province, or gives way to the sixth card
  for (const q of PROVINCES) {
    if (orders[q] !== '6' || marks[q] === 0) continue;
    let free: ProvinceId | null = null;
    for (const r of PROVINCES) if (marks[r] === 0 && orders[r] !== '6') free = r;
    if (free) {
      orders[q] = orders[free];
      orders[free] = '6';
    } else orders[q] = hand[5] as Card;
  }
  const a: Action & { type: 'orders' } = { type: 'orders', player: p, orders };
  if (chooses) a.sequence = rng.shuffle(PROVINCES.slice());
  if (!act(a)) {
    // fall back to the framed 1–5 (always legal)
    act({ type: 'orders', player: p, orders: { qin: '1', chu: '2', jinyan: '3', hanqi: '4', wu: '5' } });
    return;
  }
  for (const q of PROVINCES) {
    const c = orders[q];
    if (!isFramed(c)) pv.hand.splice(pv.hand.indexOf(c), 1);
  }
}
