// A referee for games between two agents (arena, tests): deals each side from its own private seed, asks
// each agent through its honest view, turns answers into engine actions, and throws on any answer the engine or
// the private side refuses. Holds both private states; the agents see only their own.
import type {
  Action,
  ApplyResult,
  Card,
  GameOptions,
  GameRecord,
  GameSetup,
  LogEntry,
  Player,
  PrivateState,
  PublicState,
  Rejection,
  WarlordId,
} from '../engine';
import {
  applyAction,
  checkOwnOrders,
  chooseWarlord,
  createGame,
  DEFAULT_OPTIONS,
  dealAppDeck,
  discardCard,
  drawCards,
  keepCards,
  LEGACY_DEAL,
  markWarlordUsed,
  PLAYERS,
  playOrders,
  recycleCard,
  sha256Hex,
  warlordCommitment,
} from '../engine';
import type { AgentName, OpponentAnswer, OpponentAsk, OpponentView } from './api';
import { decide } from './index';
import { Rng } from './rng';
import { opponentView } from './view';

/** One game's settings. */
export interface MatchOptions {
  agents: Record<Player, AgentName>;
  seed: string;
  options?: Partial<GameOptions>;
  /** A clock for the time per decision (the arena passes one; the opponent itself has none). */
  now?: () => number;
  /** Called after each answer (with its time when `now` is given, and the round it was asked in). */
  onAnswer?: (p: Player, ask: OpponentAsk, answer: OpponentAnswer, ms: number, round: number) => void;
  /** Replaces the agents' decide (the honesty test answers through its own checks). */
  answer?: (
    p: Player,
    view: OpponentView,
    ask: OpponentAsk,
    seed: string,
    state: PublicState,
  ) => OpponentAnswer;
}

/** A finished game. */
export interface MatchResult {
  record: GameRecord;
  state: PublicState;
  winner: Player | 'draw';
  /** Answers asked of each side. */
  asks: Record<Player, number>;
}

/**
 * The seeds of one match, each SHA-256 of the match seed under its own label: nothing an agent receives
 * (its seeds, salts, the game id) contains the match seed, so no agent can rebuild the other side's deck.
 */
export interface MatchSeeds {
  /** Each side's private deal, as the app deals from a private seed per phone. */
  deck: Record<Player, string>;
  /** Each agent's own seed, the base of its per-ask seeds and its warlord salts. */
  agent: Record<Player, string>;
  /** The public game id and the event deck's seed. */
  gameId: string;
  events: string;
}

/** The seeds derived from a match seed (see MatchSeeds). */
export function matchSeeds(seed: string): MatchSeeds {
  const key = (label: string): string => sha256Hex(`sun-tzu-arena:${label}:${seed}`);
  return {
    deck: { blue: key('deck-blue'), red: key('deck-red') },
    agent: { blue: key('agent-blue'), red: key('agent-red') },
    gameId: `match-${key('game').slice(0, 16)}`,
    events: key('events'),
  };
}

/** Play one complete game; throws an Error naming the answer when an agent answers illegally. */
export function playMatch(m: MatchOptions): MatchResult {
  const options: GameOptions = { ...DEFAULT_OPTIONS, events: true, ...m.options };
  const seeds = matchSeeds(m.seed);
  const dice = new Rng(`setup:${m.seed}`);
  const row = (): [number, number, number] => [dice.int(4), dice.int(5), dice.int(6)];
  const setup: GameSetup = {
    gameId: seeds.gameId,
    options,
    displays: { qin: row(), chu: row(), jinyan: row(), hanqi: row(), wu: row() },
    eventsSeed: seeds.events,
  };
  const privates: Record<Player, PrivateState> = {
    blue: dealAppDeck('blue', seeds.deck.blue, options.variant, LEGACY_DEAL),
    red: dealAppDeck('red', seeds.deck.red, options.variant, LEGACY_DEAL),
  };
  const created = createGame(setup);
  if (!created.ok) throw new Error(`playMatch: bad setup ${created.rejection.code}`);
  return referee(created.state, privates, m, seeds);
}

/**
 * Play on from `state` (its orders phase, nothing pending) with both private sides `privates` to the end
 * of the game: the tests' continuations of a constructed position. The agents' seeds come from `m.seed`
 * as in playMatch; the record holds the setup and the actions from `state` on.
 */
export function playFrom(
  state: PublicState,
  privates: Record<Player, PrivateState>,
  m: MatchOptions,
): MatchResult {
  return referee(state, { blue: privates.blue, red: privates.red }, m, matchSeeds(m.seed));
}

/** The referee's loop from `s0`: asks each agent through its honest view and applies its answers. */
function referee(
  s0: PublicState,
  privates: Record<Player, PrivateState>,
  m: MatchOptions,
  seeds: MatchSeeds,
): MatchResult {
  const setup = s0.setup;
  const options = setup.options;
  let s = s0;
  const actions: Action[] = [];
  const asks: Record<Player, number> = { blue: 0, red: 0 };

  const ask = (p: Player, q: OpponentAsk): OpponentAnswer => {
    const view = opponentView(s, privates[p]);
    const seed = `${seeds.agent[p]}:${s.actions}:${asks[p]}`;
    asks[p]++;
    const t0 = m.now ? m.now() : 0;
    const a = m.answer ? m.answer(p, view, q, seed, s) : decide(view, q, m.agents[p], seed);
    const ms = m.now ? m.now() - t0 : 0;
    m.onAnswer?.(p, q, a, ms, s.round);
    if (a.kind !== q.kind) throw new Error(`${m.agents[p]} (${p}) answered ${a.kind} to ${q.kind}`);
    return a;
  };
  const follow = (log: LogEntry[]): LogEntry[] => {
    for (const e of log) {
      if (e.kind === 'recycle') privates[e.player] = recycleCard(privates[e.player], e.card);
      else if (e.kind === 'warlord') privates[e.player] = markWarlordUsed(privates[e.player], e.warlord);
    }
    return log;
  };
  const apply = (a: Action, who: string): LogEntry[] => {
    const r: ApplyResult = applyAction(s, a);
    if (!r.ok) throw new Error(`${who}: the engine refused ${JSON.stringify(a)}: ${r.rejection.code}`);
    actions.push(a);
    s = r.state;
    return follow(r.log);
  };
  const saltOf = (p: Player, id: WarlordId): string | undefined =>
    privates[p].warlords.find((w) => w.id === id && !w.used)?.salt;
  const mustPriv = (x: PrivateState | Rejection, who: string): PrivateState => {
    if ('code' in x) throw new Error(`${who}: ${x.code}`);
    return x;
  };

  if (options.variant === 'standard' && s.phase === 'setup') {
    for (const p of PLAYERS) {
      const a = ask(p, { kind: 'warlord' });
      if (a.kind !== 'warlord') continue;
      const chosen = chooseWarlord(privates[p], a.warlord, `w-${seeds.agent[p]}`);
      privates[p] = chosen.priv;
      apply(
        { type: 'commitWarlord', player: p, commitment: chosen.commitment },
        `${m.agents[p]} (${p}) warlord`,
      );
    }
  }

  const windows = (when: 'start' | 'end'): void => {
    for (const p of PLAYERS) {
      for (let i = 0; i < 20 && !s.pending; i++) {
        const a = ask(p, { kind: 'window', when });
        if (a.kind !== 'window' || !a.play) break;
        const who = `${m.agents[p]} (${p}) window`;
        const play = a.play;
        if (play.type === 'support') {
          privates[p] = mustPriv(discardCard(privates[p], play.card), who);
          apply({ type: 'support', player: p, card: play.card }, who);
        } else {
          const act: Action = { type: 'warlord', player: p, warlord: play.warlord };
          const salt = saltOf(p, play.warlord);
          if (salt !== undefined) act.salt = salt;
          if (play.province) act.province = play.province;
          if (play.from) act.from = play.from;
          if (play.to) act.to = play.to;
          apply(act, who);
          privates[p] = markWarlordUsed(privates[p], play.warlord);
        }
      }
    }
  };

  for (let guard = 0; s.phase !== 'over'; guard++) {
    if (guard > 3000) throw new Error(`playMatch(${m.seed}): no progress`);
    const d = s.pending;
    if (d) {
      const p = d.player;
      const who = `${m.agents[p]} (${p}) ${d.kind}`;
      const a = ask(p, { kind: 'decision', decision: d });
      if (a.kind !== 'decision') continue;
      const act: Action & { type: 'decide' } = { type: 'decide', player: p, choice: a.choice };
      if (d.kind === 'reactiveWarlord' && a.choice !== 'none') {
        const salt = saltOf(p, a.choice as WarlordId);
        if (salt === undefined) throw new Error(`${who}: ${a.choice} is not held`);
        if (salt) act.salt = salt;
        privates[p] = markWarlordUsed(privates[p], a.choice as WarlordId);
      } else if (d.kind === 'extraWarlord' && a.choice !== 'none') {
        const id = (a.choice === 'commit' ? a.warlord : a.choice) as WarlordId | undefined;
        if (!id || privates[p].warlords.some((w) => w.id === id))
          throw new Error(`${who}: cannot take ${String(id)}`);
        const salt = a.choice === 'commit' ? `x-${seeds.agent[p]}-${s.round}` : '';
        if (a.choice === 'commit') act.commitment = warlordCommitment(id, salt);
        privates[p] = { ...privates[p], warlords: [...privates[p].warlords, { id, salt, used: false }] };
      }
      apply(act, who);
    } else if (s.phase === 'orders') {
      if (!s.orders.blue && !s.orders.red) windows('start');
      if (s.pending || s.phase !== 'orders') continue;
      // both seal from the same position: neither sees the other's sealed orders (nor that they exist)
      const answers = PLAYERS.map((p) => [p, ask(p, { kind: 'orders' })] as const);
      for (const [p, a] of answers) {
        if (a.kind !== 'orders') continue;
        const who = `${m.agents[p]} (${p}) orders`;
        if (checkOwnOrders(privates[p], a.orders)) throw new Error(`${who}: not from its hand`);
        const act: Action = { type: 'orders', player: p, orders: a.orders };
        if (a.sequence) act.sequence = a.sequence;
        if (a.secondSix) {
          act.secondSix = a.secondSix;
          const salt = saltOf(p, 'second-six');
          if (salt) act.secondSixSalt = salt;
          privates[p] = markWarlordUsed(privates[p], 'second-six');
        }
        apply(act, who);
        privates[p] = playOrders(privates[p], a.orders);
      }
    } else if (s.phase === 'end') {
      if (!s.passed.blue && !s.passed.red) windows('end');
      if (s.pending || s.phase !== 'end') continue;
      const drawn: LogEntry[] = [];
      for (const p of PLAYERS)
        if (!s.passed[p]) drawn.push(...apply({ type: 'pass', player: p }, `${p} pass`));
      for (const e of drawn) {
        if (e.kind !== 'draw') continue;
        const p = e.player;
        privates[p] = drawCards(privates[p], e.drew);
        const a = ask(p, { kind: 'keep', count: e.kept });
        if (a.kind !== 'keep') continue;
        privates[p] = mustPriv(
          keepCards(privates[p], a.kept as Card[], e.kept),
          `${m.agents[p]} (${p}) keep`,
        );
      }
    } else throw new Error(`playMatch(${m.seed}): stuck in ${s.phase}`);
  }
  return { record: { setup, actions }, state: s, winner: s.winner ?? 'draw', asks };
}
