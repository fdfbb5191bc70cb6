// Firefox (Debian's firefox-esr, or $FIREFOX_PATH) driven by puppeteer-core over WebDriver BiDi.
// Firefox has no phone emulation there (isMobile/hasTouch are ignored): a page is a viewport of
// phone size at device scale 3, with overlay scrollbars as phones have (classic scrollbars would
// narrow the page). Each page has its own browser context (a private profile).
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CAMERA_STUB_SCRIPT } from '../camera-stub';
import { ENGINE_PHONE, runExpression, screenshotPath, SHOT_BOX } from './common';
import type { Engine, EngineOptions, EnginePage } from './engine';

/** Finds a Firefox: $FIREFOX_PATH, then Debian's firefox-esr, then a firefox on the usual path. */

/** The BiDi browsing context under a puppeteer page (public on puppeteer's BidiFrame, not in its types). */
interface BidiViewport {
  browsingContext: {
    setViewport(options: {
      viewport: { width: number; height: number } | null;
      devicePixelRatio: number | null;
    }): Promise<void>;
  };
}

/**
 * Sizes the page like a phone (device scale 3). puppeteer's setViewport also sends
 * emulation.setScreenOrientationOverride, which Firefox ESR 140 does not know: then only the
 * viewport itself is set, through the browsing context.
 */
async function setPhoneViewport(page: Page, size: { width: number; height: number }): Promise<void> {
  try {
    await page.setViewport({ ...size, deviceScaleFactor: 3 });
  } catch (error) {
    if (!/setScreenOrientationOverride/.test(String(error))) throw error;
    const frame = page.mainFrame() as unknown as BidiViewport;
    await frame.browsingContext.setViewport({ viewport: size, devicePixelRatio: 3 });
  }
}

export function findFirefox(): string | undefined {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find((candidate) => existsSync(candidate));
}

/** Preferences of every test profile; `dark` picks the colour scheme pages see. */
function firefoxPrefs(dark: boolean): Record<string, unknown> {
  return {
    'ui.useOverlayScrollbars': 1,
    'intl.accept_languages': 'en-US, en',
    'intl.locale.requested': 'en-US',
    // 0 dark, 1 light: what prefers-color-scheme reports to pages (BiDi cannot emulate it per page).
    'layout.css.prefers-color-scheme.content-override': dark ? 0 : 1,
    // No permission prompt and a fake device, should a page reach the real getUserMedia.
    'media.navigator.permission.disabled': true,
    'media.navigator.streams.fake': true,
  };
}

async function launchOne(executablePath: string, dark: boolean): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    extraPrefsFirefox: firefoxPrefs(dark),
  });
}

/** Launches headless Firefox; fails with a one-line how-to when none is installed. */
export async function launchFirefox(): Promise<Engine> {
  const executablePath = findFirefox();
  if (!executablePath) {
    throw new Error(
      'No Firefox found: install one (Debian: `sudo apt-get install -y firefox-esr`) or set FIREFOX_PATH to a Firefox binary.',
    );
  }
  // The colour scheme is a browser-wide preference: one browser per scheme, the light one on demand.
  const browsers = new Map<'dark' | 'light', Promise<Browser>>();
  const browserFor = (scheme: 'dark' | 'light'): Promise<Browser> => {
    let browser = browsers.get(scheme);
    if (!browser) {
      browser = launchOne(executablePath, scheme === 'dark');
      browsers.set(scheme, browser);
    }
    return browser;
  };
  await browserFor('dark');

  const open = async (options: EngineOptions = {}): Promise<EnginePage> => {
    const browser = await browserFor(options.colorScheme ?? 'dark');
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const size = options.size ?? ENGINE_PHONE;
    await setPhoneViewport(page, size);
    if (options.cameraStub) await page.evaluateOnNewDocument(CAMERA_STUB_SCRIPT);
    const errors: string[] = [];
    page.on('pageerror', (error) =>
      errors.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
    );
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
    });
    return {
      engine: 'firefox',
      goto: async (url) => {
        await page.goto(url, { waitUntil: 'load' });
      },
      reload: async () => {
        await page.reload({ waitUntil: 'load' });
      },
      run: <T>(body: string, ...args: unknown[]) => page.evaluate(runExpression(body, args)) as Promise<T>,
      setSize: (at) => setPhoneViewport(page, at),
      screenshot: async (name) => {
        const path = screenshotPath('firefox', name);
        const clip = (await page.evaluate(SHOT_BOX)) as {
          x: number;
          y: number;
          width: number;
          height: number;
        };
        await page.screenshot({ path, clip, captureBeyondViewport: true });
        return path;
      },
      errors: () => Promise.resolve([...errors]),
      close: () => context.close(),
    };
  };
  const close = async () => {
    for (const browser of browsers.values()) await (await browser).close();
  };
  return { name: 'firefox', open, close };
}
