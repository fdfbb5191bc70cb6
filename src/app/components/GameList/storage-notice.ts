// What the game list says about keeping the games: whether storage is persistent, and Safari's
// 7-day deletion for a site that has not been added to the home screen.
import { safariMayEvict, type BrowserFacts } from '../../bridges/platform';

/** The storage lines of the game list: the persistence line (none while unknown) and Safari's warning. */
export interface StorageNotice {
  persistence: 'storage.persistent' | 'storage.notPersistent' | null;
  safariEviction: boolean;
}

/** The storage lines for a persistence state (null: unknown) in a browser. */
export function storageNotice(persisted: boolean | null, facts: BrowserFacts): StorageNotice {
  return {
    persistence: persisted === null ? null : persisted ? 'storage.persistent' : 'storage.notPersistent',
    safariEviction: safariMayEvict(facts),
  };
}
