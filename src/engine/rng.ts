// Seeded shuffles (pure-rand): event deck order from the game seed, app-mode decks from private seeds.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { seedFromString } from './crypto';

/** A Fisher–Yates shuffle of a copy of `items`, fully determined by `seed`. */
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
