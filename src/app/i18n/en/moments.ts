/** English strings of the table moments merged with the next tap (issue 21): the round's end handing over. */
export const moments = {
  'moments.endPass':
    'Warlords that may be played now can be used before scoring. Then pass the phone to {player}: their tap on the button ends the round and opens their screen.',
} as const;
