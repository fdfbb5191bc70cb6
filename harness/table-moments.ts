// The checks of the table moments, for any driver that meets them: the scoring screen after
// rounds 3, 6 and 9 against the engine's own score entry (R-S1) and the summary replayed from the
// stored record (the marker's move in words and on the track, an instant win, R-S2), and the turn of
// the score displays at rounds 4 and 7 with the values now in force (R-R2).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { recordActions } from '../src/app/game/core/local-game';
import { publicLog } from '../src/app/game/core/round-log';
import { finalScoringRound, scoringSummary, valuesInForce } from '../src/app/game/round/scoring-moment';
import { moveLine } from '../src/app/screens/steps/ScoringStep';
import { storedGame } from './complete-game';
import { eventually } from './eventually';

/** The round a moment's part is about (its data-round: the round scored, or the round the displays turn for). */
async function partRound(page: Page, testId: 'scoring' | 'turn-displays'): Promise<number> {
  const part = page.getByTestId(testId).last();
  await part.waitFor();
  const round = Number(await part.getAttribute('data-round'));
  if (!round) throw new Error(`no round on the ${testId} part`);
  return round;
}

/**
 * The scoring screen (English) against the engine: every province's points, both totals, the marker's
 * move in words and on the track, and an instant win said there; returns the round scored.
 * Needs the English catalogue loaded in Node (loadLanguage('en')) for the words of the move.
 */
export async function checkScoringScreen(page: Page): Promise<number> {
  await page.getByTestId('scoring').waitFor();
  const round = await partRound(page, 'scoring');
  // The heading names the round scored ("Round 3: scoring"), on the moment and on the end screen.
  await eventually(() => page.getByTestId('scoring').locator('h2, h3').first().textContent()).toBe(
    `Round ${round}: scoring`,
  );
  const game = await storedGame(page);
  if (!game) throw new Error('no game stored');
  const actions = recordActions(game);
  const summary = scoringSummary(game.session.setup, actions, round);
  if (!summary) throw new Error(`no scoring of round ${round}`);
  // The engine's own scoring log entry of that round (R-S1).
  const logged = publicLog(game.session.setup, actions)
    .map((e) => e.entry)
    .find((e) => e.kind === 'score' && e.round === round);
  if (!logged || logged.kind !== 'score') throw new Error('no score entry');
  await eventually(() => page.getByTestId('total-blue').textContent()).toBe(String(logged.blue));
  await eventually(() => page.getByTestId('total-red').textContent()).toBe(String(logged.red));
  for (const p of summary.provinces) {
    for (const player of ['blue', 'red'] as const) {
      await eventually(() => page.getByTestId(`points-${p.province}-${player}`).textContent()).toBe(
        p.holder === player ? `+${p.value}` : '',
      );
    }
  }
  // The marker's move in words and on the track, to where the engine put it.
  expect(summary.to).toBe(logged.marker);
  const edition = game.session.setup.options.edition;
  await eventually(() => page.getByTestId('scoring-move').textContent()).toContain(
    moveLine(summary, edition),
  );
  await eventually(() => page.getByTestId('score-track').getAttribute('aria-label')).toMatch(
    /^Score track: the marker moves from \S+ to \S+$/,
  );
  // An instant win (R-S2) is said there and then.
  await eventually(() => page.getByTestId('scoring-end').count()).toBe(summary.ended ? 1 : 0);
  // The header names the round scored, not the next one.
  await eventually(() => page.getByTestId('game-round').textContent()).toBe(`Round ${round} of 9: scoring`);
  // The moment fits the first screen, its button on screen with nothing scrolled, at every size the
  // tests use (360×640 the smallest; its button may be the next player's cover).
  if ((await page.locator('main.game').getAttribute('data-step')) === 'scoring')
    await eventually(() =>
      page.evaluate(() => {
        const buttons = document.querySelectorAll('[data-testid="scoring"] button');
        const box = buttons[buttons.length - 1]?.getBoundingClientRect();
        const bottom = Math.round(box?.bottom ?? Infinity);
        const height = window.innerHeight;
        return {
          fits: !!box && window.scrollY === 0 && bottom <= height,
          bottom,
          height,
          scrollY: window.scrollY,
        };
      }),
    ).toMatchObject({ fits: true });
  return round;
}

/** The turn of the displays: the round and the five values now in force (R-R2); returns the round. */
export async function checkTurnDisplaysScreen(page: Page): Promise<number> {
  await page.getByTestId('turn-displays').waitFor();
  const round = await partRound(page, 'turn-displays');
  const game = await storedGame(page);
  if (!game) throw new Error('no game stored');
  const values = valuesInForce(game.session.setup, round).map((v) => v.value);
  await eventually(() => page.locator('.turn-displays__values strong').allTextContents()).toEqual(
    values.map(String),
  );
  return round;
}

/** The moments a game showed, in order: scorings (rounds) and turns of the displays (rounds). */
export interface MomentsSeen {
  scoring: number[];
  turns: number[];
}

/**
 * Checks the moment a page shows now (scoring or turn of the displays; or the end screen with the scoring
 * that ended the game) and notes its round in `seen`.
 */
export async function checkTableMoment(page: Page, seen: MomentsSeen): Promise<void> {
  const step = await page.locator('main.game').getAttribute('data-step');
  if (step === 'scoring') seen.scoring.push(await checkScoringScreen(page));
  // Two phones: the table's round record carries the turn of the displays at rounds 4 and 7.
  else if (
    step === 'turn-displays' ||
    (step === 'round-record' && (await page.getByTestId('turn-displays').count()))
  )
    seen.turns.push(await checkTurnDisplaysScreen(page));
  else if (step === 'over') await checkFinalScoring(page, seen);
  else throw new Error(`no table moment on screen (step ${step})`);
}

/** The end screen: the scoring that ended the game shown there (round 9, an instant win), noted in `seen`; none otherwise. */
export async function checkFinalScoring(page: Page, seen: MomentsSeen): Promise<void> {
  await page.locator('main.game[data-step="over"]').waitFor();
  const game = await storedGame(page);
  if (!game) throw new Error('no game stored');
  const state = game.session.synced.state;
  const final = finalScoringRound(state);
  await eventually(() => page.getByTestId('scoring').count()).toBe(final === null ? 0 : 1);
  if (final !== null) seen.scoring.push(await checkScoringScreen(page));
}
