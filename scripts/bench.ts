// Benchmark: complete random games (events and warlords on) with the real engine, on one core.
// The engine is bundled first with esbuild (as the app ships it) so the figure measures the engine,
// not the TypeScript loader's per-import overhead. Each game is simulate(seed): the seeded random driver
// playing every action through the public applyAction (full validation, warlord commitments hashed and
// checked). Measures CPU time (user + system) of this single-threaded process: games per second on one
// core, less sensitive than wall time to other load on a shared machine (which still slows it somewhat).
// BENCH_SECONDS sets the wall-clock length (default 3).
// Ends with one JSON line {"gamesPerSecond", "gamesPlayed"}.
import { importBundled } from './bundled-module';

import type * as EngineModule from '../src/engine/index';

type Engine = typeof EngineModule;

/** Games per second of CPU time on one core, and games played, over `seconds` of wall time. */
export interface EngineBench {
  gamesPerSecond: number;
  gamesPlayed: number;
}

/** Bundles the engine and plays random complete games for `seconds` (default BENCH_SECONDS or 3). */
export async function measureEngine(seconds = Number(process.env.BENCH_SECONDS ?? 3)): Promise<EngineBench> {
  const engine = await importBundled<Engine>(new URL('../src/engine/index.ts', import.meta.url));

  // warm-up
  for (let i = 0; i < 2000; i++)
    engine.simulate(1_000_000 + i, { options: { events: true, variant: 'standard' } });

  // Measured in CPU time of this (single-threaded) process: games per second on one core, even when the
  // machine is shared with other work.
  let played = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const deadline = start + seconds * 1000;
  while (performance.now() < deadline) {
    for (let i = 0; i < 500; i++) {
      const st = engine.simulate(played, { options: { events: true, variant: 'standard' } }).state;
      if (st.phase !== 'over') throw new Error(`game ${played} did not end`);
      played++;
    }
  }
  const cpu = process.cpuUsage(cpu0);
  const elapsed = (cpu.user + cpu.system) / 1e6;
  return { gamesPerSecond: Math.round(played / elapsed), gamesPlayed: played };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureEngine()));
}
