import type { Translation } from '../translation';
import type { game as english } from '../en/game';

/** Polish strings for the game screens: setup steps, planning, exchange, reveal, drawing, end. */
export const game: Translation<typeof english, 'few' | 'many'> = {
  'game.fingerprint': 'Kontrola: {words}',
  'game.fingerprintHelp': 'Oba telefony powinny pokazywać te same liczby, niezależnie od języka.',
  'game.board': 'Plansza',
  'game.log': 'Dziennik',
  'game.play': 'Gra',
  'game.home': 'Gry',
  'game.notFound': 'Tej gry nie ma na tym telefonie.',
  'game.youPlay': 'Grasz jako {player}.',
  'game.saving': 'Zapisywanie…',
  'game.refused': 'Niedozwolone: {reason}',
  'game.more': 'Więcej',
  'import/not-json': 'To nie jest plik gry (nie da się go odczytać).',
  'import/not-a-game': 'Ten plik nie jest grą z aplikacji Sędzia gry Sun Tzu.',
  'import/newer-version':
    'Ten plik gry pochodzi z nowszej wersji aplikacji. Najpierw zaktualizuj ten telefon.',
  'import/damaged-record':
    'Ten plik gry jest uszkodzony albo był zmieniany: jego zapis się nie zgadza. Niczego nie zaimportowano.',
  'import/bad-version':
    'Ten plik gry nie podaje poprawnej wersji: był uszkodzony albo zmieniany. Niczego nie zaimportowano.',
  'import/bad-field':
    'Część tego pliku gry jest niepoprawna (zły rodzaj wartości albo liczba spoza zakresu): był uszkodzony albo zmieniany. Niczego nie zaimportowano.',
  'import/false-claim':
    'Ten plik gry twierdzi coś, czego nie pokazuje jego zapis (rundę, liczby kontrolne albo pozycję). Był uszkodzony albo zmieniany. Niczego nie zaimportowano.',
  'import/illegal-action':
    'Ten plik gry zawiera rozkazy albo ruchy, na które zasady w tym miejscu nie pozwalają. Był uszkodzony albo zmieniany. Niczego nie zaimportowano.',
  'import/seal-mismatch':
    'Zapieczętowane rozkazy w tym pliku gry nie pasują do swojej pieczęci: zmieniono je po zapieczętowaniu. Niczego nie zaimportowano.',
  'import/phone-newer':
    'Ten telefon ma już tę grę, dalej niż plik (albo z zapieczętowanymi rozkazami, których plik nie ma). Kopia na telefonie została; niczego nie zaimportowano.',
  'import/other-seat':
    'Ten plik to strona innego gracza w grze, która już jest na tym telefonie. Kopia na telefonie została; niczego nie zaimportowano.',
  'import/too-large':
    'Ten plik jest dużo większy niż jakikolwiek plik gry (cała gra zajmuje kilkadziesiąt kilobajtów), więc nim nie jest. Niczego nie zaimportowano.',
  'import/not-dealt':
    'Karty w tym pliku gry nie są tymi, które aplikacja rozdała temu graczowi: zmieniono rękę albo talię. Niczego nie zaimportowano.',
  'import/impossible-hand':
    'Kart z tego pliku gry nie da się mieć: jakaś karta jest więcej razy, niż ma ją gra, albo liczba kart nie zgadza się z grą. Niczego nie zaimportowano.',
  'warlord.title': 'Wybierz w tajemnicy generała',
  'warlord.help': 'Dopóki go nie zagrasz, twój wybór zna tylko ten telefon.',
  'warlord.choose': 'Wybierz: {name}',
  'warlord.chosen': 'Twój generał: {name}',
  'over.title': 'Koniec gry',
  'over.reason.track': 'Znacznik dotarł do końca toru punktów.',
  'over.reason.round9': 'Po 9. rundzie znacznik jest po stronie zwycięzcy.',
  'over.reason.round9-pool': 'Po 9. rundzie znacznik stoi na 0; rozstrzyga większa liczba oddziałów w puli.',
  'over.reason.round9-draw': 'Po 9. rundzie znacznik stoi na 0, a pule są równe.',
  'over.reason.events': 'Ostatnia karta wydarzenia zakończyła grę; znacznik jest po stronie zwycięzcy.',
  'over.reason.events-pool':
    'Ostatnia karta wydarzenia zakończyła grę; rozstrzyga większa liczba oddziałów w puli.',
  'over.reason.events-draw': 'Ostatnia karta wydarzenia zakończyła grę przy znaczniku na 0 i równych pulach.',
  'share.button': 'Udostępnij wynik jako obrazek',
  'share.shared': 'Obrazek udostępniony.',
  'share.downloaded': 'Obrazek zapisano w pobranych plikach.',
  'share.failed': 'Nie udało się zrobić obrazka.',
};
