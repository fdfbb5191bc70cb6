// What a screen both players may see is drawn from (PRODUCT.md, Interface: "Nothing secret on a
// shared screen"): the public state of the record and the few app facts that are public, never the
// phone's private side. As boardgame.io's playerView strips secrets before a client sees state, a
// shared screen takes this type, so showing a hand, a warlord, a deck, a plan or a salt there needs a
// type error first.
import type { Action, GameSetup, Player, PublicState } from '../../../engine';
import { currentState, playingRound, recordActions, type LocalGame } from './local-game';

/** The public facts a shared screen may show: the record's public state, the round played, this phone's seat. */
export interface PublicView {
  /** The public state this phone shows (the table's live one, or the guest's last verified one). */
  readonly state: PublicState;
  /** The round being played or planned (1–9). */
  readonly round: number;
  /** The player whose phone this is (the table seat on a shared phone); who holds which seat is public. */
  readonly me: Player;
  /** The game's id (named in the shared summary's image). */
  readonly id: string;
  /** The setup record, public from the invitation on. */
  readonly setup: GameSetup;
  /** The public record this phone knows, in order. */
  readonly record: readonly Action[];
}

/** The public view of a game: what a screen the other player can see may be drawn from. */
export function publicView(game: LocalGame): PublicView {
  return {
    state: currentState(game),
    round: playingRound(game),
    me: game.session.me,
    id: game.id,
    setup: game.session.setup,
    record: recordActions(game),
  };
}
