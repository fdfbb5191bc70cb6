import { t } from '../../i18n';
import type { Edition, WarlordId } from '../../../engine';
import { warlordDescription, warlordName } from '../../format';

/** Props of WarlordOptions. */
export interface WarlordOptionsProps {
  warlords: readonly WarlordId[];
  edition: Edition;
  onChoose: (id: WarlordId) => void;
}

/** The warlords a player may choose, each with its description and a Choose button (setup and War Chariot). */
export function WarlordOptions({ warlords, edition, onChoose }: WarlordOptionsProps) {
  return (
    <ul class="option-list">
      {warlords.map((id) => (
        <li class="option-card" key={id}>
          <h3>{warlordName(id)}</h3>
          <p>{warlordDescription(id, edition)}</p>
          <button type="button" class="button" onClick={() => onChoose(id)}>
            {t('warlord.choose', { name: warlordName(id) })}
          </button>
        </li>
      ))}
    </ul>
  );
}
