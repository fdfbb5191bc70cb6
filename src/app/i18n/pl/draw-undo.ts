import type { Translation } from '..';
import type { drawUndo as english } from '../en/draw-undo';

/** Polish words of the draw's put-back with undo (issue 21): they load with the game screens. */
export const drawUndo: Translation<typeof english, 'few' | 'many'> = {
  'drawUndo.chosen': '{card} trafia na spód twojego stosu.',
  'drawUndo.undo': 'Cofnij: zatrzymuję {card}',
  'drawUndo.hand': 'Ręka, którą zatrzymujesz',
  'drawUndo.handNow': 'Twoja ręka teraz',
};
