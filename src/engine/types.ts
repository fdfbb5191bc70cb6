// Public types of the Sun Tzu rules engine. Rule ids (R-*) refer to docs/spec/RULINGS.md.
// Everything here is plain data (JSON-safe, integers only) so records, states and logs can be
// stored, sent and compared on any device.

/** The two players (R-F7): blue = Sun Tzu, red = King Chu / King Shao. */
export type Player = 'blue' | 'red';
/** Both players, blue first (the engine's fixed iteration order). */
export const PLAYERS: readonly Player[] = ['blue', 'red'];
/** The other player. */
export const opponent = (p: Player): Player => (p === 'blue' ? 'red' : 'blue');

/** Province ids (R-F4). */
export type ProvinceId = 'qin' | 'chu' | 'jinyan' | 'hanqi' | 'wu';
/** Board order, the fixed reveal order (R-F4). */
export const PROVINCES: readonly ProvinceId[] = ['qin', 'chu', 'jinyan', 'hanqi', 'wu'];

/** Action card codes (R-F1). '1'..'6' are framed. */
export type Card =
  '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '+1' | '+2' | '+3' | '-1' | 'P';
/** All card codes in canonical order. */
export const CARDS: readonly Card[] = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '+1',
  '+2',
  '+3',
  '-1',
  'P',
];

/** Warlord ids (RULINGS §10). */
export type WarlordId =
  | 'second-six' // R-W1 red
  | 'remove-army' // R-W2 red
  | 'counter-plague' // R-W3 red
  | 'deadly-plague' // R-W4 red
  | 'recycle-plague' // R-W5 red
  | 'move-army' // R-W6 blue
  | 'cap-at-six' // R-W7 blue
  | 'head-start' // R-W8 blue
  | 'recycle-minus-one' // R-W9 blue
  | 'reinforce'; // R-W10 blue
/** Red's five warlords. */
export const RED_WARLORDS: readonly WarlordId[] = [
  'second-six',
  'remove-army',
  'counter-plague',
  'deadly-plague',
  'recycle-plague',
];
/** Blue's five warlords. */
export const BLUE_WARLORDS: readonly WarlordId[] = [
  'move-army',
  'cap-at-six',
  'head-start',
  'recycle-minus-one',
  'reinforce',
];

/** Event ids (RULINGS §11). */
export type EventId = 'pandemic' | 'war-chariot' | 'champion' | 'hero' | 'light-infantry';
/** All events in canonical order. */
export const EVENTS: readonly EventId[] = ['pandemic', 'war-chariot', 'champion', 'hero', 'light-infantry'];

/** Rules edition (RULINGS §3). */
export type Edition = 'en' | 'pl';
/** Game variant (R-F2, R-E6). */
export type Variant = 'standard' | 'beginner';
/** Who holds the action cards: the real cards (`physical`) or a private seed per phone (`app`). */
export type CardMode = 'physical' | 'app';
/** Event deck order: shuffled from the game seed (`app`) or entered as turned up (`physical`). */
export type EventDeckMode = 'app' | 'physical';

/** The game's options, all recorded in the setup. */
export interface GameOptions {
  edition: Edition; // R-E*
  variant: Variant; // R-F2, R-E6
  events: boolean; // §11 (forced off by beginner + pl, R-E6)
  eventDeck: EventDeckMode; // R-V6
  cardMode: CardMode;
  plagueCancelsCosts: boolean; // R-P2, default true
  costsBeforeMargin: boolean; // R-B5, default true
}

/** A border between two provinces (R-F5). */
export type Border = readonly [ProvinceId, ProvinceId];
/** Per province the three values for the ends of rounds 3, 6, 9 (R-F6), integers 0..9. */
export type Displays = Record<ProvinceId, readonly [number, number, number]>;

/** The setup record: everything needed, with the action list, to replay a game. */
export interface GameSetup {
  gameId: string;
  options: GameOptions;
  displays: Displays;
  /** Borders (R-F5); omitted = the default table in borders.ts. */
  borders?: readonly Border[];
  /** Seed for the event deck order when options.eventDeck is 'app' (R-V6). */
  eventsSeed?: string;
  /** Known-open warlords (pass-and-play without secrecy, tests). A player listed here commits nothing. */
  openWarlords?: Partial<Record<Player, readonly WarlordId[]>>;
  /** Two phones with app cards or app events: the setup handshake (src/protocol/handshake.ts); the engine ignores it. */
  handshake?: SetupHandshake;
}

/** What the two phones exchanged at setup: 32 hex digits each (src/protocol/handshake.ts). */
export interface SetupHandshake {
  /** The table's commitment to its contribution (the invitation's). */
  commit: string;
  /** The table's contribution, once revealed (round 1's commitment). */
  table?: string;
  /** The guest's contribution (its join code). */
  guest?: string;
}

/** One card per province. */
export type Orders = Record<ProvinceId, Card>;

/** A location of armies for log entries. `sixBox` is the box above `province`. */
export type Location = ProvinceId | 'pool' | 'setAside' | 'sixBox';

/** Every action of the append-only record, a union on `type`. */
export type Action =
  /** Secret warlord choice at setup (standard variant): SHA-256 hex of `${warlordId}:${salt}`; later, fills an open War Chariot slot (R-W12, full or 32-digit hash). */
  | { type: 'commitWarlord'; player: Player; commitment: string }
  /** Play (reveal) a warlord in a window: head-start (setup), deadly-plague (start), reinforce/move-army/remove-army (start or end). */
  | {
      type: 'warlord';
      player: Player;
      warlord: WarlordId;
      salt?: string; // needed when the warlord was committed secretly
      province?: ProvinceId; // reinforce, remove-army (R-W10, R-W2)
      from?: ProvinceId; // move-army (R-W6)
      to?: ProvinceId; // move-army (R-W6)
    }
  /** Exceptional support (R-X1): one setAside army to the pool; the discarded non-framed card is shown (omitted only when unknown, e.g. cases). */
  | { type: 'support'; player: Player; card?: Card }
  /** Sealed orders, revealed. `sequence` when this player chooses the order (R-R3); `secondSix` declares R-W1 there. */
  | {
      type: 'orders';
      player: Player;
      orders: Orders;
      sequence?: readonly ProvinceId[];
      secondSix?: ProvinceId;
      secondSixSalt?: string;
    }
  /** Answer to the pending decision (see Decision). */
  | { type: 'decide'; player: Player; choice: string; salt?: string; commitment?: string }
  /** Done with the end-of-phase-3 window (R-W11); scoring follows when both have passed. */
  | { type: 'pass'; player: Player };

/** Kinds of pending decisions (R-D*). */
export type DecisionKind =
  | 'reactiveWarlord' // R-W3, R-W5, R-W7, R-W9: options 'none' | warlord ids; default 'none'
  | 'take' // where an army comes from: 'pool' | ProvinceId (R-B4/R-D2, R-C2/R-C6/events R-D1)
  | 'lightInfantry' // R-E3 en: 'take' | 'decline'; default 'take' (R-D3)
  | 'extraWarlord' // R-W12: 'none' | 'commit' (with commitment, or without: chosen later, see Commitment) | warlord id (open); default 'none'
  | 'turnEvent'; // physical event deck: the event id turned up

/** A pending decision: who decides, what, the legal options and the rules' default. */
export interface Decision {
  player: Player;
  kind: DecisionKind;
  options: string[];
  default: string;
  /** Province being resolved, when the decision is inside a province's resolution. */
  province?: ProvinceId;
  /** Why (e.g. 'place', 'sixMark', 'cost', 'pandemic', 'champion', 'hero'). */
  reason?: string;
}

/** Rejection codes name the ruling: `R-C6/six-already-marked`. */
export interface Rejection {
  code: string;
  message?: string;
  field?: string;
}

/** Log entries: data precise enough to tell a person what to move, rendered by the UI in any language. */
export type LogEntry =
  | { kind: 'setup'; marker: number; headStart: boolean }
  | { kind: 'roundStart'; round: number; turnDisplays: boolean; column: number }
  | { kind: 'warlordCommitted'; player: Player }
  | {
      kind: 'warlord';
      player: Player;
      warlord: WarlordId;
      province?: ProvinceId;
      from?: ProvinceId;
      to?: ProvinceId;
    }
  | { kind: 'support'; player: Player; card: Card | null }
  | { kind: 'ordersSealed'; player: Player }
  | { kind: 'sequence'; chooser: Player | null; sequence: ProvinceId[] }
  | { kind: 'reveal'; province: ProvinceId; blue: Card; red: Card }
  | {
      kind: 'battle';
      province: ProvinceId;
      blueValue: number;
      redValue: number;
      winner: Player | null;
      margin: number;
    }
  | { kind: 'plague'; province: ProvinceId; owner: Player | null; lost: number; deadly: boolean }
  | { kind: 'cancelled'; province: ProvinceId; player: Player; card: Card; reason: 'plague' | 'same-bonus' }
  | {
      kind: 'move';
      player: Player;
      count: number;
      from: Location;
      to: Location;
      /** The six box's province when from/to is 'sixBox'. */
      box?: ProvinceId;
      reason: MoveReason;
    }
  | { kind: 'shortfall'; player: Player; province: ProvinceId; missing: number }
  | { kind: 'recycle'; player: Player; card: Card }
  | { kind: 'eventTurned'; event: EventId }
  | { kind: 'event'; event: EventId; players: Player[] }
  | { kind: 'extraWarlord'; player: Player; open: WarlordId | null }
  | { kind: 'marker'; from: number; to: number; reason: 'score' | 'light-infantry' | 'head-start' }
  | { kind: 'score'; round: number; blue: number; red: number; marker: number }
  | { kind: 'draw'; player: Player; drew: number; kept: number; returned: number }
  | { kind: 'gameOver'; winner: Player | 'draw'; reason: GameOverReason; marker: number };

/** Why armies moved. */
export type MoveReason =
  | 'battle-loss' // R-B3 eliminated, back to pool
  | 'battle-win' // R-B3/B4 placed by the winner
  | 'short-pool' // R-B4 moved from the board to make up the shortfall
  | 'plague' // R-P1
  | 'six-mark' // R-C6
  | 'bonus-cost' // R-C2
  | 'support' // R-X1
  | 'warlord' // R-W2, R-W6, R-W10
  | 'pandemic' // R-V1
  | 'champion' // R-V3
  | 'hero' // R-V4
  | 'light-infantry'; // R-V5/R-E3

/** Why the game ended. */
export type GameOverReason =
  'track' | 'round9' | 'round9-pool' | 'round9-draw' | 'events' | 'events-pool' | 'events-draw';

/** A province on the board: at most one owner (0 armies = neutral). */
export interface ProvinceState {
  owner: Player | null;
  armies: number;
}

/** A secret warlord commitment and, once played, its id. */
export interface Commitment {
  /** SHA-256 hex of `${id}:${salt}` (R-W12 extra warlord: or its first 32 digits); null: War Chariot's extra warlord taken, its secret choice not committed yet (a `commitWarlord` fills it). */
  hash: string | null;
  revealed: WarlordId | null;
}

/** A player's public side. */
export interface PlayerPublic {
  pool: number;
  setAside: number;
  /** Six marks per province (R-C6). */
  sixMarks: Record<ProvinceId, number>;
  /** Non-framed cards out of the game, in the order they left (played, discarded for support); recycled ones are not here (R-C4, R-X1, R-W5, R-W9). */
  out: Card[];
  /** Cards in the draw deck; null when unknown (cases). */
  deck: number | null;
  /** Non-framed cards in hand, sealed ones counted until revealed (R-B5 step 1); null when unknown (cases). */
  handExtra: number | null;
  /** Secret warlord commitments (setup and War Chariot). */
  commitments: Commitment[];
  /** Known-open warlords not yet used. */
  openWarlords: WarlordId[];
  /** Warlords already played. */
  usedWarlords: WarlordId[];
}

/** The game's phase. */
export type Phase = 'setup' | 'orders' | 'reveal' | 'end' | 'over';

/** Submitted orders of one player for the current round. */
export interface OrdersSubmission {
  orders: Orders;
  sequence: ProvinceId[] | null;
  secondSix: ProvinceId | null;
}

/** The event deck (R-V6). */
export interface EventsState {
  faceUp: EventId | null;
  /** Rest of the deck in order (known order: app deck or case); null when physical and not yet turned. */
  deck: EventId[];
  /** True when the deck order is unknown (physical): the next card is asked with a 'turnEvent' decision. */
  unknownOrder: boolean;
  discarded: EventId[];
}

/** Resolution progress inside phase 3. */
export interface RevealState {
  chooser: Player | null;
  sequence: ProvinceId[];
  /** Index in `sequence` of the province being resolved (= length when done). */
  index: number;
}

/** A recorded answer to a decision. */
export interface DecisionAnswer {
  player: Player;
  choice: string;
  salt?: string;
  commitment?: string;
}

/** The whole public state: the replay of the public record. */
export interface PublicState {
  setup: GameSetup;
  borders: readonly Border[];
  round: number;
  phase: Phase;
  marker: number; // R-F3, + towards blue
  provinces: Record<ProvinceId, ProvinceState>;
  players: Record<Player, PlayerPublic>;
  plagues: number; // R-P3
  events: EventsState;
  /** R-E2 en: the player who chose last. */
  lastChooser: Player | null;
  /** R-E2 pl: board counts at the start of the previous round's phase 3. */
  prevPhase3: Record<Player, number> | null;
  orders: Record<Player, OrdersSubmission | null>;
  /** The current (or last completed) round's resolution order. */
  reveal: RevealState | null;
  /** R-W4 active this round. */
  deadlyPlague: boolean;
  /** R-C1 draw bonus earned this round. */
  oneBonus: Record<Player, boolean>;
  /** End-window passes (R-W11). */
  passed: Record<Player, boolean>;
  pending: Decision | null;
  /** Answers given so far for the current step (a province, or the setup event turn); the step is re-run with them. */
  stepAnswers: DecisionAnswer[];
  winner: Player | 'draw' | null;
  endReason: GameOverReason | null;
  /** Number of actions applied (the record's length). */
  actions: number;
}

/** A player's private state: hand, deck (top first) and own warlords. Never in the public record. */
export interface PrivateState {
  player: Player;
  hand: Card[];
  deck: Card[];
  /** Cards drawn and not yet resolved (keep choice pending). */
  drawn: Card[];
  warlords: { id: WarlordId; salt: string; used: boolean }[];
}

/** The public record: setup plus actions. */
export interface GameRecord {
  setup: GameSetup;
  actions: Action[];
}

/** Result of applying an action. */
export type ApplyResult =
  { ok: true; state: PublicState; log: LogEntry[] } | { ok: false; rejection: Rejection };
