// A phone restored from the other phone's repair codes after round 1 has the public record but
// not its player's hand: the player names the cards they hold now (PRODUCT.md "Sync, fingerprints,
// recovery"). The starting hand no longer applies: cards were played, discarded and drawn since.
import {
  cardSet,
  handCountNow,
  isFramed,
  opensCommitment,
  warlordCommitment,
  type Card,
  type PrivateState,
} from '../../engine';
import { cryptoRandomBytes, type RandomBytes } from '../../protocol/random';
import type { Change } from './change';
import { currentState, type LocalGame } from './local-game';

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

/** The hand this phone's player must name, when the phone was restored after round 1; null otherwise. */
export function handToReenter(game: LocalGame): HandToReenter | null {
  if (game.priv !== null || game.session.synced.exchanges === 0) return null;
  const state = currentState(game);
  const me = state.players[game.session.me];
  const cards = cardsNotOut(state.setup.options.variant, me.out);
  return { count: Math.min(handCountNow(state, game.session.me) ?? 0, cards.length), cards };
}

/** A uniform shuffle from random bytes (16 bits a draw: the bias is below 0.05 % for 20 cards). */
function shuffle<T>(items: readonly T[], random: RandomBytes): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const [hi = 0, lo = 0] = random(2);
    const j = ((hi << 8) | lo) % (i + 1);
    const at = out[i] as T;
    out[i] = out[j] as T;
    out[j] = at;
  }
  return out;
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
  const app = currentState(game).setup.options.cardMode === 'app';
  // A secret warlord recovered (its code entered) before the hand: held again if it is still unplayed.
  const chosen = game.chosenWarlord;
  const unplayed = currentState(game).players[game.session.me].commitments.some(
    (c) =>
      c.revealed === null &&
      chosen !== null &&
      c.hash !== null &&
      opensCommitment(c.hash, warlordCommitment(chosen.id, chosen.salt)),
  );
  const priv: PrivateState = {
    player: game.session.me,
    hand: [...FRAMED, ...named],
    deck: app ? shuffle(deck, random) : deck,
    drawn: [],
    warlords: chosen && unplayed ? [{ id: chosen.id, salt: chosen.salt, used: false }] : [],
  };
  const privateSeed = app ? [...random(16)].map((b) => b.toString(16).padStart(2, '0')).join('') : null;
  return {
    ok: true,
    game: {
      ...game,
      priv,
      privateSeed,
      draw: null,
      plan: null,
      privSyncedActions: game.session.synced.actions.length,
      updatedAt: now,
    },
  };
}
