// The cross-engine scenarios: what a player does on a phone, run the same way in Chromium,
// Firefox and WebKit through the minimal EnginePage (in-page DOM scripts only). Each test opens a
// fresh page (its own profile) at phone size and ends with no uncaught error or console error.
// Screenshots go to test-results/screenshots/<engine>/.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cameraPng } from '../game-driver';
import {
  createGame,
  drive,
  gameView,
  playPassScreen,
  route,
  tap,
  textContentOf,
  waitFor,
  widths,
} from './dom-driver';
import type { Engine, EngineName, EnginePage } from './engine';
import { openEngine } from './index';
import { serveApp, type ServedApp } from './served-app';
import { eventually, SETTLE_MS } from '../eventually';

/** The phone sizes every main screen is checked at. */
const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;

/** Replaces the page's random source with zeros, so both pass-and-play hands are the same. */
const FIXED_RANDOM = `Object.defineProperty(crypto, 'getRandomValues', {
  configurable: true,
  value: (array) => { array.fill(0); return array; },
});`;

/** Seconds each scenario took in this engine, printed after the engine's tests. */
type Timings = Record<string, number>;

/**
 * Checks the screen now at each phone size: the viewport is that size, nothing scrolls sideways.
 * Saves `<name>-<w>x<h>.png`; returns the problems found (empty when all is well).
 */
async function checkSizes(page: EnginePage, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const size of SIZES) {
    await page.setSize(size);
    const { scrollWidth, innerWidth } = await widths(page);
    if (innerWidth !== size.width) problems.push(`${name}: viewport ${innerWidth}px, not ${size.width}px`);
    if (scrollWidth > innerWidth)
      problems.push(`${name}: ${scrollWidth}px wide at ${innerWidth}px (sideways scrolling)`);
    await page.screenshot(`${name}-${size.width}x${size.height}`);
  }
  await page.setSize(SIZES[0]);
  return problems;
}

/** From the home screen: a two-phone game up to its invitation; returns the invitation's QR text. */
async function inviteText(page: EnginePage): Promise<string> {
  await createGame(page, 'two-phones');
  await tap(page, '^Choose ');
  return drive<string>(
    page,
    `await until('the invitation', () => stepNow() === 'invite');
     const code = await until('the invitation QR', () => document.querySelector('[data-testid="qr-code"][data-qr-text] svg')?.closest('[data-qr-text]'));
     return code.getAttribute('data-qr-text');`,
  );
}

/** Waits until the scanner says the camera is open ("Hold the QR code inside the frame."). */
async function cameraOpen(page: EnginePage): Promise<void> {
  await drive(
    page,
    `await until('the camera open', () => /inside the frame/.test(document.querySelector('[data-testid="scanner-status"]')?.textContent ?? ''), ${SETTLE_MS});`,
  );
}

/** The drawn aim's side over the camera view's height (a landscape stream): 0 while none is drawn. */
async function aimShare(page: EnginePage): Promise<number> {
  return drive<number>(
    page,
    `const frame = document.querySelector('.scanner__frame')?.getBoundingClientRect();
     const aim = document.querySelector('.scanner__aim');
     if (!frame || !aim || getComputedStyle(aim).display === 'none' || frame.height === 0) return 0;
     const box = aim.getBoundingClientRect();
     return Math.abs(box.width - box.height) > 2 ? 0 : box.height / frame.height;`,
  );
}

/** The screen's "Read: …" line of the camera check, once a code has been read. */
async function cameraCheckRead(page: EnginePage): Promise<string> {
  // The text as read, spaces and all: an invitation's base45 text can hold two spaces in a row.
  return textContentOf(page, '[data-testid="camera-status"]', SETTLE_MS);
}

/** Registers the scenarios for one engine (its tests fail, with a how-to, when its browser is missing). */
export function engineScenarios(name: EngineName): void {
  describe(`${name}: a player's phone`, () => {
    let engine: Engine | undefined;
    let app: ServedApp | undefined;
    const timings: Timings = {};
    const pages: EnginePage[] = [];

    /** A fresh page at phone size, with the canvas camera, closed after its test. */
    const open = async (): Promise<EnginePage> => {
      if (!engine) throw new Error(`${name} did not start`);
      const page = await engine.open({ size: SIZES[0], cameraStub: true, colorScheme: 'dark' });
      pages.push(page);
      return page;
    };
    const timed = async (label: string, body: () => Promise<void>) => {
      const start = performance.now();
      try {
        await body();
      } finally {
        timings[label] = Math.round((performance.now() - start) / 100) / 10;
      }
    };
    const url = () => {
      if (!app) throw new Error('the app server did not start');
      return app.url;
    };

    beforeAll(async () => {
      const start = performance.now();
      app = await serveApp();
      engine = await openEngine(name);
      timings.launch = Math.round((performance.now() - start) / 100) / 10;
    });
    afterEach(async () => {
      for (const page of pages.splice(0)) await page.close().catch(() => undefined);
    });
    afterAll(async () => {
      await engine?.close();
      await app?.close();
      const total = Object.values(timings).reduce((a, b) => a + b, 0);
      console.log(`[engines] ${name}: ${JSON.stringify(timings)} total ${total.toFixed(1)} s`);
    });

    it('shows the main screens at 390×844 and 360×640 with no sideways scrolling and no errors', async () => {
      await timed('screens', async () => {
        const page = await open();
        await page.goto(url());
        await waitFor(page, 'main.home');
        const problems = await checkSizes(page, 'home');
        const screens = [
          ['new-game', '^New game$', 'form.new-game'],
          ['settings', '^Settings$', 'section.settings'],
          ['join', '^Join a game$', 'main.join [data-testid="scanner-status"]'],
          ['rules', '^Rules$', 'main.rules:not([aria-busy])'],
          ['camera-check', '^Check the camera$', 'section.camera-check [data-testid="scanner-status"]'],
        ] as const;
        for (const [screen, button, selector] of screens) {
          await route(page, '#/', 'main.home');
          await tap(page, button);
          await waitFor(page, selector);
          if (selector.includes('scanner-status')) await cameraOpen(page);
          problems.push(...(await checkSizes(page, screen)));
        }
        expect(problems).toEqual([]);
        expect(await page.errors()).toEqual([]);
      });
    });

    it('creates a two-phone game up to its invitation QR code', async () => {
      await timed('invitation', async () => {
        const page = await open();
        await page.goto(url());
        await waitFor(page, 'main.home');
        const text = await inviteText(page);
        expect(text).toMatch(/^[0-9A-Z $%*+\-./:]{20,}$/);
        const problems = await checkSizes(page, 'game-invite');
        expect(problems).toEqual([]);
        expect(await page.errors()).toEqual([]);
      });
    });

    it('plays a complete pass-and-play game, reloaded mid-game and resumed where it was', async () => {
      await timed('pass-and-play', async () => {
        const page = await open();
        await page.goto(url());
        await page.run(FIXED_RANDOM);
        await waitFor(page, 'main.home');
        await createGame(page, 'pass-and-play');
        const problems: string[] = [];
        const shot = new Set<string>();
        let reloaded = false;
        let rounds = 0;
        let view = await gameView(page);
        for (let guard = 0; guard < 400; guard++) {
          // Each kind of screen, the first time it shows: both phone sizes, a screenshot of each.
          if (view.step && !shot.has(view.step)) {
            shot.add(view.step);
            problems.push(...(await checkSizes(page, `pass-${view.step}`)));
          }
          const played = await playPassScreen(page);
          if (played.step === 'over') break;
          if (played.step === 'reveal') rounds++;
          view = played.after;
          // Once, in round 5: a reload lands on the same screen with nothing lost.
          if (!reloaded && view.status.includes('Round 5')) {
            await page.reload();
            await page.run(FIXED_RANDOM);
            await eventually(() => gameView(page)).toEqual(view);
            reloaded = true;
          }
        }
        const end = await gameView(page);
        expect(end.step).toBe('over');
        expect(reloaded).toBe(true);
        // The page's random bytes are fixed: both hands are the same, every battle ties, nine rounds.
        expect(rounds).toBe(9);
        expect(await waitFor(page, '[data-testid="winner"]')).toMatch(/wins|draw/i);
        expect(problems).toEqual([]);
        expect(await page.errors()).toEqual([]);
      });
    }, 400_000);

    it('plays a complete game against the phone, its commitment shown before each plan, reloaded mid-game', async () => {
      await timed('solo', async () => {
        const page = await open();
        await page.goto(url());
        await waitFor(page, 'main.home');
        await createGame(page, 'solo');
        const problems: string[] = [];
        const shot = new Set<string>();
        let reloaded = false;
        let plans = 0;
        let view = await gameView(page);
        for (let guard = 0; guard < 600; guard++) {
          if (view.step && !shot.has(view.step)) {
            shot.add(view.step);
            problems.push(...(await checkSizes(page, `solo-${view.step}`)));
          }
          // After a round without scoring, its last battle above "before the orders" (no end window).
          const round = Number(/Round (\d+)/.exec(view.status)?.[1] ?? 0);
          if (view.step === 'before' && round > 0) {
            const battle = await drive<number>(
              page,
              `await frames(); return document.querySelectorAll('.round-record__battle .reveal__result').length;`,
            );
            expect(battle).toBe(round > 1 && (round - 1) % 3 !== 0 ? 1 : 0);
            if (battle && !shot.has('before-battle')) {
              shot.add('before-battle');
              problems.push(...(await checkSizes(page, 'solo-before-battle')));
            }
          }
          // The phone's turn moves on by itself, when its worker has answered.
          if (view.step === 'phone') {
            await waitFor(page, 'main.game[data-step]:not([data-step="phone"])', 60_000);
            view = await gameView(page);
            continue;
          }
          // The phone sealed first: its commitment words are on the plan screen before the person plans.
          if (view.step === 'plan') {
            expect(await waitFor(page, '[data-testid="solo-commitment"]')).toMatch(
              /commitment: \S+-\S+-\S+-\S+/,
            );
            plans++;
          }
          // Once, from round 3 on the person's plan (the phone idle): a reload lands on the same screen.
          if (!reloaded && view.step === 'plan' && !/Round [12] /.test(view.status)) {
            await page.reload();
            await eventually(() => gameView(page)).toEqual(view);
            reloaded = true;
          }
          const played = await playPassScreen(page);
          if (played.step === 'over') break;
          view = played.after;
        }
        await eventually(async () => (await gameView(page)).step).toBe('over');
        expect(reloaded).toBe(true);
        expect(plans).toBeGreaterThanOrEqual(3);
        expect(shot.has('before-battle')).toBe(true);
        expect(problems).toEqual([]);
        expect(await page.errors()).toEqual([]);
      });
    }, 400_000);

    it('reloads with the server stopped: the service worker serves the app and the game', async () => {
      await timed('offline', async () => {
        if (!app) throw new Error('the app server did not start');
        const page = await open();
        await page.goto(url());
        await drive(page, 'await navigator.serviceWorker.ready;');
        // The first visit is not controlled yet; a reload puts the page under the worker.
        await page.reload();
        await drive(
          page,
          `await until('a controlling service worker', () => navigator.serviceWorker.controller);`,
        );
        await createGame(page, 'pass-and-play');
        await playPassScreen(page);
        const before = await gameView(page);
        await app.stop();
        try {
          await expect(fetch(url())).rejects.toThrow();
          await page.reload();
          await eventually(() => gameView(page)).toEqual(before);
          await page.screenshot('offline-game');
          await route(page, '#/', 'main.home');
          expect(await waitFor(page, 'main.home h1')).toBe('Sun Tzu Referee');
          await page.screenshot('offline-home');
        } finally {
          await app.start();
        }
        expect(await page.errors()).toEqual([]);
      });
    });

    it("reads the app's own invitation with the camera and from a photo", async () => {
      await timed('scans', async () => {
        const page = await open();
        await page.goto(url());
        await waitFor(page, 'main.home');
        const text = await inviteText(page);
        const png = `data:image/png;base64,${(await cameraPng(text)).toString('base64')}`;
        // The camera: the canvas camera shows the code; the camera check reads it.
        await route(page, '#/', 'main.home');
        await drive(page, 'await window.__showToCamera(args[0]);', png);
        await tap(page, '^Check the camera$');
        await eventually(() => cameraCheckRead(page)).toBe(`Read: ${text}`);
        await page.screenshot('camera-check-read');
        // A photo: the camera shows nothing; the file picker is given the code as a PNG file.
        await drive(page, 'await window.__showToCamera(null);');
        await tap(page, '^Scan another$');
        // As a person would, once the camera is open (closing it while it opens is another matter).
        await cameraOpen(page);
        // The aim drawn over the picture: 85 % of its shorter side, in the middle of the view (the
        // app decodes the larger square around it).
        await eventually(() => aimShare(page)).toSatisfy((share: number) => Math.abs(share - 0.85) < 0.02);
        await page.screenshot('camera-check-aim');
        await drive(
          page,
          `const input = await until('the photo input', () => document.querySelector('.scanner__photo input[type="file"]'));
           const bytes = Uint8Array.from(atob(args[0].split(',')[1]), (c) => c.charCodeAt(0));
           const transfer = new DataTransfer();
           transfer.items.add(new File([bytes], 'code.png', { type: 'image/png' }));
           input.files = transfer.files;
           input.dispatchEvent(new Event('change', { bubbles: true }));`,
          png,
        );
        await eventually(() => cameraCheckRead(page)).toBe(`Read: ${text}`);
        await page.screenshot('photo-read');
        expect(await page.errors()).toEqual([]);
      });
    });

    it('logs no error when reloaded again and again right after start-up', async () => {
      await timed('quick-reloads', async () => {
        const page = await open();
        await page.goto(url());
        // Firefox failed the game screens' CSS preload of a page reloaded at once (vite:preloadError).
        for (let i = 0; i < 6; i++) await page.reload();
        await waitFor(page, 'main.home');
        await drive(page, 'await sleep(500);');
        expect(await page.errors()).toEqual([]);
      });
    });
  });
}
