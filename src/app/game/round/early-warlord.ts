// A start-of-round warlord in round 1 (R-W2, R-W4, R-W6, R-W10, R-W11). The guest's warlord
// commitment normally travels with its round-1 orders, after the start-of-round window, and until
// both players have committed the setup is not complete, so nobody can play a warlord then. When a
// player plays one at round 1's start, the guest's phone shows its commitment as a code of its own
// first: the table scans it before sealing (one more scan, only then), which completes the setup and
// opens round 1's window; the guest then plays its warlord there by typing its code on the table
// phone, as in any other round (and the table player plays theirs).
import {
  shortWarlordCommitment,
  warlordsInPlay,
  type Player,
  type ProvinceId,
  type ProvinceState,
  type WarlordId,
} from '../../../engine';
import {
  messageToQrTexts,
  messageToTypedCodes,
  guestEarlyCommit,
  guestEarlyMessage,
  type Message,
} from '../../../protocol';
import { refuseApp, setupActionsFor, type Change } from '../core/controller';
import type { LocalGame, ShownMessage } from '../core/local-game';

/** Warlords played in the start-of-round window (R-W11): the ones worth sending early in round 1. */
export const START_WARLORDS: readonly WarlordId[] = [
  'deadly-plague',
  'remove-army',
  'reinforce',
  'move-army',
];

/** What the guest's phone offers in round 1 before sealing: its warlord, and whether the guest can play it at round 1's start itself. */
export interface EarlyWarlordOffer {
  warlord: WarlordId;
  /** The guest's own warlord acts at round 1's start; otherwise the code is only for the table player's warlord. */
  playsOwn: boolean;
}

/** Guest, round 1 before sealing and before committing: what it may send early; null otherwise. */
export function earlyWarlordOffer(game: LocalGame): EarlyWarlordOffer | null {
  const session = game.session;
  const chosen = game.chosenWarlord;
  if (session.role !== 'guest' || game.pass || !chosen) return null;
  if (session.synced.exchanges > 0 || session.commitment || session.own || session.early || game.plan?.ready)
    return null;
  const state = session.synced.state;
  if (state.phase !== 'setup' || state.players[session.me].commitments.length > 0) return null;
  // R-W2, R-W6, R-W10 act on armies on the board, which is empty before round 1's battles: only
  // deadly-plague (R-W4) has something to act on then, unless the board already holds armies.
  const armies = Object.values(state.provinces).some((p) => p.armies > 0);
  const playsOwn = START_WARLORDS.includes(chosen.id) && (chosen.id === 'deadly-plague' || armies);
  // Sent only for the table player's warlord: offered only when that can matter.
  if (!playsOwn && !tableMayPlayAtStart(state.provinces, session.me === 'blue' ? 'red' : 'blue')) return null;
  return { warlord: chosen.id, playsOwn };
}

/**
 * Whether the table player could play a warlord at round 1's start at all, judged from public facts
 * only (its side and the board), so the offer says nothing of the warlord it chose: red may hold
 * deadly-plague (R-W4), which needs nothing on the board; blue's reinforce (R-W10) and move-army
 * (R-W6) need a province blue holds, and nothing else of blue's acts then (R-W11).
 */
export function tableMayPlayAtStart(
  provinces: Readonly<Record<ProvinceId, ProvinceState>>,
  table: Player,
): boolean {
  if (table === 'red') return true;
  return Object.values(provinces).some((p) => p.owner === 'blue' && p.armies > 0);
}

function shownOf(message: Message): ShownMessage {
  return {
    kind: 'warlord-commitment',
    texts: messageToQrTexts(message),
    typed: messageToTypedCodes(message),
  };
}

/** Guest: shows its warlord commitment now, for the table to scan before sealing round 1 (before anyone plays a warlord then). */
export function showEarlyWarlord(game: LocalGame, now: number): Change {
  const session = game.session;
  const chosen = game.chosenWarlord;
  if (session.role !== 'guest' || !chosen || earlyWarlordOffer(game) === null)
    return refuseApp('app/not-now');
  const commitment = shortWarlordCommitment(chosen.id, chosen.salt);
  const actions = setupActionsFor(session.me, chosen.id, chosen.salt, commitment);
  let shown = guestEarlyCommit(session, actions);
  // The commitment completes the setup: while the first event's choice is then pending, R-W8 head-start
  // cannot be revealed yet; it travels with round 1's orders instead (still before them, R-W8/timing).
  if (!shown.ok && shown.detail === 'R-D/decision-pending' && actions.length > 1)
    shown = guestEarlyCommit(session, actions.slice(0, 1));
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
