// The tick on a chosen option is for the eye only (CSS content with empty alternative text, "/ ''"): the
// radio's checked state already tells a screen reader, and "✓ Normal" as its name hid the option from a
// search by its name. Every engine must still draw it, or the declaration is dropped and the tick gone.
import { describe, expect, it } from 'vitest';
import { tap, waitFor } from '../../../harness/engines/dom-driver';
import type { EngineName } from '../../../harness/engines/engine';
import { engineSuite } from '../../../harness/engines/engine-suite';
import { SHOT_SIZES } from '../../../harness/engines/screen-shots';
import { ENGINES } from '../../../harness/engines/index';
import { eventually } from '../../../harness/eventually';

function checkedTick(name: EngineName): void {
  describe(`${name}: the tick on a chosen option`, () => {
    const suite = engineSuite(name);

    it('is drawn before each chosen option of the new-game form, and only there', async () => {
      const { engine, app } = suite.ready();
      const page = await engine.open({ size: SHOT_SIZES[1], colorScheme: 'light' });
      try {
        await page.goto(app.url);
        await waitFor(page, 'main.home');
        await tap(page, '^New game$');
        await waitFor(page, '.choice-group__option');
        const ticks = () =>
          page.run<{ checked: string[]; unchecked: string[] }>(
            `const before = (input) => getComputedStyle(input.nextElementSibling, '::before').content;
             const inputs = [...document.querySelectorAll('.choice-group__option input')];
             return {
               checked: inputs.filter((i) => i.checked).map(before),
               unchecked: inputs.filter((i) => !i.checked).map(before),
             };`,
          );
        await eventually(async () => (await ticks()).checked.length).toBeGreaterThan(3);
        const { checked, unchecked } = await ticks();
        for (const content of checked) expect(content).toContain('✓');
        for (const content of unchecked) expect(content).not.toContain('✓');
        await page.screenshot('new-game-ticks-light-360x640');
        expect(await page.errors()).toEqual([]);
      } finally {
        await page.close();
      }
    }, 120_000);
  });
}

for (const name of ENGINES) checkedTick(name);
