import { t } from '../../i18n';
import type { LocalGame } from '../../game/core/local-game';
import { unpaidDiscards } from '../../game/two-phone/unpaid-discards';
import { cardName } from '../../format';

/**
 * On the guest's phone: a support discard named on the table phone that this hand cannot pay (R-X1),
 * said plainly and kept in view while it stands, so the players check their cards together.
 */
export function UnpaidDiscardWarning({ game }: { game: LocalGame }) {
  const unpaid = unpaidDiscards(game);
  if (!unpaid) return null;
  return (
    <div class="step__error" role="alert" data-testid="unpaid-discard">
      <p>
        <strong>{t('owner.unpaidTitle')}</strong>
      </p>
      {unpaid.cards.length > 0 && (
        <p>{t('owner.unpaidHelp', { cards: unpaid.cards.map(cardName).join(', ') })}</p>
      )}
      {unpaid.extra > 0 && <p>{t('owner.unpaidLater', { count: unpaid.extra })}</p>}
    </div>
  );
}
