// Shared setups for the protocol tests: a fixed game id and every option spelled out.
import type { GameSetup } from '../../src/engine';
import { newGameId } from '../../src/protocol/session';

/** Random bytes that are always the same (7s): a fixed game id, fixed salts. */
export const fixed = (n: number) => new Uint8Array(n).fill(7);

/** A game without events, cards dealt by the app, every display worth 1/2/3. */
export function protocolSetup(variant: 'beginner' | 'standard'): GameSetup {
  return {
    gameId: newGameId(fixed),
    options: {
      edition: 'en',
      variant,
      events: false,
      eventDeck: 'app',
      cardMode: 'app',
      plagueCancelsCosts: true,
      costsBeforeMargin: true,
    },
    displays: { qin: [1, 2, 3], chu: [1, 2, 3], jinyan: [1, 2, 3], hanqi: [1, 2, 3], wu: [1, 2, 3] },
  };
}
