import { en, type MessageKey } from './en';

export type { MessageKey } from './en';

/** Parameters substituted into `{name}` placeholders of a message. */
export type MessageParams = Record<string, string | number>;

/** Translates a key into the current language, filling `{placeholders}` from params. */
export function t(key: MessageKey, params: MessageParams = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
