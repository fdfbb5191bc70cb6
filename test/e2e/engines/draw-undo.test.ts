// The draw on the plan: in Chromium, Firefox and WebKit, a pass-and-play game is played to its
// first plan with a draw pending; the weakest card drawn is marked to put back at first and the plan's
// hand is the hand being kept; a tap moves the mark (a card placed that goes back leaves its province),
// a reload keeps the mark, a tap moves it back, and "Seal my orders" confirms the draw with the orders.
// Screenshots of each state, both themes, at 390×844 and 360×640, under test-results/screenshots/<engine>/.
import { describe, expect, it } from 'vitest';
import { drive, createGame, gameView, playPassScreen, waitFor } from '../../../harness/engines/dom-driver';
import type { EngineName, EnginePage } from '../../../harness/engines/engine';
import { SHOT_SIZES, shootInThemes } from '../../../harness/engines/screen-shots';
import { ENGINES } from '../../../harness/engines/index';
import { engineSuite } from '../../../harness/engines/engine-suite';
import { eventually } from '../../../harness/eventually';
import { CARDS, type Card } from '../../../src/engine';
import { en } from '../../../src/app/i18n/en';
import { defaultPutBack } from '../../../src/app/game/round/draw-default';

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

/** The plan with its draw as the player sees it: drawn cards (pressed or not), the line, the hand, the provinces. */
interface PlanDrawRead {
  drawn: { card: string; pressed: boolean }[];
  line: string;
  /** The hand's cards, each name once per copy. */
  hand: string[];
  placed: string[];
  active: number;
}

async function readPlanDraw(page: EnginePage): Promise<PlanDrawRead> {
  return drive<PlanDrawRead>(
    page,
    `await until('the draw on the plan', () => document.querySelector('.plan-draw .draw__return'));
     await frames();
     const provinces = [...document.querySelectorAll('.plan__province')];
     return {
       drawn: [...document.querySelectorAll('.plan-draw .draw__return')].map((b) => ({ card: textOf(b), pressed: b.getAttribute('aria-pressed') === 'true' })),
       line: textOf(document.querySelector('.plan-draw__line')),
       hand: [...document.querySelectorAll('.plan__hand .card-chip')].flatMap((b) => {
         const [name, times] = textOf(b).split(' ×');
         return Array(Number(times ?? 1)).fill(name);
       }),
       placed: provinces.map((p) => textOf(p.querySelector('.plan__province-card'))),
       active: provinces.findIndex((p) => p.getAttribute('aria-pressed') === 'true'),
     };`,
  );
}

/** The hand less one copy of each card in `less`. */
function without(hand: readonly string[], less: readonly string[]): string[] {
  const rest = [...hand];
  for (const card of less) {
    const at = rest.indexOf(card);
    if (at >= 0) rest.splice(at, 1);
  }
  return rest;
}

function drawOnPlan(name: EngineName): void {
  describe(`${name}: the draw on the plan`, () => {
    const suite = engineSuite(name);

    it('marks the weakest card, moves the mark and back, keeps it over a reload, and seals it with the orders', async () => {
      const { engine, app } = suite.ready();
      const page = await engine.open({ size: SHOT_SIZES[0], colorScheme: 'dark' });
      try {
        await page.goto(app.url);
        await page.run(FIXED_RANDOM);
        await waitFor(page, 'main.home');
        await createGame(page, 'pass-and-play');
        const drawShown = () =>
          drive<boolean>(page, `return stepNow() === 'plan' && !!document.querySelector('.plan-draw');`);
        for (let guard = 0; guard < 60 && !(await drawShown()); guard++) await playPassScreen(page);
        await eventually(drawShown).toBe(true);
        // No Draw step of its own: the plan is the step (R-R4 chosen here).
        await eventually(async () => (await gameView(page)).step).toBe('plan');

        // The weakest card (the opponent's ranking) is marked to put back; the hand holds the others.
        const first = await readPlanDraw(page);
        expect(first.drawn.length).toBeGreaterThan(1);
        const cards = first.drawn.map((d) => cardOf(d.card));
        const weakest = defaultPutBack(cards) ?? 0;
        expect(first.drawn.map((d) => d.pressed)).toEqual(first.drawn.map((_, i) => i === weakest));
        const back = first.drawn[weakest]!.card;
        expect(first.line).toContain(`${back} goes under your deck: the weakest`);
        expect(first.line).toContain('“Seal my orders” confirms it.');
        const kept = first.drawn.filter((_, i) => i !== weakest).map((d) => d.card);
        const before = without(first.hand, kept);
        expect(before.length).toBe(first.hand.length - kept.length);
        const problems = await shootInThemes(page, 'draw-plan-1-default');

        // A kept card placed in the first province, then the mark moved onto it: it leaves the province
        // unless the hand holds another copy, and the line says so.
        const other = weakest === 0 ? 1 : 0;
        const card = first.drawn[other]!.card;
        await drive(
          page,
          `document.querySelectorAll('.plan__province')[0].click();
           await until('the first province active', () => document.querySelector('.plan__province')?.getAttribute('aria-pressed') === 'true');
           const chip = await until('the kept card', () => [...document.querySelectorAll('.plan__hand .card-chip:not([disabled])')].find((b) => textOf(b).split(' ×')[0] === args[0]));
           chip.click();
           await until('the card placed', () => textOf(document.querySelector('.plan__province-card')) === args[0]);
           document.querySelectorAll('.plan-draw .draw__return')[args[1]].click();
           await until('the mark moved', () => document.querySelectorAll('.plan-draw .draw__return')[args[1]]?.getAttribute('aria-pressed') === 'true');`,
          card,
          other,
        );
        const moved = await readPlanDraw(page);
        expect(moved.drawn.map((d) => d.pressed)).toEqual(first.drawn.map((_, i) => i === other));
        expect(moved.line).toContain(`${card} goes under your deck.`);
        // The hand now keeps the weakest and lacks the card going back.
        expect(moved.hand.sort()).toEqual(
          [...before, ...first.drawn.filter((_, i) => i !== other).map((d) => d.card)].sort(),
        );
        if (moved.hand.includes(card)) expect(moved.placed[0]).toBe(card);
        else {
          expect(moved.placed[0]).not.toBe(card);
          expect(moved.line).toContain(`${card} goes back, so Qin is empty again`);
          expect(moved.active).toBe(0);
        }
        problems.push(...(await shootInThemes(page, 'draw-plan-2-moved')));

        // A reload keeps the mark (saved with the plan draft).
        await page.reload();
        await page.run(FIXED_RANDOM);
        await eventually(async () => (await readPlanDraw(page)).drawn.map((d) => d.pressed)).toEqual(
          first.drawn.map((_, i) => i === other),
        );

        // Moved back onto the weakest: the first line again, the hand as at first.
        await drive(
          page,
          `document.querySelectorAll('.plan-draw .draw__return')[args[0]].click();
           await until('the mark back', () => document.querySelectorAll('.plan-draw .draw__return')[args[0]]?.getAttribute('aria-pressed') === 'true');`,
          weakest,
        );
        const again = await readPlanDraw(page);
        expect(again.drawn.map((d) => d.pressed)).toEqual(first.drawn.map((_, i) => i === weakest));
        expect(again.line).toContain(`${back} goes under your deck: the weakest`);
        expect(again.hand.sort()).toEqual([...first.hand].sort());
        problems.push(...(await shootInThemes(page, 'draw-plan-3-back')));

        // "Seal my orders" confirms the draw with the orders, in one tap: the phone goes to the other player.
        const sealed = await playPassScreen(page);
        expect(sealed.step).toBe('plan');
        expect(sealed.after.step).not.toBe('draw');
        await eventually(() => drive<boolean>(page, `return !!document.querySelector('.plan-draw');`)).toBe(
          false,
        );
        expect(problems).toEqual([]);
        expect(await page.errors()).toEqual([]);
      } finally {
        await page.close();
      }
    }, 300_000);
  });
}

for (const name of ENGINES) drawOnPlan(name);
