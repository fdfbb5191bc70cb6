// The browser tests read the page after an action by polling (harness/eventually.ts), never
// once: a one-shot read fails on a loaded machine when the new state shows a moment later.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findOneShotReads, oneShotReadsIn } from './one-shot-reads';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');

describe('one-shot reads in the browser tests', () => {
  it('finds the patterns that read the page once', () => {
    const source = `
      await expect(page.getByRole('heading').textContent()).resolves.toBe('Rules');
      expect(await status.textContent()).toBe('Read: x');
      expect(await page.locator('p').innerText()).toBe('x');
      expect(await hint.isVisible()).toBe(true);
      expect(await page.locator('li').count()).toBe(3);
      expect(await page.title()).toBe('Sun Tzu Referee');
      expect((await choice.textContent())?.trim()).toContain('Red');
      expect(await page.evaluate(() => location.hash)).toBe('#/rules');
      expect(await page.evaluate(() => 'BarcodeDetector' in window).catch(() => null)).not.toBe(true);
      expect([await stepOf(page), await fingerprintOf(page)]).toEqual(before);
      expect(await enginePage.run<string>('return 1;'), 'why').toBe('1');
    `;
    expect(oneShotReadsIn('probe.ts', source).map((hit) => hit.line)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it('lets polled reads, reads after waits in helpers and values already in hand pass', () => {
    const source = `
      await eventually(() => heading.textContent()).toBe('Rules');
      await expect.poll(() => page.locator('li').count()).toBe(3);
      await eventually(async () => (await choice.textContent())?.trim()).toContain('Red');
      expect(phone.errors).toEqual([]);
      expect(await axeProblems(page)).toEqual([]);
      const shown = await status.textContent();
      expect(shown).toBe('Read: x');
      await expect(page.run('throw new Error("x")')).rejects.toThrow();
    `;
    expect(oneShotReadsIn('probe.ts', source)).toEqual([]);
  });

  it('finds none in test/e2e and harness', () => {
    const hits = findOneShotReads(ROOT).map((hit) => `${hit.file}:${hit.line}: ${hit.text}`);
    expect(hits).toEqual([]);
  });
});
