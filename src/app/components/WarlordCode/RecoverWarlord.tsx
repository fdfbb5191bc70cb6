import { t } from '../../i18n';
import { recoverWarlord, recoveryCodeNoted, recoveryLater } from '../../game/two-phone/warlord-recovery';
import { recoveryNoticeNow } from '../../game/core/steps';
import { warlordName } from '../../format';
import type { StepProps } from '../step-props';
import { CodeForm } from './CodeForm';
import './WarlordCode.css';

/** The recovery code form: a restored phone's player types the code noted when the warlord was chosen. */
export function RecoveryCodeForm({ game, apply }: StepProps) {
  return (
    <CodeForm
      id="recovery-code-input"
      submitLabel={t('recovery.enter')}
      onCode={(code) => void apply(recoverWarlord(game, code, Date.now()))}
    />
  );
}

/** A phone restored from repair codes asks for the recovery code of its player's unplayed secret warlord. */
export function RecoverWarlordStep({ game, apply }: StepProps) {
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('recovery.title')}</h2>
      <p class="step__help">{t('recovery.help')}</p>
      <RecoveryCodeForm game={game} apply={apply} />
      <button
        type="button"
        class="button"
        onClick={() => void apply({ ok: true, game: recoveryLater(game, Date.now()) })}
      >
        {t('recovery.later')}
      </button>
      <p class="step__help">{t('recovery.laterHelp')}</p>
    </section>
  );
}

/**
 * Right after a secret warlord is chosen, on the player's own screen: its recovery code as a moment
 * of its own, the whole screen until the player taps that it is noted. It can be seen
 * again later under More, behind the player's own step (OwnerSecrets).
 */
export function RecoveryCodeMoment({ game, apply }: StepProps) {
  const due = recoveryNoticeNow(game);
  if (!due) return null;
  return (
    <section class="step warlord-code warlord-code--moment" aria-labelledby="step-title">
      <h2 id="step-title">
        {due.warlord
          ? t('recovery.noticeTitle', { name: warlordName(due.warlord) })
          : t('recovery.noticeTitleCards')}
      </h2>
      <p class="warlord-code__big">
        <code data-testid="recovery-code">{due.code}</code>
      </p>
      {due.warlord && <p class="step__help">{t('recovery.noticeHelp')}</p>}
      {due.cards && <p class="step__help">{t('recovery.noticeCards')}</p>}
      <button
        type="button"
        class="button button--primary"
        onClick={() => void apply({ ok: true, game: recoveryCodeNoted(game, Date.now()) })}
      >
        {t('recovery.noted')}
      </button>
    </section>
  );
}
