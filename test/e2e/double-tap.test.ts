// A double tap on a shared screen of a passed phone opens only what its button names. Found by CI under
// load: the reveal's "Both players: Done" tapped twice ended the round and then, from the same old
// screen, passed the start-of-round window and its cover, so Sun Tzu's orders opened while both looked.
// Here every shared button of a complete pass-and-play game (the round's end, the start-of-round
// window, the scoring moment, the turn of the displays) and each Seal my orders is double-tapped, and the screen it lands on
// must be the one its words promise, still there a moment later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from '../../harness/browser';
import { startAppServer, type AppServer } from '../../harness/app-server';
import { openPhone, type Phone } from '../../harness/phone';
import { newOnePhoneGame, planAndSeal, stepOf, tapPlainStep } from '../../harness/game-driver';
import { eventually } from '../../harness/eventually';

let server: AppServer;
let browser: Browser;
let phone: Phone;

/** The same random bytes as the pass-and-play test: both players are dealt alike and the game goes to round 9. */
const FIXED_RANDOM = `
  Object.defineProperty(crypto, 'getRandomValues', {
    value: (array) => { array.fill(0); return array; },
  });
`;

const PRIVATE_STEPS = ['warlord', 'extra-warlord', 'hand', 'plan', 'draw'];

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchChromium();
  phone = await openPhone(browser);
  await phone.context.addInitScript(FIXED_RANDOM);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Where the screen is: its step and the player holding the phone. */
async function placeOf(page: Page): Promise<string> {
  const main = page.locator('main.game');
  return `${await main.getAttribute('data-step')}:${await main.getAttribute('data-holder')}`;
}

/**
 * Double-taps a shared screen's button and checks where it lands: "I am X: show my screen" opens X's own
 * screen, any other shared button a screen both may see. Returns the place it settled on.
 */
async function doubleTap(page: Page, button: Locator, from: string): Promise<string> {
  const label = ((await button.textContent()) ?? '').trim();
  await button.dblclick();
  await eventually(() => placeOf(page)).not.toBe(from);
  // A second change from the old screen would land right after the first one's save: give it time.
  await page.waitForTimeout(1_000);
  const settled = await placeOf(page);
  const [step = '', holder = ''] = settled.split(':');
  const named = /^I am (.+): show my screen$/.exec(label)?.[1];
  if (named) {
    expect(holder, `${label} from ${from}`).toBe(named === 'Sun Tzu' ? 'blue' : 'red');
  } else if (PRIVATE_STEPS.includes(step)) {
    expect(holder, `${label} from ${from} opened ${settled}`).toBe('both');
  }
  // Whatever opened, nothing private shows while the phone is between the players.
  if (holder === 'both') await eventually(() => page.locator('.plan__hand').count()).toBe(0);
  return settled;
}

describe('a double tap on a passed phone', () => {
  it('opens only the screen its button names, through a complete game', async () => {
    const page = phone.page;
    await newOnePhoneGame(page, server.url);

    const doubled: string[] = [];
    const roundEnd = page.getByRole('button', { name: /: Done$|: show my screen$/ });
    for (let guard = 0; guard < 600; guard++) {
      await page.locator('main.game[data-step]').waitFor();
      const from = await placeOf(page);
      const step = (await stepOf(page)) ?? '';
      if (step === 'over') break;
      switch (step) {
        case 'plan': {
          // Seal my orders tapped twice: the next screen is a cover or one both may see, never a private one.
          await planAndSeal(page, {}, (seal) => seal.dblclick());
          await eventually(() => placeOf(page)).not.toBe(from);
          await page.waitForTimeout(1_000);
          const settled = await placeOf(page);
          expect(PRIVATE_STEPS, `Seal my orders from ${from} opened ${settled}`).not.toContain(
            settled.split(':')[0],
          );
          doubled.push(`seal→${settled}`);
          continue;
        }
        case 'before':
          doubled.push(
            `before→${await doubleTap(page, page.getByRole('button', { name: /^I am .*: show my screen$/ }), from)}`,
          );
          continue;
        case 'scoring':
        case 'turn-displays':
          doubled.push(
            `${step}→${await doubleTap(page, page.getByTestId(step).getByRole('button').last(), from)}`,
          );
          continue;
        case 'reveal': {
          if (await roundEnd.count()) {
            doubled.push(
              `${(await roundEnd.first().textContent())?.trim()}→${await doubleTap(page, roundEnd.first(), from)}`,
            );
            continue;
          }
          await page
            .getByRole('button', { name: /^Reveal |\(default\)$/ })
            .first()
            .click({ timeout: 2_000 })
            .catch(() => undefined);
          continue;
        }
        default:
          if (!(await tapPlainStep(page, step))) throw new Error(`unexpected step ${step}`);
      }
      await eventually(() => placeOf(page)).not.toBe(from);
    }
    await eventually(() => stepOf(page)).toBe('over');
    // The game had every kind of shared button: a round end for both (before a scoring), a round end
    // that also closes the next start-of-round window, a start-of-round window, both moments.
    expect(doubled.some((d) => d.startsWith('Both players: Done→scoring'))).toBe(true);
    expect(doubled.some((d) => /^I am .+: show my screen→plan:(blue|red)$/.test(d))).toBe(true);
    expect(doubled.some((d) => d.startsWith('before→'))).toBe(true);
    expect(doubled.filter((d) => d.startsWith('scoring→')).length).toBeGreaterThanOrEqual(2);
    expect(doubled.some((d) => d.startsWith('turn-displays→'))).toBe(true);
    expect(doubled.filter((d) => d.startsWith('seal→')).length).toBeGreaterThanOrEqual(18);
    expect(phone.errors).toEqual([]);
  }, 600_000);
});
