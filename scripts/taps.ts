// `npm run taps`: plays seeded complete standard games (warlords, events, support, short pools) through
// the app's screens in Chromium at 390×844 and prints the taps a round by mode: pass-and-play, two
// phones (table phone, guest phone, plus the 3 scans), against the phone (issue 21's budgets). Every
// real tap the drivers make is counted in the page (taps-count.ts); the setup's taps are left out.
// Builds the current source first (`--dist DIR` measures an existing build); TAPS_GAMES sets the games
// per mode (default 2), TAPS_SEED the first seed, TAPS_MODES the modes (e.g. "pass,solo"),
// TAPS_VERBOSE=1 lists every tap.
import { serveBuild } from './serve';
import { buildFromArgs } from './build-app';
import { launchChromium } from '../test/support/browser';
import { Dice } from '../test/support/complete-game';
import { roundTapsOf, tapKind, tapsByStep, tapsPerRound, type Tap } from './taps-count';
import { playOnePhone, playTwoPhones, tapPhone, type TapMode } from './taps-play';

/** Issue 21's budgets: taps a round on average. */
export const TAP_BUDGETS = { pass: 18, table: 11, guest: 8, solo: 10 } as const;

interface Counted {
  who: 'pass' | 'table' | 'guest' | 'solo';
  seed: number;
  perRound: number[];
  byStep: Record<string, number>;
  /** Taps by kind (step: control), summed over the game. */
  byKind: Record<string, number>;
  /** Every tap: round, step, label (for a closer look). */
  taps: Tap[];
}

const average = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

async function main(): Promise<void> {
  const games = Number(process.env.TAPS_GAMES ?? 2);
  const first = Number(process.env.TAPS_SEED ?? 1);
  const modes = (process.env.TAPS_MODES ?? 'pass,two,solo').split(',') as TapMode[];
  const build = await buildFromArgs(process.argv, (line) => console.log(line));
  const { url, server } = await serveBuild(0, build.dir);
  const browser = await launchChromium();
  const counted: Counted[] = [];
  const record = (who: Counted['who'], seed: number, taps: Tap[], rounds: number) => {
    const byKind: Record<string, number> = {};
    for (const tap of taps) byKind[tapKind(tap)] = (byKind[tapKind(tap)] ?? 0) + 1;
    const entry = { who, seed, perRound: tapsPerRound(taps, rounds), byStep: tapsByStep(taps), byKind, taps };
    counted.push(entry);
    if (process.env.TAPS_VERBOSE)
      for (const tap of taps) console.log(`  round ${tap.round} ${tap.step}: ${tap.label}`);
    console.log(
      `${who} seed ${seed}: ${rounds} rounds, ${entry.perRound.join(' ')} (average ${average(entry.perRound).toFixed(1)}) ${JSON.stringify(entry.byStep)}`,
    );
  };
  try {
    for (const mode of modes)
      for (let seed = first; seed < first + games; seed++) {
        const dice = new Dice(seed);
        if (mode === 'two') {
          const table = await tapPhone(browser, seed * 4);
          const guest = await tapPhone(browser, seed * 4 + 1);
          const rounds = await playTwoPhones(table, guest, url, dice).catch(async (error: unknown) => {
            await table.screenshot('taps-failed-table');
            await guest.screenshot('taps-failed-guest');
            throw error;
          });
          record('table', seed, await roundTapsOf(table.page), rounds);
          record('guest', seed, await roundTapsOf(guest.page), rounds);
          await table.context.close();
          await guest.context.close();
        } else {
          const phone = await tapPhone(browser, seed * 4 + 2);
          const rounds = await playOnePhone(phone, url, mode, dice).catch(async (error: unknown) => {
            await phone.screenshot(`taps-failed-${mode}`);
            throw error;
          });
          record(mode, seed, await roundTapsOf(phone.page), rounds);
          await phone.context.close();
        }
      }
  } finally {
    await browser.close();
    server.close();
    build.remove();
  }
  console.log('\nTaps a round (average over the rounds of all games; budget, issue 21):');
  for (const who of ['pass', 'table', 'guest', 'solo'] as const) {
    const rows = counted.filter((c) => c.who === who);
    if (rows.length === 0) continue;
    const all = rows.flatMap((r) => r.perRound);
    const mean = average(all);
    const budget = TAP_BUDGETS[who];
    const name = {
      pass: 'pass-and-play',
      table: 'two phones: table',
      guest: 'two phones: guest',
      solo: 'against the phone',
    }[who];
    console.log(
      `  ${name.padEnd(20)} ${mean.toFixed(1).padStart(5)}  (min ${Math.min(...all)}, max ${Math.max(...all)}; budget ≤ ${budget}${who === 'guest' || who === 'table' ? ', plus the 3 scans' : ''}) ${mean <= budget ? 'PASS' : 'OVER'}`,
    );
    // Where the taps go: each kind's taps a round on average (rounds of all the mode's games).
    const kinds: Record<string, number> = {};
    for (const row of rows)
      for (const [kind, n] of Object.entries(row.byKind)) kinds[kind] = (kinds[kind] ?? 0) + n;
    const sorted = Object.entries(kinds).sort((a, b) => b[1] - a[1]);
    for (const [kind, n] of sorted) console.log(`      ${(n / all.length).toFixed(2).padStart(5)}  ${kind}`);
  }
  console.log(JSON.stringify({ taps: counted }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
