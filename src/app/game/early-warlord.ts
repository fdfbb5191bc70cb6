// A start-of-round warlord in round 1 by the guest (R-W2, R-W4, R-W6, R-W10, R-W11). The guest's
// warlord commitment normally travels with its round-1 orders, after the start-of-round window.
// When the guest plays such a warlord at round 1's start, its phone shows the commitment as a code
// of its own first: the table scans it before sealing (one more scan in round 1, only then), which
// completes the setup and opens round 1's window; the guest then plays the warlord there by typing
// its code on the table phone, as in any other round.
import { warlordCommitment, warlordsInPlay, type WarlordId } from '../../engine';
import { messageToQrTexts, messageToTypedCodes } from '../../protocol/scan';
import { guestEarlyCommit, guestEarlyMessage } from '../../protocol/session';
import type { Message } from '../../protocol/messages';
import { refuseApp, type Change } from './controller';
import type { LocalGame, ShownMessage } from './local-game';

/** Warlords played in the start-of-round window (R-W11): the ones worth sending early in round 1. */
export const START_WARLORDS: readonly WarlordId[] = [
  'deadly-plague',
  'remove-army',
  'reinforce',
  'move-army',
];

/** Guest, round 1 before sealing: the chosen warlord it may play at round 1's start; null otherwise. */
export function earlyWarlordOffer(game: LocalGame): WarlordId | null {
  const session = game.session;
  const chosen = game.chosenWarlord;
  if (session.role !== 'guest' || game.pass || !chosen || !START_WARLORDS.includes(chosen.id)) return null;
  if (session.synced.exchanges > 0 || session.commitment || session.own || game.plan?.ready) return null;
  const state = session.synced.state;
  if (state.players[session.me].commitments.length > 0) return null;
  // R-W2, R-W6, R-W10 act on armies on the board, which is empty before round 1's battles: only
  // deadly-plague (R-W4) has something to act on then, unless the board already holds armies.
  const armies = Object.values(state.provinces).some((p) => p.armies > 0);
  return chosen.id === 'deadly-plague' || armies ? chosen.id : null;
}

function shownOf(message: Message): ShownMessage {
  return {
    kind: 'warlord-commitment',
    texts: messageToQrTexts(message),
    typed: messageToTypedCodes(message),
  };
}

/** Guest: shows its warlord commitment now, for the table to scan before sealing round 1. */
export function showEarlyWarlord(game: LocalGame, now: number): Change {
  const session = game.session;
  const chosen = game.chosenWarlord;
  if (session.role !== 'guest' || !chosen || earlyWarlordOffer(game) === null)
    return refuseApp('app/not-now');
  const commitment = warlordCommitment(chosen.id, chosen.salt);
  const shown = guestEarlyCommit(session, { type: 'commitWarlord', player: session.me, commitment });
  if (!shown.ok) return { ok: false, refusal: { source: 'protocol', rejection: shown } };
  return { ok: true, game: { ...game, session: shown.session, updatedAt: now } };
}

/** Guest: the early warlord commitment code while the table may still scan it (until its commitment is scanned). */
export function earlyWarlordShown(game: LocalGame): ShownMessage | null {
  const session = game.session;
  if (session.role !== 'guest') return null;
  const message = guestEarlyMessage(session);
  return message ? shownOf(message) : null;
}

/** Table, round 1 before sealing: the guest has not committed yet, so its early warlord code can be scanned. */
export function tableAwaitsEarlyWarlord(game: LocalGame): boolean {
  const session = game.session;
  if (session.role !== 'table' || game.pass || session.sealed || session.items.length > 0) return false;
  if (session.synced.exchanges > 0 || session.state.phase !== 'setup') return false;
  const guest = session.me === 'blue' ? 'red' : 'blue';
  return session.state.players[guest].commitments.length === 0 && warlordsInPlay(session.setup.options);
}
