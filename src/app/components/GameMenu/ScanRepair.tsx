import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { Message } from '../../../protocol';
import { receiveMessage, replaceFromRepair, type Refusal } from '../../game/core/controller';
import type { LocalGame } from '../../game/core/local-game';
import { historyLossText, refusalText } from '../../game/core/refusal-text';
import { Scanner } from '../Scanner/Scanner';
import { useMessageReader } from '../Scanner/useMessageReader';
import type { StepProps } from '../step-props';

/** Repair codes that would undo verified history or an unchecked seal, waiting for the player's word. */
export interface RepairQuestion {
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
 * The question refused repair codes raise: what they would undo, and whether replacing is allowed at
 * all (tried without saving: a repair never replaces a round this phone sealed, holds a commitment for
 * or verified). Null for a refusal the player cannot overrule.
 */
export function repairQuestion(
  game: LocalGame,
  message: Message,
  refusal: Refusal,
  now: number,
): RepairQuestion | null {
  const said = undoneText(refusal);
  if (!said) return null;
  return { message, said, replaceable: replaceFromRepair(game, message, now).ok };
}

/** The question's screen: what would be undone; "Replace anyway" only when the replacement would be taken. */
export function RepairQuestionView({
  question,
  onReplace,
  onKeep,
}: {
  question: RepairQuestion;
  onReplace: () => void;
  onKeep: () => void;
}) {
  return (
    <div class="step__actions" role="group" aria-labelledby="repair-loss">
      {question.said.map((text, i) => (
        <p key={text} id={i === 0 ? 'repair-loss' : undefined}>
          {text}
        </p>
      ))}
      {question.replaceable ? (
        <>
          <p>{t('repair.replaceQuestion')}</p>
          <button type="button" class="button button--danger" onClick={onReplace}>
            {t('repair.replace')}
          </button>
        </>
      ) : (
        <p>{t('repair.noReplace')}</p>
      )}
      <button type="button" class="button" onClick={onKeep}>
        {t('repair.keep')}
      </button>
    </div>
  );
}

/**
 * Scans the other phone's repair codes (More → Scan repair codes). Codes that extend this phone's
 * verified record are taken at once; codes that would undo part of it are taken only when the player,
 * told exactly what, confirms, and only when the protocol allows it (see repairQuestion).
 */
export function ScanRepair({ game, apply }: StepProps) {
  const [asking, setAsking] = useState<RepairQuestion | null>(null);
  const [kept, setKept] = useState(false);
  const onText = useMessageReader(async (message) => {
    const change = receiveMessage(game, message, Date.now());
    if (!change.ok) {
      const question = repairQuestion(game, message, change.refusal, Date.now());
      if (!question) return { ok: false, message: refusalText(change.refusal) };
      setAsking(question);
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
      <RepairQuestionView
        question={asking}
        onReplace={() => void replace()}
        onKeep={() => {
          setAsking(null);
          setKept(true);
        }}
      />
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
