/**
 * English words of the owner's private step: what only one player may see on a phone both players look
 * at (their recovery codes and the game file, their secret warlord or hand card played from a shared
 * row), reached through a screen that asks the other player to look away first.
 */
export const ownerStep = {
  // More: this phone's player's secrets.
  'owner.secrets': 'Only {player} looks: show my secrets',
  'owner.secretsHelp':
    'Your warlord’s recovery code and the game file are behind this step, so nobody sees them by accident.',
  'owner.secretsTitle': 'Only {player} looks now',
  'owner.secretsAsk': 'Make sure the other player cannot see the screen: the next screen shows your secrets.',
  'owner.secretsShow': 'I am {player}: show them',
  'owner.secretsHide': 'Hide my secrets',
  // More, one phone passed between the players: the file holds both players' secrets.
  'owner.passExportWarning':
    'This file holds both players’ secrets: their warlords, hands and decks. Anyone who opens it can read them. Save it only to keep the game or move it to another phone.',
  'owner.passExportConfirm': 'Save it anyway',
  // A secret warlord or hand card picked on a shared screen: its owner checks it alone.
  'owner.playTitle': 'Only {player} looks now',
  'owner.playTitle.pass': 'Pass the phone to {player}',
  'owner.playHelp':
    'Only {player} taps on: {play}. The phone plays it if it is theirs to play, and tells only them if it is not. The other player looks away until it is done.',
  'owner.playOpen': 'I am {player}: play it',
  'owner.playBack': 'Back to the table',
  'owner.notHeld.warlord': 'You do not hold {name}, so nothing was recorded.',
  'owner.notHeld.card': 'Your hand does not hold {card} (any more), so nothing was recorded.',
  'owner.play.warlord': '{name}',
  'owner.play.warlordIn': '{name} in {province}',
  'owner.play.warlordMove': '{name}, from {from} to {to}',
  'owner.play.support': 'discard {card} for exceptional support',
  // The guest's phone, when the table recorded a support discard this hand cannot pay.
  'owner.unpaidTitle': 'The table phone recorded a discard your hand cannot pay',
  'owner.unpaidHelp':
    'It recorded that you discarded {cards} for exceptional support, but your hand does not hold it. Tell the other player: the armies it moved were not paid for. Check the cards with them before you go on.',
  'owner.unpaidLater':
    'Your hand on this phone holds more cards than the table phone’s record says ({count} too many): a discard for exceptional support named there was not in your hand. Tell the other player and check the cards with them before you go on.',
} as const;
