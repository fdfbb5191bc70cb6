// The computer opponent's contract with the app: what it is asked, what it may see, what it answers.
// It imports the engine only. Its view has no field for the other player's hand, deck or sealed
// orders ("honest by construction"): the app builds the view with `opponentView`.
import type {
  Card,
  Decision,
  Orders,
  Player,
  PrivateState,
  ProvinceId,
  PublicState,
  WarlordId,
} from '../engine';

/** The levels a person can choose in the app. */
export type Level = 'easy' | 'normal' | 'hard';
/** Every agent the arena can pit against another: the baselines, the heuristic styles, the levels, and hard before its playouts saved for the scoring rounds ('hard1'). */
export type AgentName = 'random' | 'greedy' | 'cautious' | 'bluffer' | 'stockpiler' | 'hard1' | Level;

/** The public state as the opponent may see it: the other player's orders only where revealed. */
export type PublicView = Omit<PublicState, 'orders'> & {
  /** Own sealed orders in full; the other player's cards only for provinces already revealed. */
  orders: Record<Player, { orders: Partial<Orders>; sequence: ProvinceId[] | null } | null>;
};

/** Everything the opponent knows when it decides: public facts and its own private side. */
export interface OpponentView {
  me: Player;
  /** Public state (see PublicView). */
  public: PublicView;
  /** Its own hand, deck, drawn cards and warlords (with salts). */
  own: PrivateState;
}

/** What the opponent is asked to decide now. */
export type OpponentAsk =
  /** Setup, standard variant: which of its colour's five warlords to take (secretly). */
  | { kind: 'warlord' }
  /** A window (start of round before orders, or end of round after the reveal): one play, or none to be done. */
  | { kind: 'window'; when: 'start' | 'end' }
  /** Seal this round's orders (plus the order of resolution when it chooses, R-R3; second six, R-W1). */
  | { kind: 'orders' }
  /** Answer the engine's pending decision, which is its own (`view.public.pending`). */
  | { kind: 'decision'; decision: Decision }
  /** Keep `count` of the cards just drawn (`view.own.drawn`), R-R4. */
  | { kind: 'keep'; count: number };

/** One play in a window. */
export type WindowPlay =
  | { type: 'support'; card: Card } // R-X1
  | { type: 'warlord'; warlord: WarlordId; province?: ProvinceId; from?: ProvinceId; to?: ProvinceId };

/** The opponent's answer, matching the ask's kind. */
export type OpponentAnswer =
  | { kind: 'warlord'; warlord: WarlordId }
  /** null: nothing (more) to play in this window. */
  | { kind: 'window'; play: WindowPlay | null }
  | { kind: 'orders'; orders: Orders; sequence?: ProvinceId[]; secondSix?: ProvinceId }
  /** `choice` is one of the decision's options; for extraWarlord 'commit', `warlord` is the one taken secretly (R-W12). */
  | { kind: 'decision'; choice: string; warlord?: WarlordId }
  | { kind: 'keep'; kept: Card[] };
