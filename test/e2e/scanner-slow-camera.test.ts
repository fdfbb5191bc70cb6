// A camera that is slow to open, as behind an unanswered permission prompt on an iPhone: the
// scanner's watchdog must keep working once the camera opens, and closing the scanner before the
// camera opens must leave no uncaught errors and no camera running.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { CAMERA_STUB_SCRIPT, showToStubCamera } from '../../harness/camera-stub';
import { cameraPng } from '../../harness/game-driver';
import { openPhone, type Phone } from '../../harness/phone';
import { eventually } from '../../harness/eventually';

const app = useAppInBrowser();

/**
 * Page script (after the camera stub): the first getUserMedia call answers only after `delayMs`,
 * as a permission prompt left open would; window.__cameraOpens counts the calls.
 */
function slowFirstCamera(delayMs: number): string {
  return `(() => {
    const devices = navigator.mediaDevices;
    const open = devices.getUserMedia.bind(devices);
    window.__cameraOpens = 0;
    devices.getUserMedia = async (constraints) => {
      window.__cameraOpens += 1;
      const first = window.__cameraOpens === 1;
      const stream = await open(constraints);
      if (first) await new Promise((resolve) => setTimeout(resolve, ${delayMs}));
      return stream;
    };
  })();`;
}

/** A phone whose camera (the canvas stub) takes `delayMs` to open the first time. */
async function slowCameraPhone(delayMs: number): Promise<Phone> {
  const phone = await openPhone(app.browser);
  await phone.context.addInitScript(CAMERA_STUB_SCRIPT);
  await phone.context.addInitScript(slowFirstCamera(delayMs));
  return phone;
}

const cameraOpens = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cameraOpens: number }).__cameraOpens);

/** The ready states of every camera track handed out so far ("live" or "ended"). */
const cameraTracks = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __cameraDebug: () => { tracks: string } }).__cameraDebug().tracks.split(','),
  );

describe('a camera slow to open', () => {
  it('keeps the watchdog on when the camera takes longer than the stall time to open', async () => {
    const phone = await slowCameraPhone(9_000);
    try {
      const { page } = phone;
      await page.goto(`${app.url}#/camera-check`);
      // Nothing in view: once the camera is open, the no-read watchdog reopens it.
      await page
        .getByTestId('scanner-status')
        .filter({ hasText: 'Hold the QR code' })
        .waitFor({ timeout: 20_000 });
      await eventually(() => cameraOpens(page)).toBe(1);
      await page.waitForFunction(
        () => (window as unknown as { __cameraOpens: number }).__cameraOpens >= 2,
        undefined,
        { timeout: 40_000, polling: 250 },
      );
      // And the reopened camera reads.
      const text = 'SUNTZU:SLOW-CAMERA 0123456789';
      await showToStubCamera(page, await cameraPng(text));
      const status = page.getByTestId('camera-status');
      await status.filter({ hasText: 'Read:' }).waitFor({ timeout: 20_000 });
      await eventually(() => status.textContent()).toBe(`Read: ${text}`);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('leaves no uncaught error and no camera running when closed before the camera opens', async () => {
    const phone = await slowCameraPhone(2_000);
    try {
      const { page } = phone;
      await page.goto(`${app.url}#/camera-check`);
      await page.waitForFunction(() => (window as unknown as { __cameraOpens: number }).__cameraOpens === 1);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Check the camera' }).waitFor();
      // The camera answers after the scanner closed; give the scanner time to release it.
      await page.waitForTimeout(4_000);
      const tracks = await cameraTracks(page);
      expect(tracks.length).toBeGreaterThan(0);
      expect(tracks.every((state) => state === 'ended')).toBe(true);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('leaves no uncaught error when closed the moment the camera opens', async () => {
    const phone = await slowCameraPhone(1_500);
    try {
      const { page } = phone;
      await page.goto(`${app.url}#/camera-check`);
      await page.waitForFunction(() => (window as unknown as { __cameraOpens: number }).__cameraOpens === 1);
      // Close as soon as html5-qrcode has put the camera's video in the page.
      await page.waitForFunction(() => document.querySelector('.scanner__view video') !== null, undefined, {
        polling: 'raf',
      });
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Check the camera' }).waitFor();
      await page.waitForTimeout(2_000);
      await eventually(async () => (await cameraTracks(page)).every((state) => state === 'ended')).toBe(true);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
