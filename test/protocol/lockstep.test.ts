import { describe, expect, it } from 'vitest';
import { playLockstep } from './driver';

describe('lockstep: table and guest engines talk only through encoded messages', () => {
  it('1,000 random complete games end with equal fingerprints after every round', () => {
    let rounds = 0;
    let texts = 0;
    let over = 0;
    for (let seed = 1; seed <= 1000; seed++) {
      const g = playLockstep(seed);
      rounds += g.rounds;
      texts += g.stats.texts;
      if (g.over) over++;
      expect(g.guest.synced.tag).toBe(g.table.synced.tag);
      expect(g.guest.synced.actions).toEqual(g.table.synced.actions);
    }
    expect(over).toBe(1000);
    expect(rounds).toBeGreaterThan(3000);
    expect(texts).toBeGreaterThan(rounds * 3);
  });
});
