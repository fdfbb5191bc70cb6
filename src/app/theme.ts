// Applies the theme: the player's choice, or the system's light/dark preference (followed live).

/** The theme setting. */
export type ThemeSetting = 'system' | 'dark' | 'light';

let stopFollowing: (() => void) | null = null;

/** Sets data-theme on <html> from the setting; with 'system' it follows the OS as it changes. */
export function applyTheme(setting: ThemeSetting): void {
  stopFollowing?.();
  stopFollowing = null;
  const root = document.documentElement;
  if (setting !== 'system') {
    root.dataset.theme = setting;
    return;
  }
  const query = window.matchMedia('(prefers-color-scheme: light)');
  const update = () => {
    root.dataset.theme = query.matches ? 'light' : 'dark';
  };
  update();
  query.addEventListener('change', update);
  stopFollowing = () => query.removeEventListener('change', update);
}
