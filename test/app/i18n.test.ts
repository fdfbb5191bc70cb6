import { afterEach, describe, expect, it } from 'vitest';
import {
  applyLanguage,
  formatNumber,
  isLanguage,
  language,
  LANGUAGES,
  preferredLanguage,
  t,
  tn,
  type MessageKey,
  type Translation,
} from '../../src/app/i18n';
import { en } from '../../src/app/i18n/en';
import { pl } from '../../src/app/i18n/pl';
import { armies, cards, playerFullName, playerName } from '../../src/app/format';

const EN: Record<string, string> = en;
const PL: Record<string, string> = pl;

/** Plural families of the English catalogue: `armies` for `armies.one` / `armies.other`. */
const FAMILIES = Object.keys(EN)
  .filter((key) => key.endsWith('.other'))
  .map((key) => key.slice(0, -'.other'.length));

/** Keys whose Polish text may equal the English one (names, digits, pure punctuation). */
const SAME_IN_BOTH =
  /^(province\.|card\.(\d+|[+-]\d)$|settings\.language\.|move\.withReason$|log\.move$|boardView\.sixes$)/;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

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
    const same = Object.keys(EN).filter((key) => PL[key] === EN[key] && !SAME_IN_BOTH.test(key));
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
    expect(playerName('red', 'en')).toBe('King Chu');
    expect(playerName('red', 'pl')).toBe('King Shao');
    expect(playerName('blue', 'pl')).toBe('Blue');
  });

  it('Polish UI: Król Shao for the Polish edition, Król Chu for the English one', () => {
    applyLanguage('pl');
    expect(playerName('blue', 'pl')).toBe('Niebieski');
    expect(playerName('red', 'pl')).toBe('Król Shao');
    expect(playerName('red', 'en')).toBe('Król Chu');
    expect(playerFullName('blue', 'en')).toBe('Niebieski (Sun Tzu)');
    expect(playerFullName('red', 'pl')).toBe('Czerwony (Król Shao)');
    expect(playerFullName('red', 'en')).toBe('Czerwony (Król Chu)');
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
