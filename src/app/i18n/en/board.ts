/** English strings for the board, the reveal instructions and the game log. */
export const board = {
  // Provinces in board order (R-F4).
  'province.qin': 'Qin',
  'province.chu': 'Chu',
  'province.jinyan': 'Jin-Yan',
  'province.hanqi': 'Han-Qi',
  'province.wu': 'Wu',

  // Action cards (R-F1).
  'card.1': '1',
  'card.2': '2',
  'card.3': '3',
  'card.4': '4',
  'card.5': '5',
  'card.6': '6',
  'card.7': '7',
  'card.8': '8',
  'card.9': '9',
  'card.10': '10',
  'card.+1': '+1',
  'card.+2': '+2',
  'card.+3': '+3',
  'card.-1': '−1',
  'card.P': 'Plague',
  'card.unknown': 'a card',

  // Warlords (RULINGS §10), in the app's own words.
  'warlord.second-six.name': 'Second Six',
  'warlord.second-six.desc': 'Play a 6 where your 6 has already left a mark; its reveal adds a second mark.',
  'warlord.remove-army.name': 'Remove an Army',
  'warlord.remove-army.desc':
    'Rounds 1–6, before or after the reveal: take 1 army off any province and return it to its owner’s pool.',
  'warlord.remove-army.desc.pl':
    'Rounds 1–6, before or after the reveal: take 1 of your opponent’s armies off a province, back to their pool.',
  'warlord.counter-plague.name': 'Counter Plague',
  'warlord.counter-plague.desc':
    'When your opponent’s Plague is revealed, it counts as a 0 and the province is fought over as usual.',
  'warlord.deadly-plague.name': 'Deadly Plague',
  'warlord.deadly-plague.desc':
    'At the start of a round: every Plague revealed this round leaves just 1 army in its province.',
  'warlord.recycle-plague.name': 'Recycled Plague',
  'warlord.recycle-plague.desc':
    'When your Plague is revealed, it goes under your deck instead of leaving the game; your top deck card leaves instead.',
  'warlord.move-army.name': 'Move an Army',
  'warlord.move-army.desc':
    'Rounds 1–6, before or after the reveal: shift 1 of your armies into a neighbouring province that is empty or yours.',
  'warlord.cap-at-six.name': 'Cap at Six',
  'warlord.cap-at-six.desc':
    'When your 7, 8, 9 or 10 is revealed, it counts as a 6 for that battle, leaves no six mark, and may go where your 6 is marked.',
  'warlord.head-start.name': 'Head Start',
  'warlord.head-start.desc': 'At setup: the score marker begins 1 space towards you.',
  'warlord.recycle-minus-one.name': 'Recycled −1',
  'warlord.recycle-minus-one.desc':
    'When your −1 is revealed, it goes under your deck instead of leaving the game; your top deck card leaves instead.',
  'warlord.reinforce.name': 'Reinforce',
  'warlord.reinforce.desc':
    'Rounds 1–6, before or after the reveal: add 1 army from your pool to a province you hold.',

  // Events (RULINGS §11), in the app's own words.
  'event.pandemic.name': 'Pandemic',
  'event.pandemic.desc':
    'Once 4 Plagues have been played in the game, each player sets 1 army aside (from the pool, or the board if the pool is empty).',
  'event.war-chariot.name': 'War Chariot',
  'event.war-chariot.desc':
    'A player with six marks in 3 different provinces secretly picks one more warlord from the unused ones.',
  'event.champion.name': 'Champion',
  'event.champion.desc': 'A player who reveals a 9 and does not win that province sets 1 army aside.',
  'event.hero.name': 'Hero',
  'event.hero.desc': 'A player who reveals a 10 and does not win that province sets 2 armies aside.',
  'event.light-infantry.name': 'Light Infantry',
  'event.light-infantry.desc':
    'When both players reveal a 1 in the same province, the player behind on the score track may add 1 army there from the pool.',
  'event.light-infantry.desc.pl':
    'When both players reveal a 1 in the same province, the player behind on the score track moves the marker 1 space their way.',

  // Counted nouns.
  'armies.one': '1 army',
  'armies.other': '{count} armies',
  'cards.one': '1 card',
  'cards.other': '{count} cards',
  'spaces.one': '1 space',
  'spaces.other': '{count} spaces',

  // Places armies can be.
  'location.pool': 'the pool',
  'location.setAside': 'the set-aside armies',
  'location.sixBox': '{province}’s six box',

  // Score marker and track (R-F3, + towards Blue).
  'marker.centre': 'the centre',
  'marker.towards': '{spaces} towards {player}',
  'list.and': '{first} and {last}',

  // Physical instructions for `move` entries. Each family is a whole sentence so languages can agree verbs.
  'move.pool-province.one': '{player}: take 1 army from the pool and place it in {to}',
  'move.pool-province.other': '{player}: take {count} armies from the pool and place them in {to}',
  'move.province-pool.one': '{player}: return 1 army from {from} to the pool',
  'move.province-pool.other': '{player}: return {count} armies from {from} to the pool',
  'move.province-province.one': '{player}: move 1 army from {from} to {to}',
  'move.province-province.other': '{player}: move {count} armies from {from} to {to}',
  'move.pool-sixBox.one': '{player}: put 1 army from the pool in {box}’s six box',
  'move.pool-sixBox.other': '{player}: put {count} armies from the pool in {box}’s six box',
  'move.province-sixBox.one': '{player}: move 1 army from {from} to {box}’s six box',
  'move.province-sixBox.other': '{player}: move {count} armies from {from} to {box}’s six box',
  'move.pool-setAside.one': '{player}: set 1 army aside from the pool',
  'move.pool-setAside.other': '{player}: set {count} armies aside from the pool',
  'move.province-setAside.one': '{player}: take 1 army from {from} and set it aside',
  'move.province-setAside.other': '{player}: take {count} armies from {from} and set them aside',
  'move.setAside-pool.one': '{player}: move 1 set-aside army to the pool',
  'move.setAside-pool.other': '{player}: move {count} set-aside armies to the pool',
  'move.other.one': '{player}: move 1 army from {from} to {to}',
  'move.other.other': '{player}: move {count} armies from {from} to {to}',
  'move.withReason': '{text} ({reason})',
  'move.reason.short-pool': 'short pool',
  'move.reason.plague': 'Plague',
  'move.reason.bonus-cost': 'bonus card cost',
  'move.reason.support': 'exceptional support',
  'move.reason.warlord': 'warlord',
  'move.reason.pandemic': 'Pandemic',
  'move.reason.champion': 'Champion',
  'move.reason.hero': 'Hero',
  'move.reason.light-infantry': 'Light Infantry',

  // Other physical instructions.
  'instruction.round': 'Advance the round marker to {round}',
  'instruction.turnDisplays':
    'Advance the round marker to {round} and turn the score displays to the round {displayRound} column',
  'instruction.marker': 'Move the score marker to {position} ({signed})',
  'instruction.eventTurned': 'Turn up the next event card: {event}',
  'instruction.recycle':
    '{player}: put the {card} at the bottom of your deck; the top card of your deck leaves the game',
  'instruction.support': '{player}: discard {card} from your hand',

  // Game log sentences, one family per LogEntry kind.
  'log.setup': 'Game set up; the score marker starts at the centre.',
  'log.setup.headStart': 'Game set up; Sun Tzu’s Head Start puts the score marker at {position} ({signed}).',
  'log.roundStart': 'Round {round} begins.',
  'log.roundStart.turn': 'Round {round} begins. Turn the score displays to the round {displayRound} column.',
  'log.warlordCommitted': '{player} has secretly chosen a warlord.',
  'log.warlord': '{player} plays the warlord {warlord}.',
  'log.warlord.province': '{player} plays the warlord {warlord} in {province}.',
  'log.warlord.move': '{player} plays the warlord {warlord}: from {from} to {to}.',
  'log.support': '{player} discards {card} for exceptional support; 1 set-aside army goes to the pool.',
  'log.ordersSealed': '{player} has sealed their orders.',
  'log.sequence.fixed': 'Provinces are resolved in board order: {sequence}.',
  'log.sequence.chosen': '{player} chooses the resolution order: {sequence}.',
  'log.reveal': '{province}: {blueName} plays {blueCard}, {redName} plays {redCard}.',
  'log.battle.win': '{province}: {blueName} {blueValue} vs {redName} {redValue} — {winner} wins by {margin}.',
  'log.battle.draw': '{province}: {blueName} {blueValue} vs {redName} {redValue} — a draw, nothing moves.',
  'log.plague.one': 'Plague in {province}: {player} loses 1 army.',
  'log.plague.other': 'Plague in {province}: {player} loses {count} armies.',
  'log.plague.none': 'Plague in {province}: no army is lost.',
  'log.plague.deadly.one': 'Deadly Plague in {province}: {player} loses 1 army.',
  'log.plague.deadly.other': 'Deadly Plague in {province}: {player} loses {count} armies.',
  'log.plague.deadly.none': 'Deadly Plague in {province}: no army is lost.',
  'log.cancelled.plague': '{province}: Plague cancels {player}’s {card} — no value and no cost.',
  'log.cancelled.same-bonus': '{province}: {player}’s {card} is cancelled by the matching card — no cost.',
  'log.move': '{text}.',
  'log.shortfall.one': '{player} is 1 army short in {province}; it cannot be placed.',
  'log.shortfall.other': '{player} is {count} armies short in {province}; they cannot be placed.',
  'log.recycle': '{player}’s {card} goes to the bottom of their deck; their top deck card leaves the game.',
  'log.eventTurned': 'Event card turned up: {event} — {description}',
  'log.event': '{event} takes effect for {players}.',
  'log.event.nobody': '{event} takes effect.',
  'log.extraWarlord.secret': '{player} secretly chooses an extra warlord (War Chariot).',
  'log.extraWarlord.open': '{player} takes {warlord} as an extra warlord (War Chariot).',
  'log.marker': 'The score marker moves from {fromSigned} to {toSigned} ({reason}).',
  'log.marker.reason.score': 'scoring',
  'log.marker.reason.light-infantry': 'Light Infantry',
  'log.marker.reason.head-start': 'Head Start',
  'log.score.move':
    'Round {round} scoring: {blueName} {blue}, {redName} {red} — marker moves {diff} towards {leader}, now {signed}.',
  'log.score.even':
    'Round {round} scoring: {blueName} {blue}, {redName} {red} — the marker stays at {signed}.',
  'log.draw': '{player} draws {drew}, keeps {kept} and puts {returned} at the bottom of the deck.',
  'log.draw.keepAll': '{player} draws {drew} and keeps {kept}.',
  'log.draw.none': '{player} has no cards left to draw.',
  'log.gameOver.win': 'Game over: {player} wins — {reason}.',
  'log.gameOver.draw': 'Game over: a drawn game — {reason}.',
  'gameOver.track': 'the score marker reached the end of the track at scoring',
  'gameOver.round9': 'after round 9 the score marker is on the winner’s side',
  'gameOver.round9-pool':
    'after round 9 the marker is at the centre and the winner has more armies in the pool',
  'gameOver.round9-draw': 'after round 9 the marker is at the centre and both pools are equal',
  'gameOver.events': 'the last event card took effect and the score marker is on the winner’s side',
  'gameOver.events-pool':
    'the last event card took effect, the marker is at the centre and the winner has more armies in the pool',
  'gameOver.events-draw':
    'the last event card took effect, the marker is at the centre and both pools are equal',
} as const;
