// The only importer of vite-plugin-pwa's registration helper: registers the service worker and
// reports when an update is waiting, so the app decides when (between rounds) to apply it.
import { registerSW } from 'virtual:pwa-register';

/** What the app learns from the service worker. */
export interface ServiceWorkerEvents {
  onUpdateReady: (applyUpdate: () => Promise<void>) => void;
  onOfflineReady: () => void;
}

/** Registers the service worker (production builds only); never reloads the page by itself. */
export function startServiceWorker(events: ServiceWorkerEvents): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => events.onUpdateReady(() => update(true)),
    onOfflineReady: events.onOfflineReady,
  });
}
