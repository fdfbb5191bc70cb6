// Which screen a game is on, derived from what the phone holds, so a reload lands on the same step.
import { warlordsInPlay } from '../../../engine';
import { handshakePending, tableRoundDone } from '../../../protocol';
import { currentState, type LocalGame } from './local-game';
import { asksForRecoveryCode, recoveryCodeDue } from '../two-phone/warlord-recovery';
import { needsExtraWarlord } from '../round/extra-warlord';

/** The step a game is at on this phone. */
export type GameStep =
  | 'invite' // table: the invitation QR is shown until the guest has scanned it
  | 'warlord' // pick a warlord in secret (standard variant; the table player before inviting)
  | 'join-code' // guest, setup handshake: shows its join code, then scans the table's round-1 seal
  | 'hand' // enter (or deal) the starting hand
  | 'recover-warlord' // restored from repair codes: enter the recovery code of the unplayed secret warlord
  | 'extra-warlord' // War Chariot's extra warlord taken: pick it in secret (R-W12)
  | 'plan' // place this round's orders
  | 'commitment' // table: sealed; shows the commitment, then scans the guest's orders
  | 'reveal' // table: province by province, with the choices
  | 'round-record' // table: shows the round record for the guest to check
  | 'scan-commitment' // guest: sealed; scans the table's commitment
  | 'show-orders' // guest: shows its orders, then scans the round record
  | 'over'; // the game has ended

/** True when this player still has to choose a warlord. */
export function needsWarlord(game: LocalGame): boolean {
  const state = currentState(game);
  if (!warlordsInPlay(state.setup.options) || game.chosenWarlord) return false;
  const me = state.players[game.session.me];
  return me.commitments.length === 0 && me.usedWarlords.length === 0 && me.openWarlords.length === 0;
}

/** The step of a game on this phone. */
export function gameStep(game: LocalGame): GameStep {
  const session = game.session;
  const state = currentState(game);
  // The table player picks a warlord before inviting: its commitment then travels in the
  // invitation, which keeps the round-1 commitment QR within version 5.
  if (session.role === 'table' && !game.joined) return needsWarlord(game) ? 'warlord' : 'invite';
  if (game.showing?.kind === 'round-record') return 'round-record';
  if (state.phase === 'over') return 'over';
  if (needsWarlord(game)) return 'warlord';
  // The setup handshake: the guest's hand and the event order wait for the table's round-1 seal.
  if (session.role === 'guest' && handshakePending(session)) return 'join-code';
  if (game.priv === null) return 'hand';
  if (asksForRecoveryCode(game)) return 'recover-warlord';
  // A draw pending after a round (R-R4) is chosen on the plan and confirmed by the seal (draw-on-plan.ts).
  if (needsExtraWarlord(game)) return 'extra-warlord';
  if (session.role === 'table') {
    // Round 1 after the guest's early warlord commitment: the first event's choices come before planning.
    if (!session.sealed) return state.pending ? 'reveal' : 'plan';
    if (!session.received) return 'commitment';
    return tableRoundDone(session) ? 'round-record' : 'reveal';
  }
  if (!session.own) return game.plan?.ready && !session.commitment ? 'scan-commitment' : 'plan';
  if (!session.commitment) return 'scan-commitment';
  return 'show-orders';
}

/** Steps only this phone's player looks at; the others show a QR, the camera or the reveal to both players. */
const PRIVATE_STEPS: ReadonlySet<GameStep> = new Set<GameStep>([
  'warlord',
  'hand',
  'recover-warlord',
  'extra-warlord',
  'plan',
]);

/** The recovery code to show now: only on a private step, since it names the secret warlord (so never below the invitation the other player scans). */
export function recoveryNoticeNow(game: LocalGame): ReturnType<typeof recoveryCodeDue> {
  return PRIVATE_STEPS.has(gameStep(game)) ? recoveryCodeDue(game) : null;
}
