import type { Translation } from '../translation';
import type { drawPlan as english } from '../en/draw-plan';

/** Polish words of the draw chosen on the plan and confirmed by the seal (R-R4): they load with the game screens. */
export const drawPlan: Translation<typeof english, 'few' | 'many'> = {
  'drawPlan.title': 'Dobrane karty',
  'drawPlan.seal': '„Zapieczętuj rozkazy” to zatwierdza.',
  'drawPlan.freed':
    '{card} wraca na stos, więc prowincja {province} jest znów pusta: wybierz tam inną kartę.',
  'drawPlan.confirms': 'Każda czynność tutaj najpierw zatwierdza dobieranie tak, jak je zaznaczono.',
  'drawPlan.keepTitle.one': 'Którą kartę zatrzymujesz?',
  'drawPlan.keepTitle.few': 'Które {count} karty zatrzymujesz?',
  'drawPlan.keepTitle.many': 'Które {count} kart zatrzymujesz?',
  'drawPlan.keepTitle.other': 'Które {count} karty zatrzymujesz?',
  'drawPlan.keepHelp': 'Dobierz ze swojego stosu: {drew}, a resztę połóż na jego spód. W stosie zostały:',
  'drawPlan.keepFirst.one': 'Najpierw zaznacz kartę, którą zatrzymujesz.',
  'drawPlan.keepFirst.few': 'Najpierw zaznacz {count} karty, które zatrzymujesz.',
  'drawPlan.keepFirst.many': 'Najpierw zaznacz {count} kart, które zatrzymujesz.',
  'drawPlan.keepFirst.other': 'Najpierw zaznacz {count} karty, które zatrzymujesz.',
  'drawPlan.keepDone': 'Dołączają do twojej ręki poniżej. „Zapieczętuj rozkazy” je zatwierdza.',
  'drawPlan.unkept':
    'Karta {card} nie jest już zatrzymana, więc prowincja {province} jest znów pusta: wybierz tam inną kartę.',
};
