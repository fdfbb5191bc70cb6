// The rules reference: "rules in force" from a game's setup (rulesInForce), the ruling ids it cites
// against docs/spec/RULINGS.md, and the two languages' content against each other and the UI names.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Border, GameOptions, GameSetup } from '../../../src/engine/types';
import { BLUE_WARLORDS, EVENTS, RED_WARLORDS } from '../../../src/engine/types';
import { DEFAULT_BORDERS } from '../../../src/engine/borders';
import { en as enCatalogue } from '../../../src/app/i18n/en';
import { pl as plCatalogue } from '../../../src/app/i18n/pl';
import type { Language } from '../../../src/app/i18n';
import { isDefaultBorders, RULES_CONTENT, rulesInForce } from '../../../src/app/rules-reference/in-force';
import { RULING_IDS, type Block, type RulingId, type Topic } from '../../../src/app/rules-reference/types';
import { gameChoices } from '../../../harness/fixtures';

const LANGS: readonly Language[] = ['en', 'pl'];

/** A game setup: standard English game, app events and cards, default options, unless overridden. */
function setup(options: Partial<GameOptions> = {}, borders?: readonly Border[]): GameSetup {
  const choices = gameChoices('blue', options);
  return {
    gameId: 'test-game',
    displays: choices.displays,
    options: choices.options,
    ...(borders ? { borders } : {}),
  };
}

const line = (s: GameSetup, id: string, lang: Language = 'en') =>
  rulesInForce(s, lang).find((l) => l.id === id);

/** The ruling ids defined in RULINGS.md: table rows "| R-X1 |", "(R-W1)" and list items "- R-B1". */
function rulingIdsInSpec(): Set<string> {
  const text = readFileSync('docs/spec/RULINGS.md', 'utf8');
  const ids = new Set<string>();
  for (const match of text.matchAll(/(?:^\| |^- |\()(R-[A-Z]\d+)\b/gm)) ids.add(match[1] ?? '');
  return ids;
}

/** Every ruling id a topic cites (its own and its edition note's). */
function topicRulings(topic: Topic): RulingId[] {
  return [...topic.rulings, ...(topic.editions?.rulings ?? [])];
}

/** All the text of a topic, for checks on wording. */
function topicText(topic: Topic): string {
  const block = (b: Block): string =>
    typeof b === 'string' ? b : 'list' in b ? b.list.join(' ') : 'steps' in b ? b.steps.join(' ') : b.example;
  return [topic.title, ...topic.body.map(block), topic.editions?.en ?? '', topic.editions?.pl ?? ''].join(
    ' ',
  );
}

describe('rulesInForce', () => {
  it('names who chooses the resolution order by edition (R-R3, R-E1, R-E2)', () => {
    const en = line(setup({ edition: 'en' }), 'order');
    const pl = line(setup({ edition: 'pl' }), 'order');
    expect(en?.rulings).toEqual(['R-R3', 'R-E1', 'R-E2']);
    expect(pl?.rulings).toEqual(['R-R3', 'R-E1', 'R-E2']);
    expect(en?.text).toMatch(/Round 1 uses the fixed order/);
    expect(en?.text).toMatch(/From round 2/);
    expect(pl?.text).toMatch(/Rounds 1 to 3 use the fixed order/);
    expect(pl?.text).toMatch(/From round 4/);
    // The same game read in Polish.
    expect(line(setup({ edition: 'pl' }), 'order', 'pl')?.text).toMatch(/W rundach 1–3.*Od 4\. rundy/);
    expect(line(setup({ edition: 'en' }), 'order', 'pl')?.text).toMatch(/W 1\. rundzie.*Od 2\. rundy/);
  });

  it('lists the edition first, with the red player’s name (R-F7)', () => {
    const first = rulesInForce(setup({ edition: 'pl' }), 'en')[0];
    expect(first?.id).toBe('edition');
    expect(first?.text).toMatch(/King Shao/);
    expect(first?.rulings).toEqual(['R-F7']);
    expect(line(setup({ edition: 'en' }), 'edition')?.text).toMatch(/King Chu/);
  });

  it('changes the Plague line with plagueCancelsCosts (R-P2)', () => {
    const on = line(setup({ plagueCancelsCosts: true }), 'plague-cancels-costs');
    const off = line(setup({ plagueCancelsCosts: false }), 'plague-cancels-costs');
    expect(on?.rulings).toEqual(['R-P2']);
    expect(off?.rulings).toEqual(['R-P2']);
    expect(on?.text).not.toBe(off?.text);
    expect(on?.title).toMatch(/cancels costs too/);
    expect(off?.title).toMatch(/only the value/);
    expect(off?.text).toMatch(/\+2 or \+3 still costs/);
    // The beginner game has no +2/+3 to mention (R-F2).
    expect(
      line(setup({ variant: 'beginner', plagueCancelsCosts: false }), 'plague-cancels-costs')?.text,
    ).not.toMatch(/\+2/);
  });

  it('changes the costs line with costsBeforeMargin (R-B5)', () => {
    const on = line(setup({ costsBeforeMargin: true }), 'costs-before-margin');
    const off = line(setup({ costsBeforeMargin: false }), 'costs-before-margin');
    expect(on?.rulings).toEqual(['R-B5']);
    expect(on?.title).toBe('Costs before the margin');
    expect(off?.title).toBe('Margin before the costs');
  });

  it('lists no warlords in the beginner variant (R-E6), and the variant’s rulings', () => {
    const lines = rulesInForce(setup({ variant: 'beginner' }), 'en');
    expect(lines.map((l) => l.id)).not.toContain('warlords');
    expect(lines.map((l) => l.id)).not.toContain('remove-army');
    expect(lines.map((l) => l.id)).not.toContain('same-bonus');
    expect(lines.flatMap((l) => l.rulings).filter((id) => id.startsWith('R-W'))).toEqual([]);
    // Only the variant line speaks of warlords, to say there are none.
    const others = lines.filter((l) => l.id !== 'variant');
    expect(others.map((l) => `${l.title} ${l.text}`).join(' ')).not.toMatch(
      /warlord|Move an Army|Remove an Army/i,
    );
    expect(line(setup({ variant: 'beginner' }), 'variant')?.text).toMatch(/no warlords/);
    expect(line(setup({ variant: 'beginner' }), 'variant')?.rulings).toEqual(['R-F2', 'R-E6']);
  });

  it('lists the warlords and Remove an Army by edition in the standard game (R-E4)', () => {
    expect(line(setup(), 'warlords')?.rulings).toEqual(['R-W11']);
    expect(line(setup({ edition: 'en' }), 'remove-army')?.text).toMatch(/any army/);
    expect(line(setup({ edition: 'pl' }), 'remove-army')?.text).toMatch(/only one of Sun Tzu’s armies/);
    expect(line(setup({ edition: 'pl' }), 'same-bonus')?.rulings).toContain('R-E5');
  });

  it('describes the events: app, physical, off, and removed by the Polish beginner rules (R-V6, R-E6, R-E3)', () => {
    expect(line(setup({ events: true, eventDeck: 'app' }), 'events')?.title).toMatch(/shuffled by the app/);
    expect(line(setup({ events: true, eventDeck: 'physical' }), 'events')?.title).toMatch(
      /turned by the players/,
    );
    expect(line(setup({ events: false }), 'events')?.title).toBe('No event cards');
    expect(line(setup({ events: false }), 'light-infantry')).toBeUndefined();
    const beginnerPl = line(setup({ events: true, variant: 'beginner', edition: 'pl' }), 'events');
    expect(beginnerPl?.rulings).toEqual(['R-E6']);
    expect(beginnerPl?.text).toMatch(/Polish beginner/);
    expect(line(setup({ events: true, variant: 'beginner', edition: 'en' }), 'events')?.rulings).toContain(
      'R-V6',
    );
    expect(line(setup({ edition: 'en' }), 'light-infantry')?.text).toMatch(/add one army/);
    expect(line(setup({ edition: 'pl' }), 'light-infantry')?.text).toMatch(/score marker one space/);
    expect(line(setup({ edition: 'pl' }), 'light-infantry')?.rulings).toContain('R-E3');
  });

  it('names the card mode', () => {
    expect(line(setup({ cardMode: 'app' }), 'cards')?.title).toMatch(/dealt by the app/);
    expect(line(setup({ cardMode: 'physical' }), 'cards')?.title).toMatch(/Real action cards/);
  });

  it('lists the border table in use (R-F5) and the score displays (R-F6)', () => {
    const standard = line(setup(), 'borders');
    expect(standard?.title).toMatch(/default/);
    expect(standard?.text).toContain(
      'Qin–Chu, Qin–Jin-Yan, Qin–Han-Qi, Chu–Han-Qi, Chu–Wu, Jin-Yan–Han-Qi, Han-Qi–Wu',
    );
    expect(standard?.rulings).toEqual(['R-F5', 'R-B4', 'R-W6']);
    // The default table in another order and direction is still the default.
    const shuffled = [...DEFAULT_BORDERS].reverse().map(([a, b]): Border => [b, a]);
    expect(isDefaultBorders(shuffled)).toBe(true);
    expect(line(setup({}, shuffled), 'borders')?.title).toMatch(/default/);
    const custom = line(setup({}, [...DEFAULT_BORDERS, ['jinyan', 'wu']]), 'borders');
    expect(custom?.title).toMatch(/own table/);
    expect(custom?.text).toContain('Jin-Yan–Wu');
    expect(line(setup({ variant: 'beginner' }), 'borders')?.rulings).toEqual(['R-F5', 'R-B4']);
    expect(line(setup(), 'displays')?.text).toContain(
      'Qin 1/4/3, Chu 2/2/2, Jin-Yan 3/1/5, Han-Qi 1/1/1, Wu 4/2/1',
    );
  });

  it('gives the same lines, with the same rulings, in both languages', () => {
    const options: Partial<GameOptions>[] = [
      {},
      { edition: 'pl', variant: 'beginner', events: true, plagueCancelsCosts: false },
      { events: false, cardMode: 'physical', costsBeforeMargin: false },
      { edition: 'pl', eventDeck: 'physical' },
    ];
    for (const o of options) {
      const en = rulesInForce(setup(o), 'en');
      const pl = rulesInForce(setup(o), 'pl');
      expect(pl.map((l) => [l.id, l.rulings])).toEqual(en.map((l) => [l.id, l.rulings]));
      for (const l of [...en, ...pl]) {
        expect(l.title.length).toBeGreaterThan(0);
        expect(l.text.length).toBeGreaterThan(0);
        expect(l.rulings.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('ruling ids', () => {
  const spec = rulingIdsInSpec();

  it('RULING_IDS is exactly the list of rulings in docs/spec/RULINGS.md', () => {
    expect([...RULING_IDS].sort()).toEqual([...spec].sort());
  });

  it('every id cited by the in-force lists exists in RULINGS.md', () => {
    const cited = new Set<string>();
    for (const edition of ['en', 'pl'] as const)
      for (const variant of ['standard', 'beginner'] as const)
        for (const events of [true, false])
          for (const plagueCancelsCosts of [true, false])
            for (const lang of LANGS)
              for (const l of rulesInForce(setup({ edition, variant, events, plagueCancelsCosts }), lang))
                for (const id of l.rulings) cited.add(id);
    expect([...cited].filter((id) => !spec.has(id))).toEqual([]);
    expect(cited.size).toBeGreaterThan(20);
  });

  it('every id cited by the reference exists in RULINGS.md', () => {
    for (const lang of LANGS) {
      const c = RULES_CONTENT[lang];
      const topics: Topic[] = [
        ...Object.values(c.game),
        ...Object.values(c.cards),
        ...Object.values(c.pairings),
        ...Object.values(c.warlords),
        ...Object.values(c.events),
      ];
      const cited = topics.flatMap(topicRulings);
      expect(cited.filter((id) => !spec.has(id))).toEqual([]);
    }
  });
});

describe('the two languages of the reference', () => {
  it('cite the same rulings topic for topic', () => {
    const ids = (lang: Language) => {
      const c = RULES_CONTENT[lang];
      return [c.game, c.cards, c.pairings, c.warlords, c.events].map((group) =>
        Object.entries(group).map(([id, topic]) => [id, topicRulings(topic)]),
      );
    };
    expect(ids('pl')).toEqual(ids('en'));
  });

  it('name the warlords and events as the app’s catalogues do', () => {
    const catalogues = { en: enCatalogue, pl: plCatalogue } as const;
    for (const lang of LANGS) {
      const c = RULES_CONTENT[lang];
      for (const id of [...BLUE_WARLORDS, ...RED_WARLORDS])
        expect(c.warlords[id].title).toBe(catalogues[lang][`warlord.${id}.name`]);
      for (const id of EVENTS) expect(c.events[id].title).toBe(catalogues[lang][`event.${id}.name`]);
    }
  });

  it('cover the ten warlords and five events, with the edition differences R-E3 and R-E4', () => {
    for (const lang of LANGS) {
      const c = RULES_CONTENT[lang];
      expect(Object.keys(c.warlords).sort()).toEqual([...BLUE_WARLORDS, ...RED_WARLORDS].sort());
      expect(Object.keys(c.events).sort()).toEqual([...EVENTS].sort());
      expect(c.warlords['remove-army'].editions?.rulings).toContain('R-E4');
      expect(c.events['light-infantry'].editions?.rulings).toContain('R-E3');
      expect(topicText(c.game.reveal)).toMatch(/[Qq]in/);
    }
  });
});
