// Issue 13, "honest by construction": the opponent answers from a view that holds the public state and
// its own private side only. (1) src/opponent imports the engine and nothing else; (2) through complete
// games, the person's sealed, unrevealed orders changed never change the view nor any answer, for every
// ask kind. The person's hand and deck are no input at all: opponentView takes the state and the
// opponent's own private side, and the view's type has no field for them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Card, Orders, Player, PrivateState, ProvinceId, PublicState } from '../../src/engine';
import { opponent, PROVINCES } from '../../src/engine';
import type { AgentName, OpponentAsk } from '../../src/opponent/api';
import { decide, opponentView } from '../../src/opponent';
import { playMatch } from '../../src/opponent/match';
import { revealedProvinces } from '../../src/opponent/view';

const OPPONENT = resolve(__dirname, '../../src/opponent');

/** The module specifiers a file imports or re-exports (type-only ones included). */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^;]*?from\s+'([^']+)'|import\s+'([^']+)'/gs)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
}

describe('the opponent module imports the engine only', () => {
  it('every file under src/opponent imports ../engine or its own folder', () => {
    const files = readdirSync(OPPONENT).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    const bad: string[] = [];
    for (const f of files)
      for (const s of specifiers(join(OPPONENT, f)))
        if (!/^\.\/[\w-]+$/.test(s) && !/^\.\.\/engine(\/[\w-]+)?$/.test(s)) bad.push(`${f}: ${s}`);
    expect(bad).toEqual([]);
  });

  it('the view has the public state and its own private side, nothing of the other player', () => {
    const m = playMatch({ agents: { blue: 'random', red: 'random' }, seed: 'view-shape' });
    const own = { player: 'red', hand: ['1'], deck: [], drawn: [], warlords: [] } as PrivateState;
    const v = opponentView(m.state, own);
    expect(Object.keys(v).sort()).toEqual(['me', 'own', 'public']);
    expect(v.own.player).toBe('red');
  });
});

/** A copy of `s` whose other-side orders differ wherever they are not yet revealed (and its order of resolution). */
function hideOtherwise(s: PublicState, me: Player): PublicState {
  const other = opponent(me);
  const sub = s.orders[other];
  if (!sub) return s;
  const shown = revealedProvinces(s);
  const hidden = PROVINCES.filter((id) => !shown.includes(id));
  if (hidden.length === 0) return s;
  const orders: Orders = { ...sub.orders };
  // rotate the hidden cards and put a card it may not even hold in the first hidden province
  const cards = hidden.map((id) => orders[id]);
  hidden.forEach((id, i) => (orders[id] = cards[(i + 1) % cards.length] as Card));
  orders[hidden[0] as ProvinceId] = orders[hidden[0] as ProvinceId] === '10' ? '-1' : '10';
  const sequence = s.phase === 'orders' ? PROVINCES.slice().reverse() : sub.sequence;
  return { ...s, orders: { ...s.orders, [other]: { orders, sequence, secondSix: null } } };
}

describe('a different hidden side never changes an answer', () => {
  const run = (agent: AgentName, seed: string, variant: 'standard' | 'beginner'): Record<string, number> => {
    const kinds: Record<string, number> = {};
    let hiddenDiffered = 0;
    playMatch({
      agents: { blue: 'greedy', red: agent },
      seed,
      options: { variant, events: true },
      answer: (p, view, ask: OpponentAsk, askSeed, state) => {
        const a = decide(view, ask, p === 'red' ? agent : 'greedy', askSeed);
        if (p !== 'red') return a;
        kinds[ask.kind] = (kinds[ask.kind] ?? 0) + 1;
        const alt = hideOtherwise(state, 'red');
        if (alt !== state) hiddenDiffered++;
        const altView = opponentView(alt, view.own);
        expect(altView).toEqual(view);
        expect(decide(altView, ask, agent, askSeed)).toEqual(a);
        return a;
      },
    });
    kinds.hiddenDiffered = hiddenDiffered;
    return kinds;
  };

  it.each(['random', 'greedy', 'easy'] as const)(
    '%s: complete standard games with events and warlords',
    (agent) => {
      const total: Record<string, number> = {};
      for (const seed of ['h1', 'h2', 'h3'])
        for (const [k, n] of Object.entries(run(agent, `${agent}-${seed}`, 'standard')))
          total[k] = (total[k] ?? 0) + n;
      expect(total.orders).toBeGreaterThanOrEqual(3 * 3); // a game lasts 3 rounds at least (R-S2)
      expect(total.keep).toBeGreaterThan(0);
      expect(total.window).toBeGreaterThan(0);
      expect(total.warlord).toBe(3);
    },
  );

  it('normal: a complete beginner game and a standard one', () => {
    const a = run('normal', 'n-beginner', 'beginner');
    const b = run('normal', 'n-standard', 'standard');
    expect((a.orders ?? 0) + (b.orders ?? 0)).toBeGreaterThanOrEqual(12);
  });

  it('decisions in the middle of a reveal see the other side only where revealed', () => {
    // random agents on both sides meet many pending decisions with unrevealed provinces left
    let checked = 0;
    for (const seed of ['d1', 'd2', 'd3', 'd4']) {
      playMatch({
        agents: { blue: 'random', red: 'random' },
        seed,
        answer: (p, view, ask, askSeed, state) => {
          const a = decide(view, ask, 'random', askSeed);
          if (ask.kind !== 'decision') return a;
          const alt = hideOtherwise(state, p);
          if (alt === state) return a;
          checked++;
          expect(opponentView(alt, view.own)).toEqual(view);
          expect(decide(opponentView(alt, view.own), ask, 'greedy', askSeed)).toEqual(
            decide(view, ask, 'greedy', askSeed),
          );
          return a;
        },
      });
    }
    expect(checked).toBeGreaterThan(0);
  });
});
