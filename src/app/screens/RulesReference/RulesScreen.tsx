import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { GameSetup } from '../../../engine/types';
import { currentState } from '../../game/core/local-game';
import { loadGame } from '../../store/games';
import { RulesReference } from './RulesReference';

/** Props of the rules screen. */
export interface RulesScreenProps {
  /** The game whose rules in force lead the page; none: the general reference. */
  gameId?: string;
  onHome: () => void;
  /** Back to the game (one tap; the game is saved, so nothing is lost). */
  onGame: (id: string) => void;
}

/** The rules screen (#/rules, #/rules/<gameId>): loads the game's setup, then shows the reference. */
export function RulesScreen({ gameId, onHome, onGame }: RulesScreenProps) {
  // undefined while the game loads; null for the general reference or a game that is gone.
  const [setup, setSetup] = useState<GameSetup | null | undefined>(gameId ? undefined : null);
  useEffect(() => {
    if (!gameId) {
      setSetup(null);
      return;
    }
    let current = true;
    void loadGame(gameId).then((game) => {
      if (current) setSetup(game ? currentState(game).setup : null);
    });
    return () => {
      current = false;
    };
  }, [gameId]);

  if (setup === undefined) {
    return (
      <main class="rules" aria-busy="true">
        <p class="rules__intro">{t('rules.loading')}</p>
      </main>
    );
  }
  const inGame = gameId !== undefined && setup !== null;
  return (
    <RulesReference
      key={gameId ?? ''}
      setup={setup}
      backLabel={inGame ? t('rules.backGame') : t('rules.backHome')}
      onBack={inGame ? () => onGame(gameId) : onHome}
      notice={gameId !== undefined && setup === null ? t('rules.gameMissing') : null}
    />
  );
}
