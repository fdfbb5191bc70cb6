import { t } from '../../i18n';
import { PLAYERS } from '../../../engine';
import { closeBeforeWindow, handOver, passView } from '../../game/pass/pass-and-play';
import { currentState, playingRound } from '../../game/core/local-game';
import { playerName } from '../../format';
import { WindowActions } from './WindowActions';
import type { StepProps } from '../../components/step-props';
import { useSoloPhone } from '../../components/Solo/solo-context';
import { afterMergedEnd } from '../../game/round/end-window';

/**
 * Pass-and-play: the start-of-round window (warlords, exceptional support) with both players watching,
 * before either plans. It is also the cover before the first player's private screen (one
 * tap less a round): it shows nothing private, and that player's screen opens only when they tap.
 */
export function BeforeOrdersStep({ game, apply }: StepProps) {
  // Against the phone: the computer has already played its window; only the person's actions are offered.
  const solo = useSoloPhone();
  const players = PLAYERS.filter((player) => player !== solo?.computer);
  const edition = currentState(game).setup.options.edition;
  const after = passView(closeBeforeWindow(game, game.updatedAt));
  // (no hand-over against the phone: only the person looks)
  const to = !solo && after.kind === 'hand-over' && after.to !== 'both' ? after.to : null;
  const goOn = () => {
    const now = Date.now();
    const closed = closeBeforeWindow(game, now);
    void apply({ ok: true, game: to ? handOver(closed, to, now) : closed });
  };
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('before.title', { round: playingRound(game) })}</h2>
      <p class="step__help">
        {!solo
          ? t('before.help')
          : afterMergedEnd(game)
            ? t('solo.before.helpMerged', { round: playingRound(game) - 1 })
            : t('solo.before.help')}
      </p>
      {players.map((player) => (
        <WindowActions key={player} game={game} apply={apply} player={player} window="start" />
      ))}
      {to && <p class="step__help">{t('before.passTo', { player: playerName(to, edition) })}</p>}
      <button type="button" class="button button--primary" onClick={goOn}>
        {to ? t('handOver.ready', { player: playerName(to, edition) }) : t('before.done')}
      </button>
    </section>
  );
}
