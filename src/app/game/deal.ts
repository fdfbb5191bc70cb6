// Which deal a stored game's deck came from (issue 19). A game keeps the deal it was dealt with: the
// deck is stored in `priv`, and a deal re-derived from `privateSeed` (to check a game file, say) uses
// the game's own version, so a game dealt by the 32-bit deal before issue 19 reads back unchanged.
import { dealAppDeck, type DealVersion, type PrivateState } from '../../engine';
import { currentState, type LocalGame } from './local-game';

/** The deal this game's deck came from: its `deal`, or 1 for games stored before the field existed. */
export function dealOf(game: LocalGame): DealVersion {
  return game.deal ?? 1;
}

/** The starting hand and deck this game's private seed deals; null without a seed (not for a hand re-entered after a restore, whose deck was shuffled afresh). */
export function startingDeal(game: LocalGame): PrivateState | null {
  if (game.privateSeed === null) return null;
  const variant = currentState(game).setup.options.variant;
  return dealAppDeck(game.session.me, game.privateSeed, variant, dealOf(game));
}
