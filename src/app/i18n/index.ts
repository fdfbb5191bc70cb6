import { signal } from '@preact/signals';
import { en, type MessageKey } from './en';

export type { MessageKey } from './en';

/** A language of the app. */
export type Language = 'en' | 'pl';

/** The languages the app speaks, in the order the settings list them. */
export const LANGUAGES: readonly Language[] = ['en', 'pl'];

/** A complete string catalogue: every key of the English reference catalogue. */
export type Catalogue = Record<MessageKey, string>;

/** Parameters substituted into `{name}` placeholders of a message. */
export type MessageParams = Record<string, string | number>;

/** The plural categories a message may provide as `key.one`, `key.few`, `key.many`, `key.other`. */
type PluralBase<K extends string> = K extends `${infer Base}.other` ? Base : never;
/** A message family with plural forms (its `.other` form always exists). */
export type PluralKey = PluralBase<MessageKey>;

/**
 * The language in use. Components that call t() while rendering re-render when it changes, because
 * reading a signal during render subscribes the component (@preact/signals).
 */
export const language = signal<Language>('en');

const catalogues: Partial<Record<Language, Catalogue>> = { en };
const pluralRules: Partial<Record<Language, Intl.PluralRules>> = {};

/** Registers a language's catalogue (the non-English ones are loaded on demand). */
export function registerCatalogue(lang: Language, catalogue: Catalogue): void {
  catalogues[lang] = catalogue;
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

function catalogueNow(): Catalogue {
  return catalogues[language.value] ?? en;
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

/** Translates a key into the current language, filling `{placeholders}` from params. */
export function t(key: MessageKey, params: MessageParams = {}): string {
  return fill(catalogueNow()[key], params);
}

/** Translates a plural family for a count (`{count}` is filled), using the language's plural rules. */
export function tn(key: PluralKey, count: number, params: MessageParams = {}): string {
  const lang = catalogues[language.value] ? language.value : 'en';
  const category = rulesFor(lang).select(count);
  const catalogue: Record<string, string> = catalogueNow();
  const template = catalogue[`${key}.${category}`] ?? catalogue[`${key}.other`] ?? key;
  return fill(template, { ...params, count });
}
