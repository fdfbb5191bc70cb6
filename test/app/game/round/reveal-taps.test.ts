// The taps of the reveal on the table phone, counted through the controller in complete two-phone
// games, tapping what the reveal step offers (revealProgress, as RevealStep uses it): one province at
// a time, then with "Show the rest of the round" whenever it is offered. In a round where no one has a
// choice to make, five "Reveal …" taps become one; rounds with choices lose nothing they need.
import { describe, expect, it } from 'vitest';
import {
  dealtDraw,
  keepDrawn,
  passBoth,
  returnDrawn,
  recordAction,
  showNextProvince,
  showProvinces,
} from '../../../../src/app/game/core/controller';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { gameStep } from '../../../../src/app/game/core/steps';
import { currentRoundLog, gameLog } from '../../../../src/app/game/core/round-log';
import { revealProgress } from '../../../../src/app/components/Battle/reveal-model';
import { planDraw } from '../../../../src/app/game/round/draw-on-plan';
import { defaultPutBack } from '../../../../src/app/game/round/draw-default';
import { gameChoices } from '../../../../harness/fixtures';
import { ok } from '../../../../harness/controller-kit';
import { playTwoPhoneGame } from '../../../../harness/two-phone-kit';

/** The taps of one round's reveal on the table phone, and whether anyone was asked to choose. */
interface RoundTaps {
  taps: number;
  provinces: number;
  choices: number;
}

/** The reveal as the table's players tap it: the next province (or the rest at once), a default, Done for both. */
function tapReveal(start: LocalGame, useRest: boolean): { table: LocalGame; count: RoundTaps } {
  let table = start;
  const count: RoundTaps = { taps: 0, provinces: 0, choices: 0 };
  for (let guard = 0; gameStep(table) === 'reveal' && guard < 300; guard++) {
    const state = currentState(table);
    const progress = revealProgress(currentRoundLog(gameLog(table), state.round), table.revealShown, null);
    count.taps++;
    if (useRest && progress.rest) {
      table = showProvinces(table, progress.resolved, 0);
      continue;
    }
    if (progress.next) {
      table = showNextProvince(table, 0);
      continue;
    }
    count.provinces = progress.resolved;
    if (state.pending) count.choices++;
    // The end-of-round window: one Done for both players (RevealStep's "Both players: Done").
    table = state.pending
      ? ok(
          recordAction(
            table,
            { type: 'decide', player: state.pending.player, choice: state.pending.default },
            0,
          ),
        )
      : ok(passBoth(table, 0));
  }
  return { table, count };
}

/** The taps of each draw played: picking the kept cards and "Keep these", and now (none of its own: the seal confirms it). */
const draws: { before: number; after: number }[] = [];

/** A phone's draw kept as its player taps it on the draw screen, the taps noted in `draws`. */
function keepWithTaps(game: LocalGame): LocalGame {
  if (!game.draw) return game;
  const drawn = dealtDraw(game);
  const keep = Math.min(game.draw.keep, game.draw.drew);
  let kept = ok(keepDrawn(game, drawn.slice(0, keep), 0));
  // The draw screen: pick each kept card, then "Keep these" (keep + 1 taps); with all but one
  // kept, one tap on the card to put back does the same.
  if (keep === drawn.length - 1) {
    // The weakest card is marked to put back already; "Keep these" alone confirms it.
    kept = ok(returnDrawn(game, defaultPutBack(drawn) ?? -1, 0));
    for (let i = 0; i < drawn.length; i++)
      expect(ok(returnDrawn(game, i, 0)).priv).toEqual(
        ok(
          keepDrawn(
            game,
            drawn.filter((_, j) => j !== i),
            0,
          ),
        ).priv,
      );
    // Tap budgets: the mark is on the plan and "Seal my orders" confirms it (draw-on-plan.test.ts).
    draws.push({ before: keep + 1, after: planDraw(game)?.putBack === defaultPutBack(drawn) ? 0 : 1 });
  } else {
    // Every card drawn kept: nothing to choose, "Keep these" alone.
    expect(keep).toBe(drawn.length);
    expect(planDraw(game)?.putBack).toBeNull();
    draws.push({ before: keep + 1, after: 0 });
  }
  return kept;
}

/** A complete two-phone game through the controller; the reveal taps of every round. */
function playTwoPhones(seed: number, useRest: boolean, choices = gameChoices('blue')): RoundTaps[] {
  const rounds: RoundTaps[] = [];
  playTwoPhoneGame(seed, choices, {
    // Every battle a tie in odd rounds (both play their hand in the same order): no one has a choice.
    pick: (_game, options, round) => options[round % 2 === 1 ? 0 : (seed + round) % options.length]!,
    guestSealsFirst: () => true,
    reveal: (table) => {
      const revealed = tapReveal(table, useRest);
      rounds.push(revealed.count);
      return revealed.table;
    },
    keepDraw: keepWithTaps,
  });
  return rounds;
}

describe('the taps of the reveal on the table phone', () => {
  it('one tap for all provinces when no one has a choice; the same game otherwise', () => {
    const choices = gameChoices('blue', { events: false });
    let quiet = 0;
    let fewer = 0;
    for (const seed of [2, 7, 13]) {
      const before = playTwoPhones(seed, false, choices);
      const after = playTwoPhones(seed, true, choices);
      // The same game is played: the same rounds, provinces and choices.
      expect(after.map((r) => [r.provinces, r.choices])).toEqual(before.map((r) => [r.provinces, r.choices]));
      before.forEach((round, i) => {
        const now = after[i]!;
        if (round.choices === 0 && round.provinces === 5) {
          quiet++;
          // Five "Reveal …" taps and one Done for both: six; with the rest at once: two (seven and
          // three with a Done per player).
          expect(round.taps).toBe(6);
          expect(now.taps).toBe(2);
        } else {
          expect(now.taps).toBeLessThanOrEqual(round.taps);
          // With a question, "Show the rest" leads to it and then to the end: at most one tap
          // before each question and before the end, one per question, one Done.
          expect(now.taps).toBeLessThanOrEqual(2 * now.choices + 2);
          if (now.taps < round.taps) fewer++;
        }
      });
    }
    expect(quiet).toBeGreaterThan(3);
    // Rounds with a question now cost fewer taps than province by province.
    expect(fewer).toBeGreaterThan(0);
  });
});

describe('the taps of the draw', () => {
  it('no tap of its own: the weakest card is marked on the plan, or every card kept, and the seal confirms it', () => {
    draws.length = 0;
    for (const seed of [2, 7, 13]) playTwoPhones(seed, true, gameChoices('blue', { events: false }));
    expect(draws.length).toBeGreaterThan(3);
    for (const draw of draws) expect(draw.after).toBe(0);
    expect(draws.some((d) => d.before === 3)).toBe(true);
  });
});
