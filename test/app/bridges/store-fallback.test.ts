// Without IndexedDB (Node has none, like a browser that blocks storage) games stay playable in memory.
import { describe, expect, it } from 'vitest';
import { createTableGame } from '../../../src/app/game/core/controller';
import { listGames, loadGame, saveGame, storageProblem } from '../../../src/app/store/games';
import { gameChoices } from '../../../harness/fixtures';

const choices = gameChoices('blue', { variant: 'beginner', events: false, cardMode: 'physical' });

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
