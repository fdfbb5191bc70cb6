// "Rules in force for this game": from a game's setup, the options and rulings that apply, each a
// short plain explanation with its ruling ids (docs/spec/RULINGS.md). Pure: no DOM, no i18n state.
import { DEFAULT_BORDERS } from '../../engine/borders';
import { eventsInPlay, warlordsInPlay } from '../../engine/state';
import type { Border, GameSetup, ProvinceId } from '../../engine/types';
import { PROVINCES } from '../../engine/types';
import type { Language } from '../i18n';
import { en } from './en';
import { pl } from './pl';
import type { InForceText, RulesContent, RulingId } from './types';

/** The rules reference of each language. */
export const RULES_CONTENT: Readonly<Record<Language, RulesContent>> = { en, pl };

/** Which line of the in-force list this is (stable, for tests and keys). */
export type InForceId =
  | 'edition'
  | 'order'
  | 'variant'
  | 'warlords'
  | 'remove-army'
  | 'same-bonus'
  | 'plague-cancels-costs'
  | 'costs-before-margin'
  | 'events'
  | 'light-infantry'
  | 'cards'
  | 'borders'
  | 'displays'
  | 'shortfall'
  | 'track'
  | 'defaults';

/** One rule in force: a title, a plain explanation and the rulings it rests on. */
export interface InForceLine extends InForceText {
  id: InForceId;
  rulings: readonly RulingId[];
}

/** A border as a pair of province indices in board order, smaller first (for comparing tables). */
function borderKey([a, b]: Border): string {
  const i = PROVINCES.indexOf(a);
  const j = PROVINCES.indexOf(b);
  return i < j ? `${a}|${b}` : `${b}|${a}`;
}

/** True when a border table has the same borders as the default one (R-F5), in any order. */
export function isDefaultBorders(borders: readonly Border[]): boolean {
  const keys = new Set(borders.map(borderKey));
  const defaults = new Set(DEFAULT_BORDERS.map(borderKey));
  return keys.size === defaults.size && [...defaults].every((key) => keys.has(key));
}

/** The borders in board order, e.g. "Qin–Chu, Qin–Jin-Yan, …". */
function bordersList(borders: readonly Border[], names: Record<ProvinceId, string>): string {
  const sorted = [...borders]
    .map(([a, b]): Border => (PROVINCES.indexOf(a) <= PROVINCES.indexOf(b) ? [a, b] : [b, a]))
    .sort(
      (x, y) =>
        PROVINCES.indexOf(x[0]) - PROVINCES.indexOf(y[0]) ||
        PROVINCES.indexOf(x[1]) - PROVINCES.indexOf(y[1]),
    );
  return sorted.map(([a, b]) => `${names[a]}–${names[b]}`).join(', ');
}

/** The score display values per province, e.g. "Qin 1/4/3, Chu 2/2/2, …" (R-F6). */
function displaysList(setup: GameSetup, names: Record<ProvinceId, string>): string {
  return PROVINCES.map((p) => `${names[p]} ${setup.displays[p].join('/')}`).join(', ');
}

/**
 * The rules in force for a game, in the given language: its edition and what the edition decides
 * (R-F7, R-R3/R-E1/R-E2, R-E4, R-E5, R-E3), its variant (R-F2, R-E6), events (R-V6, R-E6), card
 * mode, the options plagueCancelsCosts (R-P2) and costsBeforeMargin (R-B5), the border table
 * (R-F5), the score displays (R-F6) and the fixed rulings every game uses (R-B4, R-D*, R-S4).
 */
export function rulesInForce(setup: GameSetup, lang: Language): InForceLine[] {
  const texts = RULES_CONTENT[lang].inForce;
  const names = RULES_CONTENT[lang].provinces;
  const o = setup.options;
  const withWarlords = warlordsInPlay(o);
  const withEvents = eventsInPlay(o);
  const lines: InForceLine[] = [];
  const add = (id: InForceId, text: InForceText, rulings: readonly RulingId[]) =>
    lines.push({ id, title: text.title, text: text.text, rulings });

  add('edition', texts.edition[o.edition], ['R-F7']);
  add('order', texts.order[o.edition], ['R-R3', 'R-E1', 'R-E2']);
  add('variant', texts.variant[o.variant], o.variant === 'beginner' ? ['R-F2', 'R-E6'] : ['R-F1']);
  if (withWarlords) {
    add('warlords', texts.warlords, ['R-W11']);
    add('remove-army', texts.removeArmy[o.edition], ['R-W2', 'R-E4']);
    // +2 and +3 exist only in the standard game (R-F2).
    add('same-bonus', texts.sameBonus[o.edition], ['R-E5', 'R-C2']);
  }
  add('plague-cancels-costs', texts.plagueCancelsCosts[o.plagueCancelsCosts ? 'on' : 'off'][o.variant], [
    'R-P2',
  ]);
  add('costs-before-margin', texts.costsBeforeMargin[o.costsBeforeMargin ? 'on' : 'off'][o.variant], [
    'R-B5',
  ]);
  if (withEvents) {
    add('events', texts.events[o.eventDeck], ['R-V6', 'R-V7', 'R-S3']);
    add(
      'light-infantry',
      texts.lightInfantry[o.edition],
      o.edition === 'en' ? ['R-V5', 'R-E3', 'R-D3'] : ['R-V5', 'R-E3'],
    );
  } else if (o.events) {
    // Events were asked for, but the Polish beginner rules remove them (R-E6).
    add('events', texts.events.offBeginnerPl, ['R-E6']);
  } else {
    add('events', texts.events.off, ['R-S2']);
  }
  add('cards', texts.cards[o.cardMode], o.cardMode === 'app' ? ['R-F1', 'R-R4'] : ['R-R4', 'R-C4']);
  const borders = setup.borders ?? DEFAULT_BORDERS;
  const list = bordersList(borders, names);
  add(
    'borders',
    texts.borders[isDefaultBorders(borders) ? 'default' : 'custom'](list, withWarlords),
    withWarlords ? ['R-F5', 'R-B4', 'R-W6'] : ['R-F5', 'R-B4'],
  );
  add('displays', texts.displays(displaysList(setup, names)), ['R-F6', 'R-R2', 'R-S1']);
  add('shortfall', texts.shortfall, ['R-B4', 'R-D2']);
  add('track', texts.track, ['R-S2', 'R-S4']);
  add('defaults', texts.defaults[o.variant], withWarlords ? ['R-D1', 'R-D3'] : ['R-D1']);
  return lines;
}
