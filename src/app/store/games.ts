// The app's games: saved to IndexedDB before any screen moves on. When storage fails (private
// mode, full disk) the games stay in memory, the app says so, and the player can export instead.
import { signal } from '@preact/signals';
import {
  GameStorage,
  isStoragePersistent,
  requestPersistentStorage,
  type StorageError,
} from '../bridges/storage';
import type { LocalGame } from '../game/local-game';

const storage = new GameStorage<LocalGame>();
const memory = new Map<string, LocalGame>();

/** The last storage failure, shown as a banner with the export offer; null when saving works. */
export const storageProblem = signal<StorageError | null>(null);

/** Saves a game (memory first, so nothing is lost even when IndexedDB refuses). */
export async function saveGame(game: LocalGame): Promise<void> {
  memory.set(game.id, game);
  const saved = await storage.saveGame(game);
  storageProblem.value = saved.ok ? null : saved.error;
}

/** Loads a game: from IndexedDB, or from memory when storage is failing. */
export async function loadGame(id: string): Promise<LocalGame | undefined> {
  const loaded = await storage.loadGame(id);
  if (loaded.ok && loaded.value) return loaded.value;
  if (!loaded.ok) storageProblem.value = loaded.error;
  return memory.get(id);
}

/** All games, most recent first (stored ones merged with any kept only in memory). */
export async function listGames(): Promise<LocalGame[]> {
  const listed = await storage.listGames();
  const byId = new Map<string, LocalGame>();
  if (listed.ok) for (const game of listed.value) byId.set(game.id, game);
  else storageProblem.value = listed.error;
  for (const game of memory.values()) {
    const stored = byId.get(game.id);
    if (!stored || stored.updatedAt < game.updatedAt) byId.set(game.id, game);
  }
  return [...byId.values()].sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Deletes a game everywhere. */
export async function deleteGame(id: string): Promise<void> {
  memory.delete(id);
  await storage.deleteGame(id);
}

/** Reads a setting. */
export async function loadSetting<T>(key: string): Promise<T | undefined> {
  const loaded = await storage.loadSetting<T>(key);
  return loaded.ok ? loaded.value : undefined;
}

/** Writes a setting. */
export async function saveSetting(key: string, value: unknown): Promise<void> {
  await storage.saveSetting(key, value);
}

/** Whether storage is persistent (the game list says so); null until known. */
export const storagePersistent = signal<boolean | null>(null);

/**
 * Asks once for persistent storage (games must not be evicted mid-season), recording whether it is
 * now and again once asked (Firefox asks the player, who may take a while or never answer).
 */
export async function askForPersistence(): Promise<boolean> {
  void isStoragePersistent().then((persistent) => {
    storagePersistent.value ??= persistent;
  });
  const granted = await requestPersistentStorage();
  storagePersistent.value = await isStoragePersistent();
  return granted;
}
