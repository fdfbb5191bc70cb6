import { en, type MessageKey } from './en';

export type { MessageKey } from './en';

/** Parameters substituted into `{name}` placeholders of a message. */
export type MessageParams = Record<string, string | number>;

/** The plural categories a message may provide as `key.one`, `key.few`, `key.many`, `key.other`. */
type PluralBase<K extends string> = K extends `${infer Base}.other` ? Base : never;
/** A message family with plural forms (its `.other` form always exists). */
export type PluralKey = PluralBase<MessageKey>;

const pluralRules = new Intl.PluralRules('en');

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Translates a key into the current language, filling `{placeholders}` from params. */
export function t(key: MessageKey, params: MessageParams = {}): string {
  return fill(en[key], params);
}

/** Translates a plural family for a count (`{count}` is filled), using the language's plural rules. */
export function tn(key: PluralKey, count: number, params: MessageParams = {}): string {
  const category = pluralRules.select(count);
  const catalogue: Record<string, string> = en;
  const template = catalogue[`${key}.${category}`] ?? catalogue[`${key}.other`] ?? key;
  return fill(template, { ...params, count });
}
