import { t } from '../../i18n';
import { chooseExtraWarlord, extraWarlordChoices } from '../../game/round/extra-warlord';
import { currentState } from '../../game/core/local-game';
import { playerName } from '../../format';
import { WarlordOptions } from './WarlordOptions';
import type { StepProps } from '../../components/step-props';

/** War Chariot's extra warlord (R-W12), picked in secret on this player's own phone (or seat). */
export function ExtraWarlordStep({ game, apply }: StepProps) {
  const edition = currentState(game).setup.options.edition;
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('extraWarlord.title')}</h2>
      <p class="step__help">{t('extraWarlord.help', { player: playerName(game.session.me, edition) })}</p>
      <WarlordOptions
        warlords={extraWarlordChoices(game)}
        edition={edition}
        onChoose={(id) => void apply(chooseExtraWarlord(game, id, Date.now()))}
      />
    </section>
  );
}
