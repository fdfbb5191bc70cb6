// Shared new-game choices for the app's tests.
import type { GameOptions, Player } from '../../src/engine';
import type { NewGameChoices } from '../../src/app/components/NewGame/new-game-form';

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
