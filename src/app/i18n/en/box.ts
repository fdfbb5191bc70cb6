/** English words for “My box”: the ten score displays remembered, and the five taps of a new game. */
export const box = {
  'box.title': 'My box',
  'box.help':
    'The ten score displays of your copy of the game. Type each one’s three values once (ends of rounds 3, 6 and 9); this phone remembers them for every new game.',
  'box.display': 'Display {n}',
  'box.invalid': 'Type three digits, for example 143, or leave it empty.',
  'box.save': 'Save my box',
  'box.saved': 'My box is saved on this phone.',
  'box.edit': 'Edit my box',
  'box.enter': 'Enter my box once',
  'box.enterHelp': 'Then a new game needs five taps instead of fifteen digits.',
  'app/my-box-unreadable':
    'The box saved on this phone could not be read. Type the ten displays again: the old value is kept aside, nothing is deleted.',
  'box.pickNext': 'Tap the display lying next to {province}.',
  'box.pickDone': 'All five picked. Tap one to take it back, or type the values below.',
  'box.random': 'Draw five at random for us',
  'box.randomHelp': 'Then lay the displays out as the values below show.',
  'box.tooFew': 'To draw at random, enter at least five displays in My box.',
} as const;
