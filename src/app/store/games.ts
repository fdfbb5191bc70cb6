// The app's games: saved to IndexedDB before any screen moves on (a code is shown only once
// the write holding it has committed). A write that fails changes nothing, in storage or in memory,
// and says why, so the screen can stay at the step before and offer a retry. A write from a tab whose
// copy of the game is older than the stored one is refused (another tab has moved the game on).
// Only where the browser gives no storage at all does a new game live in memory (the app says so,
// and the player can export it instead).
import { signal } from '@preact/signals';
import {
  GameStorage,
  isStoragePersistent,
  requestPersistentStorage,
  type ConditionalWrite,
  type StorageError,
  type StorageResult,
  type StoredGame,
} from '../bridges/storage';
import type { LocalGame } from '../game/core/local-game';

/** What the store needs of storage (the IndexedDB bridge, or a double in tests). */
export interface GameStorageLike {
  saveGameAt(game: LocalGame, expected: number | null): Promise<StorageResult<ConditionalWrite>>;
  loadGame(id: string): Promise<StorageResult<StoredGame<LocalGame> | undefined>>;
  listGames(): Promise<StorageResult<LocalGame[]>>;
  deleteGame(id: string): Promise<StorageResult<void>>;
}

/** Why a game was not saved: a storage failure, or `stale` (another tab saved the game since this one read it). */
export type SaveError = StorageError | 'stale';

/** A save's outcome: saved (committed to storage, or kept in memory where there is no storage), or why not. */
export type SaveResult = { ok: true } | { ok: false; error: SaveError };

/** The game operations the screens use, over one storage. */
export interface GameStore {
  /** Saves a game; resolves once committed. A refused or failed save leaves storage and memory as they were. */
  saveGame(game: LocalGame): Promise<SaveResult>;
  /** Opens a game for changing: later saves are refused if another tab saves it first. */
  openGame(id: string): Promise<LocalGame | undefined>;
  /** Reads a game (no claim to change it). */
  loadGame(id: string): Promise<LocalGame | undefined>;
  /** All games, most recent first. */
  listGames(): Promise<LocalGame[]>;
  /** Deletes a game everywhere. */
  deleteGame(id: string): Promise<void>;
  /** The last storage failure, for the banner; null when saving works. */
  problem: { value: StorageError | null };
}

/** A game store over a storage (the app's is `gameStore`, over IndexedDB). */
export function createGameStore(storage: GameStorageLike): GameStore {
  const problem = signal<StorageError | null>(null);
  // Games that live only in memory: created where the browser gives no storage at all.
  const memory = new Map<string, LocalGame>();
  // The stored revision each game was at when this tab last read or wrote it.
  const revisions = new Map<string, number>();
  // Each save checks against the revision the one before it wrote.
  let queue: Promise<unknown> = Promise.resolve();

  const write = async (game: LocalGame): Promise<SaveResult> => {
    if (memory.has(game.id)) {
      memory.set(game.id, game);
      return { ok: true };
    }
    const expected = revisions.get(game.id) ?? null;
    const saved = await storage.saveGameAt(game, expected);
    if (saved.ok && !saved.value.stale) {
      revisions.set(game.id, saved.value.revision);
      problem.value = null;
      return { ok: true };
    }
    if (saved.ok) return { ok: false, error: 'stale' };
    if (saved.error === 'storage/unavailable' && expected === null) {
      // No storage at all, and the game was never stored: it is kept in memory, and the banner says so.
      memory.set(game.id, game);
      problem.value = saved.error;
      return { ok: true };
    }
    return { ok: false, error: saved.error };
  };

  const read = async (id: string, claim: boolean): Promise<LocalGame | undefined> => {
    const inMemory = memory.get(id);
    if (inMemory) return inMemory;
    const loaded = await storage.loadGame(id);
    if (!loaded.ok) {
      problem.value = loaded.error;
      return undefined;
    }
    if (loaded.value && claim) revisions.set(id, loaded.value.revision);
    return loaded.value?.game;
  };

  // Saves, and reads that set the revision later saves check against, run one after another.
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    saveGame: (game) => inTurn(() => write(game)),
    openGame: (id) => inTurn(() => read(id, true)),
    loadGame: (id) => read(id, false),
    async listGames() {
      const listed = await storage.listGames();
      const byId = new Map<string, LocalGame>();
      if (listed.ok) for (const game of listed.value) byId.set(game.id, game);
      else problem.value = listed.error;
      for (const game of memory.values()) byId.set(game.id, game);
      return [...byId.values()].sort((a, b) => b.updatedAt - a.updatedAt);
    },
    async deleteGame(id) {
      memory.delete(id);
      revisions.delete(id);
      await storage.deleteGame(id);
    },
    problem,
  };
}

const idb = new GameStorage<LocalGame>();

/** The app's games, in IndexedDB. */
export const gameStore = createGameStore(idb);

/** The last storage failure, shown as a banner; null when saving works. */
export const storageProblem = gameStore.problem;

/** Saves a game; resolves once committed (see GameStore.saveGame). */
export const saveGame = (game: LocalGame): Promise<SaveResult> => gameStore.saveGame(game);

/** Opens a game for changing on this tab (see GameStore.openGame). */
export const openGame = (id: string): Promise<LocalGame | undefined> => gameStore.openGame(id);

/** Loads a game to read it. */
export const loadGame = (id: string): Promise<LocalGame | undefined> => gameStore.loadGame(id);

/** All games, most recent first (stored ones and any kept only in memory). */
export const listGames = (): Promise<LocalGame[]> => gameStore.listGames();

/** Deletes a game everywhere. */
export const deleteGame = (id: string): Promise<void> => gameStore.deleteGame(id);

/** Reads a setting. */
export async function loadSetting<T>(key: string): Promise<T | undefined> {
  const loaded = await idb.loadSetting<T>(key);
  return loaded.ok ? loaded.value : undefined;
}

/** Writes a setting. */
export async function saveSetting(key: string, value: unknown): Promise<void> {
  await idb.saveSetting(key, value);
}

/** Whether storage is persistent (the game list says so); null until known. */
export const storagePersistent = signal<boolean | null>(null);

/** Records whether storage is persistent now, unless an answer to the request came first. */
export async function readPersistence(): Promise<void> {
  const persistent = await isStoragePersistent();
  storagePersistent.value ??= persistent;
}

/**
 * Asks once for persistent storage (games must not be evicted mid-season), recording whether it is
 * now and again once asked (Firefox asks the player, who may take a while or never answer).
 */
export async function askForPersistence(): Promise<boolean> {
  void readPersistence();
  const granted = await requestPersistentStorage();
  storagePersistent.value = await isStoragePersistent();
  return granted;
}
