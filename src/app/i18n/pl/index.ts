import type { PluralKey } from '..';
import type { MessageKey } from '../en';
import { plStartup } from './startup';
import { plLater } from './later';
import { refusals } from './refusals';
import { screens } from './screens';

/** A Polish catalogue: every English key, plus the `few` and `many` forms of every plural family. */
export type PolishCatalogue = Record<MessageKey, string> & Record<`${PluralKey}.${'few' | 'many'}`, string>;

/** Polish strings, key for key with the English catalogue (R-F7: the red player is Król Shao in the Polish edition). */
export const pl: PolishCatalogue = {
  ...plStartup,
  ...plLater,
  ...screens,
  ...refusals,
};
