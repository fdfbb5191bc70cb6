/** English strings of pass-and-play (one phone passed between the players). */
export const pass = {
  'newGame.mode': 'How do you play?',
  'newGame.mode.twoPhones': 'Two phones',
  'newGame.mode.twoPhonesHint': 'Each player enters orders on their own phone; the phones swap QR codes',
  'newGame.mode.passAndPlay': 'One phone, passed between us',
  'newGame.mode.passAndPlayHint': 'Each player enters orders in turn; a cover screen hides them',
  'newGame.tablePlays.pass': 'Who takes the phone first?',
  'handOver.title': 'Pass the phone to {player}',
  'handOver.help':
    'Only {player} should see the next screen. The other player’s orders and hand stay hidden.',
  'handOver.ready': 'I am {player}: show my screen',
  'handOver.bothTitle': 'Put the phone where you both can see it',
  'handOver.bothHelp': 'Both orders are sealed. The reveal, the scores and the end are public.',
  'handOver.bothReady': 'We are both here: go on',
  'pass.yourTurn': '{player}’s screen',
  'pass.bothLooking': 'Both players',
  'before.title': 'Round {round}: before the orders',
  'before.help':
    'Anyone who wants to play a warlord or give exceptional support before orders does it now, with both players watching. Then each of you plans in private.',
  'before.done': 'Go on to the orders',
  'before.passTo': 'Then pass the phone to {player}: their screen opens only when they tap below.',
  'app/warlord-not-held': 'That player does not hold this warlord, so nothing was recorded.',
  'app/card-not-in-hand': 'That card is not in this player’s hand (any more), so nothing was recorded.',
} as const;
