import { enStartup } from './startup';
import { enLater } from './later';
import { refusals } from './refusals';
import { screens } from './screens';

/** English strings: the reference catalogue every other language mirrors key for key. */
export const en = {
  ...enStartup,
  ...enLater,
  ...screens,
  ...refusals,
} as const;

/** A key of the string catalogue. */
export type MessageKey = keyof typeof en;
