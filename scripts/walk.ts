// `npm run walk`: plays seeded complete standard games through the app's screens in Chromium at 390×844
// (the taps drivers: the new-game form's defaults, real cards, battle by battle, the seeded mix of
// choices) in every mode, and prints per mode what the engine resolved against what the screens showed:
// every battle ("round:province", data-battle), every scoring moment (rounds 3, 6, 9) and every turn of
// the score displays (rounds 4 and 7), each counted once, in the engine's order. On two phones the table
// phone's shared screens are counted. Exits non-zero when a pair differs. WALK_GAMES sets the games per
// mode (default 1), WALK_SEED the first seed, WALK_MODES the modes (e.g. "pass,solo"); `--dist DIR`
// measures an existing build.
import type { Page } from 'playwright-core';
import { serveBuild } from './serve';
import { buildFromArgs } from './build-app';
import { launchChromium } from '../harness/browser';
import { Dice, storedGame } from '../harness/complete-game';
import { BATTLE_RECORDER, BATTLES_SHOWN, resolvedBattles, shownFaults } from '../harness/battle-screen';
import { gameLog } from '../src/app/game/core/round-log';
import { currentState } from '../src/app/game/core/local-game';
import { playOnePhone, playTwoPhones, tapPhone, type TapMode } from './taps-play';

/** Records each scoring moment and turn of the displays that comes into view, "scoring:3" / "turn:4", once. */
const MOMENT_RECORDER = `(() => {
  const note = () => {
    const seen = JSON.parse(sessionStorage.getItem('moments-shown') || '[]');
    for (const el of document.querySelectorAll('main.game [data-testid="scoring"], main.game [data-testid="turn-displays"]')) {
      if (el.getClientRects().length === 0) continue;
      const key = (el.getAttribute('data-testid') === 'scoring' ? 'scoring:' : 'turn:') + el.getAttribute('data-round');
      if (!seen.includes(key)) seen.push(key);
    }
    sessionStorage.setItem('moments-shown', JSON.stringify(seen));
  };
  new MutationObserver(note).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/** What one game resolved and what its shared screens showed. */
interface Walked {
  battles: { resolved: string[]; shown: string[] };
  moments: { due: string[]; shown: string[] };
}

/** The moments a game owed: a scoring after each scored round, a turn of the displays at rounds 4 and 7 reached (R-S1, R-R2). */
function momentsDue(scored: readonly number[], lastRound: number): string[] {
  const due = scored.map((round) => `scoring:${round}`);
  for (const round of [4, 7]) if (lastRound >= round) due.push(`turn:${round}`);
  return due;
}

/** Reads a finished game's counts off the page that showed its shared screens. */
async function walkedOn(page: Page): Promise<Walked> {
  const game = await storedGame(page);
  if (!game) throw new Error('no game stored');
  const log = gameLog(game);
  const scored = log.filter((e) => e.entry.kind === 'score').map((e) => e.round);
  const lastRound = currentState(game).round;
  return {
    battles: {
      resolved: resolvedBattles(log),
      shown: await page.evaluate<string[]>(`(() => { ${BATTLES_SHOWN} })()`),
    },
    moments: {
      due: momentsDue(scored, lastRound),
      shown: await page.evaluate<string[]>(`JSON.parse(sessionStorage.getItem('moments-shown') || '[]')`),
    },
  };
}

const MODE_NAMES: Record<TapMode, string> = {
  pass: 'pass-and-play',
  two: 'two phones (the table phone)',
  solo: 'against the phone',
};

async function main(): Promise<void> {
  const games = Number(process.env.WALK_GAMES ?? 1);
  const first = Number(process.env.WALK_SEED ?? 1);
  const modes = (process.env.WALK_MODES ?? 'pass,two,solo').split(',') as TapMode[];
  const build = await buildFromArgs(process.argv, (line) => console.log(line));
  const { url, server } = await serveBuild(0, build.dir);
  const browser = await launchChromium();
  let faults = 0;
  try {
    for (const mode of modes) {
      const total = { resolved: 0, shown: 0, due: 0, seen: 0 };
      for (let seed = first; seed < first + games; seed++) {
        const dice = new Dice(seed);
        const phones =
          mode === 'two'
            ? [await tapPhone(browser, seed * 4), await tapPhone(browser, seed * 4 + 1)]
            : [await tapPhone(browser, seed * 4 + 2)];
        for (const phone of phones) {
          await phone.context.addInitScript(BATTLE_RECORDER);
          await phone.context.addInitScript(MOMENT_RECORDER);
        }
        const [table, guest] = phones;
        if (!table) throw new Error('no phone');
        if (mode === 'two') {
          if (!guest) throw new Error('no guest phone');
          await playTwoPhones(table, guest, url, dice, 'defaults');
        } else await playOnePhone(table, url, mode, dice, 'defaults');
        const walked = await walkedOn(table.page);
        const battleFaults = shownFaults(walked.battles.resolved, walked.battles.shown);
        const missed = walked.moments.due.filter((m) => !walked.moments.shown.includes(m));
        for (const fault of [...battleFaults, ...missed.map((m) => `moment never shown: ${m}`)]) {
          console.log(`  ${mode} seed ${seed}: ${fault}`);
          faults++;
        }
        total.resolved += walked.battles.resolved.length;
        total.shown += new Set(walked.battles.shown.filter((b) => walked.battles.resolved.includes(b))).size;
        total.due += walked.moments.due.length;
        total.seen += walked.moments.due.length - missed.length;
        for (const phone of phones) await phone.context.close();
      }
      console.log(
        `${MODE_NAMES[mode].padEnd(30)} battles resolved ${total.resolved}, battles shown ${total.shown}; table moments shown ${total.seen} of ${total.due}`,
      );
    }
  } finally {
    await browser.close();
    server.close();
    build.remove();
  }
  if (faults > 0) {
    console.error(`${faults} battles or moments were not shown once, in order`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
