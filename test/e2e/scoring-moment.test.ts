// Scoring is a moment: complete games played through the screens (one phone passed between
// the players, and against the phone) at 360×640 and 390×844. After the battles of rounds 3 and 6 the
// scoring screen shows every province's holder and points, the totals and the marker's move, checked
// against the engine's own scoring log (R-S1, R-S2); at the start of rounds 4 and 7 the players are
// asked to turn the score displays, with the values now in force (R-R2). One tap each. Screenshots of
// the scoring screen, the plan screen and the map in both themes and languages; axe reports nothing serious.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { openPhone, PHONE_SIZES, type Phone } from '../../harness/phone';
import { axeProblems } from '../../harness/axe';
import { onStep, planAndSeal, stepOf, newOnePhoneGame, tapPlainStep } from '../../harness/game-driver';
import { storedGame } from '../../harness/complete-game';
import { eventually } from '../../harness/eventually';
import { checkFinalScoring, checkScoringScreen, checkTurnDisplaysScreen } from '../../harness/table-moments';
import type { LocalGame } from '../../src/app/game/core/local-game';
import { finalScoringRound, lastScoredRound } from '../../src/app/game/round/scoring-moment';
import { loadLanguage } from '../../src/app/i18n';

const app = useAppInBrowser();

/** What a game showed of its table moments. */
interface Moments {
  scoring: number[];
  turns: number[];
  problems: string[];
  /** Taps on the moments' own buttons. */
  taps: number;
}

async function axeBoth(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    problems.push(...(await axeProblems(page)).map((p) => `${where} (${colorScheme}): ${p}`));
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  return problems;
}

/** Screenshots at both sizes, dark and light, English and Polish (switched in the game's More tab and back). */
async function shootAll(phone: Phone, name: string, back: () => Promise<void>): Promise<void> {
  const page = phone.page;
  for (const lang of ['en', 'pl'] as const) {
    if (lang === 'pl') {
      await page.locator('.game__tab').nth(3).click();
      await page.locator('input[name=game-language][value=pl]').check();
      await page.locator('.game__tab', { hasText: 'Gra' }).waitFor();
      await back();
    }
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme });
      await phone.screenshotSizes(`scoring-${name}-${lang}-${colorScheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.locator('.game__tab').nth(3).click();
  await page.locator('input[name=game-language][value=en]').check();
  await page.locator('.game__tab', { hasText: 'Play' }).waitFor();
  await back();
}

/** Plays a game on one phone screen by screen (every choice at its default) until the end. */
async function playGame(phone: Phone, shoot: boolean): Promise<Moments> {
  const page = phone.page;
  const moments: Moments = { scoring: [], turns: [], problems: [], taps: 0 };
  const shot = new Set<string>();
  // On a passed phone the round's Done may be the next player's "I am …: show my screen".
  const reveal = onStep(page, 'reveal').getByRole('button', {
    name: /^Reveal |\(default\)$|: Done$|: show my screen$/,
  });
  for (let guard = 0; guard < 1500; guard++) {
    await page.locator('main.game[data-step]').waitFor();
    const step = (await stepOf(page)) ?? '';
    const holder = (await page.locator('main.game').getAttribute('data-holder')) ?? '';
    switch (step) {
      case 'phone':
        await tapPlainStep(page, step);
        continue;
      case 'plan':
        if (shoot && !shot.has('plan') && (await page.getByTestId('face-up-event').count())) {
          shot.add('plan');
          await shootAll(phone, 'plan', async () => {
            await page.getByRole('button', { name: /^Play$|^Gra$/ }).click();
          });
          moments.problems.push(...(await axeBoth(page, 'plan')));
        }
        await planAndSeal(page);
        break;
      case 'reveal':
        await reveal
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
        continue;
      case 'scoring': {
        moments.scoring.push(await checkScoringScreen(page));
        if (shoot && !shot.has('scoring')) {
          shot.add('scoring');
          await shootAll(phone, 'screen', async () => {
            await page.getByRole('button', { name: /^Play$|^Gra$/ }).click();
          });
          moments.problems.push(...(await axeBoth(page, 'scoring')));
          // The map, with the face-up event, and a province picked out: its neighbours lit.
          await page.locator('.game__tab').nth(1).click();
          await page.getByTestId('board-map').waitFor();
          await page.locator('.board-map__pick').nth(1).click();
          await eventually(() => page.getByTestId('borders-of').textContent()).toMatch(/^Chu borders /);
          await eventually(() => page.locator('.board-map__province--selected').count()).toBe(1);
          await shootAll(phone, 'map', async () => {
            await page.locator('.game__tab').nth(1).click();
          });
          moments.problems.push(...(await axeBoth(page, 'map')));
          await page.locator('.game__tab').nth(0).click();
          await page.getByTestId('scoring').waitFor();
        }
        // Nothing private is in the page before the tap that may open a player's screen.
        await eventually(() => page.locator('.plan__hand, .card-chip').count()).toBe(0);
        await page.getByTestId('scoring').getByRole('button').click();
        moments.taps++;
        break;
      }
      case 'turn-displays':
        moments.turns.push(await checkTurnDisplaysScreen(page));
        if (shoot && !shot.has('turn')) {
          shot.add('turn');
          await phone.screenshotSizes('scoring-turn-displays-en-dark');
          moments.problems.push(...(await axeBoth(page, 'turn the displays')));
        }
        await page.getByTestId('turn-displays').getByRole('button').click();
        moments.taps++;
        break;
      case 'over': {
        // The scoring that ended the game is on the end screen, with no tap of its own.
        const seen = { scoring: moments.scoring, turns: moments.turns };
        await checkFinalScoring(page, seen);
        return moments;
      }
      default:
        if (!(await tapPlainStep(page, step))) throw new Error(`unexpected step ${step}`);
    }
    await page.waitForFunction(
      ([before, holder]) => {
        const main = document.querySelector('main.game');
        return (
          !!main && (main.getAttribute('data-step') !== before || main.getAttribute('data-holder') !== holder)
        );
      },
      [step, holder],
      { timeout: 60_000 },
    );
  }
  throw new Error('the game did not end');
}

async function newGame(page: Page, mode: 'pass' | 'solo'): Promise<void> {
  await newOnePhoneGame(page, app.url, { mode });
}

/** The moments a complete game must have shown, from how it ended: scorings after rounds 3, 6 (and 9) played, turns at 4 and 7. */
function expectMoments(moments: Moments, end: LocalGame | null, atLeast: number): void {
  if (!end) throw new Error('no game stored at the end');
  const state = end.session.synced.state;
  const scored = lastScoredRound(state);
  expect(moments.scoring).toEqual([3, 6, 9].filter((r) => r <= scored));
  expect(moments.turns).toEqual([4, 7].filter((r) => r <= state.round));
  expect(moments.scoring.length).toBeGreaterThanOrEqual(atLeast);
  // One tap each, nothing more; none for the scoring that ended the game (on the end screen).
  const final = finalScoringRound(state) !== null ? 1 : 0;
  expect(moments.taps).toBe(moments.scoring.length - final + moments.turns.length);
  expect(moments.problems).toEqual([]);
}

describe('the scoring moment through complete games', () => {
  for (const [mode, size] of [
    ['pass', PHONE_SIZES.small],
    ['solo', PHONE_SIZES.standard],
    ['pass', PHONE_SIZES.standard],
    ['solo', PHONE_SIZES.small],
  ] as const) {
    it(`${mode === 'pass' ? 'one phone passed between the players' : 'against the phone'} at ${size.width}×${size.height}`, async () => {
      await loadLanguage('en');
      const phone = await openPhone(app.browser, size);
      const shoot = size === PHONE_SIZES.small;
      await newGame(phone.page, mode);
      const moments = await playGame(phone, shoot);
      // Pass-and-play with every choice alike plays all nine rounds; the phone may win early (R-S2, R-S3).
      expectMoments(moments, await storedGame(phone.page), mode === 'pass' ? 3 : 1);
      expect(phone.errors).toEqual([]);
      await phone.context.close();
    }, 900_000);
  }
});
