// The scoring after rounds 3, 6 and 9 as a moment both players look at (R-S1, R-S2), and the
// turn of the score displays at the start of rounds 4 and 7 (R-R2). Drawn from the public view only.
import { useMemo } from 'preact/hooks';
import { t, tn } from '../../i18n';
import type { Edition, Player } from '../../../engine';
import {
  columnRound,
  playerName,
  playerNameOf,
  provinceName,
  signedMarker,
  TRACK_MAX,
  TRACK_MIN,
} from '../../format';
import { scoringSummary, valuesInForce, type ScoringSummary } from '../../game/round/scoring-moment';
import type { PublicView } from '../../game/core/public-view';
import { PlayerBadge, PlayerIcon } from '../../components/PlayerBadge/PlayerBadge';
import { NextWindow, type NextRoundWindow, type WindowHost } from './NextWindow';
import './ScoringStep.css';

/** Props of a table moment: the public view, the round it is about, and the one tap that goes on. */
export interface MomentProps {
  view: PublicView;
  round: number;
  onDone: () => void;
  /**
   * Pass-and-play: the player whose private screen the tap opens, this screen carrying the
   * hand-over cover's button (it shows nothing private); null or absent: the moment's own button.
   */
  passTo?: Player | null;
}

/** The scoring of round 3, 6 or 9: each province's holder, value and points, the totals, the marker's move, a win. */
export function ScoringStep({ view, round, onDone, passTo = null }: MomentProps) {
  const summary = useMemo(
    () => scoringSummary(view.setup, view.record, round),
    [view.id, view.record.length, round],
  );
  const edition = view.setup.options.edition;
  if (!summary) return null;
  return (
    <section class="step scoring" aria-labelledby="step-title" data-testid="scoring" data-round={round}>
      <h2 id="step-title">{t('scoring.title', { round })}</h2>
      <p class="step__help">{t('scoring.help')}</p>
      <ScoringParts summary={summary} edition={edition} />
      {/* The button names the player whose screen it opens; no line of help, so it stays on the first screen at 360×640. */}
      <MomentButton
        passTo={passTo}
        edition={edition}
        label={summary.ended ? t('scoring.seeResult') : t('scoring.goOn', { round: round + 1 })}
        onDone={onDone}
        help={false}
      />
    </section>
  );
}

/** The game's last scoring on the end screen (no tap of its own): the same table, move and result. */
export function FinalScoring({ view, round }: { view: PublicView; round: number }) {
  const summary = useMemo(
    () => scoringSummary(view.setup, view.record, round),
    [view.id, view.record.length, round],
  );
  if (!summary) return null;
  return (
    <section
      class="scoring scoring--final"
      aria-labelledby="final-scoring"
      data-testid="scoring"
      data-round={round}
    >
      <h3 id="final-scoring">{t('scoring.title', { round })}</h3>
      <ScoringParts summary={summary} edition={view.setup.options.edition} />
    </section>
  );
}

/** The scoring's table, the marker's move in words and on the track, and an instant win or the end. */
function ScoringParts({ summary, edition }: { summary: ScoringSummary; edition: Edition }) {
  return (
    <>
      <ScoreTable summary={summary} edition={edition} />
      <p class="scoring__move" data-testid="scoring-move">
        <strong>{moveLine(summary, edition)}</strong>
        {capped(summary) !== null && <> {t('scoring.capped', { end: signedMarker(capped(summary) ?? 0) })}</>}
      </p>
      <ScoreTrack from={summary.from} to={summary.to} />
      {summary.ended && (
        <p class="scoring__end" role="status" data-testid="scoring-end">
          <strong>{endLine(summary.ended, edition)}</strong>
        </p>
      )}
    </>
  );
}

/** The five display values in force during `round`, province by province (R-R2). */
export function DisplayValues({ view, round }: { view: PublicView; round: number }) {
  return (
    <ul class="turn-displays__values">
      {valuesInForce(view.setup, round).map(({ province, value }) => (
        <li key={province} data-province={province}>
          <span>{provinceName(province)}</span>
          <strong>{value}</strong>
        </li>
      ))}
    </ul>
  );
}

/** A moment's one button: its own words, or (pass-and-play) the cover's "I am Blue: show my screen". */
function MomentButton({
  passTo,
  edition,
  label,
  onDone,
  help = true,
}: {
  passTo: Player | null;
  edition: Edition;
  label: string;
  onDone: () => void;
  /** Whether a line says to pass the phone before the button (left out where the room is needed). */
  help?: boolean;
}) {
  if (!passTo)
    return (
      <button type="button" class="button button--primary" onClick={onDone}>
        {label}
      </button>
    );
  const player = playerName(passTo, edition);
  return (
    <>
      {help && <p class="step__help">{t('before.passTo', { player })}</p>}
      <button type="button" class="button button--primary" onClick={onDone} data-pass-to={passTo}>
        {t('handOver.ready', { player })}
      </button>
    </>
  );
}

/** The marker's move in words: "Move the score marker 3 spaces towards Sun Tzu: from +2 to +5." */
export function moveLine(summary: ScoringSummary, edition: Edition): string {
  const { towards, from, to } = summary;
  if (towards === null || from === to) return t('scoring.even', { at: signedMarker(to) });
  return t('scoring.move', {
    spaces: tn('spaces', Math.abs(to - from)),
    player: playerNameOf(towards, edition),
    from: signedMarker(from),
    to: signedMarker(to),
  });
}

/** The end of the track the move was stopped at (R-S1 cap), or null. */
function capped(summary: ScoringSummary): number | null {
  const wanted = summary.from + summary.blue - summary.red;
  if (wanted > TRACK_MAX) return TRACK_MAX;
  if (wanted < TRACK_MIN) return TRACK_MIN;
  return null;
}

function endLine(ended: NonNullable<ScoringSummary['ended']>, edition: Edition): string {
  if (ended.winner === 'draw') return t('scoring.end.draw');
  const player = playerName(ended.winner, edition);
  if (ended.reason === 'track') return t('scoring.win', { player });
  if (ended.reason === 'round9-pool') return t('scoring.end.pool', { player });
  return t('scoring.end.win', { player });
}

/** Province by province: the holder, the display value, and the points in the holder's column; then the totals. */
function ScoreTable({ summary, edition }: { summary: ScoringSummary; edition: Edition }) {
  const players: Player[] = ['blue', 'red'];
  return (
    <table class="scoring__table" data-testid="scoring-table">
      <thead>
        <tr>
          <th scope="col">{t('scoring.province')}</th>
          <th scope="col">{t('scoring.value')}</th>
          {players.map((player) => (
            <th key={player} scope="col" class="scoring__points">
              <PlayerBadge player={player} edition={edition} variant="icon" />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {summary.provinces.map((p) => (
          <tr key={p.province} data-province={p.province} data-holder={p.holder ?? 'none'}>
            <th scope="row">
              <span class="scoring__name">{provinceName(p.province)}</span>
              {p.holder ? (
                <span class="scoring__holder">
                  <PlayerIcon player={p.holder} label={playerName(p.holder, edition)} /> {p.armies}
                </span>
              ) : (
                <span class="scoring__nobody">{t('scoring.nobody')}</span>
              )}
            </th>
            <td>{p.value}</td>
            {players.map((player) => (
              <td key={player} class="scoring__points" data-testid={`points-${p.province}-${player}`}>
                {p.holder === player ? `+${p.value}` : ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('scoring.total')}
          </th>
          <td class="scoring__points" data-testid="total-blue">
            {summary.blue}
          </td>
          <td class="scoring__points" data-testid="total-red">
            {summary.red}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The score track −9…+9 with the marker's start and end, and the spaces it crossed (+ towards Sun Tzu, R-F3). */
export function ScoreTrack({ from, to }: { from: number; to: number }) {
  const spaces: number[] = [];
  for (let i = TRACK_MIN; i <= TRACK_MAX; i++) spaces.push(i);
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  return (
    <div
      class="score-track"
      role="img"
      aria-label={t('scoring.track', { from: signedMarker(from), to: signedMarker(to) })}
      data-testid="score-track"
    >
      <PlayerIcon player="red" />
      <ol class="score-track__spaces" aria-hidden="true">
        {spaces.map((space) => (
          <li
            key={space}
            class={[
              'score-track__space',
              space > low && space < high ? 'score-track__space--crossed' : '',
              space === from && from !== to ? 'score-track__space--from' : '',
              space === to ? 'score-track__space--to' : '',
              space === 0 ? 'score-track__space--centre' : '',
            ].join(' ')}
          >
            {space === to
              ? signedMarker(space)
              : space === from || space === 0 || Math.abs(space) === 9
                ? signedMarker(space)
                : ''}
          </li>
        ))}
      </ol>
      <PlayerIcon player="blue" />
    </div>
  );
}

/** Start of rounds 4 and 7: turn every score display to its next face, with the values now in force (R-R2). */
export function TurnDisplaysStep({
  view,
  round,
  onDone,
  passTo = null,
  next = null,
  tableWindow = null,
}: MomentProps & { next?: NextRoundWindow | null; tableWindow?: WindowHost | null }) {
  return (
    <>
      <section
        class="step turn-displays"
        aria-labelledby="step-title"
        data-testid="turn-displays"
        data-round={round}
      >
        <h2 id="step-title">{t('turn.title', { round })}</h2>
        <p class="step__help">
          {t('turn.help', { displayRound: columnRound(round <= 3 ? 0 : round <= 6 ? 1 : 2) })}
        </p>
        <DisplayValues view={view} round={round} />
        <MomentButton
          passTo={passTo}
          edition={view.setup.options.edition}
          label={t('turn.done')}
          onDone={onDone}
        />
      </section>
      {next && <NextWindow next={next} help={t('moments.nextWindowTurn')} />}
      {tableWindow && <NextWindow next={tableWindow} help={t('moments.tableWindow')} />}
    </>
  );
}
