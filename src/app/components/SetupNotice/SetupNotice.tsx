import { t } from '../../i18n';
import type { Edition } from '../../../engine';
import type { SetupChanges } from '../../game/round/flow';
import { eventName, playerNameOf } from '../../format';
import './SetupNotice.css';

/** The setup's changes to the physical board, once, on round 1's plan (R-W8 Head Start, the first event face up, R-V6). */
export function SetupNotice({ changes, edition }: { changes: SetupChanges | null; edition: Edition }) {
  if (!changes) return null;
  return (
    <aside class="setup-notice" aria-labelledby="setup-notice-title" data-testid="setup-notice">
      <strong id="setup-notice-title" class="setup-notice__title">
        {t('setupNotice.title')}
      </strong>
      <ul class="setup-notice__list">
        {changes.headStart && (
          <li>{t('setupNotice.headStart', { player: playerNameOf('blue', edition) })}</li>
        )}
        {changes.events && (
          <li>
            {changes.event
              ? t('setupNotice.event', { event: eventName(changes.event) })
              : t('setupNotice.eventTop')}
          </li>
        )}
      </ul>
    </aside>
  );
}
