import { useEffect, useRef, useState } from 'preact/hooks';
import { t, type MessageKey } from '../../i18n';
import { scanImageFile, startCameraScan, type CameraScan } from '../../bridges/qr-scanner';
import './CameraCheck.css';

const VIEW_ID = 'camera-check-view';

type Status =
  | { kind: 'starting' }
  | { kind: 'scanning' }
  | { kind: 'read'; text: string }
  | { kind: 'error'; key: MessageKey };

/** Props of the camera check. */
export interface CameraCheckProps {
  onClose: () => void;
}

/** Lets a player confirm, before a game, that this phone's camera reads QR codes. */
export function CameraCheck({ onClose }: CameraCheckProps) {
  const [status, setStatus] = useState<Status>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const scan = useRef<CameraScan | null>(null);

  useEffect(() => {
    let cancelled = false;
    setStatus({ kind: 'starting' });
    void startCameraScan(VIEW_ID, (text) => setStatus({ kind: 'read', text })).then((result) => {
      if (cancelled) {
        if (result.ok) void result.scan.stop();
        return;
      }
      if (result.ok) {
        scan.current = result.scan;
        setStatus((now) => (now.kind === 'starting' ? { kind: 'scanning' } : now));
      } else {
        setStatus({ kind: 'error', key: result.error });
      }
    });
    return () => {
      cancelled = true;
      void scan.current?.stop();
      scan.current = null;
    };
  }, [attempt]);

  const onPhoto = async (event: Event) => {
    const file = (event.currentTarget as HTMLInputElement).files?.[0];
    if (!file) return;
    await scan.current?.stop();
    const text = await scanImageFile(VIEW_ID, file);
    setStatus(text === null ? { kind: 'error', key: 'camera.photoNone' } : { kind: 'read', text });
  };

  return (
    <section class="camera-check" aria-labelledby="camera-check-title">
      <h2 id="camera-check-title">{t('camera.check')}</h2>
      <p class="camera-check__help">{t('camera.checkHelp')}</p>
      <div
        id={VIEW_ID}
        class="camera-check__view"
        hidden={status.kind !== 'starting' && status.kind !== 'scanning'}
      />
      <p class="camera-check__status" role="status" data-testid="camera-status">
        {status.kind === 'starting' && t('camera.starting')}
        {status.kind === 'scanning' && t('camera.scanning')}
        {status.kind === 'read' && t('camera.read', { text: status.text })}
        {status.kind === 'error' && t(status.key)}
      </p>
      <div class="camera-check__actions">
        {status.kind !== 'scanning' && status.kind !== 'starting' && (
          <button type="button" class="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('camera.again')}
          </button>
        )}
        <label class="button camera-check__photo">
          {t('camera.photo')}
          <input type="file" accept="image/*" onChange={(e) => void onPhoto(e)} />
        </label>
        <button type="button" class="button" onClick={onClose}>
          {t('camera.close')}
        </button>
      </div>
    </section>
  );
}
