// The draw that keeps all but one card marks the weakest card (the opponent's own ranking,
// futureValue) to put back, so "Keep these" alone confirms it (R-R4); the player can still change it.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../../src/engine';
import { defaultPutBack } from '../../../../src/app/game/round/draw-default';
import { futureValue } from '../../../../src/opponent/knowledge';

describe('the draw’s default put-back', () => {
  it('marks the weakest card for the rounds ahead, the first of equals', () => {
    expect(defaultPutBack(['10', '-1'])).toBe(1);
    expect(defaultPutBack(['+1', '9'])).toBe(0);
    expect(defaultPutBack(['8', '+3', '+1'])).toBe(2);
    expect(defaultPutBack(['7', 'P'])).toBe(0);
    expect(defaultPutBack(['9', '9'])).toBe(0);
  });

  it('never marks a card stronger than another drawn, over every pair and triple of draw cards', () => {
    const deck: Card[] = ['7', '8', '9', '10', '+1', '+2', '+3', 'P', '-1'];
    for (const a of deck)
      for (const b of deck)
        for (const c of [null, ...deck]) {
          const cards = c === null ? [a, b] : [a, b, c];
          const index = defaultPutBack(cards);
          expect(index).not.toBeNull();
          const marked = cards[index ?? 0] as Card;
          for (const other of cards) expect(futureValue(marked)).toBeLessThanOrEqual(futureValue(other));
        }
  });

  it('marks nothing when nothing is drawn', () => {
    expect(defaultPutBack([])).toBeNull();
  });
});
