// Plain words where players read them: a refusal or a rule's default says what happens, its ruling ids
// only behind "why?" (a <details>); the phone's repeated army takes said once with their count; the
// battle in view says what its province is worth this scoring round (R-R2); Polish names a warlord
// "generał" everywhere.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Fragment, h, type ComponentChild } from 'preact';
import { applyLanguage, loadLanguage } from '../../../src/app/i18n';
import { en } from '../../../src/app/i18n/en';
import { pl } from '../../../src/app/i18n/pl';
import { WindowRow } from '../../../src/app/screens/steps/WindowActions';
import { ArmySources } from '../../../src/app/components/ArmySources/ArmySources';
import { BattleShown } from '../../../src/app/components/Battle/BattleShown';
import { SoloLines } from '../../../src/app/components/Solo/Solo';
import { soloGroupText, soloLineGroups } from '../../../src/app/components/Solo/solo-lines';
import type { SoloLine } from '../../../src/app/game/core/local-game';
import type { SourcesAsk } from '../../../src/app/game/round/army-sources';
import { readScreen as readNode, type ScreenRead } from '../../../harness/screen-markup';

/** Renders one component as the app does. */
function readScreen(node: ComponentChild): ScreenRead {
  return readNode(h(Fragment, null, node));
}

beforeAll(() => loadLanguage('pl'));
afterEach(() => applyLanguage('en'));

/** The markup outside every <details> (what a player reads without opening "why?"). */
function outsideDetails(markup: string): string {
  return markup.replace(/<details[\s\S]*?<\/details>/g, '');
}

const RULING = /\bR-[A-Z]\d/;

describe('ruling ids only behind "why?"', () => {
  it('a refusal under a window row is plain words; its ruling sits in a closed <details>', () => {
    for (const language of ['en', 'pl'] as const) {
      applyLanguage(language);
      const row = readScreen(
        h(WindowRow, {
          offers: { warlords: [], support: [] },
          supported: ['3'],
          player: 'blue',
          edition: 'en',
          onPick: () => undefined,
          refusal: { text: 'Not possible: there are no set-aside armies left', rule: 'R-X1' },
        }),
      );
      expect(row.text).toContain('Not possible: there are no set-aside armies left');
      expect(outsideDetails(row.markup)).not.toMatch(RULING);
      expect(row.markup).toMatch(/<details class="why-rule"><summary>[^<]+<\/summary><span>[^<]*R-X1/);
      expect(row.tree.some((line) => line.startsWith('details') && line.includes('open'))).toBe(false);
      expect(row.markup).toContain(
        `<summary>${language === 'en' ? en['rule.why'] : pl['rule.why']}</summary>`,
      );
    }
  });

  it('the choice of where armies come from says the rules’ default in words, R-D1 and R-D2 behind "why?"', () => {
    const ask: SourcesAsk = {
      player: 'red',
      reason: undefined,
      province: 'wu',
      count: 2,
      sources: ['pool', 'chu'],
      defaults: { pool: 2 },
      splits: [['pool', 'pool']],
      complete: true,
    } as unknown as SourcesAsk;
    for (const language of ['en', 'pl'] as const) {
      applyLanguage(language);
      const screen = readScreen(h(ArmySources, { ask, name: (s: string) => s, onTake: () => undefined }));
      expect(outsideDetails(screen.markup)).not.toMatch(RULING);
      expect(screen.markup).toMatch(/<details class="why-rule">[\s\S]*R-D1, R-D2[\s\S]*<\/details>/);
    }
  });

  it('no player-facing string in either catalogue carries a ruling id, but the rules reference’s own and "why?"', () => {
    const carriers = (catalogue: Record<string, string>) =>
      Object.entries(catalogue)
        .filter(([key, text]) => RULING.test(text) && !key.startsWith('rules.'))
        .map(([key]) => key);
    expect(carriers(en)).toEqual([]);
    expect(carriers(pl)).toEqual([]);
  });
});

describe('what the phone did: one sentence for the armies it takes from one place', () => {
  const take = (choice: string): SoloLine => ({ round: 2, kind: 'decision', decision: 'take', choice });
  const lines: SoloLine[] = [
    { round: 2, kind: 'warlord' },
    take('hanqi'),
    take('hanqi'),
    take('hanqi'),
    take('pool'),
    take('pool'),
    take('wu'),
    { round: 2, kind: 'done', when: 'end' },
  ];

  it('groups runs of the same take and counts them', () => {
    expect(soloLineGroups(lines).map((group) => group.count)).toEqual([1, 3, 2, 1, 1]);
    // The same place in another battle later is a new sentence.
    expect(soloLineGroups([take('wu'), take('chu'), take('wu')]).map((group) => group.count)).toEqual([
      1, 1, 1,
    ]);
  });

  it('says the count once, in English and Polish plural forms', () => {
    applyLanguage('en');
    const texts = soloLineGroups(lines).map(soloGroupText);
    expect(texts.filter((text) => text.includes('Han-Qi'))).toEqual([
      'The phone takes 3 armies from Han-Qi.',
    ]);
    expect(texts).toContain('The phone takes 2 armies from the pool.');
    expect(texts).toContain(en['solo.line.takeFrom'].replace('{province}', 'Wu'));
    const shown = readScreen(h(SoloLines, { lines, round: 2 }));
    expect(shown.text.split('Han-Qi').length - 1).toBe(1);
    applyLanguage('pl');
    const polish = soloLineGroups(lines).map(soloGroupText);
    expect(polish).toContain('Telefon bierze 3 oddziały z prowincji Han-Qi.');
    expect(polish).toContain('Telefon bierze 2 oddziały z puli.');
    const five = soloLineGroups(Array.from({ length: 5 }, () => take('hanqi'))).map(soloGroupText);
    expect(five).toEqual(['Telefon bierze 5 oddziałów z prowincji Han-Qi.']);
  });
});

describe('the battle in view says what its province is worth this scoring round (R-R2)', () => {
  it('shows the display value and the scoring round beside the province, in both languages', () => {
    const props = {
      province: 'wu' as const,
      cards: { blue: '5', red: '7' } as const,
      reveal: null,
      changes: null,
      edition: 'en' as const,
      worth: { value: 4, round: 6 },
    };
    applyLanguage('en');
    expect(readScreen(h(BattleShown, props)).text).toContain('4 pt at the end of round 6');
    applyLanguage('pl');
    expect(readScreen(h(BattleShown, props)).text).toContain('4 pkt na koniec rundy 6');
  });
});

describe('Polish names a warlord one way', () => {
  it('says "generał", never "dowódca"', () => {
    expect(Object.entries(pl).filter(([, text]) => /dowódc/i.test(text))).toEqual([]);
    expect(pl['summary.warlords']).toBe('Użyci generałowie');
  });
});
