// The start-of-round window screen on a shared phone is shown only when it offers someone something:
// a window warlord held openly or still hidden (any of the colour's, so that skipping tells nothing
// of a hidden warlord), or exceptional support with armies set aside (R-W11, R-X1; issue 12).
import { describe, expect, it } from 'vitest';
import { type PlayerPublic, type PublicState } from '../../src/engine';
import { createTableGame } from '../../src/app/game/controller';
import { currentState } from '../../src/app/game/local-game';
import { sharedWindowOffers, supportCardsOwned } from '../../src/app/game/window-offers';
import { gameChoices } from './fixtures';
import { ok, seededBytes } from '../support/controller-kit';

/** A real opening state with Blue's side changed. */
function withBlue(side: Partial<PlayerPublic>): PublicState {
  const state = currentState(ok(createTableGame(gameChoices('blue'), 0, seededBytes(1))));
  return { ...state, players: { ...state.players, blue: { ...state.players.blue, ...side } } };
}

describe('what the shared window screen offers', () => {
  it('nothing with no armies set aside and no warlord to play', () => {
    const state = withBlue({ setAside: 0, commitments: [], openWarlords: [], usedWarlords: [] });
    expect(sharedWindowOffers(state, 'blue', 'start')).toBe(false);
    // A warlord held openly that is not played in a window offers nothing either.
    expect(
      sharedWindowOffers(
        {
          ...state,
          players: { ...state.players, blue: { ...state.players.blue, openWarlords: ['second-six'] } },
        },
        'blue',
        'start',
      ),
    ).toBe(false);
  });
  it('a window warlord held openly, unless used; Deadly Plague only at the start', () => {
    expect(
      sharedWindowOffers(
        withBlue({ setAside: 0, commitments: [], openWarlords: ['reinforce'] }),
        'blue',
        'start',
      ),
    ).toBe(true);
    expect(
      sharedWindowOffers(
        withBlue({ setAside: 0, commitments: [], openWarlords: ['reinforce'], usedWarlords: ['reinforce'] }),
        'blue',
        'start',
      ),
    ).toBe(false);
    const plague = withBlue({
      setAside: 0,
      commitments: [],
      openWarlords: ['deadly-plague'],
      usedWarlords: [],
    });
    expect(sharedWindowOffers(plague, 'blue', 'start')).toBe(true);
    expect(sharedWindowOffers(plague, 'blue', 'end')).toBe(false);
  });
  it('a hidden warlord always (whichever it is), when warlords are in play', () => {
    const hidden = withBlue({ setAside: 0, openWarlords: [], commitments: [{ hash: 'h', revealed: null }] });
    expect(sharedWindowOffers(hidden, 'blue', 'start')).toBe(true);
    const beginner: PublicState = {
      ...hidden,
      setup: { ...hidden.setup, options: { ...hidden.setup.options, variant: 'beginner' } },
    };
    expect(sharedWindowOffers(beginner, 'blue', 'start')).toBe(false);
  });
  it('exceptional support with armies set aside and a card still owned', () => {
    const state = withBlue({ setAside: 1, commitments: [], openWarlords: [] });
    expect(supportCardsOwned(state, 'blue').length).toBeGreaterThan(0);
    expect(sharedWindowOffers(state, 'blue', 'start')).toBe(true);
  });
});
