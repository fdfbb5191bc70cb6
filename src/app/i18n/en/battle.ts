/** English strings of the reveal's one-screen battle: the event chip, the armies before → after, the round so far. */
export const battle = {
  'battle.soFar': 'The round so far',
  'battle.event': 'Event',
  'battle.noEvent': 'No event card face up',
  // What sets off each event, in a few words (RULINGS §11); the full text is under Board.
  'battle.trigger.pandemic': 'the 4th Plague of the game: each player sets 1 army aside',
  'battle.trigger.war-chariot': 'six marks in 3 provinces: one more warlord, chosen in secret',
  'battle.trigger.champion': 'a 9 that does not win: 1 army set aside',
  'battle.trigger.hero': 'a 10 that does not win: 2 armies set aside',
  'battle.trigger.light-infantry': 'both reveal a 1: the player behind may add 1 army there',
  'battle.trigger.light-infantry.pl': 'both reveal a 1: the player behind moves the marker 1 space',
  'battle.armies': 'Armies after this battle',
  'battle.changed': '{province}: {before} → {after}',
  'battle.unchanged': '{province}: {after}',
  'battle.held': '{player} {count}',
  'battle.neutral': 'neutral',
} as const;
