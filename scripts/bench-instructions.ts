// Instructions per complete random game, counted by valgrind's callgrind: the engine and the
// opponent are bundled with esbuild (as the app ships them), then node plays A and B complete random games
// under callgrind; the marginal cost (I(B) − I(A)) / (B − A) leaves out node's start-up, the bundle's
// loading and the JIT's warm-up. Two paths, each a seeded random game from the same driver:
//   applyAction  the engine's checked, logged, copying reducer (simulate, what the app runs);
//   playout      a random playout through applyAction (playout.ts's enginePlayout, the search's path
//                for worlds the playout engine does not cover);
//   fast         a random game on the playout engine (src/engine/fast, fast-playout.ts: what the
//                search's playouts run now), set up on it directly.
// and, asked by --paths, units of the search's work outside engine actions (the arena counts them):
//   world        a world sampled for a playout, put on the playout engine and back (no action played);
//   copy         a sampled world copied for one candidate's playout, put on the playout engine and back;
//   gameCopy     a world already on the playout engine copied there (FastGame.copyFrom, hard's fastOrders);
//   hard1 … hard9  one whole decision of hard's orders at that round (the phone budget's figure:
//                at most 1.5·10⁹; --work-from 1 --work-to 3 measures the 2nd and 3rd, warm);
//   hardSetup    one whole decision of hard's setup warlord (searched), blue's and red's in turn;
//   hardKeep     one whole decision of hard's keep (searched), three cards drawn after a 1 (R-C1);
//   model        the model's orders: a world sampled, the other side's view of it, greedy's orders.
// Then, without valgrind, light playouts per CPU second from rounds 1, 4 and 7 (the search's unit of
// work), through applyAction (before) and on the playout engine (after).
//   npm run bench:instructions [-- --from 2000 --to 4000] [-- --fast-from 6000 --fast-to 12000]
//     [-- --paths fast,applyAction,playout,world,copy,gameCopy,model,hard1,hard4,hard7] [-- --work-from 1000 --work-to 3000] [-- --no-valgrind]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

import type * as Measure from '../src/opponent/measure';

/** The bundled opponent's measuring module. */
type Bundle = typeof Measure;

/** The driver node runs under callgrind: `node driver.mjs <path> <games>` plays that many complete games. */
const DRIVER = `
import * as m from './bundle.mjs';
const [path, n] = [process.argv[2], Number(process.argv[3])];
let over = 0;
for (let i = 0; i < n; i++) if (m.randomGame(path, 1_000_000 + i).phase === 'over') over++;
if (over !== n) throw new Error('a game did not end');
`;

/** Total instructions (Ir) of `node driver.mjs path n` under callgrind. */
function instructions(dir: string, path: string, n: number): number {
  const out = join(dir, `cg-${path}-${n}.out`);
  const r = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--smc-check=all-non-file',
      `--callgrind-out-file=${out}`,
      'node',
      '--single-threaded',
      join(dir, 'driver.mjs'),
      path,
      String(n),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  if (r.status !== 0) throw new Error(`valgrind failed (${r.status}): ${r.stderr.slice(-2000)}`);
  const m = /^(?:summary|totals):\s*(\d+)/m.exec(readFileSync(out, 'utf8'));
  if (!m) throw new Error('no callgrind totals');
  return Number(m[1]);
}

/** CPU seconds of this process. */
function cpuSeconds(): number {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
}

/** Whole hard orders decisions, one path per round (hardN: the first orders ask of round N in game pp1). */
const HARD_PATHS = ['hard1', 'hard2', 'hard3', 'hard4', 'hard5', 'hard6', 'hard7', 'hard8', 'hard9'] as const;
const HARD_ROUNDS_NAMES = Object.fromEntries(
  HARD_PATHS.map((p) => [p, `hard orders decision at round ${p.slice(4)}`]),
) as Record<(typeof HARD_PATHS)[number], string>;

/** What one unit of the search's other work is, as printed. */
const UNIT_NAMES = {
  world: 'sampled world (on the playout engine and back)',
  copy: 'world copy (on the playout engine and back)',
  gameCopy: 'copy of a world on the playout engine',
  ...HARD_ROUNDS_NAMES,
  hardSetup: 'hard setup warlord decision (blue and red in turn)',
  hardKeep: 'hard keep decision (three drawn, keep two)',
  model: 'model orders (own world sampled)',
} as const;

/** The paths that are units of the search's work rather than games. */
const UNITS: readonly string[] = [
  'world',
  'copy',
  'gameCopy',
  'model',
  ...HARD_PATHS,
  'hardSetup',
  'hardKeep',
];

/** The paths that can be measured, in the order printed (the default: the first three). */
const PATHS = [
  'fast',
  'applyAction',
  'playout',
  'world',
  'copy',
  'gameCopy',
  'model',
  ...HARD_PATHS,
  'hardSetup',
  'hardKeep',
] as const;

interface Args {
  from: number;
  to: number;
  fastFrom: number;
  fastTo: number;
  workFrom: number;
  workTo: number;
  paths: (typeof PATHS)[number][];
  valgrind: boolean;
}

function args(argv: string[]): Args {
  const a: Args = {
    from: 2000,
    to: 4000,
    fastFrom: 6000,
    fastTo: 12000,
    workFrom: 1000,
    workTo: 3000,
    paths: PATHS.slice(0, 3),
    valgrind: true,
  };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--from') a.from = Number(argv[++i]);
    else if (argv[i] === '--to') a.to = Number(argv[++i]);
    else if (argv[i] === '--fast-from') a.fastFrom = Number(argv[++i]);
    else if (argv[i] === '--fast-to') a.fastTo = Number(argv[++i]);
    else if (argv[i] === '--work-from') a.workFrom = Number(argv[++i]);
    else if (argv[i] === '--work-to') a.workTo = Number(argv[++i]);
    else if (argv[i] === '--paths')
      a.paths = String(argv[++i])
        .split(',')
        .map((x) => {
          const p = PATHS.find((q) => q === x);
          if (!p) throw new Error(`unknown path ${x}; use ${PATHS.join(', ')}`);
          return p;
        });
    else if (argv[i] === '--no-valgrind') a.valgrind = false;
    else
      throw new Error(
        `unknown argument ${argv[i]}; use --from A --to B, --fast-from A --fast-to B, --work-from A --work-to B, --paths, --no-valgrind`,
      );
  }
  for (const [x, y] of [
    [a.from, a.to],
    [a.fastFrom, a.fastTo],
    [a.workFrom, a.workTo],
  ] as const)
    if (!(Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y > x))
      throw new Error('--from A --to B: whole numbers, A < B');
  return a;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const opt = args(process.argv.slice(2));
  const dir = mkdtempSync(join(tmpdir(), 'suntzu-instr-'));
  try {
    await build({
      entryPoints: [fileURLToPath(new URL('../src/opponent/measure.ts', import.meta.url))],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      outfile: join(dir, 'bundle.mjs'),
      logLevel: 'silent',
    });
    writeFileSync(join(dir, 'driver.mjs'), DRIVER);
    const result: Record<string, number> = {};
    if (opt.valgrind) {
      execFileSync('valgrind', ['--version']);
      for (const path of opt.paths) {
        const [from, to] =
          path === 'fast'
            ? [opt.fastFrom, opt.fastTo]
            : UNITS.includes(path)
              ? [opt.workFrom, opt.workTo]
              : [opt.from, opt.to];
        const a = instructions(dir, path, from);
        const b = instructions(dir, path, to);
        const per = Math.round((b - a) / (to - from));
        const unit = UNITS.includes(path);
        result[`${path}InstructionsPer${unit ? 'Unit' : 'Game'}`] = per;
        console.log(
          `${path}: ${per.toLocaleString('en')} instructions per ${unit ? UNIT_NAMES[path as keyof typeof UNIT_NAMES] : 'complete random game'} (callgrind, marginal over ${unit ? 'units' : 'games'} ${from + 1}–${to})`,
        );
      }
    }
    const m = (await import(join(dir, 'bundle.mjs'))) as Bundle;
    for (const round of [1, 4, 7]) {
      const views = ['pp1', 'pp2', 'pp3', 'pp4']
        .map((s) => m.viewAtRound(s, round))
        .filter((v) => v !== null);
      const rates: number[] = [];
      for (const engine of [true, false]) {
        for (const v of views) m.runPlayouts(v, 50, 'light', engine); // warm-up
        let n = 0;
        const c0 = cpuSeconds();
        while (cpuSeconds() - c0 < 1.5) for (const v of views) n += m.runPlayouts(v, 50, 'light', engine);
        rates.push(Math.round(n / (cpuSeconds() - c0)));
      }
      const [before, after] = rates as [number, number];
      result[`enginePlayoutsPerCpuSecondRound${round}`] = before;
      result[`playoutsPerCpuSecondRound${round}`] = after;
      console.log(
        `light playouts from round ${round}, per CPU second: ${before.toLocaleString('en')} through applyAction → ${after.toLocaleString('en')} on the playout engine (×${(after / before).toFixed(1)})`,
      );
    }
    const st = m.fastPlayoutStats;
    console.log(
      `playout engine: ${st.playouts} playouts (${(st.actions / Math.max(1, st.playouts)).toFixed(1)} actions each), ${st.engineDecisions} decisions answered through applyAction first (worlds suspended in a province), ${st.notCovered} worlds left to applyAction`,
    );
    console.log(JSON.stringify(result));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
