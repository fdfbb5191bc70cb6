// Imports a source module bundled with esbuild, as the app ships it: the TypeScript loader's module
// getters slow hot loops, so benchmarks measure the bundled code (npm run bench, npm run arena).
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The module at `entry` (a source file URL), bundled into a temporary folder and imported from there. */
export async function importBundled<T>(entry: URL): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'suntzu-bundle-'));
  const out = join(dir, 'module.mjs');
  await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    outfile: out,
    logLevel: 'silent',
  });
  const mod = (await import(pathToFileURL(out).href)) as T;
  rmSync(dir, { recursive: true, force: true });
  return mod;
}
