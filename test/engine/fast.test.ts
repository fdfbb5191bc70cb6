// The playout engine (src/engine/fast) against the referee: seeded random games (simulate,
// events and warlords on, open and secret warlords, both editions and the rule options) replayed
// through applyAction and through FastGame. Every decision FastGame asks must be the engine's pending
// one (kind, player, options, default, province, reason), and after every other action both reach the
// same public state (projected: provinces, armies, marker, pools, six marks, cards out, hand and deck
// counts, warlords, events, orders, pending decision kind, winner).
import { describe, expect, it } from 'vitest';
import type { Action, GameOptions } from '../../src/engine';
import { applyAction, createGame, simulate } from '../../src/engine';
import { applyToFast } from '../../src/engine/fast/apply';
import { askedDecision, askedValue, fromPublic, toPublic } from '../../src/engine/fast/convert';
import { project } from '../../harness/fast-projection';

/** The rule options of game `seed`: mostly the arena's (en, standard, defaults), some of every other. */
function optionsOf(seed: number): Partial<GameOptions> {
  const k = seed % 10;
  return {
    events: true,
    variant: k === 9 ? 'beginner' : 'standard',
    edition: k === 3 || k === 4 || k === 9 ? 'pl' : 'en',
    costsBeforeMargin: k !== 5,
    plagueCancelsCosts: k !== 6,
    eventDeck: k === 7 ? 'physical' : 'app',
  };
}

/** Replays game `seed` through both; returns how many decisions FastGame asked. */
function replayBoth(seed: number): number {
  const { setup, actions } = simulate(seed, { options: optionsOf(seed) }).record;
  const c = createGame(setup);
  if (!c.ok) throw new Error('setup');
  let s = c.state;
  let done = 0; // actions applied to the engine
  // a physical event deck asks for the first card at setup: answered by the engine (FastGame starts after)
  for (; s.pending; done++) {
    const r = applyAction(s, actions[done] as Action);
    if (!r.ok) throw new Error(`game ${seed}: engine rejected action ${done}`);
    s = r.state;
  }
  const g = fromPublic(s);
  if (!g) throw new Error(`game ${seed}: not covered at its start`);
  let next = done; // actions taken by FastGame (decisions through its asker)
  let asked = 0;
  const catchUp = (): void => {
    for (; done < next; done++) {
      const r = applyAction(s, actions[done] as Action);
      if (!r.ok) throw new Error(`game ${seed}: engine rejected action ${done}`);
      s = r.state;
    }
  };
  g.asker = (fg) => {
    catchUp();
    expect(askedDecision(fg), `game ${seed}, action ${next}`).toEqual(s.pending);
    const a = actions[next++] as Action;
    if (a.type !== 'decide') throw new Error(`game ${seed}: a decision where the record has ${a.type}`);
    fg.askFilled = a.commitment !== undefined;
    asked++;
    const v = askedValue(fg, a.choice);
    expect(v, `game ${seed}: ${a.choice}`).toBeGreaterThanOrEqual(0);
    return v;
  };
  while (next < actions.length) {
    const a = actions[next++] as Action;
    if (a.type === 'decide') throw new Error(`game ${seed}: action ${next - 1} is a decision nobody asked`);
    applyToFast(g, a);
    catchUp();
    expect(project(toPublic(g, s)), `game ${seed}, after action ${next - 1} (${a.type})`).toEqual(project(s));
  }
  expect(s.phase).toBe('over');
  return asked;
}

describe('the playout engine equals applyAction', () => {
  it('on 400 seeded random games, after every action and at every decision', () => {
    let asked = 0;
    for (let seed = 0; seed < 400; seed++) asked += replayBoth(seed);
    expect(asked).toBeGreaterThan(400); // decisions were really compared
  });

  it('starts from a state in the middle of a game (orders, end window) and refuses a pending one', () => {
    const { setup, actions } = simulate(7, { options: optionsOf(7) }).record;
    const c = createGame(setup);
    if (!c.ok) throw new Error('setup');
    let s = c.state;
    let pendingSeen = false;
    for (const a of actions) {
      const r = applyAction(s, a);
      if (!r.ok) throw new Error('rejected');
      s = r.state;
      const g = fromPublic(s);
      if (s.pending) {
        pendingSeen = true;
        expect(g).toBeNull();
      } else expect(project(toPublic(g as NonNullable<typeof g>, s))).toEqual(project(s));
    }
    expect(pendingSeen).toBe(true);
  });
});
