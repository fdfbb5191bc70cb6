import { t } from '../../i18n';
import { chooseWarlord, warlordChoices } from '../../game/controller';
import { currentState } from '../../game/local-game';
import { WarlordOptions } from './WarlordOptions';
import type { StepProps } from './types';

/** Each player secretly chooses one of their five warlords (standard variant). */
export function WarlordStep({ game, apply }: StepProps) {
  const edition = currentState(game).setup.options.edition;
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('warlord.title')}</h2>
      <p class="step__help">{t('warlord.help')}</p>
      <WarlordOptions
        warlords={warlordChoices(game.session.me)}
        edition={edition}
        onChoose={(id) => void apply(chooseWarlord(game, id, Date.now()))}
      />
    </section>
  );
}
