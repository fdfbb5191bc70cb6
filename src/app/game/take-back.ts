// Take-back in the reveal on the table phone (issue 12): a mistaken tap (a wrong province to take
// armies from, a warlord declared by mistake, a default accepted, a Done) is undone step by step until
// the round record is shown to the other phone. The record stays append-only (protocol/table-items.ts);
// the private side needs nothing undone, as it takes in the round only with the round record.
import type { Action, Decision } from '../../engine';
import { takeBackStep, tableTakeBack } from '../../protocol/session';
import { refuseApp, type Change } from './change';
import { type LocalGame } from './local-game';
import { currentRoundLog, gameLog } from './round-log';

/** What "Take back" would undo now: the step, and the decision it answered (null for a warlord, support or Done). */
export interface TakeBackOffer {
  action: Action;
  decision: Decision | null;
}

/** The step the table phone can take back now, or null (nothing recorded in this reveal, or the round record is shown). */
export function takeBackOffer(game: LocalGame): TakeBackOffer | null {
  const session = game.session;
  if (session.role !== 'table' || game.showing?.kind === 'round-record') return null;
  const action = takeBackStep(session);
  if (!action) return null;
  // Against the phone, the person takes back their own taps only, never a decision the phone took.
  if (game.solo && action.player === game.solo.computer) return null;
  if (action.type !== 'decide') return { action, decision: null };
  // The decision it answered is the one pending once it is taken back.
  const back = tableTakeBack(session);
  return { action, decision: back.ok ? back.session.state.pending : null };
}

/** True once the round record is shown (or handed to the guest seat): that round is final. */
function roundFinal(game: LocalGame): boolean {
  const session = game.session;
  if (game.showing?.kind === 'round-record') return true;
  return (
    session.role === 'table' && !session.sealed && session.items.length === 0 && session.synced.exchanges > 0
  );
}

/** Takes back the latest step recorded in this round's reveal or end window; the reveal steps back with it. */
export function takeBack(game: LocalGame, now: number): Change {
  const session = game.session;
  if (session.role !== 'table') return refuseApp('app/not-now');
  if (roundFinal(game)) return refuseApp('app/round-final');
  if (!takeBackOffer(game)) return refuseApp('app/nothing-to-take-back');
  const back = tableTakeBack(session);
  if (!back.ok) return refuseApp('app/nothing-to-take-back');
  const next: LocalGame = { ...game, session: back.session, updatedAt: now };
  // Provinces shown beyond those still resolved would otherwise show at once when resolved again.
  const state = back.session.state;
  const resolved = currentRoundLog(gameLog(next), state.round).filter((e) => e.kind === 'reveal').length;
  return { ok: true, game: { ...next, revealShown: Math.min(game.revealShown, resolved) } };
}
