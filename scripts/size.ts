// Start-up budget (PRODUCT.md): gzip size of the JS and CSS loaded before the first screen.
// Follows the build manifest from index.html through static imports only: lazily loaded
// chunks (the QR scanner, workbox-window) are not part of start-up. A language other than English
// is a chunk loaded before the first screen on a phone set to it, so the largest one counts too.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/** Budget for start-up JS + CSS, gzip, in bytes. */
export const STARTUP_BUDGET_BYTES = 50 * 1024;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const LANGUAGE_CHUNK = /^src\/app\/i18n\/(\w+)\/startup\.ts$/;

/** Lists the files loaded before the first screen (in the heaviest language) and their gzip sizes. */
export function measureStartup(distDir = 'dist'): { files: { file: string; gzip: number }[]; total: number } {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const collect = (key: string, seen: Set<string>, files: string[]) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Build manifest has no entry ${key}`);
    files.push(chunk.file, ...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) collect(imported, seen, files);
  };
  const gzip = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const seen = new Set<string>();
  const base: string[] = [];
  collect('index.html', seen, base);
  // The heaviest language chunk (with whatever it imports beyond start-up).
  let language: string[] = [];
  for (const key of Object.keys(manifest).filter((k) => LANGUAGE_CHUNK.test(k))) {
    const extra: string[] = [];
    collect(key, new Set(seen), extra);
    const size = (list: string[]) => list.reduce((sum, file) => sum + gzip(file), 0);
    if (size(extra) > size(language)) language = extra;
  }
  const unique = [...new Set([...base, ...language])];
  const sized = unique.map((file) => ({ file, gzip: gzip(file) }));
  return { files: sized, total: sized.reduce((sum, f) => sum + f.gzip, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, total } = measureStartup();
  for (const f of files) console.log(`${f.file.padEnd(40)} ${(f.gzip / 1024).toFixed(1)} KB gzip`);
  const verdict = total <= STARTUP_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `start-up total ${(total / 1024).toFixed(1)} KB gzip (budget ${STARTUP_BUDGET_BYTES / 1024} KB): ${verdict}`,
  );
  console.log(JSON.stringify({ startupGzipBytes: total, budgetBytes: STARTUP_BUDGET_BYTES }));
  if (total > STARTUP_BUDGET_BYTES) process.exit(1);
}
