import { enStartup } from './startup';
import { refusals } from './refusals';
import { screens } from './screens';

/** English strings: the reference catalogue every other language mirrors key for key. */
export const en = {
  ...enStartup,
  ...screens,
  ...refusals,
} as const;

/** A key of the string catalogue. */
export type MessageKey = keyof typeof en;
