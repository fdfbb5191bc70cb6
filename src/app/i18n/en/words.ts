/**
 * English words that depend on how the game is played: one phone each, one phone passed
 * between the players, or against the phone, so that every screen says only what is true in its mode;
 * and the words of the recovery code's own moment.
 */
export const words = {
  // The secret warlord choice. Two phones: 'warlord.help' (only this phone knows).
  'warlord.help.pass':
    'Choose while the other player looks away. The app shows your choice to nobody until you play it.',
  'warlord.help.solo':
    'The phone’s player does not see your choice: it plays only from what is on the table until you play it.',
  // The app-dealt starting hand. Two phones: 'hand.appHelp' (only this phone sees your hand).
  'hand.appHelp.pass':
    'The app deals your deck in secret. Your hand shows only on your own screens, behind the hand-over cover.',
  'hand.appHelp.solo': 'The app deals your deck in secret. The phone’s player never sees your hand.',
  // The draw when all cards but one are kept (R-R4).
  'draw.keepRest.one': 'You drew these. Tap the one to put under your deck; you keep the other card.',
  'draw.keepRest.other':
    'You drew these. Tap the one to put under your deck; you keep the other {count} cards.',
  // The recovery code, later on the player's own step (More).
  'recovery.showHelp':
    'Only for you: open it where the other player cannot see the screen. It names your secret warlord.',
} as const;
