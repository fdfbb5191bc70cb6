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

/** English strings: the reference catalogue every other language mirrors key for key. */
export const en = {
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
} as const;

/** A key of the string catalogue. */
export type MessageKey = keyof typeof en;
