// Instructions per complete random game (issue 23), counted by valgrind's callgrind: the engine and the
// opponent are bundled with esbuild (as the app ships them), then node plays A and B complete random games
// under callgrind; the marginal cost (I(B) − I(A)) / (B − A) leaves out node's start-up, the bundle's
// loading and the JIT's warm-up. Two paths, each a seeded random game from the same driver:
//   applyAction  the engine's checked, logged, copying reducer (simulate, what the app runs);
//   playout      the opponent's playout path (playout.ts's fast engine path, what the search runs).
// Then, without valgrind, playouts per CPU second from rounds 1, 4 and 7 (the search's unit of work).
//   npm run bench:instructions [-- --from 2000 --to 4000] [-- --no-valgrind]
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

function args(argv: string[]): { from: number; to: number; valgrind: boolean } {
  let from = 2000;
  let to = 4000;
  let valgrind = true;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--from') from = Number(argv[++i]);
    else if (argv[i] === '--to') to = Number(argv[++i]);
    else if (argv[i] === '--no-valgrind') valgrind = false;
    else throw new Error(`unknown argument ${argv[i]}; use --from A --to B, --no-valgrind`);
  }
  if (!(Number.isInteger(from) && Number.isInteger(to) && from >= 0 && to > from))
    throw new Error('--from A --to B: whole numbers, A < B');
  return { from, to, valgrind };
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
      for (const path of ['applyAction', 'playout'] as const) {
        const a = instructions(dir, path, opt.from);
        const b = instructions(dir, path, opt.to);
        const per = Math.round((b - a) / (opt.to - opt.from));
        result[`${path}InstructionsPerGame`] = per;
        console.log(
          `${path}: ${per.toLocaleString('en')} instructions per complete random game (callgrind, marginal over games ${opt.from + 1}–${opt.to})`,
        );
      }
    }
    const m = (await import(join(dir, 'bundle.mjs'))) as Bundle;
    for (const round of [1, 4, 7]) {
      const views = ['pp1', 'pp2', 'pp3', 'pp4']
        .map((s) => m.viewAtRound(s, round))
        .filter((v) => v !== null);
      for (const v of views) m.runPlayouts(v, 50, 'light'); // warm-up
      let n = 0;
      const c0 = cpuSeconds();
      while (cpuSeconds() - c0 < 1.5) for (const v of views) n += m.runPlayouts(v, 50, 'light');
      const rate = Math.round(n / (cpuSeconds() - c0));
      result[`playoutsPerCpuSecondRound${round}`] = rate;
      console.log(`light playouts from round ${round}: ${rate.toLocaleString('en')} per CPU second`);
    }
    console.log(JSON.stringify(result));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
