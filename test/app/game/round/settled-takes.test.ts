// No question whose answer public information already settles: where an army comes from
// is not asked when the board leaves one answer (one source for a single army, one split the rules
// accept for a run, R-B4). The app records the answer as a tap would; take-back takes it back with
// the step before it, never on its own (it would be answered again at once).
import { describe, expect, it } from 'vitest';
import { fingerprint, type Action } from '../../../../src/engine';
import { currentState, recordActions, type LocalGame } from '../../../../src/app/game/core/local-game';
import { answerSettledTakes, settledTake } from '../../../../src/app/game/round/settled-takes';
import { sourcesAsk } from '../../../../src/app/game/round/army-sources';
import { takeBack, takeBackOffer } from '../../../../src/app/game/round/take-back';
import { recordAction } from '../../../../src/app/game/core/controller';
import { playPassGame } from '../../../../harness/pass-game';
import { ok } from '../../../../harness/controller-kit';
import { gameChoices } from '../../../../harness/fixtures';

/** True when some order of exactly these answers is accepted by the engine, one question at a time. */
function acceptedInSomeOrder(
  game: LocalGame,
  player: Action['player'],
  answers: Record<string, number>,
): boolean {
  const left = Object.values(answers).reduce((a, b) => a + b, 0);
  if (left === 0) return true;
  return Object.keys(answers).some((source) => {
    if ((answers[source] ?? 0) === 0) return false;
    const answered = recordAction(game, { type: 'decide', player, choice: source }, 0);
    return (
      answered.ok &&
      acceptedInSomeOrder(answered.game, player, { ...answers, [source]: (answers[source] ?? 0) - 1 })
    );
  });
}

describe('a question the board settles is not asked', () => {
  it('answers exactly the settled ones, as taps would, and takes them back with the step before', () => {
    let settledSingles = 0;
    let settledRuns = 0;
    let asked = 0;
    for (let seed = 1; seed <= 16; seed++) {
      playPassGame(seed, gameChoices(seed % 2 ? 'blue' : 'red'), (game) => {
        const pending = currentState(game).pending;
        if (!pending) return;
        // What the players are shown: never a settled question (the app answered it with the step before).
        expect(settledTake(game)).toBeNull();
        if (pending.kind === 'take') asked++;
        // The step answered at its default, before the app looks for settled questions.
        const step: Action = { type: 'decide', player: pending.player, choice: pending.default };
        const raw = recordAction(game, step, 0);
        if (!raw.ok) return;
        const answers = settledTake(raw.game);
        if (!answers) {
          expect(answerSettledTakes(raw.game, 0)).toBe(raw.game);
          return;
        }
        const next = currentState(raw.game).pending!;
        expect(next.kind).toBe('take');
        const ask = sourcesAsk(raw.game);
        if (ask) {
          settledRuns++;
          // The one split the rules accept: every other split adding up is refused in every order.
          const counts: Record<string, number> = {};
          for (const a of answers) counts[a] = (counts[a] ?? 0) + 1;
          expect(answers).toHaveLength(ask.count);
          for (const other of ask.sources) {
            const moved = Object.keys(counts).find((s) => s !== other && (counts[s] ?? 0) > 0);
            if (!moved) continue;
            const split = { ...counts, [moved]: (counts[moved] ?? 0) - 1, [other]: (counts[other] ?? 0) + 1 };
            expect(acceptedInSomeOrder(raw.game, next.player, split)).toBe(false);
          }
        } else {
          settledSingles++;
          expect(next.options).toEqual(answers);
        }
        // Recorded as taps would record them.
        const auto = answerSettledTakes(raw.game, 0);
        let tapped = raw.game;
        for (const choice of answers)
          tapped = ok(recordAction(tapped, { type: 'decide', player: next.player, choice }, 0));
        expect(recordActions(auto).slice(0, recordActions(tapped).length)).toEqual(recordActions(tapped));
        // Take-back covers the step before and the app's answers (with the rest of that step's run, when
        // the driver answered a run one army at a time), and lands where no settled question waits.
        const offer = takeBackOffer(auto);
        // (One settled run may lead to another, the other player's: all are the app's.)
        const answered = recordActions(auto).slice(recordActions(raw.game).length);
        expect(answered.slice(0, answers.length)).toEqual(
          answers.map((choice): Action => ({ type: 'decide', player: next.player, choice })),
        );
        expect(offer?.actions.slice(-(answered.length + 1))).toEqual([step, ...answered]);
        // The button names the tapped step only, not the app's answers after it.
        expect(offer?.tapped).toEqual(offer?.actions.slice(0, -answered.length));
        const back = ok(takeBack(auto, 0));
        if (offer?.actions.length === answered.length + 1)
          expect(fingerprint(currentState(back))).toBe(fingerprint(currentState(game)));
        expect(settledTake(back)).toBeNull();
      });
    }
    console.log(`settled takes: ${settledSingles} single armies, ${settledRuns} runs; ${asked} asked`);
    expect(settledSingles).toBeGreaterThan(0);
    expect(settledRuns).toBeGreaterThan(0);
    expect(asked).toBeGreaterThan(0);
  });
});
