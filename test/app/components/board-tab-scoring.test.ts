// The Board tab during a scoring moment: the header names the round scored while the state has
// already moved on to the next round's start, so the tab says so instead of silently showing a later round.
import { beforeAll, describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { BoardTab } from '../../../src/app/components/BoardTab/BoardTab';
import { currentState, type LocalGame } from '../../../src/app/game/core/local-game';
import { tableMomentDue } from '../../../src/app/game/round/scoring-moment';
import { loadLanguage } from '../../../src/app/i18n';
import { playPassGame } from '../../../harness/pass-game';
import { gameChoices } from '../../../harness/fixtures';

// One seeded game serves both tests: playing it is the slow part.
let scoring: LocalGame | null = null;
beforeAll(async () => {
  await loadLanguage('en');
  scoring = atRound3Scoring();
});

/** The first game seen with round 3's scoring moment due (R-S1), or null. */
function atRound3Scoring(): LocalGame | null {
  let found: LocalGame | null = null;
  playPassGame(1, gameChoices('blue'), (game) => {
    const moment = tableMomentDue(game);
    if (!found && moment?.kind === 'scoring' && moment.round === 3) found = game;
  });
  return found;
}

describe('the Board tab during a scoring moment', () => {
  it('says the round was scored and the board is the next round’s start', () => {
    expect(scoring).not.toBeNull();
    const state = currentState(scoring!);
    expect(state.round).toBe(4);
    const html = renderToString(h(BoardTab, { state, scoredRound: 3 }));
    expect(html).toContain('Round 3 has been scored');
    expect(html).toContain('as round 4 begins');
  });

  it('says nothing outside a scoring moment or once the game is not past it', () => {
    const state = currentState(scoring!);
    expect(renderToString(h(BoardTab, { state }))).not.toContain('has been scored');
    expect(renderToString(h(BoardTab, { state: { ...state, round: 3 }, scoredRound: 3 }))).not.toContain(
      'has been scored',
    );
  });
});
