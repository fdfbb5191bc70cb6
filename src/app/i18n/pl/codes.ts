import type { Translation } from '../translation';
import type { codes as english } from '../en/codes';

/** Polish words for typed codes: the code shown to type, and what is wrong with a mistyped one. */
export const codes: Translation<typeof english, 'few' | 'many'> = {
  'code.typedHeading': 'Brak aparatu? Przeczytaj ten kod na głos, by go wpisać:',
  'code.typedGroups': 'Grupy po pięć znaków; spacje i wielkość liter nie mają znaczenia.',
  'typed/empty': 'Najpierw wpisz kod.',
  'typed/bad-character':
    'Kody nigdy nie zawierają znaku „{char}” (grupa {group}, znak {place}). Sprawdź ten znak jeszcze raz.',
  'typed/wrong-character': 'Jeden znak w grupie {groups} jest błędny. Sprawdź tę grupę jeszcze raz.',
  'typed/wrong-characters': 'W grupach {groups} jest po jednym błędnym znaku. Sprawdź je jeszcze raz.',
  'typed/missing-group': 'Brakuje grupy {group}: grupy po niej są dobre. Wpisz ją na jej miejscu.',
  'typed/extra-group': 'Grupa {group} jest zbędna (wpisana dwa razy?). Pomiń ją.',
  'typed/missing-character': 'W grupie {group} brakuje znaku. Sprawdź tę grupę jeszcze raz.',
  'typed/extra-character': 'W grupie {group} jest o jeden znak za dużo. Sprawdź tę grupę jeszcze raz.',
  'typed/last-group-short':
    'Ostatnia grupa (grupa {group}) ma tylko jeden znak: na końcu brakuje znaku albo jest o jeden za dużo.',
  'typed/too-short':
    'Wpisane grupy ({groups}) są dobre, ale kod jest dłuższy: dopisz brakujące grupy na końcu.',
  'typed/too-long': 'Kod kończy się na grupie {groups}: pomiń to, co po niej.',
  'typed/parts-missing':
    'Odczytano {have} z {total} kodów; zostały do zeskanowania lub wpisania: numer {missing}.',
};
