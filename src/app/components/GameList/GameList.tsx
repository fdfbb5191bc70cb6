import { formatDateTime, t } from '../../i18n';
import { currentState, playingRound, type LocalGame } from '../../game/core/local-game';
import { playerName } from '../../format';
import { PlayerBadge } from '../PlayerBadge/PlayerBadge';
import { useState } from 'preact/hooks';
import { storagePersistent } from '../../store/games';
import { browserFacts } from '../../bridges/platform';
import { storageNotice } from './storage-notice';
import './GameList.css';

/** Props of the game list. */
export interface GameListProps {
  games: readonly LocalGame[];
  onOpen: (id: string) => void;
}

function GameItem({ game, onOpen }: { game: LocalGame; onOpen: (id: string) => void }) {
  const state = currentState(game);
  const edition = state.setup.options.edition;
  const over = state.phase === 'over';
  const result = over
    ? state.winner === 'draw' || state.winner === null
      ? t('over.draw')
      : t('over.winner', { player: playerName(state.winner, edition) })
    : t('game.round', { round: playingRound(game) });
  return (
    <li>
      <button type="button" class="game-list__item" onClick={() => onOpen(game.id)}>
        {game.solo ? (
          <span class="game-list__pass">
            <PlayerBadge player={game.solo.computer === 'blue' ? 'red' : 'blue'} edition={edition} />{' '}
            {t('gameList.solo', { level: t(`newGame.level.${game.solo.level}`) })}
          </span>
        ) : game.pass ? (
          <span class="game-list__pass">{t('gameList.passAndPlay')}</span>
        ) : (
          <PlayerBadge player={game.session.me} edition={edition} variant="full" />
        )}
        <span class="game-list__meta">{result}</span>
        <span class="game-list__date">{formatDateTime(game.updatedAt)}</span>
      </button>
    </li>
  );
}

/** Whether the games are safe on this phone: persistent storage, and Safari's 7-day deletion. */
function StorageNote() {
  const [facts] = useState(browserFacts);
  const notice = storageNotice(storagePersistent.value, facts);
  if (!notice.persistence && !notice.safariEviction) return null;
  return (
    <div class="game-list__storage" data-testid="storage-note">
      {notice.persistence && (
        <p data-testid="storage-persistence" data-persistent={String(storagePersistent.value)}>
          {t(notice.persistence)}
        </p>
      )}
      {notice.safariEviction && <p data-testid="storage-safari">{t('storage.safariEviction')}</p>}
    </div>
  );
}

/** Games kept on this phone: in progress first, then finished ones (readable after the game). */
export function GameList({ games, onOpen }: GameListProps) {
  const inProgress = games.filter((g) => currentState(g).phase !== 'over');
  const finished = games.filter((g) => currentState(g).phase === 'over');
  if (games.length === 0) {
    return (
      <>
        <p class="game-list__none">{t('home.none')}</p>
        <StorageNote />
      </>
    );
  }
  return (
    <div class="game-list">
      {inProgress.length > 0 && (
        <section aria-labelledby="in-progress">
          <h2 id="in-progress">{t('home.inProgress')}</h2>
          <ul>
            {inProgress.map((game) => (
              <GameItem key={game.id} game={game} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      )}
      {finished.length > 0 && (
        <section aria-labelledby="finished">
          <h2 id="finished">{t('home.finished')}</h2>
          <ul>
            {finished.map((game) => (
              <GameItem key={game.id} game={game} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      )}
      <StorageNote />
    </div>
  );
}
