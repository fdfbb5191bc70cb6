import type { Change } from '../game/core/controller';
import type { LocalGame } from '../game/core/local-game';

/** What every game step receives: the game and a way to change it (saved before the screen moves on). */
export interface StepProps {
  game: LocalGame;
  /** Applies a change: saves it and shows it, or shows why it was refused. Resolves true when applied. */
  apply: (change: Change) => Promise<boolean>;
}
