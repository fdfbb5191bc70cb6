// The Polish strings of start-up: the first screen's (the game list, the shell, install help). The other
// screens' strings come after the first screen (later.ts, registered by later-text.ts), and the game
// screens' and the rules' refusals with the game code, to keep start-up within budget.
import { core } from './core';
import { firstScreen } from './first-screen';
import { install } from './install';

/** Polish strings of start-up: the app shell, the first screen and its install help. */
export const plStartup = {
  ...core,
  ...firstScreen,
  ...install,
};
