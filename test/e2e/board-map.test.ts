// The board map in a real browser: a game in progress opened from a file shows the map in the
// Board tab, at 360 and 390 px, in both themes and both languages, with no sideways scrolling and no
// serious axe findings; its provinces' accessible names are the model's for that state; the table is
// one tap away. Also the QR screen's "show the code as text" summary. Screenshots are saved.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PROVINCES } from '../../src/engine';
import { exportGame } from '../../src/app/game/file/game-file';
import { currentState, type LocalGame } from '../../src/app/game/core/local-game';
import { boardMapModel } from '../../src/app/components/BoardMap/board-map-model';
import { applyLanguage, loadLanguage } from '../../src/app/i18n';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { openPhone, PHONE_SIZES, type Phone } from '../../harness/phone';
import { waitForStep } from '../../harness/game-driver';
import { playPassGame } from '../../harness/pass-game';
import { gameChoices } from '../../harness/fixtures';
import { axeProblems } from '../../harness/axe';
import { eventually } from '../../harness/eventually';

const app = useAppInBrowser();

/** A pass-and-play game stopped mid-game (round 4 or later, a province past a handful of armies). */
function gameInProgress(): LocalGame {
  let chosen: LocalGame | null = null;
  playPassGame(8, { ...gameChoices('blue'), passAndPlay: true }, (game) => {
    const state = currentState(game);
    if (chosen || state.round < 4 || state.winner !== null || state.pending) return;
    if (PROVINCES.some((id) => state.provinces[id].armies > 6)) chosen = game;
  });
  if (!chosen) throw new Error('no game in progress found');
  return chosen;
}

/** Opens a game from a file on the phone and shows its Board tab. */
async function openBoard(phone: Phone, game: LocalGame): Promise<void> {
  const page = phone.page;
  await page.goto(app.url);
  await page.locator('main.home input[type=file]').setInputFiles({
    name: 'in-progress.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exportGame(game)),
  });
  await page.locator('main.game').waitFor();
  await page.locator('.game__tab').nth(1).click();
  await page.getByTestId('board-map').waitFor();
}

/** The provinces' accessible names on the page, in order. */
async function provinceLabels(page: Page): Promise<string[]> {
  return page
    .locator('.board-map__province')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
}

describe('the board map', () => {
  const game = gameInProgress();
  const state = currentState(game);

  for (const colorScheme of ['dark', 'light'] as const) {
    for (const lang of ['en', 'pl'] as const) {
      it(`shows the board in ${lang}, ${colorScheme} theme, at 360 and 390 px`, async () => {
        const phone = await openPhone(app.browser, PHONE_SIZES.small, {
          colorScheme,
          locale: lang === 'pl' ? 'pl-PL' : 'en-US',
        });
        const page = phone.page;
        await openBoard(phone, game);
        await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);

        // What the map says is the model of the state the game is in, in the page's language.
        await loadLanguage(lang);
        applyLanguage(lang);
        const model = boardMapModel(state);
        applyLanguage('en');
        await eventually(() => provinceLabels(page)).toEqual(model.provinces.map((p) => p.label));
        await eventually(() =>
          page.locator('.board-map__piece:not(.board-map__piece--hollow)').count(),
        ).toBeGreaterThan(0);
        await eventually(() =>
          page.getByText(model.provinces.find((p) => p.armiesText)?.armiesText ?? '?').count(),
        ).toBe(1);

        for (const size of [PHONE_SIZES.small, PHONE_SIZES.standard]) {
          await page.setViewportSize(size);
          await eventually(
            () => page.evaluate(() => document.documentElement.scrollWidth),
            `sideways scrolling at ${size.width}px`,
          ).toBeLessThanOrEqual(size.width);
          // The map fills the width it has and no drawing is cut off at the right.
          await eventually(async () =>
            (
              await page
                .locator('.board-map__svg')
                .evaluateAll((svgs) => svgs.map((svg) => Math.round(svg.getBoundingClientRect().right)))
            ).filter((right) => right > size.width),
          ).toEqual([]);
        }
        await page.setViewportSize(PHONE_SIZES.small);
        expect(await axeProblems(page)).toEqual([]);
        const toggle = page.getByTestId('board-toggle');
        await eventually(async () => (await toggle.boundingBox())?.height).toBeGreaterThanOrEqual(44);
        await phone.screenshotSizes(`board-map-${lang}-${colorScheme}`);

        // The table one tap away, and back.
        await toggle.click();
        await page.locator('.board-view table.provinces').waitFor();
        expect(await axeProblems(page)).toEqual([]);
        await page.getByTestId('board-toggle').click();
        await page.getByTestId('board-map').waitFor();

        // A map render, measured in the page: the table switched to the map, through style and layout.
        if (lang === 'en' && colorScheme === 'dark') {
          const times: number[] = [];
          for (let i = 0; i < 6; i++) {
            await page.getByTestId('board-toggle').click();
            await page.locator('.board-view').waitFor();
            times.push(
              await page.evaluate(async () => {
                const button = document.querySelector<HTMLButtonElement>('[data-testid=board-toggle]');
                const start = performance.now();
                button?.click();
                for (let tick = 0; tick < 1000 && !document.querySelector('.board-map__province'); tick++) {
                  await Promise.resolve();
                }
                document.querySelector('.board-map')?.getBoundingClientRect();
                return performance.now() - start;
              }),
            );
          }
          times.sort((a, b) => a - b);
          console.log(
            `board map: mounted and laid out in ${times.map((t) => t.toFixed(1)).join(', ')} ms (Chromium, 360 px)`,
          );
          expect(times.length).toBe(6);
        }
        expect(phone.errors).toEqual([]);
        await phone.context.close();
      });
    }
  }

  it('shows the typed code under the QR code, visible without a tap and in groups of five', async () => {
    const phone = await openPhone(app.browser, PHONE_SIZES.small);
    const page = phone.page;
    await page.goto(`${app.url}#/new-game`);
    for (const [i, digits] of ['143', '222', '315', '111', '421'].entries()) {
      await page.locator('.new-game__display input').nth(i).fill(digits);
    }
    await page.locator('form.new-game button[type=submit]').click();
    await waitForStep(page, 'warlord');
    await page.locator('.option-card button').first().click();
    const code = page.getByTestId('typed-code').first();
    await code.waitFor();
    // The warlord's recovery code names it: never below the invitation the other player scans (shown later, privately).
    await eventually(() => page.getByTestId('recovery-code').count()).toBe(0);
    await eventually(() => code.isVisible()).toBe(true);
    await eventually(async () =>
      /^([0-9A-Z]{5} )+[0-9A-Z]{2,5}$/.test((await code.textContent()) ?? ''),
    ).toBe(true);
    // No group is split across two lines: each is one box.
    await eventually(async () => {
      const boxes = await code
        .locator('.show-code__group')
        .evaluateAll((groups) => groups.map((g) => g.getClientRects().length));
      return boxes.length > 10 && boxes.every((n) => n === 1);
    }).toBe(true);
    await phone.screenshot('show-code-typed-visible');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
