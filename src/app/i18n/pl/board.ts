import type { Translation } from '../translation';
import type { board as english } from '../en/board';

/**
 * Polish strings for the board, the reveal instructions and the game log. Terms follow the Polish
 * edition (Sztuka Wojny): oddział, pula, posiłki, generał, karta wydarzenia, znacznik i tor punktów,
 * wskaźniki punktów. Names of things go into sentences in the nominative (after a colon, a dash or
 * "prowincja"), so no sentence depends on how a name declines; only the marker's side uses a genitive.
 * Plural families: one (1), few (2–4, 22–24, …), many (0, 5–21, 25–31, …), other (fractions).
 */
export const board: Translation<typeof english, 'few' | 'many'> = {
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
  'card.P': 'Plaga',
  'card.unknown': 'nieznana karta',

  // Warlords ("generałowie", RULINGS §10), in the app's own words.
  'warlord.second-six.name': 'Druga szóstka',
  'warlord.second-six.desc':
    'Zagraj 6 w prowincji, w której twoja szóstka już zostawiła znacznik; po odkryciu stawiasz tam drugi znacznik.',
  'warlord.remove-army.name': 'Usunięcie oddziału',
  'warlord.remove-army.desc':
    'Rundy 1–6, przed odkryciem kart lub po nim: zdejmij 1 oddział z dowolnej prowincji i oddaj go do puli właściciela.',
  'warlord.remove-army.desc.pl':
    'Rundy 1–6, przed odkryciem kart lub po nim: zdejmij z prowincji 1 oddział przeciwnika i oddaj go do jego puli.',
  'warlord.counter-plague.name': 'Odporność na Plagę',
  'warlord.counter-plague.desc':
    'Gdy przeciwnik odkryje Plagę, liczy się ona jako 0, a o prowincję walczy się jak zwykle.',
  'warlord.deadly-plague.name': 'Śmiertelna Plaga',
  'warlord.deadly-plague.desc':
    'Na początku rundy: każda Plaga odkryta w tej rundzie zostawia w swojej prowincji tylko 1 oddział.',
  'warlord.recycle-plague.name': 'Powracająca Plaga',
  'warlord.recycle-plague.desc':
    'Twoja odkryta Plaga nie odpada z gry, tylko wraca na spód twojego stosu; zamiast niej odpada wierzchnia karta stosu.',
  'warlord.move-army.name': 'Przesunięcie oddziału',
  'warlord.move-army.desc':
    'Rundy 1–6, przed odkryciem kart lub po nim: przesuń 1 swój oddział do sąsiedniej prowincji, pustej albo twojej.',
  'warlord.cap-at-six.name': 'Jak szóstka',
  'warlord.cap-at-six.desc':
    'Twoje odkryte 7, 8, 9 lub 10 liczy się w tej bitwie jako 6, nie zostawia znacznika szóstki i może leżeć tam, gdzie twoja szóstka jest już oznaczona.',
  'warlord.head-start.name': 'Dobry start',
  'warlord.head-start.desc':
    'Przy przygotowaniu gry: znacznik punktów zaczyna 1 pole bliżej twojego końca toru.',
  'warlord.recycle-minus-one.name': 'Powracające −1',
  'warlord.recycle-minus-one.desc':
    'Twoja odkryta karta −1 nie odpada z gry, tylko wraca na spód twojego stosu; zamiast niej odpada wierzchnia karta stosu.',
  'warlord.reinforce.name': 'Wzmocnienie',
  'warlord.reinforce.desc':
    'Rundy 1–6, przed odkryciem kart lub po nim: dołóż 1 oddział z puli do prowincji, którą kontrolujesz.',

  // Events ("karty wydarzeń", RULINGS §11), in the app's own words.
  'event.pandemic.name': 'Pandemia',
  'event.pandemic.desc':
    'Gdy w grze padły już 4 Plagi, każdy gracz odkłada 1 oddział do posiłków (z puli, a przy pustej puli z planszy).',
  'event.war-chariot.name': 'Rydwan bojowy',
  'event.war-chariot.desc':
    'Gracz, który ma znaczniki szóstek w 3 różnych prowincjach, wybiera w tajemnicy jeszcze jednego generała spośród nieużywanych.',
  'event.champion.name': 'Czempion',
  'event.champion.desc': 'Gracz, który odkryje 9 i nie wygra tej prowincji, odkłada 1 oddział do posiłków.',
  'event.hero.name': 'Bohater',
  'event.hero.desc': 'Gracz, który odkryje 10 i nie wygra tej prowincji, odkłada 2 oddziały do posiłków.',
  'event.light-infantry.name': 'Lekka piechota',
  'event.light-infantry.desc':
    'Gdy obaj gracze odkryją 1 w tej samej prowincji, gracz przegrywający na torze punktów może dołożyć tam 1 oddział z puli.',
  'event.light-infantry.desc.pl':
    'Gdy obaj gracze odkryją 1 w tej samej prowincji, gracz przegrywający na torze punktów przesuwa znacznik o 1 pole w swoją stronę.',

  // Counted nouns (nominative).
  'armies.one': '1 oddział',
  'armies.few': '{count} oddziały',
  'armies.many': '{count} oddziałów',
  'armies.other': '{count} oddziału',
  'cards.one': '1 karta',
  'cards.few': '{count} karty',
  'cards.many': '{count} kart',
  'cards.other': '{count} karty',
  'spaces.one': '1 pole',
  'spaces.few': '{count} pola',
  'spaces.many': '{count} pól',
  'spaces.other': '{count} pola',

  // Places armies can be (nominative: used after "→").
  'location.pool': 'pula',
  'location.setAside': 'posiłki',
  'location.sixBox': 'pole szóstki prowincji {province}',

  // Score marker and track (R-F3, + towards Blue).
  'marker.centre': 'środek toru',
  'marker.towards': '{spaces} od środka w stronę {player}',
  'list.and': '{first} i {last}',

  // Physical instructions for `move` entries: whole sentences per count, so verbs and pronouns agree.
  'move.pool-province.one': '{player}: weź 1 oddział z puli i umieść go w prowincji {to}',
  'move.pool-province.few': '{player}: weź {count} oddziały z puli i umieść je w prowincji {to}',
  'move.pool-province.many': '{player}: weź {count} oddziałów z puli i umieść je w prowincji {to}',
  'move.pool-province.other': '{player}: weź {count} oddziału z puli i umieść je w prowincji {to}',
  'move.province-pool.one': '{player}: zdejmij 1 oddział z prowincji {from} i odłóż go do puli',
  'move.province-pool.few': '{player}: zdejmij {count} oddziały z prowincji {from} i odłóż je do puli',
  'move.province-pool.many': '{player}: zdejmij {count} oddziałów z prowincji {from} i odłóż je do puli',
  'move.province-pool.other': '{player}: zdejmij {count} oddziału z prowincji {from} i odłóż je do puli',
  'move.province-province.one': '{player}: przenieś 1 oddział z prowincji {from} do prowincji {to}',
  'move.province-province.few': '{player}: przenieś {count} oddziały z prowincji {from} do prowincji {to}',
  'move.province-province.many': '{player}: przenieś {count} oddziałów z prowincji {from} do prowincji {to}',
  'move.province-province.other': '{player}: przenieś {count} oddziału z prowincji {from} do prowincji {to}',
  'move.pool-sixBox.one': '{player}: połóż 1 oddział z puli na polu szóstki prowincji {box}',
  'move.pool-sixBox.few': '{player}: połóż {count} oddziały z puli na polu szóstki prowincji {box}',
  'move.pool-sixBox.many': '{player}: połóż {count} oddziałów z puli na polu szóstki prowincji {box}',
  'move.pool-sixBox.other': '{player}: połóż {count} oddziału z puli na polu szóstki prowincji {box}',
  'move.province-sixBox.one':
    '{player}: przenieś 1 oddział z prowincji {from} na pole szóstki prowincji {box}',
  'move.province-sixBox.few':
    '{player}: przenieś {count} oddziały z prowincji {from} na pole szóstki prowincji {box}',
  'move.province-sixBox.many':
    '{player}: przenieś {count} oddziałów z prowincji {from} na pole szóstki prowincji {box}',
  'move.province-sixBox.other':
    '{player}: przenieś {count} oddziału z prowincji {from} na pole szóstki prowincji {box}',
  'move.pool-setAside.one': '{player}: odłóż 1 oddział z puli do posiłków',
  'move.pool-setAside.few': '{player}: odłóż {count} oddziały z puli do posiłków',
  'move.pool-setAside.many': '{player}: odłóż {count} oddziałów z puli do posiłków',
  'move.pool-setAside.other': '{player}: odłóż {count} oddziału z puli do posiłków',
  'move.province-setAside.one': '{player}: zdejmij 1 oddział z prowincji {from} i odłóż go do posiłków',
  'move.province-setAside.few':
    '{player}: zdejmij {count} oddziały z prowincji {from} i odłóż je do posiłków',
  'move.province-setAside.many':
    '{player}: zdejmij {count} oddziałów z prowincji {from} i odłóż je do posiłków',
  'move.province-setAside.other':
    '{player}: zdejmij {count} oddziału z prowincji {from} i odłóż je do posiłków',
  'move.setAside-pool.one': '{player}: przenieś 1 oddział z posiłków do puli',
  'move.setAside-pool.few': '{player}: przenieś {count} oddziały z posiłków do puli',
  'move.setAside-pool.many': '{player}: przenieś {count} oddziałów z posiłków do puli',
  'move.setAside-pool.other': '{player}: przenieś {count} oddziału z posiłków do puli',
  'move.other.one': '{player}: przenieś 1 oddział: {from} → {to}',
  'move.other.few': '{player}: przenieś {count} oddziały: {from} → {to}',
  'move.other.many': '{player}: przenieś {count} oddziałów: {from} → {to}',
  'move.other.other': '{player}: przenieś {count} oddziału: {from} → {to}',
  'move.withReason': '{text} ({reason})',
  'move.reason.short-pool': 'za mało oddziałów w puli',
  'move.reason.plague': 'Plaga',
  'move.reason.bonus-cost': 'koszt karty +2 lub +3',
  'move.reason.support': 'wezwanie posiłków',
  'move.reason.warlord': 'generał',
  'move.reason.pandemic': 'Pandemia',
  'move.reason.champion': 'Czempion',
  'move.reason.hero': 'Bohater',
  'move.reason.light-infantry': 'Lekka piechota',

  // Other physical instructions.
  'instruction.round': 'Przesuń znacznik rund na pole {round}',
  'instruction.turnDisplays':
    'Przesuń znacznik rund na pole {round} i przekręć wskaźniki punktów na pole rundy {displayRound}',
  'instruction.marker': 'Ustaw znacznik punktów: {position} ({signed})',
  'instruction.eventTurned': 'Odkryj kolejną kartę wydarzenia: {event}',
  'instruction.recycle':
    '{player}: połóż kartę {card} na spodzie swojego stosu kart akcji; wierzchnia karta stosu odpada z gry',
  'instruction.support': '{player}: odrzuć z ręki jedną kartę ({card})',

  // Game log sentences, one family per LogEntry kind.
  'log.setup': 'Gra przygotowana; znacznik punktów stoi na środku toru.',
  'log.setup.headStart':
    'Gra przygotowana; generał Sun\u00a0Tzu „Dobry start” ustawia znacznik punktów: {position} ({signed}).',
  'log.roundStart': 'Zaczyna się runda {round}.',
  'log.roundStart.turn':
    'Zaczyna się runda {round}. Przekręć wskaźniki punktów na pole rundy {displayRound}.',
  'log.warlordCommitted': '{player} wybiera w tajemnicy generała.',
  'log.warlord': '{player} zagrywa generała: {warlord}.',
  'log.warlord.province': '{player} zagrywa generała: {warlord} (prowincja {province}).',
  'log.warlord.move': '{player} zagrywa generała: {warlord} — z prowincji {from} do prowincji {to}.',
  'log.support': '{player} wzywa posiłki (odrzucona karta: {card}); 1 oddział z posiłków trafia do puli.',
  'log.ordersSealed': '{player} pieczętuje swoje rozkazy.',
  'log.sequence.fixed': 'Bitwy w kolejności z planszy: {sequence}.',
  'log.sequence.chosen': '{player} ustala kolejność bitew: {sequence}.',
  'log.reveal': 'Odkryte karty w prowincji {province}: {blueName} – {blueCard}, {redName} – {redCard}.',
  'log.battle.win':
    '{province}: {blueName} {blueValue} – {redName} {redValue}; wygrywa {winner}, wynik bitwy {margin}.',
  'log.battle.draw': '{province}: {blueName} {blueValue} – {redName} {redValue}; remis, nic się nie zmienia.',
  'log.plague.one': 'Plaga w prowincji {province}: {player} traci 1 oddział.',
  'log.plague.few': 'Plaga w prowincji {province}: {player} traci {count} oddziały.',
  'log.plague.many': 'Plaga w prowincji {province}: {player} traci {count} oddziałów.',
  'log.plague.other': 'Plaga w prowincji {province}: {player} traci {count} oddziału.',
  'log.plague.none': 'Plaga w prowincji {province}: nikt nie traci oddziałów.',
  'log.plague.deadly.one': 'Śmiertelna Plaga w prowincji {province}: {player} traci 1 oddział.',
  'log.plague.deadly.few': 'Śmiertelna Plaga w prowincji {province}: {player} traci {count} oddziały.',
  'log.plague.deadly.many': 'Śmiertelna Plaga w prowincji {province}: {player} traci {count} oddziałów.',
  'log.plague.deadly.other': 'Śmiertelna Plaga w prowincji {province}: {player} traci {count} oddziału.',
  'log.plague.deadly.none': 'Śmiertelna Plaga w prowincji {province}: nikt nie traci oddziałów.',
  'log.cancelled.plague': '{province}: Plaga anuluje kartę {card} ({player}) — bez wartości i bez kosztu.',
  'log.cancelled.same-bonus':
    '{province}: karta {card} ({player}) znosi się z taką samą kartą przeciwnika — bez kosztu.',
  'log.move': '{text}.',
  'log.shortfall.one': '{player}: w prowincji {province} brakuje 1 oddziału; nie da się go umieścić.',
  'log.shortfall.few': '{player}: w prowincji {province} brakuje {count} oddziałów; nie da się ich umieścić.',
  'log.shortfall.many':
    '{player}: w prowincji {province} brakuje {count} oddziałów; nie da się ich umieścić.',
  'log.shortfall.other':
    '{player}: w prowincji {province} brakuje {count} oddziału; nie da się ich umieścić.',
  'log.recycle': '{player}: karta {card} wraca na spód stosu; wierzchnia karta stosu odpada z gry.',
  'log.eventTurned': 'Odkryto kartę wydarzenia: {event} — {description}',
  'log.event': 'Wydarzenie {event} zadziałało; dotyczy: {players}.',
  'log.event.nobody': 'Wydarzenie {event} zadziałało.',
  'log.extraWarlord.secret': '{player} wybiera w tajemnicy dodatkowego generała (Rydwan bojowy).',
  'log.extraWarlord.open': '{player} bierze dodatkowego generała: {warlord} (Rydwan bojowy).',
  'log.marker': 'Znacznik punktów przesuwa się z {fromSigned} na {toSigned} ({reason}).',
  'log.marker.reason.score': 'punktowanie',
  'log.marker.reason.light-infantry': 'Lekka piechota',
  'log.marker.reason.head-start': 'Dobry start',
  'log.score.move':
    'Punktowanie po rundzie {round}: {blueName} {blue}, {redName} {red}; {leader} przesuwa znacznik o {diff} w swoją stronę, teraz {signed}.',
  'log.score.even':
    'Punktowanie po rundzie {round}: {blueName} {blue}, {redName} {red}; remis, znacznik zostaje na {signed}.',
  'log.draw': '{player} dobiera: {drew}; zatrzymuje {kept}, a {returned} odkłada na spód stosu.',
  'log.draw.keepAll': '{player} dobiera: {drew}; zatrzymuje {kept}.',
  'log.draw.none': '{player} nie ma już kart do dobrania.',
  'log.gameOver.win': 'Koniec gry: wygrywa {player} — {reason}.',
  'log.gameOver.draw': 'Koniec gry: remis — {reason}.',
  'gameOver.track': 'znacznik punktów dotarł przy punktowaniu do końca toru',
  'gameOver.round9': 'po 9. rundzie znacznik punktów jest po stronie zwycięzcy',
  'gameOver.round9-pool': 'po 9. rundzie znacznik stoi na środku, a zwycięzca ma więcej oddziałów w puli',
  'gameOver.round9-draw': 'po 9. rundzie znacznik stoi na środku, a obie pule są równe',
  'gameOver.events': 'zadziałała ostatnia karta wydarzenia, a znacznik punktów jest po stronie zwycięzcy',
  'gameOver.events-pool':
    'zadziałała ostatnia karta wydarzenia, znacznik stoi na środku, a zwycięzca ma więcej oddziałów w puli',
  'gameOver.events-draw':
    'zadziałała ostatnia karta wydarzenia, znacznik stoi na środku, a obie pule są równe',
};
