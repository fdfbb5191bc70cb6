// Game files in a real browser: opening a file for a game already on the phone asks first
// (saying which copy is further on) and never replaces a sealed game with an older copy; an edited
// file is refused with a message and changes nothing; the export says the file holds secrets.
import { describe, expect, it } from 'vitest';
import { eventually } from '../../harness/eventually';
import type { Page } from 'playwright-core';
import { exportGame } from '../../src/app/game/file/game-file';
import type { LocalGame } from '../../src/app/game/core/local-game';
import { en } from '../../src/app/i18n/en';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { openPhone } from '../../harness/phone';
import { stepOf } from '../../harness/game-driver';
import { twoPhoneSteps } from '../../harness/two-phone-kit';
import { gameChoices } from '../../harness/fixtures';

const app = useAppInBrowser();

const steps = twoPhoneSteps(7, gameChoices('red'), 2);
function tableAt(label: string): LocalGame {
  const found = steps.find((s) => s.label === label);
  if (!found) throw new Error(`no step ${label}`);
  return found.table;
}

/** Opens a file from the home screen's "Open a game file". */
async function openFile(page: Page, text: string): Promise<void> {
  await page.goto(app.url);
  await page.locator('main.home input[type=file]').setInputFiles({
    name: 'game.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

describe('game files in the browser', () => {
  it('a file for a game on the phone asks first and never replaces a sealed game with an older copy', async () => {
    const sealed = tableAt('r2: table received');
    const older = tableAt('r2: table sealed');
    const newer = tableAt('r2: reveal step 2');
    const phone = await openPhone(app.browser);
    const page = phone.page;
    try {
      await openFile(page, exportGame(sealed));
      await page.locator('main.game').waitFor();
      const sealedStep = await stepOf(page);
      expect(sealedStep).toMatch(/\w/);

      // The older copy: refused, with the reason, and no question.
      await openFile(page, exportGame(older));
      const error = page.locator('main.home .step__error');
      await error.waitFor();
      await eventually(() => error.textContent()).toBe(en['import/phone-newer']);
      await eventually(() => page.getByRole('alertdialog').count()).toBe(0);

      // The same game again: the phone's copy is still the sealed one (same point), and kept.
      await openFile(page, exportGame(sealed));
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await eventually(() => dialog.textContent()).toContain(en['import.same']);
      await page.getByRole('button', { name: en['import.keep'] }).click();
      await eventually(() => page.getByRole('alertdialog').count()).toBe(0);
      await eventually(() => page.locator('main.game').count()).toBe(0);

      // An edited file (the round count relabelled): refused, nothing asked.
      const edited = JSON.parse(exportGame(sealed)) as {
        game: { session: { synced: { exchanges: number } } };
      };
      edited.game.session.synced.exchanges += 1;
      await openFile(page, JSON.stringify(edited));
      await error.waitFor();
      await eventually(() => error.textContent()).toBe(en['import/false-claim']);

      // A newer copy: asked, saying the file is further on; replacing opens it.
      await openFile(page, exportGame(newer));
      await dialog.waitFor();
      const asked = (await dialog.textContent()) ?? '';
      expect(asked).toContain(en['import.exists']);
      expect(asked).toContain(en['import.fileNewer']);
      expect(asked).toContain('orders sealed');
      await phone.screenshot('import-confirm');
      await page.getByRole('button', { name: en['import.replace'] }).click();
      await page.locator('main.game').waitFor();
      await eventually(() => stepOf(page)).toBe(sealedStep);

      // The export says what the file holds.
      await page.getByRole('button', { name: 'More', exact: true }).click();
      await page.getByTestId('owner-secrets').click();
      await page.getByTestId('owner-secrets-show').click();
      await eventually(() => page.getByTestId('export-secrets').textContent()).toBe(en['menu.exportSecrets']);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
