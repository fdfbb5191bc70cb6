// The tap-saving screens in Chromium, Firefox and WebKit, English and Polish, dark and light, at
// 390×844 and 360×640: the shared reveal asking where several armies come from in one step (the rules'
// defaults set, R-D1/R-D2; a + moves one army in one tap), the draw with the weakest card marked to put back, and the round's
// end with the next start-of-round window under it (its one tap opens the next player’s plan), and the table phone's
// round record with that window under it (a discard there leaves the record up). Each opened from a
// game file made through the controller (harness/taps-games.ts). Screenshots under
// test-results/screenshots/<engine>/taps-*.png.
import { describe, expect, it } from 'vitest';
import { drive } from '../../../harness/engines/dom-driver';
import { gameLanguage, SHOT_SIZES, shootInThemes } from '../../../harness/engines/screen-shots';
import type { Engine, EngineName, EnginePage } from '../../../harness/engines/engine';
import { ENGINES } from '../../../harness/engines/index';
import { engineSuite } from '../../../harness/engines/engine-suite';
import {
  armySourcesFile,
  guestAfterScoringFile,
  nextWindowFile,
  putBackDrawFile,
  tableLastBattleFile,
  tableRecordTurnFile,
  tableRecordWindowFile,
  turnWindowFile,
} from '../../../harness/taps-games';
import { columnRound } from '../../../src/app/format/track';
import { en } from '../../../src/app/i18n/en';
import { pl } from '../../../src/app/i18n/pl';

/** Opens a game file from the home screen, then waits until `selector` shows (past a hand-over cover). */
async function openFile(page: EnginePage, url: string, file: string, selector: string): Promise<void> {
  await page.goto(url);
  await drive(
    page,
    `const input = await until('the file input', () => document.querySelector('main.home input[type=file]'));
     const files = new DataTransfer();
     files.items.add(new File([args[0]], 'game.json', { type: 'application/json' }));
     input.files = files.files;
     input.dispatchEvent(new Event('change', { bubbles: true }));
     await until('the game', () => document.querySelector('main.game[data-step]'), 30000);
     if (stepNow() === 'hand-over') await tap('^I am ');
     await until(args[1], () => document.querySelector(args[1]), 30000);
     await frames();`,
    file,
    selector,
  );
}

/** The text of the first element matching a selector. */
async function textOf(page: EnginePage, selector: string): Promise<string> {
  return drive<string>(
    page,
    `return textOf(await until(args[0], () => document.querySelector(args[0])));`,
    selector,
  );
}

/** Opens a game file on a fresh page (390×844, dark) in `lang` at `selector`, runs `body`, checks no page error, closes. */
async function onGameFile(
  engine: Engine,
  url: string,
  file: string,
  selector: string,
  lang: 'en' | 'pl',
  body: (page: EnginePage) => Promise<void>,
): Promise<void> {
  const page = await engine.open({ size: SHOT_SIZES[0], colorScheme: 'dark' });
  try {
    await openFile(page, url, file, selector);
    if (lang === 'pl') await gameLanguage(page, 'pl');
    await body(page);
    expect(await page.errors()).toEqual([]);
  } finally {
    await page.close();
  }
}

function tapsScreens(name: EngineName): void {
  describe(`${name}: the tap-saving screens`, () => {
    const suite = engineSuite(name);
    const files = {
      sources: armySourcesFile(),
      draw: putBackDrawFile(),
      next: nextWindowFile(),
      turn: turnWindowFile(),
      record: tableRecordWindowFile(),
      recordTurn: tableRecordTurnFile(),
      lastQuiet: tableLastBattleFile(false),
      lastScoring: tableLastBattleFile(true),
      guestTurned: guestAfterScoringFile(),
    };

    // End to end on the table phone of two phones: the last battle of round 2 leads straight to
    // the record, that battle above the code; round 3's leads to the end window, then its Done to the
    // scoring, the record with the turn of the displays, and the plan.
    it('two phones: the last battle to the record (round 2); Done, scoring, record and turned displays (round 3)', async () => {
      const { engine, app } = suite.ready();
      await onGameFile(engine, app.url, files.lastQuiet.file, '.reveal', 'en', async (page) => {
        const after = await drive<{ step: string | null; battle: string; done: number }>(
          page,
          `await tap('^Reveal ');
           await until('the round record', () => stepNow() === 'round-record');
           await frames();
           return {
             step: stepNow(),
             battle: textOf(document.querySelector('.round-record__battle h3')),
             done: [...document.querySelectorAll('button')].filter((b) => /Done$/.test(b.textContent)).length,
           };`,
        );
        expect(after).toEqual({
          step: 'round-record',
          battle: en[`province.${files.lastQuiet.province}` as keyof typeof en],
          done: 0,
        });
      });
      await onGameFile(engine, app.url, files.lastScoring.file, '.reveal', 'en', async (page) => {
        const steps = await drive<string[]>(
          page,
          `const seen = [];
           await tap('^Reveal ');
           await until('the end window', () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Both players: Done'));
           seen.push(stepNow());
           await tap('^Both players: Done$');
           await until('the scoring', () => stepNow() === 'scoring');
           seen.push(stepNow());
           await tap('^Go on to round 4$');
           await until('the record with the turn', () => stepNow() === 'round-record' && document.querySelector('[data-testid="turn-displays"]'));
           seen.push(stepNow());
           await tap('^Displays turned, and the other phone shows the same numbers$');
           await until('the plan', () => stepNow() === 'plan');
           seen.push(stepNow());
           return seen;`,
        );
        expect(steps).toEqual(['reveal', 'scoring', 'round-record', 'plan']);
      });
    }, 300_000);

    // The guest phone after round 3's scoring: the turn of the displays was on the table's record, so
    // no screen of its own here; the plan says which column (round 6's, the second) the displays show now (R-R2).
    for (const lang of ['en', 'pl'] as const)
      it(`two phones: the guest goes from the scoring to its plan, the turned displays named there, ${lang}`, async () => {
        const { engine, app } = suite.ready();
        await onGameFile(
          engine,
          app.url,
          files.guestTurned,
          'main.game[data-step="plan"]',
          lang,
          async (page) => {
            const line = (lang === 'en' ? en : pl)['plan.startTurned']
              .replace('{round}', '4')
              .replace('{displayRound}', String(columnRound(1)));
            const seen = await drive<{ step: string | null; turn: number; text: string }>(
              page,
              `// A game opened from a file first shows its player's recovery code, once.
             const noted = [...document.querySelectorAll('button')].find((b) => b.textContent === args[0]);
             if (noted) noted.click();
             await until('the plan', () => document.querySelector('.plan'));
             await frames();
             return {
               step: stepNow(),
               turn: document.querySelectorAll('[data-testid="turn-displays"]').length,
               text: document.querySelector('main.game').textContent.replace(/\\s+/g, ' '),
             };`,
              (lang === 'en' ? en : pl)['recovery.noted'],
            );
            expect(seen.step).toBe('plan');
            expect(seen.turn).toBe(0);
            expect(seen.text).toContain(line);
            expect(await shootInThemes(page, `taps-guest-turned-${lang}`)).toEqual([]);
          },
        );
      }, 300_000);

    for (const lang of ['en', 'pl'] as const)
      it(`army sources, the draw's default, the next start-of-round window and the table's record with it, ${lang}`, async () => {
        const { engine, app } = suite.ready();
        await onGameFile(engine, app.url, files.sources, '.army-sources', lang, async (page) => {
          const title = await textOf(page, '#decision-title');
          expect(title).toMatch(lang === 'en' ? /armies come from\?/ : /Skąd biorą się oddziały \(\d+\)\?/);
          const take = await textOf(page, '.army-sources .button--primary');
          expect(take).toBe(lang === 'en' ? 'Take these (default)' : 'Biorę te (domyślnie)');
          expect(await shootInThemes(page, `taps-sources-${lang}`)).toEqual([]);
          // Every army chosen, one enabled + moves one army there from another source: one tap.
          const moved = await drive<{ before: number[]; after: number[]; row: number }>(
            page,
            `const counts = () => [...document.querySelectorAll('.army-sources output')].map((o) => Number(o.textContent));
             const before = counts();
             const rows = [...document.querySelectorAll('.army-sources__row')];
             const row = rows.findIndex((r) => !r.querySelectorAll('button')[1].disabled);
             if (row < 0) throw new Error('no + enabled: ' + before.join(' '));
             rows[row].querySelectorAll('button')[1].click();
             await until('the counts to change', () => counts().join() !== before.join());
             await frames();
             return { before, after: counts(), row };`,
          );
          const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
          expect(sum(moved.after)).toBe(sum(moved.before));
          expect(moved.after[moved.row]).toBe((moved.before[moved.row] ?? 0) + 1);
          expect(moved.after.filter((n, i) => n < (moved.before[i] ?? 0))).toHaveLength(1);
          // No longer the rules' own choice: "Take these" without "(default)", and still enabled.
          const moveTake = await textOf(page, '.army-sources .button--primary:not([disabled])');
          expect(moveTake).toBe(lang === 'en' ? 'Take these' : 'Biorę te');
          expect(await shootInThemes(page, `taps-sources-moved-${lang}`)).toEqual([]);
        });
        // The draw on a fresh page (the same game further on: a phone keeps the copy it has).
        await onGameFile(engine, app.url, files.draw, '.draw__return', lang, async (page) => {
          const problems: string[] = [];
          const marked = await drive<number>(
            page,
            `await frames(); return document.querySelectorAll('.draw__return[aria-pressed="true"]').length;`,
          );
          expect(marked).toBe(1);
          const status = await textOf(page, '.step [role="status"]');
          expect(status).toContain(
            lang === 'en' ? 'the weakest for the rounds ahead' : 'najsłabsza na kolejne rundy',
          );
          problems.push(...(await shootInThemes(page, `taps-draw-${lang}`)));
          expect(problems).toEqual([]);
        });
        // The round's end with the next start-of-round window under it: one tap opens the next screen.
        await onGameFile(engine, app.url, files.next, '.reveal__next-window', lang, async (page) => {
          const heading = await textOf(page, '.reveal__next-window h3');
          expect(heading).toMatch(
            lang === 'en' ? /^Round \d: before the orders$/ : /^Runda \d: przed rozkazami$/,
          );
          const button = await textOf(page, '.reveal__end [data-pass-to]');
          expect(button).toMatch(
            lang === 'en' ? /^I am .+: show my screen$/ : /^To ja, .+: pokaż mój ekran$/,
          );
          expect(await shootInThemes(page, `taps-next-window-${lang}`)).toEqual([]);
          const opened = await drive<{ step: string | null; holder: string | null; to: string | null }>(
            page,
            `const button = document.querySelector('.reveal__end [data-pass-to]');
             const to = button.getAttribute('data-pass-to');
             button.click();
             await until('the next screen', () => document.querySelector('main.game[data-step="plan"][data-holder="' + to + '"]'));
             const main = document.querySelector('main.game');
             return { step: main.getAttribute('data-step'), holder: main.getAttribute('data-holder'), to };`,
          );
          expect(opened.step).toBe('plan');
          expect(opened.holder).toBe(opened.to);
        });
        // The turn of the displays with the start-of-round window under it: the same one tap.
        await onGameFile(engine, app.url, files.turn, '.reveal__next-window', lang, async (page) => {
          const button = await textOf(page, '[data-testid="turn-displays"] [data-pass-to]');
          expect(button).toMatch(
            lang === 'en' ? /^I am .+: show my screen$/ : /^To ja, .+: pokaż mój ekran$/,
          );
          expect(await shootInThemes(page, `taps-turn-window-${lang}`)).toEqual([]);
        });
        // Two phones: the table's round record with the next start-of-round window under it. A discard
        // there (R-X1) is said at once, and the record's code and check stay up for the other phone.
        const words = lang === 'en' ? en : pl;
        await onGameFile(
          engine,
          app.url,
          files.record.file,
          '[data-testid="next-window"]',
          lang,
          async (page) => {
            const heading = await textOf(page, '[data-testid="next-window"] h3');
            expect(heading).toMatch(
              lang === 'en' ? /^Round \d: before the orders$/ : /^Runda \d: przed rozkazami$/,
            );
            // A round without scoring: its last battle above the code (only scoring rounds have an end window).
            const battle = await textOf(page, '.round-record__battle .reveal__result');
            expect(battle).toMatch(lang === 'en' ? /wins by|tie|No battle/i : /wygrywa|Remis|bitwy/i);
            expect(await shootInThemes(page, `taps-record-window-${lang}`)).toEqual([]);
            const played = await drive<{ step: string[]; check: string[]; code: string[]; said: string }>(
              page,
              `const look = () => [
               document.querySelector('main.game').getAttribute('data-step'),
               document.querySelector('.step__fingerprint').textContent,
               document.querySelector('[data-testid="qr-code"]').getAttribute('data-qr-text'),
             ];
             const before = look();
             const row = [...document.querySelectorAll('[data-testid="next-window"] .option-card')]
               .find((r) => r.querySelector('.player-badge--blue'));
             row.querySelector('button[aria-label="' + args[0] + '"]').click();
             // The table player's own card: their own step's one tap plays it.
             (await until('the owner step', () => document.querySelector('[data-testid="owner-step-open"]'))).click();
             const said = await until('the discard said', () =>
               [...document.querySelectorAll('[data-testid="next-window"] .option-card')]
                 .map((r) => r.textContent).find((t) => t.includes(args[1])));
             await frames();
             const after = look();
             return { step: [before[0], after[0]], check: [before[1], after[1]], code: [before[2], after[2]], said };`,
              words['plan.supportCard'].replace('{card}', files.record.card),
              words['plan.supported'].split(':')[0],
            );
            expect(played.step).toEqual(['round-record', 'round-record']);
            expect(played.check[1]).toBe(played.check[0]);
            expect(played.code[1]).toBe(played.code[0]);
            expect(played.said).toContain(files.record.card);
            expect(await shootInThemes(page, `taps-record-window-played-${lang}`)).toEqual([]);
          },
        );
        // Rounds 3 and 6, past the scoring: the record's one tap also confirms the turned displays.
        await onGameFile(
          engine,
          app.url,
          files.recordTurn,
          '[data-testid="turn-displays"]',
          lang,
          async (page) => {
            const seen = await drive<{ step: string | null; values: number; button: string; battle: number }>(
              page,
              `return {
               step: document.querySelector('main.game').getAttribute('data-step'),
               values: document.querySelectorAll('[data-testid="turn-displays"] .turn-displays__values strong').length,
               button: textOf(document.querySelector('[data-testid="turn-displays"] ~ .button--primary')),
               battle: document.querySelectorAll('.round-record__battle').length,
             };`,
            );
            expect(seen).toEqual({
              step: 'round-record',
              values: 5,
              button: words['roundRecord.confirmTurned'],
              battle: 0,
            });
            expect(await shootInThemes(page, `taps-record-turn-${lang}`)).toEqual([]);
          },
        );
      }, 300_000);
  });
}

for (const name of ENGINES) tapsScreens(name);
