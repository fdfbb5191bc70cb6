// Creating and copying the public state.
import { DEFAULT_BORDERS } from './borders';
import type {
  Card,
  GameOptions,
  GameSetup,
  Orders,
  Player,
  PlayerPublic,
  ProvinceId,
  ProvinceState,
  PublicState,
  WarlordId,
} from './types';
import { EVENTS, PROVINCES } from './types';
import { seededShuffle } from './rng';

/** Default options (RULINGS defaults). */
export const DEFAULT_OPTIONS: GameOptions = {
  edition: 'en',
  variant: 'standard',
  events: false,
  eventDeck: 'app',
  cardMode: 'app',
  plagueCancelsCosts: true,
  costsBeforeMargin: true,
};

/** Whether events are in play: option on, and not removed by the pl beginner variant (R-E6). */
export function eventsInPlay(o: GameOptions): boolean {
  return o.events && !(o.variant === 'beginner' && o.edition === 'pl');
}

/** Whether warlords are in play (beginner removes them, R-E6). */
export function warlordsInPlay(o: GameOptions): boolean {
  return o.variant === 'standard';
}

function newPlayer(variant: GameOptions['variant'], open: readonly WarlordId[]): PlayerPublic {
  const beginner = variant === 'beginner';
  return {
    pool: beginner ? 21 : 18, // R-E6
    setAside: beginner ? 0 : 3,
    sixMarks: { qin: 0, chu: 0, jinyan: 0, hanqi: 0, wu: 0 },
    out: [],
    deck: (beginner ? 12 : 14) - 4, // R-F1/R-F2: 4 drawn at setup
    handExtra: 4,
    commitments: [],
    openWarlords: open.slice(),
    usedWarlords: [],
  };
}

/** The initial public state of a game (setup phase). Does not validate; see validateSetup. */
export function initialState(setup: GameSetup): PublicState {
  const o = setup.options;
  const evOn = eventsInPlay(o);
  let deck: PublicState['events']['deck'] = [];
  if (evOn)
    deck =
      o.eventDeck === 'app'
        ? seededShuffle(EVENTS, `events:${setup.eventsSeed ?? setup.gameId}`)
        : EVENTS.slice();
  return {
    setup,
    borders: setup.borders ?? DEFAULT_BORDERS,
    round: 0,
    phase: 'setup',
    marker: 0,
    provinces: {
      qin: { owner: null, armies: 0 },
      chu: { owner: null, armies: 0 },
      jinyan: { owner: null, armies: 0 },
      hanqi: { owner: null, armies: 0 },
      wu: { owner: null, armies: 0 },
    },
    players: {
      blue: newPlayer(o.variant, setup.openWarlords?.blue ?? []),
      red: newPlayer(o.variant, setup.openWarlords?.red ?? []),
    },
    plagues: 0,
    events: { faceUp: null, deck, unknownOrder: evOn && o.eventDeck === 'physical', discarded: [] },
    lastChooser: null,
    prevPhase3: null,
    orders: { blue: null, red: null },
    reveal: null,
    deadlyPlague: false,
    oneBonus: { blue: false, red: false },
    passed: { blue: false, red: false },
    pending: null,
    stepAnswers: [],
    winner: null,
    endReason: null,
    actions: 0,
  };
}

function clonePlayer(p: PlayerPublic): PlayerPublic {
  // sixMarks, out, commitments, openWarlords, usedWarlords are treated as immutable: replaced, never mutated
  return {
    pool: p.pool,
    setAside: p.setAside,
    sixMarks: p.sixMarks,
    out: p.out,
    deck: p.deck,
    handExtra: p.handExtra,
    commitments: p.commitments,
    openWarlords: p.openWarlords,
    usedWarlords: p.usedWarlords,
  };
}

/** Both players, copied (safe to mutate their fields). */
export function clonePlayers(ps: Record<Player, PlayerPublic>): Record<Player, PlayerPublic> {
  return { blue: clonePlayer(ps.blue), red: clonePlayer(ps.red) };
}

/** Players with `p` copied (safe to mutate its fields); the other one shared. */
export function copyPlayer(ps: Record<Player, PlayerPublic>, p: Player): Record<Player, PlayerPublic> {
  return p === 'blue'
    ? { blue: clonePlayer(ps.blue), red: ps.red }
    : { blue: ps.blue, red: clonePlayer(ps.red) };
}

/** A copy safe to mutate; nested arrays, `sixMarks`, `events`, `orders`, `reveal`, `oneBonus`, `passed` are only ever replaced, so they are shared. */
export function cloneState(s: PublicState): PublicState {
  const pr = s.provinces;
  return {
    setup: s.setup,
    borders: s.borders,
    round: s.round,
    phase: s.phase,
    marker: s.marker,
    provinces: {
      qin: { owner: pr.qin.owner, armies: pr.qin.armies },
      chu: { owner: pr.chu.owner, armies: pr.chu.armies },
      jinyan: { owner: pr.jinyan.owner, armies: pr.jinyan.armies },
      hanqi: { owner: pr.hanqi.owner, armies: pr.hanqi.armies },
      wu: { owner: pr.wu.owner, armies: pr.wu.armies },
    },
    players: clonePlayers(s.players),
    plagues: s.plagues,
    events: s.events, // replaced, never mutated
    lastChooser: s.lastChooser,
    prevPhase3: s.prevPhase3,
    orders: s.orders, // replaced, never mutated
    reveal: s.reveal, // replaced, never mutated
    deadlyPlague: s.deadlyPlague,
    oneBonus: s.oneBonus, // replaced, never mutated
    passed: s.passed, // replaced, never mutated
    pending: s.pending,
    stepAnswers: s.stepAnswers,
    winner: s.winner,
    endReason: s.endReason,
    actions: s.actions,
  };
}

/** A copy of the top level only (nested objects shared): for changes to top-level fields only. */
export function copyTop(s: PublicState): PublicState {
  return {
    setup: s.setup,
    borders: s.borders,
    round: s.round,
    phase: s.phase,
    marker: s.marker,
    provinces: s.provinces,
    players: s.players,
    plagues: s.plagues,
    events: s.events,
    lastChooser: s.lastChooser,
    prevPhase3: s.prevPhase3,
    orders: s.orders,
    reveal: s.reveal,
    deadlyPlague: s.deadlyPlague,
    oneBonus: s.oneBonus,
    passed: s.passed,
    pending: s.pending,
    stepAnswers: s.stepAnswers,
    winner: s.winner,
    endReason: s.endReason,
    actions: s.actions,
  };
}

// Reading a record with a key that changes (s.players[p], s.provinces[id]) is a megamorphic keyed load
// in V8, several times slower than a named one; the hot paths use these accessors instead.

/** `s.players[p]`. */
export function playerOf(s: PublicState, p: Player): PlayerPublic {
  return p === 'blue' ? s.players.blue : s.players.red;
}

/** `s.provinces[id]`. */
export function provinceOf(s: PublicState, id: ProvinceId): ProvinceState {
  const pr = s.provinces;
  switch (id) {
    case 'qin':
      return pr.qin;
    case 'chu':
      return pr.chu;
    case 'jinyan':
      return pr.jinyan;
    case 'hanqi':
      return pr.hanqi;
    default:
      return pr.wu;
  }
}

/** `m[id]` of six marks. */
export function marksAt(m: Record<ProvinceId, number>, id: ProvinceId): number {
  switch (id) {
    case 'qin':
      return m.qin;
    case 'chu':
      return m.chu;
    case 'jinyan':
      return m.jinyan;
    case 'hanqi':
      return m.hanqi;
    default:
      return m.wu;
  }
}

/** `orders[id]`: the card played in province `id`. */
export function cardAt(orders: Orders, id: ProvinceId): Card {
  switch (id) {
    case 'qin':
      return orders.qin;
    case 'chu':
      return orders.chu;
    case 'jinyan':
      return orders.jinyan;
    case 'hanqi':
      return orders.hanqi;
    default:
      return orders.wu;
  }
}

/** `xs.includes(x)` for short lists of strings, without a builtin call. */
export function has<T extends string>(xs: readonly T[], x: T): boolean {
  for (let i = 0; i < xs.length; i++) if (xs[i] === x) return true;
  return false;
}

/** A new array: `xs` then `x` (state arrays are replaced, never mutated). */
export function append<T>(xs: readonly T[], x: T): T[] {
  const n = xs.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = xs[i] as T;
  out[n] = x;
  return out;
}

/** How many copies of `c` are in a list of cards. */
export function outCount(list: readonly Card[], c: Card): number {
  let n = 0;
  for (let i = 0; i < list.length; i++) if (list[i] === c) n++;
  return n;
}

/** Armies a player has on the board. */
export function boardCount(s: PublicState, p: Player): number {
  const pr = s.provinces;
  return (
    armiesOf(pr.qin, p) +
    armiesOf(pr.chu, p) +
    armiesOf(pr.jinyan, p) +
    armiesOf(pr.hanqi, p) +
    armiesOf(pr.wu, p)
  );
}

function armiesOf(pv: ProvinceState, p: Player): number {
  return owns(pv, p) ? pv.armies : 0;
}

// Comparing a value that is sometimes null (an owner, a winner) with `===` makes V8 call its generic
// equality; testing for null first keeps it a pointer comparison.

/** True when `p` owns the province (`pv.owner === p`). */
export function owns(pv: ProvinceState, p: Player): boolean {
  const o = pv.owner;
  return o !== null && o === p;
}

/** `a === b` for a value that may be null. */
export function same<T extends string>(a: T | null | undefined, b: T): boolean {
  return a !== null && a !== undefined && a === b;
}

/** Six marks a player has in total. */
export function sixMarkCount(s: PublicState, p: Player): number {
  const m = playerOf(s, p).sixMarks;
  return m.qin + m.chu + m.jinyan + m.hanqi + m.wu;
}

/** Provinces where the player has armies, in board order. */
export function provincesOf(s: PublicState, p: Player): ProvinceId[] {
  const out: ProvinceId[] = [];
  for (const id of PROVINCES) {
    const pv = provinceOf(s, id);
    if (pv.armies > 0 && owns(pv, p)) out.push(id);
  }
  return out;
}
