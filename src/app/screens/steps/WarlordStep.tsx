import { t } from '../../i18n';
import { chooseWarlord, warlordChoices } from '../../game/core/controller';
import { currentState } from '../../game/core/local-game';
import { WarlordOptions } from './WarlordOptions';
import type { StepProps } from '../../components/step-props';
import { usePlayMode } from './play-mode';

/** Each player secretly chooses one of their five warlords (standard variant). */
export function WarlordStep({ game, apply }: StepProps) {
  const edition = currentState(game).setup.options.edition;
  // Only with two phones is this phone the only one that knows.
  const mode = usePlayMode();
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('warlord.title')}</h2>
      <p class="step__help">
        {t(mode === 'phones' ? 'warlord.help' : mode === 'pass' ? 'warlord.help.pass' : 'warlord.help.solo')}
      </p>
      <WarlordOptions
        warlords={warlordChoices(game.session.me)}
        edition={edition}
        onChoose={(id) => void apply(chooseWarlord(game, id, Date.now()))}
      />
    </section>
  );
}
