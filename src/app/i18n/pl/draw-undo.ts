import type { Translation } from '../translation';
import type { drawUndo as english } from '../en/draw-undo';

/** Polish words of the draw's put-back, as marked on the plan: they load with the game screens. */
export const drawUndo: Translation<typeof english, 'few' | 'many'> = {
  'drawUndo.chosen': '{card} trafia na spód twojego stosu.',
};
