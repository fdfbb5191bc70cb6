import type { Translation } from '../translation';
import type { borders as english } from '../en/borders';

/** Polish strings of the borders setting (R-F5). */
export const borders: Translation<typeof english, 'few' | 'many'> = {
  'borders.title': 'Granice między prowincjami',
  'borders.help':
    'Na planszy nie wszystkie granice są wyraźne. Zaznacz każdą parę prowincji, które się stykają: oddziały mogą przyjść tylko z prowincji sąsiedniej. Nowe gry korzystają z tej tabeli; rozpoczęte gry zachowują swoją.',
  'borders.isDefault': 'To domyślna tabela aplikacji.',
  'borders.isCustom': 'To Wasza własna tabela. Nowe gry będą z niej korzystać.',
  'borders.pair': '{a} – {b}',
  'borders.reset': 'Przywróć domyślną tabelę',
  'newGame.bordersCustom': 'Granice: Wasza własna tabela z Ustawień.',
};
