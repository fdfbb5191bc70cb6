// The board after one battle in a single row: the five provinces in board order (R-F4),
// each with its holder's shape and armies, "before → after" where the battle changed them, the
// battle's own province framed. The whole map stays under Board.
import type { Edition } from '../../../engine/types';
import { t } from '../../i18n';
import { playerName, playerSymbol, provinceName } from '../../format';
import type { ArmiesChange, Holding } from './reveal-model';
import './Battle.css';

/** A holding in a few characters: "◆2", "●1", or "–" when neutral. */
function short(holding: Holding): string {
  return holding.owner ? `${playerSymbol(holding.owner)}${holding.armies}` : '–';
}

/** A holding in words: "King Chu 2", "neutral". */
function spoken(holding: Holding, edition: Edition): string {
  return holding.owner
    ? t('battle.held', { player: playerName(holding.owner, edition), count: holding.armies })
    : t('battle.neutral');
}

/** Props of the strip. */
export interface ArmiesStripProps {
  changes: readonly ArmiesChange[];
  edition: Edition;
}

/** The provinces before → after the battle shown, in one row. */
export function ArmiesStrip({ changes, edition }: ArmiesStripProps) {
  return (
    <ul class="battle-armies" aria-label={t('battle.armies')}>
      {changes.map((change) => {
        const province = provinceName(change.province);
        const cls = `battle-armies__province${change.focus ? ' battle-armies__province--focus' : ''}${
          change.changed ? ' battle-armies__province--changed' : ''
        }`;
        const words = change.changed
          ? t('battle.changed', {
              province,
              before: spoken(change.before, edition),
              after: spoken(change.after, edition),
            })
          : t('battle.unchanged', { province, after: spoken(change.after, edition) });
        return (
          <li key={change.province} class={cls} data-province={change.province}>
            <span class="visually-hidden">{words}</span>
            <span class="battle-armies__name" aria-hidden="true">
              {province}
            </span>
            <span class="battle-armies__count" aria-hidden="true">
              {change.changed ? `${short(change.before)}→${short(change.after)}` : short(change.after)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
