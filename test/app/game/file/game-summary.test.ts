// The end-of-game summary and replay agree with the engine: for complete games (two phones and
// pass-and-play, standard with events and warlords, beginner) the result, the marker after each
// scoring round, the armies per round, the warlords and events that fired, and each round's state.
import '../../../../src/app/game/core/screen-text';
import { describe, expect, it } from 'vitest';
import {
  boardCount,
  PROVINCES,
  replay,
  type GameSetup,
  type Action,
  type LogEntry,
} from '../../../../src/engine';
import { recordActions, type LocalGame } from '../../../../src/app/game/core/local-game';
import { gameSummary, replayBoard, roundBattles } from '../../../../src/app/game/file/game-summary';
import { gameStep } from '../../../../src/app/game/core/steps';
import { playPassGame } from '../../../../harness/pass-game';
import { playTwoPhoneGame } from '../../../../harness/two-phone-kit';
import { chartLabel } from '../../../../src/app/components/GameSummary/SummaryChart';
import { markerPosition } from '../../../../src/app/format';
import { gameChoices } from '../../../../harness/fixtures';

function replayed(setup: GameSetup, actions: readonly Action[]) {
  const result = replay({ setup, actions: [...actions] });
  if (!result.ok) throw new Error(`the record does not replay: ${result.rejection.code}`);
  return result;
}

const sorted = <T>(items: readonly T[]) => [...items].sort();

/** Checks one finished game's summary against the engine; what it saw, for the coverage checks. */
function checkGame(game: LocalGame): { warlords: number; events: number; scores: number } {
  expect(gameStep(game)).toBe('over');
  const setup = game.session.setup;
  const actions = recordActions(game);
  const summary = gameSummary(setup, actions);
  if (!summary) throw new Error('no summary');
  const whole = replayed(setup, actions);
  const final = whole.state;
  expect(final.phase).toBe('over');
  // The result.
  expect(summary.winner).toBe(final.winner);
  expect(summary.reason).toBe(final.endReason);
  expect(summary.final).toEqual(final);
  // One replay step per round played, in order; the state after round k is the record replayed up
  // to the action that finished round k (round k + 1 started, or the game over).
  expect(summary.rounds.map((r) => r.round)).toEqual(Array.from({ length: final.round }, (_, i) => i + 1));
  for (const step of summary.rounds) {
    const at = replayed(setup, actions.slice(0, step.actions)).state;
    expect(step.state).toEqual(at);
    const before = replayed(setup, actions.slice(0, step.actions - 1)).state;
    expect(before.round).toBe(step.round);
    expect(before.phase).not.toBe('over');
    if (at.phase === 'over') expect(at.round).toBe(step.round);
    else expect([at.round, at.phase]).toEqual([step.round + 1, 'orders']);
    // The replay's board: that state, the round just played current on the round track.
    expect(replayBoard(step)).toEqual({ ...at, round: step.round });
    // Armies on the board: every province's armies, by owner.
    for (const player of ['blue', 'red'] as const) {
      const counted = PROVINCES.reduce(
        (n, id) => n + (at.provinces[id].owner === player ? at.provinces[id].armies : 0),
        0,
      );
      expect(step.armies[player]).toBe(counted);
      expect(step.armies[player]).toBe(boardCount(at, player));
    }
    // The round's battles: one per province revealed (R-R3), each led by its reveal.
    const battles = roundBattles(step.log);
    const reveals = step.log.filter((e) => e.kind === 'reveal');
    expect(battles.map((b) => b.reveal)).toEqual(reveals);
    for (const battle of battles)
      expect(
        battle.entries.filter((e) => e.kind === 'battle' || e.kind === 'plague').length,
      ).toBeLessThanOrEqual(1);
  }
  // The marker after each scoring round (R-S1): rounds 3, 6, 9 that were reached, and what the
  // state after that round shows.
  const scoring = summary.rounds.filter((r) => r.round % 3 === 0);
  expect(summary.scores.map((s) => s.round)).toEqual(scoring.map((r) => r.round));
  expect(summary.scores.map((s) => s.marker)).toEqual(scoring.map((r) => r.state.marker));
  // The chart's accessible text names every point it draws.
  const label = chartLabel(summary, setup.options.edition);
  for (const score of summary.scores)
    expect(label).toContain(
      `after round ${score.round}, ${markerPosition(score.marker, setup.options.edition)}`,
    );
  for (const step of summary.rounds)
    expect(label).toContain(`after round ${step.round}, Sun Tzu ${step.armies.blue} and`);
  // Warlords used: what the final state says each player played (R-W*).
  for (const player of ['blue', 'red'] as const) {
    expect(sorted(summary.warlords[player].map((w) => w.warlord))).toEqual(
      sorted(final.players[player].usedWarlords),
    );
  }
  // Events that took effect: each left the deck (face up or discarded), in log order.
  const logged = whole.log.filter((e): e is Extract<LogEntry, { kind: 'event' }> => e.kind === 'event');
  expect(summary.events.map((e) => e.event)).toEqual(logged.map((e) => e.event));
  for (const e of summary.events) expect([...final.events.discarded, final.events.faceUp]).toContain(e.event);
  return {
    warlords: summary.warlords.blue.length + summary.warlords.red.length,
    events: summary.events.length,
    scores: summary.scores.length,
  };
}

describe('game summary', () => {
  it('matches the engine for two-phone games, standard with events and warlords', () => {
    let warlords = 0;
    let events = 0;
    for (const seed of [3, 11, 29, 47]) {
      const { table, guest } = playTwoPhoneGame(seed, gameChoices('blue'));
      const seen = checkGame(table);
      checkGame(guest);
      warlords += seen.warlords;
      events += seen.events;
    }
    expect(warlords).toBeGreaterThan(0);
    expect(events).toBeGreaterThan(0);
  });

  it('matches the engine for two-phone beginner games', () => {
    for (const seed of [5, 17]) {
      const { table, guest } = playTwoPhoneGame(
        seed,
        gameChoices('red', { variant: 'beginner', events: false }),
      );
      const seen = checkGame(table);
      checkGame(guest);
      expect(seen.warlords).toBe(0);
      expect(seen.events).toBe(0);
    }
  });

  it('matches the engine for pass-and-play games, standard and beginner', () => {
    let warlords = 0;
    for (const seed of [1, 2, 7]) {
      const played = playPassGame(seed, { ...gameChoices('blue'), passAndPlay: true });
      warlords += checkGame(played.game).warlords;
    }
    expect(warlords).toBeGreaterThan(0);
    const beginner = playPassGame(9, {
      ...gameChoices('red', { variant: 'beginner', events: false }),
      passAndPlay: true,
    });
    expect(checkGame(beginner.game).scores).toBeGreaterThan(0);
  });
});
