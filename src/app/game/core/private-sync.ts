// Brings this player's private side (hand, deck, own warlords, due draws) up to date with the
// public record: the effects of played orders, discards, recycled cards and end-of-round draws.
import {
  applyAction,
  createGame,
  discardCard,
  markWarlordUsed,
  playOrders,
  recycleCard,
  type Action,
  type GameSetup,
  type LogEntry,
  type Player,
  type PrivateState,
  type WarlordId,
} from '../../../engine';
import type { DrawDue } from './local-game';

/** The record's actions each with the log entries it produced. */
export function replayWithLogs(
  setup: GameSetup,
  actions: readonly Action[],
): { action: Action | null; log: LogEntry[] }[] {
  const created = createGame(setup);
  if (!created.ok) return [];
  const steps: { action: Action | null; log: LogEntry[] }[] = [{ action: null, log: created.log }];
  let state = created.state;
  for (const action of actions) {
    const result = applyAction(state, action);
    if (!result.ok) break;
    steps.push({ action, log: result.log });
    state = result.state;
  }
  return steps;
}

function warlordPlayed(action: Action, me: Player): WarlordId | null {
  if (action.player !== me) return null;
  if (action.type === 'warlord') return action.warlord;
  // second-six is declared with the orders but spent only when its 6 is revealed (R-W1): the reveal's
  // warlord log entry marks it, so a game that ends before that province leaves it unused.
  return null;
}

/** Applies the public record's actions from index `from` to the private side; the draw due, if any. */
export function syncPrivate(
  setup: GameSetup,
  actions: readonly Action[],
  from: number,
  priv: PrivateState,
): { priv: PrivateState; draw: DrawDue | null } {
  const me = priv.player;
  const steps = replayWithLogs(setup, actions);
  let next = priv;
  let draw: DrawDue | null = null;
  // steps[0] is the setup; steps[i + 1] is actions[i].
  for (let i = from; i < actions.length; i++) {
    const step = steps[i + 1];
    if (!step?.action) break;
    const action = step.action;
    if (action.type === 'orders' && action.player === me) next = playOrders(next, action.orders);
    if (action.type === 'support' && action.player === me && action.card) {
      const discarded = discardCard(next, action.card);
      if (!('code' in discarded)) next = discarded;
    }
    const played = warlordPlayed(action, me);
    if (played) next = markWarlordUsed(next, played);
    for (const entry of step.log) {
      if (entry.kind === 'warlord' && entry.player === me) next = markWarlordUsed(next, entry.warlord);
      if (entry.kind === 'recycle' && entry.player === me) next = recycleCard(next, entry.card);
      if (entry.kind === 'draw' && entry.player === me)
        draw = entry.drew > 0 ? { drew: entry.drew, keep: entry.kept } : null;
    }
  }
  return { priv: next, draw };
}
