import type { PluralKey } from '..';
import type { MessageKey } from '../en';
import { core } from './core';
import { board } from './board';
import { game } from './game';
import { pass } from './pass';
import { solo } from './solo';
import { borders } from './borders';
import { rules } from './rules';
import { refusals } from './refusals';
import { install } from './install';
import { device } from './device';

/** A Polish catalogue: every English key, plus the `few` and `many` forms of every plural family. */
export type PolishCatalogue = Record<MessageKey, string> & Record<`${PluralKey}.${'few' | 'many'}`, string>;

/** Polish strings, key for key with the English catalogue (R-F7: the red player is Król Shao in the Polish edition). */
export const pl: PolishCatalogue = {
  ...core,
  ...board,
  ...game,
  ...pass,
  ...solo,
  ...borders,
  ...rules,
  ...refusals,
  ...install,
  ...device,
};
