import { t } from '../../i18n';
import { confirmJoined } from '../../game/controller';
import { ShowCode } from '../ShowCode/ShowCode';
import type { StepProps } from './types';

/** Table phone: the invitation QR until the guest has scanned it. */
export function InviteStep({ game, apply }: StepProps) {
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('invite.title')}</h2>
      <p class="step__help">{t('invite.help')}</p>
      {game.showing && <ShowCode shown={game.showing} label={t('invite.label')} />}
      <button
        type="button"
        class="button button--primary"
        onClick={() => void apply({ ok: true, game: confirmJoined(game, Date.now()) })}
      >
        {t('invite.joined')}
      </button>
    </section>
  );
}
