import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { Message } from '../../../protocol/messages';
import type { HistoryLoss } from '../../../protocol/rejection';
import { receiveMessage, replaceFromRepair } from '../../game/controller';
import { historyLossText, refusalText } from '../../game/refusal-text';
import { Scanner } from '../Scanner/Scanner';
import { useMessageReader } from '../Scanner/useMessageReader';
import type { StepProps } from '../steps/types';

/** Repair codes that would undo verified history, waiting for the player's word. */
interface Asking {
  message: Message;
  loss: HistoryLoss;
}

/**
 * Scans the other phone's repair codes (More → Scan repair codes). Codes that extend this phone's
 * verified record are taken at once; codes that would undo part of it are taken only when the player,
 * told exactly what would be undone, confirms (issue 19: the verified record only grows otherwise).
 */
export function ScanRepair({ game, apply }: StepProps) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [kept, setKept] = useState(false);
  const onText = useMessageReader(async (message) => {
    const change = receiveMessage(game, message, Date.now());
    if (!change.ok) {
      const { refusal } = change;
      if (refusal.source === 'protocol' && refusal.rejection.key === 'protocol/would-drop-history') {
        const loss = refusal.rejection.loss;
        if (loss) {
          setAsking({ message, loss });
          return { ok: true };
        }
      }
      return { ok: false, message: refusalText(refusal) };
    }
    await apply(change);
    return { ok: true };
  });
  if (asking) {
    const replace = async () => {
      if (await apply(replaceFromRepair(game, asking.message, Date.now()))) setAsking(null);
    };
    return (
      <div class="step__actions" role="group" aria-labelledby="repair-loss">
        <p id="repair-loss">{historyLossText(asking.loss)}</p>
        <p>{t('repair.otherBehind')}</p>
        <p>{t('repair.replaceQuestion')}</p>
        <button type="button" class="button button--danger" onClick={() => void replace()}>
          {t('repair.replace')}
        </button>
        <button
          type="button"
          class="button"
          onClick={() => {
            setAsking(null);
            setKept(true);
          }}
        >
          {t('repair.keep')}
        </button>
      </div>
    );
  }
  if (kept) return <p role="status">{t('repair.kept')}</p>;
  return <Scanner prompt={t('menu.scanResyncHelp')} onText={onText} />;
}
