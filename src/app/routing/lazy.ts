import { useEffect, useState } from 'preact/hooks';

/**
 * Loads a module on first use (the rules engine, the protocol and the game screens are not part
 * of start-up); null until it has arrived. The service worker precaches it for offline use.
 */
export function useLazyModule<T>(load: () => Promise<T>): T | null {
  const [module, setModule] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    void load().then((loaded) => {
      if (current) setModule(loaded);
    });
    return () => {
      current = false;
    };
  }, [load]);
  return module;
}
