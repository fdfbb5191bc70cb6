// Who gets the "Add to Home Screen" hint, and what another phone can do with the app's address.
import { describe, expect, it } from 'vitest';
import { isInstalled, needsIosHint, type BrowserFacts } from '../../../src/app/bridges/platform';
import { addressReach, appAddress } from '../../../src/app/components/ShareApp/app-address';

const browser = (facts: Partial<BrowserFacts>): BrowserFacts => ({
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  platform: 'Linux armv8l',
  maxTouchPoints: 5,
  iosStandalone: undefined,
  displayStandalone: false,
  ...facts,
});
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

describe('the iOS install hint', () => {
  it('is for iPhones and iPads in Safari, not yet on the home screen', () => {
    expect(needsIosHint(browser({ userAgent: IPHONE, platform: 'iPhone', iosStandalone: false }))).toBe(true);
    // iPadOS asks for desktop sites: a Mac with a touch screen.
    expect(
      needsIosHint(
        browser({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel' }),
      ),
    ).toBe(true);
  });
  it('is not for Android, a real Mac, or an app opened from the home screen', () => {
    expect(needsIosHint(browser({}))).toBe(false);
    expect(
      needsIosHint(
        browser({ userAgent: 'Mozilla/5.0 (Macintosh)', platform: 'MacIntel', maxTouchPoints: 0 }),
      ),
    ).toBe(false);
    expect(needsIosHint(browser({ userAgent: IPHONE, iosStandalone: true }))).toBe(false);
    expect(needsIosHint(browser({ userAgent: IPHONE, displayStandalone: true }))).toBe(false);
    expect(isInstalled(browser({ displayStandalone: true }))).toBe(true);
  });
});

describe("the app's address", () => {
  it('is the origin plus the path the app is published under', () => {
    expect(appAddress('https://example.github.io', '/sun-tzu/')).toBe('https://example.github.io/sun-tzu/');
    expect(appAddress('https://example.org', '/')).toBe('https://example.org/');
    expect(appAddress('https://example.org', 'games/sun-tzu')).toBe('https://example.org/games/sun-tzu/');
  });
  it('works for another phone only over HTTPS, and never as a loopback address', () => {
    expect(addressReach('https://example.github.io/sun-tzu/')).toBe('ok');
    expect(addressReach('https://192.168.1.20:8443/')).toBe('ok');
    expect(addressReach('http://192.168.1.20:4173/')).toBe('no-camera-over-http');
    expect(addressReach('http://my-laptop.local:4173/')).toBe('no-camera-over-http');
    for (const local of [
      'http://localhost:4173/',
      'http://127.0.0.1:4173/',
      'http://[::1]:4173/',
      'https://app.localhost/',
    ])
      expect(addressReach(local)).toBe('this-device-only');
  });
});
