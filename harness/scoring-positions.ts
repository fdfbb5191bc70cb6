// Constructed beginner positions for the opponent's scoring-round tests (R-S1), and their worth found by
// playing them out: complete continuations by the panel's heuristic agents, in worlds sampled from the
// deciding side's view, with that side's orders of this round fixed.
import type { Card, Orders, Player, PrivateState, ProvinceId, PublicState } from '../src/engine';
import { cardSet, createGame, DEFAULT_OPTIONS, isFramed, PROVINCES } from '../src/engine';
import { decide, opponentView } from '../src/opponent';
import type { AgentName } from '../src/opponent/api';
import { sampleWorld } from '../src/opponent/determinize';
import { playFrom } from '../src/opponent/match';
import { Rng } from '../src/opponent/rng';

/** A position for red at its orders in `round`: the displays, signed armies (+ red, − blue), red's extra cards in hand, the cards each side has out, blue's count of extras in hand, the marker (+ towards blue). */
export interface PositionSpec {
  round: number;
  displays: Record<ProvinceId, [number, number, number]>;
  armies: Partial<Record<ProvinceId, number>>;
  redHand: Card[];
  redOut: Card[];
  blueExtras: number;
  blueOut: Card[];
  marker: number;
}

/** The public state and red's private side of `sp` (beginner variant, no events: no warlord or event in the way, R-E6). */
export function position(sp: PositionSpec): { state: PublicState; red: PrivateState } {
  const c = createGame({
    gameId: 'position',
    options: { ...DEFAULT_OPTIONS, variant: 'beginner', events: false },
    displays: sp.displays,
    eventsSeed: 'position',
  });
  if (!c.ok) throw new Error(c.rejection.code);
  const s = structuredClone(c.state);
  s.round = sp.round;
  s.marker = sp.marker;
  const board: Record<Player, number> = { blue: 0, red: 0 };
  for (const id of PROVINCES) {
    const a = sp.armies[id] ?? 0;
    s.provinces[id] = {
      ...s.provinces[id],
      owner: a > 0 ? 'red' : a < 0 ? 'blue' : null,
      armies: Math.abs(a),
    };
    if (a > 0) board.red += a;
    else board.blue -= a;
  }
  const extras = cardSet('beginner').filter((x) => !isFramed(x));
  const redDeck = extras.slice();
  for (const x of [...sp.redHand, ...sp.redOut]) redDeck.splice(redDeck.indexOf(x), 1);
  for (const p of ['blue', 'red'] as const) {
    const pl = s.players[p];
    pl.pool = 21 - pl.setAside - board[p]; // every army in the pool or on the board (§2)
    pl.out = (p === 'red' ? sp.redOut : sp.blueOut).slice();
    pl.handExtra = p === 'red' ? sp.redHand.length : sp.blueExtras;
    pl.deck = p === 'red' ? redDeck.length : extras.length - sp.blueOut.length - sp.blueExtras;
  }
  const red: PrivateState = {
    player: 'red',
    hand: ['1', '2', '3', '4', '5', '6', ...sp.redHand],
    deck: redDeck,
    drawn: [],
    warlords: [],
  };
  return { state: s, red };
}

/** The continuations' agents (red, blue): greedy spends, the stockpiler and the cautious style save. */
const CONTINUATIONS: readonly [AgentName, AgentName][] = [
  ['greedy', 'greedy'],
  ['greedy', 'stockpiler'],
  ['greedy', 'cautious'],
  ['stockpiler', 'greedy'],
  ['stockpiler', 'stockpiler'],
  ['stockpiler', 'cautious'],
];

/** Red's score (win 1, draw ½) with `orders` this round, over `worlds` worlds sampled from its view, each played out by every pair of CONTINUATIONS. */
export function worth(state: PublicState, red: PrivateState, orders: Orders, worlds: number): number {
  const view = opponentView(state, red);
  let score = 0;
  let games = 0;
  for (let k = 0; k < worlds; k++) {
    const w = sampleWorld(view, new Rng(`worth:${k}`));
    for (const [r, b] of CONTINUATIONS) {
      let fixed = false;
      const res = playFrom(w.state, structuredClone(w.privs), {
        agents: { red: r, blue: b },
        seed: `worth-${k}`,
        answer: (p, v, ask, seed) => {
          if (p === 'red' && ask.kind === 'orders' && !fixed) {
            fixed = true;
            return { kind: 'orders', orders };
          }
          return decide(v, ask, p === 'red' ? r : b, seed);
        },
      });
      games++;
      score += res.winner === 'red' ? 1 : res.winner === 'draw' ? 0.5 : 0;
    }
  }
  return score / games;
}
