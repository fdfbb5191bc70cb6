// The reveal as data, from this round's log alone: one block per province (its two cards, the
// battle's result, the moves), the board as it stood after the provinces shown so far (the engine has
// already resolved further, so later moves are wound back off the state), and whether the rest of
// the round can be shown at once. Pure, so Node tests compare it with the engine's log.
import {
  PROVINCES,
  type Card,
  type LogEntry,
  type Player,
  type ProvinceId,
  type PublicState,
} from '../../../engine';
import type { MapMark } from '../BoardMap/BoardMap';

/** A move entry of the log. */
export type MoveEntry = Extract<LogEntry, { kind: 'move' }>;

/** One revealed province: both cards face up, the result, the armies moved. */
export interface ProvinceReveal {
  province: ProvinceId;
  cards: Record<Player, Card>;
  /** The battle (R-B*); null when there was none (a Plague, R-P1). */
  result: { winner: Player | null; margin: number; blue: number; red: number } | null;
  /** Armies lost to a Plague (R-P1), when played. */
  plague: { owner: Player | null; lost: number } | null;
  moves: MoveEntry[];
  /** Every log entry of the province, the reveal first. */
  entries: LogEntry[];
}

/** This round's log in blocks: what came before the first province, then one block per province. */
export function revealBlocks(entries: readonly LogEntry[]): LogEntry[][] {
  const blocks: LogEntry[][] = [[]];
  for (const entry of entries) {
    if (entry.kind === 'reveal') blocks.push([]);
    blocks[blocks.length - 1]?.push(entry);
  }
  return blocks;
}

/** A province block read: cards, result, moves. */
export function provinceReveal(block: readonly LogEntry[]): ProvinceReveal | null {
  const first = block[0];
  if (first?.kind !== 'reveal') return null;
  let result: ProvinceReveal['result'] = null;
  let plague: ProvinceReveal['plague'] = null;
  const moves: MoveEntry[] = [];
  for (const entry of block) {
    if (entry.kind === 'battle' && entry.province === first.province && result === null)
      result = { winner: entry.winner, margin: entry.margin, blue: entry.blueValue, red: entry.redValue };
    if (entry.kind === 'plague' && entry.province === first.province)
      plague = { owner: entry.owner, lost: entry.lost };
    if (entry.kind === 'move') moves.push(entry);
  }
  return {
    province: first.province,
    cards: { blue: first.blue, red: first.red },
    result,
    plague,
    moves,
    entries: [...block],
  };
}

/** The marks a province's moves leave on the map, per province. */
export function provinceMarks(moves: readonly MoveEntry[]): Partial<Record<ProvinceId, MapMark[]>> {
  const out: Partial<Record<ProvinceId, MapMark[]>> = {};
  const add = (province: ProvinceId, mark: MapMark) => (out[province] ??= []).push(mark);
  const isProvince = (l: string): l is ProvinceId => (PROVINCES as readonly string[]).includes(l);
  for (const move of moves) {
    if (isProvince(move.to))
      add(move.to, { player: move.player, delta: move.count, other: move.from, six: false });
    if (isProvince(move.from))
      add(move.from, { player: move.player, delta: -move.count, other: move.to, six: false });
    if (move.to === 'sixBox' && move.box)
      add(move.box, { player: move.player, delta: move.count, other: move.from, six: true });
  }
  return out;
}

/** The board (provinces, pools, set-aside armies, six marks, marker) with later entries wound back off it (Plague losses are logged as moves too). */
export function boardBefore(state: PublicState, later: readonly LogEntry[]): PublicState {
  const provinces = { ...state.provinces };
  for (const id of PROVINCES) provinces[id] = { ...state.provinces[id] };
  const players = {
    blue: { ...state.players.blue, sixMarks: { ...state.players.blue.sixMarks } },
    red: { ...state.players.red, sixMarks: { ...state.players.red.sixMarks } },
  };
  let marker = state.marker;
  const shift = (player: Player, place: MoveEntry['from'], box: ProvinceId | undefined, count: number) => {
    const side = players[player];
    if (place === 'pool') side.pool += count;
    else if (place === 'setAside') side.setAside += count;
    else if (place === 'sixBox') {
      if (box) side.sixMarks[box] += count;
    } else {
      const province = provinces[place];
      province.armies += count;
      province.owner = province.armies > 0 ? player : null;
    }
  };
  for (let i = later.length - 1; i >= 0; i--) {
    const entry = later[i];
    if (!entry) continue;
    if (entry.kind === 'move') {
      shift(entry.player, entry.to, entry.box, -entry.count);
      shift(entry.player, entry.from, entry.box, entry.count);
    } else if (entry.kind === 'marker') {
      marker = entry.from;
    }
  }
  return { ...state, provinces, players, marker };
}

/**
 * "Show the rest of the round" is offered while at least two provinces of the round are still to be
 * shown, resolved or not. It shows every province the engine has resolved (the engine stops at the next
 * question, asked once the provinces before it are shown), and once each question is answered the
 * provinces after it follow, to the round's end (RevealStep): one tap for the round, even when the
 * first province to show holds a question.
 */
export function canShowRest(left: number): boolean {
  return left >= 2;
}

/** Where the table phone's reveal stands: the blocks, how many are shown, and what the step offers. */
export interface RevealProgress {
  blocks: LogEntry[][];
  /** Provinces resolved by the engine so far this round. */
  resolved: number;
  /** Provinces the players have stepped through (at most `resolved`). */
  shown: number;
  /** The next province to show (its "Reveal …" button), or null. */
  next: ProvinceId | null;
  /** True when "Show the rest of the round" is offered. */
  rest: boolean;
}

/**
 * The reveal's progress from this round's log, the provinces stepped through and the province a question
 * waits on whose cards are not open yet (its "Reveal …" comes next, and the rest is offered from it too).
 */
export function revealProgress(
  entries: readonly LogEntry[],
  revealShown: number,
  unopened: ProvinceId | null,
): RevealProgress {
  const blocks = revealBlocks(entries);
  const resolved = blocks.length - 1;
  const shown = Math.min(revealShown, resolved);
  const first = shown < resolved ? blocks[shown + 1]?.[0] : undefined;
  const next = first?.kind === 'reveal' ? first.province : null;
  // The round's provinces in their resolution order (R-R3); every province has two orders.
  const order = blocks[0]?.find((entry) => entry.kind === 'sequence');
  const total = order?.kind === 'sequence' ? order.sequence.length : PROVINCES.length;
  const upcoming = next ?? (shown === resolved ? unopened : null);
  return { blocks, resolved, shown, next, rest: upcoming !== null && canShowRest(total - shown) };
}

/** A province's holding: who holds it and with how many armies (null owner: neutral). */
export interface Holding {
  owner: Player | null;
  armies: number;
}

/** One province in the battle's armies strip: its holding before and after the battle shown. */
export interface ArmiesChange {
  province: ProvinceId;
  before: Holding;
  after: Holding;
  /** True when the armies or the holder changed in this battle. */
  changed: boolean;
  /** True for the province of the battle. */
  focus: boolean;
}

/** Every province in board order (R-F4), before → after one battle, the battle's own province marked. */
export function armiesChanges(before: PublicState, after: PublicState, focus: ProvinceId): ArmiesChange[] {
  return PROVINCES.map((province) => {
    const was = before.provinces[province];
    const now = after.provinces[province];
    const b = { owner: was.owner, armies: was.armies };
    const a = { owner: now.owner, armies: now.armies };
    return {
      province,
      before: b,
      after: a,
      changed: b.owner !== a.owner || b.armies !== a.armies,
      focus: province === focus,
    };
  });
}

/** A round's last battle as a record leaves it, with the armies before → after and the round's lines before it. */
export interface LastBattle {
  /** The round it ended. */
  round: number;
  reveal: ProvinceReveal;
  changes: ArmiesChange[];
  before: LogEntry[];
}

/**
 * The last battle of a round for the round record's screen (on two phones a round without
 * scoring goes from that battle straight to the record). `entries` is the round's log, `after` what the
 * record logged after it, up to `state`.
 */
export function lastBattle(
  round: number,
  state: PublicState,
  entries: readonly LogEntry[],
  after: readonly LogEntry[],
): LastBattle | null {
  // The draw that ends the round (R-R4) is logged after the last battle: it is no line of that battle.
  const blocks = revealBlocks(entries.filter((entry) => entry.kind !== 'draw'));
  const last = blocks[blocks.length - 1];
  const reveal = blocks.length > 1 && last ? provinceReveal(last) : null;
  if (!reveal || !last) return null;
  const end = boardBefore(state, after);
  // Nothing the draw logs moves an army, so winding back the battle's own entries is enough.
  const start = boardBefore(state, [...last, ...after]);
  return {
    round,
    reveal,
    changes: armiesChanges(start, end, reveal.province),
    before: blocks.slice(0, -1).flat(),
  };
}
