// The reveal asks "Where do the N armies come from?" once for a run of armies taken for one
// cause (army-sources.ts, the rules' defaults set, R-D1/R-D2), and still asks one question for a
// single army; a take-back then takes back the whole step, the record staying append-only.
import { beforeAll, describe, expect, it } from 'vitest';
import { Fragment, h } from 'preact';
import { fingerprint } from '../../../../src/engine';
import { currentState, recordActions, type LocalGame } from '../../../../src/app/game/core/local-game';
import { sourcesAsk, takeFromSources } from '../../../../src/app/game/round/army-sources';
import { takeBack, takeBackOffer } from '../../../../src/app/game/round/take-back';
import { showProvinces } from '../../../../src/app/game/core/controller';
import { passView } from '../../../../src/app/game/pass/pass-and-play';
import { loadLanguage } from '../../../../src/app/i18n';
import { RevealStep } from '../../../../src/app/screens/steps/RevealStep';
import { takeBackWords } from '../../../../src/app/screens/steps/TakeBackButton';
import { readScreen } from '../../../../harness/screen-markup';
import { playPassGame } from '../../../../harness/pass-game';
import { ok } from '../../../../harness/controller-kit';
import { gameChoices } from '../../../../harness/fixtures';

beforeAll(() => loadLanguage('en'));

/** The reveal screen's text for a game. */
function revealText(game: LocalGame): string {
  // Every province resolved so far shown: the question is on screen.
  const shown = showProvinces(game, 5, 0);
  return readScreen(h(Fragment, null, h(RevealStep, { game: shown, apply: () => Promise.resolve(true) })))
    .text;
}

/** Every shared-reveal state of some pass-and-play games where the table is asked where an army comes from. */
function takeStates(): LocalGame[] {
  const found: LocalGame[] = [];
  for (let seed = 1; seed <= 10; seed++)
    playPassGame(seed, gameChoices(seed % 2 ? 'blue' : 'red'), (game) => {
      const view = passView(game);
      const pending = currentState(game).pending;
      // The driver answers a run one army at a time: only the run's first question is as the reveal asks it.
      const previous = takeBackOffer(game)?.decision;
      const midRun =
        previous?.kind === 'take' &&
        previous.player === pending?.player &&
        previous.reason === pending.reason &&
        previous.province === pending.province;
      if (view.kind === 'shared' && view.step === 'reveal' && pending?.kind === 'take' && !midRun)
        found.push(game);
    });
  return found;
}

const fp = (game: LocalGame) => fingerprint(currentState(game));

describe('army sources in the reveal', () => {
  const states = takeStates();

  it('asks once for a run of armies, the defaults marked; one question for a single army', () => {
    let runs = 0;
    let singles = 0;
    for (const game of states) {
      const ask = sourcesAsk(game);
      const text = revealText(game);
      if (ask) {
        runs++;
        expect(text).toContain(`Where do the ${ask.count} armies come from?`);
        expect(text).toContain('Take these (default)');
        expect(text).not.toContain('Where does the army come from?');
      } else {
        singles++;
        const pending = currentState(game).pending;
        expect(text).toContain('Where does the army come from?');
        expect(text).not.toContain('Take these');
        expect(pending?.options.length).toBeGreaterThan(0);
      }
    }
    expect(runs).toBeGreaterThan(2);
    expect(singles).toBeGreaterThan(2);
  });

  it('takes back the whole step: the same position and question, every army of it named', () => {
    let checked = 0;
    for (const game of states) {
      const ask = sourcesAsk(game);
      if (!ask) continue;
      // A step before the run stands (or not); the run itself is one step to take back.
      const before = takeBackOffer(game);
      const taken = ok(takeFromSources(game, ask, ask.defaults, 0));
      const offer = takeBackOffer(taken);
      expect(offer?.actions).toHaveLength(ask.count);
      expect(offer?.decision).toEqual(currentState(game).pending);
      const words = offer ? takeBackWords(offer, 'en') : '';
      expect(words).toMatch(new RegExp(`^${ask.count} armies taken from `));
      const back = ok(takeBack(taken, 0));
      expect(fp(back)).toBe(fp(game));
      expect(recordActions(back)).toEqual(recordActions(game));
      expect(sourcesAsk(back)).toEqual(ask);
      // The step before the run is the one offered next, as it was before the run was taken.
      expect(takeBackOffer(back)?.actions).toEqual(before?.actions);
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('a single army stays a step of its own', () => {
    let checked = 0;
    for (const game of states) {
      if (sourcesAsk(game)) continue;
      const pending = currentState(game).pending;
      if (!pending) continue;
      const taken = ok(
        takeFromSources(
          game,
          {
            player: pending.player,
            reason: pending.reason,
            province: pending.province,
            count: 1,
            sources: pending.options,
            defaults: { [pending.default]: 1 },
            splits: { [`${pending.default}:1`]: [pending.default] },
            complete: true,
          },
          { [pending.default]: 1 },
          0,
        ),
      );
      expect(takeBackOffer(taken)?.actions).toHaveLength(1);
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });
});
