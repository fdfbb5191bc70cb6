import type { Translation } from '../translation';
import type { boardTab as english } from '../en/board-tab';

/** Polish strings of the Board tab's note while a scoring moment is on the Play tab. */
export const boardTab: Translation<typeof english, 'few' | 'many'> = {
  'boardTab.scoring':
    'Runda {round} jest podliczona (zob. Gra). Plansza poniżej pokazuje początek rundy {next}.',
};
