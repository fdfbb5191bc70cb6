// The pages players met scrolling at 360×640, in Chromium, Firefox and WebKit, English and Polish: each
// fits the small phone with its next action in thumb reach (inside the first screen, no scrolling).
// The end-of-round window (the next round's plays folded, not listed a second time), the plan of
// the player who chooses the order of the battles (R-R3: the order said above the cards, the first card
// on the first screen), and on two phones the table's "Scan the other phone's orders" and the guest's
// "Scan the round record". Each opened from a game file made through the controller; screenshots in
// both themes under test-results/screenshots/<engine>/small-*.png.
import { describe, expect, it } from 'vitest';
import { drive } from '../../../harness/engines/dom-driver';
import { gameLanguage, shootInThemes } from '../../../harness/engines/screen-shots';
import type { Engine, EngineName, EnginePage } from '../../../harness/engines/engine';
import { ENGINES } from '../../../harness/engines/index';
import { engineSuite } from '../../../harness/engines/engine-suite';
import { nextWindowFile } from '../../../harness/taps-games';
import { chooserPlanFile, exchangeFiles, roundOnePlanFile } from '../../../harness/small-screen-games';
import { en } from '../../../src/app/i18n/en';
import { pl } from '../../../src/app/i18n/pl';

const SMALL = { width: 360, height: 640 };

/** Where a page's next action lies at 360×640 with the page scrolled to its top. */
interface Reach {
  height: number;
  top: number;
  bottom: number;
  viewport: number;
}

/** Opens a game file at 360×640 from the home screen (past a hand-over cover) until `selector` shows. */
async function openSmall(engine: Engine, url: string, file: string, selector: string): Promise<EnginePage> {
  const page = await engine.open({ size: SMALL, colorScheme: 'dark' });
  await page.goto(url);
  await drive(
    page,
    `const input = await until('the file input', () => document.querySelector('main.home input[type=file]'));
     const files = new DataTransfer();
     files.items.add(new File([args[0]], 'game.json', { type: 'application/json' }));
     input.files = files.files;
     input.dispatchEvent(new Event('change', { bubbles: true }));
     await until('the game', () => document.querySelector('main.game[data-step]'), 30000);
     if (stepNow() === 'hand-over') await tap('^I am ');
     await until(args[0 + 1], () => document.querySelector(args[1]), 30000);
     await frames();`,
    file,
    selector,
  );
  return page;
}

/** The bounding box of the first shown element matching `selector` (and, if given, whose text matches `text`). */
async function reach(page: EnginePage, selector: string, text?: string): Promise<Reach> {
  return drive<Reach>(
    page,
    `window.scrollTo(0, 0);
     await frames();
     const el = await until(args[0], () =>
       [...document.querySelectorAll(args[0])].find((e) => shown(e) && (!args[1] || textOf(e).includes(args[1]))));
     const box = el.getBoundingClientRect();
     return { height: document.documentElement.scrollHeight, top: box.top, bottom: box.bottom, viewport: innerHeight };`,
    selector,
    text ?? '',
  );
}

/** Fits: the whole page in one screen, or the next action inside the first one. */
function inThumbReach(at: Reach): boolean {
  return at.height <= at.viewport || (at.top >= 0 && at.bottom <= at.viewport);
}

function smallScreens(name: EngineName): void {
  describe(`${name}: pages that fit 360×640`, () => {
    const suite = engineSuite(name);
    const measured: Record<string, Reach> = {};

    for (const lang of ['en', 'pl'] as const) {
      const words = lang === 'en' ? en : pl;
      /** Opens `file` at 360×640 in `lang`, checks its next action is in reach, runs `more`, shoots it in both themes. */
      const check = async (
        label: string,
        file: string,
        ready: string,
        next: { selector: string; text?: string },
        more?: (page: EnginePage) => Promise<void>,
      ) => {
        const { engine, app } = suite.ready();
        const page = await openSmall(engine, app.url, file, ready);
        try {
          if (lang === 'pl') {
            await gameLanguage(page, 'pl');
            await page.setSize(SMALL);
          }
          const at = await reach(page, next.selector, next.text);
          measured[`${label}-${lang}`] = at;
          console.log(`${name} ${label} ${lang} at 360×640: ${JSON.stringify(at)}`);
          const sideways = await shootInThemes(page, `small-${label}-${lang}`);
          await page.setSize(SMALL);
          expect({ label, fits: inThumbReach(at), at }).toMatchObject({ label, fits: true });
          await more?.(page);
          expect(sideways).toEqual([]);
          expect(await page.errors()).toEqual([]);
        } finally {
          await page.close();
        }
      };

      it(`${lang}: the end-of-round window, Done in reach, the next round's plays folded`, async () => {
        await check(
          'end-window',
          nextWindowFile(),
          '.reveal__end',
          { selector: '.reveal__end .button--primary' },
          async (page) => {
            const next = await drive<{ folded: boolean; open: boolean }>(
              page,
              `const next = document.querySelector('[data-testid="next-window"]');
             return { folded: next?.tagName === 'DETAILS', open: !!next?.open };`,
            );
            expect(next).toEqual({ folded: true, open: false });
          },
        );
      }, 300_000);

      it(`${lang}: the chooser's plan, the order of the battles said above the cards, a card in reach`, async () => {
        await check(
          'plan',
          chooserPlanFile(),
          '.plan',
          { selector: '.plan__hand .card-chip:not([disabled])' },
          async (page) => {
            const note = await reach(page, '[data-testid="plan-sequence-note"]');
            expect(note.bottom).toBeLessThanOrEqual(note.viewport);
            const said = await drive<string>(
              page,
              `return textOf(document.querySelector('[data-testid="plan-sequence-note"]'));`,
            );
            expect(said).toBe(words['plan.sequenceNote']);
          },
        );
      }, 300_000);

      it(`${lang}: round 1's plan under the setup's notice, a card in reach`, async () => {
        await check('plan-round-1', roundOnePlanFile(), '[data-testid="setup-notice"]', {
          selector: '.plan__hand .card-chip:not([disabled])',
        });
      }, 300_000);

      it(`${lang}: two phones, the table's and the guest's next scan in reach`, async () => {
        const files = exchangeFiles();
        await check('table-scan', files.table, '.show-code', {
          selector: '.button--primary',
          text: words['commitment.scanNext'],
        });
        await check('guest-scan', files.guest, '.show-code', {
          selector: '.button--primary',
          text: words['showOrders.scanNext'],
        });
      }, 300_000);
    }
  });
}

for (const name of ENGINES) smallScreens(name);
