import { t } from '../../i18n';
import '../../game/core/refusal-text';
import './WhyRule.css';

/**
 * The rulings behind a refusal or a rule's default, folded behind "why?": the sentence before it says
 * what happens in plain words; the ruling ids (docs/spec/RULINGS.md) are for whoever wants to look them up.
 */
export function WhyRule({ rules }: { rules: string }) {
  return (
    <details class="why-rule">
      <summary>{t('rule.why')}</summary>
      <span>{t('rule.why.rules', { rules })}</span>
    </details>
  );
}
