import type { Translation } from '../translation';
import type { taps as english } from '../en/taps';

/** Polish words of the tap savings (the draw's default put-back, a run of armies taken back as one step): they load with the game screens. */
export const taps: Translation<typeof english, 'few' | 'many'> = {
  'drawDefault.chosen':
    '{card} trafia na spód twojego stosu: najsłabsza na kolejne rundy. Dotknij innej karty, by odłożyć ją zamiast tej.',
  'takeBack.takeRun': 'oddziały ({count}) wzięte z: {from}',
  'takeBack.thePool': 'pula',
  'takeBack.listAnd': '{first} i {last}',
};
