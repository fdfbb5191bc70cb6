// The board as a picture: the round track, the score track and the five provinces in board order
// (R-F4), and their borders (R-F5) as a small diagram, drawn from the model in board-map-model.ts.
// The view has no hooks, so it can be rendered (and its accessible names read) anywhere, Node tests
// included; BoardMap adds the province picked out, whose neighbours light up.
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n';
import { mt } from './board-map-text';
import type { Player, ProvinceId, PublicState } from '../../../engine/types';
import { useMemo, useState } from 'preact/hooks';
import { joinNames, playerSymbol, provinceName, signedMarker } from '../../format';
import { litAs, type Lit } from './neighbours';
import { PlayerBadge } from '../PlayerBadge/PlayerBadge';
import '../PlayerBadge/PlayerBadge.css';
import { boardMapModel, type BoardMapModel, type ProvinceModel } from './board-map-model';
import './BoardMap.css';

/** Width of every drawing, in SVG units (the drawings scale to the screen's width). */
const W = 340;
/** Height of a province and the gap between two. */
const ROW = 60;
const GAP = 8;
/** The right-hand block of a province: two six boxes side by side. */
const SIX_W = 48;

/** A player's piece: Blue a diamond, Red a circle (never colour alone), centred on (x, y). */
export function Piece({
  player,
  x,
  y,
  size,
  hollow,
}: {
  player: Player;
  x: number;
  y: number;
  size: number;
  hollow?: boolean;
}) {
  const h = size / 2;
  const cls = `board-map__piece board-map__piece--${player}${hollow ? ' board-map__piece--hollow' : ''}`;
  return player === 'blue' ? (
    <path class={cls} d={`M${x} ${y - h}L${x + h} ${y}L${x} ${y + h}L${x - h} ${y}Z`} />
  ) : (
    <circle class={cls} cx={x} cy={y} r={h * 0.9} />
  );
}

/** A move drawn on the map: armies into (delta > 0) or out of a province, or into its six box. */
export interface MapMark {
  player: Player;
  delta: number;
  /** Where they came from or went. */
  other: ProvinceId | 'pool' | 'setAside' | 'sixBox';
  /** Into the province's six box (R-C6). */
  six: boolean;
}

/** A province picked out on the map (the one being revealed) and the moves to draw. */
export interface MapFocus {
  province: ProvinceId;
  marks: Partial<Record<ProvinceId, MapMark[]>>;
}

/** Props of the board map's view. */
export interface BoardMapViewProps {
  model: BoardMapModel;
  focus?: MapFocus;
  /** The province picked out: it and the provinces it borders are lit, the others dimmed. */
  selected?: ProvinceId | null;
  /** Picks a province out (again: none); without it the map cannot be tapped. */
  onSelect?: (province: ProvinceId) => void;
}

/** A place in a mark's words: the pool, set-aside armies, a six box or a province. */
function placeName(place: MapMark['other']): string {
  if (place === 'pool') return mt('pool');
  if (place === 'setAside') return mt('setAside');
  if (place === 'sixBox') return '6';
  return provinceName(place);
}

/** A mark in a few characters: "+2 ◆ ← Pool", "−1 ● → Qin", "+1 ◆ → 6". */
export function markText(mark: MapMark): string {
  const n = Math.abs(mark.delta);
  const symbol = playerSymbol(mark.player);
  if (mark.six) return `+${n} ${symbol} → 6`;
  return mark.delta > 0
    ? `+${n} ${symbol} ← ${placeName(mark.other)}`
    : `−${n} ${symbol} → ${placeName(mark.other)}`;
}

/** The round track: rounds 1–9, scoring rounds (3, 6, 9) as double boxes, the current one filled. */
function RoundTrack({ model }: BoardMapViewProps) {
  const cell = W / 9;
  return (
    <svg class="board-map__svg" viewBox={`0 0 ${W} 32`} role="img" aria-label={model.roundLabel}>
      <title>{model.roundLabel}</title>
      {model.rounds.map((space, i) => {
        const x = i * cell + 3;
        const w = cell - 6;
        const cls = `board-map__round${space.current ? ' board-map__round--current' : ''}${
          space.past ? ' board-map__round--past' : ''
        }`;
        return (
          <g key={space.round} class={cls}>
            <rect class="board-map__round-box" x={x} y={2} width={w} height={28} rx={4} />
            {space.scoring && (
              <rect class="board-map__round-inner" x={x + 3} y={5} width={w - 6} height={22} rx={2} />
            )}
            <text class="board-map__round-text" x={x + w / 2} y={21} text-anchor="middle">
              {space.round}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The score track, −9 (Red's end) to +9 (Blue's end), with the marker. */
function ScoreTrack({ model }: BoardMapViewProps) {
  const cell = W / 19;
  const markerX = (model.marker + 9) * cell;
  return (
    <svg class="board-map__svg" viewBox={`0 0 ${W} 50`} role="img" aria-label={model.trackLabel}>
      <title>{model.trackLabel}</title>
      <Piece player="red" x={6} y={7} size={10} />
      <text class="board-map__end" x={15} y={11}>
        {signedMarker(-9)}
      </text>
      <text class="board-map__end" x={W / 2} y={11} text-anchor="middle">
        0
      </text>
      <text class="board-map__end" x={W - 15} y={11} text-anchor="end">
        {signedMarker(9)}
      </text>
      <Piece player="blue" x={W - 6} y={7} size={10} />
      {Array.from({ length: 19 }, (_, i) => {
        const position = i - 9;
        const side = position < 0 ? 'red' : position > 0 ? 'blue' : 'centre';
        return (
          <g key={position}>
            <rect
              class={`board-map__space board-map__space--${side}`}
              x={i * cell + 1}
              y={16}
              width={cell - 2}
              height={22}
              rx={2}
            />
            <text class="board-map__space-text" x={i * cell + cell / 2} y={31} text-anchor="middle">
              {Math.abs(position)}
            </text>
          </g>
        );
      })}
      <rect class="board-map__marker" x={markerX} y={14} width={cell} height={26} rx={3} />
      <path class="board-map__marker-arrow" d={`M${markerX + cell / 2} 41l5 8h-10Z`} />
    </svg>
  );
}

/** One province: name, display values (the column in force highlighted), armies as pieces, six boxes. */
function Province({
  province,
  column,
  x0,
  y,
  focused,
  marks,
  lit,
  onSelect,
}: {
  province: ProvinceModel;
  column: number;
  x0: number;
  y: number;
  focused: boolean;
  marks: readonly MapMark[];
  lit: Lit;
  onSelect?: (province: ProvinceId) => void;
}) {
  const right = W - 1;
  const owner = province.owner;
  const pieces: ComponentChildren[] = [];
  if (owner) {
    for (let i = 0; i < province.pieces; i++) {
      pieces.push(<Piece key={i} player={owner} x={x0 + 17 + i * 16} y={y + 43} size={13} />);
    }
  }
  const afterPieces = x0 + 17 + province.pieces * 16 - 4;
  const sixX = right - 8 - 2 * SIX_W - 4;
  const sixFocus = new Set(marks.filter((m) => m.six).map((m) => m.player));
  return (
    <g
      class={`board-map__province board-map__province--${owner ?? 'neutral'}${focused ? ' board-map__province--focus' : ''}${
        marks.length > 0 ? ' board-map__province--changed' : ''
      }${lit ? ` board-map__province--${lit}` : ''}`}
      role="img"
      aria-label={province.label}
      onClick={onSelect ? () => onSelect(province.id) : undefined}
    >
      <title>{province.label}</title>
      <rect class="board-map__province-box" x={x0} y={y} width={right - x0} height={ROW} rx={8} />
      <text class="board-map__name" x={x0 + 10} y={y + 21}>
        {province.name}
        {lit === 'neighbour' ? ' ⇄' : ''}
      </text>
      {marks.length > 0 && (
        <text class="board-map__mark" x={right - 8 - 3 * 22 - 6} y={y + 21} text-anchor="end">
          {marks.map(markText).join(', ')}
        </text>
      )}
      {province.displays.map((value, index) => {
        const cx = right - 8 - (3 - index) * 22;
        const now = index === column;
        return (
          <g key={index} class={`board-map__display${now ? ' board-map__display--now' : ''}`}>
            <rect class="board-map__display-box" x={cx} y={y + 6} width={20} height={20} rx={3} />
            <text class="board-map__display-text" x={cx + 10} y={y + 21} text-anchor="middle">
              {value}
            </text>
          </g>
        );
      })}
      {owner ? (
        pieces
      ) : (
        <text class="board-map__neutral" x={x0 + 10} y={y + 48}>
          {t('boardView.neutral')}
        </text>
      )}
      {province.armiesText !== null && (
        <text class="board-map__count" x={afterPieces + 6} y={y + 49}>
          {province.armiesText}
        </text>
      )}
      {(['blue', 'red'] as const).map((player, k) => {
        const box = province.sixes[player];
        const bx = sixX + k * (SIX_W + 4);
        const marks: ComponentChildren[] = [];
        for (let i = 0; i < box.pieces; i++) {
          marks.push(<Piece key={i} player={player} x={bx + 24 + i * 9} y={y + 44} size={8} />);
        }
        return (
          <g
            key={player}
            class={`board-map__six board-map__six--${player}${
              sixFocus.has(player) ? ' board-map__six--focus' : ''
            }`}
          >
            <rect class="board-map__six-box" x={bx} y={y + 33} width={SIX_W} height={22} rx={3} />
            <text class="board-map__six-label" x={bx + 3} y={y + 48}>
              6
            </text>
            <Piece player={player} x={bx + 14} y={y + 44} size={8} hollow />
            {marks}
            {box.text !== null && (
              <text class="board-map__six-count" x={bx + 30} y={y + 48}>
                {box.text}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** The five provinces in board order (R-F4); the one picked out and its neighbours lit. */
function Provinces({ model, focus, selected = null, onSelect }: BoardMapViewProps) {
  const x0 = 2;
  const height = model.provinces.length * (ROW + GAP) - GAP;
  return (
    <svg class="board-map__svg" viewBox={`0 0 ${W} ${height}`} role="group" aria-label={mt('title')}>
      {model.provinces.map((province) => (
        <Province
          key={province.id}
          province={province}
          column={model.column}
          x0={x0}
          y={province.index * (ROW + GAP)}
          focused={focus?.province === province.id}
          marks={focus?.marks[province.id] ?? []}
          lit={litAs(province.id, selected, model.neighbours)}
          onSelect={onSelect}
        />
      ))}
    </svg>
  );
}

/** Where each province sits in the borders diagram: a ring, so every border is its own straight line. */
const RING: Record<ProvinceId, readonly [number, number]> = {
  qin: [170, 16],
  chu: [288, 50],
  jinyan: [240, 108],
  hanqi: [100, 108],
  wu: [52, 50],
};

/**
 * The borders as a small diagram (R-F5): the five provinces on a ring, a line for each
 * border of the game's own table; the province picked out, its lines and its neighbours lit.
 */
function BorderDiagram({ model, selected = null, onSelect }: BoardMapViewProps) {
  return (
    <svg
      class="board-map__svg board-map__diagram"
      viewBox={`0 0 ${W} 124`}
      role="img"
      aria-label={model.bordersLabel}
    >
      <title>{model.bordersLabel}</title>
      {model.borders.map((border) => {
        const [x1, y1] = RING[border.a];
        const [x2, y2] = RING[border.b];
        const on = selected !== null && (border.a === selected || border.b === selected);
        return (
          <line
            key={`${border.a}-${border.b}`}
            class={`board-map__border${on ? ' board-map__border--lit' : selected ? ' board-map__border--dim' : ''}`}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
          />
        );
      })}
      {model.provinces.map((province) => {
        const [x, y] = RING[province.id];
        const lit = litAs(province.id, selected, model.neighbours);
        return (
          <g
            key={province.id}
            class={`board-map__node${lit ? ` board-map__node--${lit}` : ''}`}
            onClick={onSelect ? () => onSelect(province.id) : undefined}
          >
            <rect class="board-map__node-box" x={x - 38} y={y - 13} width={76} height={26} rx={13} />
            <text class="board-map__node-text" x={x} y={y + 5} text-anchor="middle">
              {province.name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The provinces to pick one out (the same as tapping it on the map), and what it borders in words. */
function BorderPicker({ model, selected = null, onSelect }: BoardMapViewProps) {
  if (!onSelect) return <p class="board-map__legend">{mt('bordersLegend')}</p>;
  const picked = selected ? model.provinces.find((p) => p.id === selected) : null;
  const names = picked ? model.neighbours[picked.id].map(provinceName) : [];
  return (
    <div class="board-map__picker">
      <p class="board-map__legend">{mt('bordersLegend')}</p>
      <div class="board-map__picks" role="group" aria-label={mt('bordersPick')}>
        {model.provinces.map((province) => (
          <button
            key={province.id}
            type="button"
            class="board-map__pick"
            aria-pressed={selected === province.id}
            onClick={() => onSelect(province.id)}
          >
            {province.name}
          </button>
        ))}
      </div>
      <p class="board-map__borders-of" aria-live="polite" data-testid="borders-of">
        {picked
          ? names.length > 0
            ? mt('bordersOf', { province: picked.name, list: joinNames(names) })
            : mt('bordersNone', { province: picked.name })
          : ''}
      </p>
    </div>
  );
}

/** The board map drawn from its model; hook-free. */
export function BoardMapView({ model, focus, selected, onSelect }: BoardMapViewProps) {
  return (
    <div class="board-map">
      <RoundTrack model={model} />
      <p class="board-map__legend">{mt('scoringLegend')}</p>
      <ScoreTrack model={model} />
      <Provinces model={model} focus={focus} selected={selected} onSelect={onSelect} />
      <p class="board-map__legend">{model.columnLabel}</p>
      <BorderDiagram model={model} selected={selected} onSelect={onSelect} />
      <BorderPicker model={model} selected={selected} onSelect={onSelect} />
      <ul class="board-map__players">
        {model.players.map((side) => (
          <li key={side.player} class={`board-map__player board-map__player--${side.player}`}>
            <span class="visually-hidden">{side.label}</span>
            <span class="board-map__player-visible" aria-hidden="true">
              <PlayerBadge player={side.player} edition={model.edition} />
              <span class="board-map__player-counts">
                <span>
                  {mt('pool')} <strong>{side.pool}</strong>
                </span>
                <span>
                  {mt('setAside')} <strong>{side.setAside}</strong>
                </span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Props of the board map. */
export interface BoardMapProps {
  state: PublicState;
  focus?: MapFocus;
}

/** The board map of a public state, a province picked out when given; tapping a province lights up its neighbours. */
export function BoardMap({ state, focus }: BoardMapProps) {
  const [selected, setSelected] = useState<ProvinceId | null>(null);
  const model = useMemo(() => boardMapModel(state), [state]);
  return (
    <BoardMapView
      model={model}
      focus={focus}
      selected={selected}
      onSelect={(province) => setSelected(selected === province ? null : province)}
    />
  );
}
