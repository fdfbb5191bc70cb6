// The end of the game in a real browser: a finished game opened from a file shows the result, the
// final map, the score and armies chart and the warlords and events that fired; the replay steps
// through rounds (its map is the engine's state after that round) and through a round's battles;
// the log's rounds are folded except the last; sharing falls back to a PNG download in headless
// Chromium; no sideways scrolling at 360 px; axe clean in both themes; screenshots in en and pl.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeLogEntry } from '../../src/app/format';
import { exportGame } from '../../src/app/game/file/game-file';
import { recordActions, type LocalGame } from '../../src/app/game/core/local-game';
import {
  gameSummary,
  replayBoard,
  roundBattles,
  type GameSummary,
} from '../../src/app/game/file/game-summary';
import { gameLog } from '../../src/app/game/core/round-log';
import { boardMapModel } from '../../src/app/components/BoardMap/board-map-model';
import { resultLine } from '../../src/app/components/GameSummary/GameSummary';
import { applyLanguage, loadLanguage } from '../../src/app/i18n';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { openPhone, PHONE_SIZES, type Phone } from '../../harness/phone';
import { passTableMoments, waitForStep } from '../../harness/game-driver';
import { playPassGame } from '../../harness/pass-game';
import { playTwoPhoneGame } from '../../harness/two-phone-kit';
import { gameChoices } from '../../harness/fixtures';
import { axeProblems } from '../../harness/axe';
import { eventually } from '../../harness/eventually';

const app = useAppInBrowser();

/** Opens a finished game from a file; waits for the end screen. */
async function openFinished(phone: Phone, game: LocalGame): Promise<void> {
  const page = phone.page;
  await page.goto(app.url);
  await page.locator('main.home input[type=file]').setInputFiles({
    name: 'finished.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exportGame(game)),
  });
  // A moment not tapped past comes first (the last scoring is on the end screen itself).
  await page.locator('main.game:is([data-step="over"], [data-step="scoring"])').waitFor();
  await passTableMoments(page);
  await waitForStep(page, 'over');
  await page.getByTestId('summary-chart').waitFor();
}

function summaryOf(game: LocalGame): GameSummary {
  const summary = gameSummary(game.session.setup, recordActions(game));
  if (!summary) throw new Error('no summary');
  return summary;
}

/** The accessible names of the provinces of the n-th board map on the page. */
async function provinceLabels(page: Page, map: number): Promise<string[]> {
  return page
    .locator('.board-map')
    .nth(map)
    .locator('.board-map__province')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
}

/** Texts in the page's language, computed in Node from the same catalogue. */
async function inLanguage<T>(lang: 'en' | 'pl', make: () => T): Promise<T> {
  await loadLanguage(lang);
  applyLanguage(lang);
  try {
    return make();
  } finally {
    applyLanguage('en');
  }
}

describe('the end of the game', () => {
  // A two-phone standard game with events and warlords, chosen so warlords were used and events fired.
  const game = [1, 2, 4, 5]
    .map((seed) => playTwoPhoneGame(seed, gameChoices('blue')).table)
    .find((g) => {
      const s = summaryOf(g);
      return (
        s.events.length > 0 && s.warlords.blue.length + s.warlords.red.length > 0 && s.rounds.length >= 3
      );
    });
  if (!game) throw new Error('no suitable game');
  const summary = summaryOf(game);
  const edition = game.session.setup.options.edition;

  for (const colorScheme of ['dark', 'light'] as const) {
    for (const lang of ['en', 'pl'] as const) {
      it(`summarises, replays and shares a finished game (${lang}, ${colorScheme})`, async () => {
        const phone = await openPhone(app.browser, PHONE_SIZES.small, {
          colorScheme,
          locale: lang === 'pl' ? 'pl-PL' : 'en-US',
        });
        const page = phone.page;
        await openFinished(phone, game);
        await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);

        // The result, the final map and the chart, as the engine's summary says.
        const expected = await inLanguage(lang, () => ({
          result: resultLine(summary, edition),
          final: boardMapModel(summary.final).provinces.map((p) => p.label),
          after2: boardMapModel(replayBoard(summary.rounds[1]!)).provinces.map((p) => p.label),
          battles: roundBattles(summary.rounds[0]!.log).map((b) => describeLogEntry(b.reveal, { edition })),
          round1: summary.rounds[0]!.round,
        }));
        await eventually(() => page.getByTestId('winner').textContent()).toBe(expected.result);
        await eventually(() => provinceLabels(page, 0)).toEqual(expected.final);
        const chart = (await page.getByTestId('summary-chart').getAttribute('aria-label')) ?? '';
        for (const score of summary.scores) expect(chart).toContain(String(score.round));
        // One drawn army piece per player per round in the chart.
        await eventually(() => page.locator('.summary-chart .board-map__piece').count()).toBe(
          2 * summary.rounds.length + 2,
        );
        // Warlords used per player, and the events that took effect.
        for (const player of ['blue', 'red'] as const) {
          const items = page.getByTestId(`warlords-${player}`).locator('li');
          await eventually(() => items.count()).toBe(summary.warlords[player].length);
        }
        await eventually(() => page.getByTestId('events').locator('li').count()).toBe(summary.events.length);

        // The replay starts after round 1; its map is the state after that round.
        const round = page.getByTestId('replay-round');
        await eventually(() => round.textContent()).toContain(String(expected.round1));
        const next = page.locator('.game-summary__replay > .game-summary__stepper button').nth(1);
        await next.click();
        await eventually(() => round.textContent()).toContain('2');
        await eventually(() => provinceLabels(page, 1)).toEqual(expected.after2);
        await page.locator('.game-summary__replay > .game-summary__stepper button').nth(0).click();
        await eventually(() => round.textContent()).toContain('1');
        // Through round 1's battles: each shows its reveal first.
        const battleLog = page.getByTestId('replay-battle-log').locator('li').first();
        await eventually(() => battleLog.textContent()).toBe(expected.battles[0]);
        await page.locator('.game-summary__battle > .game-summary__stepper button').nth(1).click();
        await eventually(() => battleLog.textContent()).toBe(expected.battles[1]);
        await eventually(() => page.getByTestId('replay-battle').textContent()).toContain(
          String(expected.battles.length),
        );

        // The log: one fold per round (and setup), only the last open.
        const rounds = new Set(gameLog(game).map((e) => e.round)).size;
        const folds = page.locator('details.game-log__round');
        await eventually(() => folds.count()).toBe(rounds);
        const open = await folds.evaluateAll((nodes) => nodes.map((n) => (n as HTMLDetailsElement).open));
        expect(open).toEqual(open.map((_, i) => i === rounds - 1));

        // Share: no file sharing in headless Chromium, so a PNG is downloaded.
        await eventually(() =>
          page.evaluate(
            () =>
              typeof navigator.canShare === 'function' &&
              navigator.canShare({ files: [new File(['x'], 'x.png', { type: 'image/png' })] }),
          ),
        ).toBe(false);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByTestId('share-result').click(),
        ]);
        expect(download.suggestedFilename()).toBe(`sun-tzu-${game.id}.png`);
        const stream = await download.createReadStream();
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const png = Buffer.concat(chunks);
        expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
        const width = png.readUInt32BE(16);
        const height = png.readUInt32BE(20);
        expect(width).toBe(720);
        expect(height).toBeGreaterThan(width);
        await eventually(() => page.getByTestId('share-status').textContent()).not.toBe('');
        if (lang === 'en' && colorScheme === 'dark') {
          const path = 'test-results/screenshots/game-summary-share.png';
          await download.saveAs(path);
        }

        // No sideways scrolling, axe clean; screenshots at 360 and 390 px.
        await eventually(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE_SIZES.small.width,
        );
        expect(await axeProblems(page)).toEqual([]);
        await phone.screenshotSizes(`game-summary-${lang}-${colorScheme}`);
        expect(phone.errors).toEqual([]);
        await phone.context.close();
      });
    }
  }

  it('summarises a finished pass-and-play beginner game', async () => {
    const played = playPassGame(9, {
      ...gameChoices('red', { variant: 'beginner', events: false }),
      passAndPlay: true,
    }).game;
    const passSummary = summaryOf(played);
    const phone = await openPhone(app.browser, PHONE_SIZES.small);
    const page = phone.page;
    await openFinished(phone, played);
    await eventually(() => page.getByTestId('winner').textContent()).toBe(
      resultLine(passSummary, played.session.setup.options.edition),
    );
    await eventually(() => page.getByTestId('events').textContent()).toBe('None');
    const last = page.locator('.game-summary__replay > .game-summary__stepper button').nth(1);
    for (let i = 1; i < passSummary.rounds.length; i++) await last.click();
    await eventually(() => page.getByTestId('replay-round').textContent()).toContain(
      String(passSummary.rounds.at(-1)!.round),
    );
    await eventually(() => last.isDisabled()).toBe(true);
    expect(await axeProblems(page)).toEqual([]);
    await phone.screenshotSizes('game-summary-pass-beginner');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
