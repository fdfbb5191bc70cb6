import { useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { receiveMessage } from '../../game/controller';
import { NO_PARTS, takeCode } from '../../game/scan-input';
import { refusalText } from '../../game/refusal-text';
import { Scanner, type ScanVerdict } from '../Scanner/Scanner';
import type { StepProps } from './types';

/** Props of the message scanner. */
export interface ScanMessageProps extends StepProps {
  prompt: string;
}

/** Scans the other phone's code (all parts of a long one) and hands the message to the game. */
export function ScanMessage({ game, apply, prompt }: ScanMessageProps) {
  const collector = useRef(NO_PARTS);
  const [progress, setProgress] = useState<string | null>(null);
  const onText = async (text: string, source: 'camera' | 'photo' | 'typed'): Promise<ScanVerdict> => {
    const outcome = takeCode(collector.current, text, source === 'typed');
    collector.current = outcome.collector;
    if (outcome.kind === 'refused') {
      return { ok: false, message: refusalText({ source: 'protocol', rejection: outcome.rejection }) };
    }
    if (outcome.kind === 'progress') {
      setProgress(t('code.part', { index: outcome.progress.have, total: outcome.progress.total }));
      return {
        ok: false,
        message: t('code.part', { index: outcome.progress.have, total: outcome.progress.total }),
      };
    }
    const change = receiveMessage(game, outcome.message, Date.now());
    if (!change.ok) return { ok: false, message: refusalText(change.refusal) };
    await apply(change);
    return { ok: true };
  };
  return (
    <>
      {progress && <p aria-live="polite">{progress}</p>}
      <Scanner prompt={prompt} onText={onText} />
    </>
  );
}
