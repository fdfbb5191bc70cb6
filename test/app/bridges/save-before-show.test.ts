// A code is shown only once it is safe (stored): through the controller and the app's game store
// over a storage double that can fail (quota exceeded) and that two tabs can share.
import { describe, expect, it } from 'vitest';
import { chooser, PROVINCES } from '../../../src/engine';
import {
  chooseWarlord,
  confirmJoined,
  createTableGame,
  dealStartingHand,
  guestOrdersShown,
  joinFromMessage,
  receiveMessage,
  sealOrders,
  updatePlan,
  warlordChoices,
} from '../../../src/app/game/core/controller';
import { currentState, type LocalGame } from '../../../src/app/game/core/local-game';
import { gameStep } from '../../../src/app/game/core/steps';
import { createGameStore, type GameStorageLike } from '../../../src/app/store/games';
import type { StorageError } from '../../../src/app/bridges/storage';
import { gameChoices } from '../../../harness/fixtures';
import { legalPlan, ok, readMessage, seededBytes } from '../../../harness/controller-kit';

/** IndexedDB as the store sees it, in memory: games with revisions; the next `failing` writes fail with `error`. */
function storageDouble(): GameStorageLike & { failing: number; error: StorageError; writes: number } {
  const games = new Map<string, { game: LocalGame; revision: number }>();
  const double = {
    failing: 0,
    error: 'storage/full' as StorageError,
    writes: 0,
    saveGameAt(game: LocalGame, expected: number | null) {
      if (double.failing > 0) {
        double.failing--;
        return Promise.resolve({ ok: false as const, error: double.error });
      }
      const current = games.get(game.id)?.revision ?? null;
      if (expected !== null && current !== expected)
        return Promise.resolve({ ok: true as const, value: { stale: true as const, revision: current } });
      const revision = (current ?? 0) + 1;
      // Stored as a copy, as IndexedDB's structured clone does.
      games.set(game.id, { game: structuredClone(game), revision });
      double.writes++;
      return Promise.resolve({ ok: true as const, value: { stale: false as const, revision } });
    },
    loadGame(id: string) {
      const stored = games.get(id);
      return Promise.resolve({
        ok: true as const,
        value: stored && { game: structuredClone(stored.game), revision: stored.revision },
      });
    },
    listGames() {
      return Promise.resolve({ ok: true as const, value: [...games.values()].map((g) => g.game) });
    },
    deleteGame(id: string) {
      games.delete(id);
      return Promise.resolve({ ok: true as const, value: undefined });
    },
  };
  return double;
}

const random = seededBytes(19);

/** Table and guest at round 1's plan, both with a complete plan ready to seal. */
function atPlan(): { table: LocalGame; guest: LocalGame } {
  let table = ok(createTableGame(gameChoices('blue'), 0, random));
  table = ok(chooseWarlord(table, warlordChoices(table.session.me)[0]!, 0, random));
  let guest = ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0));
  table = confirmJoined(table, 0);
  guest = ok(chooseWarlord(guest, warlordChoices(guest.session.me)[1]!, 0, random));
  table = ok(dealStartingHand(table, 0, random));
  guest = ok(dealStartingHand(guest, 0, random));
  const planned = (game: LocalGame) => {
    const orders = legalPlan(game, (options) => options[0]!);
    const sequence = chooser(currentState(game)) === game.session.me ? [...PROVINCES] : null;
    return updatePlan(game, { orders, sequence }, 0);
  };
  return { table: planned(table), guest: planned(guest) };
}

describe('a code is shown only once the write holding it has committed', () => {
  it('a seal whose write fails (quota exceeded) is not stored; Retry stores the same commitment, and the guest verifies it', async () => {
    const storage = storageDouble();
    const store = createGameStore(storage);
    const { table: planned, guest: guestPlanned } = atPlan();
    expect(await store.saveGame(planned)).toEqual({ ok: true });

    const sealed = ok(sealOrders(planned, 1, random));
    expect(gameStep(sealed)).toBe('commitment');
    storage.failing = 1;
    expect(await store.saveGame(sealed)).toEqual({ ok: false, error: 'storage/full' });
    // After a reload (a new store over the same storage) the table is at planning, with no code.
    const reloaded = await createGameStore(storage).openGame(sealed.id);
    expect(reloaded && gameStep(reloaded)).toBe('plan');
    expect(reloaded?.showing).toBeNull();
    // Nothing in memory got ahead of storage either.
    const same = await store.loadGame(sealed.id);
    expect(same && gameStep(same)).toBe('plan');

    // Retry once space is free: the very commitment the screen will now show is what storage holds.
    expect(await store.saveGame(sealed)).toEqual({ ok: true });
    const stored = await createGameStore(storage).openGame(sealed.id);
    expect(stored && gameStep(stored)).toBe('commitment');
    expect(stored?.showing?.texts).toEqual(sealed.showing?.texts);

    // The guest scans the stored commitment and shows its orders; the table takes them: no refusal.
    let guest = ok(sealOrders(guestPlanned, 2, random));
    guest = ok(receiveMessage(guest, readMessage(stored?.showing?.texts[0]), 3));
    expect(gameStep(guest)).toBe('show-orders');
    const table = ok(receiveMessage(stored!, readMessage(guestOrdersShown(guest)?.texts[0]), 4));
    expect(gameStep(table)).toBe('reveal');
  });

  it('a write to a stored game that fails as unavailable is refused, not kept in memory; a new game with no storage at all is', async () => {
    const storage = storageDouble();
    const store = createGameStore(storage);
    const { table } = atPlan();
    expect(await store.saveGame(table)).toEqual({ ok: true });
    storage.failing = 1;
    storage.error = 'storage/unavailable';
    const sealed = ok(sealOrders(table, 1, random));
    expect(await store.saveGame(sealed)).toEqual({ ok: false, error: 'storage/unavailable' });
    const after = await store.loadGame(table.id);
    expect(after && gameStep(after)).toBe('plan');

    // A browser with no storage at all: a new game lives in memory, and the banner says so.
    const none = storageDouble();
    none.failing = 99;
    none.error = 'storage/unavailable';
    const memoryStore = createGameStore(none);
    const created = ok(createTableGame(gameChoices('red'), 5, random));
    expect(await memoryStore.saveGame(created)).toEqual({ ok: true });
    expect(memoryStore.problem.value).toBe('storage/unavailable');
    expect(await memoryStore.loadGame(created.id)).toEqual(created);
  });

  it('a tab whose copy is older than the stored game cannot overwrite a newer seal', async () => {
    const storage = storageDouble();
    const first = createGameStore(storage);
    const { table } = atPlan();
    expect(await first.saveGame(table)).toEqual({ ok: true });
    // Two tabs open the same game.
    const tabA = createGameStore(storage);
    const tabB = createGameStore(storage);
    const inA = (await tabA.openGame(table.id))!;
    const inB = (await tabB.openGame(table.id))!;
    const sealedA = ok(sealOrders(inA, 1, seededBytes(1)));
    const sealedB = ok(sealOrders(inB, 1, seededBytes(2)));
    expect(sealedA.showing?.texts).not.toEqual(sealedB.showing?.texts);
    expect(await tabA.saveGame(sealedA)).toEqual({ ok: true });
    expect(await tabB.saveGame(sealedB)).toEqual({ ok: false, error: 'stale' });
    const stored = await createGameStore(storage).openGame(table.id);
    expect(stored?.showing?.texts).toEqual(sealedA.showing?.texts);
    // Once it reads the game again, tab B writes on top of the newest copy.
    const again = (await tabB.openGame(table.id))!;
    expect(again.showing?.texts).toEqual(sealedA.showing?.texts);
    expect(await tabB.saveGame({ ...again, updatedAt: 9 })).toEqual({ ok: true });
  });

  it('quick saves from one tab, not awaited one by one, are all written in order and none is refused as stale', async () => {
    const storage = storageDouble();
    const store = createGameStore(storage);
    const { table } = atPlan();
    expect(await store.saveGame(table)).toEqual({ ok: true });
    await store.openGame(table.id);
    const results = await Promise.all([1, 2, 3, 4].map((t) => store.saveGame({ ...table, updatedAt: t })));
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }, { ok: true }]);
    expect((await store.loadGame(table.id))?.updatedAt).toBe(4);
    expect(storage.writes).toBe(5);
  });
});
