// The exceptional-support card grid (R-X1) at a small phone's width: every card name stays whole
// on one line inside its chip ("Plague" once broke as "Plagu/e"), in English and in Polish.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { openPhone, PHONE_SIZES } from '../../harness/phone';
import { waitForStep } from '../../harness/game-driver';
import { applySeat } from '../../harness/pass-game';
import { ok, seededBytes } from '../../harness/controller-kit';
import { exportGame } from '../../src/app/game/file/game-file';
import { chooseWarlord, dealStartingHand, warlordChoices } from '../../src/app/game/core/controller';
import { createPassGame, handOver, passView, seatOf } from '../../src/app/game/pass/pass-and-play';
import type { LocalGame } from '../../src/app/game/core/local-game';
import type { Edition } from '../../src/engine';
import { gameChoices } from '../../harness/fixtures';

const app = useAppInBrowser();

/** A pass-and-play game at round 1's start-of-round window, where both players may support (3 set aside each). */
function gameAtSupportWindow(edition: Edition): LocalGame {
  const random = seededBytes(7);
  let game = ok(createPassGame({ ...gameChoices('blue', { edition }), passAndPlay: true }, 0, random));
  for (let guard = 0; guard < 20; guard++) {
    const view = passView(game);
    if (view.kind === 'hand-over') game = handOver(game, view.to, 0);
    else if (view.kind === 'shared' && view.step === 'before') return game;
    else if (view.kind === 'seat' && view.step === 'warlord') {
      const seat = seatOf(game, view.player);
      game = applySeat(game, chooseWarlord(seat, warlordChoices(view.player)[0]!, 0, random));
    } else if (view.kind === 'seat' && view.step === 'hand') {
      game = applySeat(game, dealStartingHand(seatOf(game, view.player), 0, random));
    } else throw new Error(`unexpected view ${JSON.stringify(view)}`);
  }
  throw new Error('the start-of-round window never came');
}

/** Each support chip's name, how many line boxes its text makes, and whether it fits inside the chip's padding. */
function chipLayout(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.card-grid .card-chip')].map((chip) => {
      const range = document.createRange();
      range.selectNodeContents(chip);
      const text = range.getBoundingClientRect();
      // The chip's content box: inside its border and padding.
      const box = chip.getBoundingClientRect();
      const style = getComputedStyle(chip);
      const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      return {
        name: chip.textContent ?? '',
        lines: range.getClientRects().length,
        fits: text.left >= left - 0.5 && text.right <= right + 0.5,
      };
    }),
  );
}

describe('exceptional-support card grid', () => {
  for (const [language, edition, locale, plague] of [
    ['English', 'en', 'en-US', 'Plague'],
    ['Polish', 'pl', 'pl-PL', 'Plaga'],
  ] as const) {
    it(`keeps every card name on one line at 360 px wide (${language})`, async () => {
      const phone = await openPhone(app.browser, PHONE_SIZES.small, { locale });
      const { page } = phone;
      // The home screen drops a file chosen before the game screens' code has arrived.
      await page.goto(app.url, { waitUntil: 'networkidle' });
      await page.locator('main.home input[type=file]').setInputFiles({
        name: 'support-window.json',
        mimeType: 'application/json',
        buffer: Buffer.from(exportGame(gameAtSupportWindow(edition))),
      });
      await waitForStep(page, 'before');
      await page.locator('.card-grid .card-chip').first().waitFor();
      const chips = await chipLayout(page);
      // Both players' grids, each with the Plague among the cards they may discard.
      expect(chips.filter((chip) => chip.name === plague)).toHaveLength(2);
      expect(chips.filter((chip) => chip.lines !== 1 || !chip.fits)).toEqual([]);
      await phone.screenshotSizes(`support-card-grid-${edition}`);
      expect(phone.errors).toEqual([]);
      await phone.context.close();
    });
  }
});
