import { useMemo } from 'preact/hooks';
import { t } from '../../i18n';
import { currentState, recordActions } from '../../game/local-game';
import { BoardView } from '../BoardView/BoardView';
import { GameLog } from '../GameLog/GameLog';
import { GameSummary, resultLine } from '../GameSummary/GameSummary';
import { gameLog } from '../../game/round-log';
import { gameSummary } from '../../game/game-summary';
import type { StepProps } from './types';

/** The end: the result and a summary (map, chart, warlords and events, replay, share), the board's numbers and the log by round. */
export function OverStep({ game }: StepProps) {
  const state = currentState(game);
  const edition = state.setup.options.edition;
  const summary = useMemo(() => gameSummary(game.session.setup, recordActions(game)), [game]);
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('over.title')}</h2>
      <p class="over__winner" data-testid="winner">
        <strong>{summary ? resultLine(summary, edition) : t('over.draw')}</strong>
      </p>
      {summary && <GameSummary summary={summary} edition={edition} gameId={game.id} />}
      <details class="over__numbers">
        <summary>{t('summary.numbers')}</summary>
        <BoardView state={state} />
      </details>
      <GameLog entries={gameLog(game)} edition={edition} collapsed />
    </section>
  );
}
