// Seeded shuffles. `seededShuffle` (pure-rand's xoroshiro128+ from a 32-bit FNV-1a hash of the seed)
// orders the event deck from the public record seed and dealt the app-mode decks of older games (deal 1);
// `privateShuffle` draws from a SHA-256 counter stream of the whole seed (deal 2), so a deck dealt
// from a 128-bit private seed cannot be found by searching 2^32 seeds.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { seedFromString } from './crypto';
import { sha256HexOf } from './sha256';

/** A Fisher–Yates shuffle of a copy of `items`, fully determined by the 32-bit FNV-1a hash of `seed`. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const rng = xoroshiro128plus(seedFromString(seed));
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}

/** 2^32: the count of values of one 32-bit word of the stream. */
const WORD = 0x100000000;

/** Unsigned 32-bit words of SHA-256(`${seed}#${block}`) for block 0, 1, 2, … (eight words a block). */
class HashStream {
  private block = 0;
  private words: number[] = [];

  constructor(private readonly seed: string) {}

  /** The next word, 0 … 2^32 − 1. */
  next(): number {
    if (this.words.length === 0) {
      const hex = sha256HexOf(`${this.seed}#${this.block++}`);
      for (let i = 56; i >= 0; i -= 8) this.words.push(parseInt(hex.slice(i, i + 8), 16));
    }
    return this.words.pop() as number;
  }

  /** A uniform integer 0 … n − 1 (1 ≤ n ≤ 2^32), by rejection: no modulo bias. */
  below(n: number): number {
    const limit = WORD - (WORD % n);
    for (;;) {
      const x = this.next();
      if (x < limit) return x % n;
    }
  }
}

/** A uniform Fisher–Yates shuffle of a copy of `items` from a SHA-256 counter stream of the whole `seed`. */
export function privateShuffle<T>(items: readonly T[], seed: string): T[] {
  const stream = new HashStream(seed);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = stream.below(i + 1);
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}
