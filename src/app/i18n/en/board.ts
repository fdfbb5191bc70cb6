/** English strings for the board, the reveal instructions and the game log. */
export const board = {
  'player.blue': 'Blue',
  'player.red.en': 'King Chu',
} as const;
