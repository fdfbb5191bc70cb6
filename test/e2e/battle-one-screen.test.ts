// A battle is one screen: complete games at 360×640 and 390×844, on one phone passed
// between the players, against the phone and on two phones, with a page script (battle-screen.ts)
// measuring every battle the reveal shows: both cards, the result, the moves to make, the armies row
// and the next button lie inside the first screen (no scrolling, nothing sideways); the cards turn in
// under 600 ms, and under prefers-reduced-motion nothing turns. A question about a province comes
// under its cards, and the cards stay up once it is answered (the same province with its result).
// Every battle the engine resolved is counted against the battles the screens showed (data-battle): each
// one shown once, in the engine's order, wherever it is shown (the reveal, the round record, the next screen).
// Every walk also checks the table moments it meets (table-moments.ts): after rounds 3, 6 (and 9) the
// scoring screen's points against the engine's score entry and the marker's move in words (R-S1,
// R-S2), at rounds 4 and 7 the turn of the displays (R-R2); on two phones on both phones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../harness/browser';
import { startAppServer, type AppServer } from '../../harness/app-server';
import { openPhone, PHONE_SIZES, type Phone } from '../../harness/phone';
import {
  keepOnPlan,
  onStep,
  planAndSeal,
  stepOf,
  waitForStep,
  newOnePhoneGame,
  tapPlainStep,
} from '../../harness/game-driver';
import { CompleteGame, seededCryptoScript } from '../../harness/complete-game';
import {
  BATTLE_RECORDER,
  BATTLES_SHOWN,
  battleFaults,
  resolvedBattles,
  shownFaults,
  type BattleRecord,
} from '../../harness/battle-screen';
import { gameLog } from '../../src/app/game/core/round-log';
import { checkTableMoment, type MomentsSeen } from '../../harness/table-moments';
import { storedGame } from '../../harness/complete-game';
import { lastScoredRound } from '../../src/app/game/round/scoring-moment';
import { loadLanguage } from '../../src/app/i18n';

let server: AppServer;
const browsers: Browser[] = [];

beforeAll(async () => {
  await loadLanguage('en');
  server = await startAppServer();
  for (let i = 0; i < 2; i++) browsers.push(await launchChromium());
});
afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
});

type Mode = 'pass' | 'solo';
type Size = { width: number; height: number };

/** Opens a phone that records every battle it shows, seeded so that battles are won, lost and asked about. */
async function battlePhone(size: Size, seed: number, reduced: boolean): Promise<Phone> {
  const phone = await openPhone(browsers[0]!, size);
  await phone.context.addInitScript(seededCryptoScript(seed));
  await phone.context.addInitScript(BATTLE_RECORDER);
  if (reduced) await phone.page.emulateMedia({ reducedMotion: 'reduce' });
  return phone;
}

/** The battles a page recorded. */
async function records(page: Page): Promise<BattleRecord[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('battle-records') || '[]') as never);
}

/** Creates a standard game with events, dealt by the app: one phone passed between us, or against the phone. */
async function newGame(phone: Phone, mode: Mode): Promise<void> {
  await newOnePhoneGame(phone.page, server.url, { mode });
}

/** A seeded choice among `n` (xorshift): the person's cards against the phone. */
function seededPick(seed: number): (n: number) => number {
  let x = seed * 2654435761 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** Places a seeded legal card in each province, then seals. */
async function planSeeded(page: Page, pick: (n: number) => number): Promise<void> {
  // Real cards: the draw's kept cards first (R-R4).
  await keepOnPlan(page);
  for (const province of ['Qin', 'Chu', 'Jin-Yan', 'Han-Qi', 'Wu']) {
    await page.locator('.plan__province', { hasText: province }).click();
    await page.locator('.plan__province[aria-pressed="true"]', { hasText: province }).waitFor();
    const chips = page.locator('.plan__hand .card-chip:not([disabled])');
    await chips.first().waitFor();
    await chips.nth(pick(await chips.count())).click();
  }
  await page.getByRole('button', { name: 'Seal my orders' }).click();
}

/**
 * Plays one screen as its player would (every question at its default; against the phone the
 * person's cards seeded, so that games last past round 6); false at the game's end.
 */
async function playScreen(
  page: Page,
  onBattle: () => Promise<void>,
  seen: MomentsSeen,
  pick: ((n: number) => number) | null,
): Promise<boolean> {
  await page.locator('main.game[data-step]').waitFor();
  const step = (await stepOf(page)) ?? '';
  const holder = (await page.locator('main.game').getAttribute('data-holder')) ?? '';
  const before = await page.locator('main.game').innerHTML();
  switch (step) {
    case 'over':
      // The scoring that ended the game is checked on the end screen.
      await checkTableMoment(page, seen);
      return false;
    case 'scoring':
    case 'turn-displays':
      // The scoring moment after rounds 3, 6, 9 and the turn of the displays at 4 and 7: checked, one tap each.
      await checkTableMoment(page, seen);
      await page.getByTestId(step).getByRole('button').click();
      break;
    case 'plan':
      if (pick) await planSeeded(page, pick);
      else await planAndSeal(page);
      break;
    case 'reveal': {
      if (await page.locator('.reveal__shown').count()) await onBattle();
      // The next province, a question at its default, or one Done for both: the one button at the bottom.
      // On a passed phone the round's Done may be the next player's "I am …: show my screen".
      const button = onStep(page, 'reveal')
        .getByRole('button', { name: /^Reveal |\(default\)$|^Both players: Done$|^I am .*: show my screen$/ })
        .first();
      await button.click({ timeout: 2_000 }).catch(() => undefined);
      await page
        .waitForFunction((html) => document.querySelector('main.game')?.innerHTML !== html, before, {
          timeout: 60_000,
        })
        .catch(() => undefined);
      return true;
    }
    default:
      if (!(await tapPlainStep(page, step))) throw new Error(`unexpected step ${step}`);
  }
  await page.waitForFunction(
    ([s, h]) => {
      const main = document.querySelector('main.game');
      return !!main && (main.getAttribute('data-step') !== s || main.getAttribute('data-holder') !== h);
    },
    [step, holder],
    { timeout: 60_000 },
  );
  return true;
}

/** Plays a whole game in one mode; returns the battles recorded (and notes the table moments in `seen`). */
async function playWhole(phone: Phone, mode: Mode, seed: number, seen: MomentsSeen): Promise<BattleRecord[]> {
  await newGame(phone, mode);
  // The first battles of the game on screen, as a player sees them at this size.
  let shots = 0;
  const onBattle = async () => {
    if (shots >= 3) return;
    shots++;
    await phone.screenshot(`battle-${mode}-${shots}`);
  };
  const pick = mode === 'solo' ? seededPick(seed) : null;
  for (let guard = 0; guard < 2000; guard++) {
    if (!(await playScreen(phone.page, onBattle, seen, pick))) return records(phone.page);
  }
  throw new Error('the game did not end');
}

/** What every game's battles must show. */
function checkBattles(all: readonly BattleRecord[], reduced: boolean): void {
  expect(battleFaults(all)).toEqual([]);
  // The battles fought, each with its result and a next button; questions asked under the cards.
  const fought = all.filter((r) => r.result);
  expect(fought.length).toBeGreaterThanOrEqual(15);
  expect(fought.every((r) => r.next !== null || r.question)).toBe(true);
  if (reduced) expect(all.filter((r) => r.animations > 0)).toEqual([]);
  else {
    // Each new province's cards turn, the turn over in under 600 ms.
    expect(all.filter((r) => r.animations > 0).length).toBeGreaterThanOrEqual(15);
    expect(Math.max(...all.map((r) => r.longest))).toBeGreaterThan(0);
    expect(Math.max(...all.map((r) => r.longest))).toBeLessThan(600);
  }
}

/**
 * Every battle the engine resolved was on a screen with its result, once, in the engine's order (PRODUCT.md
 * "A round, two phones" step 3: a question about the next province never takes its place). Returns "resolved N, shown M" for the log.
 */
async function checkEveryBattleShown(page: Page): Promise<string> {
  const end = await storedGame(page);
  if (!end) throw new Error('no game stored at the end');
  const resolved = resolvedBattles(gameLog(end));
  const shown = await page.evaluate<string[]>(`(() => { ${BATTLES_SHOWN} })()`);
  expect(shownFaults(resolved, shown)).toEqual([]);
  expect(resolved.length).toBeGreaterThanOrEqual(15);
  return `battles resolved ${resolved.length}, shown ${new Set(shown).size}`;
}

/** The table moments a phone must have shown, from how its game ended: scorings after rounds 3, 6 (9), turns at 4 and 7 (not on the guest). */
async function checkMoments(page: Page, seen: MomentsSeen, atLeast: number): Promise<void> {
  const end = await storedGame(page);
  if (!end) throw new Error('no game stored at the end');
  const state = end.session.synced.state;
  expect(seen.scoring).toEqual([3, 6, 9].filter((r) => r <= lastScoredRound(state)));
  // Two phones: the turn is on the table's round record; the guest's plan names the column in force.
  const guest = !end.pass && !end.solo && end.session.role === 'guest';
  expect(seen.turns).toEqual(guest ? [] : [4, 7].filter((r) => r <= state.round));
  expect(seen.scoring.length).toBeGreaterThanOrEqual(atLeast);
}

describe('a battle is one screen', () => {
  const cases: { mode: Mode; size: Size; seed: number; reduced: boolean }[] = [
    { mode: 'pass', size: PHONE_SIZES.small, seed: 7, reduced: false },
    { mode: 'pass', size: PHONE_SIZES.standard, seed: 8, reduced: true },
    // Seeds whose person's cards make the phone's game last all nine rounds (the scorings at 3, 6, 9).
    { mode: 'solo', size: PHONE_SIZES.small, seed: 15, reduced: true },
    { mode: 'solo', size: PHONE_SIZES.standard, seed: 14, reduced: false },
  ];
  for (const { mode, size, seed, reduced } of cases) {
    it(`${mode === 'pass' ? 'one phone passed between us' : 'against the phone'} at ${size.width}×${size.height}${reduced ? ', reduced motion' : ''}`, async () => {
      const phone = await battlePhone(size, seed, reduced);
      try {
        const seen: MomentsSeen = { scoring: [], turns: [] };
        const all = await playWhole(phone, mode, seed, seen);
        const questions = all.filter((r) => r.question).length;
        console.log(
          `${mode} ${size.width}×${size.height}: ${all.length} battle states, ${questions} with a question; scoring screens checked ${seen.scoring.join(', ') || 'none'}, turns ${seen.turns.join(', ') || 'none'}`,
        );
        checkBattles(all, reduced);
        console.log(`${mode} ${size.width}×${size.height}: ${await checkEveryBattleShown(phone.page)}`);
        // Pass-and-play with every choice at its default plays all nine rounds; the phone may win early (R-S2).
        await checkMoments(phone.page, seen, mode === 'pass' ? 3 : 2);
        expect(phone.errors).toEqual([]);
      } finally {
        await phone.context.close();
      }
    }, 400_000);
  }

  // Two phones at both sizes: the cameras read the codes whatever the screen size (the driver shows the
  // code's own text to the other phone's camera). The table phone's reveal is measured; both phones'
  // table moments are checked.
  // Seeds 45 and 42 play all nine rounds (scorings at 3, 6, 9, turns at 4, 7).
  for (const [size, seed] of [
    [PHONE_SIZES.small, 45],
    [PHONE_SIZES.standard, 42],
  ] as const) {
    it(`two phones at ${size.width}×${size.height}: the table phone shows each battle on one screen`, async () => {
      const seen: Record<'table' | 'guest', MomentsSeen> = {
        table: { scoring: [], turns: [] },
        guest: { scoring: [], turns: [] },
      };
      const game = new CompleteGame([browsers[0]!, browsers[1]!], server.url, {
        name: `battle-one-screen-${size.width}`,
        seed,
        variant: 'standard',
        cards: 'app',
        tablePlays: 'blue',
        offline: false,
        // The faults of complete-games.test.ts's standard game: reloads, the guest wiped and restored, forged records.
        wipe: 'context',
        tamper: ['crc', 'orders'],
        size,
        onMoment: (who, page) => checkTableMoment(page, seen[who]),
      });
      try {
        await game.setUp();
        const page = game.table.page;
        await game.table.context.addInitScript(BATTLE_RECORDER);
        await page.evaluate(BATTLE_RECORDER);
        await waitForStep(page, (await stepOf(page)) ?? 'warlord');
        await game.playToTheEnd();
        // The scoring that ended the game is on each phone's end screen.
        await checkTableMoment(page, seen.table);
        await checkTableMoment(game.guest.page, seen.guest);
        const all = await records(page);
        console.log(
          `two phones ${size.width}×${size.height}: ${all.length} battle states, ${all.filter((r) => r.question).length} with a question; scoring screens checked table ${seen.table.scoring.join(', ')}, guest ${seen.guest.scoring.join(', ')}; turns table ${seen.table.turns.join(', ')}, guest ${seen.guest.turns.join(', ')}`,
        );
        checkBattles(all, false);
        console.log(`two phones ${size.width}×${size.height}: ${await checkEveryBattleShown(page)}`);
        await checkMoments(page, seen.table, 2);
        await checkMoments(game.guest.page, seen.guest, 2);
        expect(game.errors()).toEqual([]);
      } catch (error) {
        await game.diagnose();
        throw error;
      } finally {
        await game.close();
      }
    }, 600_000);
  }
});
