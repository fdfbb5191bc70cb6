// Worlds sampled mid-reveal: when a decision is asked of the computer inside a
// province, the other side's cards in the provinces not yet revealed are unknown to it; a sampled world
// fills them from that side's sampled hand, keeps what was revealed, and plays on to the end. The reactive
// warlords (R-W3, R-W5, R-W7, R-W9) are searched there with `reactive`.
import { describe, expect, it } from 'vitest';
import { applyAction, isFramed, opponent, PROVINCES, type Player } from '../../src/engine';
import { BUDGETS, decide, type OpponentAsk, type OpponentView } from '../../src/opponent';
import type { AgentName } from '../../src/opponent/api';
import { sampleWorld } from '../../src/opponent/determinize';
import { FRAMED } from '../../src/opponent/knowledge';
import { playMatch } from '../../src/opponent/match';
import { playout } from '../../src/opponent/playout';
import { Rng } from '../../src/opponent/rng';
import { searchAnswer } from '../../src/opponent/search';

type DecisionAsk = OpponentAsk & { kind: 'decision' };

/** Views and asks of every decision asked mid-reveal in a seeded game between `agent`s. */
function revealAsks(seed: string, agent: AgentName): { view: OpponentView; ask: DecisionAsk }[] {
  const out: { view: OpponentView; ask: DecisionAsk }[] = [];
  playMatch({
    agents: { blue: agent, red: agent },
    seed,
    answer: (_p: Player, view, ask, askSeed) => {
      if (ask.kind === 'decision' && view.public.phase === 'reveal')
        out.push({ view: structuredClone(view), ask: structuredClone(ask) });
      return decide(view, ask, agent, askSeed);
    },
  });
  return out;
}

describe('a world sampled mid-reveal', () => {
  it('keeps the revealed cards, fills the rest from the sampled hand within the rules, and plays on to the end', () => {
    let worlds = 0;
    for (const seed of ['mid-a', 'mid-b', 'mid-c']) {
      for (const [k, { view }] of revealAsks(seed, 'random').entries()) {
        const other = opponent(view.me);
        const seen = view.public.orders[other]?.orders ?? {};
        const hidden = PROVINCES.filter((id) => seen[id] === undefined);
        for (let j = 0; j < 5; j++) {
          const w = sampleWorld(view, new Rng(`mid:${seed}:${k}:${j}`));
          const theirs = w.state.orders[other];
          expect(theirs).not.toBeNull();
          if (!theirs) continue;
          for (const id of PROVINCES) if (seen[id] !== undefined) expect(theirs.orders[id]).toBe(seen[id]);
          // framed cards at most once each this round (R-C4); no 6 where that side's 6 is marked (R-C6)
          const placed = PROVINCES.map((id) => theirs.orders[id]);
          for (const c of FRAMED) expect(placed.filter((x) => x === c).length).toBeLessThanOrEqual(1);
          for (const id of hidden)
            if (theirs.orders[id] === '6') expect(view.public.players[other].sixMarks[id]).toBe(0);
          // the hidden non-framed cards left the sampled hand, as at sealing; the hand holds the framed six and the extras left
          const extrasPlaced = hidden.filter((id) => !isFramed(theirs.orders[id])).length;
          expect(w.privs[other].hand.length).toBe(
            FRAMED.length + (view.public.players[other].handExtra ?? 0) - extrasPlaced,
          );
          // the pending decision answered by its default, the world plays on to the game's end
          const pending = w.state.pending;
          expect(pending?.player).toBe(view.me);
          if (!pending) continue;
          const r = applyAction(w.state, { type: 'decide', player: view.me, choice: pending.default });
          expect(r.ok).toBe(true);
          if (!r.ok) continue;
          w.state = r.state;
          expect(playout(w, new Rng(`play:${k}:${j}`), 'light').phase).toBe('over');
          worlds++;
        }
      }
    }
    expect(worlds).toBeGreaterThan(50);
  });

  it('searches a reactive warlord among not playing it and those it holds, the same answer for the same seed', () => {
    const searched = { ...BUDGETS.hard, warlords: true, other: 24 };
    let asks = 0;
    for (const seed of ['react-a', 'react-b', 'react-c', 'react-d', 'react-e', 'react-f']) {
      for (const { view, ask } of revealAsks(seed, 'random')) {
        if (ask.decision.kind !== 'reactiveWarlord') continue;
        const held = view.own.warlords.filter((w) => !w.used).map((w) => w.id as string);
        const options = ask.decision.options.filter((o) => o === 'none' || held.includes(o));
        const a = searchAnswer(view, ask, 'r', searched);
        if (a.kind !== 'decision') throw new Error(`not a decision answer: ${a.kind}`);
        expect(options).toContain(a.choice);
        expect(searchAnswer(view, ask, 'r', searched)).toEqual(a);
        if (options.length > 1) asks++;
      }
    }
    // random players hold reactive warlords often enough for the search to have choices
    expect(asks).toBeGreaterThan(0);
  });
});
