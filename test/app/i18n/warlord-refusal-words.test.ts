// A warlord's refusal reads in plain words in English and Polish, never as a bare code such as
// "R-W7/not-held" (R-W2, R-W6, R-W7, R-W10: not held, wrong commitment, already used, rounds 1–6 only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, loadLanguage } from '../../../src/app/i18n';
import { en } from '../../../src/app/i18n/en';
import { ruleText } from '../../../src/app/game/core/refusal-text';

beforeAll(() => loadLanguage('pl'));
afterAll(() => applyLanguage('en'));

const CODES = [
  'R-W7/not-held',
  'R-W2/commitment-mismatch',
  'R-W10/already-used',
  'R-W6/round',
  'R-W3/not-yours',
];

describe('warlord refusals in plain words', () => {
  it('English: the words for any warlord, not the code', () => {
    applyLanguage('en');
    expect(ruleText('R-W7/not-held', 'red does not hold cap-at-six')).toBe(en['rule.warlord/not-held']);
    for (const code of CODES) {
      expect(ruleText(code, code)).not.toContain('R-W');
      expect(ruleText(code, code)).toBe(en[`rule.warlord/${code.split('/')[1]}` as keyof typeof en]);
    }
    // A code with words of its own keeps them (R-W1).
    expect(ruleText('R-W1/not-held')).toBe(en['rule.R-W1/not-held']);
    // Not a warlord's code: the engine's own message, as before.
    expect(ruleText('R-X9/not-held', 'developer words')).toBe('developer words');
  });
  it('Polish: the same refusals in Polish words', () => {
    applyLanguage('pl');
    for (const code of CODES) {
      const words = ruleText(code, code);
      expect(words).not.toContain('R-W');
      expect(words).not.toBe(en[`rule.warlord/${code.split('/')[1]}` as keyof typeof en]);
    }
    expect(ruleText('R-W7/not-held')).toBe('ten gracz nie ma tego generała');
  });
});
