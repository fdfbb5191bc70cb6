// Names of the game's things (players, provinces, cards, warlords, events, places) through i18n.
import { t, tn } from '../i18n';
import type { Card, Edition, EventId, Location, Player, ProvinceId, WarlordId } from '../../engine/types';

/**
 * The one name of a side used in sentences, on covers and in the log (R-F7): the character,
 * never the colour alone. The edition decides the red character and the app language the words:
 * "Sun Tzu", "King Chu" / "King Shao" in English; "Sun Tzu", "Król Chu" / "Król Shao" in Polish.
 */
export function playerName(player: Player, edition: Edition): string {
  if (player === 'blue') return t('player.blue');
  return edition === 'pl' ? t('player.red.pl') : t('player.red.en');
}

/** The player's name after "towards" (Polish genitive: "w stronę Króla Shao"; English: the plain name). */
export function playerNameOf(player: Player, edition: Edition): string {
  if (player === 'blue') return t('player.blue.gen');
  return edition === 'pl' ? t('player.red.pl.gen') : t('player.red.en.gen');
}

/** The long form of the same name, adding the colour: "Sun Tzu (blue)", "King Chu (red)"; "Król Shao (czerwony)". */
export function playerFullName(player: Player, edition: Edition): string {
  return t(player === 'blue' ? 'player.blue.full' : 'player.red.full', { name: playerName(player, edition) });
}

/** Text alternative for a player's icon ("diamond" for blue, "circle" for red). */
export function playerIconName(player: Player): string {
  return player === 'blue' ? t('player.icon.blue') : t('player.icon.red');
}

/** The symbol that marks a player everywhere, so colour is never the only cue. */
export function playerSymbol(player: Player): string {
  return player === 'blue' ? '◆' : '●';
}

/** Province name (R-F4): Qin, Chu, Jin-Yan, Han-Qi, Wu. */
export function provinceName(province: ProvinceId): string {
  return t(`province.${province}`);
}

/** Action card name: numbers as digits, '+1', '−1', 'P' as "Plague"; null (unknown) as "a card". */
export function cardName(card: Card | null): string {
  return card === null ? t('card.unknown') : t(`card.${card}`);
}

/** Warlord name (RULINGS §10). */
export function warlordName(warlord: WarlordId): string {
  return t(`warlord.${warlord}.name`);
}

/** One-line warlord description in the app's words; Remove an Army differs by edition (R-E4). */
export function warlordDescription(warlord: WarlordId, edition: Edition): string {
  if (warlord === 'remove-army' && edition === 'pl') return t('warlord.remove-army.desc.pl');
  return t(`warlord.${warlord}.desc`);
}

/** Event card name (RULINGS §11). */
export function eventName(event: EventId): string {
  return t(`event.${event}.name`);
}

/** One-line event description in the app's words; Light Infantry differs by edition (R-E3). */
export function eventDescription(event: EventId, edition: Edition): string {
  if (event === 'light-infantry' && edition === 'pl') return t('event.light-infantry.desc.pl');
  return t(`event.${event}.desc`);
}

/** A place armies can be, for sentences: a province, "the pool", "Wu's six box" (box = its province). */
export function locationName(location: Location, box?: ProvinceId): string {
  if (location === 'pool') return t('location.pool');
  if (location === 'setAside') return t('location.setAside');
  if (location === 'sixBox') return t('location.sixBox', { province: box ? provinceName(box) : '?' });
  return provinceName(location);
}

/** "1 army" / "4 armies" with the language's plural forms. */
export function armies(count: number): string {
  return tn('armies', count);
}

/** "1 card" / "3 cards" with the language's plural forms. */
export function cards(count: number): string {
  return tn('cards', count);
}

/** Joins names as "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  const last = names[names.length - 1] ?? '';
  return t('list.and', { first: names.slice(0, -1).join(', '), last });
}
