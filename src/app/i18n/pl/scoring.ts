import type { Translation } from '../translation';
import type { scoring as english } from '../en/scoring';

/** Polish strings of the table moments: punktacja po rundach 3, 6 i 9, przekręcanie wskaźników, odkryte wydarzenie. */
export const scoring: Translation<typeof english, 'few' | 'many'> = {
  'scoring.title': 'Runda {round}: punktacja',
  'scoring.status': 'Runda {round} z 9: punktacja',
  'scoring.help': 'Każdy gracz dostaje wartość ze wskaźnika punktów każdej prowincji, którą kontroluje.',
  'scoring.province': 'Prowincja',
  'scoring.value': 'Wartość',
  'scoring.nobody': 'nikt',
  'scoring.total': 'Razem',
  'scoring.move': 'Przesuń znacznik punktów o {spaces} w stronę {player}: z {from} na {to}.',
  'scoring.capped': 'Tor kończy się na {end}: znacznik zatrzymuje się tam.',
  'scoring.even': 'Sumy są równe: znacznik punktów zostaje na {at}.',
  'scoring.track': 'Tor punktów: znacznik przesuwa się z {from} na {to}',
  'scoring.win': '{player} wygrywa od razu: znacznik punktów dotarł do końca toru.',
  'scoring.end.win': 'To była ostatnia runda: wygrywa {player}.',
  'scoring.end.pool': 'Znacznik stoi na środku: wygrywa {player}, który ma więcej oddziałów w puli.',
  'scoring.end.draw': 'Znacznik stoi na środku, a pule są równe: remis.',
  'scoring.goOn': 'Dalej: runda {round}',
  'scoring.seeResult': 'Zobacz wynik',
  'turn.title': 'Runda {round}: przekręćcie wskaźniki punktów',
  'turn.help':
    'Przekręćcie wskaźnik punktów każdej prowincji na następne pole, pole rundy {displayRound}. Od teraz liczą się te wartości:',
  'turn.done': 'Gotowe: wszystkie wskaźniki przekręcone',
  'faceUp.title': 'Odkryte wydarzenie',
  'faceUp.none': 'Żadna karta wydarzenia nie jest odkryta.',
  'faceUp.turnTop': 'Wierzchnia karta waszej talii wydarzeń, odkryta przy przygotowaniu gry.',
  'setupNotice.title': 'Przed rundą 1, na planszy',
  'setupNotice.headStart': 'Dobry start: przesuń znacznik punktów o jedno pole w stronę {player}.',
  'setupNotice.event': 'Weźcie kartę wydarzenia „{event}” i połóżcie ją odkrytą obok planszy.',
  'setupNotice.eventTop': 'Potasujcie karty wydarzeń i odkryjcie wierzchnią obok planszy.',
  'plan.startTurned':
    'Przesuń znacznik rund na pole {round}. Wskaźniki punktów pokazują teraz pole rundy {displayRound}.',
  'plan.values': 'Wartości prowincji na koniec rundy {round}',
  'plan.value': '{value} pkt',
  'plan.sequenceNote': 'Ty ustalasz kolejność bitew: ustaw ją pod kartami.',
  'reveal.worth': '{value} pkt na koniec rundy {round}',
} as const;
