/** English words of the draw's put-back with undo (issue 21): they load with the game screens. */
export const drawUndo = {
  'drawUndo.chosen': '{card} goes under your deck.',
  'drawUndo.undo': 'Undo: keep {card}',
  'drawUndo.hand': 'The hand you keep',
  'drawUndo.handNow': 'Your hand now',
} as const;
