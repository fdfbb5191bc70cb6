// Real cards' draw on the plan in Chromium at 360×640 (R-R4: draw 2 keep 1, or 3 keep 2 after a played
// 1, R-C1): "Which card did you keep?" over the cards left in the deck, compact at the top of the plan;
// the seal refused in words next to them until the kept cards are tapped; a tap kept through a reload;
// the seal records the keep and the orders together. Opened from a game file made through the
// controller (harness/keep-games.ts). Screenshots under test-results/screenshots/keep-on-plan-*.png.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { exportGame } from '../../src/app/game/file/game-file';
import { keepDraw } from '../../src/app/game/round/draw-on-plan';
import { en } from '../../src/app/i18n/en';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { eventually } from '../../harness/eventually';
import { openPhone, PHONE_SIZES } from '../../harness/phone';
import { planAndSeal, stepOf } from '../../harness/game-driver';
import { storedGame } from '../../harness/complete-game';
import { twoPhonesAtKeep } from '../../harness/keep-games';

const app = useAppInBrowser();

/** Opens a file from the home screen's "Open a game file". */
async function openFile(page: Page, text: string): Promise<void> {
  await page.goto(app.url);
  await page.locator('main.home input[type=file]').setInputFiles({
    name: 'game.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

/** Where an element lies on the first screen (before any scrolling). */
async function boxOf(page: Page, selector: string): Promise<{ top: number; bottom: number; right: number }> {
  return page.locator(selector).evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, right: r.right };
  });
}

describe('real cards: the draw on the plan (R-R4)', () => {
  it('asks which card was kept, refuses the seal until then, keeps a tap through a reload, seals both at once', async () => {
    // The warlord's recovery code noted at round 1 (it would show before the plan otherwise).
    const guest = { ...twoPhonesAtKeep(3).guest, recoveryCodeDue: false };
    const keeping = keepDraw(guest);
    if (!keeping) throw new Error('no draw pending');
    const phone = await openPhone(app.browser, PHONE_SIZES.small);
    const page = phone.page;
    try {
      await openFile(page, exportGame(guest));
      await page.locator('main.game[data-step="plan"]').waitFor();
      const box = page.getByTestId('plan-keep');
      await box.waitFor();
      await eventually(() => box.getByRole('heading').textContent()).toBe(
        keeping.keep === 1 ? en['drawPlan.keepTitle.one'] : `Which ${keeping.keep} cards did you keep?`,
      );
      const chips = box.locator('.card-chip');
      await eventually(() => chips.count()).toBe(keeping.deck.length);
      await phone.screenshot('keep-on-plan-360');
      // Compact: the deck's cards and the hand's start on the first screen, nothing goes sideways, and
      // the seal is one scroll away at most.
      const deck = await boxOf(page, '[data-testid="plan-keep"] .card-grid');
      expect(deck.bottom).toBeLessThanOrEqual(PHONE_SIZES.small.height);
      const hand = await boxOf(page, '.plan__hand .card-grid');
      expect(hand.top).toBeLessThan(PHONE_SIZES.small.height * 1.5);
      await eventually(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE_SIZES.small.width,
      );
      const seal = page.getByRole('button', { name: 'Seal my orders' });
      const sealBox = await boxOf(page, '.plan > .button--primary');
      expect(sealBox.top).toBeLessThan(PHONE_SIZES.small.height * 2);

      // Every province filled, but no kept card yet: refused, in words, next to the cards.
      for (const province of ['Qin', 'Chu', 'Jin-Yan', 'Han-Qi', 'Wu']) {
        await page.locator('.plan__province', { hasText: province }).click();
        await page.locator('.plan__hand .card-chip:not([disabled])').first().click();
        await page
          .locator('.plan__province', { hasText: province })
          .locator('.plan__province-card:not(.plan__province-card--empty)')
          .waitFor();
      }
      await seal.click();
      const refused = box.getByRole('alert');
      await refused.waitFor();
      await eventually(() => refused.textContent()).toBe(
        keeping.keep === 1 ? en['drawPlan.keepFirst.one'] : `Tap the ${keeping.keep} cards you kept first.`,
      );
      await phone.screenshot('keep-on-plan-refused-360');
      await eventually(() => stepOf(page)).toBe('plan');
      const before = await storedGame(page);
      expect(before?.draw).not.toBeNull();
      expect(before?.session.role === 'guest' && before.plan?.ready).toBe(false);

      // One tap per kept card: pressed, saved with the plan draft, and still pressed after a reload.
      const card = (await chips.first().textContent()) ?? '';
      await chips.first().click();
      await box.locator('.card-chip[aria-pressed="true"]').first().waitFor();
      await eventually(async () => (await storedGame(page))?.plan?.kept?.length ?? 0).toBe(1);
      // A second tap unkeeps it, a third keeps it again.
      await chips.first().click();
      await eventually(async () => (await storedGame(page))?.plan?.kept?.length ?? -1).toBe(0);
      await chips.first().click();
      await eventually(async () => (await storedGame(page))?.plan?.kept?.length ?? 0).toBe(1);
      await page.reload();
      await page.locator('main.game[data-step="plan"]').waitFor();
      await eventually(() => box.locator('.card-chip[aria-pressed="true"]').count()).toBe(1);
      await eventually(() => box.locator('.card-chip[aria-pressed="true"]').textContent()).toBe(card);

      // The rest kept, the orders placed, and one seal: the draw and the orders in one saved change.
      await planAndSeal(page);
      await page.locator('main.game:not([data-step="plan"])').waitFor();
      const sealed = await storedGame(page);
      expect(sealed?.draw).toBeNull();
      expect(sealed?.plan?.ready).toBe(true);
      expect(sealed?.priv?.deck.length).toBe(keeping.deck.length - keeping.keep);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  }, 120_000);
});
