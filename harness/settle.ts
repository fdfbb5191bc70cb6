// How long a browser test waits for the state an action leads to. Generous on purpose: CI may run
// the browser tests beside other CPU-bound work (load average 14 on 2 cores was seen), where a
// lazily loaded screen or a re-render can take seconds. No imports (no vitest), so vitest.config.ts and plain helpers can use it.

/** The longest a read after an action polls for the expected state (ms). */
export const SETTLE_MS = 25_000;

/**
 * The longest a Playwright screenshot may take (its default, 30 s, ran out for a full-page shot at
 * load average 20 on 2 cores).
 */
export const SCREENSHOT_MS = 120_000;

/** How often such a read is repeated (ms). */
export const SETTLE_INTERVAL_MS = 100;

/**
 * Reads until `ok` accepts the value or `timeout` ms pass; returns the last value read either way
 * (for checks that record a problem rather than fail at once, such as phone.screenshotSizes).
 */
export async function settle<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeout = SETTLE_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_INTERVAL_MS));
  }
}
