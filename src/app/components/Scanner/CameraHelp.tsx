import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { browserFacts } from '../../bridges/platform';
import { cameraHelpOrder } from './camera-help';

/** Props of the camera permission screen. */
export interface CameraHelpProps {
  /** Whether the scanner offers the typed code (pointed to as a fallback). */
  allowTyped: boolean;
  /** Asks for the camera again. */
  onRetry: () => void;
}

/**
 * Shown when the camera permission was refused or dismissed: how to allow it on an iPhone (in
 * Safari, or the installed app) and on Android, that the photo and typed-code fallbacks below work
 * meanwhile, and a button to try the camera again.
 */
export function CameraHelp({ allowTyped, onRetry }: CameraHelpProps) {
  const [order] = useState(() => cameraHelpOrder(browserFacts()));
  return (
    <div class="camera-help" data-testid="camera-help">
      <p class="camera-help__title">{t('cameraHelp.title')}</p>
      <p>{t('cameraHelp.intro')}</p>
      <ul class="camera-help__places">
        {order.map((place) => (
          <li key={place} data-place={place}>
            <strong>{t(`cameraHelp.${place}.title`)}</strong> {t(`cameraHelp.${place}`)}
          </li>
        ))}
      </ul>
      <p>{allowTyped ? t('cameraHelp.meanwhileTyped') : t('cameraHelp.meanwhile')}</p>
      <button type="button" class="button button--primary" onClick={onRetry}>
        {t('cameraHelp.retry')}
      </button>
    </div>
  );
}
