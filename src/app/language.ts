// The app language at start-up and when the player changes it in Settings (kept as the 'language' setting).
import { applyLanguage, isLanguage, language, preferredLanguage, type Language } from './i18n';
import { loadSetting, saveSetting } from './store/games';

/** How long start-up waits for the saved choice before showing the first screen anyway. */
const STORAGE_WAIT_MS = 500;

/**
 * Sets the language before the first screen: the saved choice, else (first run) the browser's
 * preferred languages. Resolves within STORAGE_WAIT_MS even if storage is slow or broken.
 */
export async function startLanguage(): Promise<Language> {
  applyLanguage(preferredLanguage(typeof navigator === 'undefined' ? [] : navigator.languages));
  const saved = await Promise.race([
    loadSetting<unknown>('language').catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), STORAGE_WAIT_MS)),
  ]);
  if (isLanguage(saved)) applyLanguage(saved);
  return language.value;
}

/** The player's choice in Settings: applied at once to every screen, and kept for the next start. */
export function chooseLanguage(lang: Language): void {
  applyLanguage(lang);
  void saveSetting('language', lang);
}
