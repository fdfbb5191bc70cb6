// A battle is one screen, in Firefox ESR and WebKit (and Chromium, through the same driver): a complete
// pass-and-play game at 360×640 in which every battle of the reveal is measured in the page
// (battle-screen.ts) — both cards, the result, the moves, the armies row and the next button inside
// the first screen, and every battle the engine resolved is counted against those shown (each once, in
// order). Screenshots of a battle in each engine, dark and light, English and Polish.
import { describe, expect, it } from 'vitest';
import { createGame, drive, gameView, playPassScreen } from '../../../harness/engines/dom-driver';
import type { EngineName, EnginePage } from '../../../harness/engines/engine';
import { engineSuite } from '../../../harness/engines/engine-suite';
import { eventually } from '../../../harness/eventually';
import {
  BATTLE_RECORDER,
  BATTLES_SHOWN,
  STORED_GAME,
  battleFaults,
  resolvedBattles,
  shownFaults,
  type BattleRecord,
} from '../../../harness/battle-screen';
import { GAME_FILE_FORMAT, importGame } from '../../../src/app/game/file/game-file';
import { gameLog } from '../../../src/app/game/core/round-log';

const SMALL = { width: 360, height: 640 };

/** Zero random bytes: both hands the same, the same game every run. */
const FIXED_RANDOM = `Object.defineProperty(crypto, 'getRandomValues', {
  configurable: true,
  value: (array) => { array.fill(0); return array; },
});`;

/**
 * The reveal stepped through in the page: each screen measured once it has settled (two frames),
 * then its one button tapped (the next province, a question's default, Done for both).
 */
const STEP_REVEAL = `
  for (let guard = 0; guard < 300 && stepNow() === 'reveal'; guard++) {
    await frames();
    window.__battleMeasure?.();
    if (args[0] && document.querySelector('.reveal__shown .reveal__result') && !window.__battleShot) {
      window.__battleShot = true;
      return 'shoot';
    }
    const button = buttons('^Reveal |[(]default[)]$|^Both players: Done$|^I am .*: show my screen$')[0];
    if (!button) { await sleep(40); continue; }
    const before = game()?.innerHTML;
    button.click();
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline && stepNow() === 'reveal' && game()?.innerHTML === before) await sleep(20);
  }
  return stepNow() === 'reveal' ? 'stuck' : 'done';`;

/** Screenshots of the battle on screen: dark and light, English and Polish (the game's language in More). */
async function shootBattle(page: EnginePage): Promise<void> {
  for (const language of ['en', 'pl'] as const) {
    await drive(
      page,
      `const tabs = () => [...document.querySelectorAll('.game__tab')];
       tabs()[3].click();
       const radio = await until('the language', () => document.querySelector('input[name=game-language][value=' + args[0] + ']'));
       radio.click();
       await frames();
       tabs()[0].click();
       await until('the battle', () => document.querySelector('.reveal__shown'));
       await sleep(700);`,
      language,
    );
    for (const theme of ['dark', 'light'] as const) {
      await drive(page, `document.documentElement.dataset.theme = args[0]; await frames();`, theme);
      await page.screenshot(`battle-${language}-${theme}-360x640`);
    }
  }
  await drive(
    page,
    `document.documentElement.dataset.theme = 'dark';
     const tabs = () => [...document.querySelectorAll('.game__tab')];
     tabs()[3].click();
     (await until('English', () => document.querySelector('input[name=game-language][value=en]'))).click();
     await frames();
     tabs()[0].click();
     await until('the battle', () => document.querySelector('.reveal__shown'));`,
  );
}

for (const name of ['firefox', 'webkit', 'chromium'] as EngineName[]) {
  describe(`${name}: a battle is one screen`, () => {
    const suite = engineSuite(name);

    it('plays a pass-and-play game at 360×640 with every battle on the first screen', async () => {
      const { engine, app } = suite.ready();
      const page = await engine.open({ size: SMALL, colorScheme: 'dark' });
      try {
        await page.goto(app.url);
        await page.run(FIXED_RANDOM);
        await page.run(`sessionStorage.removeItem('battle-records'); ${BATTLE_RECORDER}`);
        await createGame(page, 'pass-and-play');
        let shot = false;
        for (let guard = 0; guard < 400; guard++) {
          const view = await gameView(page);
          if (view.step === 'over') break;
          if (view.step === 'reveal') {
            let outcome = await drive<string>(page, STEP_REVEAL, !shot);
            if (outcome === 'shoot') {
              shot = true;
              await shootBattle(page);
              outcome = await drive<string>(page, STEP_REVEAL, false);
            }
            expect(outcome).toBe('done');
            continue;
          }
          await playPassScreen(page);
        }
        await eventually(async () => (await gameView(page)).step).toBe('over');
        const all = await page.run<BattleRecord[]>(
          `return JSON.parse(sessionStorage.getItem('battle-records') || '[]');`,
        );
        console.log(`[engines] ${name}: ${all.length} battle states measured at 360×640`);
        expect(shot).toBe(true);
        expect(all.filter((r) => r.result).length).toBeGreaterThanOrEqual(40);
        expect(battleFaults(all)).toEqual([]);
        // Every battle resolved was on a screen, once, in the engine's order (a question never takes its place).
        const stored = await page.run<string | null>(STORED_GAME);
        const read = importGame(`{"format":"${GAME_FILE_FORMAT}","version":1,"game":${stored ?? 'null'}}`);
        if (!read.ok) throw new Error(`the stored game does not check out: ${read.error}`);
        const resolved = resolvedBattles(gameLog(read.game));
        const shown = await page.run<string[]>(BATTLES_SHOWN);
        console.log(`[engines] ${name}: battles resolved ${resolved.length}, shown ${new Set(shown).size}`);
        expect(shownFaults(resolved, shown)).toEqual([]);
        // The cards turn in under 600 ms where the engine lists CSS animations.
        expect(Math.max(...all.map((r) => r.longest))).toBeLessThan(600);
        expect(await page.errors()).toEqual([]);
      } finally {
        await page.close();
      }
    }, 600_000);
  });
}
