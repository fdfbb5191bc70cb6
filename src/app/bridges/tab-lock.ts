// The only user of navigator.locks and of the tab-lock BroadcastChannel: one writer per game.
// A tab holds its game's lock while the game is open on it; another tab on the same game finds the
// lock held and is read-only, until its player takes the game over (the first tab then loses the lock).
// Where Web Locks are missing, tabs ask each other over a BroadcastChannel; where that is missing
// too, every tab writes, and the store's revision check still refuses a stale tab's writes.

/** Whether this tab may change the game. */
export type TabHold = 'held' | 'elsewhere';

/** Holding (or trying to hold) one game's lock; `release` lets it go. */
export interface GameLock {
  release: () => void;
}

const CHANNEL = 'sun-tzu-referee/tab-lock';
/** How long a tab waits for another tab to say it holds the game (BroadcastChannel fallback). */
const ASK_WAIT_MS = 250;
/** How many more times a tab asks for a lock found held before it says the game is open elsewhere. */
const RETRIES = 2;

type LockMessage = { type: 'ask' | 'held' | 'take'; id: string; from: string };

const lockName = (gameId: string) => `sun-tzu-referee/game/${gameId}`;

function isLockMessage(data: unknown): data is LockMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  return (
    (m.type === 'ask' || m.type === 'held' || m.type === 'take') &&
    typeof m.id === 'string' &&
    typeof m.from === 'string'
  );
}

function withWebLocks(
  locks: LockManager,
  gameId: string,
  take: boolean,
  onChange: (hold: TabHold) => void,
): GameLock {
  let released = false;
  let letGo: (() => void) | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const request = (attempt: number) => {
    const options: LockOptions = take ? { steal: true } : { ifAvailable: true };
    locks
      .request(lockName(gameId), options, (lock) => {
        if (released) return undefined;
        if (!lock) {
          // This tab may have let the lock go a moment ago (the game reopened): ask again before saying no.
          if (attempt < RETRIES) retry = setTimeout(() => request(attempt + 1), ASK_WAIT_MS / 2);
          else onChange('elsewhere');
          return undefined;
        }
        onChange('held');
        return new Promise<void>((resolve) => {
          letGo = resolve;
        });
      })
      .catch(() => {
        // Taken over by another tab (AbortError): this tab is read-only from now on.
        if (!released) onChange('elsewhere');
      });
  };
  request(0);
  return {
    release() {
      released = true;
      if (retry !== null) clearTimeout(retry);
      letGo?.();
    },
  };
}

function withChannel(gameId: string, take: boolean, onChange: (hold: TabHold) => void): GameLock {
  const me = Math.random().toString(36).slice(2);
  const channel = new BroadcastChannel(CHANNEL);
  let holding = false;
  let answered = false;
  const post = (type: LockMessage['type']) => channel.postMessage({ type, id: gameId, from: me });
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = event.data;
    if (!isLockMessage(message) || message.id !== gameId || message.from === me) return;
    if (message.type === 'ask' && holding) post('held');
    if (message.type === 'held' && !holding) answered = true;
    if (message.type === 'take' && holding) {
      holding = false;
      onChange('elsewhere');
    }
  };
  const hold = () => {
    holding = true;
    onChange('held');
  };
  let timer: ReturnType<typeof setTimeout> | null = null;
  if (take) {
    post('take');
    hold();
  } else {
    post('ask');
    timer = setTimeout(() => {
      timer = null;
      if (answered) onChange('elsewhere');
      else hold();
    }, ASK_WAIT_MS);
  }
  return {
    release() {
      if (timer !== null) clearTimeout(timer);
      holding = false;
      channel.close();
    },
  };
}

/**
 * Claims the game for this tab: `onChange` says whether this tab holds it, now and whenever that
 * changes. With `take`, the game is taken from any tab holding it (which is told it lost it).
 */
export function claimGame(gameId: string, take: boolean, onChange: (hold: TabHold) => void): GameLock {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return withWebLocks(locks, gameId, take, onChange);
  if (typeof BroadcastChannel !== 'undefined') return withChannel(gameId, take, onChange);
  // No way to tell other tabs: this tab writes, and the store refuses its writes if it falls behind.
  onChange('held');
  return { release: () => undefined };
}

/** Tells other tabs that a game was saved (so a read-only tab shows the newest copy); the only user of this channel. */
export function announceSaved(gameId: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(`${CHANNEL}/saved`);
  channel.postMessage(gameId);
  channel.close();
}

/** Calls `onSaved` when another tab saves this game; returns a function that stops listening. */
export function watchSaved(gameId: string, onSaved: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(`${CHANNEL}/saved`);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (event.data === gameId) onSaved();
  };
  return () => channel.close();
}
