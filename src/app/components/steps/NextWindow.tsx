import { t } from '../../i18n';
import { PLAYERS, type EventId, type Player } from '../../../engine';
import type { Change } from '../../game/controller';
import { currentState, playingRound, type LocalGame } from '../../game/local-game';
import { EventChip } from '../Battle/EventChip';
import { WindowActions } from './WindowActions';
import './NextWindow.css';

/** Pass-and-play (issue 21): the next start-of-round window, shown under the shared screen that comes straight before it. */
export interface NextRoundWindow {
  /** The game once this screen's tap is made: the window's plays are made on it. */
  game: LocalGame;
  /** The player whose screen the tap opens. */
  passTo: Player;
  apply: (change: Change) => Promise<boolean>;
  /** Makes this screen's tap, closes the window and opens passTo's screen. */
  goOn: () => void;
}

/** Where a window under another shared screen records its plays: the game they are made on, and how. */
export type WindowHost = Pick<NextRoundWindow, 'game' | 'apply'>;

/**
 * The start-of-round window's plays under another shared screen; on a passed phone a play there makes
 * that screen's tap first, on the table phone of two phones the screen stays (`help` says which). The
 * event face up in that round is named when it is not the one on screen above.
 */
export function NextWindow({
  next,
  help,
  shownEvent = null,
}: {
  next: WindowHost;
  help: string;
  shownEvent?: EventId | null;
}) {
  const state = currentState(next.game);
  const event = state.events.faceUp;
  return (
    <div class="reveal__next-window" data-testid="next-window">
      <h3>{t('before.title', { round: playingRound(next.game) })}</h3>
      {event && event !== shownEvent && <EventChip event={event} edition={state.setup.options.edition} />}
      <p class="step__help">{help}</p>
      {PLAYERS.map((player) => (
        <WindowActions key={player} game={next.game} apply={next.apply} player={player} window="start" />
      ))}
    </div>
  );
}
