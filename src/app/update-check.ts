// When to look for a new version of the app: installed apps on iPhones are rarely started afresh,
// so the service worker looks for an update each time the app comes back to the screen, throttled.

/** The least time between two update checks on return to the screen. */
export const UPDATE_CHECK_INTERVAL_MS = 60_000;

/**
 * A gate that opens at most once per `intervalMs`: the first call (at any time) passes, then none
 * until `intervalMs` has passed since the last one that passed.
 */
export function throttleGate(intervalMs: number): (now: number) => boolean {
  let last: number | null = null;
  return (now) => {
    if (last !== null && now - last < intervalMs) return false;
    last = now;
    return true;
  };
}
