import type { Edition, Player } from '../../../engine/types';
import { playerFullName, playerIconName, playerName } from '../../format';
import './PlayerBadge.css';

/** Props of the player icon. */
export interface PlayerIconProps {
  player: Player;
  /** Text alternative; omit when the player's name is written next to the icon (then it is hidden from screen readers). */
  label?: string;
}

/** A player's shape (blue: diamond, red: circle), in the player's colour, so colour is never the only cue. */
export function PlayerIcon({ player, label }: PlayerIconProps) {
  return (
    <svg
      class={`player-icon player-icon--${player}`}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
      focusable="false"
    >
      {player === 'blue' ? <path d="M8 0.8 15.2 8 8 15.2 0.8 8Z" /> : <circle cx="8" cy="8" r="6.8" />}
    </svg>
  );
}

/** Props of the player badge. */
export interface PlayerBadgeProps {
  player: Player;
  /** Names the red player: King Chu (en) or King Shao (pl) (R-F7). */
  edition: Edition;
  /** `short`: "Sun Tzu" / "King Chu"; `full`: "Sun Tzu (blue)" / "King Chu (red)" (playerFullName); `icon`: the icon only, name for screen readers. */
  variant?: 'short' | 'full' | 'icon';
}

/** A player's icon plus name, used everywhere a player is shown. */
export function PlayerBadge({ player, edition, variant = 'short' }: PlayerBadgeProps) {
  const short = playerName(player, edition);
  if (variant === 'icon') {
    return (
      <span class={`player-badge player-badge--${player}`}>
        <PlayerIcon player={player} label={`${short} (${playerIconName(player)})`} />
      </span>
    );
  }
  return (
    <span class={`player-badge player-badge--${player}`}>
      <PlayerIcon player={player} />
      <span class="player-badge__name">{variant === 'full' ? playerFullName(player, edition) : short}</span>
    </span>
  );
}
