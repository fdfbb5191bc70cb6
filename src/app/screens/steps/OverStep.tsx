import { useMemo } from 'preact/hooks';
import { t } from '../../i18n';
import { BoardView } from '../../components/BoardView/BoardView';
import { GameLog } from '../../components/GameLog/GameLog';
import { GameSummary, resultLine } from '../../components/GameSummary/GameSummary';
import { publicLog } from '../../game/core/round-log';
import type { PublicView } from '../../game/core/public-view';
import { gameSummary } from '../../game/file/game-summary';
import { FinalScoring } from './ScoringStep';
import { finalScoringRound } from '../../game/round/scoring-moment';

/**
 * The end: the result, the scoring that ended the game (round 9 or an instant win, R-S2, with no
 * tap of its own before it), a summary (map, chart, warlords and events, replay, share), the board's
 * numbers and the log by round.
 */
export function OverStep({ view }: { view: PublicView }) {
  const { state, setup, record } = view;
  const edition = state.setup.options.edition;
  // The record only grows: its length tells a new one (the view is rebuilt on every render).
  const finalRound = finalScoringRound(state);
  const summary = useMemo(() => gameSummary(setup, record), [view.id, record.length]);
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('over.title')}</h2>
      <p class="over__winner" data-testid="winner">
        <strong>{summary ? resultLine(summary, edition) : t('over.draw')}</strong>
      </p>
      {finalRound !== null && <FinalScoring view={view} round={finalRound} />}
      {summary && <GameSummary summary={summary} edition={edition} gameId={view.id} />}
      <details class="over__numbers">
        <summary>{t('summary.numbers')}</summary>
        <BoardView state={state} />
      </details>
      <GameLog entries={publicLog(setup, record)} edition={edition} collapsed />
    </section>
  );
}
