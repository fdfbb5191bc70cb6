// The only importer of vite-plugin-pwa's registration helper: registers the service worker and
// reports when an update is waiting, so the app decides when (between rounds) to apply it.
import { registerSW } from 'virtual:pwa-register';
import { throttleGate, UPDATE_CHECK_INTERVAL_MS } from '../update-check';

/** What the app learns from the service worker. */
export interface ServiceWorkerEvents {
  onUpdateReady: (applyUpdate: () => Promise<void>) => void;
  onOfflineReady: () => void;
  /**
   * A new version now controls this tab (this tab or another one applied it): the app reloads when
   * it can, never in the middle of a game.
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
    onRegisteredSW: (swUrl, registration) => {
      if (registration) checkForUpdatesOnReturn(swUrl, registration);
    },
  });
}

/**
 * iPhones keep installed apps on an old version: the worker script is fetched past the HTTP cache
 * (updateViaCache 'none'; registerSW cannot pass it, so the same script is registered again with it)
 * and an update is looked for whenever the app becomes visible again, at most once a minute.
 */
function checkForUpdatesOnReturn(swUrl: string, registration: ServiceWorkerRegistration): void {
  const mayCheck = throttleGate(UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !mayCheck(Date.now())) return;
    registration.update().catch(() => undefined); // Offline: the next return looks again.
  });
  if (registration.updateViaCache !== 'none') {
    navigator.serviceWorker
      .register(swUrl, { scope: registration.scope, updateViaCache: 'none' })
      .catch(() => undefined);
  }
}
