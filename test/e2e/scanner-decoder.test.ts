// The decoder behind the scanner where the browser has no BarcodeDetector (headless Linux Chromium
// here, as Firefox and Safari on iPhones): the app's own BarcodeDetector over zxing-wasm, installed when
// a scan starts, its .wasm served by the app itself and precached, so a scan works offline and no
// request ever leaves the app's origin. The camera check shows which decoder it set up. Its decode runs
// in a Web Worker; where none can start, on the main thread. Beside a BarcodeDetector the page already
// has: ZXing-js where it reads no QR codes, and where it does, no live attempt decodes on the main thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { PNG } from 'pngjs';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { CAMERA_STUB_SCRIPT, showToStubCamera } from '../../harness/camera-stub';
import { cameraPng } from '../../harness/game-driver';
import { openPhone } from '../../harness/phone';
import { playSampleGame } from '../../scripts/sample-game';
import { eventually } from '../../harness/eventually';
import { zxingJs } from '../../scripts/camera/decoders';

const app = useAppInBrowser();

let texts: ReturnType<typeof playSampleGame>['texts'];
let shown: ReturnType<typeof playSampleGame>['shown'];
beforeAll(() => {
  // Real messages, as a real game shows them (the app's own controller).
  ({ texts, shown } = playSampleGame());
});

/** The PNG with its colours inverted (light modules on a dark background). */
function inverted(png: Buffer): Buffer {
  const image = PNG.sync.read(png);
  for (let i = 0; i < image.data.length; i += 4) {
    for (let c = 0; c < 3; c++) image.data[i + c] = 255 - (image.data[i + c] ?? 0);
  }
  return PNG.sync.write(image);
}

/**
 * The first of `texts` whose photo html5-qrcode's ZXing-js reads, and that photo: tried in Node on the
 * pixels html5-qrcode's photo path hands it (the picture at its own size, 100 px of blank around it).
 * A sample game's texts change from run to run (the guest's salts), and ZXing-js reads no photo of a
 * few codes in a hundred at any size, where zxing-wasm reads them all: a ZXing-js limit, not the app's.
 */
async function photoZxingJsReads(texts: readonly string[]): Promise<{ text: string; png: Buffer }> {
  const decode = zxingJs();
  const pad = 100;
  for (const text of texts) {
    const png = await cameraPng(text);
    const image = PNG.sync.read(png);
    const width = image.width + 2 * pad;
    const height = image.height + 2 * pad;
    const data = new Uint8ClampedArray(width * height * 4).fill(255);
    for (let y = 0; y < image.height; y++) {
      const row = image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4);
      data.set(row, ((y + pad) * width + pad) * 4);
    }
    if ((await decode({ data, width, height })) === text) return { text, png };
  }
  throw new Error(`ZXing-js reads no photo of these ${texts.length} texts`);
}

/** Reads a PNG with the page's window.BarcodeDetector (whatever the app installed there). */
function detectInPage(page: Page, png: Buffer): Promise<string[]> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    type Detector = { detect: (image: ImageBitmap) => Promise<{ rawValue: string }[]> };
    const Detector = (window as unknown as { BarcodeDetector: new (o: object) => Detector }).BarcodeDetector;
    const found = await new Detector({ formats: ['qr_code'] }).detect(bitmap);
    return found.map((code) => code.rawValue);
  }, png.toString('base64'));
}

describe('QR decoder where the browser has none', () => {
  let closeContext: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await closeContext?.();
  });

  it('scans a real message offline in a fresh profile with zxing-wasm, every request on the app origin', async () => {
    const phone = await openPhone(app.browser);
    closeContext = () => phone.context.close();
    await phone.context.addInitScript(CAMERA_STUB_SCRIPT);
    // Every request of the pages and of the service worker (Chromium reports both to the context).
    const requests: string[] = [];
    const record = (request: Request) => requests.push(request.url());
    phone.context.on('request', record);
    const { page } = phone;
    await eventually(() => page.evaluate(() => 'BarcodeDetector' in window).catch(() => null)).not.toBe(true);

    await page.goto(app.url);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // This Chromium has no BarcodeDetector of its own: the polyfill path is the one under test.
    await eventually(() => page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
    await phone.context.setOffline(true);
    await page.reload();
    await eventually(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByRole('button', { name: 'Check the camera' }).click();

    // The camera check names the decoder while it scans.
    const decoder = page.getByTestId('scanner-decoder');
    await decoder.waitFor({ timeout: 30_000 });
    await eventually(() => decoder.textContent()).toBe('Decoder: zxing-wasm');
    await phone.screenshot('scanner-offline-zxing-wasm');
    await showToStubCamera(page, await cameraPng(texts.orders));
    const status = page.getByTestId('camera-status');
    await status.filter({ hasText: 'Read:' }).waitFor({ timeout: 30_000 });
    await eventually(() => status.textContent()).toBe(`Read: ${texts.orders}`);
    // The installed detector is zxing-wasm, compiled from the app's own copy while offline.
    expect(await detectInPage(page, await cameraPng(texts.commitment))).toEqual([texts.commitment]);

    const origin = new URL(app.url).origin;
    const wasm = requests.filter((url) => url.endsWith('.wasm'));
    expect(wasm.length).toBeGreaterThan(0);
    expect(wasm.every((url) => url.startsWith(`${origin}/assets/`))).toBe(true);
    const offOrigin = requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'));
    expect(offOrigin).toEqual([]);
    expect(phone.errors).toEqual([]);
  });

  it('reads a photo of an app QR code through the file input with the same decoder', async () => {
    const phone = await openPhone(app.browser);
    try {
      await phone.context.addInitScript(CAMERA_STUB_SCRIPT);
      const { page } = phone;
      await page.goto(`${app.url}#/camera-check`);
      await page.getByTestId('scanner-decoder').filter({ hasText: 'zxing-wasm' }).waitFor();
      await phone.screenshotSizes('camera-check-decoder');
      await page.locator('.scanner__photo input[type="file"]').setInputFiles({
        name: 'invitation.png',
        mimeType: 'image/png',
        buffer: await cameraPng(texts.invitation),
      });
      const status = page.getByTestId('camera-status');
      await status.filter({ hasText: 'Read:' }).waitFor({ timeout: 20_000 });
      await eventually(() => status.textContent()).toBe(`Read: ${texts.invitation}`);
      // A light-on-dark code: zxing-wasm reads it (it tries the inverted image), html5-qrcode's
      // ZXing-js does not, so this read shows the photo went through zxing-wasm.
      await page.getByRole('button', { name: 'Scan another' }).click();
      await page.locator('.scanner__photo input[type="file"]').setInputFiles({
        name: 'inverted.png',
        mimeType: 'image/png',
        buffer: inverted(await cameraPng(texts.orders)),
      });
      await status.filter({ hasText: 'Read:' }).waitFor({ timeout: 20_000 });
      await eventually(() => status.textContent()).toBe(`Read: ${texts.orders}`);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('decodes on the main thread with zxing-wasm where its worker cannot start', async () => {
    const phone = await openPhone(app.browser);
    try {
      await phone.context.addInitScript(CAMERA_STUB_SCRIPT);
      // A browser whose workers refuse to start (what the decoder falls back from).
      await phone.context.addInitScript(`window.Worker = class {
        constructor() { throw new Error('no workers here'); }
      };`);
      const { page } = phone;
      await page.goto(`${app.url}#/camera-check`);
      await page
        .getByTestId('scanner-decoder')
        .filter({ hasText: 'zxing-wasm' })
        .waitFor({ timeout: 20_000 });
      await showToStubCamera(page, await cameraPng(texts.orders));
      const status = page.getByTestId('camera-status');
      await status.filter({ hasText: 'Read:' }).waitFor({ timeout: 30_000 });
      await eventually(() => status.textContent()).toBe(`Read: ${texts.orders}`);
      // The light-on-dark code only zxing-wasm reads: the main thread's zxing-wasm, not ZXing-js.
      expect(await detectInPage(page, inverted(await cameraPng(texts.commitment)))).toEqual([
        texts.commitment,
      ]);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('keeps a BarcodeDetector the page already has: one that reads no QR codes means ZXing-js', async () => {
    const phone = await openPhone(app.browser);
    try {
      await phone.context.addInitScript(CAMERA_STUB_SCRIPT);
      // What `npm run bench:scan` does to measure bare ZXing-js (and what a phone whose detector
      // lacks QR codes has): a detector that supports no formats.
      await phone.context.addInitScript(`window.BarcodeDetector = class {
        static async getSupportedFormats() { return []; }
        async detect() { return []; }
      };
      window.__stubDetector = window.BarcodeDetector;`);
      const { page } = phone;
      await page.goto(`${app.url}#/camera-check`);
      const decoder = page.getByTestId('scanner-decoder');
      await decoder.waitFor({ timeout: 20_000 });
      await eventually(() => decoder.textContent()).toBe('Decoder: ZXing-js');
      await eventually(() =>
        page.evaluate(() => {
          const w = window as unknown as { BarcodeDetector: unknown; __stubDetector: unknown };
          return w.BarcodeDetector === w.__stubDetector;
        }),
      ).toBe(true);
      const photo = page.locator('.scanner__photo input[type="file"]');
      await photo.setInputFiles({
        name: 'inverted.png',
        mimeType: 'image/png',
        buffer: inverted(await cameraPng(texts.orders)),
      });
      await page.getByTestId('scanner-status').filter({ hasText: 'No QR code was found' }).waitFor();
      const orders = await photoZxingJsReads(shown.orders);
      await photo.setInputFiles({ name: 'orders.png', mimeType: 'image/png', buffer: orders.png });
      const status = page.getByTestId('camera-status');
      await status.filter({ hasText: 'Read:' }).waitFor({ timeout: 20_000 });
      await eventually(() => status.textContent()).toBe(`Read: ${orders.text}`);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});

/**
 * Page script: counts the live decode attempts by where they go. ZXing-js reads html5-qrcode's live
 * canvas with getContext('2d') and no options at every attempt; html5-qrcode sets that canvas up with
 * willReadFrequently, and the app's detectors read it with that option too. The decoder's worker gets
 * one 'decode' message per frame it reads.
 */
const COUNT_ATTEMPTS = `(() => {
  const counts = { zxingJs: 0, worker: 0 };
  window.__attempts = counts;
  const live = new WeakSet();
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (kind, options) {
    if (options && options.willReadFrequently) live.add(this);
    else if (kind === '2d' && arguments.length === 1 && live.has(this)) counts.zxingJs++;
    return getContext.apply(this, arguments);
  };
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.kind === 'decode') counts.worker++;
    return post.call(this, message, ...rest);
  };
})();`;

/**
 * Page script: a native BarcodeDetector that reads QR codes but finds none, counting the frames it is
 * handed (html5-qrcode's canvas, with its pixels).
 */
const NATIVE_DETECTOR_READING_NOTHING = `(() => {
  window.BarcodeDetector = class {
    static async getSupportedFormats() { return ['qr_code']; }
    async detect(source) {
      if (source instanceof HTMLCanvasElement && source.width > 0) {
        window.__attempts.native = (window.__attempts.native || 0) + 1;
      }
      return [];
    }
  };
  window.__nativeDetector = window.BarcodeDetector;
})();`;

/** Live decode attempts by decoder: ZXing-js's, the decoder worker's, the native detector's (if any). */
interface DecodeAttempts {
  zxingJs: number;
  worker: number;
  native?: number;
}

/** The live decode attempts so far, by decoder. */
function decodeAttempts(page: Page): Promise<DecodeAttempts> {
  return page.evaluate(() => (window as unknown as { __attempts: DecodeAttempts }).__attempts);
}

describe('QR decoder beside a BarcodeDetector the browser has', () => {
  it('takes turns between the native detector and zxing-wasm in its worker, never ZXing-js on the main thread', async () => {
    const phone = await openPhone(app.browser);
    try {
      await phone.context.addInitScript(CAMERA_STUB_SCRIPT);
      await phone.context.addInitScript(COUNT_ATTEMPTS);
      await phone.context.addInitScript(NATIVE_DETECTOR_READING_NOTHING);
      const { page } = phone;
      await page.goto(`${app.url}#/camera-check`);
      const decoder = page.getByTestId('scanner-decoder');
      await decoder.waitFor({ timeout: 20_000 });
      await eventually(() => decoder.textContent()).toBe('Decoder: built-in + zxing-wasm');
      // The browser's detector stays the page's BarcodeDetector.
      await eventually(() =>
        page.evaluate(() => {
          const w = window as unknown as { BarcodeDetector: unknown; __nativeDetector: unknown };
          return w.BarcodeDetector === w.__nativeDetector;
        }),
      ).toBe(true);
      // Blank frames: both decoders get attempts, ZXing-js none.
      await eventually(async () => {
        const counts = await decodeAttempts(page);
        return { zxingJs: counts.zxingJs, both: (counts.native ?? 0) >= 10 && counts.worker >= 10 };
      }).toEqual({ zxingJs: 0, both: true });
      // The native detector reads nothing: the code is read by zxing-wasm in the worker.
      await showToStubCamera(page, await cameraPng(texts.orders));
      const status = page.getByTestId('camera-status');
      await status.filter({ hasText: 'Read:' }).waitFor({ timeout: 30_000 });
      await eventually(() => status.textContent()).toBe(`Read: ${texts.orders}`);
      await eventually(() => decodeAttempts(page).then((counts) => counts.zxingJs)).toBe(0);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it("counts ZXing-js's live attempts where ZXing-js decodes (what the test above counts none of)", async () => {
    const phone = await openPhone(app.browser);
    try {
      await phone.context.addInitScript(CAMERA_STUB_SCRIPT);
      await phone.context.addInitScript(COUNT_ATTEMPTS);
      await phone.context.addInitScript(`window.BarcodeDetector = class {
        static async getSupportedFormats() { return []; }
        async detect() { return []; }
      };`);
      const { page } = phone;
      await page.goto(`${app.url}#/camera-check`);
      await page.getByTestId('scanner-decoder').filter({ hasText: 'ZXing-js' }).waitFor({ timeout: 20_000 });
      await eventually(() => decodeAttempts(page).then((counts) => counts.zxingJs)).toBeGreaterThanOrEqual(
        10,
      );
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
