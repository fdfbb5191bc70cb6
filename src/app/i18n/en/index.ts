import { enStartup } from './startup';
import { refusals } from './refusals';

/** English strings: the reference catalogue every other language mirrors key for key. */
export const en = {
  ...enStartup,
  ...refusals,
} as const;

/** A key of the string catalogue. */
export type MessageKey = keyof typeof en;
