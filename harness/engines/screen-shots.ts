// Screenshots and the game's language for the cross-engine screen tests (draw-undo, taps-screens,
// words-engines): the two phone sizes, both themes, and the More tab's language switch.
import { drive, widths } from './dom-driver';
import type { EnginePage } from './engine';

/** The phone sizes the screen tests shoot: standard first, then small. */
export const SHOT_SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;

/** Screenshots of the screen now at both sizes in both themes; returns the sideways scrolling found. */
export async function shootInThemes(page: EnginePage, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await drive(page, `document.documentElement.dataset.theme = args[0]; await frames();`, theme);
    for (const size of SHOT_SIZES) {
      await page.setSize(size);
      const { scrollWidth, innerWidth } = await widths(page);
      if (scrollWidth > innerWidth) problems.push(`${name}: ${scrollWidth}px wide at ${innerWidth}px`);
      await page.screenshot(`${name}-${theme}-${size.width}x${size.height}`);
    }
  }
  await page.setSize(SHOT_SIZES[0]);
  return problems;
}

/** The game's language from its More tab, then back to Play. */
export async function gameLanguage(page: EnginePage, lang: 'en' | 'pl'): Promise<void> {
  await drive(
    page,
    `document.querySelectorAll('.game__tab')[3].click();
     (await until('the language', () => document.querySelector('input[name=game-language][value=' + args[0] + ']'))).click();
     await until('the language applied', () => document.documentElement.lang === args[0]);
     document.querySelectorAll('.game__tab')[0].click();
     await frames();`,
    lang,
  );
}
