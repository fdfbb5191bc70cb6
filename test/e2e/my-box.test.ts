// In Chromium: My box set up once, two new games started with five taps each, and a grouped
// typed code with one typo answered with where it is, then accepted once fixed.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { openPhone, PHONE_SIZES } from '../../harness/phone';
import { waitForStep } from '../../harness/game-driver';
import { eventually } from '../../harness/eventually';
import { axeProblems } from '../../harness/axe';

const app = useAppInBrowser();

const BOX = ['143', '222', '315', '111', '421', '050', '909', '234', '123', '333'];

/** Taps five displays of My box, in the order of the provinces along the board. */
async function fiveTaps(page: Page, displays: readonly number[]): Promise<void> {
  for (const i of displays) await page.locator('.box-picker__display').nth(i).click();
}

/** The new-game form's five typed values, Qin to Wu. */
const formValues = (page: Page) =>
  page
    .locator('.new-game__display input')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

describe('My box and typed codes', () => {
  it('sets up My box once, starts two games with five taps each, and reads a typed code after a typo is fixed', async () => {
    const table = await openPhone(app.browser, PHONE_SIZES.small);
    const page = table.page;
    await page.goto(`${app.url}#/new-game`);
    await page.getByRole('button', { name: 'Enter my box once' }).click();
    for (const [i, digits] of BOX.entries()) await page.locator(`#box-display-${i}`).fill(digits);
    await page.getByRole('button', { name: 'Save my box' }).click();
    await eventually(() => page.locator('.box-picker__display').count()).toBe(10);
    await fiveTaps(page, [4, 0, 9, 2, 6]);
    await eventually(() => formValues(page)).toEqual(['421', '143', '333', '315', '909']);
    await eventually(() => page.locator('.box-picker__next').textContent()).toContain('All five picked');
    await table.screenshotSizes('my-box-new-game-picked');
    await page.locator('form.new-game button[type=submit]').click();
    await waitForStep(page, 'warlord');

    // A second game: the box is remembered (a new page load), five taps again.
    await page.goto(`${app.url}#/new-game`);
    await page.reload();
    await eventually(() => page.locator('.box-picker__display').count()).toBe(10);
    await fiveTaps(page, [1, 3, 5, 7, 8]);
    // Typed values still work: one province typed over its pick.
    await page.locator('.new-game__display input').nth(4).fill('987');
    await eventually(() => formValues(page)).toEqual(['222', '111', '050', '234', '987']);
    await page.locator('form.new-game button[type=submit]').click();
    await waitForStep(page, 'warlord');
    await page.locator('.option-card button').first().click();
    const shown = page.getByTestId('typed-code').first();
    await eventually(() => shown.isVisible()).toBe(true);
    await eventually(() => shown.textContent()).toMatch(/^([0-9A-Z]{5} )+[0-9A-Z]{2,5}$/);
    const code = (await shown.textContent()) ?? '';

    // The guest types it, grouped, with one typo in group 3.
    const guest = await openPhone(app.browser, PHONE_SIZES.small);
    await guest.page.goto(`${app.url}#/join`);
    const textarea = guest.page.locator('.scanner__typed textarea');
    const groups = code.split(' ');
    const typo = groups.map((g, i) => (i === 2 ? (g[0] === 'A' ? 'B' : 'A') + g.slice(1) : g)).join(' ');
    await textarea.fill(typo.toLowerCase());
    await guest.page.locator('.scanner__typed button[type="submit"]').click();
    // Next to the typed code (the status line above may change with the camera).
    await eventually(() => guest.page.getByTestId('typed-error').textContent()).toBe(
      'One character in group 3 is wrong. Check that group again.',
    );
    await guest.screenshotSizes('typed-code-typo');
    await textarea.fill(code.toLowerCase());
    await guest.page.locator('.scanner__typed button[type="submit"]').click();
    await eventually(() => guest.page.locator('main.join').count()).toBe(0);
    expect(await axeProblems(page)).toEqual([]);
    expect(table.errors).toEqual([]);
    expect(guest.errors.filter((e) => !/camera|NotAllowed|Permission/i.test(e))).toEqual([]);
    await table.context.close();
    await guest.context.close();
  });

  it('shows My box, the five taps and a typed-code answer in both themes and languages (screenshots)', async () => {
    for (const colorScheme of ['dark', 'light'] as const) {
      for (const locale of ['en-US', 'pl-PL']) {
        const name = `${colorScheme}-${locale.slice(0, 2)}`;
        const phone = await openPhone(app.browser, PHONE_SIZES.small, { colorScheme, locale });
        const page = phone.page;
        await page.goto(`${app.url}#/settings`);
        for (const [i, digits] of BOX.entries()) await page.locator(`#box-display-${i}`).fill(digits);
        await page.locator('.my-box-editor .button--primary').click();
        await eventually(() => page.locator('.my-box-panel [role=status]').count()).toBe(1);
        await phone.screenshotSizes(`my-box-settings-${name}`);
        await page.goto(`${app.url}#/new-game`);
        await eventually(() => page.locator('.box-picker__display').count()).toBe(10);
        await fiveTaps(page, [4, 0]);
        await eventually(() => formValues(page)).toEqual(['421', '143', '', '', '']);
        expect(await axeProblems(page)).toEqual([]);
        await phone.screenshotSizes(`my-box-new-game-${name}`);
        await page.goto(`${app.url}#/join`);
        await page.locator('.scanner__typed textarea').fill('7q2mk 0v3U9');
        await page.locator('.scanner__typed button[type="submit"]').click();
        await eventually(() => page.getByTestId('typed-error').textContent()).toMatch(
          /[„“]U” \((group|grupa) 2/,
        );
        expect(await axeProblems(page)).toEqual([]);
        await phone.screenshotSizes(`typed-code-answer-${name}`);
        expect(phone.errors.filter((e) => !/camera|NotAllowed|Permission|NotFound/i.test(e))).toEqual([]);
        await phone.context.close();
      }
    }
  });
});
