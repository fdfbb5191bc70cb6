// `npm run taps`: plays seeded complete standard games (warlords, events, support, short pools) through
// the app's screens in Chromium at 390×844 and prints the taps a round by mode: pass-and-play, two
// phones (table phone, guest phone, plus the 3 scans), against the phone. Every real tap the drivers
// make is counted in the page (taps-count.ts); the setup's taps (the starting hands included) are left out.
// On two phones the taps that open the camera are the round's scans, outside the taps a round (PRODUCT.md
// "plus the 3 scans"). The budgets (docs/spec/PRODUCT.md) hold on the new-game form's defaults: real cards, each draw entered
// on the screens, battle by battle ("Reveal …" each battle), with the seeded mix of choices. The faster
// paths are printed beside: cards dealt by the app, battle by battle, and app-dealt with "Show the rest
// of the round" whenever offered. Builds the current source first (`--dist DIR` measures an existing
// build); TAPS_GAMES sets the games per mode and path (default 2), TAPS_SEED the first seed, TAPS_MODES
// the modes (e.g. "pass,solo"), TAPS_PATHS the paths (default "defaults,app,rest"), TAPS_VERBOSE=1
// lists every tap, TAPS_DUMP=DIR writes each finished game and its taps there as JSON.
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { serveBuild } from './serve';
import { buildFromArgs } from './build-app';
import { launchChromium } from '../harness/browser';
import { Dice, storedGame } from '../harness/complete-game';
import { rulesTapsByRound, rulesTotal, type RulesTaps } from './taps-required';
import { isScanTap, roundTapsOf, tapKind, tapsByStep, tapsPerRound, type Tap } from './taps-count';
import { playOnePhone, playTwoPhones, tapPhone, TAP_PATHS, type TapMode, type TapPath } from './taps-play';

/** PRODUCT.md's figures, taps a round on average on the form's defaults (the guest's 3 scans apart), printed beside the rules' count. */
export const PRODUCT_TAPS = { pass: 22, table: 13, guest: 8, solo: 11 } as const;

/** How each path is named in the report. */
const PATH_NAMES: Record<TapPath, string> = {
  defaults: "the form's defaults: real cards, battle by battle",
  app: 'cards dealt by the app, battle by battle',
  rest: 'cards dealt by the app, "Show the rest of the round"',
};

interface Counted {
  path: TapPath;
  who: 'pass' | 'table' | 'guest' | 'solo';
  seed: number;
  perRound: number[];
  /** What the rules ask of this phone each round, counted from the game's record (taps-required.ts). */
  rules: RulesTaps[];
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
  const paths = (process.env.TAPS_PATHS ?? TAP_PATHS.join(',')).split(',') as TapPath[];
  for (const path of paths)
    if (!TAP_PATHS.includes(path)) throw new Error(`TAPS_PATHS: unknown path ${path}`);
  const build = await buildFromArgs(process.argv, (line) => console.log(line));
  const { url, server } = await serveBuild(0, build.dir);
  const browser = await launchChromium();
  const counted: Counted[] = [];
  const record = async (path: TapPath, who: Counted['who'], seed: number, page: Page, rounds: number) => {
    const taps = await roundTapsOf(page);
    const game = await storedGame(page);
    if (!game) throw new Error(`${who} seed ${seed}: no game stored`);
    if (process.env.TAPS_DUMP)
      writeFileSync(`${process.env.TAPS_DUMP}/${path}-${who}-${seed}.json`, JSON.stringify({ game, taps }));
    const byKind: Record<string, number> = {};
    for (const tap of taps) byKind[tapKind(tap)] = (byKind[tapKind(tap)] ?? 0) + 1;
    // Two phones: the taps that open the camera are the round's 3 scans, which the budget counts apart.
    const budgeted = who === 'table' || who === 'guest' ? taps.filter((tap) => !isScanTap(tap)) : taps;
    const entry = {
      path,
      who,
      seed,
      perRound: tapsPerRound(budgeted, rounds),
      rules: rulesTapsByRound(game, who, path === 'defaults').slice(0, rounds),
      byStep: tapsByStep(taps),
      byKind,
      taps,
    };
    counted.push(entry);
    if (process.env.TAPS_VERBOSE)
      for (const tap of taps) console.log(`  round ${tap.round} ${tap.step}: ${tap.label}`);
    console.log(
      `${path} ${who} seed ${seed}: ${rounds} rounds, ${entry.perRound.join(' ')} (average ${average(entry.perRound).toFixed(1)}); the rules ask ${entry.rules.map(rulesTotal).join(' ')} ${JSON.stringify(entry.byStep)}`,
    );
  };
  try {
    for (const path of paths)
      for (const mode of modes)
        for (let seed = first; seed < first + games; seed++) {
          const dice = new Dice(seed);
          if (mode === 'two') {
            const table = await tapPhone(browser, seed * 4);
            const guest = await tapPhone(browser, seed * 4 + 1);
            const rounds = await playTwoPhones(table, guest, url, dice, path).catch(
              async (error: unknown) => {
                await table.screenshot('taps-failed-table');
                await guest.screenshot('taps-failed-guest');
                throw error;
              },
            );
            await record(path, 'table', seed, table.page, rounds);
            await record(path, 'guest', seed, guest.page, rounds);
            await table.context.close();
            await guest.context.close();
          } else {
            const phone = await tapPhone(browser, seed * 4 + 2);
            const rounds = await playOnePhone(phone, url, mode, dice, path).catch(async (error: unknown) => {
              await phone.screenshot(`taps-failed-${mode}-${path}`);
              throw error;
            });
            await record(path, mode, seed, phone.page, rounds);
            await phone.context.close();
          }
        }
  } finally {
    await browser.close();
    server.close();
    build.remove();
  }
  for (const path of paths) {
    const budgeted = path === 'defaults';
    console.log(
      `\nTaps a round, ${PATH_NAMES[path]} (average over the rounds of all games${budgeted ? '; budget: what the rules ask' : ', beside the budgets'}):`,
    );
    for (const who of ['pass', 'table', 'guest', 'solo'] as const) {
      const rows = counted.filter((c) => c.path === path && c.who === who);
      if (rows.length === 0) continue;
      const all = rows.flatMap((r) => r.perRound);
      const mean = average(all);
      const rules = rows.flatMap((r) => r.rules);
      const asked = average(rules.map(rulesTotal));
      const name = {
        pass: 'pass-and-play',
        table: 'two phones: table',
        guest: 'two phones: guest',
        solo: 'against the phone',
      }[who];
      const scans = who === 'guest' || who === 'table' ? ', plus the 3 scans' : '';
      const verdict = budgeted
        ? `the rules ask ${asked.toFixed(1)}${scans}: ${mean <= asked + 1e-9 ? 'PASS' : 'OVER'}; PRODUCT.md ${PRODUCT_TAPS[who]})`
        : 'no budget)';
      console.log(
        `  ${name.padEnd(20)} ${mean.toFixed(1).padStart(5)}  (min ${Math.min(...all)}, max ${Math.max(...all)}; ${verdict}`,
      );
      if (budgeted) {
        // What the rules ask, by kind, a round on average.
        const kinds = Object.keys(rules[0] ?? {}) as (keyof RulesTaps)[];
        const parts = kinds.map((kind) => `${kind} ${average(rules.map((r) => r[kind])).toFixed(2)}`);
        console.log(`      the rules: ${parts.join(', ')}`);
      }
      // Where the taps go: each kind's taps a round on average (rounds of all the mode's games).
      const kinds: Record<string, number> = {};
      for (const row of rows)
        for (const [kind, n] of Object.entries(row.byKind)) kinds[kind] = (kinds[kind] ?? 0) + n;
      const sorted = Object.entries(kinds).sort((a, b) => b[1] - a[1]);
      for (const [kind, n] of sorted)
        console.log(
          `      ${(n / all.length).toFixed(2).padStart(5)}  ${kind}${(who === 'table' || who === 'guest') && kind.endsWith(': scan') ? ' (a scan: counted apart)' : ''}`,
        );
    }
  }
  console.log(JSON.stringify({ taps: counted }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
