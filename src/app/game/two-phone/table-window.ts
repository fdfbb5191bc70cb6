// Two phones: the next round's start-of-round window (R-W11 warlords, R-X1 exceptional
// support) is offered on the table phone's last shared screen before its player's plan: the round record
// (which carries the turn of the displays at rounds 4 and 7). Both players already look at that screen, so a play
// needs no "Before sealing" opened and closed around the private plan (2 taps a round it was used). A play
// there is recorded on the game as it is: the screen stays, and its own button still moves on.
import { PLAYERS } from '../../../engine';
import { confirmRoundRecord } from '../core/controller';
import type { LocalGame } from '../core/local-game';
import { publicView } from '../core/public-view';
import { tableMomentDone, tableMomentShown, turnOnRecord } from '../round/scoring-moment';
import { gameStep } from '../core/steps';
import { sharedWindowOffers } from '../round/window-offers';

/** The round record screen's one tap: the record confirmed, and the turn of the displays it carries at rounds 4 and 7. */
export function recordScreenDone(game: LocalGame, now: number): LocalGame {
  const turn = turnOnRecord(game);
  const confirmed = confirmRoundRecord(game, now);
  return turn === null ? confirmed : { ...confirmed, displaysTurned: turn, updatedAt: now };
}

/** The game once the shared screen's own button is tapped: the record confirmed, or the turn of the displays. */
function afterScreen(game: LocalGame): LocalGame | null {
  if (game.showing?.kind === 'round-record') return recordScreenDone(game, game.updatedAt);
  const moment = tableMomentShown(game, gameStep(game));
  return moment?.kind === 'turn-displays' ? tableMomentDone(game, game.updatedAt) : null;
}

/**
 * True when the table phone of two phones shows the next start-of-round window under its current shared
 * screen: that screen's button opens the table player's plan straight away (no scoring moment, no draw to
 * enter, no turn of the displays in between), and someone may play something there by public information.
 */
export function startWindowOnTable(game: LocalGame): boolean {
  if (game.session.role !== 'table' || game.pass || game.solo) return false;
  const after = afterScreen(game);
  if (!after || gameStep(after) !== 'plan' || tableMomentShown(after, 'plan') !== null) return false;
  const state = publicView(game).state;
  return PLAYERS.some((player) => sharedWindowOffers(state, player, 'start'));
}
