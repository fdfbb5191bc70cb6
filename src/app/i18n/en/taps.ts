/** English words of the tap savings (the draw's default put-back, a run of armies taken back as one step): they load with the game screens. */
export const taps = {
  'drawDefault.chosen':
    '{card} goes under your deck: the weakest for the rounds ahead. Tap another card to put that one back instead.',
  'takeBack.takeRun': '{count} armies taken from {from}',
  'takeBack.thePool': 'the pool',
  'takeBack.listAnd': '{first} and {last}',
} as const;
