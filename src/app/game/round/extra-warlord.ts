// War Chariot's extra warlord chosen in secret on the player's own phone (R-W12). At the reveal the
// table phone records only that the player takes one (an open slot); the player then picks it here, on
// this phone, and its short commitment fills the slot in this player's next message: the table's is
// recorded at once (it travels in the next commitment QR), the guest's goes with its next orders.
// Neither phone ever holds the other player's pick.
import {
  BLUE_WARLORDS,
  RED_WARLORDS,
  chooseWarlord as chooseWarlordPrivately,
  shortWarlordCommitment,
  warlordsInPlay,
  type Action,
  type WarlordId,
} from '../../../engine';
import { newWarlordSalt, cryptoRandomBytes, type RandomBytes, tableRecord } from '../../../protocol';
import { refuseApp, type Change } from '../core/change';
import { currentState, type LocalGame } from '../core/local-game';

/** This player's open slots: extra warlords taken whose secret choice is not committed yet. */
function openSlots(game: LocalGame): number {
  const me = currentState(game).players[game.session.me];
  return me.commitments.filter((c) => c.hash === null).length;
}

/** Extra warlords picked on this phone whose commitment has not reached the public record yet. */
export function unsentExtraWarlords(game: LocalGame): { id: WarlordId; salt: string }[] {
  const me = currentState(game).players[game.session.me];
  return (game.extraWarlords ?? []).filter(
    (w) => !me.commitments.some((c) => c.hash === shortWarlordCommitment(w.id, w.salt)),
  );
}

/** True when this player has taken an extra warlord (War Chariot) and still has to pick it, in secret. */
export function needsExtraWarlord(game: LocalGame): boolean {
  const state = currentState(game);
  if (!warlordsInPlay(state.setup.options) || state.phase === 'over' || game.priv === null) return false;
  // The table records its commitment at once: not while its orders are sealed (it would join the round record).
  if (game.session.role === 'table' && game.session.sealed !== null) return false;
  // (never a screen without a choice: the rules leave at least three, R-W12)
  return openSlots(game) > unsentExtraWarlords(game).length && extraWarlordChoices(game).length > 0;
}

/** The warlords this player may pick (R-W12): its side's, not head-start, none it holds or has used. */
export function extraWarlordChoices(game: LocalGame): WarlordId[] {
  const me = game.session.me;
  const side = currentState(game).players[me];
  const held = new Set<WarlordId>(game.priv?.warlords.map((w) => w.id) ?? []);
  if (game.chosenWarlord) held.add(game.chosenWarlord.id);
  return (me === 'blue' ? BLUE_WARLORDS : RED_WARLORDS).filter(
    (id) =>
      id !== 'head-start' &&
      !held.has(id) &&
      !side.usedWarlords.includes(id) &&
      !side.openWarlords.includes(id),
  );
}

/** The commitWarlord actions this player still has to send for its picked extra warlords (the guest's, with its orders). */
export function extraWarlordFills(game: LocalGame): Action[] {
  return unsentExtraWarlords(game).map((w) => ({
    type: 'commitWarlord',
    player: game.session.me,
    commitment: shortWarlordCommitment(w.id, w.salt),
  }));
}

/** Picks War Chariot's extra warlord in secret: held privately (its recovery code shown once); the table records its commitment now. */
export function chooseExtraWarlord(
  game: LocalGame,
  id: WarlordId,
  now: number,
  random: RandomBytes = cryptoRandomBytes,
): Change {
  const priv = game.priv;
  if (!needsExtraWarlord(game) || priv === null || !extraWarlordChoices(game).includes(id))
    return refuseApp('app/not-now');
  const salt = newWarlordSalt(random);
  const picked = { id, salt };
  let session = game.session;
  if (session.role === 'table') {
    const action: Action = {
      type: 'commitWarlord',
      player: session.me,
      commitment: shortWarlordCommitment(id, salt),
    };
    const recorded = tableRecord(session, action);
    if (!recorded.ok) return { ok: false, refusal: { source: 'protocol', rejection: recorded } };
    session = recorded.session;
  }
  return {
    ok: true,
    game: {
      ...game,
      session,
      priv: chooseWarlordPrivately(priv, id, salt).priv,
      extraWarlords: [...(game.extraWarlords ?? []), picked],
      recoveryCodeDue: true,
      recoveryCodeOf: picked,
      updatedAt: now,
    },
  };
}
