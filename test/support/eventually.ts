// Reads after an action: poll until the expected state appears or SETTLE_MS pass, never read once.
// `await eventually(() => heading.textContent()).toBe('Rules')` accepts exactly what
// `expect(await heading.textContent()).toBe('Rules')` accepts; it only reads again until then.
// test/scripts/one-shot-reads.test.ts keeps one-shot reads of locators out of the browser tests.
import { expect } from 'vitest';
import { SETTLE_INTERVAL_MS, SETTLE_MS } from './settle';

export { SETTLE_INTERVAL_MS, SETTLE_MS } from './settle';

/**
 * vitest's expect.poll with the shared generous timeout: the matcher chained on it (toBe, toEqual,
 * toMatch, not.toContain, …) is tried on each fresh read until it passes or SETTLE_MS pass.
 */
export function eventually<T>(read: () => T, message?: string) {
  return expect.poll(read, { timeout: SETTLE_MS, interval: SETTLE_INTERVAL_MS, message });
}
