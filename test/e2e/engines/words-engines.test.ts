// The recovery code's moment and the one naming of the sides (R-F7) in Chromium, Firefox and WebKit,
// English (dark) and Polish (light), at 390×844 and 360×640: the moment, the code found again under
// More, and the pass-and-play warlord choice and cover. Screenshots under
// test-results/screenshots/<engine>/words-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive, tap, widths } from '../../../harness/engines/dom-driver';
import type { Engine, EngineName, EnginePage } from '../../../harness/engines/engine';
import { gameLanguage } from '../../../harness/engines/screen-shots';
import { ENGINES, openEngine } from '../../../harness/engines/index';
import { serveApp, type ServedApp } from '../../../harness/engines/served-app';
import { passGameFile, recoveryMomentGame } from '../../../harness/words-games';
import { eventually } from '../../../harness/eventually';

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;

/** Screenshots at both sizes; returns sideways scrolling found. */
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

/** Opens a game file from the home screen (the file input given the file), then waits for `step`. */
async function openFile(page: EnginePage, url: string, file: string, step: string): Promise<void> {
  await page.goto(url);
  await drive(
    page,
    `const input = await until('the file input', () => document.querySelector('main.home input[type=file]'));
     const files = new DataTransfer();
     files.items.add(new File([args[0]], 'game.json', { type: 'application/json' }));
     input.files = files.files;
     input.dispatchEvent(new Event('change', { bubbles: true }));
     await until('step ' + args[1], () => stepNow() === args[1], 30000);`,
    file,
    step,
  );
}

/** Visible text of a selector, no-break spaces as spaces. */
const textOf = (page: EnginePage, selector: string) =>
  drive<string>(
    page,
    `return (document.querySelector(args[0])?.textContent ?? '').replace(/\\u00a0/g, ' ');`,
    selector,
  );

function wordsIn(name: EngineName): void {
  describe(`${name}: the recovery code's moment and the sides' names`, () => {
    let engine: Engine | undefined;
    let app: ServedApp | undefined;
    beforeAll(async () => {
      app = await serveApp();
      engine = await openEngine(name);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
      await app?.close();
    });

    for (const { lang, scheme } of [
      { lang: 'en', scheme: 'dark' },
      { lang: 'pl', scheme: 'light' },
    ] as const) {
      it(`${lang}, ${scheme}`, async () => {
        if (!engine || !app) throw new Error(`${name} did not start`);
        const page = await engine.open({ size: SIZES[0], colorScheme: scheme });
        const url = app.url;
        const tag = `words-${lang}-${scheme}`;
        try {
          const problems: string[] = [];
          const { file, code } = recoveryMomentGame();
          await openFile(page, url, file, 'hand');
          if (lang === 'pl') await gameLanguage(page, 'pl');
          await drive(
            page,
            `await until('the recovery code', () => document.querySelector('[data-testid="recovery-code"]'));`,
          );
          expect((await textOf(page, '[data-testid="recovery-code"]')).trim()).toBe(code);
          expect(await textOf(page, '[data-testid="fingerprint"]')).toMatch(
            /^(Check|Kontrola): \d\d-\d\d-\d\d-\d\d$/,
          );
          problems.push(...(await shoot(page, `${tag}-recovery-moment`)));
          await tap(page, '^I have noted it$|^Mam go zapisany$');
          await drive(
            page,
            `await until('the hand', () => /^(Deal my cards|Rozdaj moje karty)$/.test(document.querySelector('.step .button--primary')?.textContent ?? ''));`,
          );
          await drive(
            page,
            `document.querySelectorAll('.game__tab')[3].click();
             (await until('the owner’s step', () => document.querySelector('[data-testid="owner-secrets"]'))).click();
             (await until('its confirmation', () => document.querySelector('[data-testid="owner-secrets-show"]'))).click();
             const panel = await until('the recovery codes', () => document.querySelector('[data-testid="owner-secrets-open"]'));
             await frames();
             panel.scrollIntoView();`,
          );
          expect(await textOf(page, '[data-testid="owner-secrets-open"]')).toContain(code);
          problems.push(...(await shoot(page, `${tag}-recovery-later`)));

          await openFile(page, url, passGameFile(lang), 'warlord');
          await eventually(() =>
            page.run<number>(`return document.querySelectorAll('[data-testid="fingerprint"]').length;`),
          ).toBe(0);
          problems.push(...(await shoot(page, `${tag}-pass-warlord`)));
          await tap(page, '^Choose |^Wybierz: ');
          await drive(page, `await until('the hand', () => stepNow() === 'hand');`);
          await tap(page, '^Deal my cards$|^Rozdaj moje karty$');
          await drive(page, `await until('the cover', () => stepNow() === 'hand-over');`);
          expect(await textOf(page, '.game__status')).toContain(lang === 'en' ? 'King Chu' : 'Król Shao');
          const header = await textOf(page, 'main.game');
          expect(header).toContain(lang === 'en' ? 'King Chu' : 'Król Shao');
          expect(header).not.toMatch(/\b(Blue|Red|Niebieski|Czerwony)\b/);
          problems.push(...(await shoot(page, `${tag}-pass-cover`)));
          expect(problems).toEqual([]);
          expect(await page.errors()).toEqual([]);
        } finally {
          await page.close();
        }
      }, 180_000);
    }
  });
}

for (const name of ENGINES) wordsIn(name);
