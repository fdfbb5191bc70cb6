// Two phones play rounds through their cameras: each scans the QR code rendered on the other
// phone's screen, through html5-qrcode's real camera path (the camera shows a picture, camera-stub.ts). Along the way: a reload in the middle of a reveal,
// refused codes, and a round with no network.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../harness/browser';
import { startAppServer, type AppServer } from '../../harness/app-server';
import { qrPng } from '../../harness/camera';
import {
  chooseWarlordAndDeal,
  createGame,
  drawIfDue,
  fingerprintOf,
  guestScansSealAndDeals,
  planAndSeal,
  playReveal,
  showQr,
  startCameraPhone,
  stepOf,
  tableScansJoinCode,
  waitForStep,
  type CameraPhone,
  reachRoundRecord,
  recordDoneButton,
} from '../../harness/game-driver';
import { eventually, eventuallySame } from '../../harness/eventually';

let server: AppServer;
const browsers: Browser[] = [];
let table: CameraPhone;
let guest: CameraPhone;

beforeAll(async () => {
  server = await startAppServer();
  // One browser per phone: each page stays in front, as on a real phone (a background page's
  // timers are throttled, which would slow its scanner down).
  for (let i = 0; i < 2; i++) browsers.push(await launchChromium());
  table = await startCameraPhone(browsers[0]!);
  guest = await startCameraPhone(browsers[1]!);
});
afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
});

/** The text of the QR code a phone shows (as the app rendered it). */
async function shownText(phone: CameraPhone): Promise<string> {
  return (await phone.page.getByTestId('qr-code').getAttribute('data-qr-text')) ?? '';
}

/** Shows codes that must be refused to the guest's camera, then checks the message it gives. */
async function expectRefused(png: Buffer, message: RegExp): Promise<void> {
  await guest.pointCameraAt(png);
  await guest.page.getByTestId('scanner-status').filter({ hasText: message }).waitFor({ timeout: 20_000 });
}

interface RoundOptions {
  reloadMidReveal?: boolean;
  badCodes?: boolean;
  /** Before sealing, on the table phone: a warlord played by the table's own player. */
  tableWarlord?: { name: string; province: string };
  /** Before sealing, on the table phone: the guest's secret warlord, proved with the code its phone shows. */
  guestWarlord?: { id: string; name: string; province: string };
  tableCards?: Record<string, string>;
}

/** Opens "Before sealing" on the table phone and plays a warlord there for the given player. */
async function playWarlordOnTable(player: string, name: string, province: string, code?: string) {
  const before = table.page.locator('.plan__before');
  if (!(await before.getAttribute('open'))) await before.locator('summary').click();
  const card = before.locator('.option-card', { hasText: player });
  // The window both players watch (each row lists only public information).
  if (player === 'Sun Tzu') await table.screenshotSizes('table-window');
  await card.getByRole('button', { name: `Play ${name}` }).click();
  await card.getByRole('button', { name: province, exact: true }).click();
  if (code !== undefined) {
    await table.page.getByLabel(`Type the code for ${name} shown on your phone:`).fill(code);
    await table.page.getByRole('button', { name: `Play ${name}` }).click();
  } else {
    // The table player's own secret warlord: their own step on the table phone, the guest looking away.
    await eventually(() => table.page.locator('#owner-step-title').textContent()).toBe(
      `Only ${player} looks now`,
    );
    await eventually(() => table.page.locator('.owner-step .step__help').textContent()).toContain(
      `${name} in`,
    );
    await table.screenshotSizes('table-owner-step-cover');
    await table.page.getByTestId('owner-step-open').click();
  }
  // Once played, the warlord is no longer offered, and nothing was refused.
  await table.page.getByRole('button', { name: `Play ${name}` }).waitFor({ state: 'detached' });
  await eventually(() => table.page.getByRole('alert').count()).toBe(0);
  // While the window is open the plan is put away: close it to plan.
  if ((await before.getAttribute('open')) !== null) await before.locator('summary').click();
}

async function playRound(round: number, options: RoundOptions = {}) {
  if (options.tableWarlord) {
    await playWarlordOnTable('Sun Tzu', options.tableWarlord.name, options.tableWarlord.province);
  }
  if (options.guestWarlord) {
    const { id, name, province } = options.guestWarlord;
    await guest.page.locator('.warlord-code--card summary').click();
    const code = (await guest.page.getByTestId(`warlord-code-${id}`).textContent()) ?? '';
    await guest.screenshotSizes('warlord-code');
    await playWarlordOnTable('King Chu', name, province, code);
  }
  await planAndSeal(table.page, options.tableCards);
  await waitForStep(table.page, 'commitment');
  // Round 1: the guest's hand comes from the table's seal (the setup handshake), so it scans it first.
  if (round === 1) await guestScansSealAndDeals(table, guest);
  await planAndSeal(guest.page);
  if (round !== 1) await waitForStep(guest.page, 'scan-commitment');
  if (options.badCodes) {
    await expectRefused(await qrPng('https://example.com/not-a-game'), /not a Sun Tzu Referee code/);
    const text = await shownText(table);
    const middle = Math.floor(text.length / 2);
    const flipped = text.slice(0, middle) + (text[middle] === 'A' ? 'B' : 'A') + text.slice(middle + 1);
    await expectRefused(await qrPng(flipped), /damaged/);
    await guest.screenshotSizes('refused-code');
    await eventually(() => stepOf(guest.page)).toBe('scan-commitment');
  }
  // Guest scans the table's commitment, then shows its orders.
  if (round !== 1) await showQr(table.page, guest);
  await waitForStep(guest.page, 'show-orders');
  if (round === 1) {
    await table.screenshotSizes('commitment');
    await guest.screenshotSizes('guest-orders');
  }
  await showQr(guest.page, table, () =>
    table.page.getByRole('button', { name: 'Scan the other phone’s orders' }).click(),
  );
  await waitForStep(table.page, 'reveal');
  if (options.reloadMidReveal) {
    // Step through two provinces, then reload: the same provinces, lines and fingerprint come back. The
    // reveal opens on Qin's battle by itself unless a start-of-round play keeps its opening screen (flow.ts).
    const revealQin = table.page.getByRole('button', { name: 'Reveal Qin' });
    const revealChu = table.page.getByRole('button', { name: 'Reveal Chu' });
    await revealQin.or(revealChu).first().waitFor();
    for (const button of (await revealQin.isVisible()) ? [revealQin, revealChu] : [revealChu]) {
      await button.click();
      await button.waitFor({ state: 'detached' });
    }
    await table.page.getByRole('button', { name: 'Reveal Jin-Yan' }).waitFor();
    const revealed = table.page.locator('.reveal__lines li');
    // Chu's battle is on screen; Qin's lines are folded under "the round so far".
    await eventually(async () =>
      (await revealed.allTextContents()).some((line) => line.startsWith('Qin:')),
    ).toBe(true);
    await eventually(() => table.page.locator('.battle-armies__province--focus').textContent()).toContain(
      'Chu',
    );
    const lines = await revealed.allTextContents();
    const words = await fingerprintOf(table.page);
    await table.page.reload();
    await table.page.getByRole('button', { name: 'Reveal Jin-Yan' }).waitFor();
    await eventually(() => table.page.locator('.reveal__lines li').allTextContents()).toEqual(lines);
    await eventually(() => fingerprintOf(table.page)).toBe(words);
    await table.screenshotSizes('reveal');
  }
  await playReveal(table.page);
  await reachRoundRecord(table.page);
  if (round === 1) await table.screenshotSizes('round-record');
  // Guest scans the round record and must show the same fingerprint.
  await showQr(table.page, guest, () =>
    guest.page.getByRole('button', { name: 'Scan the round record' }).click(),
  );
  await guest.page.locator('main.game:not([data-step="show-orders"])').waitFor();
  const tableWords = await fingerprintOf(table.page);
  await recordDoneButton(table.page).click();
  await eventually(() => fingerprintOf(guest.page)).toBe(tableWords);
  await eventually(() => fingerprintOf(table.page)).toBe(tableWords);
  // The guest's next plan, with the draw chosen on it.
  if (round === 1) await guest.screenshotSizes('plan-draw');
  await drawIfDue(table.page);
  await drawIfDue(guest.page);
}

// Camera reads used to fail about one run in six: ZXing-js (html5-qrcode's decoder without
// BarcodeDetector) cannot find a few codes in a hundred at a given size; showQr now shows a code at
// several distances until it is read (game-driver.ts). A retry, for what a loaded machine still does
// to cameras and timers, starts a new game; every assertion stays as strict.
describe('a two-phone game through the cameras', { retry: 2 }, () => {
  it('joins and plays three rounds: reload mid-reveal, refused codes, a round offline; fingerprints agree', async () => {
    try {
      await playGame();
    } catch (error) {
      // What each phone shows, to tell a rules or protocol failure from a camera one.
      for (const [name, phone] of [
        ['table', table],
        ['guest', guest],
      ] as const) {
        const status = phone.page.getByTestId('scanner-status');
        const reads = await phone.page
          .locator('.scanner')
          .getAttribute('data-reads')
          .catch(() => '-');
        const camera = await phone.page.evaluate(() =>
          JSON.stringify((window as unknown as { __cameraDebug: () => unknown }).__cameraDebug()),
        );
        const videos = await phone.page.evaluate(() =>
          [...document.querySelectorAll('video')]
            .map(
              (v) =>
                `${v.paused ? 'paused' : 'playing'} ${v.readyState} ${v.currentTime.toFixed(1)} ${v.videoWidth}x${v.videoHeight}`,
            )
            .join('; '),
        );
        console.error(
          `${name} reads: ${reads} camera ${camera} videos ${videos}\n${phone.logs.slice(-15).join('\n')}`,
        );
        const alert = phone.page.getByRole('alert');
        console.error(
          `${name}: step ${await stepOf(phone.page)}; scanner: ${(await status.count()) ? await status.textContent() : '-'}; alert: ${(await alert.count()) ? await alert.first().textContent() : '-'}`,
        );
        await phone.screenshot(`failure-${name}`);
      }
      throw error;
    }
  });
});

async function playGame(): Promise<void> {
  {
    for (const phone of [table, guest]) {
      await phone.page.goto(server.url);
      // Once the service worker controls the page, the app needs no network.
      await phone.page.evaluate(async () => navigator.serviceWorker.ready);
      await phone.page.reload();
      await phone.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    }
    await table.screenshotSizes('home');
    await table.page.getByRole('button', { name: 'Settings' }).click();
    await table.screenshotSizes('settings');
    await table.page.getByRole('button', { name: 'Back', exact: true }).click();
    await guest.page.getByRole('button', { name: 'Join a game' }).click();
    await guest.page.getByTestId('scanner-status').waitFor();
    await guest.screenshotSizes('join');
    await guest.page.getByRole('button', { name: 'Cancel' }).click();
    await createGame(table.page, { warlord: 'Reinforce', onFilled: () => table.screenshotSizes('new-game') });
    await table.screenshotSizes('invite');
    await showQr(table.page, guest, () => guest.page.getByRole('button', { name: 'Join a game' }).click());
    await guest.page.locator('main.game').waitFor();
    await waitForStep(guest.page, 'warlord');
    await guest.screenshotSizes('warlord');
    await tableScansJoinCode(table, guest, 'Remove an Army');
    await chooseWarlordAndDeal(table.page, 'Reinforce');
    await table.screenshotSizes('plan');
    // Blue's 6 beats King Chu's 1 in Qin: Blue holds Qin from round 1.
    await playRound(1, { reloadMidReveal: true, tableCards: { Qin: '6' } });
    await playRound(2, { badCodes: true, tableWarlord: { name: 'Reinforce', province: 'Qin' } });
    await table.context.setOffline(true);
    await guest.context.setOffline(true);
    await playRound(3, { guestWarlord: { id: 'remove-army', name: 'Remove an Army', province: 'Qin' } });
    await eventually(() => table.page.evaluate(() => navigator.onLine)).toBe(false);
    // Round 3 ends with scoring: the game goes on, or the track decided it (R-S2); both phones agree.
    const next = 'main.game:is([data-step="plan"], [data-step="over"])';
    await table.page.locator(next).waitFor();
    await guest.page.locator(next).waitFor();
    await eventuallySame(
      () => stepOf(guest.page),
      () => stepOf(table.page),
    );
    if ((await stepOf(table.page)) === 'plan') {
      // R-R2: at the start of round 4 the plan says which display column is now in force.
      await eventually(() => table.page.getByTestId('round-start').textContent()).toContain('round 6 column');
    }
    if ((await stepOf(table.page)) === 'over') {
      await eventually(() => guest.page.getByTestId('winner').textContent()).toBe(
        await table.page.getByTestId('winner').textContent(),
      );
      await table.screenshotSizes('over');
    }
    // Both warlords were played and both phones agree on it.
    for (const phone of [table, guest]) {
      await phone.page.getByRole('button', { name: 'Board', exact: true }).click();
      // The Board tab opens on the map; the table (with the warlords played) is one tap away.
      await phone.page.getByTestId('board-map').waitFor();
      await phone.page.getByRole('button', { name: 'Show as table', exact: true }).click();
      await eventually(() =>
        phone.page.locator('.board-view').getByText('Reinforce').count(),
      ).toBeGreaterThan(0);
      await eventually(() =>
        phone.page.locator('.board-view').getByText('Remove an Army').count(),
      ).toBeGreaterThan(0);
      await phone.page.getByRole('button', { name: 'Play', exact: true }).click();
    }
    for (const view of ['Board', 'Log', 'More'] as const) {
      await table.page.getByRole('button', { name: view, exact: true }).click();
      await table.screenshotSizes(view.toLowerCase());
    }
    expect(table.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
  }
}
