import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../harness/browser';
import { startAppServer, type AppServer } from '../../harness/app-server';
import { openPhone, PHONE_SIZES } from '../../harness/phone';
import { eventually, SETTLE_MS } from '../../harness/eventually';
import { fakeCameraFlags, qrPng, writeY4mFromPng } from '../../harness/camera';

let server: AppServer;

beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server?.close();
});

describe('home screen and offline use', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, size] of Object.entries(PHONE_SIZES)) {
    it(`renders at ${size.width}×${size.height} with no errors (${label})`, async () => {
      const phone = await openPhone(browser, size);
      await phone.page.goto(server.url);
      await eventually(() => phone.page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Sun Tzu Referee',
      );
      await eventually(() => phone.page.getByTestId('app-version').textContent()).toMatch(
        /^Version \d+\.\d+\.\d+$/,
      );
      await phone.screenshot('home');
      expect(phone.errors).toEqual([]);
      await phone.context.close();
    });
  }

  it('still shows the home screen when reloaded offline once the service worker is ready', async () => {
    const phone = await openPhone(browser);
    await phone.page.goto(server.url);
    const scope = await phone.page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(server.url);
    // The first visit is not controlled yet; a reload puts the page under the worker.
    await phone.page.reload();
    await phone.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await phone.context.setOffline(true);
    await phone.page.reload();
    await eventually(() => phone.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Sun Tzu Referee',
    );
    await eventually(() => phone.page.evaluate(() => navigator.onLine)).toBe(false);
    await phone.screenshot('home-offline');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});

describe('camera harness', () => {
  it('html5-qrcode reads the exact text of a QR code shown to the fake camera', async () => {
    const text = 'SUNTZU:1:CAMERA-HARNESS 0123456789 $%*+-./:';
    const y4m = join(mkdtempSync(join(tmpdir(), 'camera-')), 'qr.y4m');
    writeY4mFromPng(await qrPng(text), y4m);
    const browser = await launchChromium(fakeCameraFlags(y4m));
    try {
      const phone = await openPhone(browser, PHONE_SIZES.standard, { permissions: ['camera'] });
      await phone.page.goto(server.url);
      await phone.page.getByRole('button', { name: 'Check the camera' }).click();
      const status = phone.page.getByTestId('camera-status');
      await status.filter({ hasText: 'Read:' }).waitFor({ timeout: SETTLE_MS });
      await eventually(() => status.textContent()).toBe(`Read: ${text}`);
      await phone.screenshot('camera-check-read');
      expect(phone.errors).toEqual([]);
      await phone.context.close();
    } finally {
      await browser.close();
    }
  });
});
