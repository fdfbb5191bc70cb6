// The end-of-game check of a player's deal in plain words (EN/PL): all their cards came from it, or the
// first one that did not, with its round and whether it was played or discarded for support (R-X1).
import { t } from '../../i18n';
import type { Edition, Player } from '../../../engine';
import { cardName, playerName } from '../../format/names';
import type { DealCheck } from './deal';

/** What the check of `player`'s revealed seed says, in the player's language. */
export function dealCheckText(check: DealCheck, player: Player, edition: Edition): string {
  const name = playerName(player, edition);
  if (check.ok) return t('dealCheck.honest', { player: name });
  if (check.error === 'not-committed') return t('dealCheck.notCommitted', { player: name });
  const key = check.use === 'discarded' ? 'dealCheck.notDealtDiscard' : 'dealCheck.notDealt';
  return t(key, { player: name, card: cardName(check.card), round: check.round });
}
