// Complete games on two phones, each scanning the other's QR codes through its camera, to the
// game-over screen on both: a standard game (events shuffled by the app, secret warlords played on
// the table phone) and a beginner game with real cards, entirely offline. Every choice and fault
// comes from a seed printed at the start (E2E_SEED=<n> replays it, E2E_SEED=random picks a new
// one): reloads at random steps, the guest phone wiped and restored from the repair codes, tampered
// round records refused. After each
// game the exported game file is replayed with the engine in Node and must give the result shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../harness/browser';
import { startAppServer, type AppServer } from '../../harness/app-server';
import { CompleteGame, type GamePlan } from '../../harness/complete-game';

// A fixed seed by default, so CI plays the same games every run; E2E_SEED=random explores new ones.
const SEED =
  process.env.E2E_SEED === 'random'
    ? Math.floor(Math.random() * 1_000_000)
    : Number(process.env.E2E_SEED ?? 41);
console.log(`complete games: seed ${SEED} (replay with E2E_SEED=${SEED})`);

let server: AppServer;
const browsers: Browser[] = [];

beforeAll(async () => {
  server = await startAppServer();
  // One browser per phone: each page stays in front, as on a real phone.
  for (let i = 0; i < 2; i++) browsers.push(await launchChromium());
});
afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
});

/** Plays one planned game to the end and checks everything a complete game must show. */
async function playComplete(plan: GamePlan, check?: (game: CompleteGame) => void): Promise<void> {
  const game = new CompleteGame([browsers[0]!, browsers[1]!], server.url, plan);
  try {
    await game.setUp();
    const rounds = await game.playToTheEnd();
    const winner = await game.checkTheEnd();
    console.log(`[${plan.name} seed ${plan.seed}] over after round ${rounds}: ${winner}`);
    expect(rounds).toBeGreaterThanOrEqual(3);
    // The faults the seed placed all happened.
    expect(game.restored).toBe(true);
    expect(game.notes.filter((f) => f.includes('reloaded')).length).toBeGreaterThanOrEqual(2);
    expect(game.notes.filter((f) => f.includes('refused a tampered')).length).toBe(plan.tamper.length);
    // Every code went through the camera, but for the odd one the camera could not read at any
    // distance (see DISTANCES in game-driver.ts), which its player typed.
    expect(game.counts['typed codes'] ?? 0).toBeLessThanOrEqual(2);
    console.log(`[${plan.name} seed ${plan.seed}] ${JSON.stringify(game.counts)}`);
    expect(game.errors()).toEqual([]);
    check?.(game);
  } catch (error) {
    await game.diagnose();
    throw error;
  } finally {
    await game.close();
  }
}

// The camera harness already moves the phone until a code is read (showUntilRead); a retry is for
// what a loaded 2-core machine still does to cameras and timers. It replays the same seed, so a
// rules or app failure fails again, after printing what both phones show.
describe('complete two-phone games through the cameras', { retry: 1 }, () => {
  it(
    'a standard game with events and warlords: reloads, the guest wiped and restored, forged records',
    {
      timeout: 360_000,
    },
    async () => {
      await playComplete({
        name: 'standard',
        seed: SEED,
        variant: 'standard',
        cards: 'app',
        tablePlays: 'blue',
        offline: false,
        wipe: 'context',
        tamper: ['crc', 'orders'],
      });
    },
  );

  it(
    'a standard game where the wiped guest phone gets its cards and secret warlord back with the recovery code and plays it',
    {
      timeout: 360_000,
    },
    async () => {
      await playComplete(
        {
          name: 'recovery',
          seed: SEED + 2,
          variant: 'standard',
          cards: 'app',
          tablePlays: 'blue',
          offline: false,
          wipe: 'storage',
          tamper: ['crc'],
          keepGuestWarlord: 'deadly-plague',
        },
        (game) => {
          expect(game.recovered).toBe(true);
          // App cards: the same recovery code dealt the restored phone's cards again (none named).
          expect(game.notes.some((n) => n.includes('cards dealt again from its recovery code'))).toBe(true);
          // Played after the restore on the table phone, with the code the restored phone shows.
          expect(game.notes.some((n) => n.includes('red plays deadly-plague'))).toBe(true);
        },
      );
    },
  );

  it(
    'a standard game where War Chariot fires: each player picks the extra warlord in secret on their own phone and plays it later',
    {
      timeout: 420_000,
    },
    async () => {
      await playComplete(
        {
          name: 'war-chariot',
          // A seed whose game lasts past War Chariot's round (53 and 54 end on the track at round 3),
          // and whose wiped guest still holds its setup warlord beside the extra one: each is played
          // with its own code.
          seed: SEED + 11,
          variant: 'standard',
          cards: 'app',
          tablePlays: 'blue',
          offline: false,
          wipe: 'context',
          tamper: ['crc'],
          warChariot: true,
          earlyExtraGuest: true,
        },
        (game) => {
          // R-W12: taken at the reveal on the table phone, picked on each player's own phone, played later.
          expect(game.counts['extra warlords picked in secret']).toBe(2);
          expect(game.counts['extra warlords played']).toBe(2);
          expect([...game.extraPlayed].sort()).toEqual(['blue', 'red']);
          // The guest's (a start-of-round warlord): its commitment scanned early, played at the next round's start.
          expect(game.counts['early extra warlord scans']).toBe(1);
          expect(game.extraAtStart.red).toBe(game.earlyExtraScannedIn);
        },
      );
    },
  );

  it(
    'a standard game where the guest plays deadly-plague at the start of round 1 (its commitment scanned early)',
    {
      timeout: 360_000,
    },
    async () => {
      await playComplete(
        {
          name: 'opening',
          seed: SEED + 3,
          variant: 'standard',
          // The guest plays from its plan before the table's first seal: a game with nothing for the app
          // to deal (real cards, the real event deck), since with the setup handshake the guest's plan
          // comes only after that seal.
          cards: 'physical',
          physicalEvents: true,
          tablePlays: 'blue',
          offline: false,
          wipe: 'context',
          tamper: ['orders'],
          openingGuestWarlord: 'deadly-plague',
        },
        (game) => {
          expect(game.counts['early warlord scans']).toBe(1);
          // Played in round 1's start-of-round window, before the first orders.
          expect(game.notes.some((n) => /round 1: red plays deadly-plague/.test(n))).toBe(true);
        },
      );
    },
  );

  it(
    'a beginner game with real cards, offline throughout: reloads, wiped storage restored, a forged choice',
    {
      timeout: 360_000,
    },
    async () => {
      await playComplete({
        name: 'beginner',
        seed: SEED + 1,
        variant: 'beginner',
        cards: 'physical',
        tablePlays: 'red',
        offline: true,
        wipe: 'storage',
        tamper: ['choice'],
      });
    },
  );
});
