// Every tap counts: on a phone passed between the players, the last shared screen before a
// player's private screen carries the hand-over cover's button itself ("I am Blue: show my screen"), so no
// separate cover follows it. Shared screens show nothing private, so nothing is lost: the named player's
// screen opens only on that tap. The cover between the two players' private screens stays.
import type { Player } from '../../../engine';
import { passBoth, type Change } from '../core/controller';
import type { LocalGame } from '../core/local-game';
import { closeBeforeWindow, exchangeSeats, handOver, passView, withSeat } from './pass-and-play';
import { tableMomentDone, tableMomentShown } from '../round/scoring-moment';

/** The player whose cover would come next on a passed phone, with nothing shared before it; null otherwise. */
export function coverNext(game: LocalGame): Player | null {
  if (!game.pass || game.solo) return null;
  // A table moment still to show is a shared screen: the cover comes after it.
  if (tableMomentShown(game, null)) return null;
  const view = passView(game);
  return view.kind === 'hand-over' && view.to !== 'both' ? view.to : null;
}

/** The game with the cover that comes next confirmed by its player (unchanged when none comes next). */
export function throughCover(game: LocalGame, now: number): LocalGame {
  const to = coverNext(game);
  return to ? handOver(game, to, now) : game;
}

/** A seat's change on a shared screen, exchanged between the seats and then through the cover that follows. */
export function sharedChange(base: LocalGame, change: Change, now: number): Change {
  if (!change.ok || !base.pass) return change;
  const exchanged = exchangeSeats(withSeat(base, change.game), now);
  return exchanged.ok ? { ok: true, game: throughCover(exchanged.game, now) } : exchanged;
}

/** A passed phone's game once the reveal's Done has ended the round and the seats have exchanged; null elsewhere. */
function roundEnded(game: LocalGame, now: number): LocalGame | null {
  if (!game.pass || game.solo) return null;
  const ended = passBoth(game, now);
  if (!ended.ok) return null;
  const exchanged = exchangeSeats(withSeat(game, ended.game), now);
  return exchanged.ok ? exchanged.game : null;
}

/** The player whose screen the reveal's "Both players: Done" opens on a passed phone (the round ends on it), or null. */
export function roundEndCover(game: LocalGame): Player | null {
  const ended = roundEnded(game, game.updatedAt);
  return ended ? coverNext(ended) : null;
}

/** The player whose screen a table moment's button opens on a passed phone, or null (its own button). */
export function momentCover(game: LocalGame): Player | null {
  return coverNext(tableMomentDone(game, game.updatedAt));
}

/** The next round's start-of-round window shown under the round's end, and the player whose screen follows it. */
export interface StartWindowNext {
  /** The game as it is once the round has ended: the window's plays are made on it. */
  game: LocalGame;
  passTo: Player;
}

/** The next start-of-round window, when it is the very next screen of `after` (the game once the shared screen's tap is made). */
function windowNextOf(after: LocalGame, now: number): StartWindowNext | null {
  if (tableMomentShown(after, null)) return null;
  const view = passView(after);
  if (view.kind !== 'shared' || view.step !== 'before') return null;
  const closed = passView(closeBeforeWindow(after, now));
  return closed.kind === 'hand-over' && closed.to !== 'both' ? { game: after, passTo: closed.to } : null;
}

/**
 * Pass-and-play: when the next round's start-of-round window is the very next screen after the round's
 * Done (no scoring moment, no turn of the displays, no question before it), both windows share one
 * screen and one tap, "I am Blue: show my screen", ends the round, closes the next window and opens
 * Blue's screen. Null otherwise (the Done of roundEndCover, or a plain Done).
 */
export function startWindowNext(game: LocalGame, now = game.updatedAt): StartWindowNext | null {
  const ended = roundEnded(game, now);
  return ended ? windowNextOf(ended, now) : null;
}

/** The same after the turn of the displays (rounds 4 and 7): its one tap also closes the start-of-round window that follows. */
export function startWindowAfterMoment(game: LocalGame, now = game.updatedAt): StartWindowNext | null {
  if (!game.pass || game.solo) return null;
  const moment = tableMomentShown(game, null);
  if (moment?.kind !== 'turn-displays') return null;
  return windowNextOf(tableMomentDone(game, now), now);
}

/** The round ended through the next start-of-round window, closed, and on to its player's screen. */
export function throughStartWindow(next: StartWindowNext, now: number): LocalGame {
  return handOver(closeBeforeWindow(next.game, now), next.passTo, now);
}
