// What the app needs to know about the browser it runs in: which way it installs a web app (iPhone and
// iPad Safari have no install prompt, the player adds the app from the Share menu; Chromium browsers
// fire `beforeinstallprompt`), whether it runs installed, and whether its wake lock works.

/** The facts of a browser that the install hint, the camera help and the wake lock look at. */
export interface BrowserFacts {
  userAgent: string;
  /** navigator.platform ('MacIntel' on an iPad that asks for desktop sites). */
  platform: string;
  maxTouchPoints: number;
  /** navigator.standalone: true when opened from an iOS home screen icon. */
  iosStandalone: boolean | undefined;
  /** matchMedia('(display-mode: standalone)').matches */
  displayStandalone: boolean;
}

/** Whether the browser runs on an iPhone, iPod or iPad (including iPadOS posing as a Mac). */
export function isIosDevice(facts: BrowserFacts): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(facts.userAgent)) return true;
  return facts.platform === 'MacIntel' && facts.maxTouchPoints > 1;
}

/** Whether the app already runs installed (from a home screen icon). */
export function isInstalled(facts: BrowserFacts): boolean {
  return facts.iosStandalone === true || facts.displayStandalone;
}

/** Whether to show the "tap Share, then Add to Home Screen" hint: iOS, not yet installed. */
export function needsIosHint(facts: BrowserFacts): boolean {
  return isIosDevice(facts) && !isInstalled(facts);
}

/** The facts of the running browser. */
export function browserFacts(): BrowserFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
    iosStandalone: nav.standalone,
    displayStandalone: window.matchMedia('(display-mode: standalone)').matches,
  };
}

/**
 * The iOS / iPadOS version in a user agent ([major, minor]): Safari's "Version/x.y", else the
 * system's "iPhone OS x_y" / "CPU OS x_y" (home screen apps have no "Version/"); null when neither.
 */
export function iosVersion(userAgent: string): [number, number] | null {
  const match =
    /\bVersion\/(\d+)\.(\d+)/.exec(userAgent) ?? /\b(?:iPhone|CPU) OS (\d+)_(\d+)/.exec(userAgent);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * Whether the Screen Wake Lock keeps the screen on here: the API must exist, and home screen apps
 * on iOS before 18.4 have it without it working (WebKit bug 254545); an installed iOS app of
 * unknown version counts as unable.
 */
export function wakeLockWorks(hasWakeLock: boolean, facts: BrowserFacts): boolean {
  if (!hasWakeLock) return false;
  if (!isIosDevice(facts) || !isInstalled(facts)) return true;
  const version = iosVersion(facts.userAgent);
  if (!version) return false;
  const [major, minor] = version;
  return major > 18 || (major === 18 && minor >= 4);
}

/** Whether to warn that Safari deletes the app's data after 7 days without a visit: iOS, not installed. */
export function safariMayEvict(facts: BrowserFacts): boolean {
  return needsIosHint(facts);
}
