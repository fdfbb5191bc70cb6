// The production build the measuring scripts (bench:scan, audit, budgets) work on. By default a fresh
// build of the current source in a private temporary directory, so a measurement never rewrites dist/
// under tests or servers that are using it; `--dist DIR` measures an existing build instead.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

/** A production build on disk; remove() deletes it if this script made it. */
export interface AppBuild {
  dir: string;
  remove: () => void;
}

/** Builds the app (vite.config.ts, service worker included) into a new temporary directory. */
export async function buildApp(log: (line: string) => void = () => undefined): Promise<AppBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'suntzu-build-'));
  const started = performance.now();
  await build({ logLevel: 'warn', build: { outDir: dir, emptyOutDir: true } });
  log(`built the app in ${((performance.now() - started) / 1000).toFixed(1)} s (${dir})`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The build named by `--dist DIR` on the command line, else a fresh one from buildApp(). */
export async function buildFromArgs(
  argv: readonly string[],
  log: (line: string) => void = () => undefined,
): Promise<AppBuild> {
  const at = argv.indexOf('--dist');
  if (at < 0) return buildApp(log);
  const dir = argv[at + 1];
  if (!dir || !existsSync(join(dir, 'index.html'))) {
    throw new Error(`--dist needs a directory with a production build (npm run build makes dist/).`);
  }
  return { dir, remove: () => undefined };
}
