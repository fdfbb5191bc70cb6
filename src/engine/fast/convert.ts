// Between the engine's public state (and a world's private sides) and the playout engine's FastGame,
// and between their decisions: what the opponent's playouts and the equivalence test need.
import { adjacency } from '../borders';
import { eventsInPlay, warlordsInPlay } from '../state';
import type {
  Card,
  Commitment,
  Decision,
  DecisionKind,
  EventId,
  Orders,
  OrdersSubmission,
  Player,
  PlayerPublic,
  PrivateState,
  ProvinceId,
  PublicState,
  WarlordId,
} from '../types';
import { CARDS, EVENTS, PROVINCES } from '../types';
import {
  D_EXTRA_WARLORD,
  D_LIGHT_INFANTRY,
  D_REACTIVE,
  D_TAKE,
  FAST_END_REASONS,
  FAST_REASONS,
  FAST_WARLORDS,
  FastGame,
  OPT_COMMIT,
  OPT_NONE,
  OPT_POOL,
  OPT_TAKE,
} from './game';

const PHASES: readonly PublicState['phase'][] = ['setup', 'orders', 'reveal', 'end', 'over'];
const KINDS: readonly DecisionKind[] = [
  'reactiveWarlord',
  'take',
  'lightInfantry',
  'extraWarlord',
  'turnEvent',
];
const SIDES: readonly Player[] = ['blue', 'red'];

/** A card code's index in CARDS. */
export function cardCode(c: Card): number {
  return CARDS.indexOf(c);
}

/** A province's index in PROVINCES. */
export function provinceCode(id: ProvinceId): number {
  return PROVINCES.indexOf(id);
}

/** A warlord's code in FAST_WARLORDS. */
export function warlordCode(id: WarlordId): number {
  return FAST_WARLORDS.indexOf(id);
}

function bits(ids: readonly WarlordId[]): number {
  let b = 0;
  for (const id of ids) b |= 1 << warlordCode(id);
  return b;
}

function ids(b: number): WarlordId[] {
  const out: WarlordId[] = [];
  for (let w = 0; w < 10; w++) if ((b & (1 << w)) !== 0) out.push(FAST_WARLORDS[w] as WarlordId);
  return out;
}

/**
 * The FastGame of a public state (and, given, both private sides), or null where the playout engine
 * does not go: a pending decision (a step suspended inside a province), unknown deck or hand counts
 * (cases), a private deck longer than its ring. The caller falls back to applyAction there. `into`: a
 * game to reuse (reset) instead of a new one.
 */
export function fromPublic(
  s: PublicState,
  privs?: Record<Player, PrivateState>,
  into?: FastGame,
): FastGame | null {
  if (s.pending !== null || s.phase === 'reveal') return null;
  const g = into ?? new FastGame();
  if (into) into.reset();
  const o = s.setup.options;
  g.pl = o.edition === 'pl';
  g.beginner = o.variant === 'beginner';
  g.warlordsOn = warlordsInPlay(o);
  g.eventsOn = eventsInPlay(o);
  g.plagueCancelsCosts = o.plagueCancelsCosts;
  g.costsFirst = o.costsBeforeMargin;
  for (let i = 0; i < 5; i++) {
    const id = PROVINCES[i] as ProvinceId;
    const d = s.setup.displays[id];
    for (let c = 0; c < 3; c++) g.displays[i * 3 + c] = d[c] ?? 0;
    const adj = adjacency(s.borders)[id];
    let a = 0;
    for (const q of adj) a |= 1 << provinceCode(q);
    g.adj[i] = a;
    const pv = s.provinces[id];
    g.owner[i] = pv.owner === null || pv.armies === 0 ? -1 : pv.owner === 'blue' ? 0 : 1;
    g.armies[i] = pv.armies;
  }
  g.round = s.round;
  g.phase = PHASES.indexOf(s.phase);
  g.marker = s.marker;
  g.actions = s.actions;
  for (let p = 0; p < 2; p++) {
    const side = SIDES[p] as Player;
    const pl: PlayerPublic = s.players[side];
    if (pl.deck === null || pl.handExtra === null || pl.out.length > 16) return null;
    g.pool[p] = pl.pool;
    g.setAside[p] = pl.setAside;
    for (let i = 0; i < 5; i++) g.marks[p * 5 + i] = pl.sixMarks[PROVINCES[i] as ProvinceId];
    for (let i = 0; i < pl.out.length; i++) g.out[p * 16 + i] = cardCode(pl.out[i] as Card);
    g.outLen[p] = pl.out.length;
    g.deck[p] = pl.deck;
    g.handExtra[p] = pl.handExtra;
    g.open[p] = bits(pl.openWarlords);
    g.used[p] = bits(pl.usedWarlords);
    let secret = 0;
    let slots = 0;
    for (const c of pl.commitments) {
      if (c.hash === null) slots++;
      else if (c.revealed === null) secret++;
    }
    g.secret[p] = secret;
    g.slots[p] = slots;
    g.chosen[p] = s.setup.openWarlords?.[side] !== undefined || pl.commitments.length > 0 ? 1 : 0;
    const sub = s.orders[side];
    if (sub) {
      g.sealed[p] = 1;
      for (let i = 0; i < 5; i++) g.cards[p * 5 + i] = cardCode(sub.orders[PROVINCES[i] as ProvinceId]);
      if (sub.sequence) {
        g.hasSeq[p] = 1;
        for (let i = 0; i < 5; i++) g.seq[p * 5 + i] = provinceCode(sub.sequence[i] as ProvinceId);
      }
      g.secondSix[p] = sub.secondSix === null ? -1 : provinceCode(sub.secondSix);
    }
    g.oneBonus[p] = (p === 0 ? s.oneBonus.blue : s.oneBonus.red) ? 1 : 0;
    g.passed[p] = (p === 0 ? s.passed.blue : s.passed.red) ? 1 : 0;
  }
  g.plagues = s.plagues;
  const e = s.events;
  g.evFace = e.faceUp === null ? -1 : EVENTS.indexOf(e.faceUp);
  for (let i = 0; i < e.deck.length; i++) g.evDeck[i] = EVENTS.indexOf(e.deck[i] as EventId);
  g.evLen = e.deck.length;
  for (let i = 0; i < e.discarded.length; i++) g.evDiscard[i] = EVENTS.indexOf(e.discarded[i] as EventId);
  g.evDiscLen = e.discarded.length;
  g.evUnknown = e.unknownOrder;
  g.lastChooser = s.lastChooser === null ? -1 : s.lastChooser === 'blue' ? 0 : 1;
  if (s.prevPhase3) {
    g.prevSet = true;
    g.prev[0] = s.prevPhase3.blue;
    g.prev[1] = s.prevPhase3.red;
  }
  if (s.reveal) {
    g.revealSet = true;
    g.revChooser = s.reveal.chooser === null ? -1 : s.reveal.chooser === 'blue' ? 0 : 1;
    for (let i = 0; i < 5; i++) g.revSeq[i] = provinceCode(s.reveal.sequence[i] as ProvinceId);
    g.revIndex = s.reveal.index;
  }
  g.deadly = s.deadlyPlague;
  g.winner = s.winner === null ? -1 : s.winner === 'blue' ? 0 : s.winner === 'red' ? 1 : 2;
  g.endReason = s.endReason === null ? -1 : FAST_END_REASONS.indexOf(s.endReason);
  if (privs) {
    g.priv = true;
    for (let p = 0; p < 2; p++) {
      const pv = p === 0 ? privs.blue : privs.red;
      if (pv.deck.length > 30) return null;
      for (const c of pv.hand) g.hand[p * 15 + cardCode(c)] = (g.hand[p * 15 + cardCode(c)] as number) + 1;
      for (const c of pv.deck) g.deckPush(p, cardCode(c));
    }
  }
  return g;
}

function sideOf(p: number): Player {
  return p === 0 ? 'blue' : 'red';
}

function orders(g: FastGame, p: number): Orders {
  const c = (i: number): Card => CARDS[g.cards[p * 5 + i] as number] as Card;
  return { qin: c(0), chu: c(1), jinyan: c(2), hanqi: c(3), wu: c(4) };
}

function submission(g: FastGame, p: number): OrdersSubmission | null {
  if (g.sealed[p] === 0) return null;
  const seq =
    g.hasSeq[p] === 1
      ? [0, 1, 2, 3, 4].map((i) => PROVINCES[g.seq[p * 5 + i] as number] as ProvinceId)
      : null;
  const ss = g.secondSix[p] as number;
  return { orders: orders(g, p), sequence: seq, secondSix: ss < 0 ? null : (PROVINCES[ss] as ProvinceId) };
}

function player(g: FastGame, p: number, base: PlayerPublic): PlayerPublic {
  const commitments: Commitment[] = [];
  for (const c of base.commitments) if (c.hash !== null && c.revealed !== null) commitments.push(c);
  for (let i = 0; i < (g.secret[p] as number); i++) commitments.push({ hash: 'playout', revealed: null });
  for (let i = 0; i < (g.slots[p] as number); i++) commitments.push({ hash: null, revealed: null });
  const out: Card[] = [];
  for (let i = 0; i < (g.outLen[p] as number); i++) out.push(CARDS[g.out[p * 16 + i] as number] as Card);
  const m = (i: number): number => g.marks[p * 5 + i] as number;
  return {
    pool: g.pool[p] as number,
    setAside: g.setAside[p] as number,
    sixMarks: { qin: m(0), chu: m(1), jinyan: m(2), hanqi: m(3), wu: m(4) },
    out,
    deck: g.deck[p] as number,
    handExtra: g.handExtra[p] as number,
    commitments,
    openWarlords: ids(g.open[p] as number),
    usedWarlords: ids(g.used[p] as number),
  };
}

/**
 * The public state of `g` (between actions: nothing pending), `base` giving the setup and borders.
 * Warlord lists come in code order, and commitments are counted, not hashed: unrevealed ones carry the
 * hash 'playout' (the playout engine never checks them).
 */
export function toPublic(g: FastGame, base: PublicState): PublicState {
  const prov = (i: number): { owner: Player | null; armies: number } => ({
    owner: g.owner[i] === -1 ? null : sideOf(g.owner[i] as number),
    armies: g.armies[i] as number,
  });
  const ev = (i: number): EventId => EVENTS[i] as EventId;
  return {
    setup: base.setup,
    borders: base.borders,
    round: g.round,
    phase: PHASES[g.phase] as PublicState['phase'],
    marker: g.marker,
    provinces: { qin: prov(0), chu: prov(1), jinyan: prov(2), hanqi: prov(3), wu: prov(4) },
    players: { blue: player(g, 0, base.players.blue), red: player(g, 1, base.players.red) },
    plagues: g.plagues,
    events: {
      faceUp: g.evFace < 0 ? null : ev(g.evFace),
      deck: Array.from(g.evDeck.subarray(0, g.evLen), ev),
      unknownOrder: g.evUnknown,
      discarded: Array.from(g.evDiscard.subarray(0, g.evDiscLen), ev),
    },
    lastChooser: g.lastChooser < 0 ? null : sideOf(g.lastChooser),
    prevPhase3: g.prevSet ? { blue: g.prev[0] as number, red: g.prev[1] as number } : null,
    orders: { blue: submission(g, 0), red: submission(g, 1) },
    reveal: g.revealSet
      ? {
          chooser: g.revChooser < 0 ? null : sideOf(g.revChooser),
          sequence: Array.from(g.revSeq, (i) => PROVINCES[i] as ProvinceId),
          index: g.revIndex,
        }
      : null,
    deadlyPlague: g.deadly,
    oneBonus: { blue: g.oneBonus[0] === 1, red: g.oneBonus[1] === 1 },
    passed: { blue: g.passed[0] === 1, red: g.passed[1] === 1 },
    pending: null,
    stepAnswers: [],
    winner: g.winner < 0 ? null : g.winner === 2 ? 'draw' : sideOf(g.winner),
    endReason: g.endReason < 0 ? null : (FAST_END_REASONS[g.endReason] as PublicState['endReason']),
    actions: g.actions,
  };
}

/** An option value of the decision being asked, as the engine's option string. */
function optionName(g: FastGame, v: number): string {
  switch (g.askKind) {
    case D_TAKE:
      return v === OPT_POOL ? 'pool' : (PROVINCES[v] as string);
    case D_REACTIVE:
    case D_EXTRA_WARLORD:
      return v === OPT_NONE ? 'none' : v === OPT_COMMIT ? 'commit' : (FAST_WARLORDS[v] as string);
    case D_LIGHT_INFANTRY:
      return v === OPT_TAKE ? 'take' : 'decline';
    default:
      return EVENTS[v] as string;
  }
}

/** The decision `g` is asking, as the engine's Decision. */
export function askedDecision(g: FastGame): Decision {
  const options: string[] = [];
  for (let i = 0; i < g.askN; i++) options.push(optionName(g, g.askOpts[i] as number));
  const d: Decision = {
    player: sideOf(g.askPlayer),
    kind: KINDS[g.askKind] as DecisionKind,
    options,
    default: optionName(g, g.askDefault),
    reason: FAST_REASONS[g.askReason] as string,
  };
  if (g.askProvince >= 0) d.province = PROVINCES[g.askProvince] as ProvinceId;
  return d;
}

/** The option value of the engine's answer `choice` to the decision `g` is asking (−1: not an option). */
export function askedValue(g: FastGame, choice: string): number {
  for (let i = 0; i < g.askN; i++)
    if (optionName(g, g.askOpts[i] as number) === choice) return g.askOpts[i] as number;
  return -1;
}
