// Reads after an action: poll until the expected state appears or SETTLE_MS pass, never read once.
// `await eventually(() => heading.textContent()).toBe('Rules')` accepts exactly what
// `expect(await heading.textContent()).toBe('Rules')` accepts; it only reads again until then.
// test/scripts/one-shot-reads.test.ts keeps one-shot reads of locators out of the browser tests.
import { expect } from 'vitest';
import { SETTLE_INTERVAL_MS, SETTLE_MS } from './settle';

export { settle, SETTLE_INTERVAL_MS, SETTLE_MS } from './settle';

/**
 * vitest's expect.poll with the shared generous timeout: the matcher chained on it (toBe, toEqual,
 * toMatch, not.toContain, …) is tried on each fresh read until it passes or SETTLE_MS pass.
 */
export function eventually<T>(read: () => T, message?: string) {
  return expect.poll(read, { timeout: SETTLE_MS, interval: SETTLE_INTERVAL_MS, message });
}

/**
 * Polls two reads until they agree (Object.is, as toBe): for a state compared across two phones,
 * where either may still be moving on. Fails after SETTLE_MS with both last values.
 */
export async function eventuallySame<T>(
  actual: () => Promise<T>,
  expected: () => Promise<T>,
  message?: string,
): Promise<void> {
  await eventually(async () => {
    const wanted = await expected();
    return { actual: await actual(), expected: wanted };
  }, message).toSatisfy((pair: { actual: T; expected: T }) => Object.is(pair.actual, pair.expected));
}
