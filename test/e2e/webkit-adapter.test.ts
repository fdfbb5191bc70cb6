// The WebKit adapter does what the cross-engine scenarios rely on: exact phone-sized pages, the
// browser's language, in-page errors reported, full-page screenshots at the device scale, the canvas
// camera read by the app's real scan path, and no process left behind.
import { readdirSync, readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../harness/app-server';
import { qrPng } from '../../harness/camera';
import type { Engine, EnginePage } from '../../harness/engines/engine';
import { launchWebKit, WEBKIT_DEVICE_SCALE, WEBKIT_MAX_SHOT_HEIGHT } from '../../harness/engines/webkit';
import { eventually } from '../../harness/eventually';

/** Set in this process's environment, so every process the adapter starts carries it. */
const MARK = `SUNTZU_WEBKIT_ADAPTER_TEST=${process.pid}`;
process.env.SUNTZU_WEBKIT_ADAPTER_TEST = String(process.pid);

/** Xvfb, WebKit and MiniBrowser processes whose environment carries MARK (the adapter's). */
function markedProcesses(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (pid === String(process.pid)) continue;
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0');
      const name = readFileSync(`/proc/${pid}/comm`, 'latin1').trim();
      if (environ.includes(MARK) && /^(Xvfb|WebKit|MiniBrowser)/.test(name)) found.push(`${pid} ${name}`);
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

/** Seconds since `start`, for the log. */
const seconds = (start: number) => ((performance.now() - start) / 1000).toFixed(1);

describe('WebKit adapter', () => {
  let server: AppServer;
  let engine: Engine;
  let page: EnginePage;

  beforeAll(async () => {
    server = await startAppServer();
    const start = performance.now();
    engine = await launchWebKit();
    const launched = performance.now();
    page = await engine.open({ cameraStub: true });
    console.log(
      `WebKit: Xvfb ${seconds(start)} s, first page (driver + MiniBrowser + sizing) ${seconds(launched)} s`,
    );
  });

  afterAll(async () => {
    await page?.close();
    await engine?.close();
    await server?.close();
  });

  it('gives the page exactly 390×844, then 360×640 CSS px, with no classic scrollbar', async () => {
    const start = performance.now();
    await page.goto(server.url);
    console.log(`WebKit: home loaded in ${seconds(start)} s`);
    const measure = () =>
      page.run<number[]>(
        'return [innerWidth, innerHeight, document.documentElement.clientWidth, devicePixelRatio];',
      );
    await eventually(() => measure()).toEqual([390, 844, 390, WEBKIT_DEVICE_SCALE]);
    await page.setSize({ width: 360, height: 640 });
    await eventually(() => measure()).toEqual([360, 640, 360, WEBKIT_DEVICE_SCALE]);
    await page.setSize({ width: 390, height: 844 });
    await eventually(() => measure()).toEqual([390, 844, 390, WEBKIT_DEVICE_SCALE]);
  });

  it("has the browser's language en-US and the app in English", async () => {
    await page.goto(server.url);
    await eventually(() => page.run<string[]>('return [...navigator.languages];')).toEqual(
      expect.arrayContaining(['en-US']),
    );
    await eventually(() => page.run<string>('return navigator.languages[0];')).toBe('en-US');
    await eventually(() =>
      page.run<string>(
        `for (let i = 0; i < 100 && !document.querySelector('h1'); i++) await new Promise((r) => setTimeout(r, 50));
         return document.querySelector('h1')?.textContent ?? '';`,
      ),
    ).toBe('Sun Tzu Referee');
  });

  it('reports uncaught errors, unhandled rejections and console errors, across a reload', async () => {
    await page.goto(server.url);
    expect(await page.errors()).toEqual([]);
    await page.run(`
      setTimeout(() => { throw new Error('probe thrown'); });
      Promise.reject(new Error('probe rejected'));
      console.error('probe logged', 42);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return null;`);
    await page.reload();
    await page.run(
      `setTimeout(() => { throw new Error('probe after reload'); }); await new Promise((r) => setTimeout(r, 100)); return null;`,
    );
    const errors = await page.errors();
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^page error: .*probe thrown/),
        expect.stringMatching(/^page error: unhandled rejection: .*probe rejected/),
        'console error: probe logged 42',
        expect.stringMatching(/^page error: .*probe after reload/),
      ]),
    );
    expect(errors).toHaveLength(4);
    await expect(page.run('throw new Error("probe in run");')).rejects.toThrow(/probe in run/);
  });

  it('takes full-page PNG screenshots at the device scale', async () => {
    await page.goto(`${server.url}#/settings`);
    // The height once the screen has settled: its sections may still be growing when the first one shows
    // (a read right after it once measured 1,313 px of a page that was 1,856 px when shot).
    const pageHeight = await page.run<number>(
      `for (let i = 0; i < 100 && !document.querySelector('fieldset'); i++) await new Promise((r) => setTimeout(r, 50));
       let height = -1;
       for (let same = 0, i = 0; same < 5 && i < 200; i++) {
         await new Promise((r) => setTimeout(r, 50));
         const now = document.documentElement.scrollHeight;
         same = now === height ? same + 1 : 0;
         height = now;
       }
       return height;`,
    );
    const start = performance.now();
    const path = await page.screenshot('adapter-settings');
    console.log(`WebKit: full-page screenshot (${pageHeight} CSS px tall) in ${seconds(start)} s`);
    const png = PNG.sync.read(readFileSync(path));
    expect(png.width).toBe(390 * WEBKIT_DEVICE_SCALE);
    expect(png.height).toBe(
      Math.min(Math.max(pageHeight, 844), WEBKIT_MAX_SHOT_HEIGHT) * WEBKIT_DEVICE_SCALE,
    );
    // The window is back to the phone size afterwards.
    await eventually(() => page.run<number[]>('return [innerWidth, innerHeight];')).toEqual([390, 844]);
  });

  it('reads a QR code shown to the canvas camera on the camera check screen', async () => {
    const text = 'SUNTZU:1:WEBKIT-ADAPTER 0123456789 $%*+-./:';
    await page.goto(server.url);
    const errorsBefore = (await page.errors()).length;
    // The stub is in place after the load; the camera opens only when the screen does.
    await page.run(`location.hash = '#/camera-check'; return null;`);
    await page.run(
      'await window.__showToCamera(args[0]); return null;',
      `data:image/png;base64,${(await qrPng(text)).toString('base64')}`,
    );
    const start = performance.now();
    const read = await page.run<string>(`
      const deadline = Date.now() + 30000;
      for (;;) {
        const status = document.querySelector('[data-testid="camera-status"]');
        if (status) return status.textContent;
        if (Date.now() > deadline) return 'nothing read: ' + JSON.stringify(window.__cameraDebug());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }`);
    console.log(`WebKit: camera check read the stub's code in ${seconds(start)} s`);
    expect(read).toBe(`Read: ${text}`);
    expect((await page.errors()).slice(errorsBefore)).toEqual([]);
  });

  it('leaves no process behind when the engine closes', async () => {
    const second = await launchWebKit();
    const other = await second.open({ colorScheme: 'light' });
    await eventually(() =>
      other.run<boolean>('return matchMedia("(prefers-color-scheme: dark)").matches;'),
    ).toBe(false);
    expect(markedProcesses().length).toBeGreaterThanOrEqual(3); // this engine's and the first's
    await second.close();
    await page.close();
    await engine.close();
    expect(markedProcesses()).toEqual([]);
  });
});
