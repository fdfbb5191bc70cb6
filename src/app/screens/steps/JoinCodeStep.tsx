import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { joinCodeShown } from '../../game/core/controller';
import { ShowCode } from '../../components/ShowCode/ShowCode';
import { ScanMessage } from './ScanMessage';
import { WarlordCodeCard } from '../../components/WarlordCode/WarlordCode';
import type { StepProps } from '../../components/step-props';

/** Guest, setup handshake: shows its join code for the table to scan, then scans the table's round-1 seal. */
export function JoinCodeStep({ game, apply }: StepProps) {
  const [scanning, setScanning] = useState(false);
  const shown = joinCodeShown(game);
  const toggle = (
    <button type="button" class="button button--primary" onClick={() => setScanning(!scanning)}>
      {scanning ? t('joinCode.showAgain') : t('joinCode.scanNext')}
    </button>
  );
  // The scan button right under the QR (above its typed form): in thumb reach at 360×640.
  return (
    <section class="step step--exchange" aria-labelledby="step-title" data-testid="join-code">
      <h2 id="step-title">{scanning ? t('joinCode.scanNext') : t('joinCode.title')}</h2>
      {scanning ? (
        <ScanMessage game={game} apply={apply} prompt={t('joinCode.scanPrompt')} />
      ) : (
        <>
          <p class="step__help">{t('joinCode.help')}</p>
          {shown && <ShowCode shown={shown} label={t('joinCode.label')} after={toggle} />}
        </>
      )}
      {(scanning || !shown) && toggle}
      {/* Its warlord's code, for a play in round 1's start-of-round window on the table phone (R-W11). */}
      {!scanning && <WarlordCodeCard game={game} />}
    </section>
  );
}
