// What is wrong with a mistyped code, in the player's words.
import '../core/screen-text';
import { t } from '../../i18n';
import type { TypedCodeProblem, PartCollector } from '../../../protocol';

/** The sentence for a typed code's problem, naming the character, group or length where it is known. */
export function typedCodeText(problem: TypedCodeProblem): string {
  switch (problem.code) {
    case 'typed/empty':
      return t('typed/empty');
    case 'typed/bad-character':
      return t('typed/bad-character', { char: problem.char, group: problem.group, place: problem.place });
    case 'typed/wrong-character':
      return problem.groups.length === 1
        ? t('typed/wrong-character', { groups: problem.groups[0] ?? 1 })
        : t('typed/wrong-characters', { groups: problem.groups.join(', ') });
    case 'typed/too-short':
    case 'typed/too-long':
      return t(problem.code, { groups: problem.groups });
    default:
      return t(problem.code, { group: problem.group });
  }
}

/** Progress through a code in numbered parts, naming the parts still to scan or type. */
export function partsMissingText(collector: PartCollector): string {
  const missing = collector.chunks.flatMap((chunk, i) => (chunk === null ? [i + 1] : []));
  return t('typed/parts-missing', {
    have: collector.total - missing.length,
    total: collector.total,
    missing: missing.join(', '),
  });
}
