// Without IndexedDB (Node has none, like a browser that blocks storage) games stay playable in memory.
import { describe, expect, it } from 'vitest';
import { createTableGame } from '../../src/app/game/controller';
import { listGames, loadGame, saveGame, storageProblem } from '../../src/app/store/games';
import type { NewGameChoices } from '../../src/app/components/NewGame/new-game-form';

const choices: NewGameChoices = {
  tablePlays: 'blue',
  displays: { qin: [1, 4, 3], chu: [2, 2, 2], jinyan: [3, 1, 5], hanqi: [1, 1, 1], wu: [4, 2, 1] },
  options: {
    edition: 'en',
    variant: 'beginner',
    events: false,
    eventDeck: 'app',
    cardMode: 'physical',
    plagueCancelsCosts: true,
    costsBeforeMargin: true,
  },
};

describe('storage failure', () => {
  it('says storage is unavailable and keeps the game in memory, readable and listed', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const created = createTableGame(choices, 5);
    if (!created.ok) throw new Error('create');
    await saveGame(created.game);
    expect(storageProblem.value).toBe('storage/unavailable');
    expect(await loadGame(created.game.id)).toEqual(created.game);
    expect((await listGames()).map((g) => g.id)).toEqual([created.game.id]);
  });
});
