// Honest by construction: the opponent answers from a view that holds the public state and
// its own private side only. (1) src/opponent imports the engine and nothing else; (2) through complete
// games, the person's sealed, unrevealed orders changed (every hidden card's kind: the engine's count of
// cards in hand falls only at reveals), and the future order of the event cards changed, never change the
// view nor any answer, for every ask kind. The person's hand and deck are no input at all: opponentView takes the state and the
// opponent's own private side, and the view's type has no field for them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Card, Orders, Player, PrivateState, PublicState } from '../../src/engine';
import { EVENTS, isFramed, opponent, PROVINCES } from '../../src/engine';
import type { AgentName, OpponentAsk } from '../../src/opponent/api';
import { decide, opponentView } from '../../src/opponent';
import { sampleWorld } from '../../src/opponent/determinize';
import { matchSeeds, playMatch } from '../../src/opponent/match';
import { Rng } from '../../src/opponent/rng';
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

/** What `hideOtherwise` changed, counted over a game. */
interface Changed {
  orders: number;
  /** Asks where hidden cards' kinds changed between framed and non-framed. */
  kinds: number;
  events: number;
}

/** The event deck in another order (rotated by one) and other seeds in the setup, or `s` when fewer than two remain. */
function reorderEvents(s: PublicState, changed: Changed): PublicState {
  const deck = s.events.deck;
  if (deck.length < 2) return s;
  changed.events++;
  return {
    ...s,
    setup: { ...s.setup, gameId: `${s.setup.gameId}-other`, eventsSeed: 'another-order' },
    events: { ...s.events, deck: [...deck.slice(1), deck[0] as (typeof deck)[number]] },
  };
}

/** Framed cards to swap in for hidden non-framed ones, and non-framed ones for hidden framed ones. */
const FRAMED_SWAP: readonly Card[] = ['1', '2', '3', '4', '5'];
const EXTRA_SWAP: readonly Card[] = ['10', '9', '8', '7', 'P'];

/**
 * A copy of `s` whose other-side orders differ wherever they are not yet revealed (and its order of
 * resolution): every hidden card's kind changed (framed ↔ non-framed: the public count in hand does not
 * depend on them); and the unturned events in another order.
 */
function hideOtherwise(s: PublicState, me: Player, changed: Changed): PublicState {
  const other = opponent(me);
  const sub = s.orders[other];
  const ev = reorderEvents(s, changed);
  if (!sub) return ev;
  const shown = revealedProvinces(s);
  const hidden = PROVINCES.filter((id) => !shown.includes(id));
  if (hidden.length === 0) return ev;
  changed.orders++;
  const orders: Orders = { ...sub.orders };
  let f = 0;
  let x = 0;
  for (const id of hidden)
    orders[id] = isFramed(orders[id]) ? (EXTRA_SWAP[x++] as Card) : (FRAMED_SWAP[f++] as Card);
  if (hidden.every((id) => isFramed(orders[id]) !== isFramed(sub.orders[id]))) changed.kinds++;
  const sequence = s.phase === 'orders' ? PROVINCES.slice().reverse() : sub.sequence;
  return { ...ev, orders: { ...s.orders, [other]: { orders, sequence, secondSix: null } } };
}

describe('a different hidden side never changes an answer', () => {
  const run = (agent: AgentName, seed: string, variant: 'standard' | 'beginner'): Record<string, number> => {
    const kinds: Record<string, number> = {};
    const changed: Changed = { orders: 0, kinds: 0, events: 0 };
    playMatch({
      agents: { blue: 'greedy', red: agent },
      seed,
      options: { variant, events: true },
      answer: (p, view, ask: OpponentAsk, askSeed, state) => {
        const a = decide(view, ask, p === 'red' ? agent : 'greedy', askSeed);
        if (p !== 'red') return a;
        kinds[ask.kind] = (kinds[ask.kind] ?? 0) + 1;
        const alt = hideOtherwise(state, 'red', changed);
        const altView = opponentView(alt, view.own);
        expect(altView).toEqual(view);
        expect(decide(altView, ask, agent, askSeed)).toEqual(a);
        return a;
      },
    });
    kinds.hiddenOrders = changed.orders;
    kinds.hiddenKinds = changed.kinds;
    kinds.eventOrders = changed.events;
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
      expect(total.eventOrders).toBeGreaterThan(3 * 3); // at every ask while two events or more are unturned
      expect(total.hiddenKinds).toBe(total.hiddenOrders ?? 0);
    },
  );

  it('normal: a complete beginner game and a standard one', () => {
    const a = run('normal', 'n-beginner', 'beginner');
    const b = run('normal', 'n-standard', 'standard');
    expect((a.orders ?? 0) + (b.orders ?? 0)).toBeGreaterThanOrEqual(12);
    expect((a.eventOrders ?? 0) + (b.eventOrders ?? 0)).toBeGreaterThan(0);
  });

  it('hard (orders searched on the playout engine): a complete standard game', () => {
    const a = run('hard', 'hard-h1', 'standard');
    expect(a.orders ?? 0).toBeGreaterThanOrEqual(3);
    expect(a.eventOrders ?? 0).toBeGreaterThan(0);
    expect(a.hiddenKinds).toBe(a.hiddenOrders ?? 0);
  });

  it('decisions in the middle of a reveal see the other side only where revealed', () => {
    // random agents on both sides meet many pending decisions with unrevealed provinces left
    let checked = 0;
    const changed: Changed = { orders: 0, kinds: 0, events: 0 };
    for (const seed of ['d1', 'd2', 'd3', 'd4']) {
      playMatch({
        agents: { blue: 'random', red: 'random' },
        seed,
        answer: (p, view, ask, askSeed, state) => {
          const a = decide(view, ask, 'random', askSeed);
          if (ask.kind !== 'decision') return a;
          const before = changed.orders;
          const alt = hideOtherwise(state, p, changed);
          if (changed.orders === before) return a;
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
    expect(changed.kinds).toBeGreaterThan(0);
    expect(changed.kinds).toBe(changed.orders); // at every ask with hidden cards, all their kinds changed
    expect(changed.events).toBeGreaterThan(0);
  });
});

describe('what the table does not know is not in the view', () => {
  it('the unturned events are a multiset in canonical order, without the seeds that fix their order', () => {
    let seen = 0;
    playMatch({
      agents: { blue: 'greedy', red: 'greedy' },
      seed: 'events-unordered',
      answer: (p, view, ask, askSeed, state) => {
        const deck = view.public.events.deck;
        expect(deck).toEqual(EVENTS.filter((e) => state.events.deck.includes(e)));
        expect(deck.slice().sort()).toEqual(state.events.deck.slice().sort());
        expect(view.public.setup.eventsSeed).toBeUndefined();
        expect(JSON.stringify(view)).not.toContain(state.setup.gameId);
        if (deck.join() !== state.events.deck.join()) seen++;
        return decide(view, ask, 'greedy', askSeed);
      },
    });
    expect(seen).toBeGreaterThan(0); // the game's real order differed from the canonical one somewhere
  });

  it('sampled worlds shuffle the unturned events, repeatably per seed', () => {
    const v = playMatch({ agents: { blue: 'greedy', red: 'greedy' }, seed: 'worlds' }).state;
    let view = null as ReturnType<typeof opponentView> | null;
    playMatch({
      agents: { blue: 'greedy', red: 'greedy' },
      seed: 'worlds',
      answer: (p, pv, ask, askSeed) => {
        if (!view && ask.kind === 'orders' && pv.public.events.deck.length >= 3) view = pv;
        return decide(pv, ask, 'greedy', askSeed);
      },
    });
    expect(v.phase).toBe('over');
    if (!view) throw new Error('no orders ask with three unturned events');
    const found = view as ReturnType<typeof opponentView>;
    const orders = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const w = sampleWorld(found, new Rng(`w-${i}`));
      expect(w.state.events.deck.slice().sort()).toEqual(found.public.events.deck.slice().sort());
      orders.add(w.state.events.deck.join());
      expect(sampleWorld(found, new Rng(`w-${i}`)).state.events.deck).toEqual(w.state.events.deck);
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('the arena gives no agent the match seed: each deck has its own seed', () => {
    const seed = 'arena-secret-seed';
    const s = matchSeeds(seed);
    const all = [s.deck.blue, s.deck.red, s.agent.blue, s.agent.red, s.gameId, s.events];
    expect(new Set(all).size).toBe(all.length);
    for (const x of all) expect(x).not.toContain(seed);
    let asked = 0;
    playMatch({
      agents: { blue: 'random', red: 'random' },
      seed,
      answer: (p, view, ask, askSeed) => {
        asked++;
        for (const x of [askSeed, JSON.stringify(view)]) {
          expect(x).not.toContain(seed);
          expect(x).not.toContain(s.deck.blue);
          expect(x).not.toContain(s.deck.red);
        }
        expect(askSeed).toContain(s.agent[p]);
        return decide(view, ask, 'random', askSeed);
      },
    });
    expect(asked).toBeGreaterThan(10);
  });
});
