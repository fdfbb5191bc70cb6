// Chromium through Playwright (Debian's /usr/bin/chromium or $CHROMIUM_PATH): a phone with touch,
// device scale 3, the browser's language en-US, errors from 'pageerror' and console errors.
import type { Browser } from 'playwright-core';
import { launchChromium } from '../browser';
import { CAMERA_STUB_SCRIPT } from '../camera-stub';
import { ENGINE_PHONE, runExpression, screenshotPath, SHOT_BOX } from './common';
import type { Engine, EngineOptions, EnginePage } from './engine';
import { SCREENSHOT_MS } from '../settle';

/** Launches headless Chromium; fails with a one-line how-to when none is installed. */
export async function launchChromiumEngine(): Promise<Engine> {
  const browser: Browser = await launchChromium();
  const open = async (options: EngineOptions = {}): Promise<EnginePage> => {
    const context = await browser.newContext({
      viewport: options.size ?? ENGINE_PHONE,
      deviceScaleFactor: 3,
      hasTouch: true,
      isMobile: true,
      colorScheme: options.colorScheme ?? 'dark',
      locale: 'en-US',
    });
    if (options.cameraStub) await context.addInitScript(CAMERA_STUB_SCRIPT);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
    });
    return {
      engine: 'chromium',
      goto: async (url) => {
        await page.goto(url, { waitUntil: 'load' });
      },
      reload: async () => {
        await page.reload({ waitUntil: 'load' });
      },
      run: <T>(body: string, ...args: unknown[]) => page.evaluate(runExpression(body, args)) as Promise<T>,
      setSize: (size) => page.setViewportSize(size),
      screenshot: async (name) => {
        const path = screenshotPath('chromium', name);
        const clip = await page.evaluate<{ x: number; y: number; width: number; height: number }>(SHOT_BOX);
        await page.screenshot({ path, fullPage: true, clip, timeout: SCREENSHOT_MS });
        return path;
      },
      errors: () => Promise.resolve([...errors]),
      close: () => context.close(),
    };
  };
  return { name: 'chromium', open, close: () => browser.close() };
}
