// The board never goes out of step (PRODUCT.md "A round, two phones", step 3): over many seeded games in
// every mode, with real and app-dealt cards and random answers, every battle the engine resolves is on a
// screen with its result and instruction exactly once, in the engine's order, before any screen of a later
// province or round; a question about a province comes only once every battle before it has been shown;
// the setup's changes (R-W8 Head Start, the first event face up, R-V6) are on a screen before round 1's
// battles; each scoring is on its own screen before the next orders. The screens are the ones the app
// renders (src/app/game/round/flow.ts, screenOf).
import { describe, expect, it } from 'vitest';
import { currentRoundLog } from '../../../../src/app/game/core/round-log';
import { walkGame, type Mode, type Seen, type Walked } from '../../../../harness/flow-walk';
import { gameChoices } from '../../../../harness/fixtures';

/** Games per mode and card mode (the events' deck and colours vary with the seed). */
const GAMES = Number(process.env.BOARD_IN_STEP_GAMES ?? 170);

/** Every battle of a walked game in the engine's order, as "round:province". */
function battlesOf(walked: Walked): string[] {
  const out: string[] = [];
  const rounds = new Set(walked.log.map((e) => e.round));
  for (const round of [...rounds].sort((a, b) => a - b)) {
    for (const entry of currentRoundLog(walked.log, round))
      if (entry.kind === 'reveal') out.push(`${round}:${entry.province}`);
  }
  return out;
}

/** The battles shown, in order, a battle kept in view over several screens counted once. */
function shownOf(seen: readonly Seen[]): { battle: string; at: number }[] {
  const out: { battle: string; at: number }[] = [];
  let last: string | null = null;
  seen.forEach((s, at) => {
    if (s.phone === 'guest') return;
    if (s.battle && s.battle !== last) out.push({ battle: s.battle, at });
    last = s.battle;
  });
  return out;
}

/** What is wrong with one walked game, in words (empty when nothing is). */
function faults(walked: Walked, physicalDeck: boolean): string[] {
  const out: string[] = [];
  const battles = battlesOf(walked);
  const shown = shownOf(walked.seen);
  const names = shown.map((s) => s.battle);
  const missing = battles.filter((b) => !names.includes(b));
  if (missing.length > 0) out.push(`battles never shown: ${missing.join(', ')}`);
  const twice = names.filter((b, i) => names.indexOf(b) !== i);
  if (twice.length > 0) out.push(`battles shown twice: ${twice.join(', ')}`);
  if (missing.length === 0 && twice.length === 0 && names.join() !== battles.join())
    out.push(`battles out of order: ${names.join(', ')}`);
  const firstAt = new Map(shown.map((s) => [s.battle, s.at]));
  walked.seen.forEach((s, at) => {
    // A question comes after every battle before it in the round.
    if (s.question) {
      const [round, province] = s.question.split(':');
      const before = battles.filter((b) => b.startsWith(`${round}:`));
      for (const b of before.slice(
        0,
        before.indexOf(s.question) === -1 ? before.length : before.indexOf(s.question),
      ))
        if ((firstAt.get(b) ?? Infinity) > at)
          out.push(`question about ${province} before battle ${b} was shown`);
    }
    // No screen of a later round (its draw, window, plan, battles) before every earlier battle is shown.
    for (const b of battles)
      if (Number(b.split(':')[0]) < s.round && (firstAt.get(b) ?? Infinity) > at)
        out.push(`round ${s.round}'s ${s.step} on screen before battle ${b}`);
  });
  // Each scoring (R-S1) on its own screen on every phone, before that phone's next plan; one that ends the
  // game is on the end screen.
  const ended = walked.log.find((e) => e.entry.kind === 'gameOver')?.round ?? null;
  for (const { round, entry } of walked.log) {
    if (entry.kind !== 'score' || round === ended) continue;
    for (const phone of new Set(walked.seen.map((s) => s.phone))) {
      const mine = walked.seen.filter((s) => s.phone === phone);
      const at = mine.findIndex((s) => s.scoring === round);
      const plan = mine.findIndex((s) => s.step === 'plan' && s.round > round);
      if (at === -1 || (plan !== -1 && plan < at))
        out.push(`round ${round}'s scoring not shown on the ${phone} phone`);
    }
  }
  // The reveal opens on its first battle unless something before it changed the board (flow.ts openFirstBattle).
  const quiet = new Set(['ordersSealed', 'sequence', 'warlordCommitted']);
  for (const s of walked.seen)
    if (s.phone !== 'guest' && s.opening && s.opening.every((kind) => quiet.has(kind)))
      out.push(`round ${s.round}: an opening screen with nothing on it (${s.opening.join(', ') || 'empty'})`);
  // The setup's changes, once, before round 1's battles.
  const headStart = walked.log.some((e) => e.entry.kind === 'marker' && e.entry.reason === 'head-start');
  const turned = walked.log.find((e) => e.entry.kind === 'eventTurned')?.entry;
  const event = turned?.kind === 'eventTurned' ? turned.event : null;
  const notices = walked.seen.filter((s) => s.setup);
  const firstBattle = shown[0]?.at ?? walked.seen.length;
  if ((headStart || event) && notices.length !== 1)
    out.push(`setup changes shown ${notices.length} times (head start ${headStart}, event ${event})`);
  const notice = notices[0];
  if (notice) {
    if (walked.seen.indexOf(notice) > firstBattle)
      out.push('setup changes shown after round 1’s first battle');
    if (notice.setup?.headStart !== headStart)
      out.push(`head start ${headStart}, shown ${notice.setup?.headStart}`);
    // The players' own event deck: they turn its top card at setup; the app learns which once asked (R-V6).
    const named = notice.setup?.event ?? null;
    if (!notice.setup?.events && event) out.push('the first event not shown');
    if (named !== event && !(physicalDeck && named === null))
      out.push(`first event ${event}, shown ${named}`);
  }
  return out;
}

const MODES: readonly Mode[] = ['two-phones', 'pass-and-play', 'solo'];

describe('every board change on a screen, once, in order, before anything later', () => {
  for (const mode of MODES) {
    for (const cardMode of ['physical', 'app'] as const) {
      it(`${mode}, ${cardMode === 'app' ? 'app-dealt' : 'real'} cards: ${GAMES} seeded games`, () => {
        const found: string[] = [];
        let battles = 0;
        let shown = 0;
        let questions = 0;
        let openings = 0;
        for (let seed = 1; seed <= GAMES; seed++) {
          const choices = gameChoices(seed % 2 ? 'blue' : 'red', {
            cardMode,
            eventDeck: seed % 3 === 0 ? 'physical' : 'app',
            variant: seed % 7 === 0 ? 'beginner' : 'standard',
          });
          const walked = walkGame(mode, seed, choices);
          expect(walked.over).toBe(true);
          battles += battlesOf(walked).length;
          shown += shownOf(walked.seen).length;
          questions += walked.seen.filter((s) => s.question).length;
          openings += walked.seen.filter((s) => s.phone !== 'guest' && s.opening).length;
          for (const fault of faults(walked, choices.options.eventDeck === 'physical'))
            found.push(`seed ${seed}: ${fault}`);
        }
        console.log(
          `${mode}, ${cardMode} cards: ${GAMES} games, battles resolved ${battles}, shown ${shown}, questions ${questions}, opening screens ${openings}, faults ${found.length}`,
        );
        expect(found.slice(0, 12)).toEqual([]);
        expect(shown).toBe(battles);
      });
    }
  }
});
