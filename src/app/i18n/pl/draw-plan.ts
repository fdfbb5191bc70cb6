import type { Translation } from '../translation';
import type { drawPlan as english } from '../en/draw-plan';

/** Polish words of the draw chosen on the plan and confirmed by the seal: they load with the game screens. */
export const drawPlan: Translation<typeof english, 'few' | 'many'> = {
  'drawPlan.title': 'Dobrane karty',
  'drawPlan.seal': '„Zapieczętuj rozkazy” to zatwierdza.',
  'drawPlan.freed':
    '{card} wraca na stos, więc prowincja {province} jest znów pusta: wybierz tam inną kartę.',
  'drawPlan.confirms': 'Każda czynność tutaj najpierw zatwierdza dobieranie tak, jak je zaznaczono.',
};
