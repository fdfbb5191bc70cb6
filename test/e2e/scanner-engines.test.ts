// Closing the scanner while the camera is still opening, in Firefox and WebKit (Chromium:
// scanner-slow-camera.test.ts): no uncaught error (html5-qrcode drops the promise of the camera
// video's play(), which Firefox rejects with AbortError and WebKit with NotSupportedError when the
// stream goes away first) and no camera left running. Also the decoder each engine gets, that its
// zxing-wasm runs in the decoder's Web Worker, and that a camera offering continuous focus is asked for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, EngineName, EnginePage } from '../../harness/engines/engine';
import { openEngine } from '../../harness/engines/index';
import { startAppServer, type AppServer } from '../../harness/app-server';
import { eventually } from '../../harness/eventually';
import { PNG } from 'pngjs';

/**
 * A camera picture of a code's modules with glare washing out one corner: dark modules beside a
 * white patch, as a reflection on the showing phone looks, and no code that could be read.
 */
function glarePicture(): string {
  const side = 440;
  const png = new PNG({ width: side, height: side });
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const glared = (x - 110) ** 2 + (y - 110) ** 2 < 90 ** 2;
      const dark = (Math.floor(x / 11) * 7 + Math.floor(y / 11) * 3) % 5 < 2;
      const grey = glared ? 255 : dark ? 40 : 170;
      const i = 4 * (y * side + x);
      png.data[i] = png.data[i + 1] = png.data[i + 2] = grey;
      png.data[i + 3] = 255;
    }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/**
 * Page script body: the next camera opening answers after `delay` ms; the camera check opens
 * (closing the moment the camera's video appears when `delay` is 0), the player goes back home,
 * and after a while the script returns the cameras opened and the state of their tracks.
 */
function closeWhileOpening(delay: number): string {
  return `
    const proto = MediaDevices.prototype;
    const open = proto.getUserMedia;
    window.__opens = 0;
    proto.getUserMedia = async function (constraints) {
      window.__opens += 1;
      const stream = await open.call(this, constraints);
      await new Promise((resolve) => setTimeout(resolve, ${delay}));
      return stream;
    };
    const until = async (ok) => {
      for (let i = 0; i < 1000 && !ok(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    location.hash = '#/camera-check';
    await until(() => window.__opens > 0);
    if (${delay} === 0) await until(() => document.querySelector('.scanner__view video'));
    location.hash = '#/';
    await new Promise((resolve) => setTimeout(resolve, ${delay} + 2500));
    return { opens: window.__opens, tracks: window.__cameraDebug().tracks.split(',') };`;
}

/** Engines of the close-while-opening and decoder tests (Chromium's: scanner-slow-camera, scanner-decoder). */
const ENGINES: EngineName[] = ['firefox', 'webkit'];

let server: AppServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server?.close();
});

for (const name of ['chromium', ...ENGINES] as EngineName[]) {
  describe(`${name}: the scanner`, () => {
    let engine: Engine | undefined;
    beforeAll(async () => {
      engine = await openEngine(name);
    });
    afterAll(async () => {
      await engine?.close();
    });
    const page = async (): Promise<EnginePage> => {
      if (!engine) throw new Error(`${name} did not start`);
      const opened = await engine.open({ cameraStub: true });
      await opened.goto(server.url);
      return opened;
    };
    /** Runs `body` on a fresh page of the app with the stub camera, then checks it left no uncaught error. */
    const onPage = async (body: (phone: EnginePage) => Promise<void>): Promise<void> => {
      const phone = await page();
      try {
        await body(phone);
        expect(await phone.errors()).toEqual([]);
      } finally {
        await phone.close();
      }
    };

    if (ENGINES.includes(name))
      it('decodes with zxing-wasm in its Web Worker (the engine has no BarcodeDetector)', async () =>
        onPage(async (phone) => {
          await eventually(() => phone.run<boolean>("return 'BarcodeDetector' in window;")).toBe(false);
          const { decoder, workerReady } = await phone.run<{ decoder: string; workerReady: boolean }>(`
        const Native = window.Worker;
        window.__decoderWorkerReady = false;
        window.Worker = class extends Native {
          constructor(...args) {
            super(...args);
            this.addEventListener('message', (event) => {
              if (event.data && event.data.kind === 'ready') window.__decoderWorkerReady = true;
            });
          }
        };
        location.hash = '#/camera-check';
        for (let i = 0; i < 400; i++) {
          const line = document.querySelector('[data-testid="scanner-decoder"]');
          if (line) return { decoder: line.textContent, workerReady: window.__decoderWorkerReady };
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return { decoder: 'no decoder line', workerReady: window.__decoderWorkerReady };`);
          expect(decoder).toBe('Decoder: zxing-wasm');
          // zxing-wasm compiled in the decoder's worker, not on the main thread (the fallback).
          expect(workerReady).toBe(true);
        }));

    it('asks a camera that offers continuous focus for it', async () =>
      onPage(async (phone) => {
        // The stub's canvas camera lists no focus modes; this one lists them, as Chrome on Android does.
        const asked = await phone.run<unknown[]>(`
        window.__focusAsked = [];
        const proto = MediaStreamTrack.prototype;
        proto.getCapabilities = function () { return { focusMode: ['manual', 'continuous'] }; };
        const apply = proto.applyConstraints;
        proto.applyConstraints = function (constraints) {
          window.__focusAsked.push(constraints);
          return apply ? apply.call(this, {}) : Promise.resolve();
        };
        location.hash = '#/camera-check';
        for (let i = 0; i < 400 && window.__focusAsked.length === 0; i++)
          await new Promise((resolve) => setTimeout(resolve, 50));
        return window.__focusAsked;`);
        expect(asked).toEqual([{ advanced: [{ focusMode: 'continuous' }] }]);
      }));

    it('says to tilt the phone when glare on the code keeps it from reading, and stops saying it', async () =>
      onPage(async (phone) => {
        const seen = await phone.run<{ glare: string; blank: string }>(`
        const status = () => document.querySelector('[data-testid="scanner-status"]')?.textContent ?? '';
        const until = async (ok) => {
          for (let i = 0; i < 400 && !ok(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
        };
        location.hash = '#/camera-check';
        await until(() => status().startsWith('Hold'));
        await window.__showToCamera(${JSON.stringify(glarePicture())});
        await until(() => status().startsWith('Glare'));
        const glare = status();
        // A blank white picture is no glare: the hint goes once the frames show none.
        await window.__showToCamera('');
        await until(() => status().startsWith('Hold'));
        return { glare, blank: status() };`);
        expect(seen.glare).toBe('Glare on the code: tilt the phone showing it a little.');
        expect(seen.blank).toBe('Hold the QR code inside the frame.');
      }));

    for (const delay of ENGINES.includes(name) ? [1_500, 0] : []) {
      it(`leaves no uncaught error and no camera running when closed while the camera opens (${delay ? `${delay} ms` : 'at once'})`, async () =>
        onPage(async (phone) => {
          const result = await phone.run<{ opens: number; tracks: string[] }>(closeWhileOpening(delay));
          expect(result.opens).toBe(1);
          expect(result.tracks.every((state) => state === 'ended')).toBe(true);
        }));
    }
  });
}
