// A refusal in words for the player.
import { isMessageKey, t, type MessageKey } from '../i18n';
import type { Refusal } from './change';

/** The engine's refusal code in the player's words (its own message, for developers, if the code is new). */
export function ruleText(code: string, message?: string): string {
  const key = `rule.${code}`;
  return isMessageKey(key) ? t(key) : (message ?? code);
}

/** The sentence shown when a change or a scan is refused. */
export function refusalText(refusal: Refusal): string {
  if (refusal.source === 'app') return t(refusal.key);
  if (refusal.source === 'engine') {
    return t('game.refused', { reason: ruleText(refusal.rejection.code, refusal.rejection.message) });
  }
  const { key, detail } = refusal.rejection;
  const words = key === 'protocol/illegal-orders' && detail ? ruleText(detail) : detail;
  return t(key as MessageKey, { detail: words ?? '' });
}
