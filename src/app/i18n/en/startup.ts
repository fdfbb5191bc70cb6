// The English strings the app needs before a game's code has loaded: all but the rules' refusals and the game screens' own strings,
// which come with those screens (refusal-text.ts and screen-text.ts register them), to keep start-up within budget.
import { core } from './core';
import { board } from './board';
import { game } from './game';
import { pass } from './pass';
import { solo } from './solo';
import { borders } from './borders';
import { rules } from './rules';
import { install } from './install';
import { device } from './device';
import { box } from './box';

/** English strings of start-up: every key but the refusals' (`rule.*`) and the game screens' (screens.ts). */
export const enStartup = {
  ...core,
  ...board,
  ...game,
  ...pass,
  ...solo,
  ...borders,
  ...rules,
  ...install,
  ...device,
  ...box,
} as const;
