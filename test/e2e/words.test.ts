// Words true for the mode and the one naming of the sides (R-F7) in Chromium, English and Polish, dark and light,
// at 360×640 and 390×844: the recovery code's own moment (shown once, noted with a tap, found again
// under More, not back after a reload), the pass-and-play cover and header naming the side by its
// character with no check numbers, and the new-game form's side names. Screenshots:
// test-results/screenshots/words-*.png.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { openPhone } from '../../harness/phone';
import { waitForStep } from '../../harness/game-driver';
import { axeProblems } from '../../harness/axe';
import { eventually } from '../../harness/eventually';
import { passGameFile, recoveryMomentGame } from '../../harness/words-games';
import { en } from '../../src/app/i18n/en';
import { pl } from '../../src/app/i18n/pl';

const app = useAppInBrowser();

const COMBOS = [
  { lang: 'en', scheme: 'dark' },
  { lang: 'pl', scheme: 'light' },
  { lang: 'en', scheme: 'light' },
  { lang: 'pl', scheme: 'dark' },
] as const;

/** Opens a game file from the home screen. */
async function openFile(page: Page, file: string): Promise<void> {
  await page.goto(app.url);
  await page.locator('main.home input[type=file]').setInputFiles({
    name: 'game.json',
    mimeType: 'application/json',
    buffer: Buffer.from(file),
  });
}

const nbsp = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ');

describe('words true for the screen, and one naming of the sides (R-F7)', () => {
  for (const { lang, scheme } of COMBOS) {
    it(`${lang}, ${scheme}: the recovery code's moment, the cover, the header and the new game`, async () => {
      const words = lang === 'en' ? en : pl;
      const phone = await openPhone(app.browser, undefined, {
        colorScheme: scheme,
        locale: lang === 'en' ? 'en-US' : 'pl-PL',
      });
      const { page } = phone;
      const tag = `words-${lang}-${scheme}`;
      const problems: string[] = [];

      // Two phones, the table player's first private step: the recovery code is the whole screen.
      const { file, code } = recoveryMomentGame();
      await openFile(page, file);
      await waitForStep(page, 'hand');
      const shown = page.getByTestId('recovery-code');
      await eventually(async () => nbsp(await shown.textContent()).trim()).toBe(code);
      await eventually(() => page.locator('#step-title').textContent()).toContain(
        words['recovery.noticeTitle'].split('{name}')[0]?.trim() ?? '',
      );
      await eventually(() => page.getByRole('button', { name: words['hand.deal'] }).count()).toBe(0);
      // Two phones: the check numbers, the same digits in every language.
      await eventually(async () => nbsp(await page.getByTestId('fingerprint').textContent())).toMatch(
        lang === 'en' ? /^Check: \d\d-\d\d-\d\d-\d\d$/ : /^Kontrola: \d\d-\d\d-\d\d-\d\d$/,
      );
      await eventually(async () => nbsp(await page.locator('.game__status').textContent())).toContain(
        'Sun Tzu',
      );
      await phone.screenshotSizes(`${tag}-recovery-moment`);
      problems.push(...(await axeProblems(page)).map((p) => `moment: ${p}`));
      await page.getByRole('button', { name: words['recovery.noted'] }).click();
      await page.getByRole('button', { name: words['hand.deal'] }).waitFor();
      await eventually(() => shown.count()).toBe(0);
      // Shown once: a reload does not bring it back.
      await page.reload();
      await page.getByRole('button', { name: words['hand.deal'] }).waitFor();
      await eventually(() => shown.count()).toBe(0);
      // Findable later under More, behind the player's own step (not in the page until opened).
      await page.locator('.game__tab').nth(3).click();
      await page.getByTestId('owner-secrets').click();
      await page.getByTestId('owner-secrets-show').click();
      const later = page.getByTestId('owner-secrets-open');
      await eventually(async () => nbsp(await later.textContent())).toContain(code);
      await later.scrollIntoViewIfNeeded();
      await phone.screenshotSizes(`${tag}-recovery-later`);
      problems.push(...(await axeProblems(page)).map((p) => `more: ${p}`));

      // One phone passed round: what is true there, the side named by its character, no check numbers.
      const edition = lang === 'en' ? 'en' : 'pl';
      const red = lang === 'en' ? 'King Chu' : 'Król Shao';
      await openFile(page, passGameFile(edition));
      await waitForStep(page, 'warlord');
      await eventually(async () => nbsp(await page.locator('.step__help').first().textContent())).toBe(
        nbsp(words['warlord.help.pass']),
      );
      await eventually(() => page.getByTestId('fingerprint').count()).toBe(0);
      await phone.screenshotSizes(`${tag}-pass-warlord`);
      await page
        .getByRole('button', { name: /^(Choose |Wybierz: )/ })
        .first()
        .click();
      await waitForStep(page, 'hand');
      await eventually(async () => nbsp(await page.locator('.step__help').first().textContent())).toBe(
        nbsp(words['hand.appHelp.pass']),
      );
      await page.getByRole('button', { name: words['hand.deal'] }).click();
      await waitForStep(page, 'hand-over');
      await eventually(async () => nbsp(await page.locator('#step-title').textContent())).toContain(red);
      // The header names the side the phone is passed to, as the cover does.
      await eventually(async () => nbsp(await page.locator('.game__status').textContent())).toContain(red);
      await eventually(async () => nbsp(await page.locator('main.game').textContent())).not.toMatch(
        /\b(Blue|Red|Niebieski|Czerwony)\b/,
      );
      await eventually(() => page.getByTestId('fingerprint').count()).toBe(0);
      await phone.screenshotSizes(`${tag}-pass-cover`);
      problems.push(...(await axeProblems(page)).map((p) => `cover: ${p}`));

      // The new game's side choice: the same long names.
      await page.goto(`${app.url}#/new-game`);
      const blueChoice = page.locator('label', { has: page.locator('input[name=tablePlays][value=blue]') });
      await eventually(async () => nbsp(await blueChoice.textContent())).toContain(
        lang === 'en' ? 'Sun Tzu (blue)' : 'Sun Tzu (niebieski)',
      );
      await page.locator('input[name=tablePlays]').first().scrollIntoViewIfNeeded();
      await phone.screenshotSizes(`${tag}-new-game`);

      expect(problems).toEqual([]);
      expect(phone.errors).toEqual([]);
      await phone.context.close();
    }, 120_000);
  }
});
