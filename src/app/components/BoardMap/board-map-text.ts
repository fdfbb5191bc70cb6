// The board map's words, English and Polish. They load with the game screens (this module is only
// imported by the map), so the start-up catalogue does not grow; typed key for key like the catalogue.
import { formatNumber, language, type MessageParams } from '../../i18n';

const en = {
  title: 'The board as a map',
  showTable: 'Show as table',
  showMap: 'Show as map',
  province: '{name}: {holding}, {sixes}, {display}',
  neutral: 'neutral, no armies',
  'armies.one': '1 {player} army',
  'armies.other': '{count} {player} armies',
  'sixMarks.one': '1 {player} six mark',
  'sixMarks.other': '{count} {player} six marks',
  noSixMarks: 'no six marks',
  display: 'score display {values}, now {value} (end of round {displayRound})',
  column: 'Score displays: the highlighted value of each province counts at the end of round {displayRound}.',
  roundTrack: 'Round track: round {round} of 9; scoring at the end of rounds 3, 6 and 9',
  'roundTrack.setup': 'Round track: setup, round 1 next; scoring at the end of rounds 3, 6 and 9',
  borders: 'Borders: {list}',
  bordersLegend: 'Borders: tap a province to light up the provinces it borders.',
  bordersOf: '{province} borders {list}.',
  bordersNone: '{province} borders no province.',
  bordersPick: 'Show the borders of',
  scoringLegend: 'Double boxes: scoring rounds.',
  player: '{player}: pool {pool}, set aside {setAside}, on the board {board}, six marks {sixes}',
  pool: 'Pool',
  setAside: 'Set aside',
} as const;

/** A key of the board map's words. */
export type MapKey = keyof typeof en;
/** A plural family: `armies` for `armies.one` / `armies.other`. */
type Family = MapKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;

/** Polish: every English key, plus the `few` and `many` forms of each plural family. */
const pl: Record<MapKey | `${Family}.few` | `${Family}.many`, string> = {
  title: 'Plansza jako mapa',
  showTable: 'Pokaż jako tabelę',
  showMap: 'Pokaż jako mapę',
  province: '{name}: {holding}, {sixes}, {display}',
  neutral: 'neutralna, bez oddziałów',
  'armies.one': '1 oddział {player}',
  'armies.few': '{count} oddziały {player}',
  'armies.many': '{count} oddziałów {player}',
  'armies.other': '{count} oddziału {player}',
  'sixMarks.one': '1 znacznik szóstki {player}',
  'sixMarks.few': '{count} znaczniki szóstki {player}',
  'sixMarks.many': '{count} znaczników szóstki {player}',
  'sixMarks.other': '{count} znacznika szóstki {player}',
  noSixMarks: 'bez znaczników szóstek',
  display: 'wskaźnik punktów {values}, teraz {value} (koniec rundy {displayRound})',
  column: 'Wskaźniki punktów: wyróżniona wartość każdej prowincji liczy się na koniec rundy {displayRound}.',
  roundTrack: 'Tor rund: runda {round} z 9; punktowanie na koniec rund 3, 6 i 9',
  'roundTrack.setup': 'Tor rund: przygotowanie, następna runda 1; punktowanie na koniec rund 3, 6 i 9',
  borders: 'Granice: {list}',
  bordersLegend: 'Granice: dotknij prowincji, by podświetlić prowincje, z którymi graniczy.',
  bordersOf: '{province} graniczy z: {list}.',
  bordersNone: '{province} nie graniczy z żadną prowincją.',
  bordersPick: 'Pokaż granice prowincji',
  scoringLegend: 'Podwójne pola: rundy z punktowaniem.',
  player: '{player}: pula {pool}, posiłki {setAside}, na planszy {board}, znaczniki szóstek {sixes}',
  pool: 'Pula',
  setAside: 'Posiłki',
};

/** Both languages' words (tests compare them key for key). */
export const MAP_TEXT = { en, pl } as const;

const rules: Partial<Record<'en' | 'pl', Intl.PluralRules>> = {};

function words(): Record<string, string | undefined> {
  return language.value === 'pl' ? pl : en;
}

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The board map's words for a key in the current language, `{placeholders}` filled from params. */
export function mt(key: MapKey, params: MessageParams = {}): string {
  return fill(words()[key] ?? en[key], params);
}

/** A plural family for a count in the current language (Polish: one, few, many, other). */
export function mtn(family: Family, count: number, params: MessageParams = {}): string {
  const lang = language.value === 'pl' ? 'pl' : 'en';
  const rule = (rules[lang] ??= new Intl.PluralRules(lang));
  const table = words();
  const template = table[`${family}.${rule.select(count)}`] ?? table[`${family}.other`] ?? family;
  return fill(template, { ...params, count: formatNumber(count) });
}
