// WebKit (the engine of every iPhone browser) through WebKitGTK's MiniBrowser, driven over
// WebDriver classic by /usr/bin/WebKitWebDriver, on a private Xvfb display. Each page is its own
// WebKitWebDriver + MiniBrowser (one session per driver; automation mode has an ephemeral profile).
//
// Needs (Debian 12, as root):
//   apt-get install -y webkit2gtk-driver xvfb locales
//     (webkit2gtk-driver pulls libwebkit2gtk-4.1-0, MiniBrowser and GStreamer's base/good plugins)
//   sed -i 's/^# *en_US.UTF-8 UTF-8/en_US.UTF-8 UTF-8/' /etc/locale.gen && locale-gen
//     (without the en_US.UTF-8 locale, navigator.languages is ["C"])
// xvfb-run/xauth are not needed: the adapter starts Xvfb itself and stops every process it started
// (Xvfb, each driver and its browser, as process groups) on close() or when the test process exits.
//
// Differences from the Chromium adapter, all from WebDriver classic or MiniBrowser:
// - No init scripts: the error hook and (with cameraStub) the canvas camera are injected after each
//   load event and again before every run(); an error thrown or logged during the load itself is
//   missed (see error-hook.ts), and the camera stub is in place only after goto()/reload() return,
//   so a test opens the camera after that (e.g. navigates to #/camera-check afterwards). Until then
//   getUserMedia answers with MiniBrowser's mock capture device.
// - No offline switch: tests stop the app server instead.
// - MiniBrowser's window has a toolbar above the page: a GTK CSS (gtk.css below) shrinks it so the
//   window can be narrower than 447 px; setSize() sizes the window so the page gets the exact size.
// - Full-page screenshots: the window is made as tall as the page (at most 2,600 CSS px, where
//   WebKit's snapshot at scale 3 still works) for one viewport screenshot, then sized back.
// - No touch or mobile emulation: a desktop WebKit at device scale 3 (GDK_SCALE).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAMERA_STUB_SCRIPT } from '../camera-stub';
import { ENGINE_PHONE, runExpression, screenshotPath } from './common';
import type { Engine, EngineOptions, EnginePage } from './engine';
import { DRAIN_ERRORS_BODY, ERROR_HOOK_SCRIPT } from './error-hook';
import { isRunning, spawnGroup, stopGroup } from './process-group';
import { WebDriverSession, waitForDriver } from './webdriver-classic';
import { startXvfb } from './xvfb';

/** The device pixel ratio of WebKit pages (GDK_SCALE), as the Chromium adapter's phone. */
export const WEBKIT_DEVICE_SCALE = 3;

/** The tallest full-page screenshot taken, in CSS px (longer pages are cut there). */
export const WEBKIT_MAX_SHOT_HEIGHT = 2600;

/** Shrinks MiniBrowser's toolbar (buttons, address field) to a few pixels in every direction. */
const GTK_CSS = `* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }\n`;

const SCRIPT_TIMEOUT_MS = 170_000;

/** WebKitWebDriver: $WEBKIT_DRIVER or Debian's. */
function findDriver(): string {
  const path = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
  if (!existsSync(path)) {
    throw new Error(
      `No WebKitWebDriver at ${path}: install it (Debian: \`sudo apt-get install -y webkit2gtk-driver xvfb\`) or set WEBKIT_DRIVER.`,
    );
  }
  return path;
}

/** MiniBrowser: $WEBKIT_MINIBROWSER or /usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser. */
function findMiniBrowser(): string {
  const fromEnv = process.env.WEBKIT_MINIBROWSER;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const arches = readdirSync('/usr/lib').filter((name) => name.endsWith('-linux-gnu'));
  for (const arch of arches) {
    const path = join('/usr/lib', arch, 'webkit2gtk-4.1', 'MiniBrowser');
    if (existsSync(path)) return path;
  }
  throw new Error(
    'No MiniBrowser in /usr/lib/*/webkit2gtk-4.1/: install it (Debian: `sudo apt-get install -y webkit2gtk-driver`) or set WEBKIT_MINIBROWSER.',
  );
}

/** Fails with a how-to when the en_US.UTF-8 locale is not generated (the page would say "C"). */
function checkLocale(): void {
  const locales = execFileSync('locale', ['-a'], { encoding: 'utf8' });
  if (!/^en_US\.utf-?8$/im.test(locales)) {
    throw new Error(
      'The en_US.UTF-8 locale is missing, so WebKit\'s navigator.languages would be ["C"]: run (as root) ' +
        "`apt-get install -y locales && sed -i 's/^# *en_US.UTF-8 UTF-8/en_US.UTF-8 UTF-8/' /etc/locale.gen && locale-gen`.",
    );
  }
}

/** A free TCP port on localhost (free a moment ago; the driver start is retried if it is taken). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Launch {
  driverPath: string;
  miniBrowser: string;
  display: string;
  configHome: string;
  dataRoot: string;
}

type Driver = ReturnType<typeof spawnGroup>;

/** Starts one WebKitWebDriver and a MiniBrowser session on it (two tries: a port may be taken). */
async function startSession(launch: Launch, options: EngineOptions, dataHome: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DISPLAY: launch.display,
    GDK_SCALE: String(WEBKIT_DEVICE_SCALE),
    LANG: 'en_US.UTF-8',
    LANGUAGE: 'en_US',
    LC_ALL: 'en_US.UTF-8',
    XDG_CONFIG_HOME: launch.configHome,
    XDG_DATA_HOME: dataHome,
    NO_AT_BRIDGE: '1',
  };
  const args = ['--automation', '--enable-media-stream=true', '--enable-mock-capture-devices=true'];
  if ((options.colorScheme ?? 'dark') === 'dark') args.push('--dark-mode');
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    const port = await freePort();
    const driver: Driver = spawnGroup(launch.driverPath, [`--port=${port}`, '--host=local'], { env });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForDriver(base, 20_000, () => isRunning(driver));
      const session = await WebDriverSession.create(base, {
        'webkitgtk:browserOptions': { binary: launch.miniBrowser, args },
      });
      return { driver, session };
    } catch (error) {
      lastError = new Error(
        `${error instanceof Error ? error.message : String(error)}; driver stderr: ${driver.stderrTail().trim().slice(-500)}`,
      );
      await stopGroup(driver);
    }
  }
  throw lastError;
}

/** Opens one WebKit page: its own driver and browser, sized, with the error hook. */
async function openPage(launch: Launch, options: EngineOptions, onClose: () => void): Promise<EnginePage> {
  const dataHome = mkdtempSync(join(launch.dataRoot, 'page-'));
  const { driver, session } = await startSession(launch, options, dataHome);
  // The camera stub only where a camera can exist (not on about:blank or plain-HTTP hosts).
  const prelude =
    ERROR_HOOK_SCRIPT +
    (options.cameraStub ? `\nif (typeof MediaDevices !== 'undefined') ${CAMERA_STUB_SCRIPT}` : '');
  const errors: string[] = [];
  let size = options.size ?? ENGINE_PHONE;
  let chromeHeight = 0;
  let closed = false;

  const run = async <T>(body: string, ...args: unknown[]): Promise<T> => {
    const script =
      'const done = arguments[arguments.length - 1];\n' +
      `${prelude}\n` +
      `${runExpression(body, args)}.then(` +
      '(value) => done({ ok: true, value: value === undefined ? null : value }), ' +
      "(error) => done({ ok: false, error: String(error) + (error && error.stack ? '\\n' + error.stack : '') }));";
    const answer = (await session.executeAsync(script, [], SCRIPT_TIMEOUT_MS + 10_000)) as
      { ok: true; value: T } | { ok: false; error: string };
    if (!answer.ok) throw new Error(`in-page script failed in WebKit: ${answer.error}`);
    return answer.value;
  };

  const drain = async () => {
    errors.push(...(await run<string[]>(DRAIN_ERRORS_BODY)));
  };

  /** The page's CSS size once it stopped changing after a resize (and two frames were drawn). */
  const settledInnerSize = async (want: { width: number; height: number }) =>
    run<{ width: number; height: number }>(
      `const deadline = Date.now() + 2000;
       while (Date.now() < deadline && (innerWidth !== args[0].width || innerHeight !== args[0].height)) {
         await new Promise((resolve) => setTimeout(resolve, 25));
       }
       await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
       return { width: innerWidth, height: innerHeight };`,
      want,
    );

  /** Sizes the window so that the page (innerWidth × innerHeight) is exactly `want`. */
  const sizeWindow = async (want: { width: number; height: number }) => {
    let outer = { width: want.width, height: want.height + chromeHeight };
    let got = { width: 0, height: 0 };
    for (let attempt = 0; attempt < 4; attempt++) {
      await session.setWindowRect(outer);
      got = await settledInnerSize(want);
      if (got.width === want.width && got.height === want.height) return;
      outer = {
        width: outer.width + want.width - got.width,
        height: outer.height + want.height - got.height,
      };
    }
    throw new Error(
      `WebKit's page is ${got.width}×${got.height} CSS px, not ${want.width}×${want.height}: MiniBrowser's window cannot get that size (is gtk.css shrinking its toolbar?)`,
    );
  };

  const afterLoad = async () => {
    await run('return null;'); // installs the error hook and the camera stub
  };

  try {
    await session.setTimeouts({ script: SCRIPT_TIMEOUT_MS, pageLoad: 120_000 });
    const rect = await session.windowRect();
    const inner = await run<number>('return innerHeight;');
    chromeHeight = rect.height - inner;
    await sizeWindow(size);
  } catch (error) {
    await session.delete().catch(() => undefined);
    await stopGroup(driver);
    throw error;
  }

  const page: EnginePage = {
    engine: 'webkit',
    goto: async (url) => {
      await drain().catch(() => undefined); // the old document's errors, if it still answers
      await session.navigate(url);
      await afterLoad();
    },
    reload: async () => {
      await drain().catch(() => undefined);
      await session.refresh();
      await afterLoad();
    },
    run,
    setSize: async (next) => {
      size = next;
      await sizeWindow(size);
    },
    screenshot: async (name) => {
      const path = screenshotPath('webkit', name);
      const doc = await run<{ height: number; inner: number; x: number; y: number }>(
        `return {
           height: Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0),
           inner: innerHeight, x: scrollX, y: scrollY,
         };`,
      );
      const height = Math.min(doc.height, WEBKIT_MAX_SHOT_HEIGHT);
      if (height <= doc.inner) {
        writeFileSync(path, await session.screenshot());
        return path;
      }
      await sizeWindow({ width: size.width, height });
      await run('scrollTo(0, 0); return null;');
      try {
        writeFileSync(path, await session.screenshot());
      } finally {
        await sizeWindow(size);
        await run('scrollTo(args[0], args[1]); return null;', doc.x, doc.y);
      }
      return path;
    },
    errors: async () => {
      await drain();
      return [...errors];
    },
    close: async () => {
      if (closed) return;
      closed = true;
      onClose();
      await session.delete().catch(() => undefined);
      await stopGroup(driver);
      rmSync(dataHome, { recursive: true, force: true });
    },
  };
  return page;
}

/** Starts a private X display for WebKit pages; fails with a how-to when a package is missing. */
export async function launchWebKit(): Promise<Engine> {
  const driverPath = findDriver();
  const miniBrowser = findMiniBrowser();
  checkLocale();
  const root = mkdtempSync(join(tmpdir(), 'suntzu-webkit-'));
  const configHome = join(root, 'config');
  mkdirSync(join(configHome, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(configHome, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  let xvfb;
  try {
    xvfb = await startXvfb();
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const launch: Launch = { driverPath, miniBrowser, display: xvfb.display, configHome, dataRoot: root };
  const pages = new Set<EnginePage>();
  return {
    name: 'webkit',
    open: async (options) => {
      let page: EnginePage | undefined = undefined;
      page = await openPage(launch, options ?? {}, () => {
        if (page) pages.delete(page);
      });
      pages.add(page);
      return page;
    },
    close: async () => {
      await Promise.allSettled([...pages].map((page) => page.close()));
      await xvfb.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
