// Hosting safely: in Chromium, the built app under its Content-Security-Policy (the
// <meta> in index.html, and the same policy as a header from the preview server) reports no violation
// while it shows a QR code, decodes one with zxing-wasm (WebAssembly, in the QR decoder's Web Worker),
// plays against the phone (its Web Worker) and registers its service worker; an inline script injected
// on purpose is refused.
import { describe, expect, it } from 'vitest';
import { eventually } from '../../harness/eventually';
import type { Page } from 'playwright-core';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { CAMERA_STUB_SCRIPT, showToStubCamera } from '../../harness/camera-stub';
import { cameraPng, createGame, stepOf, newOnePhoneGame } from '../../harness/game-driver';
import { openPhone } from '../../harness/phone';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_HEADER } from '../../scripts/hosting';

const app = useAppInBrowser();

/**
 * Page script: every securitypolicyviolation event, kept in sessionStorage (so it outlives reloads),
 * and the script of every message the pages' workers post back (the QR decoder's, the phone's answers).
 */
const WATCH = `(() => {
  const keep = (key, value) => {
    const list = JSON.parse(sessionStorage.getItem(key) || '[]');
    list.push(value);
    sessionStorage.setItem(key, JSON.stringify(list));
  };
  document.addEventListener('securitypolicyviolation', (e) => {
    keep('csp-violations', e.effectiveDirective + ' ' + e.blockedURI + ' ' + e.sourceFile + ':' + e.lineNumber);
  });
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      keep('workers', String(args[0]));
      const url = String(args[0]);
      this.addEventListener('message', () => keep('worker-answers', url));
    }
  };
})()`;

/** A list the page script kept. */
async function kept(page: Page, key: string): Promise<string[]> {
  return page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? '[]') as string[], key);
}

describe('the app under its Content-Security-Policy', () => {
  it('QR codes, zxing-wasm, the phone’s worker and the service worker run with no CSP violation', async () => {
    const phone = await openPhone(app.browser);
    await phone.context.addInitScript(CAMERA_STUB_SCRIPT);
    await phone.context.addInitScript(WATCH);
    const { page } = phone;
    try {
      const response = await page.goto(app.url);
      // The policy both ways: the header (where a host can send it) and the <meta> (every host).
      expect(response?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY_HEADER);
      expect(response?.headers()['x-content-type-options']).toBe('nosniff');
      await eventually(() =>
        page.evaluate(
          () =>
            document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ??
            null,
        ),
      ).toBe(CONTENT_SECURITY_POLICY);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      // WebAssembly: the camera check decodes a QR code with zxing-wasm ('wasm-unsafe-eval').
      await page.getByRole('button', { name: 'Check the camera' }).click();
      await page
        .getByTestId('scanner-decoder')
        .filter({ hasText: 'zxing-wasm' })
        .waitFor({ timeout: 30_000 });
      await showToStubCamera(page, await cameraPng('SUNTZU CSP CHECK 0123456789'));
      const status = page.getByTestId('camera-status');
      await status.filter({ hasText: 'Read:' }).waitFor({ timeout: 30_000 });
      await eventually(() => status.textContent()).toBe('Read: SUNTZU CSP CHECK 0123456789');
      // Read in the QR decoder's worker, which compiled zxing-wasm there and answered.
      const decoderWorker = /qr-decoder\.worker-[\w-]+\.js/;
      expect((await kept(page, 'workers')).some((url) => decoderWorker.test(url))).toBe(true);
      expect((await kept(page, 'worker-answers')).some((url) => decoderWorker.test(url))).toBe(true);

      // A QR code on screen (an SVG put in the page), in a two-phone game's invitation.
      await page.goto(app.url);
      await createGame(page);
      await page.locator('[data-testid="qr-code"] svg').first().waitFor();

      // The phone's Web Worker: a game against the phone, which picks its warlord in its worker first.
      await newOnePhoneGame(page, app.url, { mode: 'solo', red: true });
      await page.waitForFunction(
        () =>
          (JSON.parse(sessionStorage.getItem('worker-answers') ?? '[]') as string[]).some((url) =>
            url.includes('opponent.worker'),
          ),
        null,
        {
          timeout: 30_000,
        },
      );
      await eventually(() => stepOf(page)).not.toBeNull();
      expect((await kept(page, 'workers')).some((url) => /opponent\.worker-[\w-]+\.js/.test(url))).toBe(true);

      await eventually(() => kept(page, 'csp-violations')).toEqual([]);
      expect(phone.errors).toEqual([]);

      // The watch works and the policy holds: an inline script added now is refused and reported.
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true';
        document.head.append(script);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
      });
      expect(ran).toBe(false);
      expect((await kept(page, 'csp-violations')).some((v) => v.startsWith('script-src-elem inline'))).toBe(
        true,
      );
    } finally {
      await phone.context.close();
    }
  }, 180_000);
});
