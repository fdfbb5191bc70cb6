// What the board map shows, computed from the engine's public state alone: every count, value and
// accessible name. The SVG view (BoardMap.tsx) only draws this, so the tests can compare this model
// with the state after every step of complete games.
import { t } from '../../i18n';
import { mt, mtn } from './board-map-text';
import { neighboursOf } from './neighbours';
import {
  PLAYERS,
  PROVINCES,
  type Edition,
  type Player,
  type ProvinceId,
  type PublicState,
} from '../../../engine/types';
import {
  columnRound,
  displayColumn,
  markerPosition,
  playerName,
  playerNameOf,
  playerSymbol,
  provinceName,
  signedMarker,
} from '../../format';

/** Armies up to this many are drawn one piece each; more are one piece and their number. */
export const HANDFUL = 6;
/** Six marks up to this many per player and province are drawn one piece each; more: one and a number. */
export const MARKS_DRAWN = 3;
/** The rounds whose end is scored (R-S1). */
export const SCORING_ROUNDS: readonly number[] = [3, 6, 9];

/** One province as the map draws it. */
export interface ProvinceModel {
  id: ProvinceId;
  /** Its place in board order (R-F4), 0 = Qin. */
  index: number;
  name: string;
  /** The controlling player; null when neutral (no armies). */
  owner: Player | null;
  armies: number;
  /** Pieces drawn for the armies (all of them up to HANDFUL, else one). */
  pieces: number;
  /** The number written beside the pieces beyond a handful ("×12"), else null. */
  armiesText: string | null;
  /** The province's three score-display values (end of rounds 3, 6, 9, R-F6). */
  displays: readonly [number, number, number];
  /** The value of the column in force (R-R2). */
  value: number;
  /** Six marks per player (R-C6). */
  sixes: Record<Player, SixBoxModel>;
  /** The accessible name: "Qin: Blue ◆, 4 Blue armies, 1 King Chu six mark, score display 1 4 3, now 1 (end of round 3)". */
  label: string;
}

/** One player's six box in one province. */
export interface SixBoxModel {
  marks: number;
  /** Pieces drawn (all up to MARKS_DRAWN, else one). */
  pieces: number;
  /** The number written beside the pieces beyond MARKS_DRAWN, else null. */
  text: string | null;
}

/** A border (R-F5) between two provinces, drawn as an arc in lane `lane` (1 = nearest the provinces). */
export interface BorderModel {
  a: ProvinceId;
  b: ProvinceId;
  /** Board-order indexes, from < to. */
  from: number;
  to: number;
  lane: number;
  /** Where the arc meets each province, in slots from its centre line (arcs fan out, never merge). */
  fromSlot: number;
  toSlot: number;
}

/** One space of the round track. */
export interface RoundSpace {
  round: number;
  scoring: boolean;
  current: boolean;
  past: boolean;
}

/** A player's armies off the board, beside the map. */
export interface PlayerModel {
  player: Player;
  name: string;
  symbol: string;
  pool: number;
  setAside: number;
  onBoard: number;
  sixMarks: number;
  label: string;
}

/** Everything the board map shows. */
export interface BoardMapModel {
  edition: Edition;
  /** 0 during setup. */
  round: number;
  /** The score-display column in force (R-R2) and the round whose end it scores. */
  column: 0 | 1 | 2;
  columnRound: number;
  marker: number;
  provinces: ProvinceModel[];
  borders: BorderModel[];
  /** Each province's neighbours in board order (R-F5), from the game's border table. */
  neighbours: Record<ProvinceId, ProvinceId[]>;
  /** The number of arc lanes the borders need. */
  lanes: number;
  rounds: RoundSpace[];
  players: PlayerModel[];
  trackLabel: string;
  roundLabel: string;
  bordersLabel: string;
  columnLabel: string;
}

/** The armies a player has on the board (provinces it controls). */
function onBoard(state: PublicState, player: Player): number {
  return PROVINCES.reduce((sum, id) => {
    const province = state.provinces[id];
    return province.owner === player && province.armies > 0 ? sum + province.armies : sum;
  }, 0);
}

/** A player's name with its shape, so the label never relies on colour: "Blue ◆". */
function named(player: Player, edition: Edition): string {
  return `${playerName(player, edition)} ${playerSymbol(player)}`;
}

/** Lanes for the border arcs: shorter spans nearer the provinces; arcs that overlap never share a lane. */
export function borderLanes(pairs: readonly (readonly [number, number])[]): number[] {
  const order = pairs.map((_, i) => i).sort((x, y) => span(pairs[x]) - span(pairs[y]) || x - y);
  const lanes: number[] = pairs.map(() => 0);
  const placed: number[] = [];
  for (const i of order) {
    const [from, to] = pairs[i] ?? [0, 0];
    let lane = 1;
    for (const j of placed) {
      const [f, g] = pairs[j] ?? [0, 0];
      // Overlapping inside (not only touching at an end) or nested: this arc goes outside that one.
      if (Math.max(from, f) < Math.min(to, g)) lane = Math.max(lane, (lanes[j] ?? 0) + 1);
    }
    lanes[i] = lane;
    placed.push(i);
  }
  return lanes;
}

function span(pair: readonly [number, number] | undefined): number {
  return pair ? pair[1] - pair[0] : 0;
}

/** The board map's model: what it draws and says about `state`, in the current language. */
export function boardMapModel(state: PublicState): BoardMapModel {
  const { edition } = state.setup.options;
  const column = displayColumn(state.round);
  const displayRound = columnRound(column);

  const provinces = PROVINCES.map((id, index): ProvinceModel => {
    const province = state.provinces[id];
    const owner = province.armies > 0 ? province.owner : null;
    const armies = owner ? province.armies : 0;
    const displays = state.setup.displays[id];
    const value = displays[column];
    const sixes = {} as Record<Player, SixBoxModel>;
    const sixTexts: string[] = [];
    for (const player of PLAYERS) {
      const marks = state.players[player].sixMarks[id];
      const text = mtn('sixMarks', marks, { player: playerNameOf(player, edition) });
      sixes[player] = {
        marks,
        pieces: marks <= MARKS_DRAWN ? marks : 1,
        text: marks > MARKS_DRAWN ? `×${marks}` : null,
      };
      if (marks > 0) sixTexts.push(text);
    }
    const holding = owner
      ? `${named(owner, edition)}, ${mtn('armies', armies, { player: playerNameOf(owner, edition) })}`
      : mt('neutral');
    const label = mt('province', {
      name: provinceName(id),
      holding,
      sixes: sixTexts.length > 0 ? sixTexts.join(', ') : mt('noSixMarks'),
      display: mt('display', { values: displays.join(' '), value, displayRound }),
    });
    return {
      id,
      index,
      name: provinceName(id),
      owner,
      armies,
      pieces: armies <= HANDFUL ? armies : 1,
      armiesText: armies > HANDFUL ? `×${armies}` : null,
      displays,
      value,
      sixes,
      label,
    };
  });

  const pairs = state.borders
    .map(([a, b]) => {
      const i = PROVINCES.indexOf(a);
      const j = PROVINCES.indexOf(b);
      return i < j ? { a, b, from: i, to: j } : { a: b, b: a, from: j, to: i };
    })
    .sort((x, y) => x.from - y.from || x.to - y.to);
  const lanes = borderLanes(pairs.map((p) => [p.from, p.to] as const));
  const borders = pairs.map((p, i): BorderModel => ({ ...p, lane: lanes[i] ?? 1, fromSlot: 0, toSlot: 0 }));
  // At each province: arcs from above meet it first (inner lanes highest), then arcs going down
  // (outer lanes highest), so no arc's end crosses another arc at that province.
  PROVINCES.forEach((_, index) => {
    const ups = borders.filter((b) => b.to === index).sort((x, y) => x.lane - y.lane);
    const downs = borders.filter((b) => b.from === index).sort((x, y) => y.lane - x.lane);
    const middle = (ups.length + downs.length - 1) / 2;
    ups.forEach((b, k) => (b.toSlot = k - middle));
    downs.forEach((b, k) => (b.fromSlot = ups.length + k - middle));
  });

  const rounds: RoundSpace[] = [];
  for (let round = 1; round <= 9; round++) {
    rounds.push({
      round,
      scoring: SCORING_ROUNDS.includes(round),
      current: round === state.round,
      past: round < state.round,
    });
  }

  const players = PLAYERS.map((player): PlayerModel => {
    const side = state.players[player];
    const sixMarks = PROVINCES.reduce((sum, id) => sum + side.sixMarks[id], 0);
    const board = onBoard(state, player);
    return {
      player,
      name: playerName(player, edition),
      symbol: playerSymbol(player),
      pool: side.pool,
      setAside: side.setAside,
      onBoard: board,
      sixMarks,
      label: mt('player', {
        player: named(player, edition),
        pool: side.pool,
        setAside: side.setAside,
        board,
        sixes: sixMarks,
      }),
    };
  });

  return {
    edition,
    round: state.round,
    column,
    columnRound: displayRound,
    marker: state.marker,
    provinces,
    borders,
    neighbours: neighboursOf(state.borders),
    lanes: Math.max(0, ...lanes),
    rounds,
    players,
    trackLabel: t('boardView.trackLabel', {
      signed: signedMarker(state.marker),
      position: markerPosition(state.marker, edition),
    }),
    roundLabel: state.round >= 1 ? mt('roundTrack', { round: state.round }) : mt('roundTrack.setup'),
    bordersLabel: mt('borders', {
      list: borders.map((b) => `${provinceName(b.a)}–${provinceName(b.b)}`).join(', '),
    }),
    columnLabel: mt('column', { displayRound }),
  };
}
