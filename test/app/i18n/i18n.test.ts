import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  applyLanguage,
  formatNumber,
  isLanguage,
  language,
  LANGUAGES,
  loadLanguage,
  preferredLanguage,
  t,
  tn,
  type MessageKey,
  type Translation,
} from '../../../src/app/i18n';
import { en } from '../../../src/app/i18n/en';
import { pl } from '../../../src/app/i18n/pl';
import { armies, cards, playerFullName as fullName, playerName as namePlayer } from '../../../src/app/format';
import { refusalText, ruleText } from '../../../src/app/game/core/refusal-text';

const EN: Record<string, string> = en;
/** Polish names keep a no-break space ("Król\u00a0Shao"). */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const PL: Record<string, string> = pl;

/** Plural families of the English catalogue: `armies` for `armies.one` / `armies.other`. */
const FAMILIES = Object.keys(EN)
  .filter((key) => key.endsWith('.other'))
  .map((key) => key.slice(0, -'.other'.length));

/** Keys whose Polish text may equal the English one (names of provinces and languages). */
const SAME_IN_BOTH = /^(province\.|settings\.language\.)/;
/** Text with no words of its own: placeholders, digits and punctuation only. */
const noWords = (text: string) => !/\p{L}/u.test(text.replace(/\{\w+\}/g, ''));

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Polish is a chunk of its own: loaded once, as the app does before its first screen.
beforeAll(() => loadLanguage('pl'));
afterEach(() => applyLanguage('en'));

describe('the Polish catalogue', () => {
  it('has every English key', () => {
    const missing = Object.keys(EN).filter((key) => typeof PL[key] !== 'string');
    expect(missing).toEqual([]);
  });

  it('has no unknown keys except the extra plural forms of English plural families', () => {
    const extra = Object.keys(PL).filter((key) => !(key in EN));
    const notPlural = extra.filter((key) => {
      const match = /^(.*)\.(few|many)$/.exec(key);
      return !match || !FAMILIES.includes(match[1] ?? '');
    });
    expect(notPlural).toEqual([]);
  });

  it('gives every plural family its one, few, many and other forms', () => {
    expect(FAMILIES.length).toBeGreaterThan(5);
    for (const family of FAMILIES) {
      for (const form of ['one', 'few', 'many', 'other']) {
        expect(PL[`${family}.${form}`], `${family}.${form}`).toBeTruthy();
      }
    }
  });

  it('uses the same placeholders as the English string', () => {
    for (const [key, text] of Object.entries(PL)) {
      const match = /^(.*)\.(few|many)$/.exec(key);
      const englishKey = key in EN ? key : `${match?.[1] ?? ''}.other`;
      expect(placeholders(text), key).toEqual(placeholders(EN[englishKey] ?? ''));
    }
  });

  it('is translated: no English text left over', () => {
    const same = Object.keys(EN).filter(
      (key) => PL[key] === EN[key] && !SAME_IN_BOTH.test(key) && !noWords(EN[key] ?? ''),
    );
    expect(same).toEqual([]);
  });

  it('has no empty strings', () => {
    for (const [key, text] of Object.entries(PL)) expect(text.trim(), key).not.toBe('');
  });
});

describe('plural forms', () => {
  it('counts armies in Polish: 1 oddział, 2 oddziały, 5 oddziałów, 22 oddziały', () => {
    applyLanguage('pl');
    expect(tn('armies', 1)).toBe('1 oddział');
    expect(tn('armies', 2)).toBe('2 oddziały');
    expect(tn('armies', 4)).toBe('4 oddziały');
    expect(tn('armies', 5)).toBe('5 oddziałów');
    expect(tn('armies', 12)).toBe('12 oddziałów');
    expect(tn('armies', 21)).toBe('21 oddziałów');
    expect(tn('armies', 22)).toBe('22 oddziały');
    expect(tn('armies', 25)).toBe('25 oddziałów');
    expect(tn('armies', 0)).toBe('0 oddziałów');
    expect(tn('armies', 1.5)).toBe('1,5 oddziału');
    expect(armies(3)).toBe('3 oddziały');
    expect(cards(1)).toBe('1 karta');
    expect(cards(2)).toBe('2 karty');
    expect(cards(5)).toBe('5 kart');
    expect(tn('spaces', 5)).toBe('5 pól');
  });

  it('keeps English one/other', () => {
    expect(tn('armies', 1)).toBe('1 army');
    expect(tn('armies', 2)).toBe('2 armies');
    expect(tn('armies', 0)).toBe('0 armies');
    expect(formatNumber(1.5)).toBe('1.5');
  });
});

describe('switching language', () => {
  it('changes what t() and tn() return at once', () => {
    const key: MessageKey = 'home.newGame';
    expect(t(key)).toBe('New game');
    applyLanguage('pl');
    expect(language.value).toBe('pl');
    expect(t(key)).toBe('Nowa gra');
    expect(t('game.round', { round: 4 })).toBe('Runda 4 z 9');
    applyLanguage('en');
    expect(t(key)).toBe('New game');
  });

  it('knows its languages and the browser preference', () => {
    expect(LANGUAGES).toEqual(['en', 'pl']);
    expect(isLanguage('pl')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(preferredLanguage(['pl-PL', 'en-US'])).toBe('pl');
    expect(preferredLanguage(['de-DE', 'PL'])).toBe('pl');
    expect(preferredLanguage(['de-DE'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});

describe('player names per edition and language (R-F7)', () => {
  it('English UI', () => {
    const playerName = namePlayer;
    expect(playerName('red', 'en')).toBe('King Chu');
    expect(playerName('red', 'pl')).toBe('King Shao');
    expect(playerName('blue', 'pl')).toBe('Sun Tzu');
  });

  it('Polish UI: Król Shao for the Polish edition, Król Chu for the English one', () => {
    applyLanguage('pl');
    const playerName = (player: 'blue' | 'red', edition: 'en' | 'pl') => plain(namePlayer(player, edition));
    const playerFullName = (player: 'blue' | 'red', edition: 'en' | 'pl') => plain(fullName(player, edition));
    expect(playerName('blue', 'pl')).toBe('Sun Tzu');
    expect(playerName('red', 'pl')).toBe('Król Shao');
    expect(playerName('red', 'en')).toBe('Król Chu');
    expect(playerFullName('blue', 'en')).toBe('Sun Tzu (niebieski)');
    expect(playerFullName('red', 'pl')).toBe('Król Shao (czerwony)');
    expect(playerFullName('red', 'en')).toBe('Król Chu (czerwony)');
    // A no-break space keeps a name on one line in narrow buttons.
    expect(namePlayer('red', 'pl')).toBe('Król\u00a0Shao');
  });
});

describe('the Translation type', () => {
  type Part = { 'a.title': 'A'; 'n.one': '1 n'; 'n.other': '{count} n' };
  it('rejects a missing key, a missing plural form and an unknown key (checked by tsc)', () => {
    // @ts-expect-error 'n.many' is missing
    const missingForm: Translation<Part, 'few' | 'many'> = {
      'a.title': 'A',
      'n.one': '',
      'n.other': '',
      'n.few': '',
    };
    // @ts-expect-error 'a.title' is missing
    const missingKey: Translation<Part> = { 'n.one': '', 'n.other': '' };
    // @ts-expect-error 'b' is not a key of the English part
    const unknown: Translation<Part> = { 'a.title': 'A', 'n.one': '', 'n.other': '', b: '' };
    const complete: Translation<Part, 'few' | 'many'> = {
      'a.title': 'A',
      'n.one': '',
      'n.few': '',
      'n.many': '',
      'n.other': '',
    };
    expect([missingForm, missingKey, unknown, complete]).toHaveLength(4);
  });
});

describe('engine refusals in words', () => {
  /** Every refusal code the engine, the protocol and the app's controller can give (`'R-W6/not-bordering'`, …). */
  const engineCodes = () => {
    const codes = new Set<string>(['engine-error']);
    for (const folder of ['src/engine', 'src/protocol', 'src/app/game']) {
      const dir = join(__dirname, '../../..', folder);
      // The folders hold subfolders (src/app/game/round, …): read them all.
      for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
        name.endsWith('.ts'),
      )) {
        for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/'(R-[A-Z]\d*\/[a-z0-9-]+)'/g)) {
          codes.add(match[1] ?? '');
        }
      }
    }
    return [...codes];
  };

  it('has English and Polish words for every engine code', () => {
    const codes = engineCodes();
    expect(codes.length).toBeGreaterThan(40);
    expect(codes.filter((code) => !(`rule.${code}` in EN))).toEqual([]);
  });

  it('says a refusal in the current language', () => {
    const rejection = { code: 'R-W6/not-bordering', message: 'wu does not border qin' };
    expect(refusalText({ source: 'engine', rejection })).toBe(
      'Not possible: those provinces do not border each other',
    );
    applyLanguage('pl');
    expect(refusalText({ source: 'engine', rejection })).toBe(
      'Niedozwolone: te prowincje ze sobą nie sąsiadują',
    );
    expect(ruleText('R-Z9/new-code', 'a new message')).toBe('a new message');
    expect(
      refusalText({
        source: 'protocol',
        rejection: { ok: false, key: 'protocol/illegal-orders', detail: 'R-C4/not-in-hand' },
      }),
    ).toBe('Zasady nie pozwalają na te rozkazy (tej karty nie ma w ręce).');
  });
});

describe('loading a language', () => {
  it('loads Polish once; loading it again, or English, changes nothing', async () => {
    await loadLanguage('pl');
    await loadLanguage('pl');
    await loadLanguage('en');
    applyLanguage('pl');
    expect(t('common.back')).toBe('Wróć');
  });
});
