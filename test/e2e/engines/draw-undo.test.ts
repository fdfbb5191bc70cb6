// Issue 21, the draw: in Chromium, Firefox and WebKit, a pass-and-play game is played to its first draw;
// the weakest card drawn is marked to put back at first with the hand being kept, Undo takes that
// back (the hand now), a tap marks another card, and only "Keep these" ends the draw. Screenshots of each state, both
// themes, at 390×844 and 360×640, under test-results/screenshots/<engine>/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drive, createGame, gameView, playPassScreen, waitFor } from '../../support/engines/dom-driver';
import type { Engine, EngineName, EnginePage } from '../../support/engines/engine';
import { SHOT_SIZES, shootInThemes } from '../../support/engines/screen-shots';
import { ENGINES, openEngine } from '../../support/engines/index';
import { serveApp, type ServedApp } from '../../support/engines/served-app';
import { eventually } from '../../support/eventually';
import { CARDS, type Card } from '../../../src/engine';
import { en } from '../../../src/app/i18n/en';
import { defaultPutBack } from '../../../src/app/game/draw-default';

/** The card a drawn card's English name stands for. */
function cardOf(name: string): Card {
  const card = CARDS.find((c) => (en as Record<string, string>)[`card.${c}`] === name);
  if (!card) throw new Error(`no card named ${name}`);
  return card;
}

/** Replaces the page's random source with zeros, so the game (and its first draw) is the same every run. */
const FIXED_RANDOM = `Object.defineProperty(crypto, 'getRandomValues', {
  configurable: true,
  value: (array) => { array.fill(0); return array; },
});`;

/** The draw screen as the player sees it: drawn cards (pressed or not), the hand listed, the buttons. */
interface DrawRead {
  drawn: { card: string; pressed: boolean }[];
  handTitle: string;
  hand: string[];
  buttons: string[];
}

async function readDraw(page: EnginePage): Promise<DrawRead> {
  return drive<DrawRead>(
    page,
    `await until('the draw', () => document.querySelector('.draw__return'));
     await frames();
     const hand = document.querySelector('.draw__hand');
     return {
       drawn: [...document.querySelectorAll('.draw__return')].map((b) => ({ card: textOf(b), pressed: b.getAttribute('aria-pressed') === 'true' })),
       handTitle: hand?.getAttribute('aria-label') ?? '',
       hand: [...(hand?.querySelectorAll('.card-chip') ?? [])].map(textOf),
       buttons: [...document.querySelectorAll('main.game .step button')].filter(shown).map(textOf),
     };`,
  );
}

function drawUndo(name: EngineName): void {
  describe(`${name}: the draw (issue 21)`, () => {
    let engine: Engine | undefined;
    let app: ServedApp | undefined;
    beforeAll(async () => {
      app = await serveApp();
      engine = await openEngine(name);
    });
    afterAll(async () => {
      await engine?.close();
      await app?.close();
    });

    it('marks the weakest card to put back, undoes it, moves the mark, and keeps only on "Keep these"', async () => {
      if (!engine || !app) throw new Error(`${name} did not start`);
      const page = await engine.open({ size: SHOT_SIZES[0], colorScheme: 'dark' });
      try {
        await page.goto(app.url);
        await page.run(FIXED_RANDOM);
        await waitFor(page, 'main.home');
        await createGame(page, 'pass-and-play');
        let view = await gameView(page);
        for (let guard = 0; guard < 60 && view.step !== 'draw'; guard++)
          view = (await playPassScreen(page)).after;
        expect(view.step).toBe('draw');

        // Issue 21: the weakest card (the opponent's ranking) is marked to put back already.
        const first = await readDraw(page);
        expect(first.drawn.length).toBeGreaterThan(1);
        const cards = first.drawn.map((d) => cardOf(d.card));
        const weakest = defaultPutBack(cards);
        expect(first.drawn.map((d) => d.pressed)).toEqual(first.drawn.map((_, i) => i === weakest));
        expect(first.handTitle).toBe('The hand you keep');
        expect(first.buttons).toContain('Keep these');
        expect(first.buttons).toContain(`Undo: keep ${first.drawn[weakest ?? 0]?.card}`);
        const problems = await shootInThemes(page, 'draw-undo-1-default');

        // Undo: nothing is marked, the hand is the hand now, the draw is still open and cannot be kept.
        await drive(page, `await tap('^Undo: keep '); await frames();`);
        const undone = await readDraw(page);
        expect(undone.drawn.every((d) => !d.pressed)).toBe(true);
        expect(undone.handTitle).toBe('Your hand now');
        expect(undone.buttons.some((b) => /^Keep these$|^Undo/.test(b))).toBe(false);
        await eventually(async () => (await gameView(page)).step).toBe('draw');
        problems.push(...(await shootInThemes(page, 'draw-undo-2-undone')));

        // The first drawn card marked to put back: the hand kept is the hand now with the others.
        await drive(page, `document.querySelector('.draw__return').click(); await frames();`);
        const marked = await readDraw(page);
        expect(marked.drawn[0]?.pressed).toBe(true);
        expect(marked.handTitle).toBe('The hand you keep');
        expect(marked.hand).toEqual([...undone.hand, ...undone.drawn.slice(1).map((d) => d.card)]);
        expect(marked.buttons).toContain('Keep these');
        expect(marked.buttons).toContain(`Undo: keep ${first.drawn[0]?.card}`);
        problems.push(...(await shootInThemes(page, 'draw-undo-3-marked')));

        // The mark moved to the last card, then kept for good.
        await drive(page, `[...document.querySelectorAll('.draw__return')].at(-1).click(); await frames();`);
        const last = await readDraw(page);
        expect(last.drawn.map((d) => d.pressed)).toEqual(
          first.drawn.map((_, i) => i === first.drawn.length - 1),
        );
        await drive(page, `await tap('^Keep these$');`);
        await drive(page, `await until('the draw done', () => stepNow() && stepNow() !== 'draw');`);
        expect(problems).toEqual([]);
        expect(await page.errors()).toEqual([]);
      } finally {
        await page.close();
      }
    }, 300_000);
  });
}

for (const name of ENGINES) drawUndo(name);
