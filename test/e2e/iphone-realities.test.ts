// iPhones as they are, in Chromium, Firefox and WebKit through the engines'
// common page (in-page scripts only): an update is looked for when the app becomes visible again
// (throttled), a refused camera gets a screen that says how to allow it and a button that tries
// again, and a camera whose track ends or whose video goes black on return is reopened and reads.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cameraPng } from '../../harness/game-driver';
import { drive, route, tap, waitFor } from '../../harness/engines/dom-driver';
import type { Engine, EngineName, EnginePage } from '../../harness/engines/engine';
import { ENGINES, openEngine } from '../../harness/engines/index';
import { serveApp, type ServedApp } from '../../harness/engines/served-app';
import { SETTLE_MS } from '../../harness/settle';

/** In-page helper: makes the page hidden or visible (document.visibilityState) and says so. */
const VISIBILITY = `
const setVisibility = (state) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
};`;

/** In-page helper: how many camera streams the canvas camera has opened. */
const STREAMS = `const streams = () => window.__cameraDebug().tracks.split(',').filter(Boolean);`;

/** Safari on an iPhone (iOS 18.3). */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Mobile/15E148 Safari/604.1';

/** The longest a lost camera may take to be opened again (the older watchdog took 15 s). */
const REOPEN_MS = 6_000;

/**
 * How long a wait for the camera or a read may take: twice the shared settle time, because under a
 * load of 30 on 2 cores WebKit's zxing-wasm decoding can take longer than 20 s.
 */
const CAMERA_WAIT_MS = 2 * SETTLE_MS;

/** Waits until the scanner says the camera is open. */
async function cameraOpen(page: EnginePage): Promise<void> {
  await drive(
    page,
    `await until('the camera open', () => /inside the frame/.test(document.querySelector('[data-testid="scanner-status"]')?.textContent ?? ''), ${CAMERA_WAIT_MS});`,
  );
}

/** Shows a QR code of `text` to the canvas camera. */
async function showCode(page: EnginePage, text: string): Promise<void> {
  const png = `data:image/png;base64,${(await cameraPng(text)).toString('base64')}`;
  await drive(page, 'await window.__showToCamera(args[0]);', png);
}

for (const name of ENGINES) {
  describe(`${name}: iPhone realities`, () => {
    let engine: Engine | undefined;
    let app: ServedApp | undefined;
    const pages: EnginePage[] = [];
    const open = async (): Promise<EnginePage> => {
      if (!engine || !app) throw new Error(`${name} did not start`);
      const page = await engine.open({ cameraStub: true });
      pages.push(page);
      await page.goto(app.url);
      await waitFor(page, 'main.home');
      return page;
    };
    beforeAll(async () => {
      app = await serveApp();
      engine = await openEngine(name as EngineName);
    });
    afterEach(async () => {
      for (const page of pages.splice(0)) await page.close().catch(() => undefined);
    });
    afterAll(async () => {
      await engine?.close();
      await app?.close();
    });

    it('registers the service worker past the HTTP cache and looks for an update on return, once a minute at most', async () => {
      const page = await open();
      const mode = await drive<string>(
        page,
        `for (let i = 0; i < 300; i++) {
           const registration = await navigator.serviceWorker.getRegistration();
           if (registration?.updateViaCache === 'none') return 'none';
           await sleep(100);
         }
         return String((await navigator.serviceWorker.getRegistration())?.updateViaCache);`,
      );
      expect(mode).toBe('none');
      const calls = await drive<number[]>(
        page,
        `${VISIBILITY}
         const proto = ServiceWorkerRegistration.prototype;
         const update = proto.update;
         let calls = 0;
         proto.update = function () { calls += 1; return update.call(this); };
         const seen = [];
         // Hidden: no check.
         setVisibility('hidden');
         await sleep(500);
         seen.push(calls);
         // Visible again: one check.
         setVisibility('visible');
         await until('an update check', () => calls > 0, 10000);
         seen.push(calls);
         // Away and back within the minute: no second check.
         setVisibility('hidden');
         setVisibility('visible');
         await sleep(1000);
         seen.push(calls);
         return seen;`,
      );
      expect(calls).toEqual([0, 1, 1]);
      expect(await page.errors()).toEqual([]);
    });

    it('explains how to allow a refused camera, points to the photo and typed code, and tries the camera again', async () => {
      const page = await open();
      await drive(
        page,
        `window.__camera = MediaDevices.prototype.getUserMedia;
         window.__refusals = 0;
         MediaDevices.prototype.getUserMedia = function () {
           window.__refusals += 1;
           return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
         };`,
      );
      await tap(page, '^Check the camera$');
      const help = await waitFor(page, '[data-testid="camera-help"]', CAMERA_WAIT_MS);
      expect(help).toContain('The camera is not allowed');
      expect(help).toContain('Settings → Apps → Safari');
      expect(help).toContain('open it again');
      expect(help).toContain('Android, in Chrome');
      expect(help).toContain('Scan a photo or screenshot instead');
      const shown = await drive<{ photo: boolean; frame: boolean; refusals: number }>(
        page,
        `return {
           photo: shown(document.querySelector('.scanner__photo')),
           frame: shown(document.querySelector('.scanner__frame')),
           refusals: window.__refusals,
         };`,
      );
      expect(shown).toEqual({ photo: true, frame: false, refusals: 1 });
      await page.screenshot('iphone-camera-help');
      // The typed code too, where the scanner offers it (joining a game).
      await route(page, '#/', 'main.home');
      await tap(page, '^Join a game$');
      const joinHelp = await waitFor(page, '[data-testid="camera-help"]', CAMERA_WAIT_MS);
      expect(joinHelp).toContain('type the code');
      expect(await waitFor(page, '.scanner__typed textarea')).toBe('');
      // Allowed now: "Try the camera again" opens the camera, the help goes, and a code is read.
      await route(page, '#/', 'main.home');
      await tap(page, '^Check the camera$');
      await waitFor(page, '[data-testid="camera-help"]', CAMERA_WAIT_MS);
      await drive(page, 'MediaDevices.prototype.getUserMedia = window.__camera;');
      await tap(page, '^Try the camera again$');
      await cameraOpen(page);
      expect(
        await drive<boolean>(page, `return !document.querySelector('[data-testid="camera-help"]');`),
      ).toBe(true);
      await showCode(page, 'SUN TZU 22');
      expect(await waitFor(page, '[data-testid="camera-status"]', CAMERA_WAIT_MS)).toBe('Read: SUN TZU 22');
      expect(await page.errors()).toEqual([]);
    });

    it('opens the camera again when its video track ends, and reads a code', async () => {
      const page = await open();
      await tap(page, '^Check the camera$');
      await cameraOpen(page);
      const elapsed = await drive<number>(
        page,
        `${STREAMS}
         await until('the camera video', () => document.querySelector('.scanner__view video')?.srcObject);
         const before = streams().length;
         document.querySelector('.scanner__view video').srcObject.getVideoTracks()[0].stop();
         const start = Date.now();
         await until('a new camera stream', () => streams().length > before && streams().at(-1) === 'live', ${CAMERA_WAIT_MS});
         return Date.now() - start;`,
      );
      expect(elapsed).toBeLessThan(REOPEN_MS);
      await cameraOpen(page);
      await showCode(page, 'SUN TZU ENDED');
      expect(await waitFor(page, '[data-testid="camera-status"]', CAMERA_WAIT_MS)).toBe(
        'Read: SUN TZU ENDED',
      );
      expect(await page.errors()).toEqual([]);
    });

    it('opens the camera again when its video comes back black from the background, and reads a code', async () => {
      const page = await open();
      await tap(page, '^Check the camera$');
      await cameraOpen(page);
      const result = await drive<{ elapsed: number; oldTrack: string }>(
        page,
        `${VISIBILITY}
         ${STREAMS}
         await until('the camera video', () => document.querySelector('.scanner__view video')?.srcObject);
         // Frames have been shown for a while; then the app goes to the background.
         await sleep(1000);
         const before = streams().length;
         setVisibility('hidden');
         window.__freezeCamera();
         await sleep(500);
         // Back: the same live track, no new frame.
         setVisibility('visible');
         const start = Date.now();
         await until('a new camera stream', () => streams().length > before && streams().at(-1) === 'live', ${CAMERA_WAIT_MS});
         return { elapsed: Date.now() - start, oldTrack: streams()[before - 1] };`,
      );
      expect(result.elapsed).toBeLessThan(REOPEN_MS);
      // The black camera was released, not left running.
      expect(result.oldTrack).toBe('ended');
      await cameraOpen(page);
      await showCode(page, 'SUN TZU BLACK');
      expect(await waitFor(page, '[data-testid="camera-status"]', CAMERA_WAIT_MS)).toBe(
        'Read: SUN TZU BLACK',
      );
      expect(await page.errors()).toEqual([]);
    });

    it('says whether the screen stays on (camera check, settings) and whether storage is persistent (game list)', async () => {
      const page = await open();
      const persistence = await drive<{ text: string; persistent: string | null }>(
        page,
        `const line = await until('the storage line', () => document.querySelector('[data-testid="storage-persistence"]'));
         return { text: line.textContent, persistent: line.getAttribute('data-persistent') };`,
      );
      const expected = await drive<boolean>(
        page,
        'return (await navigator.storage?.persisted?.()) ?? false;',
      );
      expect(persistence.persistent).toBe(String(expected));
      expect(persistence.text).toMatch(expected ? /kept safe/ : /may clear/);
      // Not an iPhone: no word of Safari's 7-day deletion.
      expect(
        await drive<boolean>(page, `return !document.querySelector('[data-testid="storage-safari"]');`),
      ).toBe(true);
      const hasWakeLock = await drive<boolean>(page, `return 'wakeLock' in navigator;`);
      const line = hasWakeLock
        ? 'This phone keeps the screen on during a game.'
        : /cannot keep the screen on/;
      await tap(page, '^Settings$');
      expect(await waitFor(page, '[data-testid="screen-awake"]')).toMatch(line);
      await route(page, '#/', 'main.home');
      await tap(page, '^Check the camera$');
      expect(await waitFor(page, '[data-testid="screen-awake"]')).toMatch(line);
      // The same game list in Safari on an iPhone (the user agent read when the list shows again).
      await drive(
        page,
        `Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => args[0] });
         Object.defineProperty(navigator, 'platform', { configurable: true, get: () => 'iPhone' });`,
        IPHONE_SAFARI,
      );
      await route(page, '#/', 'main.home');
      expect(await waitFor(page, '[data-testid="storage-safari"]')).toMatch(
        /Safari deletes a website’s data after 7 days without a visit\. Add the app to your Home Screen/,
      );
      expect(await page.errors()).toEqual([]);
    });
  });
}
