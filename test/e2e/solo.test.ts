// Against the phone: complete games in a real browser, the phone's decisions taken in its
// Web Worker. A standard game with events and warlords and a beginner game, each reloaded once in
// the middle of the phone's turn and once in the middle of a reveal; screenshots of the new screens
// in English and Polish at both phone sizes; axe on them in both themes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { openPhone, type Phone } from '../../harness/phone';
import { axeProblems } from '../../harness/axe';
import { fingerprintOf, planAndSeal, stepOf, newOnePhoneGame, tapPlainStep } from '../../harness/game-driver';
import { APP_DIST } from '../../harness/app-server';
import { measureStartup, STARTUP_BUDGET_BYTES, withinStartupBudgets } from '../../scripts/size';
import { eventually } from '../../harness/eventually';

const app = useAppInBrowser();

/**
 * Page script: the phone's questions reach its worker 1.5 s late until the test turns that off, so
 * a reload lands in the middle of the phone's turn (the random-level answers come in milliseconds).
 */
const SLOW_PHONE = `(() => {
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (...args) {
    if (sessionStorage.getItem('slow-phone') === 'off') return post.apply(this, args);
    setTimeout(() => post.apply(this, args), 1500);
  };
})()`;

/** axe on the page as it is, in the dark and the light theme. */
async function axeBothThemes(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    problems.push(...(await axeProblems(page)).map((p) => `${where} (${colorScheme}): ${p}`));
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  return problems;
}

/** Screenshots at both sizes in English, then in Polish (switched in the game's More tab), then back. */
async function shootBothLanguages(phone: Phone, name: string): Promise<void> {
  const page = phone.page;
  await phone.screenshotSizes(`solo-${name}-en`);
  await page.locator('.game__tab').nth(3).click();
  await page.locator('input[name=game-language][value=pl]').check();
  await page.locator('.game__tab', { hasText: 'Gra' }).click();
  await phone.screenshotSizes(`solo-${name}-pl`);
  await page.locator('.game__tab').nth(3).click();
  await page.locator('input[name=game-language][value=en]').check();
  await page.getByRole('button', { name: 'Play' }).click();
}

/** Fills the new-game form for a game against the phone and creates it. */
async function createSoloGame(
  phone: Phone,
  variant: 'standard' | 'beginner',
  shoot: boolean,
  level: 'Easy' | 'Normal' | 'Hard' = 'Easy',
): Promise<string[]> {
  const page = phone.page;
  const problems: string[] = [];
  await newOnePhoneGame(page, app.url, {
    mode: 'solo',
    level,
    variant,
    red: true,
    onFilled: async () => {
      if (!shoot) return;
      await phone.screenshotSizes('solo-new-game-en');
      problems.push(...(await axeBothThemes(page, 'new game')));
    },
  });
  return problems;
}

/** What a played game went through. */
interface SoloRun {
  steps: string[];
  reloadedPhone: boolean;
  reloadedReveal: boolean;
  commitments: string[];
  checks: string[];
  phoneLines: string[];
  problems: string[];
}

/** Plays the person's side screen by screen until the end; the phone plays its own. */
async function playSoloGame(phone: Phone, shoot: boolean): Promise<SoloRun> {
  const page = phone.page;
  const run: SoloRun = {
    steps: [],
    reloadedPhone: false,
    reloadedReveal: false,
    commitments: [],
    checks: [],
    phoneLines: [],
    problems: [],
  };
  const shots = new Set<string>();
  const once = async (name: string, action: () => Promise<void>) => {
    if (!shoot || shots.has(name)) return;
    shots.add(name);
    await action();
  };
  const reloadHere = async () => {
    const before = [await stepOf(page), await fingerprintOf(page)];
    await page.reload();
    await page.locator('main.game[data-step]').waitFor();
    await eventually(async () => [await stepOf(page), await fingerprintOf(page)]).toEqual(before);
  };
  const next = page.getByRole('button', { name: /^Reveal / });
  const byDefault = page.getByRole('button', { name: /\(default\)$/ });
  const done = page.getByRole('button', { name: /: Done$/ });
  for (let guard = 0; guard < 1500; guard++) {
    await page.locator('main.game[data-step]').waitFor();
    const step = (await stepOf(page)) ?? '';
    run.steps.push(step);
    const round = (await page.locator('.game__status').textContent()) ?? '';
    switch (step) {
      case 'phone':
        // The phone is at work in its worker; once, in round 2 or later, the page is reloaded meanwhile.
        if (!run.reloadedPhone && !round.includes('Round 1')) {
          await reloadHere();
          run.reloadedPhone = true;
          await page.evaluate(() => sessionStorage.setItem('slow-phone', 'off'));
        }
        await once('phone', async () => {
          await phone.screenshotSizes('solo-phone-en');
          run.problems.push(...(await axeBothThemes(page, 'phone')));
        });
        await tapPlainStep(page, step);
        continue;
      case 'before':
        await once('before', async () => {
          await phone.screenshotSizes('solo-before-en');
          run.problems.push(...(await axeBothThemes(page, 'before')));
        });
        await page.getByRole('button', { name: 'Go on to the orders' }).click();
        break;
      case 'plan': {
        // The phone sealed first: its commitment words are on the plan screen before the person plans.
        const commitment = page.getByTestId('solo-commitment');
        await commitment.waitFor();
        const words = (await commitment.locator('.solo-commitment__words').textContent()) ?? '';
        expect(words).toMatch(/^Its commitment: \S+-\S+-\S+-\S+$/);
        run.commitments.push(words.replace('Its commitment: ', ''));
        // The draw chosen on the plan, the first time it shows there.
        if (await page.locator('.plan-draw').count())
          await once('plan-draw', async () => {
            await shootBothLanguages(phone, 'plan-draw');
            run.problems.push(...(await axeBothThemes(page, 'plan-draw')));
          });
        await once('plan', async () => {
          await shootBothLanguages(phone, 'plan');
          run.problems.push(...(await axeBothThemes(page, 'plan')));
        });
        await planAndSeal(page);
        break;
      }
      case 'reveal': {
        // Read without waiting: the reveal may end (and the line go) at any moment.
        for (const text of await page.getByTestId('solo-check').allTextContents())
          if (!run.checks.includes(text)) run.checks.push(text);
        const lines = await page.locator('.solo-lines li').allTextContents();
        for (const line of lines) if (!run.phoneLines.includes(line)) run.phoneLines.push(line);
        // A decision of the phone's own, taken in the reveal, is on screen.
        if (lines.some((line) => /^The phone (takes the army|plays|uses|declines)/.test(line)))
          await once('reveal-decision', async () => {
            await shootBothLanguages(phone, 'reveal-decision');
            run.problems.push(...(await axeBothThemes(page, 'reveal')));
          });
        // Once, after the first province is shown: a reload in the middle of the reveal.
        if (!run.reloadedReveal && (await page.locator('.reveal__shown').count()) > 0) {
          await reloadHere();
          run.reloadedReveal = true;
          continue;
        }
        await next
          .or(byDefault)
          .or(done)
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
        continue;
      }
      case 'scoring':
      case 'turn-displays':
        // The scoring moment after rounds 3, 6, 9; the displays turned at rounds 4, 7 (one tap each).
        await page.getByTestId(step).getByRole('button').click();
        break;
      case 'over':
        return run;
      default:
        if (!(await tapPlainStep(page, step))) throw new Error(`unexpected step ${step}`);
    }
    await page
      .waitForFunction(
        (before) => document.querySelector('main.game')?.getAttribute('data-step') !== before,
        step,
        {
          timeout: 60_000,
        },
      )
      .catch(async (error: unknown) => {
        await phone.screenshot('solo-stuck');
        const shown = (await page.locator('.step__error, [role=alert]').allTextContents()).join(' | ');
        throw new Error(`stuck at ${step}: ${shown} ${phone.errors.join(' | ')} ${String(error)}`);
      });
  }
  throw new Error('the game did not end');
}

describe('a game against the phone', () => {
  it('precaches the phone’s worker (so it plays offline) and keeps it out of the start-up code', () => {
    const worker = readdirSync(join(APP_DIST, 'assets')).find((f) => /^opponent\.worker-[\w-]+\.js$/.test(f));
    expect(worker).toBeDefined();
    expect(readFileSync(join(APP_DIST, 'sw.js'), 'utf8')).toContain(`assets/${worker}`);
    const startup = measureStartup(APP_DIST);
    expect(startup.files.map((f) => f.file)).not.toContain(`assets/${worker}`);
    expect(startup.total).toBeLessThanOrEqual(STARTUP_BUDGET_BYTES);
    expect(withinStartupBudgets(startup)).toBe(true);
  });

  it('plays a complete standard game with events and warlords, reloaded in the phone’s turn and in a reveal', async () => {
    const phone = await openPhone(app.browser);
    await phone.context.addInitScript(SLOW_PHONE);
    const problems = await createSoloGame(phone, 'standard', true);
    const run = await playSoloGame(phone, true);
    await eventually(() => stepOf(phone.page)).toBe('over');
    expect(run.reloadedPhone).toBe(true);
    expect(run.reloadedReveal).toBe(true);
    // Every round: the phone's commitment before planning, and at the reveal the check that it kept it.
    expect(run.commitments.length).toBeGreaterThanOrEqual(3);
    expect(run.checks.length).toBeGreaterThanOrEqual(run.commitments.length - 1);
    for (const check of run.checks) expect(check).toMatch(/^✓ Checked: the phone’s revealed cards match/);
    expect(run.phoneLines.some((line) => line.startsWith('The phone sealed its orders'))).toBe(true);
    expect([...problems, ...run.problems]).toEqual([]);
    // The log tab lists what the phone did; the game list names the game as one against the phone.
    await phone.page.getByRole('button', { name: 'Log' }).click();
    await eventually(() =>
      phone.page.getByRole('heading', { name: 'What the phone did', exact: true }).count(),
    ).toBe(1);
    await phone.page.goto(app.url);
    await eventually(() => phone.page.locator('.game-list').textContent()).toMatch(
      /against the phone \(Easy\)/,
    );
    await phone.screenshotSizes('solo-game-list');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  }, 600_000);

  // A whole standard game at the normal and the hard level in the phone's worker, reloaded as
  // above (hard searches its orders on the playout engine: 4,000 playouts, 20 candidates; its setup
  // warlord and its reactive warlords too).
  for (const level of ['Normal', 'Hard'] as const) {
    it(`plays a complete standard game at the ${level.toLowerCase()} level`, async () => {
      const phone = await openPhone(app.browser);
      await phone.context.addInitScript(SLOW_PHONE);
      await createSoloGame(phone, 'standard', false, level);
      const run = await playSoloGame(phone, false);
      await eventually(() => stepOf(phone.page)).toBe('over');
      expect(run.reloadedPhone).toBe(true);
      expect(run.commitments.length).toBeGreaterThanOrEqual(3);
      for (const check of run.checks) expect(check).toMatch(/^✓ Checked: the phone’s revealed cards match/);
      await phone.screenshotSizes(`solo-${level.toLowerCase()}-over`);
      await phone.page.goto(app.url);
      await eventually(() => phone.page.locator('.game-list').textContent()).toMatch(
        new RegExp(`against the phone \\(${level}\\)`),
      );
      expect(phone.errors).toEqual([]);
      await phone.context.close();
    }, 600_000);
  }

  it('plays a complete beginner game, reloaded in the phone’s turn and in a reveal', async () => {
    const phone = await openPhone(app.browser);
    await phone.context.addInitScript(SLOW_PHONE);
    await createSoloGame(phone, 'beginner', false);
    const run = await playSoloGame(phone, false);
    await eventually(() => stepOf(phone.page)).toBe('over');
    expect(run.reloadedPhone).toBe(true);
    expect(run.reloadedReveal).toBe(true);
    expect(run.steps).not.toContain('warlord');
    expect(run.checks.length).toBeGreaterThan(0);
    for (const check of run.checks) expect(check).toMatch(/^✓ Checked/);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  }, 600_000);

  it('lets the person (red) play Deadly Plague at round 1’s start (R-W4)', async () => {
    const phone = await openPhone(app.browser);
    const page = phone.page;
    await createSoloGame(phone, 'standard', false);
    let played = false;
    for (let guard = 0; guard < 40; guard++) {
      await page.locator('main.game[data-step]').waitFor();
      const step = (await stepOf(page)) ?? '';
      if (step === 'plan' && played) break;
      if (step === 'phone') {
        await page.waitForFunction(
          () => document.querySelector('main.game')?.getAttribute('data-step') !== 'phone',
        );
        continue;
      }
      if (step === 'warlord') await page.getByRole('button', { name: 'Choose Deadly Plague' }).click();
      else if (step === 'hand') await page.getByRole('button', { name: 'Deal my cards' }).click();
      else if (step === 'reveal') {
        // The first event's choices, if any, at their defaults.
        await page
          .getByRole('button', { name: /\(default\)$/ })
          .first()
          .click();
        continue;
      } else if (step === 'before') {
        // Round 1's start: the setup is complete (the person's commitment handed over), so it is accepted.
        await eventually(() => page.locator('.game__status').textContent()).toContain('Round 1');
        await page.getByRole('button', { name: 'Play Deadly Plague' }).click();
        await eventually(() => page.getByRole('button', { name: 'Play Deadly Plague' }).count()).toBe(0);
        await eventually(() => page.locator('.step__error, [role=alert]').count()).toBe(0);
        await phone.screenshotSizes('solo-round1-before-played');
        played = true;
        await page.getByRole('button', { name: 'Go on to the orders' }).click();
      } else throw new Error(`unexpected step ${step}`);
      await page.waitForFunction(
        (before) => document.querySelector('main.game')?.getAttribute('data-step') !== before,
        step,
      );
    }
    expect(played).toBe(true);
    await eventually(() => stepOf(page)).toBe('plan');
    await page.getByRole('button', { name: 'Log' }).click();
    await eventually(() => page.getByText(/plays the warlord Deadly Plague\./).count()).toBe(1);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  }, 180_000);

  it('shows the new-game form for a game against the phone in Polish, within 360 px', async () => {
    const phone = await openPhone(app.browser, undefined, { locale: 'pl-PL' });
    await phone.page.goto(app.url);
    await phone.page.getByRole('button', { name: 'Nowa gra' }).click();
    await phone.page.locator('input[name=mode][value=solo]').check();
    await eventually(() => phone.page.locator('input[name=level]').count()).toBe(3);
    await phone.screenshotSizes('solo-new-game-pl');
    expect(await axeBothThemes(phone.page, 'new game pl')).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  }, 120_000);
});
