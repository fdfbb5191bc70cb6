// Back (the browser's, Android's) inside a game goes to the game list, never to the emptied form
// that created the game; the app's own ← and a form's Cancel return where they were opened from,
// so Back after them does not re-enter a form or a game.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../harness/browser';
import { startAppServer, type AppServer } from '../../harness/app-server';
import { openPhone, type Phone } from '../../harness/phone';
import { newOnePhoneGame, waitForStep } from '../../harness/game-driver';

let server: AppServer;
let browser: Browser;
let phone: Phone;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchChromium();
  phone = await openPhone(browser);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const WAIT = { timeout: 25_000, interval: 100 };

/** The screen the page shows now: the route part of its URL. */
const hashOf = () => new URL(phone.page.url()).hash || '#/';

describe('Back inside a game', () => {
  it('lands on the game list from a new game, from a game opened from the list, and after ← and Cancel', async () => {
    const page = phone.page;
    await newOnePhoneGame(page, server.url);
    await waitForStep(page, 'warlord');
    const gameHash = hashOf();
    expect(gameHash).toMatch(/^#\/game\//);

    // Back from the new game: the list with the game in it, not the form.
    await page.goBack();
    await expect.poll(hashOf, WAIT).toBe('#/');
    await page.locator('.game-list__item').first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Create the game' }).count(), WAIT).toBe(0);

    // Opened from the list, Back returns to the list; nothing of the game is lost on the way.
    await page.locator('.game-list__item').first().click();
    await waitForStep(page, 'warlord');
    await page
      .getByRole('button', { name: /^Choose / })
      .first()
      .click();
    await expect.poll(() => page.locator('main.game').getAttribute('data-step'), WAIT).not.toBe('warlord');
    const stepAfterChoice = await page.locator('main.game').getAttribute('data-step');
    await page.goBack();
    await expect.poll(hashOf, WAIT).toBe('#/');
    await page.locator('.game-list__item').first().click();
    await expect.poll(() => page.locator('main.game').getAttribute('data-step'), WAIT).toBe(stepAfterChoice);

    // The app's own ← goes back to the list; the browser's Back then does not re-open the game.
    await page.getByRole('button', { name: 'Games' }).click();
    await expect.poll(hashOf, WAIT).toBe('#/');
    await page.locator('.game-list__item').first().waitFor();

    // A form's Cancel returns to the list; Back after it never shows the form again.
    await page.getByRole('button', { name: 'New game' }).click();
    await expect.poll(hashOf, WAIT).toBe('#/new-game');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(hashOf, WAIT).toBe('#/');
    await page.goBack();
    await expect.poll(() => page.url(), WAIT).not.toContain('#/new-game');
    await expect.poll(() => page.url(), WAIT).not.toContain('#/game/');
    expect(phone.errors).toEqual([]);
  });
});
