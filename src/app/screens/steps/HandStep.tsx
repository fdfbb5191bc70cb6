import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { cardSet, isFramed } from '../../../engine';
import { dealStartingHand, enterStartingHand } from '../../game/core/controller';
import { currentState } from '../../game/core/local-game';
import { handToReenter, reenterHand, type HandToReenter } from '../../game/two-phone/restore-hand';
import { cards as cardCount } from '../../format';
import { CardPicker, toggle } from './CardPicker';
import type { StepProps } from '../../components/step-props';
import { usePlayMode } from './play-mode';
import { RecoverDealStep } from './RecoverDealStep';
import { dealRecoveryDue } from '../../game/two-phone/restore-deal';

/** A phone restored mid-game: the player names the non-framed cards they hold now (either card mode). */
function ReenterHand({ game, apply, due }: StepProps & { due: HandToReenter }) {
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('hand.restoredTitle')}</h2>
      <p class="step__help">{t('hand.restoredHelp', { cards: cardCount(due.count) })}</p>
      <CardPicker
        cards={due.cards}
        chosen={chosen}
        limit={due.count}
        label={t('hand.restoredTitle')}
        onToggle={(index) => setChosen(toggle(chosen, index))}
      />
      <p aria-live="polite">{t('hand.selected', { count: chosen.length, total: due.count })}</p>
      <button
        type="button"
        class="button button--primary"
        disabled={chosen.length !== due.count}
        onClick={() =>
          void apply(
            reenterHand(
              game,
              chosen.map((i) => due.cards[i]).filter((c) => c !== undefined),
              Date.now(),
            ),
          )
        }
      >
        {t('hand.restoredConfirm')}
      </button>
    </section>
  );
}

/** The starting hand: the four cards drawn from the real deck, or dealt by the app; after a restore, the hand held now. */
export function HandStep({ game, apply }: StepProps) {
  const options = currentState(game).setup.options;
  const deck = cardSet(options.variant).filter((card) => !isFramed(card));
  const [chosen, setChosen] = useState<number[]>([]);
  // "Only this phone sees your hand" is true only with two phones.
  const mode = usePlayMode();
  // Two phones with app cards, restored: the recovery code deals the cards again; without it they are named.
  const [codeLost, setCodeLost] = useState(false);
  if (dealRecoveryDue(game) && !codeLost)
    return <RecoverDealStep game={game} apply={apply} onLost={() => setCodeLost(true)} />;
  const due = handToReenter(game);
  if (due) return <ReenterHand game={game} apply={apply} due={due} />;
  if (options.cardMode === 'app') {
    return (
      <section class="step" aria-labelledby="step-title">
        <h2 id="step-title">{t('hand.title')}</h2>
        <p class="step__help">
          {t(
            mode === 'phones' ? 'hand.appHelp' : mode === 'pass' ? 'hand.appHelp.pass' : 'hand.appHelp.solo',
          )}
        </p>
        <button
          type="button"
          class="button button--primary"
          onClick={() => void apply(dealStartingHand(game, Date.now()))}
        >
          {t('hand.deal')}
        </button>
      </section>
    );
  }
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('hand.title')}</h2>
      <p class="step__help">{t('hand.physicalHelp')}</p>
      <CardPicker
        cards={deck}
        chosen={chosen}
        limit={4}
        label={t('hand.title')}
        onToggle={(index) => setChosen(toggle(chosen, index))}
      />
      <p aria-live="polite">{t('hand.selected', { count: chosen.length, total: 4 })}</p>
      <button
        type="button"
        class="button button--primary"
        disabled={chosen.length !== 4}
        onClick={() =>
          void apply(
            enterStartingHand(
              game,
              chosen.map((i) => deck[i]).filter((c) => c !== undefined),
              Date.now(),
            ),
          )
        }
      >
        {t('hand.confirm')}
      </button>
    </section>
  );
}
