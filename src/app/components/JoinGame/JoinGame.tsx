import { useRef } from 'preact/hooks';
import { t } from '../../i18n';
import { gameFromMessage } from '../../game/controller';
import { NO_PARTS, takeCode } from '../../game/scan-input';
import { refusalText } from '../../game/refusal-text';
import type { LocalGame } from '../../game/local-game';
import { Scanner, type ScanVerdict } from '../Scanner/Scanner';
import '../steps/steps.css';

/** Props of the join screen. */
export interface JoinGameProps {
  onJoined: (game: LocalGame) => Promise<void>;
  onCancel: () => void;
}

/** The guest phone scans the table phone's invitation. */
export function JoinGame({ onJoined, onCancel }: JoinGameProps) {
  const collector = useRef(NO_PARTS);
  const onText = async (text: string, source: 'camera' | 'photo' | 'typed'): Promise<ScanVerdict> => {
    const outcome = takeCode(collector.current, text, source === 'typed');
    collector.current = outcome.collector;
    if (outcome.kind === 'refused') {
      return { ok: false, message: refusalText({ source: 'protocol', rejection: outcome.rejection }) };
    }
    if (outcome.kind === 'progress') {
      return {
        ok: false,
        message: t('code.part', { index: outcome.progress.have, total: outcome.progress.total }),
      };
    }
    const joined = gameFromMessage(outcome.message, Date.now());
    if (!joined.ok) return { ok: false, message: refusalText(joined.refusal) };
    await onJoined(joined.game);
    return { ok: true };
  };
  return (
    <main
      class="step join"
      aria-labelledby="join-title"
      style={{ padding: '1rem', maxWidth: '34rem', margin: '0 auto' }}
    >
      <h2 id="join-title">{t('join.title')}</h2>
      <p class="step__help">{t('join.help')}</p>
      <Scanner prompt={t('join.prompt')} onText={onText} />
      <button type="button" class="button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </main>
  );
}
