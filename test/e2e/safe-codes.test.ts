// A code is shown only once it is safe (stored), in Chromium: a seal whose write fails (quota
// exceeded) shows no code until Retry stores it; one writer per game across tabs; an update applied in
// one tab never reloads another tab in the middle of a game.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../harness/eventually';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../harness/browser';
import { APP_DIST, startAppServer, type AppServer } from '../../harness/app-server';
import { serveBuild } from '../../scripts/serve';
import { openPhone } from '../../harness/phone';
import {
  chooseWarlordAndDeal,
  createGame,
  drawIfDue,
  fingerprintOf,
  guestScansSealAndDeals,
  noteRecoveryCode,
  planAndSeal,
  playReveal,
  showQr,
  shownQrText,
  startCameraPhone,
  stepOf,
  tableScansJoinCode,
  waitForStep,
  type CameraPhone,
  reachRoundRecord,
  recordDoneButton,
} from '../../harness/game-driver';

let server: AppServer;
const browsers: Browser[] = [];

beforeAll(async () => {
  server = await startAppServer();
  // One browser per phone, as in two-phone-game.test.ts: each page stays in front.
  for (let i = 0; i < 2; i++) browsers.push(await launchChromium());
});
afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
});

/** The game id of the game a page shows (from its #/game/<id> address). */
function gameIdOf(page: Page): string {
  const id = decodeURIComponent(new URL(page.url()).hash.replace(/^#\/game\//, ''));
  if (!id) throw new Error(`not on a game: ${page.url()}`);
  return id;
}

/** What IndexedDB holds for a game, read in the page: its revision, shown code and planned provinces. */
async function stored(
  page: Page,
  id: string,
): Promise<{ revision: number; code: string | null; planned: number } | null> {
  return page.evaluate(
    (gameId) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('sun-tzu-referee');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('games').objectStore('games').get(gameId);
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            db.close();
            const game = get.result as
              | {
                  revision?: number;
                  showing: { texts: string[] } | null;
                  plan: { orders: Record<string, string> } | null;
                }
              | undefined;
            resolve(
              game
                ? {
                    revision: game.revision ?? 0,
                    code: game.showing?.texts[0] ?? null,
                    planned: Object.keys(game.plan?.orders ?? {}).length,
                  }
                : null,
            );
          };
        };
      }),
    id,
  );
}

/** Page script: while `window.__quotaFull` is true, every put into the games store throws QuotaExceededError. */
const QUOTA_SCRIPT = `(() => {
  window.__quotaFull = false;
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (...args) {
    if (window.__quotaFull && this.name === 'games')
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return put.apply(this, args);
  };
})()`;

const setQuotaFull = (page: Page, full: boolean) =>
  page.evaluate((value) => {
    (window as unknown as { __quotaFull: boolean }).__quotaFull = value;
  }, full);

/** Places the first allowed card in every province (saved in the background as it is tapped). */
async function placeCards(page: Page): Promise<void> {
  for (const province of ['Qin', 'Chu', 'Jin-Yan', 'Han-Qi', 'Wu']) {
    await page.locator('.plan__province', { hasText: province }).click();
    await page.locator('.plan__hand .card-chip:not([disabled])').first().click();
  }
}

describe('a seal whose write fails shows no code until it is stored', () => {
  let table: CameraPhone;
  let guest: CameraPhone;
  beforeAll(async () => {
    table = await startCameraPhone(browsers[0]!);
    await table.context.addInitScript(QUOTA_SCRIPT);
    guest = await startCameraPhone(browsers[1]!);
  });

  it('quota exceeded on "Seal my orders": no commitment QR, a message and Retry; after a reload still planning; Retry seals, and the guest verifies the round', async () => {
    for (const phone of [table, guest]) await phone.page.goto(server.url);
    await createGame(table.page, { warlord: 'Reinforce' });
    await showQr(table.page, guest, () => guest.page.getByRole('button', { name: 'Join a game' }).click());
    await guest.page.locator('main.game').waitFor();
    await tableScansJoinCode(table, guest, 'Remove an Army');
    await chooseWarlordAndDeal(table.page, 'Reinforce');
    const id = gameIdOf(table.page);

    // The plan is stored before the storage fills up.
    await placeCards(table.page);
    await expect.poll(async () => (await stored(table.page, id))?.planned, { timeout: 10_000 }).toBe(5);
    const before = await stored(table.page, id);
    await setQuotaFull(table.page, true);
    await table.page.getByRole('button', { name: 'Seal my orders' }).click();
    // Whichever comes first, the failure or a code: it must be the failure, and no code.
    await table.page.locator('[data-testid="save-failed"], [data-testid="qr-code"]').first().waitFor();
    await expect.poll(() => table.page.getByTestId('qr-code').count()).toBe(0);
    await expect
      .poll(() => table.page.getByTestId('save-failed').textContent())
      .toMatch(/storage is full.*Nothing was shown to the other phone/);
    await eventually(() => stepOf(table.page)).toBe('plan');
    await eventually(() => stored(table.page, id)).toEqual(before);

    // Retry while still full: still no code.
    await table.page.getByRole('button', { name: 'Retry' }).click();
    await table.page.getByTestId('save-failed').waitFor();
    await expect.poll(() => table.page.getByTestId('qr-code').count()).toBe(0);
    await eventually(() => stored(table.page, id)).toEqual(before);

    // A reload: the game is where storage says, planning, the plan kept, no code.
    await table.page.reload();
    await waitForStep(table.page, 'plan');
    await eventually(() => table.page.getByTestId('qr-code').count()).toBe(0);
    await eventually(() => table.page.getByRole('button', { name: 'Seal my orders' }).isEnabled()).toBe(true);

    // Full again on sealing; then space frees up and Retry seals and shows the code.
    await setQuotaFull(table.page, true);
    await table.page.getByRole('button', { name: 'Seal my orders' }).click();
    await table.page.getByTestId('save-failed').waitFor();
    await expect.poll(() => table.page.getByTestId('qr-code').count()).toBe(0);
    await setQuotaFull(table.page, false);
    await table.page.getByRole('button', { name: 'Retry' }).click();
    await waitForStep(table.page, 'commitment');
    const commitment = await shownQrText(table.page);
    await expect.poll(async () => (await stored(table.page, id))?.code).toBe(commitment);
    await table.page.getByTestId('save-failed').waitFor({ state: 'detached' });
    // After a reload the same code: the one shown is the one stored.
    await table.page.reload();
    await waitForStep(table.page, 'commitment');
    await eventually(() => shownQrText(table.page)).toBe(commitment);

    // The guest scans it (its hand follows from it), shows its orders; the round goes through and both phones agree.
    await guestScansSealAndDeals(table, guest);
    await planAndSeal(guest.page);
    await waitForStep(guest.page, 'show-orders');
    await showQr(guest.page, table, () =>
      table.page.getByRole('button', { name: 'Scan the other phone’s orders' }).click(),
    );
    await waitForStep(table.page, 'reveal');
    await playReveal(table.page);
    await reachRoundRecord(table.page);
    await showQr(table.page, guest, () =>
      guest.page.getByRole('button', { name: 'Scan the round record' }).click(),
    );
    await guest.page.locator('main.game:not([data-step="show-orders"])').waitFor();
    await eventually(() => guest.page.getByText(/changed after sealing/).count()).toBe(0);
    await recordDoneButton(table.page).click();
    await drawIfDue(guest.page);
    await expect.poll(() => fingerprintOf(guest.page)).toBe(await fingerprintOf(table.page));
    expect(table.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
  });
});

describe('one writer per game', () => {
  it('a second tab on the same game is read-only and says why; "Use it here" takes over; a stale tab cannot overwrite a newer seal', async () => {
    const phone = await openPhone(browsers[0]!);
    const a = phone.page;
    await a.goto(server.url);
    // Real cards and event deck: the table phone goes on alone (no join code to scan).
    await createGame(a, { warlord: 'Reinforce', realCards: true });
    const id = gameIdOf(a);
    const address = a.url();

    // The second tab opens the same game: read-only, and it says why.
    const b = await phone.context.newPage();
    await b.goto(address);
    await b.getByTestId('open-elsewhere').waitFor();
    await eventually(() => b.getByTestId('open-elsewhere').textContent()).toContain(
      'This game is open in another tab',
    );
    await eventually(() => b.locator('.game__body').getAttribute('data-read-only')).toBe('true');
    await eventually(() => a.getByTestId('open-elsewhere').count()).toBe(0);

    // "Use it here": the second tab writes; the first becomes read-only and follows it.
    await b.getByRole('button', { name: 'Use it here' }).click();
    await b.getByTestId('open-elsewhere').waitFor({ state: 'detached' });
    await a.getByTestId('open-elsewhere').waitFor();
    await b.getByRole('button', { name: 'The other phone has joined' }).click();
    await waitForStep(b, 'hand');
    await noteRecoveryCode(b);
    const chips = b.locator('.card-grid .card-chip');
    for (let index = 0; index < 4; index++) await chips.nth(index).click();
    await b.getByRole('button', { name: 'These are my four cards' }).click();
    await waitForStep(a, 'plan');
    await eventually(() => a.locator('.game__body').getAttribute('data-read-only')).toBe('true');

    // B plans; then a third tab opens where the browser gives no way to tell tabs apart (no Web Locks,
    // no BroadcastChannel): it believes it is the writer, with B's plan ready to seal.
    await placeCards(b);
    await expect.poll(async () => (await stored(b, id))?.planned, { timeout: 10_000 }).toBe(5);
    const c = await phone.context.newPage();
    await c.addInitScript(`(() => {
      Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined });
      delete window.BroadcastChannel;
    })()`);
    await c.goto(address);
    await waitForStep(c, 'plan');
    await eventually(() => c.getByTestId('open-elsewhere').count()).toBe(0);
    // B seals; C's copy is now stale, and its own seal is refused.
    await b.getByRole('button', { name: 'Seal my orders' }).click();
    await waitForStep(b, 'commitment');
    const sealed = await shownQrText(b);
    await expect.poll(async () => (await stored(b, id))?.code).toBe(sealed);
    const revision = (await stored(b, id))?.revision;

    await c.getByRole('button', { name: 'Seal my orders' }).click();
    await c.getByTestId('open-elsewhere').waitFor();
    await eventually(() => c.getByTestId('open-elsewhere').textContent()).toContain(
      'This game is open in another tab',
    );
    await expect.poll(() => c.getByTestId('qr-code').count()).toBe(0);
    await eventually(() => stored(b, id)).toMatchObject({ code: sealed, revision });
    // Taken over there, it shows the stored seal, not one of its own.
    await c.getByRole('button', { name: 'Use it here' }).click();
    await waitForStep(c, 'commitment');
    await eventually(() => shownQrText(c)).toBe(sealed);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});

describe('an update never reloads a tab in the middle of a game', () => {
  let dir: string;
  let updating: AppServer;
  beforeAll(async () => {
    // A copy of the build, so its service worker can change under the running tabs.
    dir = mkdtempSync(join(tmpdir(), 'sun-tzu-update-'));
    cpSync(APP_DIST, dir, { recursive: true });
    const { url, server: preview } = await serveBuild(0, dir);
    updating = { url, close: () => preview.close() };
  });
  afterAll(async () => {
    await updating?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('"Update now" in one tab reloads that tab; another tab in a game stays, and says to reload when the round is over', async () => {
    const phone = await openPhone(browsers[1]!);
    const home = phone.page;
    const game = await phone.context.newPage();
    for (const page of [home, game]) {
      await page.goto(updating.url);
      await page.evaluate(async () => navigator.serviceWorker.ready);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    }
    await createGame(game, { warlord: 'Reinforce' });
    const controller = () => game.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
    // Marks this page: a reload would lose it.
    await game.evaluate(() => {
      (window as unknown as { __notReloaded: boolean }).__notReloaded = true;
    });
    await home.evaluate(() => {
      (window as unknown as { __notReloaded: boolean }).__notReloaded = true;
    });
    await eventually(() => controller()).toContain('sw.js');

    // A new version is published; the home tab finds it and offers it (the game tab does not).
    appendFileSync(join(dir, 'sw.js'), '\n// A new version\n');
    await home.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await home.getByRole('button', { name: 'Update now' }).waitFor({ timeout: 30_000 });
    await eventually(() => game.getByRole('button', { name: 'Update now' }).count()).toBe(0);
    await home.getByRole('button', { name: 'Update now' }).click();

    // The home tab reloads under the new version.
    await home.waitForFunction(
      () => (window as unknown as { __notReloaded?: boolean }).__notReloaded !== true,
      undefined,
      { timeout: 30_000 },
    );
    // The game tab: the new version controls it, but it stays where it was and says so.
    await game.getByTestId('update-deferred').waitFor({ timeout: 30_000 });
    await eventually(() => game.getByTestId('update-deferred').textContent()).toContain(
      'Updated: reload when the round is over',
    );
    await eventually(() =>
      game.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded),
    ).toBe(true);
    await eventually(() => stepOf(game)).toBe('invite');
    // Leaving the game (for the game list) reloads it under the new version.
    await game.getByRole('button', { name: 'Games', exact: true }).click();
    await game.waitForFunction(
      () => (window as unknown as { __notReloaded?: boolean }).__notReloaded !== true,
      undefined,
      { timeout: 30_000 },
    );
    await game.getByRole('button', { name: 'New game' }).waitFor();
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
