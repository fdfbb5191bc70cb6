// The pure parts of working with iPhones as they are: the throttled update check on return,
// whether the screen can stay on, what the game list says about keeping the games, and the order
// of the camera permission help.
import { describe, expect, it } from 'vitest';
import {
  iosVersion,
  safariMayEvict,
  wakeLockWorks,
  type BrowserFacts,
} from '../../../src/app/bridges/platform';
import { throttleGate, UPDATE_CHECK_INTERVAL_MS } from '../../../src/app/update-check';
import { storageNotice } from '../../../src/app/components/GameList/storage-notice';
import { cameraHelpOrder } from '../../../src/app/components/Scanner/camera-help';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
/** Safari on an iPhone with iOS `version` (e.g. '18_3'). */
const safari = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version.replace('_', '.')} Mobile/15E148 Safari/604.1`;
/** A home screen app on an iPhone with iOS `version`: no "Version/" and no "Safari/". */
const homeScreen = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148`;

const browser = (facts: Partial<BrowserFacts>): BrowserFacts => ({
  userAgent: ANDROID,
  platform: 'Linux armv8l',
  maxTouchPoints: 5,
  iosStandalone: undefined,
  displayStandalone: false,
  ...facts,
});
const iphone = (userAgent: string, installed: boolean) =>
  browser({ userAgent, platform: 'iPhone', iosStandalone: installed, displayStandalone: installed });

describe('the update check on return to the screen', () => {
  it('passes the first time, then at most once per interval', () => {
    const mayCheck = throttleGate(60_000);
    expect(mayCheck(1_000)).toBe(true);
    expect(mayCheck(1_001)).toBe(false);
    expect(mayCheck(60_999)).toBe(false);
    expect(mayCheck(61_000)).toBe(true);
    expect(mayCheck(61_500)).toBe(false);
    expect(mayCheck(200_000)).toBe(true);
  });
  it('looks at most once a minute', () => {
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(60_000);
  });
});

describe('the iOS version in a user agent', () => {
  it("reads Safari's Version/, else the system's version, else nothing", () => {
    expect(iosVersion(safari('18_3'))).toEqual([18, 3]);
    expect(iosVersion(homeScreen('17_5'))).toEqual([17, 5]);
    // iOS 26 Safari freezes the system version at 18_6 but says Version/26.0.
    expect(
      iosVersion(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual([26, 0]);
    expect(iosVersion('Mozilla/5.0 (iPad; CPU OS 16_4 like Mac OS X) AppleWebKit/605.1.15')).toEqual([16, 4]);
    expect(iosVersion('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15')).toBeNull();
  });
});

describe('whether the screen stays on during a game', () => {
  it('needs the Screen Wake Lock API', () => {
    expect(wakeLockWorks(false, browser({}))).toBe(false);
    expect(wakeLockWorks(true, browser({}))).toBe(true);
  });
  it('works in Safari, and in home screen apps from iOS 18.4 on', () => {
    expect(wakeLockWorks(true, iphone(safari('17_0'), false))).toBe(true);
    expect(wakeLockWorks(true, iphone(homeScreen('18_4'), true))).toBe(true);
    expect(wakeLockWorks(true, iphone(homeScreen('19_0'), true))).toBe(true);
  });
  it('does not work in home screen apps before iOS 18.4, nor of an unknown version', () => {
    expect(wakeLockWorks(true, iphone(homeScreen('18_3'), true))).toBe(false);
    expect(wakeLockWorks(true, iphone(homeScreen('17_5'), true))).toBe(false);
    expect(
      wakeLockWorks(
        true,
        browser({
          userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15',
          platform: 'MacIntel',
          iosStandalone: true,
        }),
      ),
    ).toBe(false);
  });
});

describe('what the game list says about keeping the games', () => {
  it('says whether storage is persistent, and nothing while unknown', () => {
    expect(storageNotice(true, browser({})).persistence).toBe('storage.persistent');
    expect(storageNotice(false, browser({})).persistence).toBe('storage.notPersistent');
    expect(storageNotice(null, browser({})).persistence).toBeNull();
  });
  it("warns of Safari's 7-day deletion on an iPhone or iPad not yet installed, and only there", () => {
    expect(storageNotice(false, iphone(safari('18_3'), false)).safariEviction).toBe(true);
    expect(storageNotice(true, iphone(homeScreen('18_3'), true)).safariEviction).toBe(false);
    expect(storageNotice(false, browser({})).safariEviction).toBe(false);
    expect(
      safariMayEvict(
        browser({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel' }),
      ),
    ).toBe(true);
  });
});

describe('the camera permission help', () => {
  it("explains this phone's own way first", () => {
    expect(cameraHelpOrder(browser({}))).toEqual(['android', 'iphoneSafari', 'iphoneApp']);
    expect(cameraHelpOrder(iphone(safari('18_3'), false))).toEqual(['iphoneSafari', 'iphoneApp', 'android']);
    expect(cameraHelpOrder(iphone(homeScreen('18_3'), true))).toEqual([
      'iphoneApp',
      'iphoneSafari',
      'android',
    ]);
  });
});
