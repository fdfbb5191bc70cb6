// The rules reference in a real browser: opened from home in English and Polish (cards, warlords,
// events), and a game's "rules in force" from its More menu, with the way back to the game.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { openPhone, PHONE_SIZES, type Phone } from '../../harness/phone';
import { eventually } from '../../harness/eventually';
import { SCREENSHOT_MS } from '../../harness/settle';
import { createGame, waitForStep } from '../../harness/game-driver';

const app = useAppInBrowser();

/** Expects headings with these names on the page. */
async function expectHeadings(page: Page, level: number, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await eventually(() => page.getByRole('heading', { level, name, exact: true }).count()).toBe(1);
  }
}

/**
 * Screenshots of the top of the screen at both phone sizes (the whole page is very tall), after
 * checking that nothing needs sideways scrolling.
 */
async function shoot(phone: Phone, name: string): Promise<void> {
  const dir = join('test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  for (const size of Object.values(PHONE_SIZES)) {
    await phone.page.setViewportSize(size);
    await eventually(
      () => phone.page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${size.width}px`,
    ).toBeLessThanOrEqual(size.width);
    await phone.page.screenshot({
      path: join(dir, `${name}-${size.width}x${size.height}.png`),
      timeout: SCREENSHOT_MS,
    });
  }
  await phone.page.setViewportSize(PHONE_SIZES.small);
}

/** The text of one line of the rules in force. */
const inForceLine = (page: Page, id: string) => page.locator(`[data-line="${id}"]`).textContent();

describe('rules reference', () => {
  it('opens from home and from a game, in English and in Polish', async () => {
    const phone = await openPhone(app.browser, PHONE_SIZES.small);
    const { page } = phone;
    await page.goto(app.url);

    // From home, in English: every part of the reference, and contents links that keep the route.
    await page.getByRole('button', { name: 'Rules', exact: true }).click();
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Rules');
    await expectHeadings(page, 2, ['Contents', 'The course of a game', 'Action cards', 'Warlords', 'Events']);
    await expectHeadings(page, 3, ['Plague', '+3', 'Pandemic', 'Light Infantry']);
    await expectHeadings(page, 4, ['Remove an Army', 'Head Start']);
    await page.getByRole('link', { name: 'Warlords' }).click();
    await eventually(() => page.evaluate(() => location.hash)).toBe('#/rules');
    await shoot(phone, 'rules-en');
    await page.getByRole('button', { name: 'Home' }).click();

    // A Polish-edition game: its rules in force name the Polish resolution order (R-E1, R-E2).
    await createGame(page, {
      onFilled: () => page.getByRole('radio', { name: /^Polish edition/ }).check(),
    });
    const gameHash = await page.evaluate(() => location.hash);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('link', { name: 'Rules in force' }).click();
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Rules in force');
    await eventually(() => inForceLine(page, 'order')).toContain('Rounds 1 to 3 use the fixed order');
    await eventually(() => inForceLine(page, 'order')).toContain('R-E1');
    await eventually(() => inForceLine(page, 'edition')).toContain('King Shao');
    await shoot(phone, 'rules-in-force-en');
    // One tap back to the game, on the step it was on.
    await page.getByRole('button', { name: 'Back to the game' }).click();
    await waitForStep(page, 'invite');
    await eventually(() => page.evaluate(() => location.hash)).toBe(gameHash);

    // In Polish (the language setting): the same parts, and the same game's rules in force.
    await page.getByRole('button', { name: 'Games' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: 'Polski' }).check();
    await page.evaluate(() => (location.hash = '#/'));
    await page.getByRole('button', { name: 'Zasady', exact: true }).click();
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Zasady');
    await expectHeadings(page, 2, ['Spis treści', 'Karty akcji', 'Generałowie', 'Wydarzenia']);
    await expectHeadings(page, 3, ['Plaga', 'Pandemia', 'Lekka piechota']);
    await expectHeadings(page, 4, ['Usunięcie oddziału']);
    await shoot(phone, 'rules-pl');
    await page.evaluate((hash) => (location.hash = hash.replace('#/game/', '#/rules/')), gameHash);
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Zasady w tej grze');
    await eventually(() => inForceLine(page, 'order')).toContain('W rundach 1–3');
    await eventually(() => inForceLine(page, 'order')).toContain('R-E1');
    await shoot(phone, 'rules-in-force-pl');
    await page.getByRole('button', { name: 'Wróć do gry' }).click();
    await waitForStep(page, 'invite');

    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
