/**
 * English words of the setup handshake between two phones (both phones' randomness for the event order
 * and the deals) and of the end-of-game check of each player's deal: they load with the game screens.
 */
export const handshake = {
  'dealRecovery.title': 'Get your cards back',
  'dealRecovery.help':
    'This phone got the game back from the other phone, but not your cards. Type the recovery code you noted at the start (it is also in your game file): the app deals your cards again from it, exactly as they were.',
  'dealRecovery.enter': 'Get my cards back',
  'dealRecovery.choose': 'Which cards do you hold besides the framed 1–6?',
  'dealRecovery.chooseHelp':
    'Your deal allows these hands: they differ in the cards you kept from a draw and have not played yet.',
  'dealRecovery.onlyFramed': 'Only the framed 1–6',
  'dealRecovery.lost': 'I lost my recovery code',
  'dealRecovery.lostHelp':
    'Without it you name your cards yourself. Nothing then proves them: this phone cannot show a reveal code at the end, so tell the other player.',
  'recovery.noticeTitleCards': 'Your recovery code',
  'recovery.noticeCards':
    'If this phone is wiped, get the game back with the other phone’s repair codes and type this code: the app deals your cards again from it, exactly as they were. Write it down where only you can see it.',
  'recovery.cardsLabel': 'Your dealt cards',
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
  'dealProof.unproved':
    'This phone was restored without your recovery code, so it has no reveal code: your cards cannot be proved. Tell the other player. You can still check their deal.',
  'dealProof.scan': 'Scan the other phone’s reveal code',
  'dealProof.show': 'Show my reveal code again',
  'dealCheck.honest': 'Every card {player} played came from their deal.',
  'dealCheck.notDealt': '{player} played a {card} in round {round} that their deal never gave them.',
  'dealCheck.notDealtDiscard':
    '{player} discarded a {card} for support in round {round} that their deal never gave them.',
  'dealCheck.notCommitted':
    'This is not the seed {player}’s phone committed to at the start of the game, so it cannot prove their deal.',
};
