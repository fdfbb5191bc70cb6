// The shape of the in-app rules reference (PRODUCT.md "Interface"): one data module per language
// (en.ts, pl.ts) typed as RulesContent, so a language cannot leave out a topic, card, pairing,
// warlord or event. Ruling ids name docs/spec/RULINGS.md; they are the same in every language.
import type { CardMode, Edition, EventId, Player, ProvinceId, Variant, WarlordId } from '../../engine/types';

/** Every ruling id of docs/spec/RULINGS.md (the unit test checks this list against the file). */
export const RULING_IDS = [
  'R-F1',
  'R-F2',
  'R-F3',
  'R-F4',
  'R-F5',
  'R-F6',
  'R-F7',
  'R-E1',
  'R-E2',
  'R-E3',
  'R-E4',
  'R-E5',
  'R-E6',
  'R-B1',
  'R-B2',
  'R-B3',
  'R-B4',
  'R-B5',
  'R-C1',
  'R-C2',
  'R-C3',
  'R-C4',
  'R-C5',
  'R-C6',
  'R-P1',
  'R-P2',
  'R-P3',
  'R-R1',
  'R-R2',
  'R-R3',
  'R-R4',
  'R-S1',
  'R-S2',
  'R-S3',
  'R-S4',
  'R-X1',
  'R-W1',
  'R-W2',
  'R-W3',
  'R-W4',
  'R-W5',
  'R-W6',
  'R-W7',
  'R-W8',
  'R-W9',
  'R-W10',
  'R-W11',
  'R-W12',
  'R-V1',
  'R-V2',
  'R-V3',
  'R-V4',
  'R-V5',
  'R-V6',
  'R-V7',
  'R-D1',
  'R-D2',
  'R-D3',
] as const;

/** A ruling id of RULINGS.md, e.g. 'R-E1'. A typo is a type error. */
export type RulingId = (typeof RULING_IDS)[number];

/** A piece of text: a paragraph, a bulleted list, numbered steps or a worked example. */
export type Block = string | { list: readonly string[] } | { steps: readonly string[] } | { example: string };

/** How the English and the Polish editions differ on a topic. */
export interface EditionNote {
  en: string;
  pl: string;
  rulings: readonly RulingId[];
}

/** One topic of the reference: a heading, its text, the rulings behind it, edition differences. */
export interface Topic {
  title: string;
  body: readonly Block[];
  rulings: readonly RulingId[];
  editions?: EditionNote;
}

/** The topics about the course of a game, in reading order (setup, the five phases, the end). */
export type GameTopicId =
  | 'goal'
  | 'setup'
  | 'round'
  | 'marker'
  | 'orders'
  | 'reveal'
  | 'battle'
  | 'placing'
  | 'support'
  | 'scoring'
  | 'drawing'
  | 'end'
  | 'beginner';

/** Reading order of the game topics. */
export const GAME_TOPICS: readonly GameTopicId[] = [
  'goal',
  'setup',
  'round',
  'marker',
  'orders',
  'reveal',
  'battle',
  'placing',
  'support',
  'scoring',
  'drawing',
  'end',
  'beginner',
];

/** The action card entries (R-F1): cards that behave alike share one entry. */
export type CardTopicId =
  | 'one'
  | 'two-to-five'
  | 'six'
  | 'seven-to-ten'
  | 'plus-one'
  | 'minus-one'
  | 'plus-two'
  | 'plus-three'
  | 'plague';

/** Reading order of the card entries. */
export const CARD_TOPICS: readonly CardTopicId[] = [
  'one',
  'two-to-five',
  'six',
  'seven-to-ten',
  'plus-one',
  'minus-one',
  'plus-two',
  'plus-three',
  'plague',
];

/** An action card entry: the card face(s) as printed, how many each player has, what it does. */
export interface CardTopic extends Topic {
  faces: string;
  copies: string;
}

/** What happens when two particular cards meet in a province (R-B*, R-C*, R-P*). */
export type PairingId =
  | 'number-number'
  | 'bonus-number'
  | 'minus-number'
  | 'minus-bonus'
  | 'bonus-bonus'
  | 'same-special'
  | 'plague-any'
  | 'plague-plague'
  | 'never-below-zero';

/** Reading order of the pairings. */
export const PAIRINGS: readonly PairingId[] = [
  'number-number',
  'bonus-number',
  'minus-number',
  'minus-bonus',
  'bonus-bonus',
  'same-special',
  'plague-any',
  'plague-plague',
  'never-below-zero',
];

/** A pairing: the two cards (as printed) and the outcome. */
export interface PairingTopic extends Topic {
  cards: string;
}

/** A warlord entry (RULINGS §10): its name (the title), when it may be played, what it does. */
export interface WarlordTopic extends Topic {
  when: string;
}

/** An event entry (RULINGS §11): its name (the title), its condition and its effect. */
export interface EventTopic extends Topic {
  condition: string;
  effect: string;
}

/** One line of the "rules in force" list, before the ruling ids are attached. */
export interface InForceText {
  title: string;
  text: string;
}

/** The texts the "rules in force" list is built from (see in-force.ts for which line applies when). */
export interface InForceTexts {
  /** The edition and what it names (R-F7). */
  edition: Record<Edition, InForceText>;
  /** Who chooses the resolution order (R-R3, R-E1, R-E2). */
  order: Record<Edition, InForceText>;
  /** Identical +2/+3 cards (R-E5), standard variant only. */
  sameBonus: Record<Edition, InForceText>;
  /** Armies, cards and warlords of the variant (R-F2, R-E6). */
  variant: Record<Variant, InForceText>;
  /** Warlords in play (standard): one secret warlord each, when they may be played (R-W11). */
  warlords: InForceText;
  /** Remove an Army by edition (R-E4), standard variant only. */
  removeArmy: Record<Edition, InForceText>;
  /** The event deck: off, removed by the Polish beginner rules, shuffled by the app, or turned by hand. */
  events: Record<'off' | 'offBeginnerPl' | 'app' | 'physical', InForceText>;
  /** Light Infantry by edition (R-E3), when events are in play. */
  lightInfantry: Record<Edition, InForceText>;
  /** Who holds the action cards. */
  cards: Record<CardMode, InForceText>;
  /** Option plagueCancelsCosts (R-P2), by variant (the beginner game has no +2/+3). */
  plagueCancelsCosts: Record<'on' | 'off', Record<Variant, InForceText>>;
  /** Option costsBeforeMargin (R-B5), by variant. */
  costsBeforeMargin: Record<'on' | 'off', Record<Variant, InForceText>>;
  /** The border table (R-F5): the default one or the game's own, with the list of borders; `warlords` when Move an Army can be in play. */
  borders: Record<'default' | 'custom', (list: string, warlords: boolean) => InForceText>;
  /** The score display values entered at setup (R-F6, R-R2), as a list of provinces. */
  displays: (list: string) => InForceText;
  /** Placing armies with a short pool (R-B4, R-D2). */
  shortfall: InForceText;
  /** What the app does when a player accepts the default (R-D1, R-D3), by variant (no warlords in the beginner game). */
  defaults: Record<Variant, InForceText>;
  /** When the track ends the game (R-S2, R-S4). */
  track: InForceText;
}

/** The whole reference in one language. */
export interface RulesContent {
  /** Short introduction under the screen title. */
  intro: string;
  /** Province names (R-F4). */
  provinces: Record<ProvinceId, string>;
  /** A sentence introducing each part of the reference. */
  intros: Record<'game' | 'cards' | 'pairings' | 'warlords' | 'events', string>;
  game: Record<GameTopicId, Topic>;
  cards: Record<CardTopicId, CardTopic>;
  pairings: Record<PairingId, PairingTopic>;
  /** Headings of the two warlord groups: Blue's (Sun Tzu) and Red's (the King). */
  warlordOwners: Record<Player, string>;
  warlords: Record<WarlordId, WarlordTopic>;
  events: Record<EventId, EventTopic>;
  inForce: InForceTexts;
}
