// Words true for the mode and the one naming of the sides (R-F7), in English and Polish, rendered as the app
// renders them (preact-render-to-string, as shared-screens.test.ts does): each screen says only what
// is true in its mode; the check numbers match between phones in different languages; one apostrophe
// style; the sides named by one function (R-F7) on covers, badges and log lines; the recovery code's
// own moment; the guest's early warlord commitment offered only when it can matter.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Fragment, h, type ComponentChild, type VNode } from 'preact';
import {
  fingerprint,
  fingerprintWords,
  type Edition,
  type Player,
  type WarlordId,
} from '../../../src/engine';
import {
  chooseWarlord,
  confirmJoined,
  createTableGame,
  dealStartingHand,
  joinFromMessage,
} from '../../../src/app/game/core/controller';
import { currentState, type LocalGame } from '../../../src/app/game/core/local-game';
import { gameStep, recoveryNoticeNow } from '../../../src/app/game/core/steps';
import { createPassGame, seatOf, seatProof } from '../../../src/app/game/pass/pass-and-play';
import { createSoloGame, personSeat } from '../../../src/app/game/solo/solo';
import { recoveryCodeNoted, recoveryCodes } from '../../../src/app/game/two-phone/warlord-recovery';
import { gameLog } from '../../../src/app/game/core/round-log';
import { applyLanguage, loadLanguage, tn, type Language } from '../../../src/app/i18n';
import { en } from '../../../src/app/i18n/en';
import { pl } from '../../../src/app/i18n/pl';
import { en as rulesEn } from '../../../src/app/rules-reference/en';
import { pl as rulesPl } from '../../../src/app/rules-reference/pl';
import { playerFullName, playerName } from '../../../src/app/format';
import { SharedPhoneContext } from '../../../src/app/screens/steps/shared-phone';
import { SoloPhoneContext } from '../../../src/app/components/Solo/solo-context';
import { WarlordStep } from '../../../src/app/screens/steps/WarlordStep';
import { HandStep } from '../../../src/app/screens/steps/HandStep';
import { PlanStep } from '../../../src/app/screens/steps/PlanStep';
import { HandOverStep } from '../../../src/app/screens/steps/HandOverStep';
import { RoundRecordStep } from '../../../src/app/screens/steps/ExchangeSteps';
import { CheckNumbers } from '../../../src/app/components/CheckNumbers/CheckNumbers';
import { PlayerBadge } from '../../../src/app/components/PlayerBadge/PlayerBadge';
import { GameLog } from '../../../src/app/components/GameLog/GameLog';
import { RecoveryCodeMoment } from '../../../src/app/components/WarlordCode/RecoverWarlord';
import { OwnerSecrets } from '../../../src/app/components/GameMenu/OwnerSecrets';
import { gameChoices } from '../../../harness/fixtures';
import { ok, readMessage, seededBytes } from '../../../harness/controller-kit';
import { playPassGame } from '../../../harness/pass-game';
import { readScreen, type ScreenRead } from '../../../harness/screen-markup';

beforeAll(() => loadLanguage('pl'));
afterEach(() => applyLanguage('en'));

const LANGUAGES: readonly Language[] = ['en', 'pl'];
const noApply = (): Promise<boolean> => Promise.resolve(true);

/** The contexts GameScreen provides for `game` (pass-and-play's shared phone, the computer's side). */
function inGame(game: LocalGame, node: ComponentChild): VNode {
  const shared = game.pass ? seatProof(game) : null;
  const solo = game.solo ? { computer: game.solo.computer } : null;
  return h(
    Fragment,
    null,
    h(SoloPhoneContext.Provider, { value: solo }, h(SharedPhoneContext.Provider, { value: shared }, node)),
  );
}

/** Reads a rendered screen (any component's tree). */
function read(node: ComponentChild): ScreenRead {
  return readScreen(h(Fragment, null, node));
}

/** The visible text of a screen in a language. */
function textIn(lang: Language, node: () => ComponentChild): string {
  applyLanguage(lang);
  return read(node()).text;
}

/** The catalogue string as it reads on screen (no-break spaces as spaces). */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

/** Two phones, the table phone: created and its warlord chosen (before the invitation). */
function tableGame(tablePlays: Player, warlord: WarlordId, seed = 5): LocalGame {
  const random = seededBytes(seed);
  const table = ok(createTableGame(gameChoices(tablePlays), 0, random));
  return ok(chooseWarlord(table, warlord, 0, random));
}

/** Two phones: the table joined by the guest, each with its warlord and hand, both at round 1's plan. */
function twoPhones(tablePlays: Player, tableWarlord: WarlordId, guestWarlord: WarlordId) {
  const random = seededBytes(9);
  let table = tableGame(tablePlays, tableWarlord);
  let guest = ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0));
  table = confirmJoined(table, 0);
  guest = ok(chooseWarlord(guest, guestWarlord, 0, random));
  table = ok(dealStartingHand(table, 0, random));
  guest = ok(dealStartingHand(guest, 0, random));
  return { table, guest };
}

const passGame = () => ok(createPassGame({ ...gameChoices('blue'), passAndPlay: true }, 0, seededBytes(3)));
const soloGame = () =>
  ok(createSoloGame({ ...gameChoices('red'), solo: { level: 'normal' } }, 0, seededBytes(4)));

describe('words true for the mode', () => {
  const modes = () => {
    const table = ok(createTableGame(gameChoices('blue'), 0, seededBytes(2)));
    const pass = passGame();
    const solo = soloGame();
    return [
      { mode: 'two phones', game: table, seat: table },
      { mode: 'pass-and-play', game: pass, seat: seatOf(pass, 'blue') },
      { mode: 'against the phone', game: solo, seat: personSeat(solo) },
    ] as const;
  };

  it('says "only this phone knows / sees" only with two phones, and what is true otherwise', () => {
    for (const { mode, game, seat } of modes()) {
      for (const lang of LANGUAGES) {
        const words = lang === 'en' ? en : pl;
        const warlord = textIn(lang, () => inGame(game, h(WarlordStep, { game: seat, apply: noApply })));
        const hand = textIn(lang, () => inGame(game, h(HandStep, { game: seat, apply: noApply })));
        const expected =
          mode === 'two phones'
            ? { warlord: words['warlord.help'], hand: words['hand.appHelp'] }
            : mode === 'pass-and-play'
              ? { warlord: words['warlord.help.pass'], hand: words['hand.appHelp.pass'] }
              : { warlord: words['warlord.help.solo'], hand: words['hand.appHelp.solo'] };
        expect(warlord, `${mode}, ${lang}`).toContain(plain(expected.warlord));
        expect(hand, `${mode}, ${lang}`).toContain(plain(expected.hand));
        if (mode !== 'two phones') {
          expect(warlord, `${mode}, ${lang}`).not.toContain(plain(words['warlord.help']));
          expect(hand, `${mode}, ${lang}`).not.toContain(plain(words['hand.appHelp']));
          expect(`${warlord} ${hand}`).not.toMatch(/Only this phone|tylko ten telefon/i);
        }
      }
    }
  });

  it('shows the check numbers only where a second phone can show them too', () => {
    for (const { mode, game } of modes()) {
      const words = fingerprintWords(fingerprint(currentState(game)));
      for (const lang of LANGUAGES) {
        const text = textIn(lang, () => h(CheckNumbers, { game, words }));
        if (mode === 'two phones') expect(text).toBe(`${lang === 'en' ? 'Check:' : 'Kontrola:'} ${words}`);
        else expect(text, `${mode}, ${lang}`).toBe('');
      }
    }
  });
});

describe('check numbers between two phones set to different languages', () => {
  it('are the same numbers in English and Polish, on the header and the round record', () => {
    const { table, guest } = twoPhones('blue', 'cap-at-six', 'second-six');
    const numbers = (text: string) => /\d\d-\d\d-\d\d-\d\d/.exec(text)?.[0];
    for (const game of [table, guest]) {
      const words = fingerprintWords(fingerprint(currentState(game)));
      const header = LANGUAGES.map((lang) => numbers(textIn(lang, () => h(CheckNumbers, { game, words }))));
      const record = LANGUAGES.map((lang) =>
        numbers(
          textIn(lang, () =>
            h(RoundRecordStep, { shown: null, fingerprintWords: words, onConfirm: () => {} }),
          ),
        ),
      );
      expect(header).toEqual([words, words]);
      expect(record).toEqual([words, words]);
    }
    // Both phones derive them from the same public state.
    expect(fingerprintWords(fingerprint(currentState(table)))).toBe(
      fingerprintWords(fingerprint(currentState(guest))),
    );
    // No word of either language: digits only, so nothing to translate.
    expect(fingerprintWords(fingerprint(currentState(table)))).toMatch(/^[\d-]+$/);
  });
});

describe('catalogue wording', () => {
  /** Every string of a rules-reference content object, however nested. */
  function strings(value: unknown): string[] {
    if (typeof value === 'string') return [value];
    if (Array.isArray(value)) return value.flatMap(strings);
    if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
    return [];
  }

  it('uses the curly apostrophe only: no straight one in any English or Polish string', () => {
    const catalogues: [string, readonly string[]][] = [
      ['en', Object.values(en)],
      ['pl', Object.values(pl)],
      ['rules en', strings(rulesEn)],
      ['rules pl', strings(rulesPl)],
    ];
    for (const [name, values] of catalogues) {
      expect(values.length, name).toBeGreaterThan(50);
      expect(
        values.filter((v) => v.includes("'")),
        name,
      ).toEqual([]);
    }
  });

  it('says oddział for an army in Polish, as the Polish edition does', () => {
    expect(pl['solo.line.takePool']).toBe('Telefon bierze oddział z puli.');
    expect(pl['solo.line.takeFrom']).toBe('Telefon bierze oddział z prowincji {province}.');
    expect(Object.values(pl).filter((v) => /\barmi[aęią]/i.test(v))).toEqual([]);
  });

  it('keeps the other cards of a draw in plain plural words', () => {
    applyLanguage('en');
    expect(tn('draw.keepRest', 1)).toContain('you keep the other card.');
    expect(tn('draw.keepRest', 3)).toContain('you keep the other 3 cards.');
    applyLanguage('pl');
    expect(tn('draw.keepRest', 1)).toContain('drugą zatrzymujesz.');
    expect(tn('draw.keepRest', 2)).toContain('zatrzymujesz pozostałe 2 karty.');
    expect(tn('draw.keepRest', 5)).toContain('zatrzymujesz pozostałych 5 kart.');
    for (const count of [1, 2, 3, 5]) expect(tn('draw.keepRest', count)).not.toMatch(/\(\d+\)/);
  });
});

describe('one naming of the sides (R-F7)', () => {
  const COLOUR_ALONE = /\b(Blue|Red|Niebieski|Niebieskiego|Czerwony|Czerwonego)\b/;
  const cases: { edition: Edition; lang: Language; red: string }[] = [
    { edition: 'en', lang: 'en', red: 'King Chu' },
    { edition: 'pl', lang: 'en', red: 'King Shao' },
    { edition: 'en', lang: 'pl', red: 'Król Chu' },
    { edition: 'pl', lang: 'pl', red: 'Król Shao' },
  ];

  it('names each side by its character, with the colour only beside it', () => {
    for (const { edition, lang, red } of cases) {
      applyLanguage(lang);
      expect(plain(playerName('blue', edition))).toBe('Sun Tzu');
      expect(plain(playerName('red', edition))).toBe(red);
      expect(plain(playerFullName('blue', edition))).toBe(
        `Sun Tzu (${lang === 'en' ? 'blue' : 'niebieski'})`,
      );
      expect(plain(playerFullName('red', edition))).toBe(`${red} (${lang === 'en' ? 'red' : 'czerwony'})`);
    }
  });

  it('puts the same names on the hand-over cover, the header badge and the log', () => {
    for (const { edition, lang, red } of cases) {
      const played = playPassGame(6, gameChoices('blue', { edition }));
      for (const player of ['blue', 'red'] as const) {
        const name = player === 'blue' ? 'Sun Tzu' : red;
        const cover = textIn(lang, () => h(HandOverStep, { to: player, edition, onReady: () => {} }));
        const badge = textIn(lang, () => h(PlayerBadge, { player, edition }));
        expect(cover, `${edition}/${lang} cover`).toContain(name);
        expect(badge).toBe(name);
        expect(cover).not.toMatch(COLOUR_ALONE);
      }
      const log = textIn(lang, () => h(GameLog, { entries: gameLog(played.game), edition }));
      expect(log).toContain('Sun Tzu');
      expect(log).toContain(red);
      expect(log, `${edition}/${lang} log`).not.toMatch(COLOUR_ALONE);
      const otherRed = red.endsWith('Chu') ? red.replace('Chu', 'Shao') : red.replace('Shao', 'Chu');
      expect(log).not.toContain(otherRed);
    }
  });
});

describe('the recovery code’s own moment', () => {
  it('comes on the player’s own screen, never under the invitation, is noted with a tap and found again under More', () => {
    let table = tableGame('blue', 'reinforce');
    // Chosen before the invitation: the code waits for the first private step, not under the QR.
    expect(gameStep(table)).toBe('invite');
    expect(recoveryNoticeNow(table)).toBeNull();
    const guest = ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0));
    expect(guest.session.role).toBe('guest');
    table = confirmJoined(table, 0);
    expect(gameStep(table)).toBe('hand');
    const code = recoveryCodes(table)[0]?.code ?? '';
    expect(code).toMatch(/^([0-9A-Z]{5} ){3}[0-9A-Z]{2}$/);
    for (const lang of LANGUAGES) {
      const words = lang === 'en' ? en : pl;
      const moment = textIn(lang, () => h(RecoveryCodeMoment, { game: table, apply: noApply }));
      expect(moment).toContain(
        plain(words['recovery.noticeTitle'].replace('{name}', '')).trim().split(' ')[0],
      );
      expect(moment).toContain(code);
      expect(moment).toContain(plain(words['recovery.noticeHelp']));
      expect(moment).toContain(plain(words['recovery.noted']));
      expect(moment).not.toMatch(/only this once|tylko ten jeden raz/);
      // Its own screen: a heading of its own, and nothing of the step below it.
      expect(read(h(RecoveryCodeMoment, { game: table, apply: noApply })).tree[0]).toMatch(/^section /);
      expect(moment).not.toContain(plain(words['hand.deal']));
    }
    applyLanguage('en');
    const noted = recoveryCodeNoted(table, 1);
    expect(recoveryNoticeNow(noted)).toBeNull();
    expect(read(h(RecoveryCodeMoment, { game: noted, apply: noApply })).text).toBe('');
    // Later, on the player's own More screen, behind the player's own step: not in the page until opened.
    const folded = read(h(OwnerSecrets, { game: noted }));
    expect(folded.text).toContain(en['owner.secrets'].split('{player}')[1]!.trim());
    expect(folded.markup).not.toContain(code);
    expect(read(h(OwnerSecrets, { game: noted, stage: 'asking' })).markup).not.toContain(code);
    expect(read(h(OwnerSecrets, { game: noted, stage: 'open' })).text).toContain(code);
  });
});

describe('the guest’s early warlord commitment offer', () => {
  it('is on the guest’s round-1 plan only when the table player can play a warlord at round 1’s start', () => {
    // Blue table, board empty: nothing of blue’s can act then (R-W6, R-W10), so no offer.
    const blueTable = twoPhones('blue', 'reinforce', 'second-six').guest;
    // Red table: deadly-plague (R-W4) may be what it chose, so the offer is there (whatever it chose).
    const redTable = twoPhones('red', 'second-six', 'cap-at-six').guest;
    for (const lang of LANGUAGES) {
      const words = lang === 'en' ? en : pl;
      const without = textIn(lang, () => inGame(blueTable, h(PlanStep, { game: blueTable, apply: noApply })));
      const with_ = textIn(lang, () => inGame(redTable, h(PlanStep, { game: redTable, apply: noApply })));
      expect(gameStep(blueTable)).toBe('plan');
      expect(without).not.toContain(plain(words['early.forTable']));
      expect(without).not.toContain(plain(words['early.forTableHelp']));
      expect(with_).toContain(plain(words['early.forTable']));
    }
  });
});
