// Start-up budget (PRODUCT.md): gzip size of the JS and CSS loaded before the first screen.
// Follows the build manifest from index.html through static imports only: lazily loaded
// chunks (the other screens, the QR scanner, workbox-window) are not part of start-up. A language other
// than English is a chunk loaded before the first screen on a phone set to it, so each one is measured
// on top of the English start-up, against its own budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/** CI's hard limit for start-up JS + CSS, gzip, in bytes, in any language. */
export const STARTUP_BUDGET_BYTES = 50 * 1024;
/** PRODUCT.md's budget for start-up in English (gzip bytes). */
export const STARTUP_ENGLISH_BUDGET_BYTES = 25 * 1024;
/** PRODUCT.md's budget for start-up in another language, its catalogue chunk included (gzip bytes). */
export const STARTUP_OTHER_LANGUAGE_BUDGET_BYTES = 32 * 1024;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** A file of start-up and its gzip size. */
export interface SizedFile {
  file: string;
  gzip: number;
}

/** Start-up in each language: its files and their total. */
export interface StartupSizes {
  /** The files of the heaviest language's start-up. */
  files: SizedFile[];
  /** The heaviest language's start-up, gzip bytes. */
  total: number;
  /** English start-up (no language chunk), gzip bytes. */
  english: number;
  /** Every other language's start-up (English start-up + its chunk), gzip bytes. */
  languages: Record<string, number>;
}

const LANGUAGE_CHUNK = /^src\/app\/i18n\/(\w+)\/startup\.ts$/;

/** Measures the files loaded before the first screen, in English and in every other language. */
export function measureStartup(distDir = 'dist'): StartupSizes {
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
  const sized = (list: string[]): SizedFile[] =>
    [...new Set(list)].map((file) => ({ file, gzip: gzip(file) }));
  const sum = (list: SizedFile[]) => list.reduce((total, f) => total + f.gzip, 0);
  const seen = new Set<string>();
  const base: string[] = [];
  collect('index.html', seen, base);
  const english = sized(base);
  let files = english;
  const languages: Record<string, number> = {};
  // Each language chunk (with whatever it imports beyond start-up) on top of the English start-up.
  for (const key of Object.keys(manifest)) {
    const lang = LANGUAGE_CHUNK.exec(key)?.[1];
    if (lang === undefined) continue;
    const extra: string[] = [];
    collect(key, new Set(seen), extra);
    const withLanguage = sized([...base, ...extra]);
    languages[lang] = sum(withLanguage);
    if (sum(withLanguage) > sum(files)) files = withLanguage;
  }
  return { files, total: sum(files), english: sum(english), languages };
}

/** Whether start-up is within every budget: English, each other language, and CI's hard limit. */
export function withinStartupBudgets(sizes: StartupSizes): boolean {
  return (
    sizes.english <= STARTUP_ENGLISH_BUDGET_BYTES &&
    Object.values(sizes.languages).every((bytes) => bytes <= STARTUP_OTHER_LANGUAGE_BUDGET_BYTES) &&
    sizes.total <= STARTUP_BUDGET_BYTES
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = measureStartup();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const f of sizes.files) console.log(`${f.file.padEnd(40)} ${kb(f.gzip)} gzip`);
  console.log(`start-up in English ${kb(sizes.english)} gzip (budget ${kb(STARTUP_ENGLISH_BUDGET_BYTES)})`);
  for (const [lang, bytes] of Object.entries(sizes.languages))
    console.log(`start-up in ${lang} ${kb(bytes)} gzip (budget ${kb(STARTUP_OTHER_LANGUAGE_BUDGET_BYTES)})`);
  const ok = withinStartupBudgets(sizes);
  console.log(
    `start-up total ${kb(sizes.total)} gzip (hard limit ${kb(STARTUP_BUDGET_BYTES)}): ${ok ? 'within' : 'OVER'}`,
  );
  console.log(
    JSON.stringify({
      startupGzipBytes: sizes.total,
      englishGzipBytes: sizes.english,
      languagesGzipBytes: sizes.languages,
      budgetBytes: STARTUP_BUDGET_BYTES,
      englishBudgetBytes: STARTUP_ENGLISH_BUDGET_BYTES,
      otherLanguageBudgetBytes: STARTUP_OTHER_LANGUAGE_BUDGET_BYTES,
    }),
  );
  if (!ok) process.exit(1);
}
