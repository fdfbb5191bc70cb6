// The scoring moment's model. Each scoring (R-S1) replayed from the public record must add up
// province by province to the engine's own log entry, move the marker as the log says (capped at ±9),
// and say an instant win (R-S2); the moment is due once, right after rounds 3, 6, 9, and the turn of the
// displays once at the start of rounds 4 and 7 (R-R2).
import { beforeAll, describe, expect, it } from 'vitest';
import { PROVINCES, type LogEntry, type PublicState } from '../../../../src/engine';
import {
  currentState,
  playingRound,
  recordActions,
  type LocalGame,
} from '../../../../src/app/game/core/local-game';
import { publicLog } from '../../../../src/app/game/core/round-log';
import {
  finalScoringRound,
  lastScoredRound,
  scoringSummary,
  tableMomentDone,
  tableMomentDue,
  tableMomentShown,
  turnOnRecord,
  valuesInForce,
} from '../../../../src/app/game/round/scoring-moment';
import { loadLanguage } from '../../../../src/app/i18n';
import { moveLine } from '../../../../src/app/screens/steps/ScoringStep';
import { playPassGame } from '../../../../harness/pass-game';
import { playTwoPhoneGame } from '../../../../harness/two-phone-kit';
import { twoPhoneSteps } from '../../../../harness/two-phone-kit';
import { gameChoices } from '../../../../harness/fixtures';

beforeAll(() => loadLanguage('en'));

const scores = (log: readonly { entry: LogEntry }[]) =>
  log.map((e) => e.entry).filter((e): e is Extract<LogEntry, { kind: 'score' }> => e.kind === 'score');

/** Every scoring of a finished game checked against the engine's log (R-S1, R-S2). */
function checkScorings(game: LocalGame): number {
  const actions = recordActions(game);
  const setup = game.session.setup;
  const log = publicLog(setup, actions);
  const entries = scores(log);
  expect(entries.length).toBeGreaterThan(0);
  let previous = log.find((e) => e.entry.kind === 'setup') ? 0 : 0;
  for (const entry of entries) {
    const summary = scoringSummary(setup, actions, entry.round);
    expect(summary, `round ${entry.round}`).not.toBeNull();
    if (!summary) continue;
    // R-S1: each player's total is the display values of the provinces they hold, in the scored round's column.
    const column = entry.round <= 3 ? 0 : entry.round <= 6 ? 1 : 2;
    for (const player of ['blue', 'red'] as const) {
      const sum = summary.provinces
        .filter((p) => p.holder === player)
        .reduce((total, p) => total + setup.displays[p.province][column]!, 0);
      expect(sum, `${player} round ${entry.round}`).toBe(entry[player]);
      expect(summary[player]).toBe(entry[player]);
    }
    expect(summary.provinces.map((p) => p.province)).toEqual([...PROVINCES]);
    for (const p of summary.provinces) if (p.holder) expect(p.armies).toBeGreaterThan(0);
    // The move: from the marker before, by the difference, capped at ±9.
    expect(summary.to).toBe(entry.marker);
    expect(summary.to).toBe(Math.max(-9, Math.min(9, summary.from + summary.blue - summary.red)));
    previous = summary.to;
    // The end said there and then: round 9 always ends the game; an instant win only at ±9 (R-S2).
    if (entry.round === 9) expect(summary.ended).not.toBeNull();
    else expect(summary.ended !== null).toBe(Math.abs(summary.to) === 9);
  }
  expect(Math.abs(previous)).toBeLessThanOrEqual(9);
  return entries.length;
}

describe('the scoring summary (R-S1, R-S2)', () => {
  it('adds up, province by province, to the engine’s scoring in complete pass-and-play games', () => {
    let scored = 0;
    for (const seed of [1, 2, 3, 4]) scored += checkScorings(playPassGame(seed).game);
    expect(scored).toBeGreaterThanOrEqual(8);
  });

  it('adds up in complete two-phone games, on the guest phone’s record too', () => {
    for (const seed of [5, 6]) {
      const { table, guest } = playTwoPhoneGame(seed, gameChoices('red'));
      checkScorings(table);
      checkScorings(guest);
      expect(scoringSummary(table.session.setup, recordActions(table), 6)).toEqual(
        scoringSummary(guest.session.setup, recordActions(guest), 6),
      );
    }
  });

  it('is null for a round that is not scored or not played yet', () => {
    const { game } = playPassGame(1);
    expect(scoringSummary(game.session.setup, recordActions(game), 4)).toBeNull();
    expect(scoringSummary(game.session.setup, recordActions(game).slice(0, 3), 3)).toBeNull();
  });

  it('says the marker’s move in words', () => {
    const base = { round: 3, provinces: [], ended: null };
    expect(moveLine({ ...base, blue: 7, red: 4, from: 2, to: 5, towards: 'blue' }, 'en')).toBe(
      'Move the score marker 3 spaces towards Sun Tzu: from +2 to +5.',
    );
    expect(moveLine({ ...base, blue: 4, red: 5, from: 0, to: -1, towards: 'red' }, 'en')).toMatch(
      /^Move the score marker 1 space towards King.Chu: from 0 to −1\.$/,
    );
    expect(moveLine({ ...base, blue: 4, red: 4, from: 3, to: 3, towards: null }, 'en')).toBe(
      'The totals are equal: the score marker stays at +3.',
    );
  });
});

describe('when the moments are due', () => {
  it('the scoring after rounds 3 and 6, then the turn of the displays at rounds 4 and 7, each once (R-R2)', () => {
    const seen: string[] = [];
    playPassGame(2, gameChoices('blue'), (game) => {
      const moment = tableMomentDue(game);
      if (!moment) return;
      const key = `${moment.kind}@${moment.round} in round ${playingRound(game)}`;
      if (!seen.includes(key)) seen.push(key);
      // Tapped past: the next moment, then none.
      const after = tableMomentDone(game, 1);
      if (moment.kind === 'scoring') {
        expect(after.scoringSeen).toBe(moment.round);
        const next = tableMomentDue(after);
        if (moment.round < 9 && currentState(game).phase !== 'over')
          expect(next).toEqual({ kind: 'turn-displays', round: moment.round + 1 });
        const turn = next && `${next.kind}@${next.round} in round ${playingRound(game)}`;
        if (turn && !seen.includes(turn)) seen.push(turn);
        if (next) expect(tableMomentDue(tableMomentDone(after, 2))).toBeNull();
      } else {
        expect(after.displaysTurned).toBe(moment.round);
        expect(tableMomentDue(after)).toBeNull();
      }
    });
    expect(seen).toEqual(
      expect.arrayContaining([
        'scoring@3 in round 4',
        'turn-displays@4 in round 4',
        'scoring@6 in round 7',
        'turn-displays@7 in round 7',
      ]),
    );
    // Never in any other round (the drivers here never tap, so each is seen through its whole round).
    for (const key of seen)
      expect(key).toMatch(
        /^(scoring@3 in round 4|scoring@6 in round 7|turn-displays@4 in round 4|turn-displays@7 in round 7)$/,
      );
  });

  it('two phones: the turn of the displays is on the table only, under its round record (R-R2)', () => {
    const turns = { table: new Set<number>(), guest: new Set<number>(), onRecord: new Set<number>() };
    // Each phone as it is once its scoring moment has been tapped past (this walk taps no moment).
    const past = (game: LocalGame) =>
      tableMomentDue(game)?.kind === 'scoring' ? tableMomentDone(game, game.updatedAt) : game;
    for (const { table, guest } of twoPhoneSteps(1, gameChoices('blue'))) {
      const onTable = tableMomentDue(past(table));
      if (onTable?.kind === 'turn-displays') turns.table.add(onTable.round);
      const onRecord = turnOnRecord(past(table));
      if (onRecord !== null) turns.onRecord.add(onRecord);
      const onGuest = tableMomentDue(past(guest));
      if (onGuest?.kind === 'turn-displays') turns.guest.add(onGuest.round);
    }
    expect([...turns.onRecord].sort()).toEqual([4, 7]);
    expect([...turns.table].sort()).toEqual([4, 7]);
    expect(turns.guest.size).toBe(0);
  });

  it('the scoring that ends the game is on the end screen, with no moment of its own', () => {
    for (const seed of [3, 41]) {
      const { game } = playPassGame(seed);
      const state = currentState(game);
      expect(state.phase).toBe('over');
      expect(tableMomentDue(game)).toBeNull();
      const ended = state.endReason === 'track' || state.endReason?.startsWith('round9');
      expect(finalScoringRound(state)).toBe(ended ? lastScoredRound(state) : null);
      if (ended)
        expect(
          scoringSummary(game.session.setup, recordActions(game), lastScoredRound(state))?.ended,
        ).not.toBeNull();
    }
  });

  it('knows the last scoring round from the state: an instant win, the end by events, round 9', () => {
    const { game } = playPassGame(4);
    const state: PublicState = currentState(game);
    expect(lastScoredRound({ ...state, phase: 'orders', round: 3 })).toBe(0);
    expect(lastScoredRound({ ...state, phase: 'orders', round: 4 })).toBe(3);
    expect(lastScoredRound({ ...state, phase: 'over', round: 3, endReason: 'track' })).toBe(3);
    expect(lastScoredRound({ ...state, phase: 'over', round: 5, endReason: 'events' })).toBe(3);
    expect(lastScoredRound({ ...state, phase: 'over', round: 9, endReason: 'round9-pool' })).toBe(9);
  });

  it('lists the values in force from each round’s display column (R-R2)', () => {
    const { game } = playPassGame(1);
    const setup = game.session.setup;
    expect(valuesInForce(setup, 4).map((v) => v.value)).toEqual(PROVINCES.map((p) => setup.displays[p][1]));
    expect(valuesInForce(setup, 7).map((v) => v.value)).toEqual(PROVINCES.map((p) => setup.displays[p][2]));
  });
});

describe('where the moment shows', () => {
  it('never over a seat’s own screen on a shared phone; on two phones the scoring before the round record; against the phone anywhere', () => {
    let checked = 0;
    playPassGame(2, gameChoices('blue'), (game) => {
      const moment = tableMomentDue(game);
      if (!moment || checked > 6) return;
      checked++;
      // One phone passed between the players: on the shared screens (a cover), never over a seat's step.
      expect(tableMomentShown(game, null)).toEqual(moment);
      expect(tableMomentShown(game, 'draw')).toBeNull();
      expect(tableMomentShown(game, 'plan')).toBeNull();
      // Two phones (no shared seats): over the phone's own step; over the table's round record only the
      // scoring, which comes before the record (the record's screen carries the turn).
      const twoPhones: LocalGame = { ...game, pass: undefined };
      expect(tableMomentShown(twoPhones, 'draw')).toEqual(moment);
      expect(tableMomentShown(twoPhones, 'plan')).toEqual(moment);
      expect(tableMomentShown(twoPhones, 'round-record')).toEqual(moment.kind === 'scoring' ? moment : null);
      expect(tableMomentShown(game, 'round-record')).toBeNull();
      // Against the phone: the person's own steps are where both look.
      const solo: LocalGame = { ...game, solo: { computer: 'red', level: 'easy', startDone: 0, lines: [] } };
      expect(tableMomentShown(solo, 'draw')).toEqual(moment);
      // Tapped past: nothing shows anywhere.
      const done = tableMomentDone(game, 1);
      const none = tableMomentDue(done) === null;
      if (none) expect(tableMomentShown(done, null)).toBeNull();
    });
    expect(checked).toBeGreaterThanOrEqual(2);
  });
});
