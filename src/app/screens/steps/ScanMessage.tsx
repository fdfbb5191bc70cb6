import { receiveMessage } from '../../game/core/controller';
import { refusalText } from '../../game/core/refusal-text';
import { Scanner } from '../../components/Scanner/Scanner';
import { useMessageReader } from '../../components/Scanner/useMessageReader';
import type { StepProps } from '../../components/step-props';

/** Props of the message scanner. */
export interface ScanMessageProps extends StepProps {
  prompt: string;
}

/** Scans the other phone's code (all parts of a long one) and hands the message to the game. */
export function ScanMessage({ game, apply, prompt }: ScanMessageProps) {
  const onText = useMessageReader(async (message) => {
    const change = receiveMessage(game, message, Date.now());
    if (!change.ok) return { ok: false, message: refusalText(change.refusal) };
    await apply(change);
    return { ok: true };
  });
  return <Scanner prompt={prompt} onText={onText} />;
}
