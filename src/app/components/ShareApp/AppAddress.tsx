import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n';
import { QrCode } from '../QrCode/QrCode';
import { addressReach, appAddress } from './app-address';

const WARNINGS = {
  ok: null,
  'this-device-only': 'share.thisDeviceOnly',
  'no-camera-over-http': 'share.noCameraOverHttp',
} as const;

/** This app's address as a QR code, with the address as text and a warning when it will not do. */
export function AppAddress() {
  const address = appAddress(location.origin, import.meta.env.BASE_URL);
  const warning = WARNINGS[addressReach(address)];
  const panel = useRef<HTMLDivElement>(null);
  // The button sits at the bottom of the home screen: bring the code up to where it can be seen.
  useEffect(() => panel.current?.parentElement?.scrollIntoView({ block: 'start' }), []);
  return (
    <div class="share-app__panel" data-testid="app-address" ref={panel}>
      <p class="share-app__help">{t('share.help')}</p>
      <QrCode text={address} label={t('share.qrLabel', { address })} />
      <p class="share-app__address" data-testid="app-address-text">
        {address}
      </p>
      {warning && (
        <p class="step__error" role="note">
          {t(warning)}
        </p>
      )}
    </div>
  );
}
