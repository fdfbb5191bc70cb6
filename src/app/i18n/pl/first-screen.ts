import type { Translation } from '../translation';
import type { firstScreen as english } from '../en/first-screen';

/** Polish strings of the first screen (the game list and its buttons, the storage notices, players' names): the rest comes after it. */
export const firstScreen: Translation<typeof english, 'few' | 'many'> = {
  // Players (R-F7), named by their character as the Polish rulebook does ("niebieski (Sun Tzu) albo
  // czerwony (król Shao)"), never by colour alone. The edition decides the red character:
  // King Chu (en edition) is "Król Chu". The long form adds the colour.
  // A no-break space keeps a name on one line ("Król\u00a0Shao", "Sun\u00a0Tzu").
  'player.blue': 'Sun\u00a0Tzu',
  'player.red.en': 'Król\u00a0Chu',
  'player.red.pl': 'Król\u00a0Shao',
  'player.blue.gen': 'Sun\u00a0Tzu',
  'player.red.en.gen': 'Króla\u00a0Chu',
  'player.red.pl.gen': 'Króla\u00a0Shao',
  'player.blue.full': '{name} (niebieski)',
  'player.red.full': '{name} (czerwony)',
  'player.icon.blue': 'romb',
  'player.icon.red': 'koło',

  'game.round': 'Runda {round} z 9',
  'home.import': 'Otwórz plik gry',
  'import.exists': 'Ta gra już jest na tym telefonie.',
  'import.onPhone': 'Na tym telefonie: runda {round}, zapisane kroki: {actions}.',
  'import.inFile': 'W pliku: runda {round}, zapisane kroki: {actions}.',
  'import.onPhoneSealed':
    'Na tym telefonie: runda {round}, zapisane kroki: {actions}, rozkazy zapieczętowane.',
  'import.inFileSealed': 'W pliku: runda {round}, zapisane kroki: {actions}, rozkazy zapieczętowane.',
  'import.fileNewer': 'Plik jest dalej niż ten telefon.',
  'import.same': 'Plik i ten telefon są w tym samym miejscu gry.',
  'import.replace': 'Zastąp kopię na telefonie plikiem',
  'import.keep': 'Zostaw kopię na telefonie',
  'over.winner': 'Wygrywa {player}.',
  'over.draw': 'Remis.',
  'save.full':
    'Nie zapisano: pamięć telefonu jest pełna. Drugiemu telefonowi nic nie pokazano. Zwolnij trochę miejsca i dotknij „Spróbuj ponownie”.',
  'save.failed':
    'Nie zapisano: pamięć odrzuciła zmianę. Drugiemu telefonowi nic nie pokazano. Dotknij „Spróbuj ponownie”.',
  'save.retry': 'Spróbuj ponownie',
  'save.tryAgain':
    'Nie zapisano: pamięć telefonu odrzuciła zapis (może jest pełna?). Zwolnij trochę miejsca i spróbuj ponownie.',
  'gameList.passAndPlay': 'jeden telefon',
  'newGame.level.easy': 'Łatwo',
  'newGame.level.normal': 'Normalnie',
  'newGame.level.hard': 'Trudno',
  'gameList.solo': 'przeciw telefonowi ({level})',
  'storage.persistent':
    'Gry są bezpieczne na tym telefonie: przeglądarka nie usunie ich, by zwolnić miejsce.',
  'storage.notPersistent':
    'Przeglądarka może usunąć gry z tego telefonu, gdy zabraknie miejsca. Zainstalowanie aplikacji pomaga je zachować.',
  'storage.safariEviction':
    'Safari usuwa dane witryny po 7 dniach bez odwiedzin. Dodaj aplikację do ekranu początkowego (Udostępnij → „Do ekranu początkowego”), a twoje gry będą bezpieczne.',
  'home.rules': 'Zasady',
  'home.newGame': 'Nowa gra',
  'home.join': 'Dołącz do gry',
  'home.settings': 'Ustawienia',
  'home.inProgress': 'Trwające gry',
  'home.finished': 'Zakończone gry',
  'home.none': 'Nie ma jeszcze żadnej gry. Załóż ją na tym telefonie albo dołącz do gry drugiego gracza.',
};
