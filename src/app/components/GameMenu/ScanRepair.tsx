import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { Message } from '../../../protocol/messages';
import { receiveMessage, replaceFromRepair, type Refusal } from '../../game/controller';
import { historyLossText, refusalText } from '../../game/refusal-text';
import { Scanner } from '../Scanner/Scanner';
import { useMessageReader } from '../Scanner/useMessageReader';
import type { StepProps } from '../steps/types';

/** Repair codes that would undo verified history or an unchecked seal, waiting for the player's word. */
interface Asking {
  message: Message;
  /** What would be undone, in words. */
  said: string[];
  /** False when the protocol refuses to replace (a round this phone sealed or verified): no button then. */
  replaceable: boolean;
}

/** What a confirmable refusal of repair codes would undo, in words; null for any other refusal. */
function undoneText(refusal: Refusal): string[] | null {
  if (refusal.source !== 'protocol') return null;
  const { key, loss, detail } = refusal.rejection;
  if (key === 'protocol/would-drop-history' && loss) return [historyLossText(loss), t('repair.otherBehind')];
  if (key === 'protocol/unchecked-seal') return [t('repair.uncheckedSeal', { round: detail ?? '' })];
  return null;
}

/**
 * Scans the other phone's repair codes (More → Scan repair codes). Codes that extend this phone's
 * verified record are taken at once; codes that would undo part of it are taken only when the player,
 * told exactly what, confirms, and only when the protocol allows it: a repair never replaces a round
 * this phone has sealed, holds a commitment for, or has verified (then "Replace anyway" is not offered).
 */
export function ScanRepair({ game, apply }: StepProps) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [kept, setKept] = useState(false);
  const onText = useMessageReader(async (message) => {
    const change = receiveMessage(game, message, Date.now());
    if (!change.ok) {
      const said = undoneText(change.refusal);
      if (!said) return { ok: false, message: refusalText(change.refusal) };
      // Tried without saving: the button is offered only when the replacement would be taken.
      const replaceable = replaceFromRepair(game, message, Date.now()).ok;
      setAsking({ message, said, replaceable });
      return { ok: true };
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
        {asking.said.map((text, i) => (
          <p key={text} id={i === 0 ? 'repair-loss' : undefined}>
            {text}
          </p>
        ))}
        {asking.replaceable ? (
          <>
            <p>{t('repair.replaceQuestion')}</p>
            <button type="button" class="button button--danger" onClick={() => void replace()}>
              {t('repair.replace')}
            </button>
          </>
        ) : (
          <p>{t('repair.noReplace')}</p>
        )}
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
  return (
    <>
      <p>{t('repair.promise')}</p>
      <Scanner prompt={t('menu.scanResyncHelp')} onText={onText} />
    </>
  );
}
