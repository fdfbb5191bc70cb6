// Two phones (two Chromium browsers) play rounds through their real cameras: each scans the QR
// code rendered on the other phone's screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../support/app-server';
import {
  chooseWarlordAndDeal,
  createGame,
  drawIfDue,
  fingerprintOf,
  planAndSeal,
  playReveal,
  showQr,
  startCameraPhone,
  stepOf,
  waitForStep,
  type CameraPhone,
} from '../support/game-driver';

let server: AppServer;
let table: CameraPhone;
let guest: CameraPhone;

beforeAll(async () => {
  server = await startAppServer();
  table = await startCameraPhone('table');
  guest = await startCameraPhone('guest');
});
afterAll(async () => {
  await table?.browser.close();
  await guest?.browser.close();
  await server?.close();
});

async function playRound(round: number): Promise<void> {
  await planAndSeal(table.page);
  await waitForStep(table.page, 'commitment');
  await planAndSeal(guest.page);
  await waitForStep(guest.page, 'scan-commitment');
  // Guest scans the table's commitment.
  await showQr(table.page, guest);
  await waitForStep(guest.page, 'show-orders');
  if (round === 1) {
    await table.screenshot('commitment');
    await guest.screenshot('guest-orders');
  }
  // Table scans the guest's orders.
  await showQr(guest.page, table);
  await table.page.getByRole('button', { name: 'Scan the other phone’s orders' }).click();
  await waitForStep(table.page, 'reveal');
  if (round === 1) await table.screenshot('reveal');
  await playReveal(table.page);
  await waitForStep(table.page, 'round-record');
  if (round === 1) await table.screenshot('round-record');
  // Guest scans the round record and must show the same fingerprint.
  await showQr(table.page, guest);
  await guest.page.getByRole('button', { name: 'Scan the round record' }).click();
  await guest.page.locator('main.game:not([data-step="show-orders"])').waitFor();
  const tableWords = await fingerprintOf(table.page);
  await table.page.getByRole('button', { name: 'The other phone shows the same words' }).click();
  expect(await fingerprintOf(guest.page)).toBe(tableWords);
  expect(await fingerprintOf(table.page)).toBe(tableWords);
  await drawIfDue(table.page);
  await drawIfDue(guest.page);
}

describe('a two-phone game through the cameras', () => {
  it('joins, chooses warlords, and plays two rounds with equal fingerprints', async () => {
    await table.page.goto(server.url);
    await guest.page.goto(server.url);
    await createGame(table.page);
    await table.screenshot('invite');
    await showQr(table.page, guest);
    await guest.page.getByRole('button', { name: 'Join a game' }).click();
    await guest.page.locator('main.game').waitFor();
    await table.page.getByRole('button', { name: 'The other phone has joined' }).click();
    await guest.screenshot('warlord');
    await chooseWarlordAndDeal(table.page);
    await chooseWarlordAndDeal(guest.page);
    await table.screenshot('plan');
    try {
      for (let round = 1; round <= 2; round++) await playRound(round);
    } catch (error) {
      for (const [name, phone] of [
        ['table', table],
        ['guest', guest],
      ] as const) {
        await phone.screenshot(`failure-${name}`);
        const status = phone.page.getByTestId('scanner-status');
        console.log(name, await stepOf(phone.page), (await status.count()) ? await status.textContent() : '');
      }
      throw error;
    }
    await waitForStep(table.page, 'plan');
    await waitForStep(guest.page, 'plan');
    await table.page.getByRole('button', { name: 'Board' }).click();
    await table.screenshot('board');
    await table.page.getByRole('button', { name: 'Log' }).click();
    await table.screenshot('log');
    expect(table.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
  });
});
