// One writer per game, where the browser has no Web Locks: tabs ask each other over a
// BroadcastChannel (Node has BroadcastChannel and no navigator, so the bridge takes that path here).
import { afterEach, describe, expect, it } from 'vitest';
import {
  announceSaved,
  claimGame,
  watchSaved,
  type GameLock,
  type TabHold,
} from '../../../src/app/bridges/tab-lock';

const held: GameLock[] = [];
afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
});

/** Claims a game as one tab would, recording every change of hold. */
function tab(gameId: string, take = false): { seen: TabHold[] } {
  const seen: TabHold[] = [];
  held.push(claimGame(gameId, take, (hold) => seen.push(hold)));
  return { seen };
}

describe('the tab lock without Web Locks', () => {
  it('the first tab holds the game, a second is told it is held elsewhere, another game is free; taking over tells the first', async () => {
    expect(typeof (globalThis as { navigator?: unknown }).navigator).toBe('undefined');
    const first = tab('game-1');
    await expect.poll(() => first.seen).toEqual(['held']);
    const second = tab('game-1');
    await expect.poll(() => second.seen).toEqual(['elsewhere']);
    const other = tab('game-2');
    await expect.poll(() => other.seen).toEqual(['held']);

    const takeOver = tab('game-1', true);
    expect(takeOver.seen).toEqual(['held']);
    await expect.poll(() => first.seen).toEqual(['held', 'elsewhere']);
    // The tab that took over now answers for the game.
    const third = tab('game-1');
    await expect.poll(() => third.seen).toEqual(['elsewhere']);
    expect(other.seen).toEqual(['held']);
  });

  it('a save announced for one game reaches a tab watching it, not one watching another game', async () => {
    const calls: string[] = [];
    const stopOne = watchSaved('game-1', () => calls.push('game-1'));
    const stopTwo = watchSaved('game-2', () => calls.push('game-2'));
    announceSaved('game-1');
    await expect.poll(() => calls).toEqual(['game-1']);
    stopOne();
    stopTwo();
  });
});
