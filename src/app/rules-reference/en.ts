// The rules reference in English, in the app's own words (never the rulebook's sentences).
// Rulings are cited by id (docs/spec/RULINGS.md); the Polish module mirrors this one entry for entry.
import type { RulesContent } from './types';

const bordersUse = 'They decide where a short pool is filled from.';
const bordersUseWithWarlords = 'They decide where a short pool is filled from and where Move an Army may go.';

/** The English rules reference. */
export const en: RulesContent = {
  intro:
    'A summary of Sun Tzu as this app referees it. Where the rulebooks leave a point open, the app follows a ruling; its id (such as R-B3) is shown next to the text.',

  provinces: { qin: 'Qin', chu: 'Chu', jinyan: 'Jin-Yan', hanqi: 'Han-Qi', wu: 'Wu' },

  intros: {
    game: 'How a game is set up, what happens in each of the five phases of a round, and how it ends.',
    cards:
      'Each player owns 20 action cards. The framed 1 to 6 start in hand and come back after every round; every other card is used once and then leaves the game.',
    pairings:
      'The value of a special card depends on the card it meets. These are all the combinations and their outcome.',
    warlords:
      'Standard game only. At setup each player secretly keeps one of their own five warlords. A warlord works once and is then gone. Unless its entry says otherwise, it is played at the start of a round (before orders are sealed) or after the last province of the round (before scoring).',
    events:
      'Optional. The five event cards form a shuffled pile with one card face up, and only that card counts. Its condition is checked after each province. When it is met, the effect applies to every player who meets it, that card goes out of play and the next one is revealed. A condition about the state of the game (Pandemic, War Chariot) that is already true when its card turns up fires at once; the others need a new occurrence. When the fifth card fires, the game ends.',
  },

  game: {
    goal: {
      title: 'Goal',
      body: [
        'Two generals fight over the five provinces of the board for at most nine rounds. At the end of rounds 3, 6 and 9 every province you hold earns points, and the gap between the two totals pushes the score marker towards the player who scored more.',
        'Push the marker into your end box at a scoring and you win on the spot. Otherwise, after round 9 the player on whose side the marker stands wins.',
      ],
      rulings: ['R-S1', 'R-S2'],
    },
    setup: {
      title: 'Setup',
      body: [
        {
          steps: [
            'Draw 5 of the 10 score displays at random and put one beside each province, showing the side for the first scoring. The app asks for each province’s three values (end of round 3, 6 and 9).',
            'Put the round marker on space 1 and the score marker on the centre of the track (9 spaces lead to each player’s end box).',
            'Each player has 21 armies: 18 form the pool and 3 are set aside.',
            'Each player secretly keeps one of their five warlords; the app records a sealed choice that is revealed only when the warlord is played.',
            'Each player takes the six framed cards 1–6 into hand, shuffles the other 14 action cards as a face-down deck and draws 4 of them: a hand of 10.',
            'With events: shuffle the event deck and reveal its top card.',
          ],
        },
        'Blue plays Sun Tzu. Red plays King Chu (English edition) or King Shao (Polish edition).',
      ],
      rulings: ['R-F1', 'R-F3', 'R-F6', 'R-F7', 'R-V6'],
    },
    round: {
      title: 'A round',
      body: [
        {
          steps: [
            'Advance the round marker.',
            'Place orders: one action card for each province, in secret.',
            'Reveal and resolve the provinces one by one.',
            'Scoring, at the end of rounds 3, 6 and 9 only.',
            'Draw new action cards.',
          ],
        },
        'Exceptional support may be used at any moment outside the resolution of a province.',
        'On two phones and against the phone, a round without scoring goes from its last battle straight on: what could be played after that battle is offered at the start of the next round (under the round record on two phones). Only the draw lies between the two moments, and it moves no army, so a play does exactly the same there.',
      ],
      rulings: ['R-R1', 'R-W11', 'R-X1'],
    },
    marker: {
      title: 'Phase 1: the round marker',
      body: [
        'The marker starts on 1 and moves one space at the start of every later round.',
        'The score displays must always show the values of the next scoring: turn them at the start of round 4 and again at the start of round 7. The app reminds you.',
      ],
      rulings: ['R-R2'],
    },
    orders: {
      title: 'Phase 2: orders',
      body: [
        'Each player assigns one card from hand to each of the five provinces, face down (in the app: on your own phone, sealed and exchanged by QR code). Nobody sees the other’s orders before both are sealed.',
        'You may not order a 6 in a province where your own 6 has already left a mark (the King’s Second Six warlord excepted).',
        'If you choose the resolution order this round, you fix it now, with your orders, without knowing your opponent’s cards.',
      ],
      rulings: ['R-C6', 'R-R3'],
    },
    reveal: {
      title: 'Phase 3: reveal and resolution order',
      body: [
        'Provinces are settled one at a time: both cards are turned over, the battle is decided and the armies are moved before the next province is turned.',
        'In the early rounds the order is fixed: Qin, Chu, Jin-Yan, Han-Qi, Wu. After that, the player with fewer armies on the board (six marks do not count) chooses the order of all five provinces before the first reveal.',
        'Inside one province, the steps are:',
        {
          steps: [
            'both cards are revealed;',
            'warlords that react to the cards may be played;',
            'a Plague is applied, or else the values and the margin are worked out;',
            'card costs are paid (six mark, set-aside armies of a +2 or +3);',
            'the margin is applied;',
            'the face-up event’s condition is checked.',
          ],
        },
      ],
      rulings: ['R-R3', 'R-F4', 'R-B5', 'R-V7'],
      editions: {
        en: 'Fixed order in round 1 only; from round 2 the player with fewer armies chooses. On a tie the player who chose last keeps the choice; if nobody has chosen yet, the fixed order is used.',
        pl: 'Fixed order in rounds 1 to 3; from round 4 the player with fewer armies chooses. On a tie the choice goes to whoever had fewer armies on the board at the same point of the previous round; if that was a tie too, the English rule applies.',
        rulings: ['R-E1', 'R-E2'],
      },
    },
    battle: {
      title: 'Winning a battle',
      body: [
        'Each card has a value (see the cards and pairings below). The higher value wins and the difference is the margin. Equal values: nothing moves.',
        'With a margin of d for the winner:',
        {
          list: [
            'province empty or already the winner’s: the winner adds d armies;',
            'loser holds more than d: the loser takes d armies back to the pool and keeps the province;',
            'loser holds exactly d: all of them go back to the pool and the province becomes empty;',
            'loser holds fewer than d: all of them go back, and the winner adds the rest of the margin.',
          ],
        },
        {
          example:
            'Blue plays 8 and Red plays 3 in Chu: Blue wins by 5. If Red had 7 armies there, 5 go back and Red keeps 2. With exactly 5, Chu becomes empty. With 2, both return to Red’s pool and Blue places 3.',
        },
        'A player controls a province while at least one of their armies is in it. A province never holds both players’ armies.',
      ],
      rulings: ['R-B1', 'R-B2', 'R-B3'],
    },
    placing: {
      title: 'Placing armies',
      body: [
        'The winner takes the armies from the pool. If the pool runs short, the missing armies must be moved in from the winner’s provinces that border this one (the winner picks which), then from any other province. If even that is not enough, place what you have.',
        'Armies that leave a province after a battle or a Plague go back to their owner’s pool.',
      ],
      rulings: ['R-B4', 'R-D2', 'R-F5'],
    },
    support: {
      title: 'Exceptional support',
      body: [
        'Set-aside armies (3 at the start, more from +2, +3 and some events) do not fight. To bring one into your pool, discard one card from your hand for good and show it; the framed 1–6 cannot be discarded this way. One card per army, as often as you like, at any moment outside the resolution of a province.',
      ],
      rulings: ['R-X1'],
    },
    scoring: {
      title: 'Phase 4: scoring (rounds 3, 6 and 9)',
      body: [
        'Each player adds up the current value of the displays beside the provinces they control. The marker moves towards the higher total by the difference between the totals, never beyond an end box. Equal totals: the marker stays.',
        'Six marks are not armies in the province: they never give control.',
      ],
      rulings: ['R-S1', 'R-R2', 'R-F3'],
    },
    drawing: {
      title: 'Phase 5: drawing',
      body: [
        'Take back the framed cards 1–6 you played. Every other card played this round leaves the game; both players see which.',
        'Then draw two cards from your deck, keep one and slide the other under the deck. If your 1 was played this round (and, by default, not cancelled by a Plague), draw three and keep two instead. With fewer cards left, draw what there is; with none, you play on with your hand.',
        'With real cards, each phone asks its owner which card they kept; with app cards, the phone deals them.',
      ],
      rulings: ['R-R4', 'R-C1', 'R-C4', 'R-P2'],
    },
    end: {
      title: 'End of the game',
      body: [
        {
          list: [
            'At the scorings of rounds 3 and 6: a marker in an end box wins the game at once for that player.',
            'After round 9: the player on whose side the marker stands wins. Marker in the centre: the player with more armies in the pool wins; if the pools are equal too, the game is drawn.',
            'With events: when the fifth event card takes effect, the game stops there and is decided as after round 9.',
          ],
        },
        'Reaching an end box at any other moment (Head Start, the Polish Light Infantry) does not end the game by itself.',
      ],
      rulings: ['R-S2', 'R-S3', 'R-S4'],
    },
    beginner: {
      title: 'Beginner variant',
      body: [
        'For a first game: no +2, no +3 and no warlords. Each player has 18 action cards (12 in the deck) and all 21 armies in the pool, none set aside.',
      ],
      rulings: ['R-F2', 'R-E6'],
      editions: {
        en: 'Event cards may still be used.',
        pl: 'The event cards are left out too.',
        rulings: ['R-E6'],
      },
    },
  },

  cards: {
    one: {
      title: 'The 1',
      faces: '1',
      copies: '1 framed card',
      body: [
        'Value 1. Its reward comes at the draw: if it was played this round, draw three cards and keep two instead of two-keep-one. By default a Plague opposite it cancels that reward (a game option: see a game’s rules in force).',
      ],
      rulings: ['R-C1', 'R-P2'],
    },
    'two-to-five': {
      title: '2, 3, 4 and 5',
      faces: '2 3 4 5',
      copies: '1 framed card of each',
      body: ['Worth their number. No other effect; they return to your hand after the round.'],
      rulings: ['R-B1', 'R-C4'],
    },
    six: {
      title: 'The 6',
      faces: '6',
      copies: '1 framed card',
      body: [
        'Value 6. When it is revealed, its owner puts one army in the small box above that province (from the pool; from the board only if the pool is empty). That army is out of the game for good and only marks that your 6 was played there: you may not play your 6 in that province again.',
        'A Plague opposite the 6 cancels the mark as well (a game option: see a game’s rules in force).',
      ],
      rulings: ['R-C6', 'R-P2', 'R-D1'],
    },
    'seven-to-ten': {
      title: '7, 8, 9 and 10',
      faces: '7 8 9 10',
      copies: '1 of each',
      body: [
        'Worth their number, used once: after the round they leave the game. The Champion and Hero events punish a 9 or 10 that does not win its province.',
      ],
      rulings: ['R-B1', 'R-C4', 'R-V3', 'R-V4'],
    },
    'plus-one': {
      title: '+1',
      faces: '+1',
      copies: '3 cards',
      body: ['Worth one more than the number it meets. No cost.'],
      rulings: ['R-B1', 'R-C3'],
    },
    'minus-one': {
      title: '−1',
      faces: '−1',
      copies: '3 cards',
      body: [
        'Worth one less than the number it meets, so it loses by exactly 1: a cheap way to give up little. No cost.',
      ],
      rulings: ['R-B1', 'R-C3'],
    },
    'plus-two': {
      title: '+2',
      faces: '+2',
      copies: '1 card (not in the beginner game)',
      body: [
        'Worth two more than the number it meets. Cost: its owner sets aside 1 army, from the pool or from the board.',
      ],
      rulings: ['R-B1', 'R-C2', 'R-D1'],
    },
    'plus-three': {
      title: '+3',
      faces: '+3',
      copies: '1 card (not in the beginner game)',
      body: [
        'Worth three more than the number it meets. Cost: its owner sets aside 2 armies, from the pool or from the board.',
      ],
      rulings: ['R-B1', 'R-C2', 'R-D1'],
    },
    plague: {
      title: 'Plague',
      faces: 'Plague',
      copies: '2 cards',
      body: [
        'No battle takes place. The armies in the province, whoever owns them, lose half (rounded down), which go back to their owner’s pool: 5 armies lose 2, a single army stays.',
        'The opponent’s card is cancelled: it has no value, and by default no cost or reward either (no six mark, no set-aside armies, no extra draw). It still counts as played.',
        'Every Plague played counts towards the Pandemic event.',
      ],
      rulings: ['R-P1', 'R-P2', 'R-P3', 'R-C5'],
    },
  },

  pairings: {
    'number-number': {
      title: 'Number against number',
      cards: '8 vs 3',
      body: ['The higher number wins; the margin is the difference (here 5).'],
      rulings: ['R-B1', 'R-B2'],
    },
    'bonus-number': {
      title: 'Bonus against a number',
      cards: '+2 vs 7',
      body: [
        'The bonus card takes the number’s value plus its bonus (here 9 against 7), so it always wins by its bonus: +1 by 1, +2 by 2, +3 by 3.',
      ],
      rulings: ['R-B1'],
    },
    'minus-number': {
      title: '−1 against a number',
      cards: '−1 vs 6',
      body: ['The −1 is worth one less (here 5 against 6): the number wins by 1.'],
      rulings: ['R-B1'],
    },
    'minus-bonus': {
      title: '−1 against a bonus card',
      cards: '−1 vs +2',
      body: ['The −1 counts as 0 and the bonus card as its bonus: here +2 wins by 2.'],
      rulings: ['R-B1'],
    },
    'bonus-bonus': {
      title: 'Two different bonus cards',
      cards: '+3 vs +1',
      body: ['Only the bonuses are compared: here +3 wins by 2.'],
      rulings: ['R-B1'],
    },
    'same-special': {
      title: 'The same special card on both sides',
      cards: '+1 vs +1, −1 vs −1, +2 vs +2, +3 vs +3',
      body: ['A draw: nothing moves in the province.'],
      rulings: ['R-B1', 'R-B2'],
      editions: {
        en: 'Two +2s or two +3s still cost each player their set-aside armies.',
        pl: 'The two cards cancel each other: nobody sets armies aside.',
        rulings: ['R-E5'],
      },
    },
    'plague-any': {
      title: 'Plague against any other card',
      cards: 'Plague vs 10',
      body: [
        'No battle: the province loses half its armies and the other card is cancelled (see Plague). The King’s Counter Plague warlord can turn Sun Tzu’s Plague into a plain 0.',
      ],
      rulings: ['R-P1', 'R-P2', 'R-W3'],
    },
    'plague-plague': {
      title: 'Plague against Plague',
      cards: 'Plague vs Plague',
      body: ['The halving happens once, not twice. Both Plagues count towards Pandemic.'],
      rulings: ['R-P1', 'R-P3'],
    },
    'never-below-zero': {
      title: 'No value below 0',
      cards: '−1 vs 0',
      body: [
        'A value never drops under 0. A −1 against a Plague turned into 0 by Counter Plague is worth 0: a draw.',
      ],
      rulings: ['R-B1', 'R-W3'],
    },
  },

  warlordOwners: {
    blue: 'Sun Tzu’s warlords (Blue)',
    red: 'The King’s warlords (Red: King Chu, or King Shao in the Polish edition)',
  },

  warlords: {
    'second-six': {
      title: 'Second Six',
      when: 'While placing orders; it takes effect when that 6 is revealed.',
      body: [
        'The King may order his 6 in a province where his 6 has already left a mark. Its reveal adds a second mark there.',
      ],
      rulings: ['R-W1', 'R-C6'],
    },
    'remove-army': {
      title: 'Remove an Army',
      when: 'Rounds 1 to 6, at the start of a round or after its last province.',
      body: ['Take one army off a province and return it to its owner’s pool.'],
      rulings: ['R-W2', 'R-W11'],
      editions: {
        en: 'Any army in any province, the King’s own included.',
        pl: 'Only one of Sun Tzu’s armies.',
        rulings: ['R-E4'],
      },
    },
    'counter-plague': {
      title: 'Counter Plague',
      when: 'When a province is revealed where Sun Tzu played a Plague.',
      body: ['That Plague counts as a number worth 0 and the province is fought over normally.'],
      rulings: ['R-W3', 'R-B1'],
    },
    'deadly-plague': {
      title: 'Deadly Plague',
      when: 'At the start of a round.',
      body: [
        'For that round, every Plague revealed, whoever played it, leaves only one army in its province instead of taking half.',
      ],
      rulings: ['R-W4', 'R-P1'],
    },
    'recycle-plague': {
      title: 'Recycled Plague',
      when: 'When the King’s own Plague is revealed.',
      body: [
        'That Plague goes under the King’s deck instead of leaving the game; the top card of his deck leaves the game in its place.',
      ],
      rulings: ['R-W5', 'R-P3'],
    },
    'move-army': {
      title: 'Move an Army',
      when: 'Rounds 1 to 6, at the start of a round or after its last province.',
      body: [
        'Move one of Sun Tzu’s armies into a bordering province that is empty or already held by Sun Tzu.',
      ],
      rulings: ['R-W6', 'R-W11', 'R-F5'],
    },
    'cap-at-six': {
      title: 'Cap at Six',
      when: 'When a province is revealed where Sun Tzu played a 7, 8, 9 or 10.',
      body: [
        'That one card is worth 6 for this battle. It leaves no six mark, and it may be used where Sun Tzu’s 6 has already left a mark.',
      ],
      rulings: ['R-W7'],
    },
    'head-start': {
      title: 'Head Start',
      when: 'At setup (it is revealed then).',
      body: ['The score marker starts one space towards Sun Tzu.'],
      rulings: ['R-W8', 'R-S4'],
    },
    'recycle-minus-one': {
      title: 'Recycled −1',
      when: 'When Sun Tzu’s own −1 is revealed.',
      body: [
        'That −1 goes under Sun Tzu’s deck instead of leaving the game; the top card of his deck leaves the game in its place.',
      ],
      rulings: ['R-W9'],
    },
    reinforce: {
      title: 'Reinforce',
      when: 'Rounds 1 to 6, at the start of a round or after its last province.',
      body: ['Place one army from Sun Tzu’s pool in a province he already controls.'],
      rulings: ['R-W10', 'R-W11'],
    },
  },

  events: {
    pandemic: {
      title: 'Pandemic',
      condition: 'Four Plagues have been played in the game (every Plague counts).',
      effect: 'Each player sets one army aside, from the pool, or from the board if the pool is empty.',
      body: [],
      rulings: ['R-V1', 'R-P3', 'R-D1'],
    },
    'war-chariot': {
      title: 'War Chariot',
      condition: 'A player’s six marks stand in three different provinces.',
      effect: 'That player secretly picks one more warlord from the four left out at setup.',
      body: [],
      rulings: ['R-V2', 'R-W12'],
    },
    champion: {
      title: 'Champion',
      condition:
        'A player reveals a 9 and does not win that province (a loss, a draw, or a battle cancelled by Plague).',
      effect: 'That player sets one army aside, from the pool or from the board.',
      body: [],
      rulings: ['R-V3', 'R-D1'],
    },
    hero: {
      title: 'Hero',
      condition: 'A player reveals a 10 and does not win that province.',
      effect: 'That player sets two armies aside, from the pool or from the board.',
      body: [],
      rulings: ['R-V4', 'R-D1'],
    },
    'light-infantry': {
      title: 'Light Infantry',
      condition: 'Both players reveal a 1 in the same province.',
      effect:
        'The player behind on the score track gains a small reward (see the editions). With the marker in the centre, nothing happens.',
      body: [],
      rulings: ['R-V5'],
      editions: {
        en: 'That player may place one army from the pool in that province, as if they had won it by 1.',
        pl: 'That player moves the score marker one space their way.',
        rulings: ['R-E3', 'R-D3'],
      },
    },
  },

  inForce: {
    edition: {
      en: {
        title: 'English edition',
        text: 'Blue is Sun Tzu, Red is King Chu. The English rulebook decides where the editions differ.',
      },
      pl: {
        title: 'Polish edition (Sztuka Wojny)',
        text: 'Blue is Sun Tzu, Red is King Shao. The Polish rulebook decides where the editions differ.',
      },
    },
    order: {
      en: {
        title: 'Resolution order',
        text: 'Round 1 uses the fixed order Qin to Wu. From round 2 the player with fewer armies on the board chooses it; if the counts are equal, whoever chose most recently keeps the choice, and while nobody has chosen yet, the fixed order stays.',
      },
      pl: {
        title: 'Resolution order',
        text: 'Rounds 1 to 3 use the fixed order Qin to Wu. From round 4 the player with fewer armies on the board chooses it; on a tie, whoever had fewer at the same point of the previous round; if that was equal too, whoever chose most recently keeps it.',
      },
    },
    sameBonus: {
      en: {
        title: 'Two identical +2 or +3 cards',
        text: 'A draw, and each player still sets aside the armies their card costs.',
      },
      pl: {
        title: 'Two identical +2 or +3 cards',
        text: 'A draw, and the cards cancel each other: nobody sets armies aside.',
      },
    },
    variant: {
      standard: {
        title: 'Standard game',
        text: '20 action cards each (14 in the deck), 18 armies in the pool and 3 set aside, one secret warlord each.',
      },
      beginner: {
        title: 'Beginner game',
        text: 'No +2, no +3, no warlords: 18 action cards each (12 in the deck) and all 21 armies in the pool.',
      },
    },
    warlords: {
      title: 'Warlords',
      text: 'Each player has one secret warlord, usable once. Warlords without a moment of their own are played at the start of a round or after its last province.',
    },
    removeArmy: {
      en: {
        title: 'Remove an Army',
        text: 'The King may remove any army, his own included; it goes back to its owner’s pool.',
      },
      pl: {
        title: 'Remove an Army',
        text: 'The King may remove only one of Sun Tzu’s armies; it goes back to Sun Tzu’s pool.',
      },
    },
    events: {
      off: {
        title: 'No event cards',
        text: 'This game is played without events; the fifth event cannot end it.',
      },
      offBeginnerPl: {
        title: 'No event cards',
        text: 'The Polish beginner rules leave the event cards out.',
      },
      app: {
        title: 'Event cards, shuffled by the app',
        text: 'The app shuffles the five events from the game’s seed and turns them up itself. Only the face-up card counts, checked after each province; the fifth one ends the game.',
      },
      physical: {
        title: 'Event cards, turned by the players',
        text: 'You shuffle the real event cards and tell the app which one is turned up. Only the face-up card counts, checked after each province; the fifth one ends the game.',
      },
    },
    lightInfantry: {
      en: {
        title: 'Light Infantry',
        text: 'The player behind on the track may add one army from the pool to the province, as a win by 1.',
      },
      pl: {
        title: 'Light Infantry',
        text: 'The player behind on the track moves the score marker one space their way.',
      },
    },
    cards: {
      physical: {
        title: 'Real action cards',
        text: 'Players keep their real cards; each phone asks its owner which cards they drew and tracks the hand.',
      },
      app: {
        title: 'Action cards dealt by the app',
        text: 'Each phone deals its owner’s deck from a private seed; no real action cards are needed.',
      },
    },
    plagueCancelsCosts: {
      on: {
        standard: {
          title: 'A Plague cancels costs too',
          text: 'The card facing a Plague has no value and no cost or reward: no six mark, no set-aside armies for a +2 or +3, no extra draw for a 1.',
        },
        beginner: {
          title: 'A Plague cancels costs too',
          text: 'The card facing a Plague has no value and no cost or reward: no six mark, no extra draw for a 1.',
        },
      },
      off: {
        standard: {
          title: 'A Plague cancels only the value',
          text: 'The card facing a Plague has no value, but a 6 still leaves its mark, a +2 or +3 still costs its armies and a 1 still gives the extra draw.',
        },
        beginner: {
          title: 'A Plague cancels only the value',
          text: 'The card facing a Plague has no value, but a 6 still leaves its mark and a 1 still gives the extra draw.',
        },
      },
    },
    costsBeforeMargin: {
      on: {
        standard: {
          title: 'Costs before the margin',
          text: 'A six mark or the set-aside armies of a +2 or +3 are taken before the winner places armies, so a cost never takes armies placed in that battle.',
        },
        beginner: {
          title: 'Costs before the margin',
          text: 'A six mark is taken before the winner places armies, so it never takes armies placed in that battle.',
        },
      },
      off: {
        standard: {
          title: 'Margin before the costs',
          text: 'The battle’s armies move first; a six mark or the set-aside armies of a +2 or +3 are taken afterwards and may take armies just placed.',
        },
        beginner: {
          title: 'Margin before the costs',
          text: 'The battle’s armies move first; a six mark is taken afterwards and may take an army just placed.',
        },
      },
    },
    borders: {
      default: (list, warlords) => ({
        title: 'Borders: the app’s default table',
        text: `Neighbouring provinces: ${list}. ${warlords ? bordersUseWithWarlords : bordersUse}`,
      }),
      custom: (list, warlords) => ({
        title: 'Borders: this game’s own table',
        text: `Neighbouring provinces: ${list}. ${warlords ? bordersUseWithWarlords : bordersUse}`,
      }),
    },
    displays: (list) => ({
      title: 'Score displays',
      text: `Values for the ends of rounds 3, 6 and 9: ${list}.`,
    }),
    shortfall: {
      title: 'Short of armies',
      text: 'A winner without enough armies in the pool brings them from bordering provinces, then from any other; with none left, they place what they have.',
    },
    defaults: {
      standard: {
        title: 'Default choices',
        text: 'When you accept the suggested choice, armies come from the pool first, then from your biggest province (board order breaks ties). Warlords, exceptional support and the extra War Chariot warlord are never used for you.',
      },
      beginner: {
        title: 'Default choices',
        text: 'When you accept the suggested choice, armies come from the pool first, then from your biggest province (board order breaks ties). Exceptional support is never used for you.',
      },
    },
    track: {
      title: 'End of the track',
      text: 'The marker in an end box wins only at the scorings of rounds 3 and 6; reaching it at another moment does not end the game.',
    },
  },
};
