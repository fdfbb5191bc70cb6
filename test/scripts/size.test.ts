// size.ts measures start-up in English and on top of it in each other language, and gates each budget.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  measureStartup,
  STARTUP_ENGLISH_BUDGET_BYTES,
  STARTUP_OTHER_LANGUAGE_BUDGET_BYTES,
  withinStartupBudgets,
} from '../../scripts/size';

const dir = mkdtempSync(join(tmpdir(), 'size-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A build whose files are random bytes (gzip cannot shrink them) of the given sizes. */
function build(sizes: Record<string, number>): string {
  const out = mkdtempSync(join(dir, 'dist-'));
  mkdirSync(join(out, '.vite'));
  mkdirSync(join(out, 'assets'));
  for (const [file, bytes] of Object.entries(sizes)) writeFileSync(join(out, file), randomBytes(bytes));
  const manifest = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/app/i18n/pl/startup.ts': { file: 'assets/startup-pl.js', imports: ['_shared.js'] },
    'src/app/screens/more-screens.ts': { file: 'assets/more.js' },
  };
  writeFileSync(join(out, '.vite/manifest.json'), JSON.stringify(manifest));
  return out;
}

describe('start-up size', () => {
  it('counts static imports from index.html in English, each language chunk on top, never the lazy screens', () => {
    const sizes = measureStartup(
      build({
        'assets/index.js': 10_000,
        'assets/index.css': 1_000,
        'assets/shared.js': 2_000,
        'assets/startup-pl.js': 3_000,
        'assets/more.js': 40_000,
      }),
    );
    // Random bytes grow a little under gzip: each file counts at least its size.
    expect(sizes.english).toBeGreaterThanOrEqual(13_000);
    expect(sizes.english).toBeLessThan(13_500);
    expect(sizes.languages.pl! - sizes.english).toBeGreaterThanOrEqual(3_000);
    expect(sizes.languages.pl! - sizes.english).toBeLessThan(3_200);
    expect(sizes.total).toBe(sizes.languages.pl);
    expect(sizes.files.map((f) => f.file)).not.toContain('assets/more.js');
    expect(withinStartupBudgets(sizes)).toBe(true);
  });
  it('fails English over 25 KB, and another language over 32 KB', () => {
    const english = measureStartup(
      build({
        'assets/index.js': STARTUP_ENGLISH_BUDGET_BYTES,
        'assets/index.css': 10,
        'assets/shared.js': 10,
        'assets/startup-pl.js': 10,
        'assets/more.js': 10,
      }),
    );
    expect(english.languages.pl!).toBeLessThan(STARTUP_OTHER_LANGUAGE_BUDGET_BYTES);
    expect(withinStartupBudgets(english)).toBe(false);
    const polish = measureStartup(
      build({
        'assets/index.js': 20_000,
        'assets/index.css': 10,
        'assets/shared.js': 10,
        'assets/startup-pl.js': STARTUP_OTHER_LANGUAGE_BUDGET_BYTES - 20_000,
        'assets/more.js': 10,
      }),
    );
    expect(polish.english).toBeLessThan(STARTUP_ENGLISH_BUDGET_BYTES);
    expect(withinStartupBudgets(polish)).toBe(false);
  });
});
