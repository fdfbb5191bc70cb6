// The setup handshake's screens in Chromium, Firefox and WebKit, English and Polish, dark and light, at
// 390×844 and 360×640: the guest's join code, the table's scan of it (the join code read by the camera
// moves the table on), and the end-of-game deal check on both phones (each reads the other's reveal
// code and says every card came from the deal), and a restored phone's recovery code dealing its cards
// again. Screenshots under test-results/screenshots/<engine>/handshake-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraPng } from '../../../harness/game-driver';
import { drive, tap } from '../../../harness/engines/dom-driver';
import type { Engine, EngineName, EnginePage } from '../../../harness/engines/engine';
import { gameLanguage, shootInThemes, SHOT_SIZES } from '../../../harness/engines/screen-shots';
import { ENGINES, openEngine } from '../../../harness/engines/index';
import { serveApp, type ServedApp } from '../../../harness/engines/served-app';
import { finishedGames, joinCodeGames, restoredGuestGame } from '../../../harness/handshake-games';

/** Opens a game file from the home screen (the file input given the file), then waits for `step`. */
async function openFile(page: EnginePage, url: string, file: string, step: string): Promise<void> {
  await page.goto(url);
  await drive(
    page,
    `const input = await until('the file input', () => document.querySelector('main.home input[type=file]'));
     const files = new DataTransfer();
     files.items.add(new File([args[0]], 'game.json', { type: 'application/json' }));
     input.files = files.files;
     input.dispatchEvent(new Event('change', { bubbles: true }));
     await until('step ' + args[1], () => stepNow() === args[1], 30000);`,
    file,
    step,
  );
}

/** Shows a QR code's text to the page's canvas camera. */
async function showToCamera(page: EnginePage, text: string): Promise<void> {
  const png = `data:image/png;base64,${(await cameraPng(text)).toString('base64')}`;
  await drive(page, 'await window.__showToCamera(args[0]);', png);
}

/** The visible text of the first element matching `selector` (no-break spaces as spaces). */
const textOf = (page: EnginePage, selector: string) =>
  drive<string>(
    page,
    `return (await until(args[0], () => document.querySelector(args[0]))).textContent.replace(/\\u00a0/g, ' ');`,
    selector,
  );

/** How far below the top of a 360×640 screen the bottom of the step's main button is (CSS px). */
async function buttonBottomAtSmall(page: EnginePage, selector: string): Promise<number> {
  await page.setSize(SHOT_SIZES[1]);
  const bottom = await drive<number>(
    page,
    `await frames(); window.scrollTo(0, 0); await frames();
     return (await until(args[0], () => document.querySelector(args[0]))).getBoundingClientRect().bottom;`,
    selector,
  );
  await page.setSize(SHOT_SIZES[0]);
  return bottom;
}

function handshakeScreensIn(name: EngineName): void {
  describe(`${name}: the setup handshake's screens`, () => {
    let engine: Engine | undefined;
    let app: ServedApp | undefined;
    beforeAll(async () => {
      app = await serveApp();
      engine = await openEngine(name);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
      await app?.close();
    });

    for (const lang of ['en', 'pl'] as const) {
      it(`${lang}: join code, its scan, the deal checked at the end`, async () => {
        if (!engine || !app) throw new Error(`${name} did not start`);
        // Each phone's side of a game on its own profile (one phone keeps one side of a game).
        const opened: EnginePage[] = [];
        const fresh = async (): Promise<EnginePage> => {
          if (!engine) throw new Error(`${name} did not start`);
          const next = await engine.open({ size: SHOT_SIZES[0], cameraStub: true, colorScheme: 'dark' });
          opened.push(next);
          return next;
        };
        let page = await fresh();
        const url = app.url;
        const tag = `handshake-${lang}`;
        const problems: string[] = [];
        try {
          const join = joinCodeGames();
          // The guest's join code, its next action (scan the table's seal) on the first screen.
          await openFile(page, url, join.guest, 'join-code');
          if (lang === 'pl') await gameLanguage(page, 'pl');
          await drive(
            page,
            `await until('the join code', () => document.querySelector('[data-testid="qr-code"] svg'));`,
          );
          expect(await textOf(page, '#step-title')).toBe(
            lang === 'en' ? 'Show your join code' : 'Pokaż swój kod dołączenia',
          );
          problems.push(...(await shootInThemes(page, `${tag}-guest-join-code`)));
          const guestNext = await buttonBottomAtSmall(page, '[data-testid="join-code"] .button--primary');
          if (guestNext > SHOT_SIZES[1].height)
            problems.push(`guest join code: its button ends at ${guestNext}px`);

          // The table scans it: the scanner, then the code read moves the table on to its hand.
          expect(await page.errors()).toEqual([]);
          page = await fresh();
          await openFile(page, url, join.table, 'invite');
          if (lang === 'pl') await gameLanguage(page, 'pl');
          const tableNext = await buttonBottomAtSmall(page, 'main.game .step .button--primary');
          if (tableNext > SHOT_SIZES[1].height)
            problems.push(`table invitation: its button ends at ${tableNext}px`);
          await tap(page, '^Scan the other phone’s join code$|^Zeskanuj kod dołączenia z drugiego telefonu$');
          await drive(
            page,
            `await until('the scanner', () => document.querySelector('[data-testid="scanner-status"]'));`,
          );
          problems.push(...(await shootInThemes(page, `${tag}-table-scan-join`)));
          await showToCamera(page, join.join);
          await drive(
            page,
            `await until('the table past the invitation', () => stepNow() === 'hand', 30000);`,
          );

          // The end: each phone's reveal code, then the other's read and the deal said good.
          const over = finishedGames();
          for (const [who, file, other] of [
            ['table', over.table, over.guestReveal],
            ['guest', over.guest, over.tableReveal],
          ] as const) {
            expect(await page.errors()).toEqual([]);
            page = await fresh();
            await openFile(page, url, file, 'over');
            if (lang === 'pl') await gameLanguage(page, 'pl');
            await drive(
              page,
              `(await until('the deal proof', () => document.querySelector('[data-testid="deal-proof"]'))).scrollIntoView(); await frames();`,
            );
            problems.push(...(await shootInThemes(page, `${tag}-${who}-reveal-code`)));
            await page.setSize(SHOT_SIZES[1]);
            const scanAt = await drive<number>(
              page,
              `await frames();
               const proof = document.querySelector('[data-testid="deal-proof"]');
               const top = proof.getBoundingClientRect().top;
               return proof.querySelector('.button').getBoundingClientRect().bottom - top;`,
            );
            await page.setSize(SHOT_SIZES[0]);
            // Scrolled to the deal proof, its scan button is on the same 360×640 screen as its title.
            if (scanAt > SHOT_SIZES[1].height)
              problems.push(`${who} reveal code: its button ends ${scanAt}px under the title`);
            await tap(
              page,
              '^Scan the other phone’s reveal code$|^Zeskanuj kod ujawnienia z drugiego telefonu$',
            );
            await showToCamera(page, other);
            await drive(
              page,
              `await until('the deal checked', () => document.querySelector('[data-testid="deal-check"]'), 30000);`,
            );
            const said = await textOf(page, '[data-testid="deal-check"]');
            expect(said).toMatch(
              lang === 'en'
                ? /^Every card .+ played came from their deal\.$/
                : /każda zagrana karta pochodzi z rozdania tego gracza\.$/,
            );
            await drive(
              page,
              `document.querySelector('[data-testid="deal-proof"]').scrollIntoView(); await frames();`,
            );
            problems.push(...(await shootInThemes(page, `${tag}-${who}-deal-checked`)));
          }
          expect(problems).toEqual([]);
          expect(await page.errors()).toEqual([]);
        } finally {
          for (const each of opened) await each.close();
        }
      }, 240_000);

      it(`${lang}: a restored phone's cards dealt again from its recovery code`, async () => {
        if (!engine || !app) throw new Error(`${name} did not start`);
        const page = await engine.open({ size: SHOT_SIZES[0], cameraStub: true, colorScheme: 'dark' });
        const url = app.url;
        const tag = `handshake-${lang}`;
        const problems: string[] = [];
        try {
          // A guest phone restored from the repair codes: its player types the recovery code and the
          // app deals the cards again (no card named by the player).
          const restored = restoredGuestGame();
          await openFile(page, url, restored.file, 'hand');
          if (lang === 'pl') await gameLanguage(page, 'pl');
          expect(await textOf(page, '#step-title')).toBe(
            lang === 'en' ? 'Get your cards back' : 'Odzyskaj swoje karty',
          );
          problems.push(...(await shootInThemes(page, `${tag}-restored-recovery-code`)));
          const enterAt = await buttonBottomAtSmall(page, 'main.game .step .button--primary');
          if (enterAt > SHOT_SIZES[1].height)
            problems.push(`restored phone: its button ends at ${enterAt}px`);
          await drive(
            page,
            `const input = await until('the code', () => document.querySelector('#deal-recovery-input'));
             input.value = args[0];
             input.dispatchEvent(new Event('input', { bubbles: true }));
             await frames();`,
            restored.code,
          );
          await tap(page, '^Get my cards back$|^Odzyskaj moje karty$');
          await drive(page, `await until('the plan', () => stepNow() === 'plan', 30000);`);
          problems.push(...(await shootInThemes(page, `${tag}-restored-plan`)));
          expect(problems).toEqual([]);
          expect(await page.errors()).toEqual([]);
        } finally {
          await page.close();
        }
      }, 240_000);
    }
  });
}

for (const name of ENGINES) handshakeScreensIn(name);
