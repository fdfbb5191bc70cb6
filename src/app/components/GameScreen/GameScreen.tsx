import { useEffect, useMemo, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { fingerprint, fingerprintWords } from '../../../engine';
import type { Change } from '../../game/controller';
import { currentState, playingRound, type LocalGame } from '../../game/local-game';
import { refusalText } from '../../game/refusal-text';
import { gameLog } from '../../game/round-log';
import { gameStep } from '../../game/steps';
import { keepScreenAwake } from '../../bridges/wake-lock';
import { loadGame, saveGame } from '../../store/games';
import { BoardView } from '../BoardView/BoardView';
import { GameLog } from '../GameLog/GameLog';
import { PlayerBadge } from '../PlayerBadge/PlayerBadge';
import { InviteStep } from '../steps/InviteStep';
import { WarlordStep } from '../steps/WarlordStep';
import { HandStep } from '../steps/HandStep';
import { PlanStep } from '../steps/PlanStep';
import { DrawStep } from '../steps/DrawStep';
import { CommitmentStep, RoundRecordStep, ScanCommitmentStep, ShowOrdersStep } from '../steps/ExchangeSteps';
import { RevealStep } from '../steps/RevealStep';
import { OverStep } from '../steps/OverStep';
import { GameMenu } from '../GameMenu/GameMenu';
import '../steps/steps.css';
import './GameScreen.css';

/** Props of the game screen. */
export interface GameScreenProps {
  id: string;
  onHome: () => void;
}

type View = 'play' | 'board' | 'log' | 'more';

/** A game on this phone: the current step, with the board and the log one tap away and the fingerprint always visible. */
export function GameScreen({ id, onHome }: GameScreenProps) {
  const [game, setGame] = useState<LocalGame | null | undefined>(undefined);
  const [view, setView] = useState<View>('play');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void loadGame(id).then((loaded) => {
      if (current) setGame(loaded ?? null);
    });
    return () => {
      current = false;
    };
  }, [id]);

  useEffect(() => keepScreenAwake(), []);

  const state = game ? currentState(game) : null;
  const words = useMemo(() => (state ? fingerprintWords(fingerprint(state)) : ''), [state]);

  if (game === undefined) return <main class="game" aria-busy="true" />;
  if (game === null || !state) {
    return (
      <main class="game">
        <p>{t('game.notFound')}</p>
        <button type="button" class="button" onClick={onHome}>
          {t('game.home')}
        </button>
      </main>
    );
  }

  const apply = async (change: Change): Promise<boolean> => {
    if (!change.ok) {
      setError(refusalText(change.refusal));
      return false;
    }
    // Saved before the screen moves on: a reload or crash resumes right here.
    await saveGame(change.game);
    setError(null);
    setGame(change.game);
    return true;
  };

  const step = gameStep(game);
  const props = { game, apply };
  const edition = state.setup.options.edition;

  return (
    <main class="game" data-step={step}>
      <header class="game__header">
        <button type="button" class="button game__home" onClick={onHome} aria-label={t('game.home')}>
          ←
        </button>
        <div class="game__status">
          <span>{t('game.round', { round: playingRound(game) })}</span>
          <PlayerBadge player={game.session.me} edition={edition} />
        </div>
        <p class="game__fingerprint" data-testid="fingerprint" title={t('game.fingerprintHelp')}>
          {t('game.fingerprint', { words })}
        </p>
      </header>
      <nav class="game__tabs" aria-label={t('game.play')}>
        {(['play', 'board', 'log', 'more'] as const).map((name) => (
          <button
            key={name}
            type="button"
            class="game__tab"
            aria-pressed={view === name}
            onClick={() => setView(name)}
          >
            {t(`game.${name}`)}
          </button>
        ))}
      </nav>
      {error && (
        <p class="step__error" role="alert">
          {error}
        </p>
      )}
      <div class="game__body">
        {view === 'board' && <BoardView state={state} />}
        {view === 'log' && <GameLog entries={gameLog(game)} edition={edition} newestFirst />}
        {view === 'more' && <GameMenu {...props} onDeleted={onHome} />}
        {view === 'play' && (
          <>
            {step === 'invite' && <InviteStep {...props} />}
            {step === 'warlord' && <WarlordStep {...props} />}
            {step === 'hand' && <HandStep {...props} />}
            {step === 'plan' && <PlanStep key={state.round} {...props} />}
            {step === 'commitment' && <CommitmentStep {...props} />}
            {step === 'scan-commitment' && <ScanCommitmentStep {...props} />}
            {step === 'show-orders' && <ShowOrdersStep {...props} />}
            {step === 'reveal' && <RevealStep {...props} />}
            {step === 'round-record' && <RoundRecordStep {...props} fingerprintWords={words} />}
            {step === 'draw' && <DrawStep {...props} />}
            {step === 'over' && <OverStep {...props} />}
          </>
        )}
      </div>
    </main>
  );
}
