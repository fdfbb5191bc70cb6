// Focused API tests: rejections as values, commitments, private side.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  checkOwnOrders,
  chooseWarlord,
  createGame,
  dealAppDeck,
  DEFAULT_OPTIONS,
  fingerprint,
  fingerprintWords,
  legalOrders,
  warlordCommitment,
} from '../../src/engine/index';
import type { GameSetup, Orders } from '../../src/engine/index';

const displays = {
  qin: [1, 2, 3],
  chu: [1, 2, 3],
  jinyan: [1, 2, 3],
  hanqi: [1, 2, 3],
  wu: [1, 2, 3],
} as const;
const setup: GameSetup = {
  gameId: 'g1',
  options: { ...DEFAULT_OPTIONS },
  displays: displays as unknown as GameSetup['displays'],
};
const plain: Orders = { qin: '1', chu: '2', jinyan: '3', hanqi: '4', wu: '6' };

function started() {
  const c = createGame(setup);
  if (!c.ok) throw new Error('setup');
  let s = c.state;
  for (const p of ['blue', 'red'] as const) {
    const r = applyAction(s, {
      type: 'commitWarlord',
      player: p,
      commitment: warlordCommitment(p === 'blue' ? 'reinforce' : 'second-six', `salt-${p}`),
    });
    if (!r.ok) throw new Error(r.rejection.code);
    s = r.state;
  }
  return s;
}

describe('engine API', () => {
  it('starts round 1 once both warlords are committed', () => {
    const s = started();
    expect(s.phase).toBe('orders');
    expect(s.round).toBe(1);
  });

  it('rejects with stable codes and never throws', () => {
    const s = started();
    const dup = applyAction(s, { type: 'orders', player: 'blue', orders: { ...plain, wu: '1' } });
    expect(dup).toMatchObject({ ok: false, rejection: { code: 'R-F1/duplicate-card' } });
    const seq = applyAction(s, {
      type: 'orders',
      player: 'blue',
      orders: plain,
      sequence: ['wu', 'qin', 'chu', 'jinyan', 'hanqi'],
    });
    expect(seq).toMatchObject({ ok: false, rejection: { code: 'R-E1/fixed-order' } });
    const bad = applyAction(s, {
      type: 'warlord',
      player: 'blue',
      warlord: 'reinforce',
      salt: 'wrong',
      province: 'qin',
    });
    expect(bad.ok).toBe(false);
    expect(applyAction(s, null as never)).toMatchObject({ ok: false });
  });

  it('rejects a 6 where already marked (R-C6)', () => {
    let s = started();
    for (const p of ['blue', 'red'] as const) {
      const r = applyAction(s, { type: 'orders', player: p, orders: plain });
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    }
    while (s.pending) {
      const r = applyAction(s, { type: 'decide', player: s.pending.player, choice: s.pending.default });
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    }
    for (const p of ['blue', 'red'] as const) {
      const r = applyAction(s, { type: 'pass', player: p });
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    }
    expect(s.players.blue.sixMarks.wu).toBe(1);
    const again = applyAction(s, { type: 'orders', player: 'blue', orders: plain });
    expect(again).toMatchObject({ ok: false, rejection: { code: 'R-C6/six-already-marked' } });
    expect(legalOrders(s, 'blue').wu).not.toContain('6');
    // red might hold second-six (unrevealed commitment): allowed with the reveal
    const ss = applyAction(s, {
      type: 'orders',
      player: 'red',
      orders: plain,
      secondSix: 'wu',
      secondSixSalt: 'salt-red',
    });
    expect(ss.ok).toBe(true);
  });

  it('fingerprints are stable hex with a word form', () => {
    const a = fingerprint(started());
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint(started())).toBe(a);
    expect(fingerprintWords(a).split('-')).toHaveLength(4);
  });

  it('gives check numbers that read the same in every language: four two-digit groups of the first four bytes', () => {
    expect(fingerprintWords(fingerprint(started()))).toMatch(/^\d\d-\d\d-\d\d-\d\d$/);
    // The first four bytes as one number, its last eight digits: 0xffffffff = 4294967295.
    expect(fingerprintWords('ffffffff' + '0'.repeat(56))).toBe('94-96-72-95');
    expect(fingerprintWords('00000000' + 'f'.repeat(56))).toBe('00-00-00-00');
    expect(fingerprintWords('0000002a')).toBe('00-00-00-42');
    // Only the first four bytes count (the protocol's header tag carries them).
    expect(fingerprintWords('12345678' + 'a'.repeat(56))).toBe(fingerprintWords('12345678' + 'b'.repeat(56)));
    expect(fingerprintWords('12345678')).not.toBe(fingerprintWords('12345679'));
  });

  it('private side: app deal and own order check', () => {
    const priv = dealAppDeck('blue', 'secret', 'standard');
    expect(priv.hand).toHaveLength(10);
    expect(priv.deck).toHaveLength(10);
    expect(checkOwnOrders(priv, plain)).toBeNull();
    const missing = priv.deck[0];
    if (missing) expect(checkOwnOrders(priv, { ...plain, qin: missing })?.code).toBe('R-C4/not-in-hand');
    const { commitment } = chooseWarlord(priv, 'reinforce', 'x');
    // The short form: the first 128 bits (32 hex digits) of the whole SHA-256.
    expect(commitment).toBe(warlordCommitment('reinforce', 'x').slice(0, 32));
  });

  it("setup's warlord commitment: whole (64 hex digits) or short (32), nothing else; the salt opens either", () => {
    const created = createGame(setup);
    if (!created.ok) throw new Error('setup');
    const full = warlordCommitment('reinforce', 'salt-blue');
    for (const commitment of [full, full.slice(0, 32)]) {
      const r = applyAction(created.state, { type: 'commitWarlord', player: 'blue', commitment });
      expect(r.ok && r.state.players.blue.commitments[0]?.hash).toBe(commitment);
    }
    for (const commitment of [full.slice(0, 31), full.slice(0, 40), full.toUpperCase().slice(0, 32)]) {
      const r = applyAction(created.state, { type: 'commitWarlord', player: 'blue', commitment });
      expect(r.ok ? 'accepted' : r.rejection.code).toBe('R-W0/bad-commitment');
    }
  });
});
