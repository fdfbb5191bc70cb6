// A phone restored from the other phone's repair codes after round 1 has the public record but
// not its player's hand: the player names the cards they hold now (PRODUCT.md "Sync, fingerprints,
// recovery"). The starting hand no longer applies: cards were played, discarded and drawn since.
// The restored phone does not know the lost private seed, so the named cards cannot be proved to be
// the dealt ones: they are checked against everything public (cards out, the card set's copies, the
// number held), and from then on the deck is dealt from a new seed that a game file is checked against.
import {
  cardSet,
  CURRENT_DEAL,
  dealAppDeck,
  handCountNow,
  isFramed,
  opensCommitment,
  warlordCommitment,
  type Card,
  type Player,
  type PrivateState,
  type PublicState,
} from '../../../engine';
import { cryptoRandomBytes, type RandomBytes } from '../../../protocol';
import type { Change } from '../core/change';
import { currentState, type LocalGame } from '../core/local-game';

const FRAMED: readonly Card[] = ['1', '2', '3', '4', '5', '6'];

/** What a restored player names: how many non-framed cards they hold, and the cards they can be. */
export interface HandToReenter {
  count: number;
  /** The player's non-framed cards not out of the game (hand and deck), one entry per copy, canonical order. */
  cards: Card[];
}

/** The cards still in a player's hand or deck: all non-framed cards less those out of the game (R-C4, R-X1). */
function cardsNotOut(variant: 'standard' | 'beginner', out: readonly Card[]): Card[] {
  const left = cardSet(variant).filter((card) => !isFramed(card));
  for (const card of out) {
    const at = left.indexOf(card);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

/** The hand a player must name at a public state: how many cards, and the cards they can be (R-C4, R-X1). */
export function handToNameAt(state: PublicState, me: Player): HandToReenter {
  const cards = cardsNotOut(state.setup.options.variant, state.players[me].out);
  return { count: Math.min(handCountNow(state, me) ?? 0, cards.length), cards };
}

/** The hand this phone's player must name, when the phone was restored after round 1; null otherwise. */
export function handToReenter(game: LocalGame): HandToReenter | null {
  if (game.priv !== null || game.session.synced.exchanges === 0) return null;
  return handToNameAt(currentState(game), game.session.me);
}

/**
 * The named cards checked against what is public: each among the player's cards not out of the game
 * (never more copies than the card set has), and exactly as many as the player holds. The deck left
 * (in canonical order), or the refusal.
 */
export function namedHandRest(due: HandToReenter, named: readonly Card[]): Card[] | Change {
  const deck = due.cards.slice();
  for (const card of named) {
    const at = deck.indexOf(card);
    if (at < 0)
      return {
        ok: false,
        refusal: {
          source: 'engine',
          rejection: { code: 'R-C4/not-in-hand', message: `${card} is not among your cards left` },
        },
      };
    deck.splice(at, 1);
  }
  if (named.length !== due.count)
    return {
      ok: false,
      refusal: {
        source: 'engine',
        rejection: { code: 'R-R4/hand-count', message: `name ${due.count} cards` },
      },
    };
  return deck;
}

/**
 * App cards: the deck of a restored player, dealt from the new private seed. The seed's whole-seed
 * deal orders the full card set; the cards left keep that order (a uniform order of what is left),
 * so a game file's deck can be dealt again from the seed and the named hand.
 */
export function restoredDeck(
  rest: readonly Card[],
  me: Player,
  seed: string,
  variant: 'standard' | 'beginner',
): Card[] {
  const dealt = dealAppDeck(me, `restored:${seed}`, variant, CURRENT_DEAL);
  const left = rest.slice();
  const out: Card[] = [];
  for (const card of [...dealt.hand.filter((c) => !isFramed(c)), ...dealt.deck]) {
    const at = left.indexOf(card);
    if (at < 0) continue;
    left.splice(at, 1);
    out.push(card);
  }
  return [...out, ...left];
}

/**
 * The restored player's hand: the framed 1–6 plus the named cards. The rest of their cards form the
 * deck: in app card mode shuffled afresh (its old order went with the lost seed), so the app deals on.
 */
export function reenterHand(
  game: LocalGame,
  named: readonly Card[],
  now: number,
  random: RandomBytes = cryptoRandomBytes,
): Change {
  const due = handToReenter(game);
  if (!due) return { ok: false, refusal: { source: 'app', key: 'app/not-now' } };
  const deck = namedHandRest(due, named);
  if (!Array.isArray(deck)) return deck;
  const state = currentState(game);
  const app = state.setup.options.cardMode === 'app';
  // A secret warlord recovered (its code entered) before the hand: held again if it is still unplayed.
  const chosen = game.chosenWarlord;
  const unplayed = currentState(game).players[game.session.me].commitments.some(
    (c) =>
      c.revealed === null &&
      chosen !== null &&
      c.hash !== null &&
      opensCommitment(c.hash, warlordCommitment(chosen.id, chosen.salt)),
  );
  const privateSeed = app ? [...random(16)].map((b) => b.toString(16).padStart(2, '0')).join('') : null;
  const variant = state.setup.options.variant;
  const priv: PrivateState = {
    player: game.session.me,
    hand: [...FRAMED, ...named],
    deck: privateSeed !== null ? restoredDeck(deck, game.session.me, privateSeed, variant) : deck,
    drawn: [],
    warlords: chosen && unplayed ? [{ id: chosen.id, salt: chosen.salt, used: false }] : [],
  };
  // App cards: where the hand was named, so that a game file's hand and deck can be dealt again.
  const at = game.session.synced.actions.length;
  const restoredHand = privateSeed !== null ? { restoredHand: { at, named: [...named] } } : {};
  return {
    ok: true,
    game: {
      ...game,
      ...restoredHand,
      priv,
      privateSeed,
      draw: null,
      plan: null,
      privSyncedActions: game.session.synced.actions.length,
      updatedAt: now,
    },
  };
}
