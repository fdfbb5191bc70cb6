import '../../game/core/screen-text';
import { t } from '../../i18n';
import { gameFromScan } from '../../game/core/controller';
import { loadGame } from '../../store/games';
import { refusalText } from '../../game/core/refusal-text';
import type { LocalGame } from '../../game/core/local-game';
import { Scanner } from '../../components/Scanner/Scanner';
import { useMessageReader } from '../../components/Scanner/useMessageReader';
import '../steps/steps.css';

/** Props of the join screen. */
export interface JoinGameProps {
  onJoined: (game: LocalGame) => Promise<void>;
  onCancel: () => void;
}

/** The guest phone scans the table phone's invitation. */
export function JoinGame({ onJoined, onCancel }: JoinGameProps) {
  const onText = useMessageReader(async (message) => {
    // A game already on this phone is never replaced from here: its repair codes must extend it.
    const existing = await loadGame(message.header.gameId);
    const joined = gameFromScan(existing, message, Date.now());
    if (!joined.ok) return { ok: false, message: refusalText(joined.refusal) };
    await onJoined(joined.game);
    return { ok: true };
  });
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
