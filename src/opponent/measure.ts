// Playout throughput for `npm run arena -- --playouts`: n playouts from the first orders ask of a round
// in a seeded greedy game, for one policy. The caller times it (the opponent has no clock).
import type { Card, GameSetup, PrivateState, PublicState, WarlordId } from '../engine';
import {
  BLUE_WARLORDS,
  cardSet,
  createGame,
  DEFAULT_BORDERS,
  DEFAULT_OPTIONS,
  fast,
  isFramed,
  RED_WARLORDS,
  simulate,
} from '../engine';
import type { OpponentView } from './api';
import { sampleWorld, type World } from './determinize';
import { BUDGETS, decide } from './index';
import { playMatch } from './match';
import { fastPlayoutStats, playFast, roll, seedRoll } from './fast-playout';
import { greedyOrders } from './greedy';
import { enginePlayout, engineActions, playout, type Policy } from './playout';
import { copyWorld, searchWork } from './search';
import { opponentView } from './view';
import { Rng } from './rng';

/** The view of blue's first orders ask in round `round` of a seeded greedy-vs-greedy game (null if it ended first). */
export function viewAtRound(seed: string, round: number): OpponentView | null {
  let found: OpponentView | null = null;
  playMatch({
    agents: { blue: 'greedy', red: 'greedy' },
    seed,
    answer: (p, view, ask, askSeed) => {
      if (!found && p === 'blue' && ask.kind === 'orders' && view.public.round === round) found = view;
      return decide(view, ask, 'greedy', askSeed);
    },
  });
  return found;
}

/** Run `n` playouts (sample a world, play it out) from `view`, on the playout engine or (`engine`) through applyAction only; returns how many reached the end. */
export function runPlayouts(view: OpponentView, n: number, policy: Policy, engine = false): number {
  let over = 0;
  const play = engine ? enginePlayout : playout;
  for (let i = 0; i < n; i++) {
    const s = play(sampleWorld(view, new Rng(`m-world-${i}`)), new Rng(`m-play-${i}`), policy);
    if (s.phase === 'over') over++;
  }
  return over;
}

/** A fresh world for a complete random game from `seed`: random displays, one open warlord a side, app-dealt decks and events. */
export function randomWorld(seed: number): {
  state: PublicState;
  privs: Record<'blue' | 'red', PrivateState>;
} {
  const rng = new Rng(seed);
  const row = (): [number, number, number] => [rng.int(4), rng.int(5), rng.int(6)];
  const blue = rng.pick(BLUE_WARLORDS);
  const red = rng.pick(RED_WARLORDS);
  const setup: GameSetup = {
    gameId: `g${seed}`,
    options: { ...DEFAULT_OPTIONS, events: true, variant: 'standard' },
    displays: { qin: row(), chu: row(), jinyan: row(), hanqi: row(), wu: row() },
    eventsSeed: `e${seed}`,
    openWarlords: { blue: [blue], red: [red] },
  };
  const c = createGame(setup);
  if (!c.ok) throw new Error(c.rejection.code);
  const deal = (player: 'blue' | 'red', id: WarlordId): PrivateState => {
    const deck = rng.shuffle(cardSet('standard').filter((x) => !isFramed(x)));
    const hand: Card[] = ['1', '2', '3', '4', '5', '6', ...deck.slice(0, 4)];
    return {
      player,
      hand,
      deck: deck.slice(4),
      drawn: [],
      warlords: [{ id, salt: '', used: id === 'head-start' }],
    };
  };
  return { state: c.state, privs: { blue: deal('blue', blue), red: deal('red', red) } };
}

/** The default borders as the playout engine's neighbour bits (R-F5). */
const ADJ_BITS = [0, 0, 0, 0, 0];
for (const [a, b] of DEFAULT_BORDERS) {
  const i = fast.provinceCode(a);
  const j = fast.provinceCode(b);
  ADJ_BITS[i] = (ADJ_BITS[i] as number) | (1 << j);
  ADJ_BITS[j] = (ADJ_BITS[j] as number) | (1 << i);
}

/** The 14 non-framed cards' codes (6–14), and the list each random game's decks are shuffled in. */
const CARDS14: readonly number[] = [6, 7, 8, 9, 10, 10, 10, 11, 12, 13, 13, 13, 14, 14];
const DECK = CARDS14.slice();

/** `g`, reset for a complete random game, set up directly on the playout engine: as randomWorld (random displays, one open warlord a side, decks dealt, events shuffled, the first turned), round 1. */
export function randomFastGame(rng: Rng, g: fast.FastGame): fast.FastGame {
  g.reset();
  seedRoll(rng.next()); // the playout's integer stream (Rng.int divides a double)
  for (let i = 0; i < 5; i++) {
    g.displays[i * 3] = roll(4);
    g.displays[i * 3 + 1] = roll(5);
    g.displays[i * 3 + 2] = roll(6);
    g.adj[i] = ADJ_BITS[i] as number;
  }
  g.priv = true;
  for (let p = 0; p < 2; p++) {
    const w = p === 0 ? 5 + roll(5) : roll(5);
    g.open[p] = 1 << w;
    g.chosen[p] = 1;
    g.pool[p] = 18; // R-F2
    g.setAside[p] = 3;
    g.deck[p] = 10;
    g.handExtra[p] = 4;
    if (w === fast.W_HEAD_START) {
      g.open[p] = 0;
      g.used[p] = 1 << w;
      g.marker = 1; // R-W8
    }
    // the 14 non-framed cards (codes 6–14: one 7–10, three +1, one +2 and +3, three −1, two Plagues), shuffled
    const deck = DECK;
    for (let i = 0; i < 14; i++) deck[i] = CARDS14[i] as number; // each game a function of its seed only
    for (let i = 13; i > 0; i--) {
      const j = roll(i + 1);
      const t = deck[i] as number;
      deck[i] = deck[j] as number;
      deck[j] = t;
    }
    for (let c = 0; c < 6; c++) g.hand[p * 15 + c] = 1;
    for (let i = 0; i < 14; i++)
      if (i < 4) g.hand[p * 15 + (deck[i] as number)] = (g.hand[p * 15 + (deck[i] as number)] as number) + 1;
      else g.deckPush(p, deck[i] as number);
  }
  for (let i = 0; i < 5; i++) g.evDeck[i] = i;
  for (let i = 4; i > 0; i--) {
    const j = roll(i + 1);
    const t = g.evDeck[i] as number;
    g.evDeck[i] = g.evDeck[j] as number;
    g.evDeck[j] = t;
  }
  g.evFace = g.evDeck[4] as number; // the last of the shuffled five, turned face up
  g.evLen = 4;
  g.round = 1;
  g.phase = fast.PH_ORDERS;
  return g;
}

/** The game every fast random game reuses. */
const spareGame = new fast.FastGame();

/** Views at the first orders asks of rounds 1, 4 and 7 (seed pp1), made once: the search's work per world is measured on them. */
let workViews: OpponentView[] = [];

/** One world sampled from each of `workViews`, for the `copy` unit, and on the playout engine, for `gameCopy`. */
let workWorlds: World[] = [];
let workGames: fast.FastGame[] = [];

/** The search's work outside engine actions from one of `workViews` (by `seed`): a world sampled for a playout and put on the playout engine and back (`world`), a copy of a sampled world for one candidate's playout, put on the playout engine and back (`copy`), a copy of a world already on the playout engine (`gameCopy`, fastOrders), or the model's orders on a world of its own (`model`, search.ts: it copies the sampled world; sampling it here counts more than that). */
function searchUnit(path: 'world' | 'copy' | 'gameCopy' | 'model', seed: number): void {
  if (workViews.length === 0)
    workViews = [1, 4, 7].map((r) => viewAtRound('pp1', r)).filter((v) => v !== null);
  const view = workViews[seed % workViews.length] as OpponentView;
  if (path === 'gameCopy') {
    if (workGames.length === 0)
      workGames = workViews.map((v, i) => {
        const g = new fast.FastGame();
        fast.fromPublic(sampleWorld(v, new Rng(`world:copy:${i}`)).state, undefined, g);
        return g;
      });
    spareGame.copyFrom(workGames[seed % workGames.length] as fast.FastGame);
    return;
  }
  if (path === 'copy') {
    if (workWorlds.length === 0)
      workWorlds = workViews.map((v, i) => sampleWorld(v, new Rng(`world:copy:${i}`)));
    const w = copyWorld(workWorlds[seed % workWorlds.length] as World);
    const g = fast.fromPublic(w.state, w.privs, spareGame);
    if (g) fast.toPublic(g, w.state);
    return;
  }
  const w = sampleWorld(view, new Rng(`world:${seed}:${seed % 997}`));
  if (path === 'world') {
    const g = fast.fromPublic(w.state, w.privs, spareGame);
    if (g) fast.toPublic(g, w.state);
    return;
  }
  const other = view.me === 'blue' ? 'red' : 'blue';
  greedyOrders(opponentView(w.state, w.privs[other]), new Rng(`model:${seed}`), 0, 1);
}

/** The view of `player`'s setup warlord ask in a seeded greedy-vs-greedy game (red's comes after blue's commitment). */
export function viewAtSetup(seed: string, player: 'blue' | 'red'): OpponentView {
  let found: OpponentView | null = null;
  playMatch({
    agents: { blue: 'greedy', red: 'greedy' },
    seed,
    answer: (p, view, ask, askSeed) => {
      if (!found && p === player && ask.kind === 'warlord') found = view;
      return decide(view, ask, 'greedy', askSeed);
    },
  });
  if (!found) throw new Error(`no setup ask for ${player} in ${seed}`);
  return found;
}

/** Views of the setup warlord asks measured whole (`hardSetup`), made once. */
const setupViews = new Map<'blue' | 'red', OpponentView>();

/** One whole hard setup warlord decision (searched: BUDGETS.hard.setup), blue's for even seeds, red's for odd. */
function hardSetupDecision(seed: number): void {
  const player = seed % 2 === 0 ? 'blue' : 'red';
  let view = setupViews.get(player);
  if (!view) setupViews.set(player, (view = viewAtSetup('pp1', player)));
  decide(view, { kind: 'warlord' }, 'hard', `setup:${seed}`);
}

/** The view of the first keep ask in a seeded greedy-vs-greedy game with three cards drawn (a 1 played, R-C1: three keeps searched), else the first with two. */
export function viewAtKeep(seed: string): OpponentView {
  let three: OpponentView | null = null;
  let two: OpponentView | null = null;
  playMatch({
    agents: { blue: 'greedy', red: 'greedy' },
    seed,
    answer: (p, view, ask, askSeed) => {
      if (ask.kind === 'keep' && view.own.drawn.length === 3 && !three) three = view;
      if (ask.kind === 'keep' && view.own.drawn.length === 2 && !two) two = view;
      return decide(view, ask, 'greedy', askSeed);
    },
  });
  const found = three ?? two;
  if (!found) throw new Error(`no keep ask in ${seed}`);
  return found;
}

/** The keep ask measured whole (`hardKeep`), made once. */
let keepView: OpponentView | null = null;

/** One whole hard keep decision (searched, BUDGETS.hard.keepPlayouts), seeded by `seed`. */
function hardKeepDecision(seed: number): void {
  keepView ??= viewAtKeep('pp1');
  const count = keepView.own.drawn.length === 3 ? 2 : 1;
  decide(keepView, { kind: 'keep', count }, 'hard', `keep:${seed}`);
}

/** Views of hard's decisions measured whole (`hard1` … `hard9`), by round, made once. */
const decisionViews = new Map<number, OpponentView | null>();

/** One whole hard orders decision (the budget is its instructions, docs/spec/PRODUCT.md) at the first orders ask of `round` in game pp1, seeded by `seed`. */
function hardDecision(round: number, seed: number): void {
  if (!decisionViews.has(round)) decisionViews.set(round, viewAtRound('pp1', round));
  const view = decisionViews.get(round);
  if (!view) throw new Error(`no orders ask at round ${round}`);
  decide(view, { kind: 'orders' }, 'hard', `decision:${seed}`);
}

/** One complete random game from `seed` through `path`: the engine's simulate (applyAction), a random playout through applyAction, or one on the playout engine (`fast`); or one unit of the search's other work (`world`, `copy`, `gameCopy`, `model`: see searchUnit), or one whole hard orders decision (`hard1` … `hard9`: hardDecision), as if a game. */
export function randomGame(path: string, seed: number): { phase: PublicState['phase'] } {
  if (path === 'world' || path === 'copy' || path === 'gameCopy' || path === 'model') {
    searchUnit(path, seed);
    return { phase: 'over' };
  }
  if (path === 'hardSetup') {
    hardSetupDecision(seed);
    return { phase: 'over' };
  }
  if (path === 'hardKeep') {
    hardKeepDecision(seed);
    return { phase: 'over' };
  }
  if (/^hard[1-9]$/.test(path)) {
    hardDecision(Number(path.slice(4)), seed);
    return { phase: 'over' };
  }
  if (path === 'applyAction') return simulate(seed, { options: { events: true, variant: 'standard' } }).state;
  if (path === 'fast') {
    const rng = new Rng(seed);
    const g = randomFastGame(rng, spareGame);
    playFast(g, rng, 'random');
    return { phase: g.phase === fast.PH_OVER ? 'over' : 'reveal' };
  }
  return enginePlayout(randomWorld(seed), new Rng(seed ^ 0x5bd1e995), 'random');
}

/** The referee, the search's counters (engine actions, worlds, model orders) and the levels' budgets (the arena's `--hard` tries others), for the arena's bundled copy. */
export { BUDGETS, engineActions, fastPlayoutStats, playMatch, searchWork };
