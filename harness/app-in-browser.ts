// One built app served and one Chromium for a browser test file, started before its tests and
// closed after them.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { startAppServer, type AppServer } from './app-server';

/** The served app's URL and the browser, available once the file's tests run. */
export interface AppInBrowser {
  readonly url: string;
  readonly browser: Browser;
}

/** Registers the file's beforeAll/afterAll that start and stop the app server and Chromium. */
export function useAppInBrowser(): AppInBrowser {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get url() {
      if (!server) throw new Error('the app server has not started');
      return server.url;
    },
    get browser() {
      if (!browser) throw new Error('Chromium has not started');
      return browser;
    },
  };
}
