// The end of the game at a glance: the result, the final map, the score and armies chart, the
// warlords and events that fired, a round-by-round replay on the map with each round's battles,
// and the result shared as a picture.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Edition, Player } from '../../../engine/types';
import { t, type MessageKey } from '../../i18n';
import { describeLogEntry, eventName, playerName, warlordName } from '../../format';
import { BoardMap } from '../BoardMap/BoardMap';
import { PlayerBadge } from '../PlayerBadge/PlayerBadge';
import { replayBoard, roundBattles, type GameSummary as Summary } from '../../game/file/game-summary';
import { SummaryChart } from './SummaryChart';
import { composeSvg, sharePng, svgToPng } from './share-image';
import './GameSummary.css';

/** The result in one line: winner (or draw) and the reason. */
export function resultLine(summary: Summary, edition: Edition): string {
  const who =
    summary.winner === 'draw' || summary.winner === null
      ? t('over.draw')
      : t('over.winner', { player: playerName(summary.winner, edition) });
  return summary.reason ? `${who} ${t(`over.reason.${summary.reason}` as MessageKey)}` : who;
}

/** Props of the summary. */
export interface GameSummaryProps {
  summary: Summary;
  edition: Edition;
  /** The game's id, for the picture's file name. */
  gameId: string;
}

function Fired({ summary, edition }: { summary: Summary; edition: Edition }) {
  return (
    <div class="game-summary__fired">
      <h3>{t('summary.warlords')}</h3>
      <ul class="game-summary__players">
        {(['blue', 'red'] as Player[]).map((player) => (
          <li key={player} data-testid={`warlords-${player}`}>
            <PlayerBadge player={player} edition={edition} />
            {summary.warlords[player].length === 0 ? (
              <span class="game-summary__none">{t('summary.none')}</span>
            ) : (
              <ul class="game-summary__list">
                {summary.warlords[player].map((w, i) => (
                  <li key={i}>{t('summary.inRound', { round: w.round, name: warlordName(w.warlord) })}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <h3>{t('summary.events')}</h3>
      {summary.events.length === 0 ? (
        <p class="game-summary__none" data-testid="events">
          {t('summary.none')}
        </p>
      ) : (
        <ul class="game-summary__list" data-testid="events">
          {summary.events.map((e, i) => (
            <li key={i}>{t('summary.inRound', { round: e.round, name: eventName(e.event) })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Replay({ summary, edition }: { summary: Summary; edition: Edition }) {
  const count = summary.rounds.length;
  const [index, setIndex] = useState(0);
  const [battle, setBattle] = useState(0);
  const current = summary.rounds[Math.min(index, count - 1)];
  const battles = useMemo(() => (current ? roundBattles(current.log) : []), [current]);
  if (!current) return null;
  const go = (next: number) => {
    setIndex(next);
    setBattle(0);
  };
  const shown = battles[Math.min(battle, battles.length - 1)];
  return (
    <section class="game-summary__replay" aria-labelledby="replay-title">
      <h3 id="replay-title">{t('replay.title')}</h3>
      <div class="game-summary__stepper">
        <button type="button" class="button" disabled={index <= 0} onClick={() => go(index - 1)}>
          {t('replay.prev')}
        </button>
        <p class="game-summary__where" aria-live="polite" data-testid="replay-round">
          {t('replay.round', { round: current.round })}
        </p>
        <button type="button" class="button" disabled={index >= count - 1} onClick={() => go(index + 1)}>
          {t('replay.next')}
        </button>
      </div>
      <BoardMap state={replayBoard(current)} />
      <h4>{t('replay.battles', { round: current.round })}</h4>
      {shown ? (
        <div class="game-summary__battle">
          <div class="game-summary__stepper">
            <button type="button" class="button" disabled={battle <= 0} onClick={() => setBattle(battle - 1)}>
              {t('replay.prevBattle')}
            </button>
            <p class="game-summary__where" aria-live="polite" data-testid="replay-battle">
              {t('replay.battle', { index: Math.min(battle, battles.length - 1) + 1, count: battles.length })}
            </p>
            <button
              type="button"
              class="button"
              disabled={battle >= battles.length - 1}
              onClick={() => setBattle(battle + 1)}
            >
              {t('replay.nextBattle')}
            </button>
          </div>
          <ul class="game-summary__list" data-testid="replay-battle-log">
            {[shown.reveal, ...shown.entries].map((entry, i) => (
              <li key={i}>{describeLogEntry(entry, { edition })}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p class="game-summary__none">{t('replay.noBattles')}</p>
      )}
    </section>
  );
}

/** The summary of a finished game. */
export function GameSummary({ summary, edition, gameId }: GameSummaryProps) {
  const picture = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<string>('');
  const result = resultLine(summary, edition);
  // The picture is made once the summary is drawn, so a tap shares at once: Safari shares only
  // within a short time of the tap (transient user activation).
  const made = useRef<Promise<Blob> | null>(null);
  const makePng = (): Promise<Blob> => {
    const root = picture.current;
    if (!root) return Promise.reject(new Error('no summary'));
    made.current ??= svgToPng(
      composeSvg([...root.querySelectorAll<SVGSVGElement>('svg.board-map__svg, svg.summary-chart')], result),
    );
    return made.current;
  };
  useEffect(() => {
    made.current = null;
    makePng().catch(() => {
      made.current = null;
    });
  }, [summary, result]);
  const share = async () => {
    setStatus('');
    try {
      const png = await makePng();
      const outcome = await sharePng(png, `sun-tzu-${gameId}.png`, t('over.title'), result);
      setStatus(
        outcome === 'downloaded' ? t('share.downloaded') : outcome === 'shared' ? t('share.shared') : '',
      );
    } catch {
      made.current = null;
      setStatus(t('share.failed'));
    }
  };
  return (
    <div class="game-summary">
      <div ref={picture} class="game-summary__picture">
        <h3>{t('summary.finalBoard')}</h3>
        <BoardMap state={summary.final} />
        <h3>{t('summary.chart')}</h3>
        <SummaryChart summary={summary} edition={edition} />
      </div>
      <div class="step__actions">
        <button
          type="button"
          class="button button--primary"
          onClick={() => void share()}
          data-testid="share-result"
        >
          {t('share.button')}
        </button>
        <p class="game-summary__status" role="status" data-testid="share-status">
          {status}
        </p>
      </div>
      <Fired summary={summary} edition={edition} />
      <Replay summary={summary} edition={edition} />
    </div>
  );
}
