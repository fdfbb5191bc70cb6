// The scoring moment across engines: a pass-and-play game played in Chromium, Firefox or WebKit up to the
// scoring after round 3 (R-S1) and the turn of the score displays at round 4 (R-R2); each screen
// checked at 390×844 and 360×640 (no sideways scrolling), in both themes, and saved as screenshots.
// On the way, the table moment's screens at 360×640 in English and Polish (switched in the game's More
// tab): the plan screen with the face-up event, a battle on the reveal, the scoring screen, the turn of
// the displays and the map with a province in focus (its neighbours lit), each with its heading in
// the language asked for and nothing wider than the screen.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drive, createGame, gameView, playPassScreen, waitFor, widths } from './dom-driver';
import type { Engine, EngineName, EnginePage } from './engine';
import { openEngine } from './index';
import { serveApp, type ServedApp } from './served-app';
import { screens as enScreens } from '../../src/app/i18n/en/screens';
import { screens as plScreens } from '../../src/app/i18n/pl/screens';

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;

/** Screenshots at both sizes; the problems found (sideways scrolling). */
async function shoot(page: EnginePage, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const size of SIZES) {
    await page.setSize(size);
    const { scrollWidth, innerWidth } = await widths(page);
    if (scrollWidth > innerWidth) problems.push(`${name}: ${scrollWidth}px wide at ${innerWidth}px`);
    await page.screenshot(`${name}-${size.width}x${size.height}`);
  }
  await page.setSize(SIZES[0]);
  return problems;
}

type Lang = 'en' | 'pl';
type Heading = 'plan.title' | 'reveal.title' | 'scoring.title' | 'turn.title' | 'boardView.title';

/** A screen's heading as the catalogue of `lang` words it. */
function heading(lang: Lang, key: Heading, round: number): string {
  const catalogue: Record<Heading, string> = lang === 'en' ? enScreens : plScreens;
  return catalogue[key].replace('{round}', String(round));
}

/** Switches the game's language in its More tab, then back to the tab it was on (0 Play, 1 Board). */
async function setLanguage(page: EnginePage, lang: Lang, tab: 0 | 1): Promise<void> {
  await drive(
    page,
    `const tabs = () => [...document.querySelectorAll('.game__tab')];
     tabs()[3].click();
     const radio = await until('the language ' + args[0], () => document.querySelector('input[name="game-language"][value="' + args[0] + '"]'));
     radio.click();
     await until('the tabs in ' + args[0], () => tabs()[0]?.textContent === (args[0] === 'pl' ? 'Gra' : 'Play'));
     tabs()[args[1]].click();
     await until('tab ' + args[1], () => tabs()[args[1]]?.getAttribute('aria-pressed') === 'true');
     await frames();`,
    lang,
    tab,
  );
}

/** The heading of the screen shown (the step's, or the Board tab's). */
async function shownHeading(page: EnginePage, selector: string): Promise<string> {
  return drive<string>(
    page,
    `const el = await until(args[0], () => document.querySelector(args[0]));
     return el.textContent.replace(/\\s+/g, ' ').trim();`,
    selector,
  );
}

/**
 * One screen at 360×640 in English and Polish: its heading in each language, nothing sideways (at
 * 390×844 too), a screenshot each; back in English after. `tab` is the game tab the screen is on.
 */
async function shootLanguages(
  page: EnginePage,
  name: string,
  colorScheme: string,
  tab: 0 | 1,
  title: { key: Heading; round: number; selector: string; refocus?: () => Promise<unknown> },
): Promise<string[]> {
  const problems: string[] = [];
  for (const lang of ['en', 'pl'] as const) {
    if (lang === 'pl') {
      await setLanguage(page, 'pl', tab);
      // A tab shown afresh (the map's province in focus is the tab's own state): as it was.
      if (title.refocus) await title.refocus();
    }
    const expected = heading(lang, title.key, title.round);
    const shown = await shownHeading(page, title.selector);
    if (shown !== expected) problems.push(`${name} (${lang}): heading "${shown}", not "${expected}"`);
    for (const size of [SIZES[0], SIZES[1]]) {
      await page.setSize(size);
      const { scrollWidth, innerWidth } = await widths(page);
      if (scrollWidth > innerWidth)
        problems.push(`${name} (${lang}): ${scrollWidth}px wide at ${innerWidth}px`);
    }
    await page.screenshot(`table-${name}-${lang}-${colorScheme}-360x640`);
    await page.setSize(SIZES[0]);
  }
  await setLanguage(page, 'en', tab);
  return problems;
}

/** Taps through the reveal one button at a time until a battle shows with its result; false if the reveal ended first. */
async function revealOneBattle(page: EnginePage): Promise<boolean> {
  return drive<boolean>(
    page,
    `for (let guard = 0; guard < 60 && stepNow() === 'reveal'; guard++) {
       if (document.querySelector('.reveal__shown .reveal__result') && document.querySelectorAll('.reveal__shown figure.card').length === 2) {
         // The cards' turn (540 ms) finished, so the screenshot shows them face up, not edge-on.
         const settled = Date.now() + 2000;
         while (Date.now() < settled && document.getAnimations().some((a) => a.playState === 'running')) await sleep(40);
         return true;
       }
       const button = buttons('^Reveal |[(]default[)]$')[0];
       if (!button) { await sleep(40); continue; }
       const before = game()?.innerHTML;
       button.click();
       const deadline = Date.now() + 3000;
       while (Date.now() < deadline && game()?.innerHTML === before) await sleep(20);
       await frames();
     }
     return false;`,
  );
}

/** The map with Chu in focus: Chu and its neighbours lit, the borders said in words. */
async function mapInFocus(page: EnginePage): Promise<{ selected: number; lit: number; borders: string }> {
  return drive<{ selected: number; lit: number; borders: string }>(
    page,
    `const tabs = () => [...document.querySelectorAll('.game__tab')];
     tabs()[1].click();
     await until('the map', () => document.querySelector('[data-testid="board-map"]'));
     const pick = await until('the province picks', () => document.querySelectorAll('.board-map__pick')[1]);
     pick.click();
     await until('Chu in focus', () => document.querySelectorAll('.board-map__province--selected').length === 1);
     await frames();
     return {
       selected: document.querySelectorAll('.board-map__province--selected').length,
       lit: document.querySelectorAll('[class*="board-map__province--neighbour"]').length,
       borders: document.querySelector('[data-testid="borders-of"]')?.textContent ?? '',
     };`,
  );
}

/** Back to the Play tab with `selector` shown. */
async function playTab(page: EnginePage, selector: string): Promise<void> {
  await drive(
    page,
    `document.querySelectorAll('.game__tab')[0].click();
     await until(args[0], () => document.querySelector(args[0]));`,
    selector,
  );
}

/** Registers the scoring-moment scenario for one engine. */
export function scoringScenario(name: EngineName): void {
  describe(`${name}: the scoring moment`, () => {
    let engine: Engine | undefined;
    let app: ServedApp | undefined;
    const pages: EnginePage[] = [];
    beforeAll(async () => {
      app = await serveApp();
      engine = await openEngine(name);
    });
    afterEach(async () => {
      for (const page of pages.splice(0)) await page.close().catch(() => undefined);
    });
    afterAll(async () => {
      await engine?.close();
      await app?.close();
    });

    for (const colorScheme of ['dark', 'light'] as const) {
      it(`shows the scoring after round 3 and the turn of the displays at round 4 (${colorScheme})`, async () => {
        if (!engine || !app) throw new Error(`${name} did not start`);
        const page = await engine.open({ size: SIZES[0], colorScheme });
        pages.push(page);
        await page.goto(app.url);
        await waitFor(page, 'main.home');
        await createGame(page, 'pass-and-play');
        const problems: string[] = [];
        const seen: string[] = [];
        const shot = new Set<string>();
        let view = await gameView(page);
        for (let guard = 0; guard < 400 && !(seen.length === 2 && shot.has('plan')); guard++) {
          if (view.step === 'plan' && seen.includes('turn-displays') && !shot.has('plan')) {
            // Round 4's plan screen: the face-up event, each province's value this scoring round, and
            // the round's start line, which no longer asks again to turn the displays (the shared step did).
            shot.add('plan');
            const round = Number(/Round (\d)/.exec(view.status)?.[1]);
            expect(round).toBe(4);
            const plan = await drive<{ event: number; start: string }>(
              page,
              `await until('the plan', () => document.querySelector('[data-testid="face-up-event"]'));
               return {
                 event: document.querySelectorAll('[data-testid="face-up-event"]').length,
                 start: document.querySelector('[data-testid="round-start"]')?.textContent ?? '',
               };`,
            );
            expect(plan.event).toBe(1);
            expect(plan.start).toBe(
              'Advance the round marker to 4. The score displays now show the round 6 column.',
            );
            problems.push(
              ...(await shootLanguages(page, 'plan', colorScheme, 0, {
                key: 'plan.title',
                round,
                selector: '#step-title',
              })),
            );
          }
          if (view.step === 'reveal' && !shot.has('reveal') && (await revealOneBattle(page))) {
            // A battle on one screen: both cards, the result, then the province row and the next button.
            shot.add('reveal');
            const round = Number(/Round (\d)/.exec(view.status)?.[1]);
            problems.push(
              ...(await shootLanguages(page, 'reveal', colorScheme, 0, {
                key: 'reveal.title',
                round,
                selector: '#step-title',
              })),
            );
            const still = await drive<number>(
              page,
              `return document.querySelectorAll('.reveal__shown .reveal__result').length;`,
            );
            expect(still, 'the battle is still shown after the language changed twice').toBe(1);
          }
          if (view.step === 'scoring') {
            // Every province's row with its points columns, both totals and the marker's move.
            const read = await drive<{ rows: number; totals: string[]; move: string; track: string | null }>(
              page,
              `const table = await until('the scoring table', () => document.querySelector('[data-testid="scoring-table"]'));
               return {
                 rows: table.querySelectorAll('tbody tr').length,
                 totals: [...document.querySelectorAll('[data-testid^="total-"]')].map((e) => e.textContent),
                 move: document.querySelector('[data-testid="scoring-move"]')?.textContent ?? '',
                 track: document.querySelector('[data-testid="score-track"]')?.getAttribute('aria-label') ?? null,
               };`,
            );
            expect(read.rows).toBe(5);
            for (const total of read.totals) expect(total).toMatch(/^\d+$/);
            expect(read.totals).toHaveLength(2);
            expect(read.move).toMatch(
              /^(Move the score marker \d+ spaces? towards .+: from \S+ to \S+\.|The totals are equal: the score marker stays at \S+\.)/,
            );
            expect(read.track).toMatch(/^Score track: the marker moves from \S+ to \S+$/);
            // At 360×640 the scoring screen's button is on screen unscrolled (it may be a cover's).
            await page.setSize(SIZES[1]);
            const fit = await drive<{ bottom: number; height: number; scrolled: number }>(
              page,
              `const all = document.querySelectorAll('[data-testid="scoring"] button');
               const box = all[all.length - 1].getBoundingClientRect();
               return { bottom: Math.round(box.bottom), height: window.innerHeight, scrolled: window.scrollY };`,
            );
            await page.setSize(SIZES[0]);
            console.info(
              `${name} ${colorScheme}: the scoring screen's button ends at ${fit.bottom}px of ${fit.height}px`,
            );
            expect(fit.scrolled).toBe(0);
            expect(fit.bottom).toBeLessThanOrEqual(fit.height);
            // The header names the round scored, not the next one.
            expect(view.status).toMatch(/Round 3 of 9: scoring/);
            problems.push(...(await shoot(page, `scoring-moment-${colorScheme}`)));
            problems.push(
              ...(await shootLanguages(page, 'scoring', colorScheme, 0, {
                key: 'scoring.title',
                round: 3,
                selector: '#step-title',
              })),
            );
            // The map, a province in focus: it and its neighbours lit, its borders in words.
            const map = await mapInFocus(page);
            expect(map.selected).toBe(1);
            expect(map.lit).toBeGreaterThanOrEqual(2);
            expect(map.borders).toMatch(/^Chu borders /);
            problems.push(
              ...(await shootLanguages(page, 'map', colorScheme, 1, {
                key: 'boardView.title',
                round: 3,
                selector: '.board-tab__title',
                refocus: () => mapInFocus(page),
              })),
            );
            await playTab(page, '[data-testid="scoring"]');
            seen.push('scoring');
          }
          if (view.step === 'turn-displays') {
            const values = await drive<string[]>(
              page,
              `await until('the values', () => document.querySelector('.turn-displays__values'));
               return [...document.querySelectorAll('.turn-displays__values strong')].map((e) => e.textContent);`,
            );
            // The round-6 column of the typed displays 143 222 315 111 421 (R-R2).
            expect(values).toEqual(['4', '2', '1', '1', '2']);
            problems.push(...(await shoot(page, `turn-displays-${colorScheme}`)));
            problems.push(
              ...(await shootLanguages(page, 'turn-displays', colorScheme, 0, {
                key: 'turn.title',
                round: 4,
                selector: '#step-title',
              })),
            );
            seen.push('turn-displays');
          }
          const played = await playPassScreen(page);
          if (played.step === 'over') break;
          view = played.after;
        }
        expect(seen).toEqual(['scoring', 'turn-displays']);
        expect([...shot]).toEqual(['reveal', 'plan']);
        expect(problems).toEqual([]);
        expect(await page.errors()).toEqual([]);
      }, 600_000);
    }
  });
}
