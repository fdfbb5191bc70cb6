// No question whose answer public information already settles: where an army comes from
// is not asked when the rules leave one answer: a single army with one source offered, or a run of
// armies for one cause with one split the rules accept (army-sources.ts, R-B4). The board and the
// pool are public, so answering it for the players tells neither anything. The answers are recorded
// exactly as taps would record them; take-back (take-back.ts) takes them back with the step before.
import { recordAction } from '../core/controller';
import { currentState, type LocalGame } from '../core/local-game';
import { sourcesAsk } from './army-sources';

/** The answers the rules leave for the 'take' question pending now (one per army), or null when there is a choice. */
export function settledTake(game: LocalGame): string[] | null {
  const pending = currentState(game).pending;
  if (!pending || pending.kind !== 'take' || game.session.role !== 'table') return null;
  // Against the phone, the phone answers its own questions (solo.ts): only the person's are settled here.
  if (game.solo && game.solo.computer === pending.player) return null;
  const ask = sourcesAsk(game);
  if (!ask) return pending.options.length === 1 ? [...pending.options] : null;
  const splits = Object.values(ask.splits);
  return ask.complete && splits.length === 1 ? (splits[0] ?? null) : null;
}

/** The game with every settled 'take' question now pending answered (the game itself when none is). */
export function answerSettledTakes(game: LocalGame, now: number): LocalGame {
  let current = game;
  // A battle asks a few runs at most; the bound only guards against a loop on a bug.
  for (let i = 0; i < 20; i++) {
    const answers = settledTake(current);
    if (!answers) break;
    const player = currentState(current).pending?.player;
    if (!player) break;
    let next = current;
    for (const choice of answers) {
      const answered = recordAction(next, { type: 'decide', player, choice }, now);
      if (!answered.ok) return current;
      next = answered.game;
    }
    current = next;
  }
  return current;
}
