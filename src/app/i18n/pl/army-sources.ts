import type { Translation } from '../translation';
import type { armySources as english } from '../en/army-sources';

/** Polish words of the one-step choice of where several armies come from: they load with the game screens. */
export const armySources: Translation<typeof english, 'few' | 'many'> = {
  'sources.title': 'Skąd biorą się oddziały ({count})?',
  'sources.help': 'Ustawiono wybór według zasad; + przenosi tu oddział.',
  'sources.more': 'Jeszcze jeden z: {source}',
  'sources.less': 'O jeden mniej z: {source}',
  'sources.left': 'Jeszcze do wybrania: {left}',
  'sources.take': 'Biorę te',
};
