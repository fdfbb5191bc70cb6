// The searched setup warlord: every candidate meets the same other side in the
// same sampled world (the other side's warlord is the world's, not drawn afresh per candidate), and the
// world it gives is a game at its first orders with both warlords open.
import { describe, expect, it } from 'vitest';
import type { Player, WarlordId } from '../../src/engine';
import { opponent } from '../../src/engine';
import { decide, type OpponentView } from '../../src/opponent';
import { sampleWorld, type World } from '../../src/opponent/determinize';
import { sideOf } from '../../src/opponent/legal';
import { playMatch } from '../../src/opponent/match';
import { Rng } from '../../src/opponent/rng';
import { searchAnswer, setupWorld } from '../../src/opponent/search';
import { BUDGETS } from '../../src/opponent';

/** Each side's view at its setup warlord ask in a seeded greedy game (red's after blue has committed). */
function setupViews(seed: string): Record<Player, OpponentView> {
  const views: Partial<Record<Player, OpponentView>> = {};
  playMatch({
    agents: { blue: 'greedy', red: 'greedy' },
    seed,
    answer: (p, view, ask, askSeed) => {
      if (ask.kind === 'warlord') views[p] = structuredClone(view);
      return decide(view, ask, 'greedy', askSeed);
    },
  });
  if (!views.blue || !views.red) throw new Error(`no setup asks in ${seed}`);
  return views as Record<Player, OpponentView>;
}

/** A player's warlord in a world's state: open, or used at creation (head-start, R-W8). */
function warlordIn(w: World, p: Player): WarlordId | undefined {
  const pl = w.state.players[p];
  return pl.openWarlords[0] ?? pl.usedWarlords[0];
}

describe('setup warlord search', () => {
  it('gives every candidate the same other side in world j, the sampled commitment once there is one', () => {
    const views = setupViews('setup-search');
    for (const me of ['blue', 'red'] as const) {
      const view = views[me];
      const other = opponent(me);
      for (let j = 0; j < 8; j++) {
        const sampled = sampleWorld(view, new Rng(`world:s:${j}`)).privs[other].warlords[0]?.id;
        // blue chooses first: red has no commitment to sample yet; red's world holds blue's
        expect(sampled === undefined).toBe(me === 'blue');
        const theirs = new Set<WarlordId | undefined>();
        for (const mine of sideOf(me)) {
          const w = sampleWorld(view, new Rng(`world:s:${j}`));
          expect(setupWorld(w, view, mine, new Rng(`setup:s:${j}`))).toBe(true);
          expect(w.state.phase).toBe('orders');
          expect(warlordIn(w, me)).toBe(mine);
          theirs.add(warlordIn(w, other));
        }
        expect(theirs.size).toBe(1);
        if (sampled) expect([...theirs]).toEqual([sampled]);
      }
    }
  });
});

describe('the setup warlord searched (hard: warlords, setupPlayouts)', () => {
  it("answers one of its own side, the same for the same seed, and greedy's pick when not searched", () => {
    const views = setupViews('setup-alone');
    const searched = { ...BUDGETS.hard, warlords: true, setupPlayouts: 40 };
    const picks = new Set<WarlordId>();
    for (const me of ['blue', 'red'] as const) {
      const ask = { kind: 'warlord' } as const;
      const a = searchAnswer(views[me], ask, 'alone', searched);
      if (a.kind !== 'warlord') throw new Error(`not a warlord answer: ${a.kind}`);
      expect(sideOf(me)).toContain(a.warlord);
      expect(searchAnswer(views[me], ask, 'alone', searched)).toEqual(a);
      picks.add(a.warlord);
      // not searched: greedy's fixed pick (head-start for blue, remove-army for red)
      expect(searchAnswer(views[me], ask, 'alone', { ...searched, warlords: false })).toEqual(
        decide(views[me], ask, 'greedy', 'x'),
      );
    }
    expect(picks.size).toBe(2);
  });
});

describe("hard's setup warlord", () => {
  it("is searched: over 30 seeded setups it does not always take greedy's fixed pick", () => {
    const picks = new Set<string>();
    for (let g = 0; g < 30; g++) {
      const views = setupViews(`hard-setup-${g}`);
      for (const me of ['blue', 'red'] as const) {
        const a = decide(views[me], { kind: 'warlord' }, 'hard', `s${g}`);
        if (a.kind === 'warlord') picks.add(a.warlord);
      }
    }
    // greedy would give head-start and remove-army only (greedy.ts SETUP_PICK)
    expect([...picks].some((w) => w !== 'head-start' && w !== 'remove-army')).toBe(true);
  });
});
