// Shared new-game choices for the app's tests.
import type { GameOptions, Player, PublicState } from '../src/engine';
import type { NewGameChoices } from '../src/app/screens/NewGame/new-game-form';

/** New-game choices: standard English game, app-shuffled events, app-dealt cards, unless overridden. */
export function gameChoices(tablePlays: Player = 'blue', options: Partial<GameOptions> = {}): NewGameChoices {
  return {
    tablePlays,
    passAndPlay: false,
    displays: { qin: [1, 4, 3], chu: [2, 2, 2], jinyan: [3, 1, 5], hanqi: [1, 1, 1], wu: [4, 2, 1] },
    options: {
      edition: 'en',
      variant: 'standard',
      events: true,
      eventDeck: 'app',
      cardMode: 'app',
      plagueCancelsCosts: true,
      costsBeforeMargin: true,
      ...options,
    },
  };
}

/**
 * `state` moved to round 2's start window (R-W11) with armies on the board, so that every window warlord
 * has a target the rules allow (R-W2, R-W6, R-W10): Blue holds qin, Red holds chu, each has a pool.
 */
export function inRound2Window(state: PublicState): PublicState {
  const provinces = {
    ...state.provinces,
    qin: { owner: 'blue' as const, armies: 2 },
    chu: { owner: 'red' as const, armies: 2 },
  };
  const pool = (p: Player) => ({ ...state.players[p], pool: Math.max(1, state.players[p].pool) });
  return {
    ...state,
    round: 2,
    phase: 'orders',
    pending: null,
    orders: { blue: null, red: null },
    provinces,
    players: { blue: pool('blue'), red: pool('red') },
  };
}
