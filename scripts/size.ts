// Start-up budget (PRODUCT.md): gzip size of the JS and CSS loaded before the first screen.
// Follows the build manifest from index.html through static imports only: lazily loaded
// chunks (the QR scanner, workbox-window) are not part of start-up.
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

/** Lists the files loaded before the first screen and their gzip sizes. */
export function measureStartup(distDir = 'dist'): { files: { file: string; gzip: number }[]; total: number } {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Build manifest has no entry ${key}`);
    files.push(chunk.file, ...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  const unique = [...new Set(files)];
  const sized = unique.map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
  }));
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
