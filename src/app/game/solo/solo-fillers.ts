// Against the phone, a question whose answer the person's own side settles is not asked:
// "Play a warlord now?" (R-W3, R-W5, R-W7, R-W9) when the person holds none of the warlords it offers.
// Only the person looks at the screen; the phone's agent sees the record, which holds the same 'none'
// whether it was tapped or not, so skipping it tells the phone nothing. On a screen both players
// see (pass-and-play, the table phone) the question stays: skipping it there on private grounds
// would tell the other player what the person does not hold.
import type { Decision, Player, WarlordId } from '../../../engine';
import { recordAction } from '../core/controller';
import { currentState, type LocalGame } from '../core/local-game';

/** The person's colour (the guest seat's) in a game against the phone, else null. */
function person(game: LocalGame): Player | null {
  if (!game.solo) return null;
  return game.solo.computer === 'blue' ? 'red' : 'blue';
}

/** True when the person's own side can play one of the warlords `decision` offers (secret, War Chariot's or open). */
export function personCanPlay(game: LocalGame, decision: Decision): boolean {
  const seat = game.pass?.guest ?? game;
  const open = currentState(game).players[decision.player].openWarlords;
  return decision.options.some((option) => {
    if (option === 'none') return false;
    const id = option as WarlordId;
    if (open.includes(id)) return true;
    if (seat.priv?.warlords.some((w) => w.id === id && !w.used)) return true;
    return !seat.priv && seat.chosenWarlord?.id === id;
  });
}

/** The person's reactive-warlord question the person's side settles, answered 'none'; the game unchanged otherwise. */
export function skipSoloFillers(game: LocalGame, now: number): LocalGame {
  const me = person(game);
  let current = game;
  // One question per battle step at most; the bound only guards against a loop on a bug.
  for (let i = 0; me !== null && i < 10; i++) {
    const pending = currentState(current).pending;
    if (!pending || pending.player !== me || pending.kind !== 'reactiveWarlord') break;
    if (personCanPlay(current, pending)) break;
    const answered = recordAction(current, { type: 'decide', player: me, choice: 'none' }, now);
    if (!answered.ok) break;
    current = answered.game;
  }
  return current;
}
