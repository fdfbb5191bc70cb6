// The only user of the Screen Wake Lock API: keeps the screen on during a game, re-acquiring the
// lock when the page becomes visible again (browsers drop it when hidden).
import { browserFacts, wakeLockWorks } from './platform';

/** Whether this phone can keep the screen on during a game (see wakeLockWorks). */
export function canKeepScreenAwake(): boolean {
  return wakeLockWorks('wakeLock' in navigator, browserFacts());
}

/** Keeps the screen awake until the returned function is called. Silently does nothing where unsupported. */
export function keepScreenAwake(): () => void {
  let lock: WakeLockSentinel | null = null;
  let active = true;
  const acquire = async () => {
    if (!active || document.visibilityState !== 'visible' || !('wakeLock' in navigator)) return;
    try {
      lock = await navigator.wakeLock.request('screen');
    } catch {
      lock = null; // Denied (battery saver, no user gesture): the game works without it.
    }
  };
  const onVisibility = () => void acquire();
  document.addEventListener('visibilitychange', onVisibility);
  void acquire();
  return () => {
    active = false;
    document.removeEventListener('visibilitychange', onVisibility);
    void lock?.release().catch(() => undefined);
    lock = null;
  };
}
