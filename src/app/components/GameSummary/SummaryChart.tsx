// The game in one picture: the score marker after each scoring round (R-S1) above, each player's
// armies on the board after each round below. Blue diamonds and a solid line, Red circles and a
// dashed line, so the two never differ by colour alone. Hook-free, so Node tests can render it.
import type { Edition, Player } from '../../../engine/types';
import { t } from '../../i18n';
import { markerPosition, playerName, signedMarker } from '../../format';
import { Piece } from '../BoardMap/BoardMap';
import type { GameSummary } from '../../game/file/game-summary';

/** Width of the chart in SVG units (it scales to the screen). */
export const CHART_W = 340;
/** Height of the whole chart. */
export const CHART_H = 236;
const LEFT = 30;
const RIGHT = CHART_W - 8;
/** The marker panel: −9 at the bottom, +9 (Blue's end) at the top. */
const M_TOP = 22;
const M_H = 80;
/** The armies panel. */
const A_TOP = 134;
const A_H = 76;

const xOf = (round: number) => LEFT + (round / 9) * (RIGHT - LEFT);
const yMarker = (marker: number) => M_TOP + ((9 - marker) / 18) * M_H;

/** The chart's text for screen readers: every point it draws. */
export function chartLabel(summary: GameSummary, edition: Edition): string {
  const marker = summary.scores
    .map((s) =>
      t('summary.chartMarkerPoint', { round: s.round, position: markerPosition(s.marker, edition) }),
    )
    .join('; ');
  const armies = summary.rounds
    .map((r) =>
      t('summary.chartArmiesPoint', {
        round: r.round,
        blue: playerName('blue', edition),
        blueCount: r.armies.blue,
        red: playerName('red', edition),
        redCount: r.armies.red,
      }),
    )
    .join('; ');
  return `${t('summary.chartMarker')}: ${marker || t('summary.none')}. ${t('summary.chartArmies')}: ${armies}.`;
}

/** Props of the chart. */
export interface SummaryChartProps {
  summary: GameSummary;
  edition: Edition;
}

/** The score and armies chart. */
export function SummaryChart({ summary, edition }: SummaryChartProps) {
  const label = chartLabel(summary, edition);
  const max = Math.max(4, ...summary.rounds.flatMap((r) => [r.armies.blue, r.armies.red]));
  const top = Math.ceil(max / 2) * 2;
  const yArmies = (n: number) => A_TOP + A_H - (n / top) * A_H;
  const markerPoints = [{ round: 0, marker: summary.startMarker }, ...summary.scores];
  const markerPath = markerPoints
    .map((p, i) => `${i ? 'L' : 'M'}${xOf(p.round)} ${yMarker(p.marker)}`)
    .join('');
  const armiesPath = (player: Player) =>
    summary.rounds.map((r, i) => `${i ? 'L' : 'M'}${xOf(r.round)} ${yArmies(r.armies[player])}`).join('');
  return (
    <svg
      class="summary-chart"
      viewBox={`0 0 ${CHART_W} ${CHART_H}`}
      role="img"
      aria-label={label}
      data-testid="summary-chart"
    >
      <title>{label}</title>
      <text class="summary-chart__title" x={LEFT} y={12}>
        {t('summary.chartMarker')}
      </text>
      {[9, 0, -9].map((m) => (
        <g key={m}>
          <line
            class={`summary-chart__grid${m === 0 ? ' summary-chart__grid--zero' : ''}`}
            x1={LEFT}
            x2={RIGHT}
            y1={yMarker(m)}
            y2={yMarker(m)}
          />
          <text class="summary-chart__axis" x={LEFT - 4} y={yMarker(m) + 4} text-anchor="end">
            {signedMarker(m)}
          </text>
        </g>
      ))}
      {/* Which end is whose, beside the axis (R-F3: + towards Blue). */}
      <Piece player="blue" x={5} y={yMarker(9)} size={8} />
      <Piece player="red" x={5} y={yMarker(-9)} size={8} />
      {[3, 6, 9].map((r) => (
        <line key={r} class="summary-chart__grid" x1={xOf(r)} x2={xOf(r)} y1={M_TOP} y2={M_TOP + M_H} />
      ))}
      <path class="summary-chart__line summary-chart__line--marker" d={markerPath} />
      {markerPoints.map((p) => (
        <circle key={p.round} class="summary-chart__dot" cx={xOf(p.round)} cy={yMarker(p.marker)} r={3.5} />
      ))}
      <text class="summary-chart__title" x={LEFT} y={A_TOP - 10}>
        {t('summary.chartArmies')}
      </text>
      {[0, top / 2, top].map((n) => (
        <g key={n}>
          <line class="summary-chart__grid" x1={LEFT} x2={RIGHT} y1={yArmies(n)} y2={yArmies(n)} />
          <text class="summary-chart__axis" x={LEFT - 4} y={yArmies(n) + 4} text-anchor="end">
            {n}
          </text>
        </g>
      ))}
      {(['blue', 'red'] as const).map((player) => (
        <g key={player}>
          <path class={`summary-chart__line summary-chart__line--${player}`} d={armiesPath(player)} />
          {summary.rounds.map((r) => (
            <Piece key={r.round} player={player} x={xOf(r.round)} y={yArmies(r.armies[player])} size={9} />
          ))}
        </g>
      ))}
      {Array.from({ length: 10 }, (_, r) => (
        <text key={r} class="summary-chart__axis" x={xOf(r)} y={CHART_H - 10} text-anchor="middle">
          {r}
        </text>
      ))}
      <text class="summary-chart__axis" x={RIGHT} y={CHART_H} text-anchor="end">
        {t('summary.chartRounds')}
      </text>
    </svg>
  );
}
