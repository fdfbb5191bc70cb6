// FastGame.copyFrom: the search puts a sampled world on the playout engine
// once and copies it for each candidate's playout, so a copy must hold every field of the game and play
// exactly as the original.
import { describe, expect, it } from 'vitest';
import { FastGame, PH_OVER } from '../../src/engine/fast/game';
import { playFast } from '../../src/opponent/fast-playout';
import { randomFastGame } from '../../src/opponent/measure';
import { Rng } from '../../src/opponent/rng';

/** The game's fields, by name (the buffer's views and its bookkeeping left out; the buffer itself is compared whole, as `mem`). */
function fields(g: FastGame): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(g))
    if (k === 'mem' || !(v instanceof Int8Array))
      if (k !== 'memUsed') out[k] = v instanceof Int8Array || v instanceof Int32Array ? Array.from(v) : v;
  return out;
}

describe('FastGame.copyFrom', () => {
  it('copies every field outside the buffer', () => {
    const source = new FastGame();
    const bag = source as unknown as Record<string, unknown>;
    const asker = (): number => 3;
    // a value for each field that no fresh game holds
    for (const [k, v] of Object.entries(bag)) {
      if (typeof v === 'boolean') bag[k] = !v;
      else if (typeof v === 'number' && k !== 'memUsed') bag[k] = v + 7;
      else if (typeof v === 'function') bag[k] = asker;
      else if (v instanceof Int32Array || (k === 'mem' && v instanceof Int8Array))
        for (let i = 0; i < v.length; i++) v[i] = (i % 100) + 7;
    }
    const copy = new FastGame();
    copy.copyFrom(source);
    const names = Object.keys(fields(source));
    expect(names.length).toBeGreaterThan(40);
    expect(names).toContain('open');
    expect(names).toContain('mem');
    const copied = fields(copy);
    for (const k of names) expect([k, copied[k]]).toEqual([k, fields(source)[k]]);
  });

  it('plays as the original from the same stream', () => {
    let over = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const original = randomFastGame(new Rng(seed), new FastGame());
      const copy = new FastGame();
      copy.copyFrom(original);
      playFast(original, new Rng(`play:${seed}`), seed % 2 ? 'light' : 'random');
      playFast(copy, new Rng(`play:${seed}`), seed % 2 ? 'light' : 'random');
      expect(fields(copy)).toEqual(fields(original));
      expect(copy.hand).toEqual(original.hand);
      expect(copy.armies).toEqual(original.armies);
      if (original.phase === PH_OVER) over++;
    }
    expect(over).toBe(300);
  });
});
