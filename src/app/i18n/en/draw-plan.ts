/** English words of the draw chosen on the plan and confirmed by the seal (R-R4): they load with the game screens. */
export const drawPlan = {
  'drawPlan.title': 'Cards you drew',
  'drawPlan.seal': '“Seal my orders” confirms it.',
  'drawPlan.freed': '{card} goes back, so {province} is empty again: choose another card there.',
  'drawPlan.confirms': 'Anything you do here first confirms your draw as you marked it.',
  // Real cards (R-R4): the player draws from the real deck and taps the kept cards among those left in it.
  'drawPlan.keepTitle.one': 'Which card did you keep?',
  'drawPlan.keepTitle.other': 'Which {count} cards did you keep?',
  'drawPlan.keepHelp': 'Draw {drew} from your deck and put the rest under it. Your deck still holds:',
  'drawPlan.keepFirst.one': 'Tap the card you kept first.',
  'drawPlan.keepFirst.other': 'Tap the {count} cards you kept first.',
  'drawPlan.keepDone': 'They join your hand below. “Seal my orders” confirms them.',
  'drawPlan.unkept': '{card} is no longer kept, so {province} is empty again: choose another card there.',
} as const;
