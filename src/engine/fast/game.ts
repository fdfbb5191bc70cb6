// The playout engine: the rules of reducer.ts on one mutable, compact state of small
// integers, for the opponent's playouts. No log, no copies, no commitments hashed, no re-checks of what
// the caller guarantees (a playout only plays legal moves): an illegal action here is undefined
// behaviour, not a rejection. Decisions inside a province's resolution (R-D*) are answered at once by
// the game's `asker`, so nothing is ever suspended. test/engine/fast.test.ts keeps it equal to
// applyAction on recorded random games; applyAction stays the referee everywhere else.
// Codes: players 0 blue, 1 red; provinces 0–4 in board order (PROVINCES); cards 0–14 as CARDS (0–5
// framed 1–6); warlords 0–9 as FAST_WARLORDS (0–4 red's, 5–9 blue's); events 0–4 as EVENTS.
import { BLUE_WARLORDS, RED_WARLORDS, type WarlordId } from '../types';

/** Warlord codes: red's five, then blue's five. */
export const FAST_WARLORDS: readonly WarlordId[] = [...RED_WARLORDS, ...BLUE_WARLORDS];
/** Warlord code of R-W1 … R-W10. */
export const W_SECOND_SIX = 0;
export const W_REMOVE_ARMY = 1;
export const W_COUNTER_PLAGUE = 2;
export const W_DEADLY_PLAGUE = 3;
export const W_RECYCLE_PLAGUE = 4;
export const W_MOVE_ARMY = 5;
export const W_CAP_AT_SIX = 6;
export const W_HEAD_START = 7;
export const W_RECYCLE_MINUS = 8;
export const W_REINFORCE = 9;

/** Card codes used by the rules (CARDS indexes). */
export const C_1 = 0;
export const C_6 = 5;
export const C_9 = 8;
export const C_10 = 9;
export const C_PLUS2 = 11;
export const C_PLUS3 = 12;
export const C_MINUS1 = 13;
export const C_PLAGUE = 14;

/** Phase codes. */
export const PH_SETUP = 0;
export const PH_ORDERS = 1;
export const PH_REVEAL = 2;
export const PH_END = 3;
export const PH_OVER = 4;

/** Decision kinds (DecisionKind). */
export const D_REACTIVE = 0;
export const D_TAKE = 1;
export const D_LIGHT_INFANTRY = 2;
export const D_EXTRA_WARLORD = 3;
export const D_TURN_EVENT = 4;

/** Option values: a take's pool (provinces are 0–4), 'none', 'commit', light infantry's 'take' and 'decline'. */
export const OPT_POOL = 5;
export const OPT_NONE = 10;
export const OPT_COMMIT = 11;
export const OPT_TAKE = 0;
export const OPT_DECLINE = 1;

/** Decision reasons, in FAST_REASONS order. */
export const FAST_REASONS = [
  'reveal',
  'sixMark',
  'cost',
  'place',
  'pandemic',
  'champion',
  'hero',
  'light-infantry',
  'war-chariot',
  'turn-event',
] as const;
const R_REVEAL = 0;
const R_SIX_MARK = 1;
const R_COST = 2;
const R_PLACE = 3;
const R_PANDEMIC = 4;
const R_CHAMPION = 5;
const R_HERO = 6;
const R_LIGHT_INFANTRY = 7;
const R_WAR_CHARIOT = 8;
const R_TURN_EVENT = 9;

/** Event codes (EVENTS order). */
const E_PANDEMIC = 0;
const E_WAR_CHARIOT = 1;
const E_CHAMPION = 2;
const E_HERO = 3;
const E_LIGHT_INFANTRY = 4;

/** End reasons, in GameOverReason order of FAST_END_REASONS. */
export const FAST_END_REASONS = [
  'track',
  'round9',
  'round9-pool',
  'round9-draw',
  'events',
  'events-pool',
  'events-draw',
] as const;

/** Answers the pending decision (g.ask*): returns one of g.askOpts[0 … askN − 1]. */
export type FastAsker = (g: FastGame) => number;

/** Slots of a player's private deck (a ring). */
const DECK_RING = 32;

/** The whole game, public and (optionally) private, as small integers; mutated in place. */
export class FastGame {
  /** Every small array below is a view of this one buffer: one allocation, one fill to reset. */
  private readonly mem = new Int8Array(320);
  private memUsed = 0;
  // options (R-E*, R-P2, R-B5)
  pl = false;
  beginner = false;
  warlordsOn = true;
  eventsOn = true;
  plagueCancelsCosts = true;
  costsFirst = true;
  /** Displays, province × 3 + column (R-F6). */
  readonly displays: Int8Array = this.view(15);
  /** Neighbours of each province, one bit per province (R-F5). */
  readonly adj: Int8Array = this.view(5);

  round = 0;
  phase: number = PH_SETUP;
  marker = 0;
  actions = 0;
  /** Province owner (−1 none) and armies. */
  readonly owner: Int8Array = this.view(5);
  readonly armies: Int8Array = this.view(5);
  readonly pool: Int8Array = this.view(2);
  readonly setAside: Int8Array = this.view(2);
  /** Six marks, player × 5 + province (R-C6). */
  readonly marks: Int8Array = this.view(10);
  /** Cards out of the game in the order they left, player × 16 + i; outLen[player] of them. */
  readonly out: Int8Array = this.view(32);
  readonly outLen: Int8Array = this.view(2);
  /** Public deck counts and non-framed cards in hand (R-B5 step 1). */
  readonly deck: Int8Array = this.view(2);
  readonly handExtra: Int8Array = this.view(2);
  /** Warlords: known open, used (bit per code), unrevealed filled commitments, War Chariot's open slots, chosen at setup. */
  readonly open = new Int32Array(2);
  readonly used = new Int32Array(2);
  readonly secret: Int8Array = this.view(2);
  readonly slots: Int8Array = this.view(2);
  readonly chosen: Int8Array = this.view(2);
  plagues = 0;
  /** Event deck (R-V6): face-up card (−1 none), the rest in order, the discards in order. */
  evFace = -1;
  readonly evDeck: Int8Array = this.view(5);
  evLen = 0;
  readonly evDiscard: Int8Array = this.view(5);
  evDiscLen = 0;
  evUnknown = false;
  lastChooser = -1;
  /** R-E2 pl: board counts at the previous phase 3 (prevSet false: none yet). */
  prevSet = false;
  readonly prev: Int8Array = this.view(2);
  /** This round's orders: sealed flags, cards player × 5 + province, sequences, second six (−1 none). */
  readonly sealed: Int8Array = this.view(2);
  readonly cards: Int8Array = this.view(10);
  readonly hasSeq: Int8Array = this.view(2);
  readonly seq: Int8Array = this.view(10);
  readonly secondSix: Int8Array = this.view(2);
  /** The resolution order in force (revealSet false: none yet). */
  revealSet = false;
  revChooser = -1;
  readonly revSeq: Int8Array = this.view(5);
  revIndex = 0;
  deadly = false;
  readonly oneBonus: Int8Array = this.view(2);
  readonly passed: Int8Array = this.view(2);
  /** −1 none, 0 blue, 1 red, 2 draw. */
  winner = -1;
  endReason = -1;

  /** Private side, when `priv`: hand counts player × 15 + card; deck rings (top first). */
  priv = false;
  readonly hand: Int8Array = this.view(30);
  readonly pdeck: Int8Array = this.view(2 * DECK_RING);
  readonly pdStart: Int8Array = this.view(2);
  readonly pdLen: Int8Array = this.view(2);
  /** The last round's draws (R-R4): cards drawn and kept by each player, for the private side. */
  readonly drew: Int8Array = this.view(2);
  readonly kept: Int8Array = this.view(2);

  /** The decision being asked: player, kind, options, default, province (−1 none), reason (FAST_REASONS), and for a commit whether it is filled (R-W12). */
  askPlayer = 0;
  askKind = 0;
  askN = 0;
  readonly askOpts: Int8Array = this.view(16);
  askDefault = 0;
  askProvince = -1;
  askReason = 0;
  askFilled = true;
  asker: FastAsker = (g) => g.askDefault;

  // the province being resolved (R-B5)
  private bc = 0;
  private rc = 0;
  private capSix = false;
  private recycleMinus = false;
  private counter = false;
  private recyclePlague = false;
  private win = -1;
  private margin = 0;
  private bFree = false;
  private rFree = false;

  constructor() {
    this.owner.fill(-1);
    this.secondSix.fill(-1);
  }

  /** The next `n` bytes of the buffer (field initialisers only). */
  private view(n: number): Int8Array {
    const v = this.mem.subarray(this.memUsed, this.memUsed + n);
    this.memUsed += n;
    if (this.memUsed > this.mem.length) throw new Error('FastGame: buffer too small');
    return v;
  }

  /** Become a copy of `o` (one world put on the playout engine once, then copied for each candidate's playout; nothing allocated). Every field not in the buffer (the warlord bit sets included) is listed here; test/engine/fast-copy.test.ts checks that none is missed. */
  copyFrom(o: FastGame): void {
    this.mem.set(o.mem);
    this.open.set(o.open);
    this.used.set(o.used);
    this.pl = o.pl;
    this.beginner = o.beginner;
    this.warlordsOn = o.warlordsOn;
    this.eventsOn = o.eventsOn;
    this.plagueCancelsCosts = o.plagueCancelsCosts;
    this.costsFirst = o.costsFirst;
    this.round = o.round;
    this.phase = o.phase;
    this.marker = o.marker;
    this.actions = o.actions;
    this.plagues = o.plagues;
    this.evFace = o.evFace;
    this.evLen = o.evLen;
    this.evDiscLen = o.evDiscLen;
    this.evUnknown = o.evUnknown;
    this.lastChooser = o.lastChooser;
    this.prevSet = o.prevSet;
    this.revealSet = o.revealSet;
    this.revChooser = o.revChooser;
    this.revIndex = o.revIndex;
    this.deadly = o.deadly;
    this.winner = o.winner;
    this.endReason = o.endReason;
    this.priv = o.priv;
    this.askPlayer = o.askPlayer;
    this.askKind = o.askKind;
    this.askN = o.askN;
    this.askDefault = o.askDefault;
    this.askProvince = o.askProvince;
    this.askReason = o.askReason;
    this.askFilled = o.askFilled;
    this.asker = o.asker;
    this.bc = o.bc;
    this.rc = o.rc;
    this.capSix = o.capSix;
    this.recycleMinus = o.recycleMinus;
    this.counter = o.counter;
    this.recyclePlague = o.recyclePlague;
    this.win = o.win;
    this.margin = o.margin;
    this.bFree = o.bFree;
    this.rFree = o.rFree;
  }

  /** Back to a new game's blank state (a game reused, nothing allocated). */
  reset(): void {
    this.mem.fill(0); // one builtin call; the few others by hand
    this.open[0] = 0;
    this.open[1] = 0;
    this.used[0] = 0;
    this.used[1] = 0;
    for (let i = 0; i < 5; i++) this.owner[i] = -1;
    this.secondSix[0] = -1;
    this.secondSix[1] = -1;
    this.pl = false;
    this.beginner = false;
    this.warlordsOn = true;
    this.eventsOn = true;
    this.plagueCancelsCosts = true;
    this.costsFirst = true;
    this.round = 0;
    this.phase = PH_SETUP;
    this.marker = 0;
    this.actions = 0;
    this.plagues = 0;
    this.evFace = -1;
    this.evLen = 0;
    this.evDiscLen = 0;
    this.evUnknown = false;
    this.lastChooser = -1;
    this.prevSet = false;
    this.revealSet = false;
    this.revChooser = -1;
    this.revIndex = 0;
    this.deadly = false;
    this.winner = -1;
    this.endReason = -1;
    this.priv = false;
  }

  // —— private deck ——

  /** Cards in `p`'s private deck. */
  deckSize(p: number): number {
    return this.pdLen[p] as number;
  }

  /** Remove and return the top card of `p`'s private deck (−1 when empty). */
  deckTake(p: number): number {
    const n = this.pdLen[p] as number;
    if (n === 0) return -1;
    const st = this.pdStart[p] as number;
    const c = this.pdeck[p * DECK_RING + st] as number;
    this.pdStart[p] = (st + 1) % DECK_RING;
    this.pdLen[p] = n - 1;
    return c;
  }

  /** Put card `c` under `p`'s private deck. */
  deckPush(p: number, c: number): void {
    const n = this.pdLen[p] as number;
    this.pdeck[p * DECK_RING + (((this.pdStart[p] as number) + n) % DECK_RING)] = c;
    this.pdLen[p] = n + 1;
  }

  /** The i-th card from the top of `p`'s private deck. */
  deckAt(p: number, i: number): number {
    return this.pdeck[p * DECK_RING + (((this.pdStart[p] as number) + i) % DECK_RING)] as number;
  }

  /** Card `c` leaves `p`'s game (R-C4). */
  private outPush(p: number, c: number): void {
    const n = this.outLen[p] as number;
    this.out[p * 16 + n] = c;
    this.outLen[p] = n + 1;
  }

  // —— queries ——

  /** Armies of `p` on the board. */
  boardCount(p: number): number {
    let n = 0;
    for (let i = 0; i < 5; i++) if (this.owner[i] === p) n += this.armies[i] as number;
    return n;
  }

  /** Whether `p` might hold unused warlord `w`: known open, or an unrevealed commitment could be it. */
  mayHold(p: number, w: number): boolean {
    if (!this.warlordsOn || (w < 5 ? 1 : 0) !== p) return false;
    const bit = 1 << w;
    if (((this.open[p] as number) & bit) !== 0) return true;
    if (((this.used[p] as number) & bit) !== 0) return false;
    return (this.secret[p] as number) > 0;
  }

  /** Who chooses the resolution order this round, −1 for the fixed order (R-R3, R-E1, R-E2). */
  chooser(): number {
    if (this.pl ? this.round <= 3 : this.round <= 1) return -1;
    let b = 0;
    let r = 0;
    for (let i = 0; i < 5; i++) {
      const o = this.owner[i] as number;
      if (o === 0) b += this.armies[i] as number;
      else if (o === 1) r += this.armies[i] as number;
    }
    if (b !== r) return b < r ? 0 : 1;
    if (this.pl && this.prevSet && this.prev[0] !== this.prev[1])
      return (this.prev[0] as number) < (this.prev[1] as number) ? 0 : 1;
    return this.lastChooser;
  }

  /** Whether `p` may play window warlord `w` now with these targets (checkWindowWarlord, R-W2/4/6/8/10/11). */
  windowLegal(p: number, w: number, province: number, from: number, to: number): boolean {
    if (!this.mayHold(p, w) || this.phase === PH_OVER) return false;
    const startWindow = this.phase === PH_ORDERS && this.sealed[0] === 0 && this.sealed[1] === 0;
    if (w === W_HEAD_START) return this.phase === PH_SETUP || (startWindow && this.round === 1);
    if (w === W_DEADLY_PLAGUE) return startWindow && !this.deadly;
    if (w !== W_REINFORCE && w !== W_REMOVE_ARMY && w !== W_MOVE_ARMY) return false;
    if (!(startWindow || this.phase === PH_END) || this.round > 6) return false;
    if (w === W_REINFORCE)
      return province >= 0 && this.armies[province] !== 0 && this.owner[province] === 0 && this.pool[0] !== 0;
    if (w === W_REMOVE_ARMY)
      return (
        province >= 0 &&
        this.owner[province] !== -1 &&
        this.armies[province] !== 0 &&
        !(this.pl && this.owner[province] === 1)
      );
    return (
      from >= 0 &&
      to >= 0 &&
      this.armies[from] !== 0 &&
      this.owner[from] === 0 &&
      ((this.adj[from] as number) & (1 << to)) !== 0 &&
      this.owner[to] !== 1
    );
  }

  // —— actions (the caller plays only legal ones) ——

  /** commitWarlord: the setup choice, or (after setup) filling War Chariot's open slot (R-W12). */
  commitWarlord(p: number): void {
    this.actions++;
    if (this.phase !== PH_SETUP) {
      this.slots[p] = (this.slots[p] as number) - 1;
      this.secret[p] = (this.secret[p] as number) + 1;
      return;
    }
    this.secret[p] = (this.secret[p] as number) + 1;
    this.chosen[p] = 1;
    this.advanceSetup();
  }

  /** A window warlord (R-W2, R-W4, R-W6, R-W8, R-W10): province for reinforce / remove-army, from → to for move-army. */
  warlord(p: number, w: number, province: number, from: number, to: number): void {
    this.actions++;
    this.useWarlord(p, w);
    if (w === W_REINFORCE) {
      this.pool[0] = (this.pool[0] as number) - 1;
      this.armies[province] = (this.armies[province] as number) + 1;
    } else if (w === W_REMOVE_ARMY) {
      const o = this.owner[province] as number;
      this.remove(province, 1);
      this.pool[o] = (this.pool[o] as number) + 1;
    } else if (w === W_MOVE_ARMY) {
      this.remove(from, 1);
      this.owner[to] = 0;
      this.armies[to] = (this.armies[to] as number) + 1;
    } else if (w === W_DEADLY_PLAGUE) this.deadly = true;
    else if (w === W_HEAD_START) this.marker = Math.min(9, this.marker + 1);
    if (this.phase === PH_SETUP) this.advanceSetup();
  }

  /** Exceptional support (R-X1): a set-aside army to the pool, non-framed card `card` (−1 unknown) discarded. */
  support(p: number, card: number): void {
    this.actions++;
    if (card >= 0) this.outPush(p, card);
    this.handExtra[p] = (this.handExtra[p] as number) - 1;
    this.setAside[p] = (this.setAside[p] as number) - 1;
    this.pool[p] = (this.pool[p] as number) + 1;
    if (this.priv && card >= 0) this.hand[p * 15 + card] = (this.hand[p * 15 + card] as number) - 1;
  }

  /** Sealed orders: cards per province, the order of resolution (or null) when `p` chooses, second six's province (−1 none, R-W1). */
  orders(p: number, cards: ArrayLike<number>, seq: ArrayLike<number> | null, secondSix: number): void {
    this.actions++;
    if (secondSix >= 0) {
      // R-W1: revealed now (an open one stays open), spent when its 6 is revealed
      const bit = 1 << W_SECOND_SIX;
      if (((this.open[1] as number) & bit) === 0) {
        this.secret[1] = (this.secret[1] as number) - 1;
        this.open[1] = (this.open[1] as number) | bit;
      }
    }
    for (let i = 0; i < 5; i++) this.cards[p * 5 + i] = cards[i] as number;
    this.hasSeq[p] = seq ? 1 : 0;
    if (seq) for (let i = 0; i < 5; i++) this.seq[p * 5 + i] = seq[i] as number;
    this.secondSix[p] = secondSix;
    this.sealed[p] = 1;
    if (this.sealed[0] === 0 || this.sealed[1] === 0) return;
    // R-R3: the order of resolution, then phase 3
    const ch = this.chooser();
    const own = ch >= 0 && this.hasSeq[ch] === 1;
    for (let i = 0; i < 5; i++) this.revSeq[i] = own ? (this.seq[ch * 5 + i] as number) : i;
    if (ch >= 0) this.lastChooser = ch;
    this.prevSet = true;
    let b = 0;
    let r = 0;
    for (let i = 0; i < 5; i++) {
      const o = this.owner[i] as number;
      if (o === 0) b += this.armies[i] as number;
      else if (o === 1) r += this.armies[i] as number;
    }
    this.prev[0] = b; // for R-E2 pl next round
    this.prev[1] = r;
    this.revealSet = true;
    this.revChooser = ch;
    this.revIndex = 0;
    this.phase = PH_REVEAL;
    while (this.revIndex < 5) {
      this.resolve(this.revSeq[this.revIndex] as number);
      this.revIndex++;
      if (this.phase === PH_OVER) return;
    }
    this.phase = PH_END; // R-W11 window
  }

  /** Done with the end window (R-W11); scoring, drawing and the next round once both have passed. */
  pass(p: number): void {
    this.actions++;
    this.passed[p] = 1;
    if (this.passed[0] === 1 && this.passed[1] === 1) this.finishRound();
  }

  // —— the rules ——

  private advanceSetup(): void {
    if (this.warlordsOn && (this.chosen[0] === 0 || this.chosen[1] === 0)) return;
    if (this.eventsOn && this.evFace < 0 && this.evDiscLen === 0) this.turnNext();
    this.startRound(1);
  }

  private startRound(r: number): void {
    this.round = r;
    this.phase = PH_ORDERS;
    this.sealed[0] = 0;
    this.sealed[1] = 0;
    this.hasSeq[0] = 0;
    this.hasSeq[1] = 0;
    this.secondSix[0] = -1;
    this.secondSix[1] = -1;
    this.deadly = false;
    this.oneBonus[0] = 0;
    this.oneBonus[1] = 0;
    this.passed[0] = 0;
    this.passed[1] = 0;
  }

  /** Use warlord `w` of `p`: an open one, else a secret commitment is revealed. */
  private useWarlord(p: number, w: number): void {
    const bit = 1 << w;
    if (((this.open[p] as number) & bit) !== 0) this.open[p] = (this.open[p] as number) & ~bit;
    else this.secret[p] = (this.secret[p] as number) - 1;
    this.used[p] = (this.used[p] as number) | bit;
  }

  /** Ask `player` the decision whose options are in askOpts[0 … n − 1]; returns the answer. */
  private ask(
    player: number,
    kind: number,
    n: number,
    def: number,
    province: number,
    reason: number,
  ): number {
    this.askPlayer = player;
    this.askKind = kind;
    this.askN = n;
    this.askDefault = def;
    this.askProvince = province;
    this.askReason = reason;
    this.askFilled = true;
    this.actions++; // the answer is a decide action of the record
    return this.asker(this);
  }

  /** One province's resolution (R-B5), then the face-up event's check (R-V7). */
  private resolve(id: number): void {
    const bc = this.cards[id] as number;
    const rc = this.cards[5 + id] as number;
    // R-B5 step 1: a revealed non-framed card leaves its owner's hand (R-C4)
    if (bc > 5) this.handExtra[0] = (this.handExtra[0] as number) - 1;
    if (rc > 5) this.handExtra[1] = (this.handExtra[1] as number) - 1;
    if (this.secondSix[1] === id) this.useWarlord(1, W_SECOND_SIX); // R-W1
    this.bc = bc;
    this.rc = rc;
    this.capSix = false;
    this.recycleMinus = false;
    this.counter = false;
    this.recyclePlague = false;
    this.win = -1;
    this.margin = 0;
    this.bFree = false;
    this.rFree = false;
    // (2) reactive warlords: blue's R-W7 on a 7–10, R-W9 on a −1; red's R-W3 against a blue Plague, R-W5 on its own
    if (bc >= 6 && bc <= 9) this.reactive(0, 1 << W_CAP_AT_SIX);
    else if (bc === C_MINUS1) this.reactive(0, 1 << W_RECYCLE_MINUS);
    if (bc === C_PLAGUE)
      this.reactive(
        1,
        rc === C_PLAGUE ? (1 << W_COUNTER_PLAGUE) | (1 << W_RECYCLE_PLAGUE) : 1 << W_COUNTER_PLAGUE,
      );
    else if (rc === C_PLAGUE) this.reactive(1, 1 << W_RECYCLE_PLAGUE);
    this.fight(id);
    if (this.costsFirst) {
      if (!this.bFree) this.cost(0, bc, id);
      if (!this.rFree) this.cost(1, rc, id);
      this.marginStep(id);
    } else {
      this.marginStep(id);
      if (!this.bFree) this.cost(0, bc, id);
      if (!this.rFree) this.cost(1, rc, id);
    }
    if (this.evFace >= 0) this.events(id);
  }

  /** Offer `p`'s reactive warlords among `cands` (bits) while it might hold one (R-B5 step 2). */
  private reactive(p: number, cands: number): void {
    let usedNow = 0;
    for (;;) {
      let n = 0;
      for (let w = 0; w < 10; w++)
        if ((cands & (1 << w)) !== 0 && (usedNow & (1 << w)) === 0 && this.mayHold(p, w)) {
          if (n === 0) this.askOpts[n++] = OPT_NONE;
          this.askOpts[n++] = w;
        }
      if (n === 0) return;
      const a = this.ask(p, D_REACTIVE, n, OPT_NONE, this.resolving(), R_REVEAL);
      if (a === OPT_NONE) return;
      this.useWarlord(p, a);
      usedNow |= 1 << a;
      if (a === W_CAP_AT_SIX) this.capSix = true;
      else if (a === W_RECYCLE_MINUS) this.recycleMinus = true;
      else if (a === W_COUNTER_PLAGUE) this.counter = true;
      else if (a === W_RECYCLE_PLAGUE) this.recyclePlague = true;
    }
  }

  /** The province being resolved. */
  private resolving(): number {
    return this.revSeq[this.revIndex] as number;
  }

  /** A played card leaves the game, or, recycled, goes under the deck while the top card leaves (R-C4, R-W5, R-W9). */
  private retire(p: number, c: number, recycled: boolean): void {
    if (c <= 5) return;
    if (!recycled) {
      this.outPush(p, c);
      return;
    }
    if (this.deck[p] === 0) this.deck[p] = 1;
    if (this.priv) {
      this.deckTake(p);
      this.deckPush(p, c);
    }
  }

  /** (3) Plagues counted, cards retired, cancellations (R-P2, R-E5), then the Plague or the battle (R-P1, R-B1). */
  private fight(id: number): void {
    const bc = this.bc;
    const rc = this.rc;
    if (bc === C_PLAGUE) this.plagues++; // R-P3
    if (rc === C_PLAGUE) this.plagues++;
    this.retire(0, bc, this.recycleMinus);
    this.retire(1, rc, this.recyclePlague);
    const bluePlague = bc === C_PLAGUE && !this.counter;
    const redPlague = rc === C_PLAGUE;
    const plague = bluePlague || redPlague;
    this.bFree = plague && !bluePlague && this.plagueCancelsCosts;
    this.rFree = plague && !redPlague && this.plagueCancelsCosts;
    if (!plague && bc === rc && (bc === C_PLUS2 || bc === C_PLUS3) && this.pl) {
      this.bFree = true; // R-E5
      this.rFree = true;
    }
    if (plague) {
      const n = this.armies[id] as number;
      const lost = this.deadly ? Math.max(0, n - 1) : n >> 1; // R-P1, R-W4
      const o = this.owner[id] as number;
      if (o >= 0 && lost > 0) {
        this.armies[id] = n - lost;
        if (n === lost) this.owner[id] = -1;
        this.pool[o] = (this.pool[o] as number) + lost;
      }
      return;
    }
    // R-B1; cap-at-six R-W7, a countered Plague R-W3 counts 0
    const an = this.capSix ? 6 : bc === C_PLAGUE ? 0 : bc <= 9 ? bc + 1 : -1;
    const rn = rc <= 9 ? rc + 1 : -1;
    let bv: number;
    let rv: number;
    if (an >= 0 && rn >= 0) {
      bv = an;
      rv = rn;
    } else if (an < 0 && rn >= 0) {
      bv = Math.max(0, rn + bonus(bc));
      rv = rn;
    } else if (an >= 0) {
      bv = an;
      rv = Math.max(0, an + bonus(rc));
    } else {
      const ab = bonus(bc);
      const rb = bonus(rc);
      bv = ab === rb ? 0 : Math.max(0, ab);
      rv = ab === rb ? 0 : Math.max(0, rb);
    }
    if (bv !== rv) {
      this.win = bv > rv ? 0 : 1;
      this.margin = bv > rv ? bv - rv : rv - bv;
    }
  }

  /** Provinces with armies of `p` (bits), but `except`. */
  private ownedBits(p: number, except: number): number {
    let bits = 0;
    for (let i = 0; i < 5; i++)
      if (i !== except && this.owner[i] === p && (this.armies[i] as number) > 0) bits |= 1 << i;
    return bits;
  }

  /** The province among `bits` with the most armies, ties by board order (R-D1, R-D2). */
  private most(bits: number): number {
    let best = -1;
    let top = -1;
    for (let i = 0; i < 5; i++) {
      if ((bits & (1 << i)) === 0) continue;
      if ((this.armies[i] as number) > top) {
        best = i;
        top = this.armies[i] as number;
      }
    }
    return best;
  }

  /** Remove `n` armies of the owner from province `id`. */
  private remove(id: number, n: number): void {
    const left = (this.armies[id] as number) - n;
    if (left <= 0) {
      this.armies[id] = 0;
      this.owner[id] = -1;
    } else this.armies[id] = left;
  }

  /**
   * Take one army of `p` for a cost or an event: `poolFirst` forces the pool while it has armies (R-C6,
   * R-V1); otherwise the pool or the board at the owner's choice (R-C2, R-V3, R-V4; default R-D1).
   * Returns false when `p` has no army left (nothing happens).
   */
  private takeArmy(p: number, poolFirst: boolean, reason: number, province: number): boolean {
    const pool = this.pool[p] as number;
    if (pool > 0 && poolFirst) {
      this.pool[p] = pool - 1;
      return true;
    }
    const board = this.ownedBits(p, -1);
    if (board === 0) {
      if (pool === 0) return false;
      this.pool[p] = pool - 1;
      return true;
    }
    let n = 0;
    if (pool > 0) this.askOpts[n++] = OPT_POOL;
    for (let i = 0; i < 5; i++) if ((board & (1 << i)) !== 0) this.askOpts[n++] = i;
    const a = this.ask(p, D_TAKE, n, pool > 0 ? OPT_POOL : this.most(board), province, reason);
    if (a === OPT_POOL) this.pool[p] = (this.pool[p] as number) - 1;
    else this.remove(a, 1);
    return true;
  }

  /** (4) The cost of `p`'s card `c` in province `id` (R-C6 six mark, R-C2 bonus costs, R-C1 draw bonus). */
  private cost(p: number, c: number, id: number): void {
    if (c === C_6) {
      if (this.takeArmy(p, true, R_SIX_MARK, id))
        this.marks[p * 5 + id] = (this.marks[p * 5 + id] as number) + 1;
    } else if (c === C_PLUS2 || c === C_PLUS3) {
      const k = c === C_PLUS2 ? 1 : 2;
      for (let i = 0; i < k; i++) {
        if (!this.takeArmy(p, false, R_COST, id)) return;
        this.setAside[p] = (this.setAside[p] as number) + 1;
      }
    } else if (c === C_1) this.oneBonus[p] = 1;
  }

  /** (5) The winner's margin (R-B3, R-B4). */
  private marginStep(id: number): void {
    if (this.win >= 0) this.applyMargin(this.win, this.margin, id);
  }

  /** A margin `d` won by `w` in province `id` (R-B3), placed from the pool, then the board (R-B4, R-D2). */
  private applyMargin(w: number, d: number, id: number): void {
    if (d <= 0) return;
    const o = this.owner[id] as number;
    const n = this.armies[id] as number;
    if (o < 0 || o === w || n === 0) {
      this.place(w, d, id);
      return;
    }
    const lost = Math.min(n, d);
    this.remove(id, lost);
    this.pool[1 - w] = (this.pool[1 - w] as number) + lost;
    if (d > n) this.place(w, d - n, id);
  }

  /** Place `k` armies of `w` into `to`: the pool first, then bordering provinces first at w's choice (R-B4, R-D2); short: what it has. */
  private place(w: number, k: number, to: number): void {
    const pool = this.pool[w] as number;
    const fromPool = Math.min(pool, k);
    if (fromPool > 0) {
      this.pool[w] = pool - fromPool;
      this.owner[to] = w;
      this.armies[to] = (this.armies[to] as number) + fromPool;
    }
    let rest = k - fromPool;
    const adj = this.adj[to] as number;
    while (rest > 0) {
      const all = this.ownedBits(w, to);
      if (all === 0) return; // shortfall (R-B4)
      const near = all & adj;
      const cands = near === 0 ? all : near;
      let n = 0;
      for (let i = 0; i < 5; i++) if ((cands & (1 << i)) !== 0) this.askOpts[n++] = i;
      const src = this.ask(w, D_TAKE, n, this.most(cands), to, R_PLACE);
      this.remove(src, 1);
      this.owner[to] = w;
      this.armies[to] = (this.armies[to] as number) + 1;
      rest--;
    }
  }

  /** For whom the face-up event's condition is met: bits (1 blue, 2 red), 0 met by nobody (light infantry at 0), −1 not met (R-V1..R-V5). */
  private meets(ev: number, champion: number, hero: number, lightInfantry: boolean): number {
    switch (ev) {
      case E_PANDEMIC:
        return this.plagues >= 4 ? 3 : -1;
      case E_WAR_CHARIOT: {
        const bits = (this.markedProvinces(0) >= 3 ? 1 : 0) | (this.markedProvinces(1) >= 3 ? 2 : 0);
        return bits === 0 ? -1 : bits;
      }
      case E_CHAMPION:
        return champion === 0 ? -1 : champion;
      case E_HERO:
        return hero === 0 ? -1 : hero;
      default:
        if (!lightInfantry) return -1;
        return this.marker > 0 ? 2 : this.marker < 0 ? 1 : 0; // the player behind
    }
  }

  private markedProvinces(p: number): number {
    let n = 0;
    for (let i = 0; i < 5; i++) if ((this.marks[p * 5 + i] as number) > 0) n++;
    return n;
  }

  /** The occurrences of province `id` (R-V3..R-V5), then the face-up card's checks (R-V6, R-V7). */
  private events(id: number): void {
    const bc = this.bc;
    const rc = this.rc;
    let champion = (bc === C_9 && this.win !== 0 ? 1 : 0) | (rc === C_9 && this.win !== 1 ? 2 : 0);
    let hero = (bc === C_10 && this.win !== 0 ? 1 : 0) | (rc === C_10 && this.win !== 1 ? 2 : 0);
    let li = bc === C_1 && rc === C_1;
    while (this.evFace >= 0 && this.phase !== PH_OVER) {
      const ev = this.evFace;
      const who = this.meets(ev, champion, hero, li);
      if (who < 0) return;
      if ((who & 1) !== 0) this.effect(ev, 0, id);
      if ((who & 2) !== 0) this.effect(ev, 1, id);
      this.evFace = -1;
      this.evDiscard[this.evDiscLen++] = ev;
      if (this.evLen === 0) {
        this.endGame(true); // R-V6, R-S3: the fifth card ends the game
        return;
      }
      this.turnNext();
      champion = 0; // a newly turned card needs a new occurrence (R-V6)
      hero = 0;
      li = false;
    }
  }

  /** Event `ev`'s effect on `p` in province `id` (R-V1..R-V5, R-W12). */
  private effect(ev: number, p: number, id: number): void {
    if (ev === E_PANDEMIC) this.toSetAside(p, 1, true, R_PANDEMIC, id);
    else if (ev === E_CHAMPION) this.toSetAside(p, 1, false, R_CHAMPION, id);
    else if (ev === E_HERO) this.toSetAside(p, 2, false, R_HERO, id);
    else if (ev === E_WAR_CHARIOT) {
      if (!this.warlordsOn) return;
      let n = 0;
      this.askOpts[n++] = OPT_NONE;
      this.askOpts[n++] = OPT_COMMIT;
      const taken = (this.used[p] as number) | (this.open[p] as number) | (1 << W_HEAD_START);
      for (let w = p === 0 ? 5 : 0, end = w + 5; w < end; w++)
        if ((taken & (1 << w)) === 0) this.askOpts[n++] = w;
      const a = this.ask(p, D_EXTRA_WARLORD, n, OPT_NONE, id, R_WAR_CHARIOT);
      if (a === OPT_COMMIT) {
        if (this.askFilled) this.secret[p] = (this.secret[p] as number) + 1;
        else this.slots[p] = (this.slots[p] as number) + 1;
      } else if (a !== OPT_NONE) this.open[p] = (this.open[p] as number) | (1 << a);
    } else if (ev === E_LIGHT_INFANTRY) {
      if (this.pl) {
        this.marker = Math.max(-9, Math.min(9, this.marker + (p === 0 ? 1 : -1))); // R-E3 pl
        return;
      }
      this.askOpts[0] = OPT_TAKE;
      this.askOpts[1] = OPT_DECLINE;
      if (this.ask(p, D_LIGHT_INFANTRY, 2, OPT_TAKE, id, R_LIGHT_INFANTRY) === OPT_TAKE)
        this.applyMargin(p, 1, id); // R-E3 en, R-D3
    }
  }

  /** `n` armies of `p` to the set-aside box, each taken as takeArmy does (R-V1, R-V3, R-V4). */
  private toSetAside(p: number, n: number, poolFirst: boolean, reason: number, id: number): void {
    for (let i = 0; i < n; i++) {
      if (!this.takeArmy(p, poolFirst, reason, id)) return;
      this.setAside[p] = (this.setAside[p] as number) + 1;
    }
  }

  /** Turn the next event face up: the known order, or asked when the deck's order is unknown (R-V6). */
  private turnNext(): void {
    if (this.evLen === 0) return;
    let next = this.evDeck[0] as number;
    if (this.evUnknown && this.evLen > 1) {
      for (let i = 0; i < this.evLen; i++) this.askOpts[i] = this.evDeck[i] as number;
      next = this.ask(0, D_TURN_EVENT, this.evLen, next, -1, R_TURN_EVENT);
    }
    let k = 0;
    for (let i = 0; i < this.evLen; i++)
      if (this.evDeck[i] !== next) this.evDeck[k++] = this.evDeck[i] as number;
    this.evLen = k;
    this.evFace = next;
  }

  /** Scoring (R-S1), end checks (R-S2, R-S4), draws (R-R4, R-C1), then the next round. */
  private finishRound(): void {
    if (this.round % 3 === 0) {
      const col = this.round <= 3 ? 0 : this.round <= 6 ? 1 : 2;
      let d = 0;
      for (let i = 0; i < 5; i++) {
        const o = this.owner[i] as number;
        if (o < 0 || this.armies[i] === 0) continue;
        const v = this.displays[i * 3 + col] as number;
        d += o === 0 ? v : -v;
      }
      this.marker = Math.max(-9, Math.min(9, this.marker + d));
      if (this.round === 9) {
        this.endGame(false);
        return;
      }
      if (this.marker === 9 || this.marker === -9) {
        this.finish(this.marker > 0 ? 0 : 1, 0);
        return;
      }
    }
    for (let p = 0; p < 2; p++) {
      const bonusDraw = this.oneBonus[p] === 1;
      const drew = Math.min(bonusDraw ? 3 : 2, this.deck[p] as number);
      const kept = Math.min(bonusDraw ? 2 : 1, drew);
      this.deck[p] = (this.deck[p] as number) - kept;
      this.handExtra[p] = (this.handExtra[p] as number) + kept;
      this.drew[p] = drew;
      this.kept[p] = kept;
    }
    this.startRound(this.round + 1);
  }

  /** End the game now as after round 9 (R-S2; by events R-S3). */
  private endGame(byEvents: boolean): void {
    const base = byEvents ? 4 : 1;
    if (this.marker !== 0) this.finish(this.marker > 0 ? 0 : 1, base);
    else if (this.pool[0] !== this.pool[1])
      this.finish((this.pool[0] as number) > (this.pool[1] as number) ? 0 : 1, base + 1);
    else this.finish(2, base + 2);
  }

  private finish(winner: number, reason: number): void {
    this.phase = PH_OVER;
    this.winner = winner;
    this.endReason = reason;
  }
}

/** A bonus card's amount (R-B1): +1, +2, +3, −1. */
function bonus(c: number): number {
  return c === 10 ? 1 : c === 11 ? 2 : c === 12 ? 3 : c === 13 ? -1 : 0;
}
