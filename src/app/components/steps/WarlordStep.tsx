import { t } from '../../i18n';
import { chooseWarlord, warlordChoices } from '../../game/controller';
import { currentState } from '../../game/local-game';
import { warlordDescription, warlordName } from '../../format';
import type { StepProps } from './types';

/** Each player secretly chooses one of their five warlords (standard variant). */
export function WarlordStep({ game, apply }: StepProps) {
  const edition = currentState(game).setup.options.edition;
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('warlord.title')}</h2>
      <p class="step__help">{t('warlord.help')}</p>
      <ul class="option-list">
        {warlordChoices(game.session.me).map((id) => (
          <li class="option-card" key={id}>
            <h3>{warlordName(id)}</h3>
            <p>{warlordDescription(id, edition)}</p>
            <button
              type="button"
              class="button"
              onClick={() => void apply(chooseWarlord(game, id, Date.now()))}
            >
              {t('warlord.choose', { name: warlordName(id) })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
