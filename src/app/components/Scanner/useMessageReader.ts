import { useRef } from 'preact/hooks';
import type { Message } from '../../../protocol';
import { NO_PARTS, takeCode } from '../../game/two-phone/scan-input';
import { refusalText } from '../../game/core/refusal-text';
import { partsMissingText } from '../../game/two-phone/typed-code-text';
import type { ScanVerdict } from '../Scanner/Scanner';

/**
 * A Scanner handler that turns read codes into whole messages (collecting the parts of a long one,
 * reporting "Code 2 of 4") and hands each message to `onMessage`, whose verdict is shown.
 */
export function useMessageReader(
  onMessage: (message: Message) => ScanVerdict | Promise<ScanVerdict>,
): (text: string, source: 'camera' | 'photo' | 'typed') => ScanVerdict | Promise<ScanVerdict> {
  const collector = useRef(NO_PARTS);
  return (text, source) => {
    const outcome = takeCode(collector.current, text, source === 'typed');
    collector.current = outcome.collector;
    if (outcome.kind === 'refused') {
      return { ok: false, message: refusalText({ source: 'protocol', rejection: outcome.rejection }) };
    }
    if (outcome.kind === 'progress') {
      return { ok: false, message: partsMissingText(outcome.collector) };
    }
    return onMessage(outcome.message);
  };
}
