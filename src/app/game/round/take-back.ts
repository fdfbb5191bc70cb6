// Take-back in the reveal on the table phone: a mistaken tap (a wrong province to take
// armies from, a warlord declared by mistake, a default accepted, a Done) is undone step by step until
// the round record is shown to the other phone. The record stays append-only (protocol/table-items.ts);
// the private side needs nothing undone, as it takes in the round only with the round record.
import type { Action, Decision } from '../../../engine';
import { takeBackStep, tableTakeBack, type TableSession } from '../../../protocol';
import { settledTake } from './settled-takes';
import { refuseApp, type Change } from '../core/change';
import { type LocalGame } from '../core/local-game';
import { currentRoundLog, gameLog } from '../core/round-log';
import { revealAt } from './flow';

/** What "Take back" would undo now: the step, and the decision it answered (null for a warlord, support or Done). */
export interface TakeBackOffer {
  action: Action;
  decision: Decision | null;
  /**
   * The recorded actions the step covers, oldest first: one, or every army of a run taken for one
   * cause, which the reveal asks in one step (army-sources.ts) and takes back as one.
   */
  actions: Action[];
  /**
   * The actions of the tapped step itself, which the button's words name: `actions` without the answers
   * the app recorded after it because the board left no choice (settled-takes.ts).
   */
  tapped: Action[];
}

/** True when `next` asks the same player for another army for the same cause as `first` (army-sources.ts's run). */
function sameRun(first: Decision | null, next: Decision | null): boolean {
  return (
    first !== null &&
    next !== null &&
    first.kind === 'take' &&
    next.kind === 'take' &&
    next.player === first.player &&
    next.reason === first.reason &&
    next.province === first.province
  );
}

/**
 * The step the table phone can take back now, or null (nothing recorded in this reveal, or the round
 * record is shown). Answers the app recorded because the board left no choice (settled-takes.ts) are
 * taken back with the step before them; on their own they are never offered (they would be answered again).
 */
export function takeBackOffer(game: LocalGame): TakeBackOffer | null {
  let offer = lastStep(game);
  for (let guard = 0; guard < 20 && offer?.before; guard++) {
    const before: LocalGame = { ...game, session: offer.before };
    if (!settledTake(before)) break;
    const earlier = lastStep(before);
    if (!earlier) return null;
    offer = { ...earlier, actions: [...earlier.actions, ...offer.actions] };
  }
  return (
    offer && { action: offer.action, decision: offer.decision, actions: offer.actions, tapped: offer.tapped }
  );
}

/** The last step recorded, as takeBackOffer describes it, and the session once it is taken back. */
function lastStep(game: LocalGame): (TakeBackOffer & { before: TableSession | null }) | null {
  const session = game.session;
  if (session.role !== 'table' || game.showing?.kind === 'round-record') return null;
  const action = takeBackStep(session);
  if (!action) return null;
  // Against the phone, the person takes back their own taps only, never a decision the phone took.
  if (game.solo && action.player === game.solo.computer) return null;
  // The decision it answered is the one pending once it is taken back.
  let back = tableTakeBack(session);
  if (!back.ok) return { action, decision: null, actions: [action], tapped: [action], before: null };
  if (action.type !== 'decide')
    return { action, decision: null, actions: [action], tapped: [action], before: back.session };
  let decision = back.session.state.pending;
  const actions: Action[] = [action];
  // Armies taken one after another for the same cause were one step: they are taken back together,
  // once the run is complete (the reveal asks a run in one step; a run asked one army at a time,
  // as in a game stored by an older version of the app, is taken back one army at a time).
  const complete = !sameRun(decision, session.state.pending);
  for (let guard = 0; guard < 40 && complete && decision?.kind === 'take'; guard++) {
    const earlier = takeBackStep(back.session);
    if (earlier?.type !== 'decide' || earlier.player !== action.player) break;
    const further = tableTakeBack(back.session);
    if (!further.ok || !sameRun(further.session.state.pending, decision)) break;
    actions.unshift(earlier);
    back = further;
    decision = further.session.state.pending;
  }
  return { action: actions[0] ?? action, decision, actions, tapped: actions, before: back.session };
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
  const offer = takeBackOffer(game);
  if (!offer) return refuseApp('app/nothing-to-take-back');
  // Each recorded action of the step is taken back by an item of its own (the record stays append-only).
  let backed = session;
  for (let i = 0; i < offer.actions.length; i++) {
    const back = tableTakeBack(backed);
    if (!back.ok) return refuseApp('app/nothing-to-take-back');
    backed = back.session;
  }
  const next: LocalGame = { ...game, session: backed, updatedAt: now };
  // Provinces shown beyond those still resolved would otherwise show at once when resolved again.
  const state = backed.state;
  const entries = currentRoundLog(gameLog(next), state.round);
  const resolved = entries.filter((e) => e.kind === 'reveal').length;
  // A question asked again about a province not yet resolved stays open: it was on screen (flow.ts).
  const open = revealAt(state, entries, game.revealShown).asked !== null ? 1 : 0;
  return { ok: true, game: { ...next, revealShown: Math.min(game.revealShown, resolved + open) } };
}
