// The adjudicator case runner (docs/spec/CASES.md): a case's `before` position becomes a state,
// its rounds are played through applyAction, decisions are answered from the case (or by default,
// R-D*), and the result is compared with `after`. Pure: the CLI and the tests read the files.
import { shortWarlordCommitment } from '../crypto';
import { describe } from '../describe';
import { Reject } from '../ctx';
import { chooser } from '../order';
import { applyAction } from '../reducer';
import { DEFAULT_OPTIONS, initialState } from '../state';
import type {
  Action,
  Card,
  Decision,
  EventId,
  GameOptions,
  GameSetup,
  LogEntry,
  Player,
  ProvinceId,
  PublicState,
  WarlordId,
} from '../types';
import { CARDS, EVENTS, PLAYERS, PROVINCES } from '../types';
import { sideWarlords, WARLORD_RULE } from '../warlords';

/** A case position (`before`, or the computed `after`). */
export interface CasePosition {
  round: number;
  marker: number;
  provinces: Record<ProvinceId, { owner: Player | null; armies: number }>;
  sixMarks: Record<ProvinceId, Record<Player, number>>;
  pool: Record<Player, number>;
  setAside: Record<Player, number>;
  plagues: number;
  events: EventId[];
  warlords: Record<Player, WarlordId[]>;
  tieBreak: Player | null;
  ended: boolean;
  winner: Player | 'draw' | null;
  chooser: Player | null;
}

/** One field that differs from the expected `after`. */
export interface DiffEntry {
  field: string;
  expected: unknown;
  actual: unknown;
}

/** The outcome of running one case. */
export interface CaseResult {
  id: string;
  pass: boolean;
  /** 'pass' | 'fail' (after differs, or the expected rejection did not happen) | 'invalid' (the case is invalid or illegal). */
  status: 'pass' | 'fail' | 'invalid';
  after: CasePosition | null;
  log: string[];
  diff: DiffEntry[];
  /** For invalid cases or expected rejections: the rejection. */
  rejection?: { code: string; rule: string; field: string; message: string };
}

type Json = unknown;
const isObj = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: Json): v is number => typeof v === 'number' && Number.isInteger(v);
const isPlayer = (v: Json): v is Player => v === 'blue' || v === 'red';
const isProv = (v: Json): v is ProvinceId =>
  typeof v === 'string' && (PROVINCES as readonly string[]).includes(v);

/** The rule id of a rejection code ("R-C6/six-already-marked" → "R-C6"). */
export function ruleOf(code: string): string {
  const i = code.indexOf('/');
  return i < 0 ? code : code.slice(0, i);
}

function bad(field: string, rule: string, message: string): never {
  throw new Reject(`${rule}/case`, message, field);
}

function keysOnly(o: Record<string, Json>, allowed: readonly string[], field: string): void {
  for (const k of Object.keys(o))
    if (!allowed.includes(k)) bad(`${field}.${k}`, 'CASES', `unknown field ${field}.${k}`);
}

const BEFORE_KEYS = [
  'round',
  'marker',
  'provinces',
  'sixMarks',
  'pool',
  'setAside',
  'plagues',
  'events',
  'displays',
  'warlords',
  'tieBreak',
];
const AFTER_KEYS = [...BEFORE_KEYS, 'ended', 'winner', 'chooser'];
const TOP_KEYS = [
  'id',
  'title',
  'source',
  'options',
  'before',
  'rounds',
  'after',
  'invalid',
  'notes',
  'comment',
];

function perPlayer(v: Json, field: string, required: boolean): Record<Player, number> | null {
  if (v === undefined && !required) return null;
  if (!isObj(v)) return bad(field, 'CASES', `${field} must be {blue, red}`);
  for (const k of Object.keys(v)) if (!isPlayer(k)) bad(`${field}.${k}`, 'R-F7', `unknown player ${k}`);
  const out = { blue: 0, red: 0 };
  for (const p of PLAYERS) {
    const n = v[p];
    if (n === undefined && !required) continue;
    if (!isInt(n) || n < 0)
      return bad(`${field}.${p}`, 'CASES', `${field}.${p} must be a non-negative integer`);
    out[p] = n;
  }
  return out;
}

/** Build the starting state of a case (validates `before` and `options`). Throws Reject. */
export function caseState(c: Record<string, Json>): { state: PublicState; hasDisplays: boolean } {
  const opts = c.options ?? {};
  if (!isObj(opts)) return bad('options', 'CASES', 'options must be an object');
  keysOnly(opts, ['edition', 'variant', 'plagueCancelsCosts', 'costsBeforeMargin'], 'options');
  const options: GameOptions = { ...DEFAULT_OPTIONS, eventDeck: 'physical', cardMode: 'physical' };
  if (opts.edition !== undefined) {
    if (opts.edition !== 'en' && opts.edition !== 'pl')
      bad('options.edition', 'R-E1', 'edition must be en or pl');
    options.edition = opts.edition;
  }
  if (opts.variant !== undefined) {
    if (opts.variant !== 'standard' && opts.variant !== 'beginner')
      bad('options.variant', 'R-F2', 'variant must be standard or beginner');
    options.variant = opts.variant;
  }
  for (const k of ['plagueCancelsCosts', 'costsBeforeMargin'] as const) {
    const v = opts[k];
    if (v !== undefined) {
      if (typeof v !== 'boolean')
        bad(`options.${k}`, k === 'plagueCancelsCosts' ? 'R-P2' : 'R-B5', `${k} must be a boolean`);
      options[k] = v;
    }
  }
  const b = c.before;
  if (b === undefined) return bad('before', 'CASES', 'before is required');
  if (!isObj(b)) return bad('before', 'CASES', 'before must be an object');
  keysOnly(b, BEFORE_KEYS, 'before');
  const round = b.round;
  if (!isInt(round) || round < 1 || round > 9) bad('before.round', 'R-R1', 'round must be 1..9');
  const marker = b.marker ?? 0;
  if (!isInt(marker) || marker < -9 || marker > 9) bad('before.marker', 'R-F3', 'marker must be -9..9');
  const events = b.events ?? [];
  if (
    !Array.isArray(events) ||
    !events.every((e) => (EVENTS as readonly Json[]).includes(e)) ||
    new Set(events).size !== events.length
  )
    bad('before.events', 'R-V6', 'events must be distinct event ids');
  options.events = events.length > 0;
  if (options.events && options.variant === 'beginner' && options.edition === 'pl')
    bad('before.events', 'R-E6', 'the pl beginner variant has no event cards');
  let hasDisplays = false;
  const displays = {
    qin: [0, 0, 0],
    chu: [0, 0, 0],
    jinyan: [0, 0, 0],
    hanqi: [0, 0, 0],
    wu: [0, 0, 0],
  } as unknown as GameSetup['displays'];
  if (b.displays !== undefined) {
    if (!isObj(b.displays)) bad('before.displays', 'R-F6', 'displays must be an object');
    keysOnly(b.displays, PROVINCES, 'before.displays');
    for (const id of PROVINCES) {
      const d = b.displays[id];
      if (!Array.isArray(d) || d.length !== 3 || !d.every((x) => isInt(x) && x >= 0 && x <= 9))
        bad(`before.displays.${id}`, 'R-F6', 'three integers 0..9 per province');
      displays[id] = [d[0] as number, d[1] as number, d[2] as number];
    }
    hasDisplays = true;
  }
  const warlords: Record<Player, WarlordId[]> = { blue: [], red: [] };
  if (b.warlords !== undefined) {
    if (!isObj(b.warlords)) bad('before.warlords', 'CASES', 'warlords must be {blue, red}');
    keysOnly(b.warlords, PLAYERS, 'before.warlords');
    for (const p of PLAYERS) {
      const l = b.warlords[p] ?? [];
      if (!Array.isArray(l)) bad(`before.warlords.${p}`, 'CASES', 'a list of warlord ids');
      for (const w of l) {
        if (typeof w !== 'string' || !(w in WARLORD_RULE))
          bad(`before.warlords.${p}`, 'CASES', `unknown warlord ${String(w)}`);
        const rule = WARLORD_RULE[w as WarlordId];
        if ((p === 'red') !== ['R-W1', 'R-W2', 'R-W3', 'R-W4', 'R-W5'].includes(rule))
          bad(`before.warlords.${p}`, rule, `${String(w)} is not ${p}'s warlord`);
        // Each warlord is a single card (RULINGS §10): a player cannot hold it twice.
        if (warlords[p].includes(w as WarlordId))
          bad(`before.warlords.${p}`, rule, `${String(w)} is listed twice: each warlord is a single card`);
        warlords[p].push(w as WarlordId);
      }
    }
    if (options.variant === 'beginner' && (warlords.blue.length || warlords.red.length))
      bad('before.warlords', 'R-E6', 'no warlords in the beginner variant');
  }
  const setup: GameSetup = {
    gameId: typeof c.id === 'string' ? c.id : 'case',
    options,
    displays,
    openWarlords: warlords,
  };
  const s = initialState(setup);
  s.round = round as number;
  s.phase = 'orders';
  s.marker = marker as number;
  s.events = {
    faceUp: (events[0] as EventId | undefined) ?? null,
    deck: events.slice(1) as EventId[],
    unknownOrder: false,
    discarded: [],
  };
  const pool = perPlayer(b.pool, 'before.pool', true) as Record<Player, number>;
  const setAside = perPlayer(b.setAside, 'before.setAside', true) as Record<Player, number>;
  for (const p of PLAYERS) {
    const pl = s.players[p];
    pl.pool = pool[p];
    pl.setAside = setAside[p];
    pl.deck = null;
    pl.handExtra = null;
  }
  if (b.provinces !== undefined) {
    if (!isObj(b.provinces)) bad('before.provinces', 'CASES', 'provinces must be an object');
    keysOnly(b.provinces, PROVINCES, 'before.provinces');
    for (const id of PROVINCES) {
      const v = b.provinces[id];
      if (v === undefined) continue;
      if (!isObj(v)) bad(`before.provinces.${id}`, 'CASES', '{owner, armies}');
      keysOnly(v, ['owner', 'armies'], `before.provinces.${id}`);
      const owner = v.owner ?? null;
      const armies = v.armies ?? 0;
      if (
        !(owner === null || isPlayer(owner)) ||
        !isInt(armies) ||
        armies < 0 ||
        (owner === null) !== (armies === 0)
      )
        bad(`before.provinces.${id}`, 'R-B3', 'a province has one owner with armies > 0, or none with 0');
      s.provinces[id] = { owner: owner as Player | null, armies: armies as number };
    }
  }
  if (b.sixMarks !== undefined) {
    if (!isObj(b.sixMarks)) bad('before.sixMarks', 'R-C6', 'sixMarks must be an object');
    keysOnly(b.sixMarks, PROVINCES, 'before.sixMarks');
    for (const id of PROVINCES) {
      const m = perPlayer(b.sixMarks[id], `before.sixMarks.${id}`, false);
      if (!m) continue;
      for (const p of PLAYERS) {
        if (m[p] > 2) bad(`before.sixMarks.${id}.${p}`, 'R-C6', 'at most two six marks (R-W1)');
        // Only red's second-six warlord (R-W1) puts a second mark in a province; blue never has two.
        if (p === 'blue' && m[p] > 1)
          bad(
            `before.sixMarks.${id}.${p}`,
            'R-C6',
            'blue has at most one six mark per province (R-C6): only red’s second-six (R-W1) adds a second',
          );
        s.players[p].sixMarks[id] = m[p];
      }
    }
  }
  const plagues = b.plagues ?? 0;
  if (!isInt(plagues) || plagues < 0 || plagues > 8)
    bad('before.plagues', 'R-P3', 'plagues must be an integer');
  s.plagues = plagues as number;
  const tb = b.tieBreak ?? null;
  if (!(tb === null || isPlayer(tb))) bad('before.tieBreak', 'R-E2', 'tieBreak must be blue, red or null');
  s.lastChooser = tb as Player | null;
  // conservation (RULINGS §2)
  for (const p of PLAYERS) {
    const t = total(s, p);
    if (t !== 21)
      bad(`before.pool.${p}`, 'conservation', `${p}: pool + setAside + board + sixMarks = ${t}, not 21`);
  }
  return { state: s, hasDisplays };
}

function total(s: PublicState, p: Player): number {
  const pl = s.players[p];
  let n = pl.pool + pl.setAside;
  for (const id of PROVINCES) {
    n += pl.sixMarks[id];
    if (s.provinces[id].owner === p) n += s.provinces[id].armies;
  }
  return n;
}

/** The case-shaped position of a state. */
export function position(s: PublicState): CasePosition {
  const provinces = {} as CasePosition['provinces'];
  const sixMarks = {} as CasePosition['sixMarks'];
  for (const id of PROVINCES) {
    provinces[id] = { owner: s.provinces[id].owner, armies: s.provinces[id].armies };
    sixMarks[id] = { blue: s.players.blue.sixMarks[id], red: s.players.red.sixMarks[id] };
  }
  return {
    round: s.round,
    marker: s.marker,
    provinces,
    sixMarks,
    pool: { blue: s.players.blue.pool, red: s.players.red.pool },
    setAside: { blue: s.players.blue.setAside, red: s.players.red.setAside },
    plagues: s.plagues,
    events: s.events.faceUp ? [s.events.faceUp, ...s.events.deck] : [],
    warlords: { blue: s.players.blue.openWarlords.slice(), red: s.players.red.openWarlords.slice() },
    tieBreak: s.lastChooser,
    ended: s.phase === 'over',
    winner: s.winner,
    chooser: s.reveal ? s.reveal.chooser : null,
  };
}

interface Dec {
  raw: Record<string, Json>;
  player: Player;
  at: string;
  used: boolean;
  index: number;
}

const TAKE_RULE: Record<string, string> = {
  place: 'R-B4',
  sixMark: 'R-C6',
  cost: 'R-C2',
  pandemic: 'R-V1',
  champion: 'R-V3',
  hero: 'R-V4',
};

function decisionRule(d: Record<string, Json>, at: string): string {
  const w = d.warlord;
  if ((w === 'remove-army' || w === 'move-army' || w === 'reinforce') && isProv(at)) return 'R-W11';
  if (typeof w === 'string' && w in WARLORD_RULE) return WARLORD_RULE[w as WarlordId];
  if (d.support !== undefined) return 'R-X1';
  if (d.lightInfantry !== undefined) return 'R-E3';
  if (d.extraWarlord !== undefined) return 'R-W12';
  if (d.take !== undefined) return 'R-D1';
  return 'CASES';
}

class CaseRun {
  s: PublicState;
  log: LogEntry[] = [];
  /** Salts of War Chariot extra warlords committed in secret by the case (R-W12), by `${player}:${warlord}`. */
  secrets = new Map<string, string>();
  /** The salt proving `p`'s secret warlord `w`, when the case committed it. */
  saltOf(p: Player, w: string): string | undefined {
    return this.secrets.get(`${p}:${w}`);
  }
  constructor(s: PublicState) {
    this.s = s;
  }
  act(a: Action, field: string): void {
    const r = applyAction(this.s, a);
    if (!r.ok)
      throw new Reject(
        r.rejection.code,
        r.rejection.message,
        r.rejection.field ? `${field}.${r.rejection.field}` : field,
      );
    this.s = r.state;
    for (const e of r.log) this.log.push(e);
  }
}

function parseDecisions(raw: Json, field: string): Dec[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return bad(field, 'CASES', 'decisions must be a list');
  return raw.map((d, i) => {
    const f = `${field}[${i}]`;
    if (!isObj(d)) return bad(f, 'CASES', 'a decision is an object');
    keysOnly(
      d,
      [
        'player',
        'at',
        'take',
        'support',
        'warlord',
        'province',
        'from',
        'to',
        'lightInfantry',
        'extraWarlord',
      ],
      f,
    );
    if (!isPlayer(d.player)) bad(`${f}.player`, 'R-F7', 'player must be blue or red');
    if (!(d.at === 'start' || d.at === 'end' || isProv(d.at)))
      bad(`${f}.at`, 'CASES', 'at must be start, end or a province');
    if (d.take !== undefined && (!Array.isArray(d.take) || !d.take.every(isProv)))
      bad(`${f}.take`, 'CASES', 'take lists province ids');
    if (d.support !== undefined && (!isInt(d.support) || d.support < 1))
      bad(`${f}.support`, 'R-X1', 'support is a positive count');
    if (d.warlord !== undefined && (typeof d.warlord !== 'string' || !(d.warlord in WARLORD_RULE)))
      bad(`${f}.warlord`, 'CASES', `unknown warlord ${String(d.warlord)}`);
    if (
      d.extraWarlord !== undefined &&
      (typeof d.extraWarlord !== 'string' ||
        !(d.extraWarlord in WARLORD_RULE || (d.extraWarlord === 'secret' && isProv(d.at))))
    )
      bad(`${f}.extraWarlord`, 'R-W12', `unknown warlord ${String(d.extraWarlord)}`);
    if (d.lightInfantry !== undefined && typeof d.lightInfantry !== 'boolean')
      bad(`${f}.lightInfantry`, 'R-E3', 'lightInfantry is a boolean');
    for (const k of ['province', 'from', 'to'] as const)
      if (d[k] !== undefined && !isProv(d[k])) bad(`${f}.${k}`, 'CASES', `unknown province ${String(d[k])}`);
    return { raw: d, player: d.player as Player, at: d.at as string, used: false, index: i };
  });
}

function windowActions(run: CaseRun, decs: Dec[], at: 'start' | 'end', field: string): void {
  for (const d of decs) {
    if (d.at !== at) continue;
    const r = d.raw;
    const f = `${field}[${d.index}]`;
    if (r.support !== undefined) {
      for (let i = 0; i < (r.support as number); i++) run.act({ type: 'support', player: d.player }, f);
      d.used = true;
    } else if (r.extraWarlord !== undefined) {
      // R-W12: the secret choice of an extra warlord taken earlier ("secret"), committed now
      const w = r.extraWarlord as WarlordId;
      if (w === 'head-start' || !sideWarlords(d.player).includes(w))
        bad(`${f}.extraWarlord`, 'R-W12', `${w} cannot be ${d.player}'s extra warlord`);
      const salt = `case-${d.player}-${w}`;
      run.act({ type: 'commitWarlord', player: d.player, commitment: shortWarlordCommitment(w, salt) }, f);
      run.secrets.set(`${d.player}:${w}`, salt);
      d.used = true;
    } else if (r.warlord !== undefined) {
      const w = r.warlord as WarlordId;
      if (
        w === 'second-six' ||
        w === 'counter-plague' ||
        w === 'cap-at-six' ||
        w === 'recycle-plague' ||
        w === 'recycle-minus-one'
      )
        bad(f, WARLORD_RULE[w], `${w} is not played at ${at}`);
      const a: Action = { type: 'warlord', player: d.player, warlord: w };
      const salt = run.saltOf(d.player, w);
      if (salt !== undefined) a.salt = salt;
      if (r.province !== undefined) a.province = r.province as ProvinceId;
      if (r.from !== undefined) a.from = r.from as ProvinceId;
      if (r.to !== undefined) a.to = r.to as ProvinceId;
      run.act(a, f);
      d.used = true;
    } else if (r.take !== undefined) {
      d.used = true; // no army is taken in a window: nothing to consume
    }
  }
}

function answerFor(
  run: CaseRun,
  d: Decision,
  decs: Dec[],
  moment: string,
  takes: Map<string, ProvinceId[]>,
  field: string,
): Action {
  const p = d.player;
  const base = { type: 'decide' as const, player: p };
  const find = (pred: (x: Dec) => boolean): Dec | undefined =>
    decs.find((x) => !x.used && x.player === p && x.at === moment && pred(x));
  switch (d.kind) {
    case 'reactiveWarlord': {
      const x = find((y) => typeof y.raw.warlord === 'string' && d.options.includes(y.raw.warlord));
      if (x) {
        x.used = true;
        const salt = run.saltOf(p, x.raw.warlord as string);
        return { ...base, choice: x.raw.warlord as string, ...(salt === undefined ? {} : { salt }) };
      }
      return { ...base, choice: 'none' };
    }
    case 'take': {
      const key = `${p}@${moment}`;
      const list = takes.get(key);
      const next = list?.[0];
      if (next !== undefined && list) {
        list.shift();
        if (!d.options.includes(next))
          bad(
            `${field}.take`,
            TAKE_RULE[d.reason ?? ''] ?? 'R-D1',
            `${p} cannot take an army from ${next} here (options: ${d.options.join(', ')})`,
          );
        return { ...base, choice: next };
      }
      return { ...base, choice: d.default };
    }
    case 'lightInfantry': {
      const x = find((y) => y.raw.lightInfantry !== undefined);
      if (x) {
        x.used = true;
        return { ...base, choice: x.raw.lightInfantry ? 'take' : 'decline' };
      }
      return { ...base, choice: d.default };
    }
    case 'extraWarlord': {
      const x = find((y) => y.raw.extraWarlord !== undefined);
      if (x) {
        x.used = true;
        const w = x.raw.extraWarlord as string;
        if (w === 'secret') return { ...base, choice: 'commit' }; // chosen later, in secret (R-W12)
        if (!d.options.includes(w))
          bad(
            `${field}[${x.index}].extraWarlord`,
            'R-W12',
            w === 'head-start'
              ? "head-start cannot be War Chariot's extra warlord: its moment, setup, has passed"
              : `${w} cannot be chosen (held, used, or the other side's)`,
          );
        return { ...base, choice: w };
      }
      return { ...base, choice: 'none' };
    }
    default:
      return { ...base, choice: d.default };
  }
}

function playRound(run: CaseRun, r: Json, ri: number, hasDisplays: boolean): void {
  const field = `rounds[${ri}]`;
  if (!isObj(r)) bad(field, 'CASES', 'a round is an object');
  keysOnly(r, ['orders', 'sequence', 'decisions'], field);
  if (run.s.phase === 'over') bad(field, 'R-S2', 'the game is already over');
  const decs = parseDecisions(r.decisions, `${field}.decisions`);
  const takes = new Map<string, ProvinceId[]>();
  for (const d of decs) {
    if (d.raw.take !== undefined) {
      const key = `${d.player}@${d.at}`;
      takes.set(key, [...(takes.get(key) ?? []), ...(d.raw.take as ProvinceId[])]);
    }
    if (d.raw.support !== undefined && d.at !== 'start' && d.at !== 'end')
      bad(
        `${field}.decisions[${d.index}]`,
        'R-X1',
        'exceptional support is not allowed in the middle of a province',
      );
  }
  windowActions(run, decs, 'start', `${field}.decisions`);
  const orders = r.orders;
  if (!isObj(orders)) return bad(`${field}.orders`, 'CASES', 'orders for blue and red are required');
  for (const k of Object.keys(orders))
    if (!isPlayer(k)) bad(`${field}.orders.${k}`, 'R-F7', `unknown player ${k}`);
  const ch = chooser(run.s);
  if (r.sequence !== undefined && (!Array.isArray(r.sequence) || !r.sequence.every(isProv)))
    bad(`${field}.sequence`, 'R-R3', 'sequence lists provinces');
  for (const p of PLAYERS) {
    const o = orders[p];
    if (!isObj(o)) return bad(`${field}.orders.${p}`, 'CASES', 'five cards');
    keysOnly(o, PROVINCES, `${field}.orders.${p}`);
    for (const id of PROVINCES) {
      if (!(CARDS as readonly Json[]).includes(o[id]))
        bad(`${field}.orders.${p}.${id}`, 'R-F1', `unknown card ${String(o[id])}`);
    }
    const a: Action = { type: 'orders', player: p, orders: o as Record<ProvinceId, Card> };
    const ss = decs.find((d) => d.player === p && d.raw.warlord === 'second-six');
    if (ss) {
      if (!isProv(ss.at))
        bad(`${field}.decisions[${ss.index}]`, 'R-W1', 'second-six is declared at the province of the 6');
      a.secondSix = ss.at;
      const salt = run.saltOf(p, 'second-six');
      if (salt !== undefined) a.secondSixSalt = salt;
      ss.used = true;
    }
    if (r.sequence !== undefined && p === (ch ?? 'blue')) a.sequence = r.sequence as ProvinceId[];
    run.act(a, `${field}.orders.${p}`);
  }
  // resolution with decisions
  let guard = 0;
  while (run.s.pending && guard++ < 500) {
    const d = run.s.pending;
    const moment = d.province ?? run.s.reveal?.sequence[run.s.reveal.index] ?? 'start';
    run.act(answerFor(run, d, decs, moment, takes, `${field}.decisions`), `${field}.decisions`);
  }
  // the moments this round reached: the start, the provinces resolved, the end unless the game ended first
  const reached = new Set<string>(['start']);
  const rv = run.s.reveal;
  if (rv) for (let i = 0; i < rv.index && i < rv.sequence.length; i++) reached.add(rv.sequence[i] as string);
  if (run.s.phase === 'end') {
    reached.add('end');
    windowActions(run, decs, 'end', `${field}.decisions`);
    if (!hasDisplays && run.s.round % 3 === 0)
      bad('before.displays', 'R-F6', 'the case reaches a scoring: displays are required');
    run.act({ type: 'pass', player: 'blue' }, field);
    run.act({ type: 'pass', player: 'red' }, field);
  }
  for (const d of decs) {
    if (d.used) continue; // second-six was declared with the orders, even if its province is never revealed (R-W1)
    if (!reached.has(d.at))
      bad(
        `${field}.decisions[${d.index}].at`,
        'R-S2',
        `the game ended before ${d.at} in this round: no decision can apply there`,
      );
    if (d.raw.take === undefined) {
      const rule = decisionRule(d.raw, d.at);
      bad(`${field}.decisions[${d.index}]`, rule, `the rules do not allow this decision at ${d.at}`);
    }
    // a take list at a moment reached but not used there is ignored (CASES.md)
  }
}

function diffAfter(expected: Record<string, Json>, actual: CasePosition): DiffEntry[] {
  const out: DiffEntry[] = [];
  const cmp = (field: string, e: Json, a: Json): void => {
    if (JSON.stringify(e) !== JSON.stringify(a)) out.push({ field, expected: e, actual: a });
  };
  for (const [k, v] of Object.entries(expected)) {
    switch (k) {
      case 'provinces': {
        const e = isObj(v) ? v : {};
        for (const id of PROVINCES) {
          const ev = isObj(e[id]) ? (e[id] as Record<string, Json>) : { owner: null, armies: 0 };
          const exp = { owner: ev.owner ?? null, armies: ev.armies ?? 0 };
          cmp(`provinces.${id}`, exp, actual.provinces[id]);
        }
        break;
      }
      case 'sixMarks': {
        const e = isObj(v) ? v : {};
        for (const id of PROVINCES) {
          const ev = isObj(e[id]) ? (e[id] as Record<string, Json>) : {};
          for (const p of PLAYERS) cmp(`sixMarks.${id}.${p}`, ev[p] ?? 0, actual.sixMarks[id][p]);
        }
        break;
      }
      case 'pool':
      case 'setAside': {
        const e = isObj(v) ? v : {};
        for (const p of PLAYERS) if (e[p] !== undefined) cmp(`${k}.${p}`, e[p], actual[k][p]);
        break;
      }
      case 'warlords': {
        const e = isObj(v) ? v : {};
        for (const p of PLAYERS) {
          const l = e[p];
          if (Array.isArray(l))
            cmp(`warlords.${p}`, (l as string[]).slice().sort(), actual.warlords[p].slice().sort());
        }
        break;
      }
      case 'displays':
        break; // not a result of play
      default:
        cmp(k, v, (actual as unknown as Record<string, Json>)[k]);
    }
  }
  return out;
}

/** The id reported for a case that has none (not an object, or no string `id`); the CLI names its file instead. */
export const UNNAMED_CASE = '?';

/** Run one parsed case file (any JSON value). */
export function runCase(c: Json): CaseResult {
  const id = isObj(c) && typeof c.id === 'string' ? c.id : UNNAMED_CASE;
  let run: CaseRun | null = null;
  const logLines = (): string[] => (run ? run.log.map(describe) : []);
  const expectedInvalid = isObj(c) && typeof c.invalid === 'string' ? c.invalid : null;
  try {
    if (!isObj(c))
      bad(
        '',
        'CASES',
        `a case is a JSON object, not ${Array.isArray(c) ? 'an array' : c === null ? 'null' : `a ${typeof c}`}`,
      );
    keysOnly(c, TOP_KEYS, 'case');
    if (typeof c.id !== 'string') bad('id', 'CASES', 'id is required');
    if (c.after !== undefined && c.invalid !== undefined)
      bad('after', 'CASES', 'a case has after or invalid, not both');
    if (c.after !== undefined) {
      if (!isObj(c.after)) bad('after', 'CASES', 'after must be an object');
      keysOnly(c.after, AFTER_KEYS, 'after');
    }
    const { state, hasDisplays } = caseState(c);
    run = new CaseRun(state);
    if (!Array.isArray(c.rounds)) bad('rounds', 'CASES', 'rounds must be a list');
    c.rounds.forEach((r, i) => playRound(run as CaseRun, r, i, hasDisplays));
    const after = position(run.s);
    if (expectedInvalid) {
      return {
        id,
        pass: false,
        status: 'fail',
        after,
        log: logLines(),
        diff: [{ field: 'invalid', expected: expectedInvalid, actual: null }],
      };
    }
    const diff = isObj(c.after) ? diffAfter(c.after, after) : [];
    return {
      id,
      pass: diff.length === 0,
      status: diff.length === 0 ? 'pass' : 'fail',
      after,
      log: logLines(),
      diff,
    };
  } catch (e) {
    if (!(e instanceof Reject)) throw e;
    const rule = ruleOf(e.code);
    const rejection = { code: e.code, rule, field: e.field ?? '', message: e.message ?? '' };
    const after = run ? position(run.s) : null;
    if (expectedInvalid) {
      const ok = rule === expectedInvalid || e.code === expectedInvalid;
      return {
        id,
        pass: ok,
        status: ok ? 'pass' : 'fail',
        after,
        log: logLines(),
        diff: ok ? [] : [{ field: 'invalid', expected: expectedInvalid, actual: rule }],
        rejection,
      };
    }
    return { id, pass: false, status: 'invalid', after, log: logLines(), diff: [], rejection };
  }
}

/** Every ruling id mentioned in a case's `source` (e.g. "R-B3", "R-W10"). */
export function rulingsIn(source: string): string[] {
  return source.match(/R-[A-Z]+\d+/g) ?? [];
}
