import type { Translation } from '../translation';
import type { moments as english } from '../en/moments';

/** Polish strings of the table moments merged with the next tap: koniec rundy z przekazaniem telefonu. */
export const moments: Translation<typeof english, 'few' | 'many'> = {
  'moments.endPass':
    'Generałów, których można użyć teraz, można zagrać przed punktowaniem. Potem podajcie telefon graczowi: {player}. Jego dotknięcie przycisku kończy rundę i otwiera jego ekran.',
  'moments.nextWindow': 'To można zagrać przed kolejnymi rozkazami. Takie zagranie kończy tę rundę.',
  'moments.nextWindowTurn':
    'To można zagrać przed rozkazami. Takie zagranie potwierdza też, że wskaźniki są przekręcone.',
  'moments.tableWindow':
    'Każde z was może to zagrać teraz, przed rozkazami, na oczach obojga. Potem przycisk powyżej otworzy rozkazy właściciela tego telefonu.',
  'moments.tableWindowMerged':
    'Runda {round} nie miała punktowania, więc to, co zagralibyście na jej końcu, działa tak samo tutaj, przed następnymi rozkazami. Każde z was może to zagrać na oczach obojga; potem przycisk powyżej otworzy rozkazy właściciela tego telefonu.',
} as const;
