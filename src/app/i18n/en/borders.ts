/** English strings of the borders setting (R-F5). */
export const borders = {
  'borders.title': 'Borders between provinces',
  'borders.help':
    'The printed map leaves some borders unclear. Tick each pair of provinces that touch: armies can only come from a bordering province. New games use this table; games already started keep theirs.',
  'borders.isDefault': 'This is the app’s default table.',
  'borders.isCustom': 'This is your own table. New games will use it.',
  'borders.pair': '{a} – {b}',
  'borders.reset': 'Back to the default table',
  'newGame.bordersCustom': 'Borders: your own table from Settings.',
} as const;
