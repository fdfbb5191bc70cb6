// The taps the rules ask of a phone (scripts/taps-required.ts), the budget `npm run taps` holds each game
// to, counted from the record of games played through the controller.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, type Action } from '../../src/engine';
import { recordActions, type LocalGame } from '../../src/app/game/core/local-game';
import { rulesTapsByRound, rulesTotal } from '../../scripts/taps-required';
import { playPassGame } from '../../harness/pass-game';
import { gameChoices } from '../../harness/fixtures';

/** Each action of a game's record with the round it was made in and the question pending before it. */
function actionsByRound(game: LocalGame): { round: number; action: Action; options: number }[] {
  const created = createGame(game.session.setup);
  if (!created.ok) throw new Error('setup');
  let state = created.state;
  const out: { round: number; action: Action; options: number }[] = [];
  for (const action of recordActions(game)) {
    const result = applyAction(state, action);
    if (!result.ok) break;
    out.push({ round: Math.max(1, state.round), action, options: state.pending?.options.length ?? 0 });
    state = result.state;
  }
  return out;
}

describe('the taps the rules ask', () => {
  const games = [1, 2, 3].map((seed) => playPassGame(seed, gameChoices(seed % 2 ? 'blue' : 'red')).game);

  it('passing one phone: ten cards, two seals and two covers a round, four battles after the first', () => {
    for (const game of games) {
      const rounds = rulesTapsByRound(game, 'pass', false);
      expect(rounds.length).toBeGreaterThanOrEqual(3);
      for (const round of rounds) {
        expect(round.cards).toBe(10);
        expect(round.seals).toBe(2);
        expect(round.covers).toBe(2);
        // App-dealt cards: the draw is the app's, no kept card is tapped.
        expect(round.kept).toBe(0);
        // Five battles; the first opens by itself unless the round's start changed the board.
        expect([4, 5]).toContain(round.battles);
      }
    }
  });

  it('a window before each scoring only (R-W11), a moment for each scoring a round follows (R-S1)', () => {
    for (const game of games) {
      const rounds = rulesTapsByRound(game, 'pass', false);
      rounds.forEach((round, i) => {
        expect(round.windows).toBe((i + 1) % 3 === 0 ? 1 : 0);
        expect(round.moments).toBe((i + 1) % 3 === 0 && i + 1 < rounds.length ? 1 : 0);
      });
    }
  });

  it('one question per question asked: a run of answers for one cause once, a single answer never', () => {
    for (const game of games) {
      const rounds = rulesTapsByRound(game, 'pass', false);
      const actions = actionsByRound(game);
      rounds.forEach((round, i) => {
        const decides = actions.filter((a) => a.round === i + 1 && a.action.type === 'decide');
        const asked = decides.filter((a) => a.options > 1).length;
        expect(round.questions).toBeLessThanOrEqual(asked);
        if (asked > 0) expect(round.questions).toBeGreaterThan(0);
      });
    }
    // Somewhere in these games a run of armies is answered at once, or a question has one answer.
    const all = games.flatMap((game) => {
      const actions = actionsByRound(game);
      return rulesTapsByRound(game, 'pass', false).map((round, i) => ({
        questions: round.questions,
        decides: actions.filter((a) => a.round === i + 1 && a.action.type === 'decide').length,
      }));
    });
    expect(all.some((r) => r.decides > r.questions)).toBe(true);
  });

  it('a play on the shared screen takes the owner step too; the same play on its own phone does not', () => {
    for (const game of games) {
      const shared = rulesTapsByRound(game, 'pass', false);
      const plays = actionsByRound(game).filter((a) => a.action.type === 'support');
      for (const round of new Set(plays.map((p) => p.round))) {
        const n = plays.filter((p) => p.round === round).length;
        expect(shared[round - 1]?.plays ?? 0).toBeGreaterThanOrEqual(2 * n);
      }
    }
  });

  it('with real cards a kept card a round from round 2, two after a played 1 (R-R4)', () => {
    for (const game of games) {
      const rounds = rulesTapsByRound(game, 'pass', true);
      const orders = actionsByRound(game).filter((a) => a.action.type === 'orders');
      expect(rounds[0]?.kept).toBe(0);
      for (let round = 2; round <= rounds.length; round++) {
        const ones = orders.filter(
          (a) =>
            a.round === round - 1 &&
            a.action.type === 'orders' &&
            Object.values(a.action.orders).includes('1'),
        ).length;
        // At most 1 + 1 per player who played a 1; fewer only when a deck runs short.
        expect(rounds[round - 1]?.kept).toBeLessThanOrEqual(2 + ones);
      }
      expect(rounds.slice(1, 4).every((r) => r.kept >= 2)).toBe(true);
      expect(rulesTotal(rounds[1]!)).toBeGreaterThan(rulesTotal(rulesTapsByRound(game, 'pass', false)[1]!));
    }
  });
});
