import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { Edition, Player } from '../../../engine';
import { playerName } from '../../format';
import { PlayerIcon } from '../../components/PlayerBadge/PlayerBadge';

/** What the owner's side says of a play once they tap on: held (and how to play it), or not. */
export type OwnerAnswer = { held: true; play: () => void } | { held: false; refusal: string };

/** Props of the owner's private step. */
export interface OwnerStepProps {
  player: Player;
  edition: Edition;
  /** The play in words ("Reinforce in Wu", "discard 9 for exceptional support"). */
  play: string;
  /** True on a phone passed between the players: the step starts by passing it to the owner. */
  passed: boolean;
  /** The owner's side answers; called only once the owner has tapped on. */
  answer: () => OwnerAnswer;
  /** Back to the shared screen, nothing recorded. */
  onBack: () => void;
}

/**
 * A secret warlord or hand card picked on a screen both players watch is played on its owner's private
 * step: a cover that names the owner and the play and asks the other player to look away (the same
 * whatever anyone holds). The owner's one tap plays it when their own side holds it; otherwise only they
 * see "you do not hold it". Cancel or Back leaves the shared screen as it was.
 */
export function OwnerStep({ player, edition, play, passed, answer, onBack }: OwnerStepProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = playerName(player, edition);
  if (refusal === null)
    return (
      <div
        class={`option-card owner-step hand-over--${player}`}
        role="group"
        aria-labelledby="owner-step-title"
      >
        <p class="hand-over__icon">
          <PlayerIcon player={player} />
        </p>
        <h3 id="owner-step-title">
          {t(passed ? 'owner.playTitle.pass' : 'owner.playTitle', { player: name })}
        </h3>
        <p class="step__help">{t('owner.playHelp', { player: name, play })}</p>
        <div class="step__actions">
          <button
            type="button"
            class="button button--primary"
            data-testid="owner-step-open"
            onClick={() => {
              const said = answer();
              if (said.held) said.play();
              else setRefusal(said.refusal);
            }}
          >
            {t('owner.playOpen', { player: name })}
          </button>
          <button type="button" class="button" onClick={onBack}>
            {t('common.cancel')}
          </button>
        </div>
      </div>
    );
  return (
    <div
      class="option-card owner-step"
      role="group"
      aria-labelledby="owner-step-title"
      data-testid="owner-step"
    >
      <h3 id="owner-step-title">{t('owner.playTitle', { player: name })}</h3>
      <p class="step__error" role="alert">
        {refusal}
      </p>
      <div class="step__actions">
        <button type="button" class="button" onClick={onBack}>
          {t('owner.playBack')}
        </button>
      </div>
    </div>
  );
}
