// Keeps Chromium's `beforeinstallprompt` event, which fires once, early, and maybe before the home
// screen is drawn, so the home screen can offer "Install the app" whenever the player looks.
import { signal } from '@preact/signals';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The waiting install prompt; null when the browser has none to offer (or the app is installed). */
export const installPrompt = signal<InstallPromptEvent | null>(null);

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return typeof (event as Partial<InstallPromptEvent>).prompt === 'function';
}

/** Starts listening for the install prompt (done once, when this module loads at start-up). */
export function listenForInstallPrompt(target: Window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return;
    // The app shows its own button instead of the browser's mini-infobar.
    event.preventDefault();
    installPrompt.value = event;
  });
  target.addEventListener('appinstalled', () => {
    installPrompt.value = null;
  });
}

/** Shows the browser's install dialog; the prompt can be used once, so it is dropped after. */
export async function promptInstall(): Promise<void> {
  const event = installPrompt.value;
  if (!event) return;
  installPrompt.value = null;
  await event.prompt();
}

// The event can fire before the first screen is drawn: listen as soon as the app's code runs.
if (typeof window !== 'undefined') listenForInstallPrompt(window);
