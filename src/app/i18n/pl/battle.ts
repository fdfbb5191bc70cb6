import type { Translation } from '../translation';
import type { battle as english } from '../en/battle';

/** Polish strings of the reveal's one-screen battle: the event chip, the oddziały before → after, the round so far. */
export const battle: Translation<typeof english, 'few' | 'many'> = {
  'battle.soFar': 'Dotychczas w tej rundzie',
  'battle.event': 'Wydarzenie',
  'battle.noEvent': 'Żadna karta wydarzenia nie jest odkryta',
  'battle.trigger.pandemic': '4. Plaga w grze: każdy gracz odkłada 1 oddział do posiłków',
  'battle.trigger.war-chariot': 'znaczniki szóstek w 3 prowincjach: jeszcze jeden generał, w tajemnicy',
  'battle.trigger.champion': '9, która nie wygrywa: 1 oddział do posiłków',
  'battle.trigger.hero': '10, która nie wygrywa: 2 oddziały do posiłków',
  'battle.trigger.light-infantry': 'obaj odkrywają 1: przegrywający może dołożyć tam 1 oddział',
  'battle.trigger.light-infantry.pl': 'obaj odkrywają 1: przegrywający przesuwa znacznik o 1 pole',
  'battle.armies': 'Oddziały po tej bitwie',
  'battle.changed': '{province}: {before} → {after}',
  'battle.unchanged': '{province}: {after}',
  'battle.held': '{player} {count}',
  'battle.neutral': 'neutralna',
};
