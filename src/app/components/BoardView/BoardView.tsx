import { useId } from 'preact/hooks';
import { t } from '../../i18n';
import { PLAYERS, PROVINCES, type Edition, type Player, type PublicState } from '../../../engine/types';
import {
  TRACK_MAX,
  TRACK_MIN,
  columnRound,
  describeLogEntry,
  displayColumn,
  eventDescription,
  eventName,
  markerPosition,
  provinceName,
  signedMarker,
  warlordName,
} from '../../format';
import { PlayerBadge } from '../PlayerBadge/PlayerBadge';
import '../PlayerBadge/PlayerBadge.css';
import './BoardView.css';

/** Props of the board view. */
export interface BoardViewProps {
  state: PublicState;
}

/** The whole public board as it should look on the table: round, score track, provinces, pools, events. */
export function BoardView({ state }: BoardViewProps) {
  const titleId = useId();
  const { edition, events } = state.setup.options;
  const column = displayColumn(state.round);
  return (
    <section class="board-view" aria-labelledby={titleId}>
      <header class="board-view__header">
        <h2 id={titleId} class="board-view__title">
          {t('boardView.title')}
        </h2>
        <p class="board-view__round">
          {state.round >= 1 ? t('boardView.round', { round: state.round }) : t('boardView.setup')}
        </p>
        <p class="board-view__column">
          {t('boardView.displayColumn', { displayRound: columnRound(column) })}
        </p>
      </header>

      {state.winner !== null && state.endReason !== null && (
        <p class="board-view__result" role="status">
          {describeLogEntry(
            { kind: 'gameOver', winner: state.winner, reason: state.endReason, marker: state.marker },
            { edition },
          )}
        </p>
      )}

      <ScoreTrack marker={state.marker} edition={edition} />
      <Provinces state={state} column={column} />
      <Players state={state} />
      {events && <EventCard state={state} />}
    </section>
  );
}

/** The 19-space score track, −9 (Red's end) to +9 (Blue's end), with the marker's space highlighted. */
function ScoreTrack({ marker, edition }: { marker: number; edition: Edition }) {
  const headingId = useId();
  const cells: number[] = [];
  for (let position = TRACK_MIN; position <= TRACK_MAX; position++) cells.push(position);
  return (
    <section class="board-view__section" aria-labelledby={headingId}>
      <h3 id={headingId} class="board-view__heading">
        {t('boardView.track')}
      </h3>
      <div class="score-track">
        <div class="score-track__ends">
          <span>
            <PlayerBadge player="red" edition={edition} /> {signedMarker(TRACK_MIN)}
          </span>
          <span>
            {signedMarker(TRACK_MAX)} <PlayerBadge player="blue" edition={edition} />
          </span>
        </div>
        <div
          class="score-track__cells"
          role="img"
          aria-label={t('boardView.trackLabel', {
            signed: signedMarker(marker),
            position: markerPosition(marker, edition),
          })}
        >
          {cells.map((position) => (
            <span
              key={position}
              class={`score-track__cell${position === 0 ? ' score-track__cell--centre' : ''}${
                position < 0 ? ' score-track__cell--red' : position > 0 ? ' score-track__cell--blue' : ''
              }${position === marker ? ' score-track__cell--marker' : ''}`}
            >
              {Math.abs(position)}
            </span>
          ))}
        </div>
        <p class="score-track__now" aria-hidden="true">
          <strong class="score-track__value">{signedMarker(marker)}</strong>{' '}
          <span>{markerPosition(marker, edition)}</span>
        </p>
      </div>
    </section>
  );
}

/** The five provinces in board order (R-F4): owner and armies, the current display value, six marks. */
function Provinces({ state, column }: { state: PublicState; column: 0 | 1 | 2 }) {
  const headingId = useId();
  const { edition } = state.setup.options;
  return (
    <section class="board-view__section" aria-labelledby={headingId}>
      <h3 id={headingId} class="board-view__heading">
        {t('boardView.provinces')}
      </h3>
      <table class="provinces" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('boardView.col.province')}</th>
            <th scope="col">{t('boardView.col.armies')}</th>
            <th scope="col">{t('boardView.col.value')}</th>
            <th scope="col">{t('boardView.col.sixes')}</th>
          </tr>
        </thead>
        <tbody>
          {PROVINCES.map((id) => {
            const province = state.provinces[id];
            const owner = province.armies > 0 ? province.owner : null;
            const value = state.setup.displays[id][column];
            return (
              <tr key={id} class={owner ? `provinces__row provinces__row--${owner}` : 'provinces__row'}>
                <th scope="row" class="provinces__name">
                  {provinceName(id)}
                </th>
                <td class="provinces__armies">
                  {owner ? (
                    <span class="provinces__owner">
                      <span class="provinces__count">{province.armies}</span>
                      <PlayerBadge player={owner} edition={edition} />
                    </span>
                  ) : (
                    <span class="provinces__neutral">{t('boardView.neutral')}</span>
                  )}
                </td>
                <td class="provinces__value">{value ?? '–'}</td>
                <td class="provinces__sixes">
                  <ul class="provinces__six-list">
                    {PLAYERS.map((player) => (
                      <li key={player} class="provinces__six">
                        <PlayerBadge player={player} edition={edition} variant="icon" />
                        <span class="provinces__six-count">{state.players[player].sixMarks[id]}</span>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** Armies on the board for a player (provinces it controls). */
function onBoard(state: PublicState, player: Player): number {
  return PROVINCES.reduce((sum, id) => {
    const province = state.provinces[id];
    return province.owner === player ? sum + province.armies : sum;
  }, 0);
}

/** Each player's pool, set-aside armies, board and six-mark totals, and warlords played. */
function Players({ state }: { state: PublicState }) {
  const headingId = useId();
  const { edition } = state.setup.options;
  return (
    <section class="board-view__section" aria-labelledby={headingId}>
      <h3 id={headingId} class="board-view__heading">
        {t('boardView.players')}
      </h3>
      <ul class="board-players">
        {PLAYERS.map((player) => {
          const side = state.players[player];
          const sixes = PROVINCES.reduce((sum, id) => sum + side.sixMarks[id], 0);
          const hidden = side.commitments.filter((c) => c.revealed === null).length;
          return (
            <li key={player} class={`board-player board-player--${player}`}>
              <h4 class="board-player__name">
                <PlayerBadge player={player} edition={edition} variant="full" />
              </h4>
              <dl class="board-player__counts">
                <div>
                  <dt>{t('boardView.pool')}</dt>
                  <dd>{side.pool}</dd>
                </div>
                <div>
                  <dt>{t('boardView.setAside')}</dt>
                  <dd>{side.setAside}</dd>
                </div>
                <div>
                  <dt>{t('boardView.onBoard')}</dt>
                  <dd>{onBoard(state, player)}</dd>
                </div>
                <div>
                  <dt>{t('boardView.sixMarks')}</dt>
                  <dd>{sixes}</dd>
                </div>
              </dl>
              <p class="board-player__warlords">
                <span class="board-player__label">{t('boardView.warlords')}: </span>
                {side.usedWarlords.length > 0
                  ? side.usedWarlords.map(warlordName).join(', ')
                  : t('boardView.warlords.none')}
              </p>
              {hidden > 0 && (
                <p class="board-player__secret">{t('boardView.warlords.secret', { count: hidden })}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The face-up event card (RULINGS §11), the Plague count for Pandemic and the cards left. */
function EventCard({ state }: { state: PublicState }) {
  const headingId = useId();
  const { faceUp, discarded } = state.events;
  const left = Math.max(0, 5 - discarded.length - (faceUp ? 1 : 0));
  return (
    <section class="board-view__section" aria-labelledby={headingId}>
      <h3 id={headingId} class="board-view__heading">
        {t('boardView.event')}
      </h3>
      {faceUp ? (
        <div class="board-event">
          <p class="board-event__name">{eventName(faceUp)}</p>
          <p class="board-event__desc">{eventDescription(faceUp, state.setup.options.edition)}</p>
        </div>
      ) : (
        <p class="board-event__desc">{t('boardView.event.none')}</p>
      )}
      <p class="board-event__meta">
        {t('boardView.plagues', { count: state.plagues })} · {t('boardView.eventsLeft', { count: left })}
      </p>
    </section>
  );
}
