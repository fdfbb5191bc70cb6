import { t } from '../../i18n';
import { PLAYERS, type EventId, type Player } from '../../../engine';
import type { Change } from '../../game/core/controller';
import { currentState, playingRound, type LocalGame } from '../../game/core/local-game';
import { EventChip } from '../../components/Battle/EventChip';
import { WindowActions } from './WindowActions';
import './NextWindow.css';

/** Pass-and-play: the next start-of-round window, shown under the shared screen that comes straight before it. */
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
 * event face up in that round is named when it is not the one on screen above. `folded` (under the
 * round's end window, whose rows list the same warlords and cards) keeps it closed behind its heading.
 */
export function NextWindow({
  next,
  help,
  shownEvent = null,
  folded = false,
}: {
  next: WindowHost;
  help: string;
  shownEvent?: EventId | null;
  folded?: boolean;
}) {
  const state = currentState(next.game);
  const event = state.events.faceUp;
  const title = <h3>{t('before.title', { round: playingRound(next.game) })}</h3>;
  const plays = (
    <>
      {event && event !== shownEvent && <EventChip event={event} edition={state.setup.options.edition} />}
      <p class="step__help">{help}</p>
      {PLAYERS.map((player) => (
        <WindowActions key={player} game={next.game} apply={next.apply} player={player} window="start" />
      ))}
    </>
  );
  if (folded)
    return (
      <details class="reveal__next-window reveal__next-window--folded" data-testid="next-window">
        <summary>{title}</summary>
        {plays}
      </details>
    );
  return (
    <div class="reveal__next-window" data-testid="next-window">
      {title}
      {plays}
    </div>
  );
}
