// Against the phone: a pass-and-play game whose table seat is the computer. The table
// seat seals first each round, so the computer's commitment reaches the person's seat before the
// person plans; the reveal, scoring and drawing are the pass-and-play ones. This module says what
// the computer must decide now (an ask with the honest view, built from the public state and the
// computer seat's own private side only) and applies its answer; the decision itself (`decide`)
// runs elsewhere (a Web Worker in the app, directly in the tests).
import {
  chooseWarlord as chooseWarlordPrivately,
  drawCards,
  PROVINCES,
  warlordCommitment,
  type Action,
  type Orders,
  type Player,
  type ProvinceId,
} from '../../../engine';
import type { Level, OpponentAnswer, OpponentAsk, OpponentView, WindowPlay } from '../../../opponent/api';
import { opponentView } from '../../../opponent/view';
import { cryptoRandomBytes, type RandomBytes, newWarlordSalt } from '../../../protocol';
import { refuseApp, type Change } from '../core/change';
import {
  chooseWarlord,
  dealStartingHand,
  keepDrawn,
  planOptions,
  recordAction,
  sealOrders,
  updatePlan,
  warlordChoices,
} from '../core/controller';
import { handNow } from '../core/hand-now';
import { afterMergedEnd } from '../round/end-window';
import { currentState, playingRound, recordActions, type LocalGame, type SoloLine } from '../core/local-game';
import type { NewGameChoices } from '../core/new-game-choices';
import { createPassGame, exchangeSeats, withSeat, type PassView } from '../pass/pass-and-play';
import { sharedWindowOffers } from '../round/window-offers';
import { gameStep, needsWarlord, type GameStep } from '../core/steps';
import { commitmentWords } from './solo-commitment';

/** What the computer must decide now: the ask, its honest view and the seed that makes it repeatable. */
export interface SoloAsk {
  ask: OpponentAsk;
  view: OpponentView;
  level: Level;
  /** The computer seat's private seed with the round and the record's length: a reload asks the same. */
  seed: string;
}

const other = (player: Player): Player => (player === 'blue' ? 'red' : 'blue');

/** The computer's seat (the table seat: the game itself). */
function computerSeat(game: LocalGame): LocalGame {
  return game;
}

/** The person's seat (the guest seat). */
export function personSeat(game: LocalGame): LocalGame {
  return game.pass?.guest ?? game;
}

/** The person's colour in a game against the phone. */
export function personPlayer(game: LocalGame): Player {
  return game.solo ? other(game.solo.computer) : game.session.me;
}

/**
 * Creates a game against the phone: `choices.tablePlays` is the person's colour. The computer's
 * seat is dealt its cards by the app from its own private seed, whatever the person's card mode.
 */
export function createSoloGame(
  choices: NewGameChoices,
  now: number,
  random: RandomBytes = cryptoRandomBytes,
): Change {
  const person = choices.tablePlays;
  const level = choices.solo?.level ?? 'normal';
  const computer = other(person);
  const { solo: _solo, ...rest } = choices;
  const created = createPassGame({ ...rest, tablePlays: computer, passAndPlay: true }, now, random);
  if (!created.ok || !created.game.pass) return created;
  const dealt = dealStartingHand(created.game, now, random);
  if (!dealt.ok) return dealt;
  const game: LocalGame = {
    ...dealt.game,
    pass: { ...created.game.pass, holder: person },
    solo: { computer, level, startDone: 0, lines: [] },
  };
  return { ok: true, game };
}

/** The ask with its view and seed. */
function askFor(game: LocalGame, ask: OpponentAsk, view: OpponentView): SoloAsk | null {
  const solo = game.solo;
  const seed = game.privateSeed;
  if (!solo || seed === null) return null;
  const key = `${seed}:${playingRound(game)}:${recordActions(game).length}:${ask.kind}`;
  return { ask, view, level: solo.level, seed: key };
}

/** The honest view of the computer seat: the public state and its own private side (its hand as it is now). */
function viewOf(game: LocalGame, drawn = false): OpponentView | null {
  const seat = computerSeat(game);
  const priv = seat.priv;
  if (!priv) return null;
  const own = { ...priv, hand: handNow(seat) };
  return opponentView(currentState(seat), drawn && seat.draw ? drawCards(own, seat.draw.drew) : own);
}

/** True when the person has something to play in this window on the shared screen (else it is skipped). */
export function personWindowOffers(game: LocalGame, window: 'start' | 'end'): boolean {
  return sharedWindowOffers(currentState(game), personPlayer(game), window);
}

/**
 * True while the person's start-of-round window is still to show: it offers something, or it follows a
 * round without scoring, whose last battle it shows in place of that round's end window (end-window.ts).
 */
function personBeforeDue(game: LocalGame, round: number): boolean {
  if (!game.pass || game.pass.beforeDone >= round) return false;
  return personWindowOffers(game, 'start') || afterMergedEnd(game);
}

/** True while the computer's start-of-round window is open: not closed yet, and it has something it could play. */
function computerStartDue(game: LocalGame): boolean {
  const solo = game.solo;
  if (!solo || solo.startDone >= playingRound(game)) return false;
  // Round 1 opens once the setup is complete: the person's warlord commitment handed over.
  const state = currentState(game);
  return state.phase !== 'setup' && sharedWindowOffers(state, solo.computer, 'start');
}

/** What the computer must decide now, or null while it waits for the person (or the game is over). */
export function soloAsk(game: LocalGame): SoloAsk | null {
  const solo = game.solo;
  const table = game.session;
  if (!solo || table.role !== 'table' || game.showing?.kind === 'round-record') return null;
  const state = currentState(game);
  if (state.phase === 'over') return null;
  const view = viewOf(game, true);
  if (!view) return null;
  if (needsWarlord(game)) return askFor(game, { kind: 'warlord' }, view);
  if (game.draw) {
    const count = Math.min(game.draw.keep, game.draw.drew);
    return askFor(game, { kind: 'keep', count }, view);
  }
  const pending = state.pending;
  if (pending) {
    // A physical event deck's card is turned up by the person at the real table, whoever it is asked of.
    if (pending.player !== solo.computer || pending.kind === 'turnEvent') return null;
    return askFor(game, { kind: 'decision', decision: pending }, view);
  }
  if (table.sealed) {
    // After the battles: the end-of-round window, until the computer is done with it (R-W11).
    if (table.received && state.phase === 'end' && !state.passed[solo.computer])
      return askFor(game, { kind: 'window', when: 'end' }, view);
    return null;
  }
  // Round 1: the person's warlord commitment, handed over once chosen, completes the setup; the phone waits for it.
  if (needsWarlord(personSeat(game))) return null;
  const round = playingRound(game);
  if (computerStartDue(game)) return askFor(game, { kind: 'window', when: 'start' }, view);
  // The person's start-of-round window comes before the computer seals (it announces them in its commitment).
  if (personBeforeDue(game, round)) return null;
  return askFor(game, { kind: 'orders' }, view);
}

function said(game: LocalGame, line: SoloLine): LocalGame {
  const solo = game.solo;
  return solo ? { ...game, solo: { ...solo, lines: [...solo.lines, line] } } : game;
}

/** The window play as the engine's action, proved with the computer seat's own salt when it is secret. */
function windowAction(game: LocalGame, player: Player, play: WindowPlay): Action {
  if (play.type === 'support') return { type: 'support', player, card: play.card };
  const held = game.priv?.warlords.find((w) => w.id === play.warlord && !w.used);
  const open = currentState(game).players[player].openWarlords.includes(play.warlord);
  return {
    type: 'warlord',
    player,
    warlord: play.warlord,
    ...(held && !open ? { salt: held.salt } : {}),
    ...(play.province ? { province: play.province } : {}),
    ...(play.from ? { from: play.from } : {}),
    ...(play.to ? { to: play.to } : {}),
  };
}

/** A legal plan of the computer seat when an answer was refused: the first card the rules allow in each province. */
function fallbackOrders(game: LocalGame): Orders | null {
  const hand = handNow(game);
  const legal = planOptions(game);
  const orders: Partial<Orders> = {};
  for (const province of PROVINCES) {
    const card = legal[province].find((c) => hand.includes(c));
    if (!card) return null;
    orders[province] = card;
    hand.splice(hand.indexOf(card), 1);
  }
  return orders as Orders;
}

/** Closes one of the computer's windows: the start one by marking it, the end one by passing. */
function closeWindow(game: LocalGame, when: 'start' | 'end', now: number): Change {
  const solo = game.solo;
  if (!solo) return refuseApp('app/not-now');
  if (when === 'end') {
    const passed = recordAction(game, { type: 'pass', player: solo.computer }, now);
    return passed.ok
      ? { ok: true, game: said(passed.game, { round: playingRound(game), kind: 'done', when }) }
      : passed;
  }
  return { ok: true, game: { ...game, solo: { ...solo, startDone: playingRound(game) }, updatedAt: now } };
}

function sealPlan(
  game: LocalGame,
  orders: Orders,
  sequence: ProvinceId[] | null,
  now: number,
  random: RandomBytes,
): Change {
  const sealed = sealOrders(updatePlan(game, { orders, sequence }, now), now, random);
  if (!sealed.ok) return sealed;
  const session = sealed.game.session;
  const words = session.role === 'table' && session.sealed ? commitmentWords(session.sealed.hash) : '';
  return { ok: true, game: said(sealed.game, { round: playingRound(game), kind: 'sealed', words }) };
}

/** Applies the computer's answer to the computer seat; a refused answer (a bug in an agent) falls back to the rules' default. */
function applyToSeat(
  game: LocalGame,
  ask: OpponentAsk,
  answer: OpponentAnswer,
  now: number,
  random: RandomBytes,
): Change {
  const solo = game.solo;
  if (!solo) return refuseApp('app/not-now');
  const me = solo.computer;
  const round = playingRound(game);
  if (ask.kind === 'warlord') {
    const first = warlordChoices(me)[0];
    const warlord = answer.kind === 'warlord' ? answer.warlord : first;
    let chosen = warlord ? chooseWarlord(game, warlord, now, random) : refuseApp('app/not-now');
    if (!chosen.ok && first) chosen = chooseWarlord(game, first, now, random);
    // The recovery code is the person's business only: the computer keeps its own salt.
    return chosen.ok
      ? { ok: true, game: said({ ...chosen.game, recoveryCodeDue: false }, { round, kind: 'warlord' }) }
      : chosen;
  }
  if (ask.kind === 'keep') {
    const kept = answer.kind === 'keep' ? keepDrawn(game, answer.kept, now) : null;
    const drawn = game.priv && game.draw ? drawCards(game.priv, game.draw.drew).drawn : [];
    const result = kept?.ok ? kept : keepDrawn(game, drawn.slice(0, ask.count), now);
    return result.ok
      ? {
          ok: true,
          game: said(result.game, { round, kind: 'keep', kept: ask.count, drew: game.draw?.drew ?? 0 }),
        }
      : result;
  }
  if (ask.kind === 'decision') {
    const pending = ask.decision;
    const choice = answer.kind === 'decision' ? answer.choice : pending.default;
    const action: Action = { type: 'decide', player: me, choice };
    let priv = game.priv;
    const held = priv?.warlords.find((w) => w.id === choice && !w.used);
    if (held && !currentState(game).players[me].openWarlords.includes(held.id)) action.salt = held.salt;
    if (
      pending.kind === 'extraWarlord' &&
      choice === 'commit' &&
      answer.kind === 'decision' &&
      answer.warlord &&
      priv
    ) {
      // R-W12: the extra warlord is taken secretly, with a commitment like the setup's.
      const salt = newWarlordSalt(random);
      action.commitment = warlordCommitment(answer.warlord, salt);
      priv = chooseWarlordPrivately(priv, answer.warlord, salt).priv;
    }
    let taken = choice;
    let decided = recordAction({ ...game, priv }, action, now);
    if (!decided.ok && choice !== pending.default) {
      taken = pending.default;
      decided = recordAction(game, { type: 'decide', player: me, choice: taken }, now);
    }
    if (!decided.ok) return decided;
    return {
      ok: true,
      game: said(decided.game, { round, kind: 'decision', decision: pending.kind, choice: taken }),
    };
  }
  if (ask.kind === 'window') {
    const play = answer.kind === 'window' ? answer.play : null;
    if (play) {
      const played = recordAction(game, windowAction(game, me, play), now);
      if (played.ok) return { ok: true, game: said(played.game, { round, kind: 'play', play }) };
    }
    return closeWindow(game, ask.when, now);
  }
  // Orders: the computer seals first; its commitment goes to the person's seat.
  const orders = answer.kind === 'orders' ? answer.orders : null;
  const sequence = answer.kind === 'orders' ? (answer.sequence ?? null) : null;
  if (orders) {
    const sealed = sealPlan(game, orders, sequence, now, random);
    if (sealed.ok) return sealed;
  }
  const fallback = fallbackOrders(game);
  return fallback ? sealPlan(game, fallback, null, now, random) : refuseApp('app/incomplete-orders');
}

/**
 * Applies the computer's answer to `ask` (asked of this very game: the seeds must match, or the
 * game moved on meanwhile and the answer is refused), then passes the due messages between seats.
 */
export function applySoloAnswer(
  game: LocalGame,
  asked: SoloAsk,
  answer: OpponentAnswer,
  now: number,
  random: RandomBytes = cryptoRandomBytes,
): Change {
  const due = soloAsk(game);
  if (!due || due.seed !== asked.seed) return refuseApp('app/not-now');
  const applied = applyToSeat(computerSeat(game), asked.ask, answer, now, random);
  if (!applied.ok) return applied;
  return exchangeSeats(withSeat(game, applied.game), now);
}

/** What the person's phone shows: the person's private steps, the shared window and reveal, or the phone at work. */
export type SoloView = PassView | { kind: 'phone' };

const PERSON_PREPARATION: readonly GameStep[] = ['warlord', 'hand', 'extra-warlord'];

/** The screen of a game against the phone now (no hand-over covers: only the person looks). */
export function soloView(game: LocalGame): SoloView {
  const solo = game.solo;
  const pass = game.pass;
  if (!solo || !pass) return { kind: 'seat', player: game.session.me, step: gameStep(game) };
  const person = personPlayer(game);
  const tableStep = gameStep(game);
  const personStep = gameStep(pass.guest);
  if (tableStep === 'over') return { kind: 'shared', step: 'over' };
  if (PERSON_PREPARATION.includes(personStep)) return { kind: 'seat', player: person, step: personStep };
  const round = playingRound(game);
  const tableSealed = game.session.role === 'table' && game.session.sealed !== null;
  if (tableStep === 'reveal') return { kind: 'shared', step: 'reveal' };
  if (!tableSealed) {
    // The computer closes its start-of-round window first, then the person's is shown (if it offers anything).
    if (!computerStartDue(game) && personBeforeDue(game, round)) return { kind: 'shared', step: 'before' };
    return { kind: 'phone' };
  }
  if (personStep === 'plan') return { kind: 'seat', player: person, step: 'plan' };
  return { kind: 'shared', step: 'reveal' };
}
