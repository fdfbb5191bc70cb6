import { t } from '../../i18n';
import type { ShownMessage } from '../../game/local-game';
import { ShowCode } from '../ShowCode/ShowCode';

/** Props of the invitation: only the invitation code (public: the other phone scans it) and the tap. */
export interface InviteStepProps {
  shown: ShownMessage | null;
  onJoined: () => void;
}

/** Table phone: the invitation QR until the guest has scanned it (nothing private can reach it, issue 19). */
export function InviteStep({ shown, onJoined }: InviteStepProps) {
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('invite.title')}</h2>
      <p class="step__help">{t('invite.help')}</p>
      {shown && <ShowCode shown={shown} label={t('invite.label')} />}
      <button type="button" class="button button--primary" onClick={onJoined}>
        {t('invite.joined')}
      </button>
    </section>
  );
}
