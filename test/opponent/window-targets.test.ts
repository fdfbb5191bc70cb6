// A window warlord's target searched: when greedy's rule plays a board warlord or
// Deadly Plague in a window (R-W2, R-W4, R-W6, R-W10, R-W11), hard scores each target of that same warlord
// by playouts; whether to play stays the rule's.
import { describe, expect, it } from 'vitest';
import { decide, BUDGETS, type OpponentAsk, type OpponentView, type WindowPlay } from '../../src/opponent';
import { windowPlays } from '../../src/opponent/legal';
import { playMatch } from '../../src/opponent/match';
import { Rng } from '../../src/opponent/rng';
import { greedyAnswer } from '../../src/opponent/greedy';
import { searchAnswer } from '../../src/opponent/search';

interface WindowAsk {
  view: OpponentView;
  ask: OpponentAsk;
  greedy: WindowPlay & { type: 'warlord' };
}

interface PassedAsk {
  view: OpponentView;
  ask: OpponentAsk;
}

/**
 * The window asks of seeded greedy games at which greedy's rule plays a warlord that has more than one
 * target, and those at which it plays nothing though a warlord could be played.
 */
function warlordWindows(seeds: number): { played: WindowAsk[]; passed: PassedAsk[] } {
  const played: WindowAsk[] = [];
  const passed: PassedAsk[] = [];
  for (let i = 0; i < seeds; i++)
    playMatch({
      agents: { blue: 'greedy', red: 'greedy' },
      seed: `window-targets:${i}`,
      answer: (_p, view, ask, askSeed) => {
        const answer = decide(view, ask, 'greedy', askSeed);
        if (ask.kind !== 'window' || answer.kind !== 'window') return answer;
        const warlordPlays = windowPlays(view).filter((p) => p.type === 'warlord');
        const play = answer.play;
        if (play?.type === 'warlord') {
          const same = warlordPlays.filter((p) => p.type === 'warlord' && p.warlord === play.warlord);
          if (same.length > 1) played.push({ view: structuredClone(view), ask, greedy: play });
        } else if (play === null && warlordPlays.length > 0 && passed.length < 40)
          passed.push({ view: structuredClone(view), ask });
        return answer;
      },
    });
  return { played, passed };
}

const small = { ...BUDGETS.hard, other: 60, warlords: true };

describe('window warlord targets searched', () => {
  const { played: asks, passed } = warlordWindows(30);

  it('finds such windows in seeded games (so the search below is exercised)', () => {
    expect(asks.length).toBeGreaterThan(3);
    expect(passed.length).toBeGreaterThan(3);
  });

  it('answers a legal play of greedy’s warlord, the same for the same seed, and greedy’s own without the switch', () => {
    let moved = 0;
    for (const [i, { view, ask, greedy }] of asks.entries()) {
      const answer = searchAnswer(view, ask, `t${i}`, small);
      expect(answer.kind).toBe('window');
      if (answer.kind !== 'window' || !answer.play) throw new Error('a play was expected');
      expect(answer.play.type).toBe('warlord');
      if (answer.play.type !== 'warlord') continue;
      expect(answer.play.warlord).toBe(greedy.warlord);
      expect(windowPlays(view)).toContainEqual(answer.play);
      expect(searchAnswer(view, ask, `t${i}`, small)).toEqual(answer);
      if (JSON.stringify(answer.play) !== JSON.stringify(greedy)) moved++;
      const off = searchAnswer(view, ask, `t${i}`, { ...small, warlords: false });
      expect(off).toEqual(greedyAnswer(view, ask, new Rng(`search:t${i}`)));
    }
    // the playouts do choose another target than the rule's now and then
    expect(moved).toBeGreaterThan(0);
  });
});
