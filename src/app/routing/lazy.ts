import { useEffect, useState } from 'preact/hooks';

/** Modules already loaded, by their loader: a screen whose module is here shows in its first frame. */
const settled = new Map<() => Promise<unknown>, unknown>();

/** Loads a module through `load` and keeps it, so that useLazyModule has it at once; never rejects. */
export async function preloadModule<T>(load: () => Promise<T>): Promise<void> {
  try {
    settled.set(load, await load());
  } catch {
    // Shown once it loads (useLazyModule tries again).
  }
}

/**
 * Loads a module on first use (the rules engine, the protocol and the game screens are not part
 * of start-up); null until it has arrived, or at once when already loaded (preloadModule). The service
 * worker precaches it for offline use.
 */
export function useLazyModule<T>(load: () => Promise<T>): T | null {
  const [module, setModule] = useState<T | null>(() => (settled.get(load) as T | undefined) ?? null);
  useEffect(() => {
    let current = true;
    void load().then((loaded) => {
      settled.set(load, loaded);
      if (current) setModule(loaded);
    });
    return () => {
      current = false;
    };
  }, [load]);
  return module;
}
