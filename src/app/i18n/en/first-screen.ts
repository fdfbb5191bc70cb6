/** English strings of the first screen (the game list and its buttons, the storage notices, players' names): the rest comes after it. */
export const firstScreen = {
  // Players (R-F7), named by their character, never by colour alone: blue is Sun Tzu;
  // red is King Chu (en edition) or King Shao (pl edition). The long form adds the colour.
  'player.blue': 'Sun Tzu',
  'player.red.en': 'King Chu',
  'player.red.pl': 'King Shao',
  // The names after "towards" (the marker's side): a genitive in Polish; English repeats the name.
  'player.blue.gen': 'Sun Tzu',
  'player.red.en.gen': 'King Chu',
  'player.red.pl.gen': 'King Shao',
  'player.blue.full': '{name} (blue)',
  'player.red.full': '{name} (red)',
  'player.icon.blue': 'diamond',
  'player.icon.red': 'circle',

  'game.round': 'Round {round} of 9',
  'home.import': 'Open a game file',
  'import.exists': 'This game is already on this phone.',
  'import.onPhone': 'On this phone: round {round}, {actions} steps recorded.',
  'import.inFile': 'In the file: round {round}, {actions} steps recorded.',
  'import.onPhoneSealed': 'On this phone: round {round}, {actions} steps recorded, orders sealed.',
  'import.inFileSealed': 'In the file: round {round}, {actions} steps recorded, orders sealed.',
  'import.fileNewer': 'The file is further on than this phone.',
  'import.same': 'The file and this phone are at the same point.',
  'import.replace': 'Replace this phone’s copy with the file',
  'import.keep': 'Keep this phone’s copy',
  'over.winner': '{player} wins.',
  'over.draw': 'The game is drawn.',
  'save.full':
    'Not saved: the phone’s storage is full. Nothing was shown to the other phone. Free some space, then tap Retry.',
  'save.failed': 'Not saved: storage refused the change. Nothing was shown to the other phone. Tap Retry.',
  'save.retry': 'Retry',
  'save.tryAgain': 'Not saved: the phone’s storage refused it (is it full?). Free some space and try again.',
  'gameList.passAndPlay': 'one phone',
  'newGame.level.easy': 'Easy',
  'newGame.level.normal': 'Normal',
  'newGame.level.hard': 'Hard',
  'gameList.solo': 'against the phone ({level})',
  'storage.persistent':
    'Your games are kept safe on this phone: the browser will not clear them to free space.',
  'storage.notPersistent':
    'The browser may clear the games on this phone when it runs out of space. Installing the app helps keep them.',
  'storage.safariEviction':
    'Safari deletes a website’s data after 7 days without a visit. Add the app to your Home Screen (Share → “Add to Home Screen”) to keep your games safe.',
  'home.rules': 'Rules',
  'home.newGame': 'New game',
  'home.join': 'Join a game',
  'home.settings': 'Settings',
  'home.inProgress': 'Games in progress',
  'home.finished': 'Finished games',
  'home.none': 'No games yet. Start one on this phone, or join the other player’s.',
} as const;
