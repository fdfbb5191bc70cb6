// A refusal in words for the player.
import { t, type MessageKey } from '../i18n';
import type { Refusal } from './controller';

/** The sentence shown when a change or a scan is refused. */
export function refusalText(refusal: Refusal): string {
  if (refusal.source === 'app') return t(refusal.key);
  if (refusal.source === 'engine') {
    return t('game.refused', { reason: refusal.rejection.message ?? refusal.rejection.code });
  }
  const { key, detail } = refusal.rejection;
  return t(key as MessageKey, { detail: detail ?? '' });
}
