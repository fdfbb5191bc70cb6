/** English strings of the table moments merged with the next tap: the round's end handing over. */
export const moments = {
  'moments.endPass':
    'Warlords that may be played now can be used before scoring. Then pass the phone to {player}: their tap on the button ends the round and opens their screen.',
  'moments.nextWindow': 'These may be played before the next orders. Playing one ends this round.',
  'moments.nextWindowTurn':
    'These may be played before the orders. Playing one also confirms that the displays are turned.',
  'moments.tableWindow':
    'Either of you may play these now, before the orders, where you both see them. Then the button above opens the orders of this phone’s owner.',
  'moments.tableWindowMerged':
    'Round {round} had no scoring, so what you would have played at its end counts the same here, before the next orders. Either of you may play it where you both see it; then the button above opens the orders of this phone’s owner.',
} as const;
