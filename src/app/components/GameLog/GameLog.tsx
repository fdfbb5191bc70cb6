import { useId } from 'preact/hooks';
import { t } from '../../i18n';
import type { Edition, LogEntry, Player } from '../../../engine/types';
import { describeLogEntry } from '../../format';
import { PlayerIcon } from '../PlayerBadge/PlayerBadge';
import '../PlayerBadge/PlayerBadge.css';
import './GameLog.css';

/** One line of the game log: the entry and the round it happened in (0 = setup). */
export interface GameLogItem {
  round: number;
  entry: LogEntry;
}

/** Props of the game log. */
export interface GameLogProps {
  entries: readonly GameLogItem[];
  /** Names the red player (R-F7) and picks edition-specific texts. */
  edition: Edition;
  /** Show the latest round first (handy during a game); entries inside a round stay in order. */
  newestFirst?: boolean;
  /** Each round in a `<details>`, closed except the last (the end of the game). */
  collapsed?: boolean;
}

/** Entries that stand out in the log (results), and ones that are only bookkeeping. */
const STRONG = new Set<LogEntry['kind']>(['battle', 'score', 'gameOver', 'roundStart', 'event']);
const QUIET = new Set<LogEntry['kind']>(['ordersSealed', 'warlordCommitted', 'sequence', 'draw']);

/** The player an entry is about, for its icon (the winner for battles and the end of the game). */
function entryPlayer(entry: LogEntry): Player | null {
  if ('player' in entry) return entry.player;
  if (entry.kind === 'battle') return entry.winner;
  if (entry.kind === 'gameOver') return entry.winner === 'draw' ? null : entry.winner;
  if (entry.kind === 'sequence') return entry.chooser;
  return null;
}

/** Groups entries by round, keeping the order in which rounds first appear. */
function groupByRound(entries: readonly GameLogItem[]): { round: number; entries: LogEntry[] }[] {
  const groups: { round: number; entries: LogEntry[] }[] = [];
  const byRound = new Map<number, LogEntry[]>();
  for (const { round, entry } of entries) {
    let list = byRound.get(round);
    if (!list) {
      list = [];
      byRound.set(round, list);
      groups.push({ round, entries: list });
    }
    list.push(entry);
  }
  return groups;
}

/** The game log, one sentence per entry, grouped under a heading per round. */
export function GameLog({ entries, edition, newestFirst = false, collapsed = false }: GameLogProps) {
  const titleId = useId();
  const groups = groupByRound(entries);
  if (newestFirst) groups.reverse();
  return (
    <section class="game-log" aria-labelledby={titleId}>
      <h2 id={titleId} class="game-log__title">
        {t('gameLog.title')}
      </h2>
      {groups.length === 0 && <p class="game-log__empty">{t('gameLog.empty')}</p>}
      {groups.map((group, groupIndex) => {
        const heading = group.round >= 1 ? t('gameLog.round', { round: group.round }) : t('gameLog.setup');
        const list = (
          <ol class="game-log__list">
            {group.entries.map((entry, index) => {
              const player = entryPlayer(entry);
              const tone = STRONG.has(entry.kind)
                ? ' game-log__entry--strong'
                : QUIET.has(entry.kind)
                  ? ' game-log__entry--quiet'
                  : '';
              return (
                <li key={index} class={`game-log__entry game-log__entry--${entry.kind}${tone}`}>
                  <span class="game-log__icon">{player && <PlayerIcon player={player} />}</span>
                  <span class="game-log__text">{describeLogEntry(entry, { edition })}</span>
                </li>
              );
            })}
          </ol>
        );
        if (collapsed) {
          return (
            <details key={group.round} class="game-log__round" open={groupIndex === groups.length - 1}>
              <summary class="game-log__summary">
                <h3 class="game-log__heading">{heading}</h3>
              </summary>
              {list}
            </details>
          );
        }
        return (
          <section key={group.round} class="game-log__round">
            <h3 class="game-log__heading">{heading}</h3>
            {list}
          </section>
        );
      })}
    </section>
  );
}
