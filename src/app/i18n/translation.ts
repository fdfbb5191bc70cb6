// The type of a translated catalogue, apart from the catalogues' loader (index.ts) so that the
// translations can name it without importing the module that loads them.

/** The plural categories of Intl.PluralRules; a family's forms are `key.one`, `key.few`, `key.many`, `key.other`. */
export type PluralCategory = Intl.LDMLPluralRule;

/** The family names among some keys: `armies` for `armies.one` / `armies.other`. */
export type PluralFamily<K extends string> = K extends `${infer Base}.other` ? Base : never;

/**
 * A translation of (part of) the English catalogue `Part`: every key of it, plus the forms `Extra`
 * (e.g. 'few' | 'many' for Polish) of each of its plural families. A missing key or form is a type
 * error, and so is an unknown key in an object literal.
 */
export type Translation<Part, Extra extends PluralCategory = never> = Record<keyof Part, string> &
  Record<`${PluralFamily<keyof Part & string>}.${Extra}`, string>;
