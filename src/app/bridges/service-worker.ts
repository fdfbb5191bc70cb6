// The only importer of vite-plugin-pwa's registration helper: registers the service worker and
// reports when an update is waiting, so the app decides when (between rounds) to apply it.
import { registerSW } from 'virtual:pwa-register';

/** What the app learns from the service worker. */
export interface ServiceWorkerEvents {
  onUpdateReady: (applyUpdate: () => Promise<void>) => void;
  onOfflineReady: () => void;
  /**
   * A new version now controls this tab (this tab or another one applied it): the app reloads when
   * it can, never in the middle of a game (issue 19).
   */
  onUpdated: (reload: () => void) => void;
}

/** Registers the service worker (production builds only); never reloads the page by itself. */
export function startServiceWorker(events: ServiceWorkerEvents): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => events.onUpdateReady(() => update(true)),
    onOfflineReady: events.onOfflineReady,
    // Replaces the helper's own `location.reload()` on a controller change: the app decides.
    onNeedReload: () => events.onUpdated(() => location.reload()),
  });
}
