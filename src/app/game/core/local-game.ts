// What one phone keeps about one game: the protocol session (which holds the public record), this
// player's private side, and the few facts about where the screens are that the record cannot tell.
import type {
  Action,
  Card,
  DealVersion,
  DecisionKind,
  Orders,
  Player,
  PrivateState,
  ProvinceId,
  PublicState,
  WarlordId,
} from '../../../engine';
import { standingItems, type Session } from '../../../protocol';
import type { Level, WindowPlay } from '../../../opponent/api';

/** A QR message on screen: its QR texts (one, or numbered parts) and typed-code forms. */
export interface ShownMessage {
  kind:
    | 'invitation'
    | 'commitment'
    | 'orders'
    | 'round-record'
    | 'resync'
    | 'warlord-commitment'
    | 'join'
    | 'reveal';
  texts: string[];
  typed: string[];
}

/** This player's unsealed plan for the round (kept so a reload loses nothing). */
export interface PlanDraft {
  round: number;
  orders: Partial<Orders>;
  sequence: ProvinceId[] | null;
  /** Guest: the player sealed, and the plan waits for the table's commitment to be scanned. */
  ready: boolean;
  /** App cards, a draw pending: the index of the drawn card marked to go back; absent, the default (R-R4). */
  putBack?: number | null;
  /** Real cards, a draw pending: the cards tapped as kept (R-R4); absent, none yet (or those the deck forces). */
  kept?: Card[];
}

/** A private draw this player still has to make (R-R4): how many drawn, how many kept. */
export interface DrawDue {
  drew: number;
  keep: number;
}

/** One game as stored on this phone. */
export interface LocalGame {
  id: string;
  createdAt: number;
  updatedAt: number;
  session: Session;
  /** This player's hand, deck and warlords; null until the starting hand is entered. */
  priv: PrivateState | null;
  /** App card mode: the private seed this phone dealt its deck from (never sent). */
  privateSeed: string | null;
  /** Which deal turned `privateSeed` into the deck; absent: 1, the 32-bit deal of older games. */
  deal?: DealVersion;
  /**
   * Two phones with app cards or app events: the private seed this phone's contribution to the setup
   * handshake comes from (never sent before the game's end); with app cards, the seed its deck is dealt from.
   */
  handshakeSeed?: string;
  /** Two phones, setup handshake: the secret the player's recovery code shows; `handshakeSeed` and the setup warlord's salt come from it. */
  recoverySecret?: string;
  /** App cards, restored from repair codes: the record length when the player named the hand, and the cards named (the deck was then dealt from `privateSeed`). */
  restoredHand?: { at: number; named: Card[] };
  /** The warlord chosen at setup before its commitment is sealed (guest) or recorded (table). */
  chosenWarlord: { id: WarlordId; salt: string } | null;
  /** Record length whose effects on the private side are applied. */
  privSyncedActions: number;
  plan: PlanDraft | null;
  /** Table: how many provinces of this round's reveal the players have stepped through. */
  revealShown: number;
  /** A message for the player about the plan (e.g. the table's announced actions made it illegal). */
  planNotice: string | null;
  draw: DrawDue | null;
  /** The message this phone is showing and waiting for the other phone to scan, if any. */
  showing: ShownMessage | null;
  /** Table: the guest confirmed joining (the invitation can be put away). */
  joined: boolean;
  /** War Chariot's extra warlords this player picked in secret on this phone (R-W12; also in `priv`). */
  extraWarlords?: { id: WarlordId; salt: string }[];
  /** The warlord just chosen: its recovery code is still to be shown (once) for the player to note. */
  recoveryCodeDue?: boolean;
  /** The warlord whose recovery code is due, when not the setup one (`chosenWarlord`): an extra warlord. */
  recoveryCodeOf?: { id: WarlordId; salt: string };
  /** Restored from repair codes with a secret warlord unplayed: ask for its recovery code, or it was put off. */
  recovery?: 'ask' | 'later';
  /** The last scoring round (3, 6, 9) whose scoring moment the players tapped past. */
  scoringSeen?: number;
  /** The last round (4, 7) whose "turn the score displays" step the players confirmed (R-R2). */
  displaysTurned?: number;
  /** Pass-and-play: the other player's seat on this same phone, and who holds the phone. */
  pass?: PassSeats;
  /** Against the phone: the table seat is the computer's, the guest seat (`pass.guest`) the person's. */
  solo?: SoloSide;
}

/** The public state this phone shows: the table's live state, or the guest's last verified one (with the table's actions announced in its commitment). */
export function currentState(game: LocalGame): PublicState {
  const session = game.session;
  return session.role === 'table' ? session.state : (session.preState ?? session.synced.state);
}

/** The round being played or planned (1–9): one more than the rounds both phones have completed; once over, the last round played. */
export function playingRound(game: LocalGame): number {
  const synced = game.session.synced;
  if (synced.state.phase === 'over') return synced.state.round;
  return Math.min(9, synced.exchanges + 1);
}

/** This phone's player. */
export function myPlayer(game: LocalGame): Player {
  return game.session.me;
}

/** The whole public record this phone knows, in order (the table's includes what it recorded since the last sync). */
export function recordActions(game: LocalGame): Action[] {
  const session = game.session;
  const actions = [...session.synced.actions];
  if (session.role !== 'table') return actions;
  let guest = 0;
  for (const item of standingItems(session.items)) {
    if (item.type === 'guest') {
      const applied = session.guestApplied[guest++];
      if (applied) actions.push(applied);
    } else actions.push(item);
  }
  return actions;
}

/** Who holds the shared phone: one player (private screens) or both (the reveal, the end). */
export type Holder = Player | 'both';

/** The second seat of a pass-and-play game and who holds the phone. */
export interface PassSeats {
  /** The guest seat: the other player's whole side, as the guest's phone would keep it. */
  guest: LocalGame;
  /** Who holds the phone now (the hand-over screen changes it). */
  holder: Holder;
  /** The last round whose "before orders" window the players closed. */
  beforeDone: number;
}

/** One thing the phone did as a player, kept so each screen and the log can say it. */
export type SoloLine = { round: number } & (
  | { kind: 'warlord' }
  | { kind: 'sealed'; words: string }
  | { kind: 'decision'; decision: DecisionKind; choice: string }
  | { kind: 'play'; play: WindowPlay }
  | { kind: 'done'; when: 'start' | 'end' }
  | { kind: 'keep'; kept: number; drew: number }
);

/** A game against the phone: who the computer plays, how well, and what it has done. */
export interface SoloSide {
  /** The computer's colour: the table seat's player (it seals first each round). */
  computer: Player;
  level: Level;
  /** The last round whose start-of-round window the computer closed. */
  startDone: number;
  lines: SoloLine[];
}
