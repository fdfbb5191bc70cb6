import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { recoverWarlord, recoveryCodeNoted, recoveryLater } from '../../game/warlord-recovery';
import { recoveryNoticeNow } from '../../game/steps';
import { warlordName } from '../../format';
import type { StepProps } from '../steps/types';
import './WarlordCode.css';

/** The recovery code form: a restored phone's player types the code noted when the warlord was chosen. */
export function RecoveryCodeForm({ game, apply }: StepProps) {
  const [code, setCode] = useState('');
  const submit = (event: Event) => {
    event.preventDefault();
    void apply(recoverWarlord(game, code, Date.now()));
  };
  return (
    <form class="warlord-code" onSubmit={submit}>
      <label for="recovery-code-input">{t('recovery.label')}</label>
      <input
        id="recovery-code-input"
        autoComplete="off"
        autoCapitalize="characters"
        spellcheck={false}
        value={code}
        onInput={(e) => setCode((e.currentTarget as HTMLInputElement).value)}
      />
      <div class="step__actions">
        <button type="submit" class="button button--primary">
          {t('recovery.enter')}
        </button>
      </div>
    </form>
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
