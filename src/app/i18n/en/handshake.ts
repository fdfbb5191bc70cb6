/**
 * English words of the setup handshake between two phones (both phones' randomness for the event order
 * and the deals) and of the end-of-game check of each player's deal: they load with the game screens.
 */
export const handshake = {
  'invite.scanJoin': 'Scan the other phone’s join code',
  'invite.scanJoinPrompt': 'Scan the join code on the other phone.',
  'invite.showAgain': 'Show the invitation again',
  'joinCode.title': 'Show your join code',
  'joinCode.help':
    'Let the table phone scan this code. It adds this phone’s share to the shuffle of the events and the cards, so neither phone alone decides them.',
  'joinCode.label': 'Join code',
  'joinCode.scanNext': 'Scan the table phone’s seal',
  'joinCode.scanPrompt': 'When the table phone has sealed its first orders, scan its code.',
  'joinCode.showAgain': 'Show my join code again',
  'dealProof.title': 'Prove each deal',
  'dealProof.help':
    'This code holds the seed your cards were dealt from. Let the other phone scan it, and scan theirs: each phone checks every card the other player played against their deal.',
  'dealProof.label': 'Reveal code',
  'dealProof.scan': 'Scan the other phone’s reveal code',
  'dealProof.show': 'Show my reveal code again',
  'dealCheck.honest': 'Every card {player} played came from their deal.',
  'dealCheck.notDealt': '{player} played a {card} in round {round} that their deal never gave them.',
  'dealCheck.notCommitted':
    'This is not the seed {player}’s phone committed to at the start of the game, so it cannot prove their deal.',
};
