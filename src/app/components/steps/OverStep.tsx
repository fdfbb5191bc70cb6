import { t, type MessageKey } from '../../i18n';
import { currentState } from '../../game/local-game';
import { playerName } from '../../format';
import { BoardView } from '../BoardView/BoardView';
import { GameLog } from '../GameLog/GameLog';
import { gameLog } from '../../game/round-log';
import type { StepProps } from './types';

/** The end: the winner and why, the final board and the whole log. */
export function OverStep({ game }: StepProps) {
  const state = currentState(game);
  const edition = state.setup.options.edition;
  const winner = state.winner;
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('over.title')}</h2>
      <p class="over__winner" data-testid="winner">
        <strong>
          {winner === 'draw' || winner === null
            ? t('over.draw')
            : t('over.winner', { player: playerName(winner, edition) })}
        </strong>{' '}
        {state.endReason && t(`over.reason.${state.endReason}` as MessageKey)}
      </p>
      <BoardView state={state} />
      <GameLog entries={gameLog(game)} edition={edition} />
    </section>
  );
}
