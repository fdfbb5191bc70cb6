// A player's pick on a window screen both players watch (R-W11 warlords, R-X1 exceptional support) is made
// from the public list (window-offers.ts); here the phone that holds that player's private side proves it:
// its committed warlord and salt, its hand now. A pick that is not theirs is refused in plain
// words and nothing is recorded. This module reads private sides; a shared screen's tap goes through
// `windowTap`/`decisionTap` (public only), and only the owner's private step calls the proofs.
import {
  BLUE_WARLORDS,
  isFramed,
  RED_WARLORDS,
  type Action,
  type Card,
  type Player,
  type WarlordId,
} from '../../../engine';
import { currentState, type LocalGame } from '../core/local-game';
import { handNow, seatHandNow } from '../core/hand-now';
import { withTargets, type WindowOffers } from './window-offers';
import type { AppRefusal } from '../core/change';

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
 * What a tap on a shared screen's window row does, from public information only, so it is the same
 * whatever either player holds: an openly held warlord is recorded at once; on the table phone of two
 * phones the guest's secret warlord asks for the code its phone shows and the guest's support is recorded
 * as named (the guest's phone checks it against its hand, R-X1); every other secret play (this phone's
 * own player's on two phones, either player's on a shared phone) opens its owner's private step, where
 * `proveWindowPick` alone answers.
 */
export type WindowTap =
  | { kind: 'record'; action: Action }
  | { kind: 'code'; action: Extract<Action, { type: 'warlord' }> }
  | { kind: 'owner'; pick: WindowPick };

/** The outcome of a tap on a shared window row (see WindowTap): never reads a private side. */
export function windowTap(game: LocalGame, pick: WindowPick, seats: SeatProof | null): WindowTap {
  const own = pick.player === game.session.me;
  if (pick.type === 'support')
    return seats || own ? { kind: 'owner', pick } : { kind: 'record', action: pick };
  if (currentState(game).players[pick.player].openWarlords.includes(pick.warlord))
    return { kind: 'record', action: pick };
  if (!seats && !own) return { kind: 'code', action: pick };
  return { kind: 'owner', pick };
}

/**
 * What a tap on a reactive warlord's answer does on a screen both players watch (R-W11): a secret
 * warlord's answer opens its owner's private step where this phone holds the owner's side (its own
 * player on two phones, either on a shared phone), the other phone's asks for its code, and anything
 * public (a default, an openly held warlord) is recorded at once.
 */
export function decisionTap(
  game: LocalGame,
  player: Player,
  choice: string,
  seats: SeatProof | null,
): 'record' | 'code' | 'owner' {
  const side = currentState(game).players[player];
  const secret = isWarlordId(choice) && !side.openWarlords.includes(choice);
  if (!secret) return 'record';
  return seats || player === game.session.me ? 'owner' : 'code';
}

/** The salt of a secret warlord answered on the owner's private step; null when that player does not hold it. */
export function decisionSalt(
  game: LocalGame,
  player: Player,
  warlord: WarlordId,
  seats: SeatProof | null,
): string | null {
  return seats ? seats.warlordSalt(player, warlord) : ownWarlordSalt(game, warlord);
}

const WARLORD_IDS = new Set<string>([...BLUE_WARLORDS, ...RED_WARLORDS]);

function isWarlordId(choice: string): choice is WarlordId {
  return WARLORD_IDS.has(choice);
}

/**
 * What the window lists for the person against the phone, who alone looks at it: their own unplayed
 * warlords and the cards in their hand now (so a card discarded leaves the list at once).
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
