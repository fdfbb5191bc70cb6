import type { Translation } from '../translation';
import type { box as english } from '../en/box';

/** Polish words for „Moje pudełko”: dziesięć zapamiętanych wskaźników punktów i pięć dotknięć nowej gry. */
export const box: Translation<typeof english, 'few' | 'many'> = {
  'box.title': 'Moje pudełko',
  'box.help':
    'Dziesięć wskaźników punktów z twojego egzemplarza gry. Wpisz raz trzy liczby każdego z nich (za rundy 3, 6 i 9); ten telefon zapamięta je na każdą nową grę.',
  'box.display': 'Wskaźnik {n}',
  'box.invalid': 'Wpisz trzy cyfry, na przykład 143, albo zostaw puste.',
  'box.save': 'Zapisz moje pudełko',
  'box.saved': 'Moje pudełko jest zapisane na tym telefonie.',
  'box.edit': 'Zmień moje pudełko',
  'box.enter': 'Wpisz raz moje pudełko',
  'box.enterHelp': 'Potem nowa gra wymaga pięciu dotknięć zamiast piętnastu cyfr.',
  'app/my-box-unreadable':
    'Nie da się odczytać pudełka zapisanego na tym telefonie. Wpisz dziesięć wskaźników jeszcze raz: stara wartość zostanie odłożona, nic nie zostanie usunięte.',
  'box.pickNext': 'Dotknij wskaźnika, który leży przy prowincji: {province}.',
  'box.pickDone': 'Wybrano wszystkie pięć. Dotknij jednego, by go cofnąć, albo wpisz liczby niżej.',
  'box.random': 'Wylosuj dla nas pięć',
  'box.randomHelp': 'Potem rozłóżcie wskaźniki tak, jak pokazują liczby niżej.',
  'box.tooFew': 'Aby losować, wpisz w Moim pudełku co najmniej pięć wskaźników.',
};
