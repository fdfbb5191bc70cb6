/** English words of the one-step choice of where several armies come from: they load with the game screens. */
export const armySources = {
  'sources.title': 'Where do the {count} armies come from?',
  'sources.help': 'The rules’ choice is set; a + moves an army here.',
  'sources.more': 'One more from {source}',
  'sources.less': 'One fewer from {source}',
  'sources.left': '{left} still to choose',
  'sources.take': 'Take these',
} as const;
