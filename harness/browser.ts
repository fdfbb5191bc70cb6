import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

/** Flags that keep Chromium quiet and working on a closed, sandboxed CI machine. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Finds a Chromium: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined;
}

/** Launches headless Chromium with the CI flags plus any extra ones; fails with a one-line how-to. */
export async function launchChromium(
  extraArgs: string[] = [],
  options: LaunchOptions = {},
): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(
      'No Chromium found: install one (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
    ...options,
  });
}
