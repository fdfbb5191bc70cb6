// The only importer of idb. Keeps games and settings in IndexedDB and reports failures as values
// (unavailable, full) so the app can keep a game in memory and offer an export instead.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

const DB_NAME = 'sun-tzu-referee';
const DB_VERSION = 1;

interface Schema<Game> extends DBSchema {
  games: { key: string; value: WithRevision<Game>; indexes: { updatedAt: number } };
  settings: { key: string; value: unknown };
}

/** Why storage failed. */
export type StorageError = 'storage/unavailable' | 'storage/full' | 'storage/failed';

/** A storage result: a value, or why it could not be read or written. */
export type StorageResult<T> = { ok: true; value: T } | { ok: false; error: StorageError };

/** What every stored game has, whatever else the app keeps in it. */
export interface StoredGameBase {
  id: string;
  updatedAt: number;
}

/** A game as read back, with its stored revision (1 at the first write, one more at each write since). */
export interface StoredGame<Game> {
  game: Game;
  revision: number;
}

/** A conditional write's outcome: the new revision, or `stale` when the stored game was not at the expected one. */
export type ConditionalWrite = { stale: false; revision: number } | { stale: true; revision: number | null };

/** A game with its revision, as the store keeps it (the app's game type never sees the field). */
type WithRevision<Game> = Game & { revision?: number };

function withoutRevision<Game>(stored: WithRevision<Game>): StoredGame<Game> {
  const { revision, ...game } = stored;
  return { game: game as Game, revision: revision ?? 0 };
}

function classify(error: unknown): StorageError {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'QuotaExceededError') return 'storage/full';
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'UnknownError') {
    return 'storage/unavailable';
  }
  return 'storage/failed';
}

/** The app's IndexedDB, opened lazily once. */
export class GameStorage<Game extends StoredGameBase> {
  private db: Promise<IDBPDatabase<Schema<Game>>> | null = null;

  private open(): Promise<IDBPDatabase<Schema<Game>>> {
    if (typeof indexedDB === 'undefined')
      return Promise.reject(new DOMException('none', 'InvalidStateError'));
    this.db ??= openDB<Schema<Game>>(DB_NAME, DB_VERSION, {
      upgrade(db) {
        const games = db.createObjectStore('games', { keyPath: 'id' });
        games.createIndex('updatedAt', 'updatedAt');
        db.createObjectStore('settings');
      },
    });
    this.db.catch(() => {
      this.db = null;
    });
    return this.db;
  }

  private async run<T>(work: (db: IDBPDatabase<Schema<Game>>) => Promise<T>): Promise<StorageResult<T>> {
    try {
      return { ok: true, value: await work(await this.open()) };
    } catch (error) {
      return { ok: false, error: classify(error) };
    }
  }

  /**
   * Writes a game in one transaction, only if the stored copy is still at `expected` revision (null: no
   * check); resolves only once the transaction has committed, so a value returned is on disk.
   */
  saveGameAt(game: Game, expected: number | null): Promise<StorageResult<ConditionalWrite>> {
    return this.run(async (db) => {
      const tx = db.transaction('games', 'readwrite');
      // A failed request aborts the transaction; its rejection is reported once, by the request.
      tx.done.catch(() => undefined);
      try {
        const stored = await tx.store.get(game.id);
        const current = stored ? (stored.revision ?? 0) : null;
        if (expected !== null && current !== expected) {
          await tx.done;
          return { stale: true, revision: current };
        }
        const revision = (current ?? 0) + 1;
        await tx.store.put({ ...game, revision });
        await tx.done;
        return { stale: false, revision };
      } catch (error) {
        try {
          tx.abort();
        } catch {
          // Already finished or aborted.
        }
        throw error;
      }
    });
  }

  /** Reads one game with its revision. */
  loadGame(id: string): Promise<StorageResult<StoredGame<Game> | undefined>> {
    return this.run(async (db) => {
      const stored = await db.get('games', id);
      return stored ? withoutRevision<Game>(stored) : undefined;
    });
  }

  /** All games, most recently changed first. */
  listGames(): Promise<StorageResult<Game[]>> {
    return this.run(async (db) =>
      (await db.getAllFromIndex('games', 'updatedAt')).reverse().map((g) => withoutRevision<Game>(g).game),
    );
  }

  /** Removes a game. */
  deleteGame(id: string): Promise<StorageResult<void>> {
    return this.run((db) => db.delete('games', id));
  }

  /** Reads a setting. */
  loadSetting<T>(key: string): Promise<StorageResult<T | undefined>> {
    return this.run(async (db) => (await db.get('settings', key)) as T | undefined);
  }

  /** Writes a setting. */
  saveSetting(key: string, value: unknown): Promise<StorageResult<void>> {
    return this.run(async (db) => {
      await db.put('settings', value, key);
    });
  }
}

/** Whether the browser keeps this site's data for sure (persistent storage); false where it cannot say. */
export async function isStoragePersistent(): Promise<boolean> {
  try {
    return (await navigator.storage?.persisted?.()) ?? false;
  } catch {
    return false;
  }
}

/** Asks the browser to keep this site's data (not evicted under storage pressure). */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
