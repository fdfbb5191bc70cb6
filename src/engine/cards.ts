// Card facts (R-F1, R-F2) and battle values (R-B1).
import type { Card, Variant } from './types';

/** Framed cards 1–6 start in hand and return after each round (R-F1, R-C4). */
export function isFramed(c: Card): boolean {
  return c === '1' || c === '2' || c === '3' || c === '4' || c === '5' || c === '6';
}

/** True for one of the 15 card codes (CARDS). */
export function isCard(c: unknown): c is Card {
  switch (c) {
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7':
    case '8':
    case '9':
    case '10':
    case '+1':
    case '+2':
    case '+3':
    case '-1':
    case 'P':
      return true;
    default:
      return false;
  }
}

/** The card's index in CARDS (0–14; the framed 1–6 are 0–5), or -1 when `c` is not a card code. */
export function cardIndex(c: unknown): number {
  switch (c) {
    case '1':
      return 0;
    case '2':
      return 1;
    case '3':
      return 2;
    case '4':
      return 3;
    case '5':
      return 4;
    case '6':
      return 5;
    case '7':
      return 6;
    case '8':
      return 7;
    case '9':
      return 8;
    case '10':
      return 9;
    case '+1':
      return 10;
    case '+2':
      return 11;
    case '+3':
      return 12;
    case '-1':
      return 13;
    case 'P':
      return 14;
    default:
      return -1;
  }
}

/** How many copies of a card a player owns (R-F1; beginner has no +2/+3, R-F2). */
export function ownedCount(c: Card, variant: Variant): number {
  switch (c) {
    case '+1':
    case '-1':
      return 3;
    case '+2':
    case '+3':
      return variant === 'beginner' ? 0 : 1;
    case 'P':
      return 2;
    default:
      return 1;
  }
}

/** The full 20 (or 18) card set of one player, framed first, in canonical order (R-F1, R-F2). */
export function cardSet(variant: Variant): Card[] {
  const out: Card[] = [];
  const all: Card[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '+1', '+2', '+3', '-1', 'P'];
  for (const c of all) for (let i = 0; i < ownedCount(c, variant); i++) out.push(c);
  return out;
}

/** A card as the battle sees it: a number, a bonus, or a Plague. */
export type BattleCard = { n: number } | { bonus: number; code: Card } | { plague: true };

/** Numeric value of a number card code, or null. */
export function numberValue(c: Card): number | null {
  const i = cardIndex(c);
  return i >= 0 && i < 10 ? i + 1 : null; // '1'..'10' are CARDS[0..9] (no string-to-number conversion)
}

/** Bonus amount of a bonus card, or null. */
export function bonusValue(c: Card): number | null {
  return c === '+1' ? 1 : c === '+2' ? 2 : c === '+3' ? 3 : c === '-1' ? -1 : null;
}

/**
 * Battle values (R-B1) of two non-Plague cards; `aNum`/`bNum` override a card's number
 * (cap-at-six R-W7, a countered Plague R-W3 = 0). Returns [a, b], never below 0.
 */
export function battleValues(a: Card, b: Card, aNum: number | null, bNum: number | null): [number, number] {
  const an = aNum ?? numberValue(a);
  const bn = bNum ?? numberValue(b);
  if (an !== null && bn !== null) return [an, bn];
  if (an === null && bn !== null) return [Math.max(0, bn + (bonusValue(a) ?? 0)), bn];
  if (an !== null && bn === null) return [an, Math.max(0, an + (bonusValue(b) ?? 0))];
  // both bonus cards
  const ab = bonusValue(a) ?? 0;
  const bb = bonusValue(b) ?? 0;
  if (ab === bb) return [0, 0]; // same bonus: draw
  return [Math.max(0, ab), Math.max(0, bb)]; // -1 vs +k: 0 vs k; +a vs +b: a vs b
}
