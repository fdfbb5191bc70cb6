// A game the score track ends early (R-S2) says on both phones which round it ended in, not the next.
import { describe, expect, it } from 'vitest';
import { currentState, playingRound, type LocalGame } from '../../../../src/app/game/core/local-game';
import { gameStep } from '../../../../src/app/game/core/steps';
import { gameChoices } from '../../../../harness/fixtures';
import { seededBytes } from '../../../../harness/controller-kit';
import { TwoPhoneGame } from '../../../../harness/two-phone-kit';

/** A beginner game on two phones, each card picked at random from the seed: both phones and the rounds played. */
function playGame(seed: number): [LocalGame, LocalGame, number] {
  const random = seededBytes(seed * 7919);
  const game = new TwoPhoneGame(seed, gameChoices('blue', { variant: 'beginner', events: false }), {
    pick: (_game, options) => options[(random(1)[0] ?? 0) % options.length]!,
  });
  const { table, guest } = game.play();
  return [table, guest, game.roundsPlayed];
}

describe('the round shown once the game is over', () => {
  it('is the round the game ended in, on both phones', () => {
    let early = 0;
    for (let seed = 1; seed <= 40 && early < 2; seed++) {
      const [table, guest, rounds] = playGame(seed);
      expect(gameStep(table)).toBe('over');
      expect(currentState(table).round).toBe(rounds);
      expect(playingRound(table)).toBe(rounds);
      expect(playingRound(guest)).toBe(rounds);
      if (rounds < 9) early++;
    }
    // Games the track ended before round 9 were among them (R-S2).
    expect(early).toBe(2);
  });
});
