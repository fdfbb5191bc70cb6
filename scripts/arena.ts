// The arena: seeded games between agents through the real engine, colours alternating, standard variant
// with events and warlords. Per pairing: games, wins, draws, win rate with its 95 % Wilson interval, time
// per decision (median, 95th percentile, CPU ms on one core) per side, and each side's strong cards
// (7–10, +2, +3) played per round with their share in the rounds that do not score (R-S1); last, one
// JSON line. Seeds: the measuring seeds (MEASURING_SEED, the default) are never used for tuning; tuning
// runs use --seed tune (TUNING_SEED) or any other.
//   npm run arena                              the default pairings, 200 games each, on the measuring seeds
//   npm run arena -- --games 50 --pair hard,greedy [--pair …] [--beginner] [--seed s] [--first n]
//                                              (--first: games n … n + games − 1, to split a run over processes)
//   npm run arena -- --playouts                 playouts per CPU second per policy (rounds 1, 4, 7)
//   npm run arena -- --hard 3000[,16]          hard's playouts per orders ask [and candidates] for this run (budget trials)
//   npm run arena -- --hard-set model=100,worlds=800   hard's other numeric settings for this run (budget trials)
import { importBundled } from './bundled-module';
import type { AgentName } from '../src/opponent/api';
import { playMatch } from '../src/opponent/match';

import type * as Measure from '../src/opponent/measure';

/** The match referee's signature (the bundled copy or the source one). */
type PlayMatch = typeof playMatch;
/** The bundled module: the referee and the playout counters. */
type Bundle = typeof Measure;

/** The referee and the opponent bundled with esbuild, as the app ships them (the TS loader's module getters slow hot loops). */
export async function bundled(): Promise<Bundle> {
  return importBundled<Bundle>(new URL('../src/opponent/measure.ts', import.meta.url));
}

/** One pairing's result, as in the final JSON line. */
export interface Pairing {
  a: AgentName;
  b: AgentName;
  games: number;
  aWins: number;
  draws: number;
  aWinRate: number;
  ci95: [number, number];
  msPerDecision: { a: { median: number; p95: number }; b: { median: number; p95: number } };
  /** The same for orders asks only (the searched decision); printed, not in the JSON line. */
  msPerOrders?: {
    a: { median: number; p95: number; max: number };
    b: { median: number; p95: number; max: number };
  };
  /** The slowest decision of each side by the counted cost (`Counted`, instructions), and what it was made of. */
  slowest: { a: Counted; b: Counted };
  /** The slowest decision of each side in CPU ms, the first game (the JIT's warm-up) left out: sampling and the model included. */
  slowMs: { a: number; b: number };
  /** Strong cards (7–10, +2, +3) each side sealed in rounds 1–9 (index 0 = round 1). */
  strong: { a: number[]; b: number[] };
  /** Each side's share of its strong cards played in rounds 1, 2, 4, 5, 7, 8 (those that do not score, R-S1). */
  strongOff: { a: number; b: number };
}

/** The measuring seeds' base (games `${MEASURING_SEED}-0`, `-1`, …): the panel's figures, never used for tuning. */
export const MEASURING_SEED = 'measure';
/** The tuning seeds' base: budget and style trials run on these (`--seed tune`), never on the measuring ones. */
export const TUNING_SEED = 'tune';

/** The strong cards counted per round (R-F1: the high numbers and the costly bonuses). */
const STRONG_CARDS: readonly string[] = ['7', '8', '9', '10', '+2', '+3'];

/** Share of the strong cards played in the rounds that do not score (R-S1), 0 when none were played. */
export function offShare(perRound: readonly number[]): number {
  let off = 0;
  let all = 0;
  perRound.forEach((n, i) => {
    all += n;
    if ((i + 1) % 3 !== 0) off += n;
  });
  return all ? round3(off / all) : 0;
}

const AGENTS: readonly AgentName[] = [
  'random',
  'greedy',
  'cautious',
  'bluffer',
  'stockpiler',
  'easy',
  'normal',
  'hard',
  'hard1',
];
/** The panel: hard against the baseline and every heuristic style, hard against hard1 (before its playouts saved for the scoring rounds), the other levels against greedy. */
const DEFAULT_PAIRS: [AgentName, AgentName][] = [
  ['hard', 'greedy'],
  ['hard', 'cautious'],
  ['hard', 'bluffer'],
  ['hard', 'stockpiler'],
  ['hard', 'hard1'],
  ['hard', 'random'],
  ['normal', 'greedy'],
  ['easy', 'greedy'],
  ['greedy', 'cautious'],
  ['greedy', 'bluffer'],
  ['greedy', 'stockpiler'],
  ['greedy', 'random'],
];

/**
 * Instructions of the playout path per engine action, callgrind: npm run bench:instructions gave 1,008,458
 * instructions per complete random playout game (marginal over games 301–900, JIT warm-up included) for
 * 55.5 engine actions a game. Turns a decision's counted engine actions into instructions; sampling worlds
 * and the models' orders are outside the count, so the figure is a floor.
 */
export const INSTRUCTIONS_PER_ACTION = 18_200;

/**
 * Instructions per action on the playout engine (src/engine/fast), callgrind: npm run bench:instructions
 * gave 114,291 instructions per complete random game on it (marginal over games 6,001–12,000) for 54.4
 * actions a game: 2,101 an action.
 */
export const INSTRUCTIONS_PER_FAST_ACTION = 2_101;

/**
 * Instructions per world sampled for a playout (sampleWorld, put on the playout engine and back) and per
 * model orders (a world sampled, the other side's view of it, greedy's orders), callgrind: npm run
 * bench:instructions -- --paths world,model gave 71,256 and 777,904 (marginal over units 2,001–5,000,
 * views of rounds 1, 4 and 7); the world measured again beside the copies gave 77,529,
 * the figure used.
 */
export const INSTRUCTIONS_PER_WORLD = 77_529;
/** See INSTRUCTIONS_PER_WORLD. */
export const INSTRUCTIONS_PER_MODEL = 777_904;

/**
 * Instructions per world copy (the search samples world j once and copies it
 * for each candidate's playout; the copy put on the playout engine and back), callgrind: npm run
 * bench:instructions -- --paths copy gave 49,943 (marginal over units 2,001–5,000). The world
 * figure above also holds its trip to the playout engine, so a sample and its first copy count it twice.
 */
export const INSTRUCTIONS_PER_COPY = 49_943;

/** Instructions per copy of a world already on the playout engine (FastGame.copyFrom, hard's fastOrders), callgrind: npm run bench:instructions -- --paths gameCopy gave 4,269 (marginal over units 2,001–5,000). */
export const INSTRUCTIONS_PER_GAME_COPY = 4_269;

/** A decision's counted cost: engine actions (applyAction), playout-engine actions, worlds sampled and model orders, and their instructions. */
export interface Counted {
  /** applyAction's actions: the search's (candidates, the model's orders, playouts the playout engine does not cover) and those answering decisions before a playout. */
  actions: number;
  /** Actions on the playout engine. */
  fastActions: number;
  /** Worlds sampled for playouts. */
  worlds: number;
  /** Copies of sampled worlds, one per candidate's playout. */
  copies: number;
  /** Copies of a world on the playout engine, one per candidate's playout (fastOrders). */
  gameCopies: number;
  /** The model's orders of the other side (each on a world of its own). */
  models: number;
  /** Each of the above times its INSTRUCTIONS_PER_… figure, summed. */
  instructions: number;
}

/** The counters a decision's cost is read from (the bundle's): playout.ts's engineActions and fast-playout.ts's fastPlayoutStats. */
export interface Counters {
  engineActions: { count: number };
  fastPlayoutStats: { actions: number; engineDecisions: number };
  searchWork: { worlds: number; copies: number; gameCopies: number; models: number };
}

/** The counters' totals so far, as a cost (the difference of two readings is a decision's). */
export function counted(c: Counters): Counted {
  const actions = c.engineActions.count + c.fastPlayoutStats.engineDecisions;
  const fastActions = c.fastPlayoutStats.actions;
  const { worlds, copies, gameCopies, models } = c.searchWork;
  return {
    actions,
    fastActions,
    worlds,
    copies,
    gameCopies,
    models,
    instructions:
      actions * INSTRUCTIONS_PER_ACTION +
      fastActions * INSTRUCTIONS_PER_FAST_ACTION +
      worlds * INSTRUCTIONS_PER_WORLD +
      copies * INSTRUCTIONS_PER_COPY +
      gameCopies * INSTRUCTIONS_PER_GAME_COPY +
      models * INSTRUCTIONS_PER_MODEL,
  };
}

/** The cost between two readings. */
function minus(x: Counted, y: Counted): Counted {
  return {
    actions: x.actions - y.actions,
    fastActions: x.fastActions - y.fastActions,
    worlds: x.worlds - y.worlds,
    copies: x.copies - y.copies,
    gameCopies: x.gameCopies - y.gameCopies,
    models: x.models - y.models,
    instructions: x.instructions - y.instructions,
  };
}

const NOTHING: Counted = {
  actions: 0,
  fastActions: 0,
  worlds: 0,
  copies: 0,
  gameCopies: 0,
  models: 0,
  instructions: 0,
};

/** CPU time of this (single-threaded) process in ms: the time per decision on one core, less sensitive to other load than wall time. */
function cpuMs(): number {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
}

/** Wilson score interval for k successes in n trials (95 %). */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [round3(Math.max(0, c - h)), round3(Math.min(1, c + h))];
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** The q-quantile (0..1) of a list of numbers, in ms rounded to 0.1. */
function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = xs.slice().sort((x, y) => x - y);
  const v = s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return Math.round(v * 10) / 10;
}

/** Play `games` seeded games of `a` against `b`, `a` blue in the even ones. */
export function runPairing(
  a: AgentName,
  b: AgentName,
  games: number,
  seed = MEASURING_SEED,
  beginner = false,
  play: PlayMatch = playMatch,
  counters: Counters = {
    engineActions: { count: 0 },
    fastPlayoutStats: { actions: 0, engineDecisions: 0 },
    searchWork: { worlds: 0, copies: 0, gameCopies: 0, models: 0 },
  },
  first = 0,
): Pairing {
  const slowest = { a: NOTHING, b: NOTHING };
  const slowMs = { a: 0, b: 0 };
  let seen = counted(counters);
  let aWins = 0;
  let draws = 0;
  const times: { a: number[]; b: number[] } = { a: [], b: [] };
  const orders: { a: number[]; b: number[] } = { a: [], b: [] };
  const strong = { a: Array<number>(9).fill(0), b: Array<number>(9).fill(0) };
  for (let g = 0; g < games; g++) {
    const i = first + g;
    const aBlue = i % 2 === 0;
    const r = play({
      agents: aBlue ? { blue: a, red: b } : { blue: b, red: a },
      seed: `${seed}-${i}`,
      options: beginner ? { variant: 'beginner' } : { variant: 'standard', events: true },
      now: cpuMs,
      onAnswer: (p, ask, answer, ms, round) => {
        const side = (p === 'blue') === aBlue ? 'a' : 'b';
        times[side].push(ms);
        const now = counted(counters);
        const cost = minus(now, seen);
        if (cost.instructions > slowest[side].instructions) slowest[side] = cost;
        if (g > 0) slowMs[side] = Math.max(slowMs[side], Math.round(ms));
        seen = now;
        if (ask.kind === 'orders') orders[side].push(ms);
        if (answer.kind === 'orders' && round >= 1 && round <= 9) {
          const k = Object.values(answer.orders).filter((c) => STRONG_CARDS.includes(c)).length;
          strong[side][round - 1] = (strong[side][round - 1] ?? 0) + k;
        }
      },
    });
    if (r.winner === 'draw') draws++;
    else if ((r.winner === 'blue') === aBlue) aWins++;
  }
  return {
    a,
    b,
    games,
    aWins,
    draws,
    aWinRate: round3(aWins / games),
    ci95: wilson(aWins, games),
    msPerDecision: {
      a: { median: quantile(times.a, 0.5), p95: quantile(times.a, 0.95) },
      b: { median: quantile(times.b, 0.5), p95: quantile(times.b, 0.95) },
    },
    msPerOrders: {
      a: { median: quantile(orders.a, 0.5), p95: quantile(orders.a, 0.95), max: quantile(orders.a, 1) },
      b: { median: quantile(orders.b, 0.5), p95: quantile(orders.b, 0.95), max: quantile(orders.b, 1) },
    },
    slowest,
    slowMs,
    strong,
    strongOff: { a: offShare(strong.a), b: offShare(strong.b) },
  };
}

/**
 * Instructions per CPU ms of this process on the search's own work: light playouts from round 1 for about
 * `ms` CPU ms, their counted instructions (`counted`, callgrind's figures per action) over the CPU time
 * they took. A decision's CPU ms times this rate counts everything it did (sampling, the model,
 * candidates), not only the engine actions; the rate moves with the machine's load.
 */
export function instructionsPerMs(b: Bundle, ms = 1500): number {
  const views = ['pp1', 'pp2'].map((s) => b.viewAtRound(s, 1)).filter((v) => v !== null);
  for (const v of views) b.runPlayouts(v, 50, 'light'); // warm-up
  const c0 = counted(b);
  const t0 = cpuMs();
  let worlds = 0; // runPlayouts samples its worlds itself (searchWork counts the search's)
  while (cpuMs() - t0 < ms)
    for (const v of views) {
      b.runPlayouts(v, 20, 'light');
      worlds += 20;
    }
  return (minus(counted(b), c0).instructions + worlds * INSTRUCTIONS_PER_WORLD) / (cpuMs() - t0);
}

/** A decision's counted cost: its instructions as 1.2·10⁹ and what they are made of. */
function instr(c: Counted): string {
  const n = (x: number): string => x.toLocaleString('en');
  return `${instrOf(c.instructions)} (${n(c.actions)} engine + ${n(c.fastActions)} playout-engine actions, ${n(c.worlds)} worlds, ${n(c.copies)} + ${n(c.gameCopies)} copies, ${n(c.models)} model orders)`;
}

/** A number of instructions as 1.2·10^9. */
function instrOf(x: number): string {
  if (x < 1) return '0';
  const e = Math.floor(Math.log10(x));
  return `${(x / 10 ** e).toFixed(1)}·10^${e}`;
}

/** The panel as a Markdown table (the README's); `perMs` turns the slowest decisions' CPU ms into instructions. */
function table(rs: Pairing[], perMs: number): string {
  const rows = [
    '| pairing | a wins | draws | a win rate (95 % CI, Wilson) | a orders ask ms median / p95 / max | slowest decision a: counted instructions (engine + playout-engine actions, worlds, copies, model orders) | b | slowest warm decision a / b: CPU ms (≈ instructions, calibrated) | strong cards in rounds that do not score a / b |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rs) {
    const o = r.msPerOrders;
    rows.push(
      `| ${r.a} – ${r.b} | ${r.aWins} / ${r.games} | ${r.draws} | ${(r.aWinRate * 100).toFixed(1)} % (${(r.ci95[0] * 100).toFixed(1)}–${(r.ci95[1] * 100).toFixed(1)} %) | ` +
        `${o ? `${o.a.median} / ${o.a.p95} / ${o.a.max}` : '—'} | ${instr(r.slowest.a)} | ${instr(r.slowest.b)} | ` +
        `${r.slowMs.a} (${instrOf(r.slowMs.a * perMs)}) / ${r.slowMs.b} (${instrOf(r.slowMs.b * perMs)}) | ` +
        `${(r.strongOff.a * 100).toFixed(0)} % of ${sum(r.strong.a)} / ${(r.strongOff.b * 100).toFixed(0)} % of ${sum(r.strong.b)} |`,
    );
  }
  return rows.join('\n');
}

function sum(xs: readonly number[]): number {
  return xs.reduce((x, y) => x + y, 0);
}

/** Playouts per second of CPU time (one core), per policy, from rounds 1, 4 and 7 of seeded games. */
function measurePlayouts(b: Bundle): void {
  const rows: Record<string, number> = {};
  for (const policy of ['random', 'light'] as const) {
    for (const round of [1, 4, 7]) {
      const views = ['pp1', 'pp2', 'pp3', 'pp4']
        .map((s) => b.viewAtRound(s, round))
        .filter((v) => v !== null);
      for (const v of views) b.runPlayouts(v, 50, policy); // warm-up
      const c0 = process.cpuUsage();
      let n = 0;
      const t0 = performance.now();
      while (performance.now() - t0 < 1500) for (const v of views) n += b.runPlayouts(v, 50, policy);
      const c = process.cpuUsage(c0);
      rows[`${policy}-round${round}`] = Math.round(n / ((c.user + c.system) / 1e6));
    }
  }
  for (const [k, v] of Object.entries(rows)) console.log(`${k}: ${v} playouts per CPU second`);
  console.log(JSON.stringify({ playoutsPerSecond: rows }));
}

/** Hard's numeric budget settings a trial may change (--hard-set key=value,…). */
const HARD_SETTABLE = [
  'other',
  'model',
  'prior',
  'worlds',
  'noise',
  'setupPlayouts',
  'keepPlayouts',
  'margin',
];

function parseArgs(argv: string[]): {
  games: number;
  pairs: [AgentName, AgentName][];
  seed: string;
  beginner: boolean;
  playouts: boolean;
  hard: { orders: number; candidates?: number } | null;
  hardSet: Record<string, number>;
  first: number;
} {
  let games = 200;
  let first = 0;
  let seed = MEASURING_SEED;
  let beginner = false;
  let playouts = false;
  let hard: { orders: number; candidates?: number } | null = null;
  const hardSet: Record<string, number> = {};
  const pairs: [AgentName, AgentName][] = [];
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = argv[i + 1];
    if (k === '--games' && v) {
      games = Number(v);
      i++;
      if (!Number.isInteger(games) || games < 1)
        throw new Error(`--games wants a whole number ≥ 1, not ${v}`);
    } else if (k === '--pair' && v) {
      const [x, y] = v.split(',');
      if (!AGENTS.includes(x as AgentName) || !AGENTS.includes(y as AgentName))
        throw new Error(`--pair wants two of ${AGENTS.join(', ')} joined by a comma, not ${v}`);
      pairs.push([x as AgentName, y as AgentName]);
      i++;
    } else if (k === '--first' && v) {
      first = Number(v);
      i++;
      if (!Number.isInteger(first) || first < 0)
        throw new Error(`--first wants a whole number ≥ 0, not ${v}`);
    } else if (k === '--seed' && v) {
      seed = v;
      i++;
    } else if (k === '--hard' && v) {
      const [o, c] = v.split(',').map(Number);
      if (!Number.isInteger(o) || (o ?? 0) < 1 || (c !== undefined && (!Number.isInteger(c) || c < 2)))
        throw new Error(`--hard wants playouts[,candidates] as whole numbers, not ${v}`);
      hard = c === undefined ? { orders: o as number } : { orders: o as number, candidates: c };
      i++;
    } else if (k === '--hard-set' && v) {
      for (const kv of v.split(',')) {
        const [key, num] = kv.split('=');
        if (!key || !HARD_SETTABLE.includes(key) || !Number.isFinite(Number(num)))
          throw new Error(`--hard-set wants key=number pairs of ${HARD_SETTABLE.join(', ')}, not ${kv}`);
        hardSet[key] = Number(num);
      }
      i++;
    } else if (k === '--beginner') beginner = true;
    else if (k === '--playouts') playouts = true;
    else
      throw new Error(
        `unknown argument ${k}; use --games N, --pair A,B, --seed S, --first N, --hard P[,C], --hard-set K=V, --beginner, --playouts`,
      );
  }
  return {
    games,
    pairs: pairs.length ? pairs : DEFAULT_PAIRS,
    seed,
    beginner,
    playouts,
    hard,
    hardSet,
    first,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
  const bundle = await bundled();
  if (args.playouts) {
    measurePlayouts(bundle);
    process.exit(0);
  }
  const play = bundle.playMatch;
  if (args.hard) Object.assign(bundle.BUDGETS.hard, args.hard);
  Object.assign(bundle.BUDGETS.hard, args.hardSet);
  const h = bundle.BUDGETS.hard;
  console.log(
    `seeds: ${args.seed}-${args.first} … ${args.seed}-${args.first + args.games - 1} (${args.seed === MEASURING_SEED ? 'measuring seeds, never used for tuning' : args.seed === TUNING_SEED ? 'tuning seeds' : 'other seeds'})`,
  );
  console.log(
    `hard: ${h.orders} playouts per orders ask (policy ${h.policy}), ${h.candidates} candidates (+ ${(h.extra ?? []).join(', ')}), model ${h.model} % (${h.models.join(' ')}), worlds ${h.worlds ?? 'all'}, prior ${h.prior}, warlords searched ${h.warlords ?? false} (setup ${h.setupPlayouts ?? h.other}), keeps ${h.keepPlayouts ?? h.other}, other ${h.other}; hard1: policy ${bundle.BUDGETS.hard1.policy}`,
  );
  const perMs = instructionsPerMs(bundle);
  console.log(
    `calibration: ${Math.round(perMs).toLocaleString('en')} instructions per CPU ms (light playouts: ${INSTRUCTIONS_PER_ACTION.toLocaleString('en')} an engine action, ${INSTRUCTIONS_PER_FAST_ACTION.toLocaleString('en')} a playout-engine action)`,
  );
  const results: Pairing[] = [];
  const full: Pairing[] = [];
  for (const [a, b] of args.pairs) {
    const t0 = performance.now();
    const r = runPairing(a, b, args.games, args.seed, args.beginner, play, bundle, args.first);
    const min = ((performance.now() - t0) / 60000).toFixed(1);
    console.log(
      `${a} vs ${b}: ${r.games} games, ${a} wins ${r.aWins}, draws ${r.draws}, ${b} wins ${r.games - r.aWins - r.draws}; ` +
        `${a} win rate ${(r.aWinRate * 100).toFixed(1)} % (95 % CI ${(r.ci95[0] * 100).toFixed(1)}–${(r.ci95[1] * 100).toFixed(1)} %); ` +
        `ms per decision ${a} ${r.msPerDecision.a.median} / p95 ${r.msPerDecision.a.p95}, ${b} ${r.msPerDecision.b.median} / p95 ${r.msPerDecision.b.p95}; ${min} min`,
    );
    const o = r.msPerOrders;
    if (o)
      console.log(
        `  orders asks, ms: ${a} median ${o.a.median} / p95 ${o.a.p95} / max ${o.a.max}; ${b} median ${o.b.median} / p95 ${o.b.p95} / max ${o.b.max}`,
      );
    console.log(
      `  slowest decision, counted: ${a} ${instr(r.slowest.a)}, ${b} ${instr(r.slowest.b)} instructions`,
    );
    console.log(
      `  strong cards (7–10, +2, +3) sealed per round 1–9: ${a} ${r.strong.a.join(' ')} (${(r.strongOff.a * 100).toFixed(0)} % in rounds that do not score), ${b} ${r.strong.b.join(' ')} (${(r.strongOff.b * 100).toFixed(0)} %)`,
    );
    console.log(
      `  slowest warm decision, all its work: ${a} ${r.slowMs.a} CPU ms (≈ ${instrOf(r.slowMs.a * perMs)} instructions), ${b} ${r.slowMs.b} (≈ ${instrOf(r.slowMs.b * perMs)})`,
    );
    const { msPerOrders: _o, ...line } = r;
    results.push(line);
    full.push(r);
  }
  console.log(table(full, perMs));
  console.log(JSON.stringify({ pairings: results }));
}
