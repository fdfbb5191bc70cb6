// Only legal choices are offered, in a real browser (Chromium): on the shared start-of-round
// window of a pass-and-play game, "Play …" offers only the provinces the rules allow (R-W2, R-W6, R-W10),
// its Cancel returns the row as it was; a hidden warlord is played on its owner's step (the phone passed to
// them first, the same screen whatever they hold), and only there is one they do not hold refused.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Player, WarlordId } from '../../src/engine';
import { exportGame } from '../../src/app/game/file/game-file';
import { currentState, type LocalGame } from '../../src/app/game/core/local-game';
import { passView, seatWarlordSalt } from '../../src/app/game/pass/pass-and-play';
import { publicView } from '../../src/app/game/core/public-view';
import { windowOffers, type WindowWarlord } from '../../src/app/game/round/window-offers';
import { playerName, provinceName, warlordName } from '../../src/app/format';
import { loadLanguage } from '../../src/app/i18n';
import { en } from '../../src/app/i18n/en';
import { playPassGame } from '../../harness/pass-game';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { openPhone } from '../../harness/phone';
import { eventually } from '../../harness/eventually';
import { gameChoices } from '../../harness/fixtures';

const app = useAppInBrowser();

/** A shared start window where `player` is offered a hidden warlord it does not hold (so it is refused). */
interface Found {
  game: LocalGame;
  player: Player;
  warlord: WindowWarlord;
}

/** The first such window of seeded pass-and-play games, built through the controller as the screens would. */
function findWindow(): Found {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    let found: Found | null = null;
    playPassGame(seed, gameChoices(seed % 2 ? 'blue' : 'red'), (game) => {
      if (found) return;
      const view = passView(game);
      if (view.kind !== 'shared' || view.step !== 'before') return;
      const state = publicView(game).state;
      for (const player of ['blue', 'red'] as const)
        for (const w of windowOffers(state, player, 'start').warlords)
          if (!found && w.hidden && w.targets.length > 1 && seatWarlordSalt(game, player, w.id) === null)
            found = { game, player, warlord: w };
    });
    if (found) return found;
  }
  throw new Error('no window with a hidden warlord not held in the seeded games');
}

beforeAll(() => loadLanguage('en'));

describe('window choices in the browser', () => {
  it('R-W2/R-W6/R-W10: only legal provinces, Cancel restores the row, a warlord not held is refused on its owner’s step only', async () => {
    const found = findWindow();
    const { game, warlord } = found;
    const id: WarlordId = warlord.id;
    const first = (w: WindowWarlord) => (w.targets[0]?.province ?? w.targets[0]?.from)!;
    // The provinces the first choice offers: a province, or for Move an Army where from (R-W6).
    const expected = [
      ...new Set(warlord.targets.map((t) => t.province ?? t.from).filter((p) => p !== undefined)),
    ].map((p) => provinceName(p));
    const phone = await openPhone(app.browser);
    const page = phone.page;
    try {
      await page.goto(app.url);
      await page.locator('main.home input[type=file]').setInputFiles({
        name: 'game.json',
        mimeType: 'application/json',
        buffer: Buffer.from(exportGame(game)),
      });
      const play = page.getByRole('button', {
        name: en['plan.warlordPlay'].replace('{name}', warlordName(id)),
      });
      await play.waitFor();
      // The player's row, found while its Play button shows (the button gives way to the choice once tapped).
      const cards = page.locator('.option-card');
      let index = -1;
      for (let i = 0; i < (await cards.count()); i++)
        if (
          (await cards
            .nth(i)
            .getByRole('button', { name: (await play.textContent()) ?? '' })
            .count()) > 0
        )
          index = i;
      expect(index).toBeGreaterThanOrEqual(0);
      const row = cards.nth(index);
      const before = await row.locator('button').allTextContents();
      expect(before.length).toBeGreaterThan(0);

      // Play …: only the provinces the rules allow, then Cancel, and the row is as it was.
      await play.click();
      const cancel = row.getByRole('button', { name: en['common.cancel'] });
      await cancel.waitFor();
      await eventually(() => row.locator('.card-grid button').first().textContent()).toBe(expected[0]);
      await eventually(() => row.locator('fieldset .card-grid button').allTextContents()).toEqual(expected);
      await cancel.click();
      await eventually(() => row.locator('button').allTextContents()).toEqual(before);
      await eventually(() => row.locator('fieldset').count()).toBe(0);

      // A hidden warlord this player does not hold: the shared row does not answer. Its owner's step
      // opens (the same for a held one), and only there, once the owner opens it, is it refused.
      await play.click();
      await row
        .locator('fieldset .card-grid button', { hasText: provinceName(first(warlord)) })
        .first()
        .click();
      if (warlord.targets[0]?.to) {
        const to = warlord.targets.find((t) => t.from === first(warlord))!.to!;
        await row
          .locator('fieldset .card-grid button', { hasText: provinceName(to) })
          .first()
          .click();
      }
      const open = page.getByTestId('owner-step-open');
      await open.waitFor();
      const player = playerName(found.player, currentState(game).setup.options.edition);
      await eventually(() => page.locator('#owner-step-title').textContent()).toBe(
        en['owner.playTitle.pass'].replace('{player}', player),
      );
      await eventually(() => page.locator('.window-refusal, .owner-step .step__error').count()).toBe(0);
      await phone.screenshotSizes('window-owner-cover');
      await open.click();
      const said = page.locator('.owner-step .step__error');
      await eventually(() => said.textContent()).toBe(
        en['owner.notHeld.warlord'].replace('{name}', warlordName(id)),
      );
      await eventually(() => page.locator('.owner-step button').allTextContents()).toEqual([
        en['owner.playBack'],
      ]);
      await phone.screenshotSizes('window-owner-not-held');
      await page.getByRole('button', { name: en['owner.playBack'] }).click();
      await eventually(() => row.locator('button').allTextContents()).toEqual(before);
      await eventually(() => page.locator('.owner-step').count()).toBe(0);
      await phone.screenshotSizes('window-owner-back');
    } finally {
      await phone.context.close();
    }
  });
});
