// axe-core in a browser test page: the accessibility checks every screen test runs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  passes: unknown[];
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

/** axe-core's serious and critical findings (WCAG 2.1 A/AA and best practice) on the page as it is now. */
export async function axeProblems(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
  const result = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (options: object) => Promise<unknown> } }).axe;
    return axe.run({ runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
  })) as AxeResult;
  // axe really looked: it reports the rules the page passed, too.
  if (result.passes.length === 0) return ['axe-core checked nothing'];
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
