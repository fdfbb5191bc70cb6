// The opponent's seeded PRNG: a string seed (FNV-1a, the engine's seedFromString) into mulberry32.
// No Math.random, no clock.
import { seedFromString } from '../engine';

/** A small seeded generator of integers. */
export class Rng {
  private a: number;

  constructor(seed: string | number) {
    this.a = typeof seed === 'number' ? seed | 0 : seedFromString(seed);
  }

  /** The next 32 random bits, unsigned. */
  next(): number {
    this.a = (this.a + 0x6d2b79f5) | 0;
    let t = Math.imul(this.a ^ (this.a >>> 15), 1 | this.a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A uniform integer in 0..n-1 (n ≥ 1). */
  int(n: number): number {
    return this.next() % n;
  }

  /** True with probability pct/100. */
  chance(pct: number): boolean {
    return this.int(100) < pct;
  }

  /** A uniform element of a non-empty list. */
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)] as T;
  }

  /** Shuffle `xs` in place (Fisher–Yates) and return it. */
  shuffle<T>(xs: T[]): T[] {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = xs[i] as T;
      xs[i] = xs[j] as T;
      xs[j] = t;
    }
    return xs;
  }
}
