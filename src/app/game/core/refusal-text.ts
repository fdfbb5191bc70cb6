// A refusal in words for the player.
import './screen-text';
import { isMessageKey, registerCatalogue, t, tn, type MessageKey } from '../../i18n';
import { refusals as englishRefusals } from '../../i18n/en/refusals';
import { refusals as polishRefusals } from '../../i18n/pl/refusals';
import type { HistoryLoss } from '../../../protocol';
import type { Refusal } from './change';
import { typedCodeText } from '../two-phone/typed-code-text';

// The rules' refusals are not part of start-up (its size budget): they come with this module.
registerCatalogue('en', englishRefusals);
registerCatalogue('pl', polishRefusals);

/** The engine's refusal code in the player's words (its own message, for developers, if the code is new). */
export function ruleText(code: string, message?: string): string {
  const key = `rule.${code}`;
  if (isMessageKey(key)) return t(key);
  // A warlord's refusal (R-W…/not-held and the like) without words of its own: the words for any warlord.
  const any = `rule.warlord/${code.split('/')[1] ?? ''}`;
  return code.startsWith('R-W') && isMessageKey(any) ? t(any) : (message ?? code);
}

/** The sentence shown when a change or a scan is refused. */
export function refusalText(refusal: Refusal): string {
  if (refusal.source === 'app') return t(refusal.key);
  if (refusal.source === 'engine') {
    return t('game.refused', { reason: ruleText(refusal.rejection.code, refusal.rejection.message) });
  }
  const { key, detail, loss, typed } = refusal.rejection;
  if (typed) return typedCodeText(typed);
  if (key === 'protocol/would-drop-history' && loss)
    return `${historyLossText(loss)} ${t('repair.kept')} ${t('repair.otherBehind')}`;
  const words = key === 'protocol/illegal-orders' && detail ? ruleText(detail) : detail;
  return t(key as MessageKey, { detail: words ?? '' });
}

/** What repair codes would undo of this phone's verified record, in words. */
export function historyLossText(loss: HistoryLoss): string {
  const rounds =
    loss.fromRound === loss.toRound
      ? t('repair.round', { from: loss.fromRound })
      : t('repair.rounds', { from: loss.fromRound, to: loss.toRound });
  return tn('repair.wouldUndo', loss.actions, { rounds });
}
