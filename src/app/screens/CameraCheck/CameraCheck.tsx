import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { Scanner } from '../../components/Scanner/Scanner';
import { ScreenAwake } from '../../components/ScreenAwake/ScreenAwake';
import './CameraCheck.css';

/** Props of the camera check. */
export interface CameraCheckProps {
  onClose: () => void;
}

/** Lets a player confirm, before a game, that this phone's camera reads QR codes. */
export function CameraCheck({ onClose }: CameraCheckProps) {
  const [read, setRead] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return (
    <section class="camera-check" aria-labelledby="camera-check-title">
      <h2 id="camera-check-title">{t('camera.check')}</h2>
      <p class="camera-check__help">{t('camera.checkHelp')}</p>
      <ScreenAwake />
      {read === null ? (
        <Scanner
          key={round}
          allowTyped={false}
          showDecoder
          onText={(text) => {
            setRead(text);
            return { ok: true };
          }}
        />
      ) : (
        <>
          <p class="camera-check__read" role="status" data-testid="camera-status">
            {t('camera.read', { text: read })}
          </p>
          <button
            type="button"
            class="button button--primary"
            onClick={() => {
              setRead(null);
              setRound((n) => n + 1);
            }}
          >
            {t('camera.again')}
          </button>
        </>
      )}
      <button type="button" class="button" onClick={onClose}>
        {t('camera.close')}
      </button>
    </section>
  );
}
