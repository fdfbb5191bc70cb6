// The rules' refusals are not part of start-up (the 50 KB budget): they arrive with the game code
// (refusal-text.ts registers them). A refusal still reads in words in both languages, also when
// Polish is chosen after the game code has loaded.
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, loadLanguage, t } from '../../../src/app/i18n';
import { enStartup } from '../../../src/app/i18n/en/startup';
import { plStartup } from '../../../src/app/i18n/pl/startup';
import { ruleText } from '../../../src/app/game/core/refusal-text';
import { refusals as englishRefusals } from '../../../src/app/i18n/en/refusals';
import { refusals as polishRefusals } from '../../../src/app/i18n/pl/refusals';
import { screens as englishScreens } from '../../../src/app/i18n/en/screens';
import { screens as polishScreens } from '../../../src/app/i18n/pl/screens';

afterEach(() => applyLanguage('en'));

describe('refusal strings come with the game code', () => {
  it('keeps every rule.* key out of the start-up catalogues', () => {
    expect(Object.keys(enStartup).filter((key) => key.startsWith('rule.'))).toEqual([]);
    expect(Object.keys(plStartup).filter((key) => key.startsWith('rule.'))).toEqual([]);
    expect(Object.keys(englishRefusals).length).toBeGreaterThan(20);
  });

  it('reads a refusal in English, then in Polish once Polish is loaded', async () => {
    expect(ruleText('R-C4/not-in-hand')).toBe(englishRefusals['rule.R-C4/not-in-hand']);
    await loadLanguage('pl');
    applyLanguage('pl');
    expect(ruleText('R-C4/not-in-hand')).toBe(polishRefusals['rule.R-C4/not-in-hand']);
    // The Polish start-up strings arrived too, although the refusals had registered Polish first.
    expect(t('app.name')).toBe(plStartup['app.name']);
    expect(ruleText('R-unknown/code', 'fallback')).toBe('fallback');
  });
});

describe("the game screens' strings come with the game code (start-up budget)", () => {
  it('keeps them out of the start-up catalogues, and they read in both languages once the game code is loaded', async () => {
    const screenKeys = Object.keys(englishScreens);
    expect(screenKeys.length).toBeGreaterThan(200);
    expect(screenKeys.filter((key) => key in enStartup || key in plStartup)).toEqual([]);
    // refusal-text.ts imports screen-text.ts, which registers them.
    expect(t('plan.seal')).toBe(englishScreens['plan.seal']);
    await loadLanguage('pl');
    applyLanguage('pl');
    expect(t('gameLog.empty')).toBe(polishScreens['gameLog.empty']);
  });
});
