// The start-of-round window screen on a shared phone is shown only when it offers someone something:
// a window warlord held openly or still hidden (any of the colour's, so that skipping tells nothing
// of a hidden warlord), or exceptional support with armies set aside (R-W11, R-X1).
import { describe, expect, it } from 'vitest';
import { type PlayerPublic, type PublicState } from '../../../../src/engine';
import { createTableGame } from '../../../../src/app/game/core/controller';
import { currentState } from '../../../../src/app/game/core/local-game';
import {
  sharedWindowOffers,
  supportCardsOwned,
  windowOffers,
} from '../../../../src/app/game/round/window-offers';
import { gameChoices, inRound2Window } from '../../../../harness/fixtures';
import { ok, seededBytes } from '../../../../harness/controller-kit';

/** A real opening state moved to round 2's start window (armies on the board), with Blue's side changed. */
function withBlue(side: Partial<PlayerPublic>): PublicState {
  const state = inRound2Window(currentState(ok(createTableGame(gameChoices('blue'), 0, seededBytes(1)))));
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
    const base = withBlue({});
    const plague: PublicState = {
      ...base,
      players: {
        ...base.players,
        red: {
          ...base.players.red,
          setAside: 0,
          commitments: [],
          openWarlords: ['deadly-plague'],
          usedWarlords: [],
        },
      },
    };
    expect(sharedWindowOffers(plague, 'red', 'start')).toBe(true);
    expect(sharedWindowOffers(plague, 'red', 'end')).toBe(false);
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
  it('only targets the rules allow now, from public facts (R-W2, R-W6, R-W10, R-W11)', () => {
    const hidden = withBlue({ setAside: 0, openWarlords: [], commitments: [{ hash: 'h', revealed: null }] });
    const targets = (id: string) =>
      windowOffers(hidden, 'blue', 'start').warlords.find((w) => w.id === id)?.targets;
    // R-W10: only qin, the province Blue holds.
    expect(targets('reinforce')).toEqual([{ province: 'qin' }]);
    // R-W6: from qin to a bordering province that is not Red's.
    const moves = targets('move-army') ?? [];
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m.from === 'qin' && m.to !== 'chu' && m.to !== 'qin')).toBe(true);
    // R-W2 for Red: only provinces with an army (en edition: either side's).
    const red: PublicState = {
      ...hidden,
      players: {
        ...hidden.players,
        red: { ...hidden.players.red, commitments: [{ hash: 'h', revealed: null }] },
      },
    };
    const removable = windowOffers(red, 'red', 'start').warlords.find((w) => w.id === 'remove-army')?.targets;
    expect(removable).toEqual([{ province: 'qin' }, { province: 'chu' }]);
    // R-E4: in the Polish edition Remove an Army takes only the opponent's army (Blue's, in qin).
    const pl: PublicState = {
      ...red,
      setup: { ...red.setup, options: { ...red.setup.options, edition: 'pl' } },
    };
    expect(windowOffers(pl, 'red', 'start').warlords.find((w) => w.id === 'remove-army')?.targets).toEqual([
      { province: 'qin' },
    ]);
    // R-W2/R-W6/R-W10: played in rounds 1–6 only, so nothing is offered in round 7.
    expect(sharedWindowOffers({ ...hidden, round: 7 }, 'blue', 'start')).toBe(false);
    // No army on the board: Reinforce and Move an Army have no target, so the row is not shown.
    const empty: PublicState = {
      ...hidden,
      provinces: { ...hidden.provinces, qin: { owner: null, armies: 0 }, chu: { owner: null, armies: 0 } },
    };
    expect(sharedWindowOffers(empty, 'blue', 'start')).toBe(false);
  });
  it('exceptional support with armies set aside and a card still owned', () => {
    const state = withBlue({ setAside: 1, commitments: [], openWarlords: [] });
    expect(supportCardsOwned(state, 'blue').length).toBeGreaterThan(0);
    expect(sharedWindowOffers(state, 'blue', 'start')).toBe(true);
  });
});
