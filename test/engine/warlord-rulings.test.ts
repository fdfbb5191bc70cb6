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
