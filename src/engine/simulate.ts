// A seeded random-game driver: seed in, complete record out. Pure (its own PRNG, no clock).
// Plays random legal orders, decisions, warlords, exceptional support and events through applyAction.
import { isFramed } from './cards';
import { chooser } from './order';
import { warlordCommitment } from './crypto';
import { dealAppDeck, LEGACY_DEAL, markWarlordUsed } from './private';
import { applyAction, createGame } from './reducer';
import { cardAt, DEFAULT_OPTIONS, marksAt, playerOf } from './state';
import type {
  Action,
  Card,
  Decision,
  GameOptions,
  GameRecord,
  GameSetup,
  LogEntry,
  Orders,
  Player,
  PrivateState,
  ProvinceId,
  PublicState,
  WarlordId,
} from './types';
import { BLUE_WARLORDS, PLAYERS, PROVINCES, RED_WARLORDS } from './types';

/** Simulation options. */
export interface SimOptions {
  options?: Partial<GameOptions>;
  /** Warlords known-open in the setup instead of committed (default: random per game). */
  openWarlords?: boolean;
  /** Keep the full log (slower). */
  keepLog?: boolean;
}

/** A simulated game. */
export interface SimResult {
  record: GameRecord;
  state: PublicState;
  privates: Record<Player, PrivateState>;
  log: LogEntry[];
}

/** mulberry32: the driver's own small PRNG; the 32 bits as a signed int32 (read them with `below`). */
function prng(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return t ^ (t >>> 14);
  };
}

/** (x as unsigned 32 bits) mod n, in small-integer arithmetic (n < 32768): one division when x >= 0. */
function below(x: number, n: number): number {
  return x >= 0 ? x % n : (((x >>> 16) % n) * 65536 + (x & 0xffff)) % n;
}

/** Remove and return the element at index i, in place (no-op outside the array). */
function removeAt<T>(xs: T[], i: number): T {
  const x = xs[i] as T;
  if (i < 0 || i >= xs.length) return x;
  for (let j = i + 1; j < xs.length; j++) xs[j - 1] = xs[j] as T;
  xs.pop();
  return x;
}

/** Remove and return the first `n` elements of `xs`, in place (as splice(0, n), which is slow in V8). */
function takeFirst<T>(xs: T[], n: number): T[] {
  const k = Math.min(n, xs.length);
  const out = xs.slice(0, k);
  for (let j = k; j < xs.length; j++) xs[j - k] = xs[j] as T;
  for (let j = 0; j < k; j++) xs.pop(); // setting length calls into the runtime
  return out;
}

/** Play one complete random game from `seed`. */
export function simulate(seed: number, opts: SimOptions = {}): SimResult {
  const r = prng(seed);
  const int = (n: number): number => below(r(), n);
  const chance = (pct: number): boolean => below(r(), 100) < pct;
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)] as T;
  const options: GameOptions = { ...DEFAULT_OPTIONS, events: true, ...opts.options };
  const open = opts.openWarlords ?? chance(50);
  const standard = options.variant === 'standard';
  const privates: Record<Player, PrivateState> = {
    blue: dealAppDeck('blue', `${seed}`, options.variant, LEGACY_DEAL),
    red: dealAppDeck('red', `${seed}`, options.variant, LEGACY_DEAL),
  };
  /** `privates[p]` (see playerOf in state.ts). */
  const priv = (p: Player): PrivateState => (p === 'blue' ? privates.blue : privates.red);
  const chosen: Record<Player, WarlordId | null> = { blue: null, red: null };
  if (standard) {
    chosen.blue = pick(BLUE_WARLORDS);
    chosen.red = pick(RED_WARLORDS);
  }
  const setup: GameSetup = {
    gameId: `sim-${seed}`,
    options,
    displays: {
      qin: [int(4), int(5), int(6)],
      chu: [int(4), int(5), int(6)],
      jinyan: [int(4), int(5), int(6)],
      hanqi: [int(4), int(5), int(6)],
      wu: [int(4), int(5), int(6)],
    },
    eventsSeed: `ev-${seed}`,
  };
  if (standard && open && chosen.blue && chosen.red)
    setup.openWarlords = { blue: [chosen.blue], red: [chosen.red] };
  const actions: Action[] = [];
  const c = createGame(setup);
  if (!c.ok) throw new Error(`simulate: bad setup ${c.rejection.code}`);
  let s = c.state;
  const log: LogEntry[] = opts.keepLog ? c.log.slice() : [];

  /** The salt of p's unused warlord `id`, or undefined when p does not hold it. */
  const saltOf = (p: Player, id: WarlordId): string | undefined => {
    const ws = priv(p).warlords;
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i] as PrivateState['warlords'][number];
      if (w.id === id && !w.used) return w.salt;
    }
    return undefined;
  };
  const held = (p: Player, id: WarlordId): boolean => saltOf(p, id) !== undefined;

  // The private side follows the log's draw, recycle and warlord entries. Log entries come in many shapes,
  // so reading each one's kind is slow: only the logs that can hold those entries are read (kept logs
  // aside). Draws come with a pass (the one ending the round); window warlords with their action; a
  // reactive warlord (and the card it recycles) with the decide that finishes its province's step, so
  // decide logs are read while such a choice is outstanding. Second-six is marked used when declared.
  let reactiveOutstanding = 0;
  /** Follow a log's entries; returns how many warlord entries it held. */
  const onLog = (entries: LogEntry[]): number => {
    let warlords = 0;
    for (let k = 0; k < entries.length; k++) {
      const e = entries[k] as LogEntry;
      if (opts.keepLog) log.push(e);
      if (e.kind === 'recycle') {
        // recycleCard, in place: the top card leaves, the recycled one goes under the deck
        const deck = priv(e.player).deck;
        deck.shift();
        deck.push(e.card);
      } else if (e.kind === 'warlord') {
        // markWarlordUsed, in place; second-six is marked when declared (its entry comes at its reveal, R-W1)
        for (const w of priv(e.player).warlords) if (w.id === e.warlord) w.used = true;
        if (e.warlord !== 'second-six') warlords++;
      } else if (e.kind === 'draw') {
        // in place for speed (same effect as drawCards + keepCards)
        const pv = priv(e.player);
        const drawn = takeFirst(pv.deck, e.drew); // at most 3 cards (R-C1)
        for (let i = 0; i < e.kept; i++) pv.hand.push(removeAt(drawn, int(drawn.length)));
        for (let i = 0; i < drawn.length; i++) pv.deck.push(drawn[i] as Card);
      }
    }
    return warlords;
  };
  /** Apply `a`; `read`: whether its log can hold draws or warlords (`decide`: while a reactive one is outstanding). */
  const act = (a: Action, read: boolean | 'decide'): boolean => {
    const res = applyAction(s, a);
    if (!res.ok) return false;
    actions.push(a);
    s = res.state;
    if (read === 'decide') {
      if (reactiveOutstanding > 0 || opts.keepLog)
        reactiveOutstanding = Math.max(0, reactiveOutstanding - onLog(res.log));
    } else if (read || opts.keepLog) onLog(res.log);
    return true;
  };
  const must = (a: Action, read: boolean | 'decide'): void => {
    if (!act(a, read)) {
      const res = applyAction(s, a);
      throw new Error(
        `simulate(${seed}): rejected ${JSON.stringify(a)}: ${res.ok ? '' : res.rejection.code}`,
      );
    }
  };

  // secret (or open) warlord choice
  if (standard) {
    for (const p of PLAYERS) {
      const id = (p === 'blue' ? chosen.blue : chosen.red) as WarlordId;
      // as chooseWarlord, in place (the private states here are the driver's own)
      if (open) priv(p).warlords = [{ id, salt: '', used: false }];
      else {
        const salt = `salt-${seed}-${p}`;
        priv(p).warlords.push({ id, salt, used: false });
        must({ type: 'commitWarlord', player: p, commitment: warlordCommitment(id, salt) }, false);
      }
    }
    if (chosen.blue === 'head-start') {
      if (open) privates.blue = markWarlordUsed(privates.blue, 'head-start');
      else if (s.pending === null)
        must(
          {
            type: 'warlord',
            player: 'blue',
            warlord: 'head-start',
            salt: saltOf('blue', 'head-start') ?? '',
          },
          true,
        );
    }
  }

  const answer = (d: Decision): Action => {
    const p = d.player;
    let choice = pick(d.options);
    const a: Action = { type: 'decide', player: p, choice };
    if (d.kind === 'reactiveWarlord') {
      const mine: string[] = [];
      for (const o of d.options) if (o !== 'none' && held(p, o as WarlordId)) mine.push(o);
      choice = mine.length && chance(60) ? pick(mine) : 'none';
      a.choice = choice;
      if (choice !== 'none') {
        const salt = saltOf(p, choice as WarlordId);
        if (salt) a.salt = salt;
        reactiveOutstanding++; // its entries come once the province's step finishes
      }
    } else if (d.kind === 'extraWarlord') {
      const ids = d.options.filter(
        (o) => o !== 'none' && o !== 'commit' && !priv(p).warlords.some((w) => w.id === o),
      );
      if (ids.length === 0 || chance(20)) a.choice = 'none';
      else {
        const id = pick(ids) as WarlordId;
        if (chance(50)) {
          a.choice = id;
          priv(p).warlords.push({ id, salt: '', used: false });
        } else {
          const salt = `x-${seed}-${p}-${s.round}`;
          priv(p).warlords.push({ id, salt, used: false });
          a.choice = 'commit';
          a.commitment = warlordCommitment(id, salt);
        }
      }
    }
    return a;
  };

  const windowMoves = (start: boolean): void => {
    for (const p of PLAYERS) {
      // exceptional support (R-X1)
      if (playerOf(s, p).setAside > 0 && chance(15)) {
        const extra: Card[] = [];
        for (const c of priv(p).hand) if (!isFramed(c)) extra.push(c);
        if (extra.length) {
          const card = pick(extra);
          if (act({ type: 'support', player: p, card }, false))
            removeAt(priv(p).hand, priv(p).hand.indexOf(card)); // discardCard, in place
        }
      }
      if (!standard || s.round > 6 || !chance(35)) continue;
      for (const w of priv(p).warlords) {
        if (w.used) continue;
        const id = w.id;
        if (id === 'deadly-plague' && start)
          act({ type: 'warlord', player: p, warlord: id, salt: w.salt }, true);
        else if (id === 'reinforce' || id === 'remove-army')
          act({ type: 'warlord', player: p, warlord: id, salt: w.salt, province: pick(PROVINCES) }, true);
        else if (id === 'move-army')
          act(
            {
              type: 'warlord',
              player: p,
              warlord: id,
              salt: w.salt,
              from: pick(PROVINCES),
              to: pick(PROVINCES),
            },
            true,
          );
      }
    }
  };

  /** Seal random legal orders for `p` (its hand shuffled; a random order of resolution when `p` is chooser `ch`) and take the played cards from the hand. */
  const playOrders = (p: Player, ch: Player | null): void => {
    const hand = priv(p).hand.slice();
    for (let i = hand.length - 1; i > 0; i--) {
      const j = int(i + 1);
      const t = hand[i] as Card;
      hand[i] = hand[j] as Card;
      hand[j] = t;
    }
    const marks = playerOf(s, p).sixMarks;
    let secondSix: ProvinceId | undefined;
    if (p === 'red' && held('red', 'second-six') && hand.includes('6') && chance(50)) {
      for (const id of PROVINCES) {
        if (marksAt(marks, id) !== 1) continue;
        secondSix = id;
        break;
      }
    }
    if (secondSix) removeAt(hand, hand.indexOf('6'));
    // cards in hand order, except that the (only) 6 waits while the province has a six mark (R-C6)
    let next = 0;
    let sixWaits = false;
    const cs: Card[] = ['1', '1', '1', '1', '1']; // filled below, in board order (no growing)
    let k = 0;
    for (const id of PROVINCES) {
      let c: Card;
      if (secondSix !== undefined && secondSix === id) c = '6';
      else if ((sixWaits ? '6' : hand[next]) === '6' && marksAt(marks, id) > 0) {
        if (!sixWaits) next++;
        sixWaits = true;
        c = hand[next++] as Card;
      } else if (sixWaits) {
        sixWaits = false;
        c = '6';
      } else c = hand[next++] as Card;
      cs[k++] = c;
    }
    const orders: Orders = {
      qin: cs[0] as Card,
      chu: cs[1] as Card,
      jinyan: cs[2] as Card,
      hanqi: cs[3] as Card,
      wu: cs[4] as Card,
    };
    const a: Action = { type: 'orders', player: p, orders };
    if (secondSix) {
      a.secondSix = secondSix;
      const salt = saltOf('red', 'second-six');
      if (salt) a.secondSixSalt = salt;
      // markWarlordUsed, in place: declared now, spent when its 6 is revealed (R-W1); the driver never plays it twice
      for (const w of priv('red').warlords) if (w.id === 'second-six') w.used = true;
    }
    if (ch !== null && ch === p && chance(70)) {
      const seq = PROVINCES.slice();
      for (let i = seq.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const t = seq[i] as ProvinceId;
        seq[i] = seq[j] as ProvinceId;
        seq[j] = t;
      }
      a.sequence = seq;
    }
    must(a, false);
    const played = priv(p).hand;
    for (const id of PROVINCES) {
      const c = cardAt(orders, id);
      if (!isFramed(c)) removeAt(played, played.indexOf(c)); // played (R-C4); always in hand
    }
  };

  let guard = 0;
  while (s.phase !== 'over') {
    if (++guard > 2000) throw new Error(`simulate(${seed}): no progress`);
    if (s.pending) {
      must(answer(s.pending), 'decide');
      continue;
    }
    if (s.phase === 'orders') {
      if (!s.orders.blue && !s.orders.red) windowMoves(true);
      const ch = chooser(s); // sealing orders changes no board count: the same for both (R-R3)
      for (const p of PLAYERS) {
        if (s.phase !== 'orders' || (p === 'blue' ? s.orders.blue : s.orders.red)) continue;
        playOrders(p, ch);
      }
    } else if (s.phase === 'end') {
      if (!s.passed.blue && !s.passed.red) windowMoves(false);
      for (const p of PLAYERS)
        if (s.phase === 'end' && !(p === 'blue' ? s.passed.blue : s.passed.red) && !s.pending)
          must({ type: 'pass', player: p }, true);
    } else throw new Error(`simulate(${seed}): stuck in ${s.phase}`);
  }
  return { record: { setup, actions }, state: s, privates, log };
}
