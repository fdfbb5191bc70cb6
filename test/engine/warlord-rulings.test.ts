// Warlord rulings through the engine's API (the catalog's W-041…W-047 check the same through cases):
// R-W1 second-six is revealed with the orders and spent only when its 6 is revealed, even when held
// secretly; it is refused where red's 6 is not marked. R-W12 War Chariot never offers head-start.
import { describe, expect, it } from 'vitest';
import { caseState } from '../../src/engine/cases/runner';
import { applyAction, warlordCommitment } from '../../src/engine/index';
import type { Action, Orders, PublicState } from '../../src/engine/index';

const ORDERS_BLUE: Orders = { qin: '9', chu: '2', jinyan: '3', hanqi: '4', wu: '5' };
const ORDERS_RED: Orders = { qin: '10', chu: '2', jinyan: '3', hanqi: '4', wu: '6' };
const SALT = 'red-salt';

/** Round 5 with red's 6 marked in Wu and red holding second-six secretly; `events`: the deck left. */
function secretSecondSix(events: string[]): PublicState {
  const { state } = caseState({
    id: 'second-six',
    before: {
      round: 5,
      marker: 2,
      sixMarks: { wu: { red: 1 } },
      pool: { blue: 18, red: 17 },
      setAside: { blue: 3, red: 3 },
      events,
    },
  });
  const red = state.players.red;
  red.commitments = [{ hash: warlordCommitment('second-six', SALT), revealed: null }];
  return state;
}

function act(s: PublicState, a: Action): PublicState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${a.type}: ${r.rejection.code}`);
  return r.state;
}

/** Blue's orders, then red's declaring second-six in Wu with its salt. */
function playRound(s: PublicState): PublicState {
  const b = act(s, { type: 'orders', player: 'blue', orders: ORDERS_BLUE });
  return act(b, { type: 'orders', player: 'red', orders: ORDERS_RED, secondSix: 'wu', secondSixSalt: SALT });
}

describe('R-W1 second-six', () => {
  it('is revealed with the orders and spent when its 6 is revealed', () => {
    const s0 = secretSecondSix([]);
    const sealed = act(s0, { type: 'orders', player: 'blue', orders: ORDERS_BLUE });
    const r = applyAction(sealed, {
      type: 'orders',
      player: 'red',
      orders: ORDERS_RED,
      secondSix: 'wu',
      secondSixSalt: SALT,
    });
    if (!r.ok) throw new Error(r.rejection.code);
    // the whole round ran in that action: the warlord entry comes with Wu's reveal, after Qin..Han-Qi
    const kinds = r.log.map((e) => (e.kind === 'reveal' ? `reveal:${e.province}` : e.kind));
    expect(kinds.indexOf('warlord')).toBe(kinds.indexOf('reveal:wu') + 1);
    expect(r.state.players.red.usedWarlords).toEqual(['second-six']);
    expect(r.state.players.red.openWarlords).toEqual([]);
    expect(r.state.players.red.sixMarks.wu).toBe(2);
  });

  it('stays unused (revealed, not spent) when the last event ends the game before its province', () => {
    const s = playRound(secretSecondSix(['champion']));
    expect(s.phase).toBe('over');
    expect(s.reveal?.index).toBe(1); // only Qin was resolved
    const red = s.players.red;
    expect(red.usedWarlords).toEqual([]);
    expect(red.openWarlords).toEqual(['second-six']);
    expect(red.commitments[0]?.revealed).toBe('second-six');
    expect(red.sixMarks.wu).toBe(1);
  });

  it('is refused where red has no 6 mark, where red plays no 6, for blue, and with a wrong salt', () => {
    const s = act(secretSecondSix([]), { type: 'orders', player: 'blue', orders: ORDERS_BLUE });
    const code = (a: Action): string | null => {
      const r = applyAction(s, a);
      return r.ok ? null : r.rejection.code;
    };
    const red = { type: 'orders', player: 'red', secondSixSalt: SALT } as const;
    expect(code({ ...red, orders: { ...ORDERS_RED, wu: '5', chu: '6' }, secondSix: 'chu' })).toBe(
      'R-W1/not-marked',
    );
    expect(code({ ...red, orders: { ...ORDERS_RED, wu: '5', chu: '6' }, secondSix: 'wu' })).toBe(
      'R-W1/no-six',
    );
    expect(code({ ...red, orders: ORDERS_RED, secondSix: 'wu', secondSixSalt: 'wrong' })).toBe(
      'R-W1/commitment-mismatch',
    );
    const blueFirst = secretSecondSix([]);
    expect(
      applyAction(blueFirst, { type: 'orders', player: 'blue', orders: ORDERS_BLUE, secondSix: 'wu' }),
    ).toMatchObject({ ok: false, rejection: { code: 'R-W1/not-held' } });
  });
});

describe('R-W12 War Chariot', () => {
  it('never offers head-start, and refuses it with its own code', () => {
    const { state } = caseState({
      id: 'war-chariot',
      before: {
        round: 5,
        marker: 0,
        sixMarks: { qin: { blue: 1 }, chu: { blue: 1 } },
        pool: { blue: 16, red: 18 },
        setAside: { blue: 3, red: 3 },
        events: ['war-chariot', 'champion', 'hero', 'light-infantry'],
      },
    });
    let s = act(state, {
      type: 'orders',
      player: 'blue',
      orders: { qin: '2', chu: '3', jinyan: '6', hanqi: '4', wu: '5' },
    });
    s = act(s, {
      type: 'orders',
      player: 'red',
      orders: { qin: '2', chu: '3', jinyan: '7', hanqi: '4', wu: '5' },
    });
    const d = s.pending;
    expect(d).toMatchObject({ player: 'blue', kind: 'extraWarlord', province: 'jinyan' });
    expect(d?.options).toEqual([
      'none',
      'commit',
      'move-army',
      'cap-at-six',
      'recycle-minus-one',
      'reinforce',
    ]);
    expect(applyAction(s, { type: 'decide', player: 'blue', choice: 'head-start' })).toMatchObject({
      ok: false,
      rejection: { code: 'R-W12/head-start' },
    });
    // the step is still there to answer
    const after = act(s, { type: 'decide', player: 'blue', choice: 'reinforce' });
    expect(after.players.blue.openWarlords).toEqual(['reinforce']);
  });
});

describe('R-W12 War Chariot: the extra warlord chosen later in secret (an open slot)', () => {
  /** Round 5: blue's 6 is marked in Qin and Chu; blue's third six (Jin-Yan) fires War Chariot for blue; blue wins Wu. */
  function chariotFired(): PublicState {
    const { state } = caseState({
      id: 'war-chariot-slot',
      before: {
        round: 5,
        marker: 0,
        sixMarks: { qin: { blue: 1 }, chu: { blue: 1 } },
        pool: { blue: 16, red: 18 },
        setAside: { blue: 3, red: 3 },
        events: ['war-chariot', 'champion', 'hero', 'light-infantry'],
      },
    });
    let s = act(state, {
      type: 'orders',
      player: 'blue',
      orders: { qin: '2', chu: '3', jinyan: '6', hanqi: '4', wu: '8' },
    });
    s = act(s, {
      type: 'orders',
      player: 'red',
      orders: { qin: '2', chu: '3', jinyan: '7', hanqi: '4', wu: '5' },
    });
    expect(s.pending).toMatchObject({ player: 'blue', kind: 'extraWarlord' });
    return s;
  }
  const BLUE_SALT = '0123456789abcdef';
  const short = (id: 'reinforce' | 'move-army', salt = BLUE_SALT) => warlordCommitment(id, salt).slice(0, 32);
  const code = (s: PublicState, a: Action): string | null => {
    const r = applyAction(s, a);
    return r.ok ? null : r.rejection.code;
  };
  /** Plays the rest of round 5 (the end window) into round 6's start-of-round window. */
  const toRound6 = (s: PublicState): PublicState =>
    act(act(s, { type: 'pass', player: 'blue' }), { type: 'pass', player: 'red' });

  it("'commit' without a commitment leaves an open slot that a later commitWarlord fills; then it is played", () => {
    const s = act(chariotFired(), { type: 'decide', player: 'blue', choice: 'commit' });
    expect(s.players.blue.commitments).toEqual([{ hash: null, revealed: null }]);
    expect(s.phase).toBe('end');
    const r6 = toRound6(s);
    expect(r6.round).toBe(6);
    const filled = applyAction(r6, { type: 'commitWarlord', player: 'blue', commitment: short('reinforce') });
    if (!filled.ok) throw new Error(filled.rejection.code);
    expect(filled.log).toEqual([{ kind: 'warlordCommitted', player: 'blue' }]);
    expect(filled.state.players.blue.commitments).toEqual([{ hash: short('reinforce'), revealed: null }]);
    const played = act(filled.state, {
      type: 'warlord',
      player: 'blue',
      warlord: 'reinforce',
      salt: BLUE_SALT,
      province: 'wu',
    });
    expect(played.players.blue.usedWarlords).toEqual(['reinforce']);
    expect(played.players.blue.commitments).toEqual([{ hash: short('reinforce'), revealed: 'reinforce' }]);
  });

  it('refuses the warlord while the slot is open, a wrong salt or warlord once filled, and a second fill', () => {
    const r6 = toRound6(act(chariotFired(), { type: 'decide', player: 'blue', choice: 'commit' }));
    const play = { type: 'warlord', player: 'blue', warlord: 'reinforce', province: 'wu' } as const;
    expect(code(r6, { ...play, salt: BLUE_SALT })).toBe('R-W12/not-committed');
    expect(code(r6, { type: 'commitWarlord', player: 'blue', commitment: 'abc' })).toBe(
      'R-W12/bad-commitment',
    );
    expect(code(r6, { type: 'commitWarlord', player: 'red', commitment: short('reinforce') })).toBe(
      'R-W0/not-setup',
    );
    const filled = act(r6, { type: 'commitWarlord', player: 'blue', commitment: short('reinforce') });
    expect(code(filled, { type: 'commitWarlord', player: 'blue', commitment: short('move-army') })).toBe(
      'R-W0/not-setup',
    );
    expect(code(filled, { ...play, salt: 'fedcba9876543210' })).toBe('R-W10/commitment-mismatch');
  });

  it('is not offered as a reactive warlord while open, and never blocks the game when left open', () => {
    let s = act(chariotFired(), { type: 'decide', player: 'blue', choice: 'commit' });
    expect(s.players.blue.commitments[0]?.hash).toBeNull();
    // the rest of the game is played without the slot ever being filled: rounds 5 to 9 end normally
    s = toRound6(s);
    const orders = { qin: '1', chu: '2', jinyan: '3', hanqi: '4', wu: '5' } as const;
    while (s.phase !== 'over') {
      s = act(s, { type: 'orders', player: 'blue', orders });
      s = act(s, { type: 'orders', player: 'red', orders });
      while (s.pending) {
        expect(s.pending.kind).not.toBe('reactiveWarlord'); // an open slot is nothing blue could play
        s = act(s, { type: 'decide', player: s.pending.player, choice: s.pending.default });
      }
      if (s.phase === 'end') s = toRound6(s);
    }
    expect(s.round).toBe(9);
    expect(s.players.blue.commitments).toEqual([{ hash: null, revealed: null }]);
  });

  it('still accepts a commitment given with the choice, full or short', () => {
    const full = act(chariotFired(), {
      type: 'decide',
      player: 'blue',
      choice: 'commit',
      commitment: warlordCommitment('reinforce', BLUE_SALT),
    });
    expect(full.players.blue.commitments[0]?.hash).toBe(warlordCommitment('reinforce', BLUE_SALT));
    const s = act(chariotFired(), {
      type: 'decide',
      player: 'blue',
      choice: 'commit',
      commitment: short('reinforce'),
    });
    expect(s.players.blue.commitments[0]?.hash).toBe(short('reinforce'));
    expect(
      code(chariotFired(), { type: 'decide', player: 'blue', choice: 'commit', commitment: 'ab'.repeat(20) }),
    ).toBe('R-W12/bad-commitment');
  });
});
