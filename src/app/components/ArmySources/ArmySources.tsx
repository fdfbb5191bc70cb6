import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { isLegalSplit, oneMoreFrom, type SourcesAsk } from '../../game/round/army-sources';
import { WhyRule } from '../WhyRule/WhyRule';
import './ArmySources.css';

/** Props of ArmySources: the run of armies to take, how a source is named, and what to do with the counts. */
export interface ArmySourcesProps {
  ask: SourcesAsk;
  name: (source: string) => string;
  onTake: (counts: Record<string, number>) => void;
}

/**
 * Where several armies come from, chosen in one step: a count per source, the rules' defaults set;
 * the question is the decision's title. Only counts the rules accept can be made: a + that
 * would lead to none (a farther province before a bordering one, R-B4) is disabled. Once every army is
 * chosen, a + moves one here from another source (`oneMoreFrom`): one tap, not a − and a +.
 */
export function ArmySources({ ask, name, onTake }: ArmySourcesProps) {
  const [counts, setCounts] = useState<Record<string, number>>(() => ({ ...ask.defaults }));
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  // Marked "(default)" while the counts are the rules' own, as every default answer is on the reveal.
  const atDefaults = ask.sources.every((s) => (counts[s] ?? 0) === (ask.defaults[s] ?? 0));
  const fewer = (source: string) =>
    setCounts({ ...counts, [source]: Math.max(0, (counts[source] ?? 0) - 1) });
  return (
    <div class="army-sources">
      <p class="step__help">
        {t('sources.help')}
        <WhyRule rules="R-D1, R-D2" />
      </p>
      <ul class="army-sources__list">
        {ask.sources.map((source) => {
          const more = oneMoreFrom(ask, counts, source);
          return (
            <li key={source} class="army-sources__row">
              <span class="army-sources__name">{name(source)}</span>
              <button
                type="button"
                class="button army-sources__step"
                aria-label={t('sources.less', { source: name(source) })}
                disabled={(counts[source] ?? 0) === 0}
                onClick={() => fewer(source)}
              >
                −
              </button>
              <output class="army-sources__count" aria-live="polite">
                {counts[source] ?? 0}
              </output>
              <button
                type="button"
                class="button army-sources__step"
                aria-label={t('sources.more', { source: name(source) })}
                disabled={more === null}
                onClick={() => more && setCounts(more)}
              >
                +
              </button>
            </li>
          );
        })}
      </ul>
      {total < ask.count && (
        <p class="step__help" role="status">
          {t('sources.left', { left: ask.count - total })}
        </p>
      )}
      <div class="step__actions">
        <button
          type="button"
          class="button button--primary"
          disabled={!isLegalSplit(ask, counts)}
          onClick={() => onTake(counts)}
        >
          {t('sources.take')}
          {atDefaults ? ` (${t('reveal.default')})` : ''}
        </button>
      </div>
    </div>
  );
}
