import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { guestOrdersShown } from '../../game/core/controller';
import type { ShownMessage } from '../../game/core/local-game';
import { ShowCode } from '../../components/ShowCode/ShowCode';
import { WarlordCodeCard } from '../../components/WarlordCode/WarlordCode';
import { ScanMessage } from './ScanMessage';
import { NextWindow, type WindowHost } from './NextWindow';
import { LastBattleSection } from '../../components/Battle/LastBattle';
import type { LastBattle } from '../../components/Battle/reveal-model';
import { DisplayValues } from './ScoringStep';
import type { PublicView } from '../../game/core/public-view';
import { columnRound } from '../../format/track';
import type { StepProps } from '../../components/step-props';

/** Table: its orders are sealed; shows the commitment, then scans the guest's orders. */
export function CommitmentStep({ game, apply }: StepProps) {
  const [scanning, setScanning] = useState(false);
  const toggle = (
    <button type="button" class="button button--primary" onClick={() => setScanning(!scanning)}>
      {scanning ? t('commitment.label') : t('commitment.scanNext')}
    </button>
  );
  // The scan button right under the QR (above its typed form): in thumb reach at 360×640.
  return (
    <section class="step step--exchange" aria-labelledby="step-title">
      <h2 id="step-title">{t('commitment.title')}</h2>
      {scanning ? (
        <ScanMessage game={game} apply={apply} prompt={t('commitment.scanPrompt')} />
      ) : (
        <>
          <p class="step__help">{t('commitment.help')}</p>
          {game.showing && <ShowCode shown={game.showing} label={t('commitment.label')} after={toggle} />}
        </>
      )}
      {(scanning || !game.showing) && toggle}
    </section>
  );
}

/** Guest: its orders are sealed; scans the table's commitment. */
export function ScanCommitmentStep({ game, apply }: StepProps) {
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('scanCommitment.title')}</h2>
      <p class="step__help">{t('scanCommitment.help')}</p>
      <ScanMessage game={game} apply={apply} prompt={t('scanCommitment.title')} />
    </section>
  );
}

/** Guest: shows its orders to the table, then scans the round record. */
export function ShowOrdersStep({ game, apply }: StepProps) {
  const [scanning, setScanning] = useState(false);
  // The warlord code card, once opened, shows a secret: the orders' QR is put away meanwhile.
  const [codeOpen, setCodeOpen] = useState(false);
  const shown = guestOrdersShown(game);
  const toggle = (
    <button
      type="button"
      class="button button--primary"
      onClick={() => {
        setScanning(!scanning);
        setCodeOpen(false);
      }}
    >
      {scanning ? t('showOrders.title') : t('showOrders.scanNext')}
    </button>
  );
  const underCode = !scanning && shown !== null && !codeOpen;
  // The scan button right under the QR (above its typed form): in thumb reach at 360×640.
  return (
    <section class="step step--exchange" aria-labelledby="step-title">
      <h2 id="step-title">{scanning ? t('showOrders.scanNext') : t('showOrders.title')}</h2>
      {scanning ? (
        <ScanMessage game={game} apply={apply} prompt={t('showOrders.scanPrompt')} />
      ) : (
        <>
          <p class="step__help">{t('showOrders.help')}</p>
          {underCode && <ShowCode shown={shown} label={t('showOrders.label')} after={toggle} />}
          {codeOpen && <p class="step__help">{t('warlordCode.qrHidden')}</p>}
          <WarlordCodeCard game={game} onToggle={setCodeOpen} />
        </>
      )}
      {!underCode && toggle}
    </section>
  );
}

/** Props of the round record screen: only public things (the code the guest scans, the check words) and the tap. */
export interface RoundRecordStepProps {
  shown: ShownMessage | null;
  /** The check words of the state the record leads to (what the other phone must show). */
  fingerprintWords: string;
  onConfirm: () => void;
  /** The next round's start-of-round window, when it is offered under the record. */
  next?: WindowHost | null;
  /** The round's last battle, when the record follows it with no end window between (record-battle.ts). */
  battle?: LastBattle | null;
  /** Rounds 4 and 7 on two phones: the turn of the displays, confirmed by the same tap (turnOnRecord). */
  turn?: { view: PublicView; round: number } | null;
  edition?: 'en' | 'pl';
}

/** Table: the round record for the guest to check; both phones then show the same words (nothing private can reach it). */
export function RoundRecordStep({
  shown,
  fingerprintWords,
  onConfirm,
  next = null,
  battle = null,
  turn = null,
  edition = 'en',
}: RoundRecordStepProps) {
  return (
    <>
      {battle && <LastBattleSection battle={battle} edition={edition} />}
      <section class="step" aria-labelledby="step-title">
        <h2 id="step-title">{t('roundRecord.title')}</h2>
        <p class="step__help">{t('roundRecord.help')}</p>
        {shown && <ShowCode shown={shown} label={t('roundRecord.label')} />}
        <p class="step__fingerprint">{t('game.fingerprint', { words: fingerprintWords })}</p>
        {turn && (
          <div class="turn-displays" data-testid="turn-displays" data-round={turn.round}>
            <h3>{t('turn.title', { round: turn.round })}</h3>
            <p class="step__help">{t('turn.help', { displayRound: columnRound(turn.round <= 6 ? 1 : 2) })}</p>
            <DisplayValues view={turn.view} round={turn.round} />
          </div>
        )}
        <button type="button" class="button button--primary" onClick={onConfirm}>
          {t(turn ? 'roundRecord.confirmTurned' : 'roundRecord.confirm')}
        </button>
      </section>
      {next && (
        <NextWindow
          next={next}
          help={battle ? t('moments.tableWindowMerged', { round: battle.round }) : t('moments.tableWindow')}
        />
      )}
    </>
  );
}
