import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SCREENSHOT_MS, settle } from './settle';

/** Phone screen sizes the app is checked at. */
export const PHONE_SIZES = {
  standard: { width: 390, height: 844 },
  small: { width: 360, height: 640 },
} as const;

/** A page in a phone-sized context that records every uncaught error and console error. */
export interface Phone {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Every console message, for diagnosing a failure. */
  logs: string[];
  /** Saves a full-page screenshot under test-results/screenshots/. */
  screenshot: (name: string) => Promise<string>;
  /** Saves screenshots at both phone sizes (360×640 and 390×844), then restores the size. */
  screenshotSizes: (name: string) => Promise<void>;
}

/** Opens a new phone (touch, device scale 3) in its own browser context. */
export async function openPhone(
  browser: Browser,
  size: { width: number; height: number } = PHONE_SIZES.standard,
  options: {
    colorScheme?: 'dark' | 'light';
    permissions?: string[];
    locale?: string;
    /** Another browser's user agent string (e.g. an iPhone's), for what the app decides from it. */
    userAgent?: string;
    /** 'block' keeps the service worker out, so that page.route sees every request. */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<Phone> {
  const context = await browser.newContext({
    viewport: size,
    deviceScaleFactor: 3,
    hasTouch: true,
    isMobile: true,
    colorScheme: options.colorScheme ?? 'dark',
    // The app starts in the browser's language: English unless a test asks for another.
    locale: options.locale ?? 'en-US',
    permissions: options.permissions ?? [],
    ...(options.userAgent === undefined ? {} : { userAgent: options.userAgent }),
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const logs: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    logs.push(`${message.type()}: ${message.text()}`);
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  const shoot = async (name: string, at: { width: number; height: number }) => {
    const dir = join('test-results', 'screenshots');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `${name}-${at.width}x${at.height}.png`);
    await page.screenshot({ path, fullPage: true, timeout: SCREENSHOT_MS });
    return path;
  };
  const screenshot = (name: string) => shoot(name, size);
  const screenshotSizes = async (name: string) => {
    for (const at of Object.values(PHONE_SIZES)) {
      await page.setViewportSize(at);
      // Phone first: nothing may need sideways scrolling.
      // Read until it fits (the layout may still be settling after the resize), at most SETTLE_MS.
      const width = await settle(
        () => page.evaluate(() => document.documentElement.scrollWidth),
        (w) => w <= at.width,
      );
      if (width > at.width) errors.push(`${name}: ${width}px wide at ${at.width}px (sideways scrolling)`);
      await shoot(name, at);
    }
    await page.setViewportSize(size);
  };
  return { context, page, errors, logs, screenshot, screenshotSizes };
}
