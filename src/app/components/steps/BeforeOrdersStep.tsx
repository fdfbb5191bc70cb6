import { t } from '../../i18n';
import { PLAYERS } from '../../../engine';
import { closeBeforeWindow } from '../../game/pass-and-play';
import { playingRound } from '../../game/local-game';
import { WindowActions } from './WindowActions';
import type { StepProps } from './types';
import { useSoloPhone } from '../Solo/solo-context';

/** Pass-and-play: the start-of-round window (warlords, exceptional support) with both players watching, before either plans. */
export function BeforeOrdersStep({ game, apply }: StepProps) {
  // Against the phone: the computer has already played its window; only the person's actions are offered.
  const solo = useSoloPhone();
  const players = PLAYERS.filter((player) => player !== solo?.computer);
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('before.title', { round: playingRound(game) })}</h2>
      <p class="step__help">{solo ? t('solo.before.help') : t('before.help')}</p>
      {players.map((player) => (
        <WindowActions key={player} game={game} apply={apply} player={player} window="start" />
      ))}
      <button
        type="button"
        class="button button--primary"
        onClick={() => void apply({ ok: true, game: closeBeforeWindow(game, Date.now()) })}
      >
        {t('before.done')}
      </button>
    </section>
  );
}
