// Accessibility of every main screen, in both themes: axe-core finds no serious or critical
// violation, every control is at least 44 px in both directions, and keyboard focus moves through a
// screen from top to bottom. Also the Polish screenshots of the main screens.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { openPhone, type Phone } from '../../harness/phone';
import { stepOf, waitForStep } from '../../harness/game-driver';
import { playPassGame } from '../../harness/pass-game';
import { exportGame } from '../../src/app/game/file/game-file';
import { gameChoices } from '../../harness/fixtures';
import { axeProblems } from '../../harness/axe';
import { eventually } from '../../harness/eventually';

const app = useAppInBrowser();

/** Controls smaller than 44×44 px (a radio or checkbox counts by its label, which is what one taps). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button]';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const target =
        element instanceof HTMLInputElement && element.closest('label') ? element.closest('label')! : element;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // Inline links inside running text are exempt (WCAG 2.5.8); the app has none, but be fair.
      if (element.tagName === 'A' && style.display === 'inline') continue;
      if (box.width < 44 || box.height < 44) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
        small.push(`${name.slice(0, 40)} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

/** Tabs through the first controls of the screen; each focused control must not be above the previous one's row. */
async function focusGoesDown(page: Page, steps = 8): Promise<string[]> {
  // Tab from the very top: focus a sentinel placed first in the page (clicks elsewhere would otherwise
  // be the starting point of keyboard navigation).
  await page.evaluate(() => {
    const sentinel = document.createElement('span');
    sentinel.id = 'focus-start';
    sentinel.tabIndex = -1;
    document.body.prepend(sentinel);
    sentinel.focus();
  });
  const tops: { name: string; top: number; bottom: number }[] = [];
  await page.evaluate(() => ((window as unknown as { __seen: Set<Element> }).__seen = new Set()));
  for (let i = 0; i < steps; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // Focus wrapped round to a control already visited: the screen's controls are all done.
      const seen = (window as unknown as { __seen: Set<Element> }).__seen;
      if (seen.has(el)) return 'wrapped' as const;
      seen.add(el);
      const box = el.getBoundingClientRect();
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      return {
        name: `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''} "${text}"`,
        top: box.top + window.scrollY,
        bottom: box.bottom + window.scrollY,
      };
    });
    if (at === 'wrapped') break;
    if (at) tops.push(at);
  }
  await page.evaluate(() => document.getElementById('focus-start')?.remove());
  const backwards: string[] = [];
  for (let i = 1; i < tops.length; i++) {
    const before = tops[i - 1]!;
    const now = tops[i]!;
    // Same row (overlapping vertically) is fine; a jump above the previous row is not.
    if (now.bottom <= before.top) backwards.push(`${before.name} → ${now.name}`);
  }
  return backwards;
}

/** Runs every check on the current screen and collects failures under its name. */
async function check(phone: Phone, name: string, failures: string[]): Promise<void> {
  await phone.page.waitForLoadState('networkidle');
  for (const problem of await axeProblems(phone.page)) failures.push(`${name}: axe ${problem}`);
  for (const small of await smallTargets(phone.page)) failures.push(`${name}: small target ${small}`);
  for (const jump of await focusGoesDown(phone.page)) failures.push(`${name}: focus jumps up ${jump}`);
}

/** A finished pass-and-play game as a game file (played through the controller). */
function finishedGameFile(): Buffer {
  const { game } = playPassGame(7, gameChoices('blue'));
  return Buffer.from(exportGame(game));
}

/** Goes through the app's main screens, checking each (and taking Polish screenshots when asked). */
async function tour(phone: Phone, failures: string[], shots: string | null): Promise<void> {
  const page = phone.page;
  const visit = async (name: string) => {
    await check(phone, name, failures);
    if (shots) await phone.screenshotSizes(`${shots}-${name}`);
  };
  await page.goto(app.url);
  await page.locator('main.home').waitFor();
  await visit('home');
  await page.goto(`${app.url}#/new-game`);
  await page.locator('form.new-game').waitFor();
  await visit('new-game');
  await page.goto(`${app.url}#/settings`);
  await page.locator('.settings').waitFor();
  await visit('settings');
  await page.goto(`${app.url}#/join`);
  await page.locator('h2').first().waitFor();
  await visit('join');
  await page.goto(`${app.url}#/rules`);
  await page.locator('main.rules h2, main.rules h1').first().waitFor();
  await visit('rules');

  // A finished game, opened from a file: the end screen, the board and the log.
  await page.goto(app.url);
  await page.locator('main.home input[type=file]').setInputFiles({
    name: 'finished.json',
    mimeType: 'application/json',
    buffer: finishedGameFile(),
  });
  // The end screen, with the last scoring on it (no moment or tap of its own).
  await waitForStep(page, 'over');
  await page.getByTestId('scoring').waitFor();
  await visit('game-over');
  for (const tab of [2, 3, 4]) {
    await page
      .locator('.game__tab')
      .nth(tab - 1)
      .click();
    await visit(`game-tab-${tab}`);
  }
  await page.locator('.game__tab').first().click();

  // A pass-and-play game in progress: warlord, hand, hand-over, plan.
  await page.goto(`${app.url}#/new-game`);
  await page.locator('input[name=mode][value=pass-and-play]').check();
  await page.locator('input[name=cardMode][value=app]').check();
  for (const [i, digits] of ['143', '222', '315', '111', '421'].entries()) {
    await page.locator('.new-game__display input').nth(i).fill(digits);
  }
  await page.locator('form.new-game button[type=submit]').click();
  await waitForStep(page, 'warlord');
  await visit('warlord');
  await page.locator('.option-card button').first().click();
  await waitForStep(page, 'hand');
  await visit('hand');
  await page.locator('main.game .step button.button--primary').first().click();
  await page.locator('main.game[data-step=hand-over]').waitFor();
  await visit('hand-over');
  // Red's setup, the start-of-round window, both plans, then the reveal.
  const seen = new Set<string>();
  for (let i = 0; i < 30 && (await stepOf(page)) !== 'reveal'; i++) {
    const step = (await stepOf(page)) ?? '';
    const holder = (await page.locator('main.game').getAttribute('data-holder')) ?? '';
    if ((step === 'before' || step === 'plan') && !seen.has(step)) {
      seen.add(step);
      await visit(step);
    }
    if (step === 'warlord') await page.locator('.option-card button').first().click();
    else if (step === 'plan') {
      for (let p = 0; p < 5; p++) {
        await page.locator('.plan__province').nth(p).click();
        await page.locator('.plan__hand .card-chip:not([disabled])').first().click();
      }
      await page.locator('main.game .step > button.button--primary').last().click();
    } else await page.locator('main.game .step > button.button--primary').last().click();
    await page.waitForFunction(
      ([s, h]) => {
        const main = document.querySelector('main.game');
        return !!main && (main.getAttribute('data-step') !== s || main.getAttribute('data-holder') !== h);
      },
      [step, holder],
    );
  }
  await waitForStep(page, 'reveal');
  expect([...seen].sort()).toEqual(['before', 'plan']);
  await visit('reveal');
  // A battle on the screen, its two cards face up with the armies row (or its question).
  await page
    .getByRole('button', { name: /^Reveal |^Odkryj / })
    .first()
    .click();
  await page.locator('.reveal__shown figure.card').nth(1).waitFor();
  await visit('battle');
}

describe('accessibility', () => {
  it('finds no serious problems on the main screens, in the dark and the light theme', async () => {
    const failures: string[] = [];
    for (const colorScheme of ['dark', 'light'] as const) {
      const phone = await openPhone(app.browser, undefined, { colorScheme });
      await tour(phone, failures, null);
      expect(phone.errors).toEqual([]);
      await phone.context.close();
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('shows the main screens in Polish (screenshots) with no serious problems', async () => {
    const failures: string[] = [];
    const phone = await openPhone(app.browser);
    await phone.page.goto(`${app.url}#/settings`);
    await phone.page.locator('input[name=language][value=pl]').check();
    await phone.page.getByRole('heading', { name: 'Ustawienia' }).waitFor();
    await eventually(() => phone.page.evaluate(() => document.documentElement.lang)).toBe('pl');
    await tour(phone, failures, 'pl');
    // Polish stays after a reload, and the plural forms are Polish.
    await phone.page.reload();
    await phone.page.locator('main.game').waitFor();
    await eventually(() => phone.page.locator('.game__status').textContent()).toMatch(/Runda/);
    expect(failures).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  }, 240_000);
});
