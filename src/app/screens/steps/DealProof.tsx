import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { checkRevealed, revealShown } from '../../game/core/controller';
import { dealCheckText } from '../../game/file/deal-check-text';
import { currentState, type LocalGame } from '../../game/core/local-game';
import { refusalText } from '../../game/core/refusal-text';
import { ShowCode } from '../../components/ShowCode/ShowCode';
import { Scanner } from '../../components/Scanner/Scanner';
import { useMessageReader } from '../../components/Scanner/useMessageReader';

/**
 * The game's end between two phones with the setup handshake: this phone's reveal code (its private
 * seed) and the check of the other phone's, in plain words; a phone restored without its recovery code
 * says it cannot prove its deal. Nothing without the handshake.
 */
export function DealProof({ game }: { game: LocalGame }) {
  const [scanning, setScanning] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const shown = revealShown(game);
  const onText = useMessageReader((message) => {
    const checked = checkRevealed(game, message);
    if (!checked.ok) return { ok: false, message: refusalText(checked.refusal) };
    setSaid(dealCheckText(checked.check, checked.player, game.session.setup.options.edition));
    setScanning(false);
    return { ok: true };
  });
  // Restored without the recovery code: no seed to reveal, said plainly; the other's code can still be checked.
  const unproved =
    !shown &&
    currentState(game).phase === 'over' &&
    game.session.setup.handshake !== undefined &&
    game.session.setup.options.cardMode === 'app' &&
    !game.handshakeSeed;
  if (!shown && !unproved) return null;
  const toggle = (
    <button type="button" class="button" onClick={() => setScanning(!scanning)}>
      {scanning ? t('dealProof.show') : t('dealProof.scan')}
    </button>
  );
  // The scan button right under the QR (above its typed form): in thumb reach at 360×640.
  return (
    <section class="step step--exchange" aria-labelledby="deal-proof-title" data-testid="deal-proof">
      <h2 id="deal-proof-title">{t('dealProof.title')}</h2>
      {said !== null && (
        <p class="step__help" role="status" data-testid="deal-check">
          <strong>{said}</strong>
        </p>
      )}
      {scanning ? (
        <Scanner prompt={t('dealProof.scan')} onText={onText} />
      ) : (
        <>
          <p class="step__help" data-testid={shown ? undefined : 'deal-unproved'}>
            {t(shown ? 'dealProof.help' : 'dealProof.unproved')}
          </p>
          {shown ? <ShowCode shown={shown} label={t('dealProof.label')} after={toggle} /> : toggle}
        </>
      )}
      {scanning && toggle}
    </section>
  );
}
