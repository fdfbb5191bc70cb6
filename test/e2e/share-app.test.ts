// Getting the app onto the second phone: the home screen shows the app's own address as a QR code
// (read here by the app's own camera check from a picture of the drawn code), iPhones get a hint
// to add the app from the Share menu, and Chromium's install prompt becomes an "Install" button.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { preview, type PreviewServer } from 'vite';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { openPhone, PHONE_SIZES, type Phone } from '../../harness/phone';
import { CAMERA_STUB_SCRIPT, showToStubCamera } from '../../harness/camera-stub';
import { axeProblems } from '../../harness/axe';
import { eventually } from '../../harness/eventually';

const app = useAppInBrowser();
const run = promisify(execFile);
const VITE = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const IOS_HINT = 'tap Share, then “Add to Home Screen”';
/** Opens the home screen (of the app at `at`) and waits until the install hint has read its saved state. */
async function home(phone: Phone, at = app.url): Promise<void> {
  await phone.page.goto(at);
  await phone.page
    .locator('[data-testid=install-hint], [data-testid=install-hint-off]')
    .waitFor({ state: 'attached' });
}

describe("the app's own address", () => {
  it('shows a QR code that the camera reads as the page’s own address', async () => {
    const phone = await openPhone(app.browser);
    await phone.context.addInitScript(CAMERA_STUB_SCRIPT);
    const { page } = phone;
    await home(phone);
    await page.getByRole('button', { name: 'Show this app’s address' }).click();
    const code = page.getByTestId('app-address').getByTestId('qr-code');
    await code.locator('svg').waitFor();
    await eventually(() => code.getAttribute('data-qr-text')).toBe(app.url);
    await eventually(() => page.getByTestId('app-address-text').textContent()).toBe(app.url);
    // Served on 127.0.0.1: another phone could not open that, and the screen says so.
    await eventually(() => page.getByTestId('app-address').getByRole('note').textContent()).toMatch(
      /local address of this device: another phone cannot open it/,
    );
    await phone.screenshotSizes('home-app-address');

    // The code as drawn on the screen, shown to the camera check of a phone with the app.
    const picture = await code.screenshot();
    await page.goto(`${app.url}#/camera-check`);
    await showToStubCamera(page, picture);
    const status = page.getByTestId('camera-status');
    await status.filter({ hasText: 'Read:' }).waitFor({ timeout: 30_000 });
    await eventually(() => status.textContent()).toBe(`Read: ${app.url}`);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('hides the address again, and speaks Polish', async () => {
    const phone = await openPhone(app.browser, PHONE_SIZES.small, { locale: 'pl-PL' });
    const { page } = phone;
    await home(phone);
    const toggle = page.getByRole('button', { name: 'Pokaż adres aplikacji' });
    await toggle.click();
    await page.getByTestId('app-address').locator('svg').waitFor();
    await eventually(() => page.getByTestId('app-address').getByRole('note').textContent()).toMatch(
      /lokalny adres/,
    );
    // The whole code is on screen without scrolling by hand, on a small phone.
    await eventually(async () => {
      const box = await page.getByTestId('app-address').getByTestId('qr-code').boundingBox();
      return box && box.y >= 0 && box.y + box.height <= PHONE_SIZES.small.height;
    }).toBe(true);
    await phone.screenshotSizes('home-app-address-pl');
    await page.getByRole('button', { name: 'Ukryj adres' }).click();
    await eventually(() => page.getByTestId('app-address').count()).toBe(0);
    await eventually(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});

describe('accessibility of the hint and the address', () => {
  for (const colorScheme of ['dark', 'light'] as const) {
    it(`has no serious axe findings with both shown (${colorScheme} theme)`, async () => {
      const phone = await openPhone(app.browser, PHONE_SIZES.standard, { userAgent: IPHONE, colorScheme });
      await home(phone);
      await phone.page.getByTestId('install-hint').waitFor();
      await phone.page.getByRole('button', { name: 'Show this app’s address' }).click();
      await phone.page.getByTestId('app-address').locator('svg').waitFor();
      expect(await axeProblems(phone.page)).toEqual([]);
      if (colorScheme === 'light') await phone.screenshotSizes('home-hint-and-address-light');
      expect(phone.errors).toEqual([]);
      await phone.context.close();
    });
  }
});

describe('installing the app', () => {
  for (const [device, userAgent] of [
    ['an iPhone', IPHONE],
    ['an iPad that asks for desktop sites', IPAD_AS_MAC],
  ] as const) {
    it(`tells ${device} how to add the app from the Share menu, until dismissed`, async () => {
      const phone = await openPhone(app.browser, PHONE_SIZES.standard, { userAgent });
      const { page } = phone;
      if (userAgent === IPAD_AS_MAC) {
        // iPadOS reports a Mac with a touch screen.
        await page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });
          Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 });
        });
      }
      await home(phone);
      const hint = page.getByTestId('install-hint');
      await eventually(() => hint.textContent()).toContain(IOS_HINT);
      // No install prompt exists on iOS: no button pretends to install.
      await eventually(() => hint.getByRole('button', { name: 'Install the app' }).count()).toBe(0);
      await phone.screenshotSizes(`home-install-hint-ios${userAgent === IPAD_AS_MAC ? '-ipad' : ''}`);
      await hint.getByRole('button', { name: 'Not now' }).click();
      await hint.waitFor({ state: 'detached' });
      await page.reload();
      await home(phone);
      await eventually(() => page.getByTestId('install-hint-off').getAttribute('data-reason')).toBe(
        'dismissed',
      );
      await eventually(() => page.getByTestId('install-hint').count()).toBe(0);
      expect(phone.errors).toEqual([]);
      await phone.context.close();
    });
  }

  it('does not show the iPhone hint on Android, nor once the app runs installed on an iPhone', async () => {
    const android = await openPhone(app.browser, PHONE_SIZES.standard, { userAgent: ANDROID });
    await home(android);
    await eventually(() => android.page.locator('main.home').textContent()).not.toContain(IOS_HINT);
    expect(android.errors).toEqual([]);
    await android.context.close();

    const installed = await openPhone(app.browser, PHONE_SIZES.standard, { userAgent: IPHONE });
    await installed.page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true });
    });
    await home(installed);
    await eventually(() => installed.page.getByTestId('install-hint-off').getAttribute('data-reason')).toBe(
      'installed',
    );
    expect(installed.errors).toEqual([]);
    await installed.context.close();
  });

  it("offers an Install button where Chromium fires its install prompt, and uses the browser's dialog", async () => {
    const phone = await openPhone(app.browser, PHONE_SIZES.small, { userAgent: ANDROID });
    const { page } = phone;
    await home(phone);
    await eventually(() => page.getByRole('button', { name: 'Install the app' }).count()).toBe(0);
    const notCancelled = await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { __prompted: number }).__prompted =
            ((window as unknown as { __prompted?: number }).__prompted ?? 0) + 1;
        },
      });
      return window.dispatchEvent(event);
    });
    // The app keeps the prompt for its own button (no browser mini-infobar).
    expect(notCancelled).toBe(false);
    const install = page.getByRole('button', { name: 'Install the app' });
    await install.waitFor();
    await eventually(() => page.getByTestId('install-hint').textContent()).not.toContain(IOS_HINT);
    await phone.screenshotSizes('home-install-button');
    await install.click();
    await page.waitForFunction(() => (window as unknown as { __prompted?: number }).__prompted === 1);
    // A prompt can be used once: the button goes.
    await install.waitFor({ state: 'detached' });
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});

// GitHub Pages serves a project at /<repository>/: a build with BASE_PATH must work there whole.
describe('published under a sub-path (BASE_PATH=/sun-tzu/)', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'sun-tzu-subpath-'));
  let server: PreviewServer | undefined;
  let url = '';
  beforeAll(async () => {
    // Built as the Pages workflow builds it: `vite build` with BASE_PATH (and not vitest's NODE_ENV=test).
    const env: NodeJS.ProcessEnv = { ...process.env, BASE_PATH: '/sun-tzu/' };
    delete env.NODE_ENV;
    await run(process.execPath, [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      env,
    });
    server = await preview({
      logLevel: 'silent',
      base: '/sun-tzu/',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, open: false },
    });
    url = server.resolvedUrls?.local[0] ?? '';
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('loads, installs its service worker for the sub-path, works offline, and shares the sub-path address', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sun-tzu\/$/);
    const phone = await openPhone(app.browser);
    const { page } = phone;
    const failed: string[] = [];
    phone.context.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await home(phone, url);
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sun Tzu Referee');
    await eventually(() =>
      page.locator('img.home__logo').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    // The manifest and every icon it names load from under the sub-path.
    const icons = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel=manifest]');
      if (!link) return [];
      const manifest = (await (await fetch(link.href)).json()) as {
        start_url: string;
        scope: string;
        icons: { src: string }[];
      };
      const paths = [manifest.start_url, manifest.scope, ...manifest.icons.map((icon) => icon.src)];
      return Promise.all(
        paths.map(async (path) => {
          const target = new URL(path, link.href);
          return `${target.pathname} ${(await fetch(target)).status}`;
        }),
      );
    });
    expect(icons).toEqual([
      '/sun-tzu/ 200',
      '/sun-tzu/ 200',
      '/sun-tzu/icons/icon-192.png 200',
      '/sun-tzu/icons/icon-512.png 200',
      '/sun-tzu/icons/icon-maskable-512.png 200',
    ]);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(url);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await phone.context.setOffline(true);
    await home(phone, url);
    await eventually(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByRole('button', { name: 'Show this app’s address' }).click();
    const code = page.getByTestId('app-address').getByTestId('qr-code');
    await code.locator('svg').waitFor();
    await eventually(() => code.getAttribute('data-qr-text')).toBe(url);
    await phone.screenshot('home-subpath-offline');
    expect(failed).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
