// The app language at start-up and when the player changes it in Settings (kept as the 'language' setting).
import { computed, signal } from '@preact/signals';
import { applyLanguage, isLanguage, language, loadLanguage, preferredLanguage, type Language } from './i18n';
import { loadSetting, saveSetting } from './store/games';

/** A language tapped in a language choice whose words are still loading (null when none is). */
const loadingLanguage = signal<Language | null>(null);

/**
 * The language a language choice shows as selected: the one just tapped while its words load, else
 * the one in use. Without it, Settings opened again on a slow phone before the new words arrive
 * shows the old language as chosen, and the tap looks lost.
 */
export const chosenLanguage = computed<Language>(() => loadingLanguage.value ?? language.value);

/** How long start-up waits for the saved choice before showing the first screen anyway. */
const STORAGE_WAIT_MS = 500;

/**
 * Sets the language before the first screen: the saved choice, else (first run) the browser's
 * preferred languages, with its catalogue loaded. Waits at most STORAGE_WAIT_MS for storage; if a
 * catalogue cannot be loaded, the app speaks English.
 */
export async function startLanguage(): Promise<Language> {
  const preferred = preferredLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
  // Fetch the likely catalogue while the saved choice is read.
  const early = loadLanguage(preferred).catch(() => undefined);
  const saved = await Promise.race([
    loadSetting<unknown>('language').catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), STORAGE_WAIT_MS)),
  ]);
  const chosen = isLanguage(saved) ? saved : preferred;
  await (chosen === preferred ? early : loadLanguage(chosen).catch(() => undefined));
  applyLanguage(chosen);
  return language.value;
}

/** The player's choice in Settings: loaded, applied at once to every screen, and kept for the next start. */
export async function chooseLanguage(lang: Language): Promise<void> {
  loadingLanguage.value = lang;
  try {
    await loadLanguage(lang);
    applyLanguage(lang);
  } finally {
    // A later tap owns the choice now; a failed load shows the language still in use.
    if (loadingLanguage.value === lang) loadingLanguage.value = null;
  }
  await saveSetting('language', lang);
}
