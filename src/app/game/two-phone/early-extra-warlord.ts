// War Chariot's extra warlord at the next round's start, by the guest (R-W12, R-W11). The guest's
// secret pick normally reaches the record with its next orders, after that round's start-of-round
// window. When the pick is a start-of-round warlord, the guest's phone offers to show its commitment as
// a code of its own first (as in round 1, see early-warlord.ts): the table scans it before sealing (one
// more scan, only then), and the guest then plays the warlord in the start window by typing its code on
// the table phone. Without that scan nothing changes: the commitment travels with the guest's orders.
import type { WarlordId } from '../../../engine';
import { guestEarlyCommit } from '../../../protocol';
import { refuseApp, type Change } from '../core/change';
import { START_WARLORDS } from '../round/early-warlord';
import { extraWarlordFills, unsentExtraWarlords } from '../round/extra-warlord';
import { currentState, playingRound, type LocalGame } from '../core/local-game';

/** What the guest's phone offers before sealing a later round: its extra warlord, to play at the start of `round`. */
export interface EarlyExtraOffer {
  warlord: WarlordId;
  round: number;
}

/** Guest, a later round: its picked extra warlord not yet in the record that acts at a round's start, or null. */
export function startExtraWarlord(game: LocalGame): EarlyExtraOffer | null {
  const session = game.session;
  if (session.role !== 'guest' || game.pass || session.synced.exchanges === 0) return null;
  if (session.synced.state.phase === 'over') return null;
  const start = unsentExtraWarlords(game).find((w) => START_WARLORDS.includes(w.id));
  return start ? { warlord: start.id, round: playingRound(game) } : null;
}

/** Guest, a later round before sealing: its unsent start-of-round extra warlord, to show early; null otherwise. */
export function earlyExtraWarlordOffer(game: LocalGame): EarlyExtraOffer | null {
  const session = game.session;
  if (session.role !== 'guest' || session.commitment || session.own || session.early || game.plan?.ready)
    return null;
  return startExtraWarlord(game);
}

/** Guest: shows its extra warlord commitments now, for the table to scan before sealing this round. */
export function showEarlyExtraWarlord(game: LocalGame, now: number): Change {
  const session = game.session;
  if (session.role !== 'guest' || earlyExtraWarlordOffer(game) === null) return refuseApp('app/not-now');
  const shown = guestEarlyCommit(session, extraWarlordFills(game));
  if (!shown.ok) return { ok: false, refusal: { source: 'protocol', rejection: shown } };
  return { ok: true, game: { ...game, session: shown.session, updatedAt: now } };
}

/** Table, a later round before sealing: the guest has an extra warlord still to commit, so its early code can be scanned. */
export function tableAwaitsEarlyExtraWarlord(game: LocalGame): boolean {
  const session = game.session;
  if (session.role !== 'table' || game.pass || session.sealed) return false;
  if (session.synced.exchanges === 0 || session.synced.state.phase === 'over') return false;
  const guest = session.me === 'blue' ? 'red' : 'blue';
  return currentState(game).players[guest].commitments.some((c) => c.hash === null);
}
