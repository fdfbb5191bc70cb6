// The game's Board tab: the board map, with the exact table one tap away (and back).
import { useId, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { mt } from '../BoardMap/board-map-text';
import type { PublicState } from '../../../engine/types';
import { BoardMap } from '../BoardMap/BoardMap';
import { BoardView } from '../BoardView/BoardView';
import { FaceUpEvent } from '../FaceUpEvent/FaceUpEvent';
import './BoardTab.css';

/** Props of the Board tab. */
export interface BoardTabProps {
  state: PublicState;
  /** The round whose scoring moment is on the Play tab while the state has already moved on to the next round. */
  scoredRound?: number | null;
}

/** The Board tab: the map first; "Show as table" switches to the table view of the same state. */
export function BoardTab({ state, scoredRound = null }: BoardTabProps) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const toggle = (
    <button
      type="button"
      class="button board-tab__toggle"
      data-testid="board-toggle"
      onClick={() => setAsTable(!asTable)}
    >
      {asTable ? mt('showMap') : mt('showTable')}
    </button>
  );
  // During round 3's scoring moment the header says round 3, but the state is already round 4's start.
  const note =
    scoredRound !== null && state.round > scoredRound ? (
      <p class="board-tab__note" data-testid="board-scored-note">
        {t('boardTab.scoring', { round: scoredRound, next: state.round })}
      </p>
    ) : null;
  if (asTable) {
    return (
      <div class="board-tab">
        <div class="board-tab__bar">{toggle}</div>
        {note}
        <BoardView state={state} />
      </div>
    );
  }
  return (
    <section class="board-tab board-tab--map" aria-labelledby={titleId} data-testid="board-map">
      <header class="board-tab__header">
        <h2 id={titleId} class="board-tab__title">
          {t('boardView.title')}
        </h2>
        {toggle}
      </header>
      {note}
      <FaceUpEvent state={state} />
      <BoardMap state={state} />
    </section>
  );
}
