import { t } from '../../i18n';
import type { Edition } from '../../../engine';
import type { Holder } from '../../game/pass/pass-and-play';
import { playerName } from '../../format';
import { PlayerIcon } from '../../components/PlayerBadge/PlayerBadge';

/** Props of the hand-over screen. */
export interface HandOverStepProps {
  to: Holder;
  edition: Edition;
  onReady: () => void;
}

/** Pass-and-play: a cover between two players' private screens, so nobody sees the other's orders or hand. */
export function HandOverStep({ to, edition, onReady }: HandOverStepProps) {
  if (to === 'both') {
    return (
      <section class="step hand-over" aria-labelledby="step-title">
        <h2 id="step-title">{t('handOver.bothTitle')}</h2>
        <p class="step__help">{t('handOver.bothHelp')}</p>
        <button type="button" class="button button--primary" onClick={onReady}>
          {t('handOver.bothReady')}
        </button>
      </section>
    );
  }
  const player = playerName(to, edition);
  return (
    <section class={`step hand-over hand-over--${to}`} aria-labelledby="step-title">
      <p class="hand-over__icon">
        <PlayerIcon player={to} />
      </p>
      <h2 id="step-title">{t('handOver.title', { player })}</h2>
      <p class="step__help">{t('handOver.help', { player })}</p>
      <button type="button" class="button button--primary" onClick={onReady}>
        {t('handOver.ready', { player })}
      </button>
    </section>
  );
}
