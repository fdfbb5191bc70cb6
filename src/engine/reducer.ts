// The reducer: applyAction validates an action against the public state and returns the next state
// and the log. A step that needs an answer suspends (R-D*): it is kept and resumed by the next decide,
// or re-run from its start with the recorded answers when it was not kept (see runStep).
import { resolveProvince } from './battle';
import { cardIndex, isFramed, ownedCount } from './cards';
import { isWarlordCommitment } from './crypto';
import { checkAnswer, illegalChoice, newCtx, Reject, type Ctx, type Step } from './ctx';
import { turnNext } from './events';
import { checkOrdersPublic, chooser } from './order';
import { handCountNow } from './query';
import { checkInstantWin, endGame, scoreRound, displayColumn } from './scoring';
import {
  append,
  boardCount,
  clonePlayers,
  cloneState,
  copyPlayer,
  copyTop,
  eventsInPlay,
  has,
  initialState,
  outCount,
  playerOf,
  warlordsInPlay,
} from './state';
import type {
  Action,
  ApplyResult,
  Decision,
  DecisionAnswer,
  GameSetup,
  ProvinceId,
  Orders,
  LogEntry,
  Player,
  PublicState,
  WarlordId,
} from './types';
import { PLAYERS, PROVINCES } from './types';
import { applyWindowWarlord, checkWindowWarlord, revealWarlord, useWarlord, WARLORD_RULE } from './warlords';

const isPlayer = (p: unknown): p is Player => p === 'blue' || p === 'red';

/** A suspended step: its generator, its working state (in ctx) and the entries it has logged so far. */
interface Suspension {
  step: Step;
  ctx: Ctx;
  log: LogEntry[];
}

/**
 * The last few suspended steps, with the pending state each returned (a few, so that games played side
 * by side, e.g. two phones in one test, keep theirs). Only an optimisation: resuming a step gives what
 * re-running it with the recorded answers gives, without redoing its start for every answer. A
 * suspension is used once (its generator moves on): another decide on the same state re-runs the step.
 */
const kept: { state: PublicState | null; sus: Suspension | null }[] = [
  { state: null, sus: null },
  { state: null, sus: null },
  { state: null, sus: null },
  { state: null, sus: null },
];
let keptNext = 0;

function keep(state: PublicState, sus: Suspension): void {
  const k = kept[keptNext] as (typeof kept)[number];
  k.state = state;
  k.sus = sus;
  keptNext = (keptNext + 1) % kept.length;
}

/** The suspended step kept for `state`, removed (used once); undefined when not kept. */
function takeKept(state: PublicState): Suspension | undefined {
  for (const k of kept) {
    if (k.state !== state) continue;
    const sus = k.sus as Suspension;
    k.state = null;
    k.sus = null;
    return sus;
  }
  return undefined;
}

/**
 * Run one step on a copy of `s`, or resume `resume` with the newest answer. Returns the state to go on
 * with: the step's working copy when it finished; `s` with the pending decision when it suspended (the
 * rest of `s` as before the step), the step being kept for `s`.
 */
function runStep(
  s: PublicState,
  log: LogEntry[],
  id: ProvinceId | null,
  resume: Suspension | undefined,
): PublicState {
  const answers = s.stepAnswers;
  let ctx: Ctx;
  let step: Step;
  let r: IteratorResult<Decision, void>;
  if (resume && answers.length > 0) {
    ctx = resume.ctx;
    step = resume.step;
    ctx.s.actions = s.actions; // the only other field a decide changes (stepAnswers, pending: below)
    ctx.log = log;
    ctx.base = log.length;
    for (let i = 0; i < resume.log.length; i++) log.push(resume.log[i] as LogEntry);
    r = step.next(answers[answers.length - 1] as DecisionAnswer);
  } else {
    ctx = newCtx(cloneState(s), log); // logs in place; a suspended step's entries are kept with it
    const g = id === null ? turnNext(ctx) : resolveProvince(ctx, id); // R-V7 included
    if (!g) return done(ctx.s);
    step = g;
    r = step.next();
    for (let i = 0; i < answers.length && !r.done; i++)
      r = step.next(checkAnswer(r.value, answers[i] as DecisionAnswer));
  }
  if (!r.done) {
    s.pending = r.value;
    keep(s, { step, ctx, log: cut(log, ctx.base) });
    return s;
  }
  return done(ctx.s);
}

/** Remove and return the entries of `log` from `from` on (as splice, which is slow in V8). */
function cut(log: LogEntry[], from: number): LogEntry[] {
  const out = log.slice(from);
  while (log.length > from) log.pop(); // setting length calls into the runtime
  return out;
}

/** A finished step's state, the step's answers cleared. */
function done(w: PublicState): PublicState {
  if (w.stepAnswers.length > 0) w.stepAnswers = [];
  w.pending = null;
  return w;
}

function startRound(s: PublicState, log: LogEntry[], r: number): void {
  s.round = r;
  s.phase = 'orders';
  s.orders = { blue: null, red: null };
  s.deadlyPlague = false;
  s.oneBonus = { blue: false, red: false };
  s.passed = { blue: false, red: false };
  log.push({ kind: 'roundStart', round: r, turnDisplays: r === 4 || r === 7, column: displayColumn(r) }); // R-R2
}

function setupComplete(s: PublicState): boolean {
  if (!warlordsInPlay(s.setup.options)) return true;
  const open = s.setup.openWarlords;
  return (
    (open?.blue !== undefined || s.players.blue.commitments.length > 0) &&
    (open?.red !== undefined || s.players.red.commitments.length > 0)
  );
}

/** Advance through automatic transitions until a player must act; `resume`: the suspended step to go on with. */
function advance(s0: PublicState, log: LogEntry[], resume?: Suspension): PublicState {
  let s = s0;
  for (;;) {
    if (s.phase === 'setup') {
      if (!setupComplete(s)) return s;
      if (eventsInPlay(s.setup.options) && s.events.faceUp === null && s.events.discarded.length === 0) {
        s = runStep(s, log, null, resume);
        if (s.pending) return s;
      }
      startRound(s, log, 1);
      return s;
    }
    if (s.phase === 'reveal') {
      const rv = s.reveal;
      if (!rv) return s;
      if (rv.index >= rv.sequence.length) {
        s.phase = 'end'; // R-W11 window after the last province
        return s;
      }
      const id = rv.sequence[rv.index];
      if (!id) return s;
      // R-B5 step 1: both cards are revealed as the province's step starts (not when it resumes or re-runs
      // with recorded answers): a revealed non-framed card has left its owner's hand (R-C4)
      if (s.stepAnswers.length === 0) revealCards(s, id);
      s = runStep(s, log, id, resume);
      if (s.pending) return s;
      resume = undefined;
      s.reveal = { chooser: rv.chooser, sequence: rv.sequence, index: rv.index + 1 };
      if (s.phase === 'over') return s;
      continue;
    }
    return s;
  }
}

/** The public hand counts once province `id`'s cards are revealed: each non-framed card leaves its owner's hand (R-B5 step 1, R-C4). */
function revealCards(s: PublicState, id: ProvinceId): void {
  const bc = s.orders.blue ? s.orders.blue.orders[id] : '1';
  const rc = s.orders.red ? s.orders.red.orders[id] : '1';
  const bx = !isFramed(bc) && s.players.blue.handExtra !== null;
  const rx = !isFramed(rc) && s.players.red.handExtra !== null;
  if (!bx && !rx) return;
  s.players = clonePlayers(s.players); // shared with the state before the action
  const b = s.players.blue;
  const r = s.players.red;
  if (bx && b.handExtra !== null) b.handExtra--;
  if (rx && r.handExtra !== null) r.handExtra--;
}

function startReveal(s: PublicState, log: LogEntry[]): void {
  const ch = chooser(s); // R-R3
  const sub = ch === null ? null : ch === 'blue' ? s.orders.blue : s.orders.red;
  const seq = sub?.sequence ?? PROVINCES.slice();
  if (ch) s.lastChooser = ch;
  s.prevPhase3 = { blue: boardCount(s, 'blue'), red: boardCount(s, 'red') }; // for R-E2 pl next round
  s.reveal = { chooser: ch, sequence: seq, index: 0 };
  s.phase = 'reveal';
  log.push({ kind: 'sequence', chooser: ch, sequence: seq });
}

/** Scoring, end checks, drawing (R-S1, R-S2, R-R4), then the next round. */
function finishRound(s: PublicState, log: LogEntry[]): void {
  if (s.round % 3 === 0) {
    scoreRound(s, log);
    if (s.round === 9) {
      endGame(s, log, false);
      return;
    }
    if (checkInstantWin(s, log)) return;
  }
  for (const p of PLAYERS) {
    const pl = playerOf(s, p);
    const bonus = p === 'blue' ? s.oneBonus.blue : s.oneBonus.red;
    const n = bonus ? 3 : 2; // R-C1
    const keep = bonus ? 2 : 1;
    const drew = pl.deck === null ? n : Math.min(n, pl.deck);
    const kept = Math.min(keep, drew);
    if (pl.deck !== null) pl.deck -= kept;
    if (pl.handExtra !== null) pl.handExtra += kept;
    log.push({ kind: 'draw', player: p, drew, kept, returned: drew - kept });
  }
  startRound(s, log, s.round + 1);
}

/** The next state, or the rejection (returned or thrown: see checkWindowWarlord). */
function reduce(input: PublicState, a: Action, log: LogEntry[]): PublicState | Reject {
  if (typeof a !== 'object' || a === null) throw new Reject('R-R1/bad-action', 'not an action');
  // read once: actions come in many shapes, so each read is a slow (megamorphic) load
  const { type: t, player: p } = a;
  if (!isPlayer(p)) throw new Reject('R-R1/bad-player', 'player must be blue or red', 'player');
  if (input.phase === 'over') throw new Reject('R-S2/game-over', 'the game is over');
  if (input.pending && t !== 'decide')
    throw new Reject('R-D/decision-pending', `waiting for ${input.pending.player}: ${input.pending.kind}`);
  // decide, orders and pass copy what they change (a step works on its own deep copy); the others copy all
  const s = t === 'decide' || t === 'orders' || t === 'pass' ? copyTop(input) : cloneState(input);
  s.actions++;
  switch (t) {
    case 'commitWarlord': {
      if (s.phase !== 'setup') return fillSlot(s, p, a.commitment, log);
      if (!warlordsInPlay(s.setup.options))
        throw new Reject('R-E6/no-warlords', 'no warlords in the beginner variant');
      const pl = playerOf(s, p);
      const ow = s.setup.openWarlords;
      if ((p === 'blue' ? ow?.blue : ow?.red) !== undefined || pl.commitments.length > 0)
        throw new Reject('R-W0/already-chosen', `${p} has already chosen`);
      if (!isWarlordCommitment(a.commitment))
        throw new Reject(
          'R-W0/bad-commitment',
          'a SHA-256 hex commitment (64 or 32 digits) is required',
          'commitment',
        );
      pl.commitments = [{ hash: a.commitment, revealed: null }];
      log.push({ kind: 'warlordCommitted', player: p });
      return advance(s, log);
    }
    case 'warlord': {
      const id = a.warlord as WarlordId;
      if (!(id in WARLORD_RULE))
        throw new Reject('R-W0/unknown-warlord', `unknown warlord ${String(id)}`, 'warlord');
      const bad = checkWindowWarlord(s, p, id, a);
      if (bad) return bad;
      useWarlord(s, p, id, a.salt);
      const entry: LogEntry = { kind: 'warlord', player: p, warlord: id };
      if (a.province) entry.province = a.province;
      if (a.from) entry.from = a.from;
      if (a.to) entry.to = a.to;
      log.push(entry);
      const ctx = newCtx(s, log);
      applyWindowWarlord(ctx, p, id, a);
      return advance(s, log);
    }
    case 'support': {
      // R-X1: outside a province's resolution
      if (s.phase !== 'setup' && s.phase !== 'orders' && s.phase !== 'end')
        throw new Reject('R-X1/not-now', 'exceptional support is not allowed in the middle of a resolution');
      const pl = playerOf(s, p);
      if (pl.setAside <= 0) throw new Reject('R-X1/no-set-aside', `${p} has no set-aside army`);
      if ((handCountNow(s, p) ?? 1) <= 0)
        throw new Reject('R-X1/no-card', `${p} has no non-framed card in hand`);
      const c = a.card;
      if (c !== undefined) {
        if (cardIndex(c) < 0 || isFramed(c))
          throw new Reject('R-X1/framed-card', 'only a non-framed card can be discarded', 'card');
        if (outCount(pl.out, c) >= ownedCount(c, s.setup.options.variant))
          throw new Reject('R-F1/card-gone', `${p} has no ${c} left`, 'card');
        pl.out = append(pl.out, c);
      }
      if (pl.handExtra !== null) pl.handExtra--;
      pl.setAside--;
      pl.pool++;
      log.push({ kind: 'support', player: p, card: c ?? null });
      log.push({ kind: 'move', player: p, count: 1, from: 'setAside', to: 'pool', reason: 'support' });
      return s;
    }
    case 'orders': {
      if (s.phase !== 'orders') throw new Reject('R-R1/not-orders-phase', 'orders are placed in phase 2');
      if (p === 'blue' ? s.orders.blue : s.orders.red)
        throw new Reject('R-R1/already-sealed', `${p} has already placed orders`);
      const { orders: ao, sequence, secondSix } = a; // read once (see above)
      const rej = checkOrdersPublic(s, p, ao, { sequence, secondSix });
      if (rej) throw rej;
      s.players = copyPlayer(s.players, p); // only p's hand count and warlords change
      // R-W1: declared (and revealed) now, spent when that 6 is revealed (battle.ts)
      if (secondSix !== undefined) revealWarlord(s, p, 'second-six', a.secondSixSalt);
      const orders: Orders = { qin: ao.qin, chu: ao.chu, jinyan: ao.jinyan, hanqi: ao.hanqi, wu: ao.wu };
      const sub = {
        orders,
        sequence: sequence ? sequence.slice() : null,
        secondSix: secondSix ?? null,
      };
      s.orders = p === 'blue' ? { blue: sub, red: s.orders.red } : { blue: s.orders.blue, red: sub };
      // the public count of non-framed cards in hand is not lowered here: only as each card is revealed
      // (R-B5 step 1, see advance), so a sealed round tells nobody how many strong cards it holds (R-C4)
      log.push({ kind: 'ordersSealed', player: p });
      if (s.orders.blue && s.orders.red) {
        startReveal(s, log);
        return advance(s, log);
      }
      return s;
    }
    case 'decide': {
      const d = s.pending;
      if (!d) throw new Reject('R-D/no-decision', 'no decision is pending');
      if (d.player !== p) throw new Reject('R-D/wrong-player', `the decision is ${d.player}'s`, 'player');
      const { choice, salt, commitment } = a; // read once (see above)
      if (typeof choice !== 'string' || !has(d.options, choice)) throw illegalChoice(d, choice);
      const ans: { player: Player; choice: string; salt?: string; commitment?: string } = {
        player: p,
        choice,
      };
      if (salt !== undefined) ans.salt = salt;
      if (commitment !== undefined) ans.commitment = commitment;
      s.stepAnswers = append(s.stepAnswers, ans);
      s.pending = null;
      return advance(s, log, takeKept(input));
    }
    case 'pass': {
      if (s.phase !== 'end') throw new Reject('R-W11/not-now', 'passing closes the window after phase 3');
      if (p === 'blue' ? s.passed.blue : s.passed.red)
        throw new Reject('R-W11/already-passed', `${p} has already passed`);
      s.passed = { blue: p === 'blue' || s.passed.blue, red: p === 'red' || s.passed.red };
      if (s.passed.blue && s.passed.red) {
        s.players = clonePlayers(s.players);
        finishRound(s, log);
      }
      return s;
    }
    default:
      throw new Reject(
        'R-R1/unknown-action',
        `unknown action type ${String((a as { type?: unknown }).type)}`,
        'type',
      );
  }
}

/** R-W12: commits the secret choice of War Chariot's extra warlord taken without one (its open slot). */
function fillSlot(s: PublicState, p: Player, commitment: unknown, log: LogEntry[]): PublicState {
  const pl = playerOf(s, p);
  const slot = pl.commitments.findIndex((c) => c.hash === null);
  if (slot < 0)
    throw new Reject('R-W0/not-setup', 'warlords are chosen at setup (or after War Chariot, R-W12)');
  if (!isWarlordCommitment(commitment))
    throw new Reject(
      'R-W12/bad-commitment',
      'a SHA-256 hex commitment (64 or 32 digits) is required',
      'commitment',
    );
  pl.commitments = pl.commitments.map((c, i) => (i === slot ? { hash: commitment, revealed: null } : c));
  log.push({ kind: 'warlordCommitted', player: p });
  return s;
}

/** Apply one action. Never throws on bad input and never mutates `state`. */
export function applyAction(state: PublicState, action: Action): ApplyResult {
  const log: LogEntry[] = [];
  try {
    const next = reduce(state, action, log);
    if (next instanceof Reject) return rejected(next);
    return { ok: true, state: next, log };
  } catch (e) {
    if (e instanceof Reject) return rejected(e);
    throw e;
  }
}

function rejected(e: Reject): ApplyResult {
  const rejection: { code: string; message?: string; field?: string } = { code: e.code };
  if (e.message !== undefined) rejection.message = e.message;
  if (e.field !== undefined) rejection.field = e.field;
  return { ok: false, rejection };
}

/** Check a setup record (R-F6 displays, options); returns a Reject or null. */
export function validateSetup(setup: GameSetup): Reject | null {
  if (!setup || typeof setup.gameId !== 'string')
    return new Reject('R-F0/bad-setup', 'gameId is required', 'gameId');
  const o = setup.options;
  if (!o || (o.edition !== 'en' && o.edition !== 'pl'))
    return new Reject('R-E0/bad-edition', 'edition en|pl', 'options.edition');
  if (o.variant !== 'standard' && o.variant !== 'beginner')
    return new Reject('R-F2/bad-variant', 'variant standard|beginner', 'options.variant');
  for (const id of PROVINCES) {
    const d = setup.displays?.[id];
    if (!d || d.length !== 3 || !d.every((v) => Number.isInteger(v) && v >= 0 && v <= 9))
      return new Reject('R-F6/bad-display', `${id}: three integers 0–9`, `displays.${id}`);
  }
  if (setup.borders) {
    for (const b of setup.borders) {
      if (
        !Array.isArray(b) ||
        b.length !== 2 ||
        !PROVINCES.includes(b[0]) ||
        !PROVINCES.includes(b[1]) ||
        b[0] === b[1]
      )
        return new Reject('R-F5/bad-border', 'a border joins two different provinces', 'borders');
    }
  }
  const ow = setup.openWarlords;
  if (ow) {
    for (const p of PLAYERS) {
      for (const w of ow[p] ?? []) {
        if (!(w in WARLORD_RULE))
          return new Reject('R-W0/unknown-warlord', `unknown warlord ${w}`, `openWarlords.${p}`);
      }
    }
  }
  return null;
}

/** Create a game from its setup: the initial state (head-start in openWarlords is applied, R-W8). */
export function createGame(
  setup: GameSetup,
):
  | { ok: true; state: PublicState; log: LogEntry[] }
  | { ok: false; rejection: { code: string; message?: string; field?: string } } {
  const bad = validateSetup(setup);
  if (bad)
    return { ok: false, rejection: { code: bad.code, message: bad.message ?? '', field: bad.field ?? '' } };
  let s = initialState(setup);
  const log: LogEntry[] = [];
  const bw = s.players.blue.openWarlords;
  const headStart = warlordsInPlay(setup.options) && bw.includes('head-start');
  if (headStart) {
    s.players.blue.openWarlords = bw.filter((w) => w !== 'head-start');
    s.players.blue.usedWarlords = ['head-start'];
    s.marker = 1; // R-W8
  }
  log.push({ kind: 'setup', marker: s.marker, headStart });
  s = advance(s, log);
  return { ok: true, state: s, log };
}
