/** English words of the draw chosen on the plan and confirmed by the seal: they load with the game screens. */
export const drawPlan = {
  'drawPlan.title': 'Cards you drew',
  'drawPlan.seal': '“Seal my orders” confirms it.',
  'drawPlan.freed': '{card} goes back, so {province} is empty again: choose another card there.',
  'drawPlan.confirms': 'Anything you do here first confirms your draw as you marked it.',
} as const;
