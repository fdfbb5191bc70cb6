// What a new game is created from: the game layer's own type, filled in by the new-game form.
import type { Border, Displays, GameOptions, Player } from '../../../engine/types';
import type { Level } from '../../../opponent/api';

/** The validated choices a game is created from. */
export interface NewGameChoices {
  options: GameOptions;
  displays: Displays;
  tablePlays: Player;
  /** Pass-and-play: both seats on this phone (the table seat is `tablePlays`, who takes the phone first). */
  passAndPlay?: boolean;
  /** Against the phone: the person plays `tablePlays`, the phone the other colour at this level. */
  solo?: { level: Level };
  /** The border table (R-F5) when it is not the default one (from the settings). */
  borders?: readonly Border[];
  /**
   * Two phones with app cards or app events: the events seed and each deal come from both phones (the
   * setup handshake, src/protocol/handshake.ts). The new-game form sets it for two phones when needed.
   */
  handshake?: boolean;
}
