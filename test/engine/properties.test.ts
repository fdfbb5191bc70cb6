// Property tests over random complete games (fast-check + the seeded driver), warlords, support and events included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  fingerprint,
  handCountNow,
  replay,
  simulate,
  PLAYERS,
  PROVINCES,
} from '../../src/engine/index';
import type { GameOptions, PublicState } from '../../src/engine/index';

/** The invariants of every reachable state; plain checks (vitest's expect is too slow per step). */
function checkInvariants(s: PublicState): void {
  const fail = (m: string): never => {
    throw new Error(`invariant: ${m} (round ${s.round}, action ${s.actions})`);
  };
  for (const p of PLAYERS) {
    const pl = s.players[p];
    let board = 0;
    let marks = 0;
    for (const id of PROVINCES) {
      if (s.provinces[id].owner === p) board += s.provinces[id].armies;
      marks += pl.sixMarks[id];
      if (pl.sixMarks[id] < 0) fail('negative six marks');
    }
    if (pl.pool + pl.setAside + board + marks !== 21) fail(`${p}: conservation`); // RULINGS §2
    if (pl.pool < 0 || pl.setAside < 0) fail('negative pool/setAside');
    if (pl.deck !== null && pl.deck < 0) fail('negative deck');
    if (pl.handExtra !== null && pl.handExtra < 0) fail('negative hand');
  }
  for (const id of PROVINCES) {
    const pv = s.provinces[id];
    if (pv.armies < 0) fail('negative armies');
    if ((pv.owner === null) !== (pv.armies === 0)) fail(`${id}: owner/armies mismatch`);
  }
  if (s.marker < -9 || s.marker > 9) fail('marker off the track');
  if (s.plagues < 0) fail('negative plagues');
  if (s.round > 9) fail('round > 9');
}

const optionsArb = fc.record<Partial<GameOptions>>({
  edition: fc.constantFrom('en', 'pl'),
  variant: fc.constantFrom('standard', 'standard', 'beginner'),
  events: fc.boolean(),
  eventDeck: fc.constantFrom('app', 'physical'),
  plagueCancelsCosts: fc.boolean(),
  costsBeforeMargin: fc.boolean(),
});

describe('random complete games', () => {
  it('keep every invariant, end by round 9, replay to the same fingerprint, survive serialisation', () => {
    let games = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), optionsArb, (seed, options) => {
        const g = simulate(seed, { options });
        games++;
        // step by step: invariants after every action
        const c = createGame(g.record.setup);
        if (!c.ok) throw new Error(c.rejection.code);
        let s = c.state;
        checkInvariants(s);
        for (const a of g.record.actions) {
          const r = applyAction(s, a);
          if (!r.ok) throw new Error(`${seed}: ${r.rejection.code}`);
          s = r.state;
          checkInvariants(s);
        }
        expect(s.phase).toBe('over');
        expect(s.winner === 'blue' || s.winner === 'red' || s.winner === 'draw').toBe(true);
        expect(s.round).toBeLessThanOrEqual(9);
        const fp = fingerprint(g.state);
        expect(fingerprint(s)).toBe(fp);
        // serialisation round trip of the record
        const back = JSON.parse(JSON.stringify(g.record)) as typeof g.record;
        const rp = replay(back, false);
        expect(rp.ok).toBe(true);
        if (rp.ok) expect(fingerprint(rp.state)).toBe(fp);
        // private side agrees with the public counts (app mode)
        for (const p of PLAYERS) {
          const pl = s.players[p];
          const priv = g.privates[p];
          // The public count holds sealed cards until they are revealed; a game that ended
          // mid-reveal keeps the unrevealed ones, which the player's own count (handCountNow) leaves out.
          expect(priv.hand.filter((x) => !['1', '2', '3', '4', '5', '6'].includes(x)).length).toBe(
            handCountNow(s, p),
          );
          expect(pl.handExtra).toBeGreaterThanOrEqual(handCountNow(s, p) ?? 0);
          expect(priv.deck.length).toBeLessThanOrEqual(pl.deck ?? 99);
        }
      }),
      { numRuns: 2000 },
    );
    expect(games).toBeGreaterThanOrEqual(2000);
  });

  it('never mutates the input state', () => {
    const g = simulate(12345, { options: { events: true } });
    const c = createGame(g.record.setup);
    if (!c.ok) throw new Error('setup');
    let s = c.state;
    for (const a of g.record.actions) {
      const before = JSON.stringify(s);
      const r = applyAction(s, a);
      expect(JSON.stringify(s)).toBe(before);
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    }
  });
});
