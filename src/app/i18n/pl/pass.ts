import type { Translation } from '../translation';
import type { pass as english } from '../en/pass';

/** Polish strings of pass-and-play (one phone passed between the players). */
export const pass: Translation<typeof english, 'few' | 'many'> = {
  'newGame.mode': 'Jak gracie?',
  'newGame.mode.twoPhones': 'Dwa telefony',
  'newGame.mode.twoPhonesHint': 'Każdy wpisuje rozkazy na swoim telefonie; telefony wymieniają kody QR',
  'newGame.mode.passAndPlay': 'Jeden telefon, podawany z rąk do rąk',
  'newGame.mode.passAndPlayHint': 'Gracze wpisują rozkazy po kolei; ekran zasłony je ukrywa',
  'newGame.tablePlays.pass': 'Kto pierwszy bierze telefon?',
  'handOver.title': 'Podaj telefon graczowi: {player}',
  'handOver.help':
    'Następny ekran powinien zobaczyć tylko gracz {player}. Rozkazy i karty drugiego gracza pozostają ukryte.',
  'handOver.ready': 'To ja, {player}: pokaż mój ekran',
  'handOver.bothTitle': 'Połóżcie telefon tak, żeby każdy go widział',
  'handOver.bothHelp':
    'Oba zestawy rozkazów są zapieczętowane. Odkrywanie kart, punktowanie i koniec gry są jawne.',
  'handOver.bothReady': 'Patrzymy razem: dalej',
  'pass.yourTurn': 'Ekran gracza: {player}',
  'pass.bothLooking': 'Obaj gracze',
  'before.title': 'Runda {round}: przed rozkazami',
  'before.help':
    'Kto chce zagrać generała albo wezwać posiłki przed wydaniem rozkazów, robi to teraz, na oczach obu graczy. Potem każdy z was planuje w ukryciu.',
  'before.done': 'Przejdź do rozkazów',
  'before.passTo':
    'Potem podajcie telefon graczowi: {player}. Jego ekran otworzy się dopiero, gdy dotknie przycisku poniżej.',
  'app/warlord-not-held': 'Ten gracz nie ma tego generała, więc nic nie zostało zapisane.',
  'app/card-not-in-hand': 'Tej karty nie ma (już) w ręce tego gracza, więc nic nie zostało zapisane.',
};
