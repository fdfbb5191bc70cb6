// The Polish strings of the screens the first one opens (new game, settings, camera, my box, the board,
// the log), loaded after the first screen: later-text.ts registers them.
import { board } from './board';
import { game } from './game';
import { pass } from './pass';
import { solo } from './solo';
import { borders } from './borders';
import { rules } from './rules';
import { device } from './device';
import { box } from './box';

/** Polish strings that come after the first screen: every start-up key but the first screen's. */
export const plLater = {
  ...board,
  ...game,
  ...pass,
  ...solo,
  ...borders,
  ...rules,
  ...device,
  ...box,
};
