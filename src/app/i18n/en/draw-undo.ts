/** English words of the draw's put-back, as marked on the plan: they load with the game screens. */
export const drawUndo = {
  'drawUndo.chosen': '{card} goes under your deck.',
} as const;
