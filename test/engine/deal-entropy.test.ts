// Decks cannot be reconstructed: app-mode decks are dealt from the whole private seed
// (deal 2, a SHA-256 counter stream), not from a 32-bit hash of it (deal 1, kept for older games).
import { describe, expect, it } from 'vitest';
import {
  createGame,
  CURRENT_DEAL,
  dealAppDeck,
  DEFAULT_OPTIONS,
  EVENTS,
  LEGACY_DEAL,
  seedFromString,
  type Card,
  type PrivateState,
} from '../../src/engine';
import { privateShuffle, seededShuffle } from '../../src/engine/rng';

const SEED = '0123456789abcdef0123456789abcdef';

/** Hand and deck in order: the whole deal. */
const order = (p: PrivateState): Card[] => [...p.hand, ...p.deck];

/** The `i`-th 32-digit hex seed of the search: 64 mixed bits of `i` (sequential counters collide late). */
function searchSeed(i: number): string {
  const x = Math.imul(i, 0x9e3779b1) >>> 0;
  const y = Math.imul(x ^ (x >>> 15), 0x85ebca6b) >>> 0;
  return (x.toString(16).padStart(8, '0') + y.toString(16).padStart(8, '0')).padStart(32, '5');
}

/** Two different hex seeds whose blue deals hash to the same 32 bits: a birthday search (about 2^16 tries). */
function legacyCollision(): [string, string] {
  const seen = new Map<number, string>();
  for (let i = 0; i < 1 << 21; i++) {
    const seed = searchSeed(i);
    const h = seedFromString(`deck:blue:${seed}`);
    const earlier = seen.get(h);
    if (earlier !== undefined) return [earlier, seed];
    seen.set(h, seed);
  }
  throw new Error('no collision in 2^21 seeds');
}

describe('private deals use the whole seed', () => {
  it('new games use deal 2; the seeded test and arena games keep deal 1', () => {
    expect(CURRENT_DEAL).toBe(2);
    expect(LEGACY_DEAL).toBe(1);
    expect(dealAppDeck('blue', SEED, 'standard')).toEqual(dealAppDeck('blue', SEED, 'standard', 2));
  });

  it('deal 1 is unchanged: the decks it deals are pinned, so games dealt by it replay', () => {
    const blue = dealAppDeck('blue', SEED, 'standard', 1);
    expect(blue.hand).toEqual(['1', '2', '3', '4', '5', '6', 'P', '+1', '10', '7']);
    expect(blue.deck).toEqual(['+3', '8', '+1', '+1', 'P', '-1', '9', '-1', '-1', '+2']);
    const red = dealAppDeck('red', 'f00dfeedc0ffee00112233445566778899', 'beginner', 1);
    expect(red.hand).toEqual(['1', '2', '3', '4', '5', '6', '8', '+1', '7', '-1']);
    expect(red.deck).toEqual(['+1', '-1', 'P', 'P', '9', '-1', '+1', '10']);
  });

  it('deal 2 is deterministic per seed, a permutation of the same cards, and not deal 1', () => {
    for (const variant of ['standard', 'beginner'] as const) {
      const a = dealAppDeck('blue', SEED, variant, 2);
      expect(dealAppDeck('blue', SEED, variant, 2)).toEqual(a);
      const legacy = dealAppDeck('blue', SEED, variant, 1);
      expect(order(a).slice().sort()).toEqual(order(legacy).slice().sort());
      expect(order(a)).not.toEqual(order(legacy));
      expect(a.hand.slice(0, 6)).toEqual(['1', '2', '3', '4', '5', '6']);
      expect(a.hand).toHaveLength(10);
    }
    // The colour is part of the key: the same seed deals the two players different decks.
    expect(order(dealAppDeck('blue', SEED, 'standard', 2))).not.toEqual(
      order(dealAppDeck('red', SEED, 'standard', 2)),
    );
  });

  it('two seeds the 32-bit hash cannot tell apart deal one deck under deal 1 and two under deal 2', () => {
    const [a, b] = legacyCollision();
    expect(a).not.toBe(b);
    expect(seedFromString(`deck:blue:${a}`)).toBe(seedFromString(`deck:blue:${b}`));
    expect(dealAppDeck('blue', a, 'standard', 1)).toEqual(dealAppDeck('blue', b, 'standard', 1));
    expect(order(dealAppDeck('blue', a, 'standard', 2))).not.toEqual(
      order(dealAppDeck('blue', b, 'standard', 2)),
    );
  });

  it('deal 2 depends on every part of the seed (one changed hex digit, anywhere, changes the deck)', () => {
    const base = order(dealAppDeck('blue', SEED, 'standard', 2));
    let changed = 0;
    for (let i = 0; i < SEED.length; i++) {
      const flipped = SEED.slice(0, i) + (SEED[i] === '0' ? '1' : '0') + SEED.slice(i + 1);
      if (order(dealAppDeck('blue', flipped, 'standard', 2)).join() !== base.join()) changed++;
    }
    // The deck has 14 cards with repeats, so two decks may rarely agree by chance: allow one.
    expect(changed).toBeGreaterThanOrEqual(SEED.length - 1);
  });

  it('the private shuffle is uniform enough: each of 14 cards comes first about 1/14 of the time', () => {
    const items = Array.from({ length: 14 }, (_, i) => i);
    const first = new Array<number>(14).fill(0);
    const last = new Array<number>(14).fill(0);
    const n = 2800;
    for (let s = 0; s < n; s++) {
      const out = privateShuffle(items, `u:${s}`);
      expect(out.slice().sort((x, y) => x - y)).toEqual(items);
      first[out[0] as number]!++;
      last[out[13] as number]!++;
    }
    // Expected 200 each; a binomial(2800, 1/14) is within 200 ± 70 with probability > 1 − 10⁻⁶.
    for (const c of [...first, ...last]) {
      expect(c).toBeGreaterThan(130);
      expect(c).toBeLessThan(270);
    }
  });

  it('the public event deck order (from the record seed) keeps its 32-bit shuffle, so records replay', () => {
    // state.ts orders the events with seededShuffle(`events:…`): pinned, so recorded games replay.
    expect(seededShuffle(EVENTS, 'events:g1')).toEqual([
      'light-infantry',
      'war-chariot',
      'hero',
      'pandemic',
      'champion',
    ]);
    const created = createGame({
      gameId: 'g1',
      options: { ...DEFAULT_OPTIONS, events: true, eventDeck: 'app' },
      displays: { qin: [1, 2, 3], chu: [1, 2, 3], jinyan: [1, 2, 3], hanqi: [1, 2, 3], wu: [1, 2, 3] },
    });
    expect(created.ok).toBe(true);
    if (created.ok) expect(created.state.events.deck).toEqual(seededShuffle(EVENTS, 'events:g1'));
    expect(privateShuffle([1], 'x')).toEqual([1]);
    expect(privateShuffle([], 'x')).toEqual([]);
  });
});
