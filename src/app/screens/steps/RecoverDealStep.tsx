import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { readDealRecovery, handExtras, recoverDealtHand } from '../../game/two-phone/restore-deal';
import type { DealtSide } from '../../game/file/deal';
import { cardName } from '../../format';
import type { StepProps } from '../../components/step-props';
import { CodeForm } from '../../components/WarlordCode/CodeForm';

/** How a dealt hand reads on its button: its non-framed cards, or that it holds only the framed ones. */
function handLabel(side: DealtSide): string {
  const extras = handExtras(side);
  return extras.length > 0 ? extras.map(cardName).join(' · ') : t('dealRecovery.onlyFramed');
}

/**
 * A restored phone, two phones with app-dealt cards: the player types the recovery code and the app deals
 * the cards again from it (restore-deal.ts); where the record leaves keeps open, the player picks among
 * the hands the deal allows. `onLost` leads to naming the cards, unproved.
 */
export function RecoverDealStep({ game, apply, onLost }: StepProps & { onLost: () => void }) {
  const [code, setCode] = useState('');
  const [sides, setSides] = useState<DealtSide[] | null>(null);
  const submit = (typed: string) => {
    const read = readDealRecovery(game, typed);
    if (read.ok && read.sides.length > 1) {
      setCode(typed);
      setSides(read.sides);
      return;
    }
    void apply(recoverDealtHand(game, typed, 0, Date.now()));
  };
  if (sides)
    return (
      <section class="step" aria-labelledby="step-title">
        <h2 id="step-title">{t('dealRecovery.choose')}</h2>
        <p class="step__help">{t('dealRecovery.chooseHelp')}</p>
        <div class="step__actions">
          {sides.map((side, index) => (
            <button
              key={index}
              type="button"
              class="button"
              onClick={() => void apply(recoverDealtHand(game, code, index, Date.now()))}
            >
              {handLabel(side)}
            </button>
          ))}
        </div>
      </section>
    );
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('dealRecovery.title')}</h2>
      <p class="step__help">{t('dealRecovery.help')}</p>
      <CodeForm id="deal-recovery-input" submitLabel={t('dealRecovery.enter')} onCode={submit} />
      <button type="button" class="button" onClick={onLost}>
        {t('dealRecovery.lost')}
      </button>
      <p class="step__help">{t('dealRecovery.lostHelp')}</p>
    </section>
  );
}
