// A player's pick on a window screen both players watch (R-W11 warlords, R-X1 exceptional support) is made
// from the public list (window-offers.ts); here the phone that holds that player's private side proves it
// (issue 19): its committed warlord and salt, its hand now. A pick that is not theirs is refused in plain
// words and nothing is recorded. This module reads private sides; shared screens call it only on a tap.
import { isFramed, type Action, type Card, type Player, type WarlordId } from '../../engine';
import { currentState, type LocalGame } from './local-game';
import { handNow, seatHandNow } from './hand-now';
import { withTargets, type WindowOffers } from './window-offers';
import type { AppRefusal } from './change';

/** A warlord or a support card picked on a window screen, before any proof (no salt). */
export type WindowPick =
  Omit<Extract<Action, { type: 'warlord' }>, 'salt'> | { type: 'support'; player: Player; card: Card };

/** Lookups into the seats of a phone both players share (pass-and-play, against the phone). */
export interface SeatProof {
  /** The salt proving a player's secret warlord, from that player's seat; null when not held. */
  warlordSalt: (player: Player, warlord: WarlordId) => string | null;
  /** True when the card is in that player's hand now (exceptional support, R-X1). */
  holdsCard: (player: Player, card: Card) => boolean;
}

/** What a pick comes to: an action to record, a code the other player types first, or a plain refusal. */
export type WindowProof =
  | { kind: 'record'; action: Action }
  | { kind: 'code'; action: Extract<Action, { type: 'warlord' }> }
  | { kind: 'refused'; reason: Extract<AppRefusal, 'app/warlord-not-held' | 'app/card-not-in-hand'> };

/** The salt of a secret warlord this phone's own player holds and has not played; null when not held. */
export function ownWarlordSalt(game: LocalGame, warlord: WarlordId): string | null {
  const held = game.priv?.warlords.find((w) => w.id === warlord && !w.used);
  if (held) return held.salt;
  const chosen = game.chosenWarlord;
  return chosen && chosen.id === warlord && !game.priv ? chosen.salt : null;
}

/**
 * Proves a pick made on the window screen of `game` (the table phone, or the shared phone's table seat):
 * on a shared phone from the player's own seat (`seats`); on the table phone of two phones, the table
 * player's from this phone's private side, the guest's secret warlord by the code its phone shows, the
 * guest's support as named (the guest's phone takes the card off its hand with the commitment).
 */
export function proveWindowPick(game: LocalGame, pick: WindowPick, seats: SeatProof | null): WindowProof {
  const player = pick.player;
  const own = player === game.session.me;
  if (pick.type === 'support') {
    const holds = seats ? seats.holdsCard(player, pick.card) : !own || handNow(game).includes(pick.card);
    return holds ? { kind: 'record', action: pick } : { kind: 'refused', reason: 'app/card-not-in-hand' };
  }
  if (currentState(game).players[player].openWarlords.includes(pick.warlord))
    return { kind: 'record', action: pick };
  // The other player's secret warlord on the table phone of two phones: the code their phone shows.
  if (!seats && !own) return { kind: 'code', action: pick };
  const salt = seats ? seats.warlordSalt(player, pick.warlord) : ownWarlordSalt(game, pick.warlord);
  if (salt === null) return { kind: 'refused', reason: 'app/warlord-not-held' };
  return { kind: 'record', action: { ...pick, salt } };
}

/**
 * What the window lists for the person against the phone, who alone looks at it: their own unplayed
 * warlords and the cards in their hand now (so a card discarded leaves the list at once, issue 19 point 9).
 */
export function personWindowOffers(
  game: LocalGame,
  seat: LocalGame,
  player: Player,
  window: 'start' | 'end',
): WindowOffers {
  const state = currentState(game);
  const side = state.players[player];
  const held = new Set<WarlordId>(side.openWarlords);
  const hidden = side.commitments.some((c) => c.revealed === null && c.hash !== null);
  if (hidden) for (const w of seat.priv?.warlords ?? []) if (!w.used) held.add(w.id);
  const ids = [...held].map((id) => ({ id, hidden: !side.openWarlords.includes(id) }));
  const warlords = withTargets(state, player, ids, window);
  const support =
    side.setAside > 0 ? [...new Set(seatHandNow(game, seat).filter((card) => !isFramed(card)))] : [];
  return { warlords, support };
}
