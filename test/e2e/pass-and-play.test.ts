// One phone, passed between the players: a complete game of nine rounds with events, through the
// hand-over screens, in a real browser. The page's random bytes are fixed (all zero) so both players
// are dealt the same cards and the event deck is the same every run; both then play the same card in
// each province, every battle is a tie, no one runs away on the track, and the game goes to round 9.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { launchChromium } from '../../harness/browser';
import { startAppServer, type AppServer } from '../../harness/app-server';
import { openPhone, type Phone } from '../../harness/phone';
import {
  newOnePhoneGame,
  fingerprintOf,
  planAndSeal,
  playReveal,
  stepOf,
  waitForStep,
} from '../../harness/game-driver';
import { eventually } from '../../harness/eventually';
import { playerName } from '../../src/app/format';
import { loadLanguage } from '../../src/app/i18n';

let server: AppServer;
let browser: Browser;
let phone: Phone;

/** Replaces the page's random source with zeros (game id, private seeds, salts, event order). */
const FIXED_RANDOM = `
  Object.defineProperty(crypto, 'getRandomValues', {
    value: (array) => { array.fill(0); return array; },
  });
`;

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

/** The player holding the phone ('blue', 'red' or 'both'). */
async function holderOf(): Promise<string | null> {
  return phone.page.locator('main.game').getAttribute('data-holder');
}

/** Taps through one screen of a pass-and-play game; returns the step it handled. */
async function playScreen(shots: Set<string>): Promise<string> {
  const page = phone.page;
  await page.locator('main.game[data-step]').waitFor();
  const step = (await stepOf(page)) ?? '';
  const holder = (await holderOf()) ?? '';
  const shoot = async (name: string) => {
    if (shots.has(name)) return;
    shots.add(name);
    await phone.screenshotSizes(`pass-${name}`);
  };
  switch (step) {
    case 'hand-over': {
      await shoot('hand-over');
      // The cover shows nothing of the previous player's hand or orders.
      await eventually(() => page.locator('.plan__hand, .card-chip').count()).toBe(0);
      await page.getByRole('button', { name: /^I am |^We are both here/ }).click();
      break;
    }
    case 'warlord':
      await shoot(`warlord-${holder}`);
      await page
        .getByRole('button', { name: /^Choose / })
        .first()
        .click();
      break;
    case 'hand':
      await page.getByRole('button', { name: 'Deal my cards' }).click();
      break;
    case 'before':
      await shoot('before');
      // The start-of-round window is also the cover before the first player's screen.
      await eventually(() => page.locator('.plan__hand').count()).toBe(0);
      await page.getByRole('button', { name: /^I am .*: show my screen$/ }).click();
      break;
    case 'plan':
      await shoot(`plan-${holder}`);
      // The draw is chosen on the plan and sealed with it.
      if (await page.locator('.plan-draw').count()) await shoot(`plan-draw-${holder}`);
      await planAndSeal(page);
      break;
    case 'reveal':
      await shoot('reveal');
      await playReveal(page);
      break;
    case 'scoring':
    case 'turn-displays':
      // Both look at the scoring moment, then turn the displays; one tap each.
      await shoot(step);
      await page.getByTestId(step).getByRole('button').click();
      break;
    case 'over':
      return step;
    default:
      throw new Error(`unexpected step ${step}`);
  }
  // Wait for the screen to move on (a step or the holder changes).
  await page
    .waitForFunction(
      ([before, who]) => {
        const main = document.querySelector('main.game');
        return (
          !!main && (main.getAttribute('data-step') !== before || main.getAttribute('data-holder') !== who)
        );
      },
      [step, holder],
    )
    .catch(async (error: unknown) => {
      await phone.screenshot('pass-stuck');
      const shown = (await page.locator('.step__error, [role=alert]').allTextContents()).join(' | ');
      throw new Error(`stuck at ${step} (${holder}): ${shown} ${phone.errors.join(' | ')} ${String(error)}`);
    });
  return step;
}

describe('pass-and-play on one phone', () => {
  it('plays a complete nine-round game with events, hiding each player’s screens from the other', async () => {
    const page = phone.page;
    await newOnePhoneGame(page, server.url, { onFilled: () => phone.screenshotSizes('pass-new-game') });
    await waitForStep(page, 'warlord');

    const shots = new Set<string>();
    const holders: string[] = [];
    let reloaded = false;
    let switched = false;
    for (let guard = 0; guard < 400; guard++) {
      // Who held the phone while the screen was shown (a shared screen now follows a seal at once).
      await page.locator('main.game[data-step]').waitFor();
      const shownTo = (await holderOf()) ?? '';
      const step = await playScreen(shots);
      holders.push(`${step}:${shownTo}`);
      if (step === 'over') break;
      // Once, in round 3: the language is switched mid-game from the More tab, and back.
      if (!switched && (await page.locator('.game__status').textContent())?.includes('Round 3')) {
        await page.locator('.game__tab').nth(3).click();
        await page.locator('input[name=game-language][value=pl]').check();
        // The Polish words load on demand: the tabs change as soon as they are there.
        await page.locator('.game__tab', { hasText: 'Gra' }).waitFor();
        await eventually(() => page.locator('.game__status').textContent()).toMatch(/Runda 3 z 9/);
        await page.locator('input[name=game-language][value=en]').check();
        await page.getByRole('button', { name: 'Play' }).click();
        switched = true;
      }
      // Once, in round 5: a reload lands on the same screen with nothing lost.
      if (!reloaded && (await page.locator('.game__status').textContent())?.includes('Round 5')) {
        const before = [await stepOf(page), await holderOf(), await fingerprintOf(page)];
        await page.reload();
        await page.locator('main.game[data-step]').waitFor();
        await eventually(async () => [
          await stepOf(page),
          await holderOf(),
          await fingerprintOf(page),
        ]).toEqual(before);
        reloaded = true;
      }
    }
    await eventually(() => stepOf(page)).toBe('over');
    expect(reloaded).toBe(true);
    expect(switched).toBe(true);
    await phone.screenshotSizes('pass-over');
    // Nine rounds were played: the log has a round-9 heading, and the end is the round-9 scoring.
    await page.getByRole('button', { name: 'Log' }).click();
    await eventually(() => page.getByRole('heading', { name: /^Round 9$/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Play' }).click();
    await eventually(() => page.getByTestId('winner').textContent()).toMatch(/wins|draw/i);
    // Every private screen (warlord, plan, draw) was shown only after its player took the phone.
    expect(
      holders.filter((h) => /^(plan|draw|warlord|hand):/.test(h)).every((h) => !h.endsWith(':both')),
    ).toBe(true);
    expect(phone.errors).toEqual([]);
  }, 600_000);

  it('ends a round on the button that opens the next player’s screen, nothing private before it', async () => {
    const page = phone.page;
    // Beginner, no events: no start-of-round window to show, so the round's last shared screen carries the cover.
    await newOnePhoneGame(page, server.url, { variant: 'beginner', noEvents: true });
    const shots = new Set<string>();
    const opened: { from: string; to: string }[] = [];
    for (let guard = 0; guard < 200 && opened.length < 5; guard++) {
      await page.locator('main.game[data-step]').waitFor();
      const step = (await stepOf(page)) ?? '';
      const merged = page.locator('[data-pass-to]');
      if (['reveal', 'scoring', 'turn-displays'].includes(step) && (await merged.count()) > 0) {
        const to = (await merged.getAttribute('data-pass-to')) ?? '';
        // The button names the player whose screen it opens; nothing of any hand or plan is in the page yet.
        await eventually(() => merged.textContent()).toMatch(/^I am .+: show my screen$/);
        const label = await merged.textContent();
        await eventually(() => page.locator('.plan__hand, .card-chip, .plan__province').count()).toBe(0);
        await eventually(() => page.locator('main.game').getAttribute('data-holder')).toBe('both');
        if (!shots.has(`opens-${step}`)) {
          shots.add(`opens-${step}`);
          await phone.screenshotSizes(`pass-${step}-opens-screen`);
        }
        await merged.click();
        // That tap opens the named player's private screen at once (no cover of its own).
        await page.locator(`main.game[data-holder="${to}"]`).waitFor();
        await eventually(() => stepOf(page)).toMatch(/^(draw|plan)$/);
        // The button named the player holding the phone now (the English edition's names).
        await loadLanguage('en');
        expect(label).toBe(`I am ${playerName(to === 'red' ? 'red' : 'blue', 'en')}: show my screen`);
        opened.push({ from: step, to });
        continue;
      }
      if (step === 'reveal') {
        const next = page.getByRole('button', { name: /^Reveal |\(default\)$|: Done$/ }).first();
        await next.click({ timeout: 2_000 }).catch(() => undefined);
        continue;
      }
      if ((await playScreen(shots)) === 'over') break;
    }
    // Rounds 1–5 ended on the merged button: round 3's on the turn of the displays at round 4 (after the
    // scoring, both shared), the others on the reveal's Done.
    expect(opened.map((o) => o.from)).toEqual(['reveal', 'reveal', 'turn-displays', 'reveal', 'reveal']);
    expect(phone.errors).toEqual([]);
  }, 600_000);

  it('ends a round and closes the next start-of-round window in one tap; a play there ends the round first', async () => {
    const page = phone.page;
    // Standard with warlords: a hidden warlord keeps the start-of-round window on screen every round.
    await newOnePhoneGame(page, server.url);
    const shots = new Set<string>();
    const merged: { round: number; to: string }[] = [];
    const playedThere: string[] = [];
    const turned: number[] = [];
    // A shared screen's "I am …: show my screen" (screenshot once): that player's plan opens; returns who.
    const tapThrough = async (button: Locator, shot: string): Promise<string> => {
      const to = (await button.getAttribute('data-pass-to')) ?? '';
      if (!shots.has(shot)) {
        shots.add(shot);
        await phone.screenshotSizes(shot);
      }
      await button.click();
      await page.locator(`main.game[data-holder="${to}"]`).waitFor();
      await eventually(() => stepOf(page)).toBe('plan');
      return to;
    };
    const roundOf = async () =>
      Number(/Round (\d+)/.exec((await page.getByTestId('game-round').textContent()) ?? '')?.[1]);
    for (let guard = 0; guard < 400; guard++) {
      await page.locator('main.game[data-step]').waitFor();
      // The step, the next window and the round's end read in one look: read one after the other, the
      // round's end could appear between them under load and go to playScreen unseen as merged (CI did).
      const seen = await page.evaluate(() => {
        const main = document.querySelector('main.game');
        return {
          step: main?.getAttribute('data-step') ?? '',
          next: !!main?.querySelector('.reveal__next-window'),
          end: !!main?.querySelector('.reveal__end'),
        };
      });
      const step = seen.step;
      const next = page.locator('.reveal__next-window');
      if (step === 'reveal' && seen.next) {
        const round = await roundOf();
        // One shared screen: this round's end window and the next round's start window, nothing private.
        await eventually(() => next.locator('h3').first().textContent()).toBe(
          `Round ${round + 1}: before the orders`,
        );
        await eventually(() => page.locator('main.game').getAttribute('data-holder')).toBe('both');
        await eventually(() => page.locator('.plan__hand, .plan__province').count()).toBe(0);
        // Under the round's end window the next round's plays are folded behind their heading.
        await next.locator('summary').click();
        await eventually(() => next.getAttribute('open')).toBe('');
        const support = next.getByRole('button', { name: /^Discard / });
        if (playedThere.length === 0 && (await support.count()) > 0) {
          // A play in the next window ends this round first: the start window of the next round stays.
          const label = (await support.first().textContent()) ?? '';
          await phone.screenshotSizes('pass-reveal-next-window');
          await support.first().click();
          // The discard is the player's own secret hand: their step takes the phone first, and their tap plays it.
          await page.getByTestId('owner-step-open').waitFor();
          await phone.screenshotSizes('pass-owner-step-support');
          await page.getByTestId('owner-step-open').click();
          await waitForStep(page, 'before');
          await eventually(roundOf).toBe(round + 1);
          await eventually(() =>
            page.getByText(/^Discarded for exceptional support this round:/).count(),
          ).toBe(1);
          await eventually(() => page.locator('.reveal__end').count()).toBe(0);
          playedThere.push(label);
          continue;
        }
        // One tap: the round ended, the next window closed, and that player's screen is open.
        const to = await tapThrough(
          page.locator('.reveal__end [data-pass-to]'),
          'pass-reveal-next-window-cover',
        );
        await eventually(roundOf).toBe(round + 1);
        merged.push({ round, to });
        continue;
      }
      if (step === 'turn-displays' && seen.next) {
        // Rounds 4 and 7: the turn of the displays carries the start-of-round window and the cover's button.
        const round = await roundOf();
        await eventually(() => next.locator('h3').first().textContent()).toBe(
          `Round ${round}: before the orders`,
        );
        await tapThrough(
          page.getByTestId('turn-displays').locator('[data-pass-to]'),
          'pass-turn-displays-next-window',
        );
        turned.push(round);
        continue;
      }
      if (step === 'reveal' && !seen.end) {
        // Up to the round's end: the provinces and the questions at their defaults.
        await page
          .getByRole('button', { name: /^Reveal |^Show the rest|\(default\)$/ })
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
        continue;
      }
      if ((await playScreen(shots)) === 'over') break;
    }
    await eventually(() => stepOf(page)).toBe('over');
    // Rounds 3, 6 and 9 end on the scoring: the merged screen comes in the other rounds (a play there aside).
    expect(merged.length + playedThere.length).toBeGreaterThanOrEqual(4);
    expect(merged.every((m) => m.round % 3 !== 0)).toBe(true);
    expect(playedThere.length).toBe(1);
    expect(turned.length).toBeGreaterThanOrEqual(1);
    expect(turned.every((round) => round === 4 || round === 7)).toBe(true);
    expect(phone.errors).toEqual([]);
  }, 600_000);

  it('lets the guest seat (red) play Deadly Plague at round 1’s start (R-W4)', async () => {
    const page = phone.page;
    await newOnePhoneGame(page, server.url);
    await waitForStep(page, 'warlord');
    const shots = new Set<string>();
    let played = false;
    for (let guard = 0; guard < 60 && !played; guard++) {
      await page.locator('main.game[data-step]').waitFor();
      const step = await stepOf(page);
      if (step === 'warlord' && (await holderOf()) === 'red') {
        await page.getByRole('button', { name: 'Choose Deadly Plague' }).click();
        await page
          .locator('main.game[data-step="warlord"][data-holder="red"]')
          .waitFor({ state: 'detached' });
      } else if (step === 'before') {
        // Round 1's start-of-round window: the setup is complete, so red's warlord is accepted there.
        await eventually(() => page.locator('.game__status').textContent()).toContain('Round 1');
        await phone.screenshotSizes('pass-round1-before');
        await page.getByRole('button', { name: 'Play Deadly Plague' }).click();
        // Red's own step: the cover names red and the play, the same whatever red holds; red's tap plays it.
        await eventually(() => page.locator('#owner-step-title').textContent()).toBe(
          'Pass the phone to King Chu',
        );
        await eventually(() => page.locator('.owner-step .step__help').textContent()).toContain(
          'Deadly Plague',
        );
        await phone.screenshotSizes('pass-owner-step-cover');
        await page.getByTestId('owner-step-open').click();
        await eventually(() => page.getByRole('button', { name: 'Play Deadly Plague' }).count()).toBe(0);
        await eventually(() => page.locator('.step__error, [role=alert]').count()).toBe(0);
        played = true;
      } else await playScreen(shots);
    }
    expect(played).toBe(true);
    // The round goes on: its battles and record, then round 2, with the plague in the log.
    for (let guard = 0; guard < 40; guard++) {
      if ((await page.locator('.game__status').textContent())?.includes('Round 2')) break;
      await playScreen(shots);
    }
    await eventually(() => page.locator('.game__status').textContent()).toContain('Round 2');
    await page.getByRole('button', { name: 'Log' }).click();
    await eventually(() => page.getByText(/plays the warlord Deadly Plague\./).count()).toBe(1);
    expect(phone.errors).toEqual([]);
  }, 300_000);
});
