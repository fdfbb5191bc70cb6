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
}

/** The Board tab: the map first; "Show as table" switches to the table view of the same state. */
export function BoardTab({ state }: BoardTabProps) {
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
  if (asTable) {
    return (
      <div class="board-tab">
        <div class="board-tab__bar">{toggle}</div>
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
      <FaceUpEvent state={state} />
      <BoardMap state={state} />
    </section>
  );
}
