// Suspended steps are resumed by the next decide; that must give exactly what re-running the step with
// the recorded answers gives (a copy of the state, the same state twice, after a rejected answer).
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, simulate } from '../../src/engine/index';
import type { Action, ApplyResult, GameOptions, PublicState } from '../../src/engine/index';

const OPTIONS: Partial<GameOptions>[] = [
  { events: true, variant: 'standard' },
  { events: true, variant: 'standard', eventDeck: 'physical', costsBeforeMargin: false },
  { events: true, variant: 'standard', edition: 'pl', plagueCancelsCosts: false },
];

/** A deep copy: a state the engine has never seen, so a pending step is re-run from its start. */
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

function ok(r: ApplyResult): { state: PublicState; log: unknown[] } {
  if (!r.ok) throw new Error(r.rejection.code);
  return r;
}

describe('resumed steps', () => {
  it('give the same state and log as steps re-run from their start', () => {
    let decides = 0;
    for (const options of OPTIONS) {
      for (let seed = 0; seed < 40; seed++) {
        const g = simulate(seed, { options });
        const c = createGame(g.record.setup);
        if (!c.ok) throw new Error(c.rejection.code);
        let s = c.state;
        for (const a of g.record.actions) {
          const fresh = ok(applyAction(copy(s), a));
          const resumed = ok(applyAction(s, a));
          expect(resumed.state).toEqual(fresh.state);
          expect(resumed.log).toEqual(fresh.log);
          if (a.type === 'decide') {
            decides++;
            // the same input again: its kept step was used, so this one re-runs
            const again = ok(applyAction(s, a));
            expect(again.state).toEqual(fresh.state);
            expect(again.log).toEqual(fresh.log);
          }
          s = resumed.state;
        }
        expect(s).toEqual(g.state);
      }
    }
    expect(decides).toBeGreaterThan(1000);
  });

  it('recover from a rejected answer: the step re-runs for the next one', () => {
    let checked = 0;
    for (let seed = 0; seed < 400 && checked < 20; seed++) {
      const g = simulate(seed, { options: { events: true, variant: 'standard' }, openWarlords: false });
      const c = createGame(g.record.setup);
      if (!c.ok) throw new Error(c.rejection.code);
      let s = c.state;
      for (const a of g.record.actions) {
        if (a.type === 'decide' && a.salt !== undefined && s.pending?.kind === 'reactiveWarlord') {
          const wrong: Action = { ...a, salt: `${a.salt}-wrong` };
          const bad = applyAction(s, wrong);
          expect(bad.ok).toBe(false);
          if (!bad.ok) expect(bad.rejection.code).toMatch(/\/commitment-mismatch$/);
          const good = ok(applyAction(s, a));
          const fresh = ok(applyAction(copy(s), a));
          expect(good.state).toEqual(fresh.state);
          expect(good.log).toEqual(fresh.log);
          checked++;
        }
        s = ok(applyAction(s, a)).state;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
