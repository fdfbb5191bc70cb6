// What the shared phone's window screen (WindowActions, both players watching) offers a player:
// window warlords held openly or, while a secret warlord is hidden, any of that colour's (a skipped
// screen must not tell the other player which warlord is hidden), and exceptional support (R-X1).
import {
  BLUE_WARLORDS,
  CARDS,
  isFramed,
  legalWindowTargets,
  ownedCount,
  RED_WARLORDS,
  warlordsInPlay,
  type Card,
  type Player,
  type PublicState,
  type WarlordId,
  type WarlordTarget,
} from '../../../engine';

/** Warlords played in a window before or after the battles (R-W11), with what each needs. */
export const WINDOW_WARLORDS: Record<WarlordId, 'province' | 'move' | 'none' | null> = {
  reinforce: 'province',
  'remove-army': 'province',
  'move-army': 'move',
  'deadly-plague': 'none',
  'second-six': null,
  'counter-plague': null,
  'recycle-plague': null,
  'cap-at-six': null,
  'head-start': null,
  'recycle-minus-one': null,
};

/** True when `id` may be played in this window and the player has not used it. */
export function playableInWindow(
  state: PublicState,
  player: Player,
  id: WarlordId,
  window: 'start' | 'end',
): boolean {
  return (
    WINDOW_WARLORDS[id] !== null &&
    (window === 'start' || id !== 'deadly-plague') &&
    !state.players[player].usedWarlords.includes(id)
  );
}

/**
 * The targets the rules allow now for window warlord `id` (R-W2, R-W4, R-W6, R-W10, R-W11), asked of the
 * engine's own salt-free check on the public state, so the row and the rules never disagree.
 */
export function windowTargets(
  state: PublicState,
  player: Player,
  id: WarlordId,
  window: 'start' | 'end',
): WarlordTarget[] {
  return playableInWindow(state, player, id, window) ? legalWindowTargets(state, player, id) : [];
}

/** Cards a player may be named as discarding for exceptional support (R-X1): not framed, a copy still theirs. */
export function supportCardsOwned(state: PublicState, player: Player): Card[] {
  const variant = state.setup.options.variant;
  const out = state.players[player].out;
  return CARDS.filter(
    (card) => !isFramed(card) && ownedCount(card, variant) - out.filter((c) => c === card).length > 0,
  );
}

/** A warlord a window row offers: `hidden` when it can only be a secret one, which its player's phone must prove. */
export interface WindowWarlord {
  id: WarlordId;
  hidden: boolean;
  /** The targets the rules allow now (one empty target for a warlord that needs none); never empty. */
  targets: WarlordTarget[];
}

/** What a window row lists for one player: warlords and exceptional support cards (R-W11, R-X1). */
export interface WindowOffers {
  warlords: WindowWarlord[];
  /** Cards the player may discard for exceptional support; empty when no army is set aside. */
  support: Card[];
}

/**
 * What a window screen both players watch lists for a player, from public information only:
 * warlords held openly and, while a secret warlord is hidden, any warlord of that colour still playable;
 * for support, the cards the player could still own by the public counts. The pick is proved afterwards
 * by the phone that holds the player's private side (window-proof.ts), never by what is listed.
 */
export function windowOffers(state: PublicState, player: Player, window: 'start' | 'end'): WindowOffers {
  const side = state.players[player];
  // A War Chariot slot whose secret choice is not committed yet cannot be played (R-W12).
  const hidden =
    warlordsInPlay(state.setup.options) &&
    side.commitments.some((c) => c.revealed === null && c.hash !== null);
  const ids = side.openWarlords.map((id) => ({ id, hidden: false }));
  if (hidden)
    for (const id of player === 'blue' ? BLUE_WARLORDS : RED_WARLORDS)
      if (!side.openWarlords.includes(id)) ids.push({ id, hidden: true });
  return {
    warlords: withTargets(state, player, ids, window),
    support: side.setAside > 0 ? supportCardsOwned(state, player) : [],
  };
}

/** The warlords among `ids` the rules let `player` play now, each with its legal targets. */
export function withTargets(
  state: PublicState,
  player: Player,
  ids: readonly { id: WarlordId; hidden: boolean }[],
  window: 'start' | 'end',
): WindowWarlord[] {
  return ids
    .map(({ id, hidden }) => ({ id, hidden, targets: windowTargets(state, player, id, window) }))
    .filter((w) => w.targets.length > 0);
}

/** True when the shared phone's window screen offers this player anything to play. */
export function sharedWindowOffers(state: PublicState, player: Player, window: 'start' | 'end'): boolean {
  const offers = windowOffers(state, player, window);
  return offers.warlords.length > 0 || offers.support.length > 0;
}
