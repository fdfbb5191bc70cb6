// Playout throughput for `npm run arena -- --playouts`: n playouts from the first orders ask of a round
// in a seeded greedy game, for one policy. The caller times it (the opponent has no clock).
import type { Card, GameSetup, PrivateState, PublicState, WarlordId } from '../engine';
import {
  BLUE_WARLORDS,
  cardSet,
  createGame,
  DEFAULT_OPTIONS,
  isFramed,
  RED_WARLORDS,
  simulate,
} from '../engine';
import type { OpponentView } from './api';
import { sampleWorld } from './determinize';
import { decide } from './index';
import { playMatch } from './match';
import { engineActions, playout, type Policy } from './playout';
import { Rng } from './rng';

/** The view of blue's first orders ask in round `round` of a seeded greedy-vs-greedy game (null if it ended first). */
export function viewAtRound(seed: string, round: number): OpponentView | null {
  let found: OpponentView | null = null;
  playMatch({
    agents: { blue: 'greedy', red: 'greedy' },
    seed,
    answer: (p, view, ask, askSeed) => {
      if (!found && p === 'blue' && ask.kind === 'orders' && view.public.round === round) found = view;
      return decide(view, ask, 'greedy', askSeed);
    },
  });
  return found;
}

/** Run `n` playouts (sample a world, play it out) from `view`; returns how many reached the end. */
export function runPlayouts(view: OpponentView, n: number, policy: Policy): number {
  let over = 0;
  for (let i = 0; i < n; i++) {
    const s = playout(sampleWorld(view, new Rng(`m-world-${i}`)), new Rng(`m-play-${i}`), policy);
    if (s.phase === 'over') over++;
  }
  return over;
}

/** A fresh world for a complete random game from `seed`: random displays, one open warlord a side, app-dealt decks and events. */
export function randomWorld(seed: number): {
  state: PublicState;
  privs: Record<'blue' | 'red', PrivateState>;
} {
  const rng = new Rng(seed);
  const row = (): [number, number, number] => [rng.int(4), rng.int(5), rng.int(6)];
  const blue = rng.pick(BLUE_WARLORDS);
  const red = rng.pick(RED_WARLORDS);
  const setup: GameSetup = {
    gameId: `g${seed}`,
    options: { ...DEFAULT_OPTIONS, events: true, variant: 'standard' },
    displays: { qin: row(), chu: row(), jinyan: row(), hanqi: row(), wu: row() },
    eventsSeed: `e${seed}`,
    openWarlords: { blue: [blue], red: [red] },
  };
  const c = createGame(setup);
  if (!c.ok) throw new Error(c.rejection.code);
  const deal = (player: 'blue' | 'red', id: WarlordId): PrivateState => {
    const deck = rng.shuffle(cardSet('standard').filter((x) => !isFramed(x)));
    const hand: Card[] = ['1', '2', '3', '4', '5', '6', ...deck.slice(0, 4)];
    return {
      player,
      hand,
      deck: deck.slice(4),
      drawn: [],
      warlords: [{ id, salt: '', used: id === 'head-start' }],
    };
  };
  return { state: c.state, privs: { blue: deal('blue', blue), red: deal('red', red) } };
}

/** One complete random game from `seed` through `path`: the engine's simulate (applyAction) or a random playout. */
export function randomGame(path: string, seed: number): PublicState {
  if (path === 'applyAction') return simulate(seed, { options: { events: true, variant: 'standard' } }).state;
  return playout(randomWorld(seed), new Rng(seed ^ 0x5bd1e995), 'random');
}

/** The referee and the search's counter of engine actions, for the arena's bundled copy. */
export { engineActions, playMatch };
