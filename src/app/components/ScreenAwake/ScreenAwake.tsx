import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { canKeepScreenAwake } from '../../bridges/wake-lock';

/** Says whether this phone keeps the screen on during a game, or what to do instead. */
export function ScreenAwake() {
  const [works] = useState(canKeepScreenAwake);
  return (
    <p class="screen-awake" data-testid="screen-awake" data-works={String(works)}>
      {works ? t('wakeLock.yes') : t('wakeLock.no')}
    </p>
  );
}
