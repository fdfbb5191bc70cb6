// The private side of a player: hand and deck (both card modes), own warlords. Never in the public record.
import { cardSet, isFramed } from './cards';
import { shortWarlordCommitment } from './crypto';
import { privateShuffle, seededShuffle } from './rng';
import type { Card, Orders, Player, PrivateState, Rejection, Variant, WarlordId } from './types';
import { PROVINCES } from './types';

const FRAMED: Card[] = ['1', '2', '3', '4', '5', '6'];

function removeOne(list: Card[], c: Card): boolean {
  const i = list.indexOf(c);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

const EXTRA: Record<Variant, readonly Card[]> = {
  standard: cardSet('standard').filter((c) => !isFramed(c)),
  beginner: cardSet('beginner').filter((c) => !isFramed(c)),
};

/**
 * How an app-mode deck is dealt from a private seed: 1, the 32-bit FNV-1a hash into xoroshiro128+
 * (about 4·10⁹ possible decks; the seeded test and arena games); 2, a SHA-256 counter stream of the
 * whole seed (a 128-bit seed gives 2^128 streams); 3, the same stream of the seed and the value both
 * phones share (S of the setup handshake), so that no phone can choose its hand by trying seeds.
 */
export type DealVersion = 1 | 2 | 3;

/** The deal new games use: the whole private seed. */
export const CURRENT_DEAL: DealVersion = 2;

/** The deal of the seeded test and arena games (public seeds): kept so their games stay as published. */
export const LEGACY_DEAL: DealVersion = 1;

/** The deal of two-phone games: the private seed and the value both phones share (the setup handshake). */
export const SHARED_DEAL: DealVersion = 3;

/**
 * App mode: deal a player's deck from a private seed (deal 3: and the shared value `shared`); hand =
 * framed 1–6 + the first 4 cards (R-F1).
 */
export function dealAppDeck(
  player: Player,
  seed: string,
  variant: Variant,
  deal: DealVersion = CURRENT_DEAL,
  shared = '',
): PrivateState {
  const cards = variant === 'beginner' ? EXTRA.beginner : EXTRA.standard;
  const key = `deck:${player}:${seed}`;
  const deck =
    deal === 1
      ? seededShuffle(cards, key)
      : deal === 2
        ? privateShuffle(cards, `deal2:${key}`)
        : privateShuffle(cards, `deal3:${key}:${shared}`);
  const hand = FRAMED.slice();
  for (let i = 0; i < 4; i++) hand.push(deck[i] as Card);
  return { player, hand, deck: deck.slice(4), drawn: [], warlords: [] };
}

/** Physical mode: the owner enters the 4 cards drawn at setup; the deck is the rest (order unknown). */
export function startPhysical(player: Player, variant: Variant, drawn: Card[]): PrivateState | Rejection {
  const deck = cardSet(variant).filter((c) => !isFramed(c));
  if (drawn.length !== 4) return { code: 'R-F1/four-cards', message: 'four cards are drawn at setup' };
  for (const c of drawn)
    if (!removeOne(deck, c)) return { code: 'R-F1/not-in-deck', message: `${c} is not in the deck` };
  return { player, hand: [...FRAMED, ...drawn], deck, drawn: [], warlords: [] };
}

/** Choose a warlord secretly: returns the private state with it and the public (short, 128-bit) commitment (salt from the caller). */
export function chooseWarlord(
  priv: PrivateState,
  id: WarlordId,
  salt: string,
): { priv: PrivateState; commitment: string } {
  return {
    priv: { ...priv, warlords: [...priv.warlords, { id, salt, used: false }] },
    commitment: shortWarlordCommitment(id, salt),
  };
}

/** Mark an own warlord used. */
export function markWarlordUsed(priv: PrivateState, id: WarlordId): PrivateState {
  return { ...priv, warlords: priv.warlords.map((w) => (w.id === id ? { ...w, used: true } : w)) };
}

/** The owner's check of its own orders against its hand (R-C4). Null when fine. */
export function checkOwnOrders(priv: PrivateState, orders: Orders): Rejection | null {
  const hand = priv.hand.slice();
  for (const id of PROVINCES) {
    if (!removeOne(hand, orders[id]))
      return { code: 'R-C4/not-in-hand', message: `${orders[id]} is not in hand`, field: `orders.${id}` };
  }
  return null;
}

/** After the round's orders: non-framed played cards leave the hand; framed ones return (R-C4). */
export function playOrders(priv: PrivateState, orders: Orders): PrivateState {
  const hand = priv.hand.slice();
  for (const id of PROVINCES) if (!isFramed(orders[id])) removeOne(hand, orders[id]);
  return { ...priv, hand };
}

/** A recycled card goes under the deck; the top card leaves the game (R-W5, R-W9). */
export function recycleCard(priv: PrivateState, card: Card): PrivateState {
  const deck = priv.deck.slice(1);
  deck.push(card);
  return { ...priv, deck };
}

/** Exceptional support: discard a non-framed card from hand (R-X1). */
export function discardCard(priv: PrivateState, card: Card): PrivateState | Rejection {
  if (isFramed(card)) return { code: 'R-X1/framed-card', message: 'framed cards cannot be discarded' };
  const hand = priv.hand.slice();
  if (!removeOne(hand, card)) return { code: 'R-X1/not-in-hand', message: `${card} is not in hand` };
  return { ...priv, hand };
}

/** App mode: draw the top `n` cards into `drawn` (R-R4). */
export function drawCards(priv: PrivateState, n: number): PrivateState {
  const k = Math.min(n, priv.deck.length);
  return { ...priv, drawn: priv.deck.slice(0, k), deck: priv.deck.slice(k) };
}

/** Physical mode: the owner enters the cards drawn (R-R4). */
export function enterDrawn(priv: PrivateState, cards: Card[]): PrivateState | Rejection {
  const deck = priv.deck.slice();
  for (const c of cards)
    if (!removeOne(deck, c)) return { code: 'R-R4/not-in-deck', message: `${c} is not in the deck` };
  return { ...priv, drawn: cards.slice(), deck };
}

/** Keep `kept` of the drawn cards (exactly `count`); the others go under the deck (R-R4). */
export function keepCards(priv: PrivateState, kept: Card[], count: number): PrivateState | Rejection {
  if (kept.length !== Math.min(count, priv.drawn.length))
    return { code: 'R-R4/keep-count', message: `keep ${count}` };
  const rest = priv.drawn.slice();
  for (const c of kept)
    if (!removeOne(rest, c)) return { code: 'R-R4/not-drawn', message: `${c} was not drawn` };
  return { ...priv, hand: [...priv.hand, ...kept], deck: [...priv.deck, ...rest], drawn: [] };
}
