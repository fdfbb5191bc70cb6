import { t } from '../../i18n';
import { chooseExtraWarlord, extraWarlordChoices } from '../../game/extra-warlord';
import { currentState } from '../../game/local-game';
import { playerName, warlordDescription, warlordName } from '../../format';
import type { StepProps } from './types';

/** War Chariot's extra warlord (R-W12), picked in secret on this player's own phone (or seat). */
export function ExtraWarlordStep({ game, apply }: StepProps) {
  const edition = currentState(game).setup.options.edition;
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('extraWarlord.title')}</h2>
      <p class="step__help">{t('extraWarlord.help', { player: playerName(game.session.me, edition) })}</p>
      <ul class="option-list">
        {extraWarlordChoices(game).map((id) => (
          <li class="option-card" key={id}>
            <h3>{warlordName(id)}</h3>
            <p>{warlordDescription(id, edition)}</p>
            <button
              type="button"
              class="button"
              onClick={() => void apply(chooseExtraWarlord(game, id, Date.now()))}
            >
              {t('warlord.choose', { name: warlordName(id) })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
