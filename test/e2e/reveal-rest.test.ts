// "Show the rest of the round" goes on to the round's end. A question it reaches waits on
// screen; once answered, the provinces after it follow without another tap. Played as `npm run taps`
// plays (a seeded complete pass-and-play game with realistic choices), every real tap counted.
import { describe, expect, it } from 'vitest';
import { roundTapsOf, type Tap } from '../../scripts/taps-count';
import { playOnePhone, tapPhone } from '../../scripts/taps-play';
import { Dice } from '../../harness/complete-game';
import { useAppInBrowser } from '../../harness/app-in-browser';

const app = useAppInBrowser();

const REST = 'Show the rest of the round';

/** The reveal's taps of each round, in order. */
function revealTapsByRound(taps: readonly Tap[]): Map<number, string[]> {
  const rounds = new Map<number, string[]>();
  for (const tap of taps) {
    if (tap.step !== 'reveal' || tap.round === null) continue;
    rounds.set(tap.round, [...(rounds.get(tap.round) ?? []), tap.label]);
  }
  return rounds;
}

describe('Show the rest of the round', () => {
  it('goes on past the answers it reaches, one question after another: one tap a round, in a seeded complete pass-and-play game', async () => {
    // `npm run taps`'s pass-and-play game 3: in its round 3 one answer leads to a second question.
    const phone = await tapPhone(app.browser, 3 * 4 + 2);
    try {
      // The path that asks for the rest of the round: app-dealt cards, "Show the rest" whenever offered.
      const rounds = await playOnePhone(phone, app.url, 'pass', new Dice(3), 'rest');
      const reveals = revealTapsByRound(await roundTapsOf(phone.page));
      expect(reveals.size).toBe(rounds);
      // The game must reach the case: a round where the rest was asked for and a question came after it.
      const answeredAfterRest = [...reveals.values()].filter((labels) => {
        const rest = labels.indexOf(REST);
        return rest >= 0 && labels.slice(rest + 1).some((label) => !/: Done$|^Reveal /.test(label));
      });
      expect(answeredAfterRest.length).toBeGreaterThan(0);
      // …and a round where one answer after it led to another choice.
      const twoAfterRest = [...reveals.values()].filter((labels) => {
        const rest = labels.indexOf(REST);
        return rest >= 0 && labels.slice(rest + 1).filter((label) => !/: Done$/.test(label)).length >= 2;
      });
      expect(twoAfterRest.length).toBeGreaterThan(0);
      for (const [round, labels] of reveals) {
        expect(
          labels.filter((label) => label === REST).length,
          `round ${round}: ${labels.join(', ')}`,
        ).toBeLessThanOrEqual(1);
        // The rest is offered while two provinces or more are left, even when the first holds a question:
        // a player who always asks for it never reveals a province one by one.
        expect(
          labels.filter((label) => label.startsWith('Reveal ')),
          `round ${round}`,
        ).toEqual([]);
      }
    } finally {
      await phone.context.close();
    }
  });
});
