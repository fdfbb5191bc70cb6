/** English strings for the game screens: setup steps, planning, exchange, reveal, drawing, end. */
export const game = {
  'game.fingerprint': 'Check: {words}',
  'game.fingerprintHelp': 'Both phones should show the same numbers, whatever their languages.',
  'game.board': 'Board',
  'game.log': 'Log',
  'game.play': 'Play',
  'game.home': 'Games',
  'game.notFound': 'This game is not on this phone.',
  'game.youPlay': 'You play {player}.',
  'game.saving': 'Saving…',
  'game.refused': 'Not possible: {reason}',
  'game.more': 'More',
  'import/not-json': 'This file is not a game file (it cannot be read).',
  'import/not-a-game': 'This file is not a Sun Tzu Referee game.',
  'import/newer-version': 'This game file comes from a newer version of the app. Update this phone first.',
  'import/damaged-record':
    'This game file is damaged or was edited: its record does not add up. Nothing was imported.',
  'import/bad-version':
    'This game file does not say a valid version: it was damaged or edited. Nothing was imported.',
  'import/bad-field':
    'Part of this game file is not valid (a wrong kind of value, or a number out of range): it was damaged or edited. Nothing was imported.',
  'import/false-claim':
    'This game file claims something its record does not show (the round, the check numbers, or the position). It was damaged or edited. Nothing was imported.',
  'import/illegal-action':
    'This game file holds orders or moves the rules do not allow at that point. It was damaged or edited. Nothing was imported.',
  'import/seal-mismatch':
    'The sealed orders in this game file do not match their seal: they were changed after sealing. Nothing was imported.',
  'import/phone-newer':
    'This phone already has this game, further on than the file (or with sealed orders the file has lost). The phone’s copy was kept; nothing was imported.',
  'import/other-seat':
    'This file is another player’s side of a game already on this phone. The phone’s copy was kept; nothing was imported.',
  'import/too-large':
    'This file is far larger than any game file (a whole game takes a few dozen kilobytes), so it is not one. Nothing was imported.',
  'import/not-dealt':
    'The cards in this game file are not the ones the app dealt to this player: the hand or the deck was edited. Nothing was imported.',
  'import/impossible-hand':
    'The cards in this game file cannot be held: a card more times than the game has it, or a number of cards that does not match the game. Nothing was imported.',
  'warlord.title': 'Choose your warlord in secret',
  'warlord.help': 'Only this phone knows which one you chose until you play it.',
  'warlord.choose': 'Choose {name}',
  'warlord.chosen': 'Your warlord: {name}',
  'over.title': 'Game over',
  'over.reason.track': 'The marker reached the end of the track.',
  'over.reason.round9': 'After round 9 the marker is on their side.',
  'over.reason.round9-pool': 'After round 9 the marker is at 0; more armies in the pool decide.',
  'over.reason.round9-draw': 'After round 9 the marker is at 0 and the pools are equal.',
  'over.reason.events': 'The last event card ended the game; the marker is on their side.',
  'over.reason.events-pool': 'The last event card ended the game; more armies in the pool decide.',
  'over.reason.events-draw': 'The last event card ended the game with the marker at 0 and equal pools.',
  'share.button': 'Share the result as a picture',
  'share.shared': 'The picture was shared.',
  'share.downloaded': 'The picture was saved to your downloads.',
  'share.failed': 'The picture could not be made.',
} as const;
