import { signal } from '@preact/signals';
import type { MessageKey } from './en';
import { enStartup } from './en/startup';
import type { PluralFamily } from './translation';

export type { MessageKey } from './en';
export type { PluralCategory, PluralFamily, Translation } from './translation';

/** A language of the app. */
export type Language = 'en' | 'pl';

/** The languages the app speaks, in the order the settings list them. */
export const LANGUAGES: readonly Language[] = ['en', 'pl'];

/** A complete string catalogue: every key of the English reference catalogue. */
export type Catalogue = Record<MessageKey, string>;

/** Parameters substituted into `{name}` placeholders of a message. */
export type MessageParams = Record<string, string | number>;

/** A message family with plural forms (its `.other` form always exists). */
export type PluralKey = PluralFamily<MessageKey>;

/**
 * The language in use. Components that call t() while rendering re-render when it changes, because
 * reading a signal during render subscribes the component (@preact/signals).
 */
export const language = signal<Language>('en');

// English is part of the start-up code; other languages are chunks of their own (precached for
// offline use by the service worker), loaded before the first screen when needed (see loadLanguage).
// The rules' refusals come later, with the game screens (registerCatalogue merges them in).
const en: Partial<Catalogue> = { ...enStartup };
const catalogues: Partial<Record<Language, Partial<Catalogue>>> = { en };
const loaded = new Set<Language>(['en']);
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Partial<Catalogue>>> = {
  pl: () => import('./pl/startup').then((module) => module.plStartup),
};
const pluralRules: Partial<Record<Language, Intl.PluralRules>> = {};
const numberFormats: Partial<Record<Language, Intl.NumberFormat>> = {};

/** Registers strings of a language (its start-up catalogue, or a part that comes later), merged over what it has. */
export function registerCatalogue(lang: Language, catalogue: Partial<Catalogue>): void {
  catalogues[lang] = { ...catalogues[lang], ...catalogue };
  if (lang === 'en') Object.assign(en, catalogue);
}

/** Loads a language's catalogue unless it is already there; until then t() speaks English. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en' || loaded.has(lang)) return;
  registerCatalogue(lang, await loaders[lang]());
  loaded.add(lang);
}

/** Whether a value (e.g. a stored setting) names one of the app's languages. */
export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((lang) => lang === value);
}

/** Switches the app to a language: every component that translates re-renders; <html lang> and the title follow. */
export function applyLanguage(lang: Language): void {
  language.value = lang;
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.title = t('app.name');
}

/** The language a browser's preferences ask for, among the app's languages ('en' when none match). */
export function preferredLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const base = tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find((lang) => lang === base);
    if (match) return match;
  }
  return 'en';
}

/** The language whose catalogue is in use: the chosen one if registered, else English. */
function languageNow(): Language {
  return loaded.has(language.value) ? language.value : 'en';
}

function catalogueNow(): Partial<Catalogue> {
  return catalogues[languageNow()] ?? en;
}

function rulesFor(lang: Language): Intl.PluralRules {
  const existing = pluralRules[lang];
  if (existing) return existing;
  const created = new Intl.PluralRules(lang);
  pluralRules[lang] = created;
  return created;
}

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Whether a string is a key of the catalogue (e.g. a key built from an engine code). */
export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}

/** Translates a key into the current language, filling `{placeholders}` from params. */
export function t(key: MessageKey, params: MessageParams = {}): string {
  return fill(catalogueNow()[key] ?? en[key] ?? key, params);
}

/**
 * Translates a plural family for a count, using the language's plural rules: Polish picks among
 * `.one` (1), `.few` (2–4, 22–24, …), `.many` (0, 5–21, 25–31, …) and `.other` (fractions); a
 * missing form falls back to `.other`. `{count}` is filled with the count written in the language.
 */
export function tn(key: PluralKey, count: number, params: MessageParams = {}): string {
  const lang = languageNow();
  const category = rulesFor(lang).select(count);
  const catalogue: Record<string, string | undefined> = catalogueNow();
  const template = catalogue[`${key}.${category}`] ?? catalogue[`${key}.other`] ?? key;
  return fill(template, { ...params, count: formatNumber(count) });
}

/** A number written in the current language (Polish: 1,5). */
export function formatNumber(value: number): string {
  const lang = languageNow();
  let format = numberFormats[lang];
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
    numberFormats[lang] = format;
  }
  return format.format(value);
}

/** A date and time (epoch milliseconds) written in the current language, e.g. for the game list. */
export function formatDateTime(epochMs: number): string {
  return new Date(epochMs).toLocaleString(languageNow(), { dateStyle: 'short', timeStyle: 'short' });
}
