import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { ShownMessage } from '../../game/core/local-game';
import { ShowCode } from '../../components/ShowCode/ShowCode';
import { ScanMessage } from './ScanMessage';
import type { StepProps } from '../../components/step-props';

/** Props of the invitation: only the invitation code (public: the other phone scans it) and the tap. */
export interface InviteStepProps {
  shown: ShownMessage | null;
  onJoined: () => void;
  /** The setup handshake: the guest's join code is scanned here instead of the tap. */
  join?: StepProps | null;
}

/** Table phone: the invitation QR until the guest has scanned it (nothing private can reach it). */
export function InviteStep({ shown, onJoined, join = null }: InviteStepProps) {
  const [scanning, setScanning] = useState(false);
  const next = join ? (
    <button type="button" class="button button--primary" onClick={() => setScanning(!scanning)}>
      {scanning ? t('invite.showAgain') : t('invite.scanJoin')}
    </button>
  ) : (
    <button type="button" class="button button--primary" onClick={onJoined}>
      {t('invite.joined')}
    </button>
  );
  const codeShown = !(join && scanning) && shown !== null;
  // The next action right under the QR (above its typed form): in thumb reach at 360×640.
  return (
    <section class="step step--exchange" aria-labelledby="step-title">
      <h2 id="step-title">{scanning ? t('invite.scanJoin') : t('invite.title')}</h2>
      {join && scanning ? (
        <ScanMessage game={join.game} apply={join.apply} prompt={t('invite.scanJoinPrompt')} />
      ) : (
        <>
          <p class="step__help">{t('invite.help')}</p>
          {shown && <ShowCode shown={shown} label={t('invite.label')} after={next} />}
        </>
      )}
      {!codeShown && next}
    </section>
  );
}
