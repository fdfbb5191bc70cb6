// Issue 20 across engines: a pass-and-play game played in Chromium, Firefox or WebKit up to the
// scoring after round 3 (R-S1) and the turn of the score displays at round 4 (R-R2); each screen
// checked at 390×844 and 360×640 (no sideways scrolling), in both themes, and saved as screenshots.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drive, createGame, gameView, playPassScreen, waitFor, widths } from './dom-driver';
import type { Engine, EngineName, EnginePage } from './engine';
import { openEngine } from './index';
import { serveApp, type ServedApp } from './served-app';

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;

/** Screenshots at both sizes; the problems found (sideways scrolling). */
async function shoot(page: EnginePage, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const size of SIZES) {
    await page.setSize(size);
    const { scrollWidth, innerWidth } = await widths(page);
    if (scrollWidth > innerWidth) problems.push(`${name}: ${scrollWidth}px wide at ${innerWidth}px`);
    await page.screenshot(`${name}-${size.width}x${size.height}`);
  }
  await page.setSize(SIZES[0]);
  return problems;
}

/** Registers the scoring-moment scenario for one engine. */
export function scoringScenario(name: EngineName): void {
  describe(`${name}: the scoring moment (issue 20)`, () => {
    let engine: Engine | undefined;
    let app: ServedApp | undefined;
    const pages: EnginePage[] = [];
    beforeAll(async () => {
      app = await serveApp();
      engine = await openEngine(name);
    });
    afterEach(async () => {
      for (const page of pages.splice(0)) await page.close().catch(() => undefined);
    });
    afterAll(async () => {
      await engine?.close();
      await app?.close();
    });

    for (const colorScheme of ['dark', 'light'] as const) {
      it(`shows the scoring after round 3 and the turn of the displays at round 4 (${colorScheme})`, async () => {
        if (!engine || !app) throw new Error(`${name} did not start`);
        const page = await engine.open({ size: SIZES[0], colorScheme });
        pages.push(page);
        await page.goto(app.url);
        await waitFor(page, 'main.home');
        await createGame(page, 'pass-and-play');
        const problems: string[] = [];
        const seen: string[] = [];
        let view = await gameView(page);
        for (let guard = 0; guard < 400 && seen.length < 2; guard++) {
          if (view.step === 'scoring') {
            // Every province's row with its points columns, both totals and the marker's move.
            const read = await drive<{ rows: number; totals: string[]; move: string; track: string | null }>(
              page,
              `const table = await until('the scoring table', () => document.querySelector('[data-testid="scoring-table"]'));
               return {
                 rows: table.querySelectorAll('tbody tr').length,
                 totals: [...document.querySelectorAll('[data-testid^="total-"]')].map((e) => e.textContent),
                 move: document.querySelector('[data-testid="scoring-move"]')?.textContent ?? '',
                 track: document.querySelector('[data-testid="score-track"]')?.getAttribute('aria-label') ?? null,
               };`,
            );
            expect(read.rows).toBe(5);
            for (const total of read.totals) expect(total).toMatch(/^\d+$/);
            expect(read.totals).toHaveLength(2);
            expect(read.move).toMatch(
              /^(Move the score marker \d+ spaces? towards .+: from \S+ to \S+\.|The totals are equal: the score marker stays at \S+\.)/,
            );
            expect(read.track).toMatch(/^Score track: the marker moves from \S+ to \S+$/);
            expect(view.status).toMatch(/Round 4/);
            problems.push(...(await shoot(page, `scoring-moment-${colorScheme}`)));
            seen.push('scoring');
          }
          if (view.step === 'turn-displays') {
            const values = await drive<string[]>(
              page,
              `await until('the values', () => document.querySelector('.turn-displays__values'));
               return [...document.querySelectorAll('.turn-displays__values strong')].map((e) => e.textContent);`,
            );
            // The round-6 column of the typed displays 143 222 315 111 421 (R-R2).
            expect(values).toEqual(['4', '2', '1', '1', '2']);
            problems.push(...(await shoot(page, `turn-displays-${colorScheme}`)));
            seen.push('turn-displays');
          }
          const played = await playPassScreen(page);
          if (played.step === 'over') break;
          view = played.after;
        }
        expect(seen).toEqual(['scoring', 'turn-displays']);
        expect(problems).toEqual([]);
        expect(await page.errors()).toEqual([]);
      }, 600_000);
    }
  });
}
