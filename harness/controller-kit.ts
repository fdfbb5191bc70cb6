// Small helpers shared by the tests (and scripts) that drive the app's game controller in Node.
import { PROVINCES, type Action, type Card, type Orders, type ProvinceId } from '../src/engine';
import {
  confirmJoined,
  dealStartingHand,
  joinCodeShown,
  planOptions,
  readCode,
  receiveMessage,
  recordAction,
  updatePlan,
  type Change,
} from '../src/app/game/core/controller';
import { keepChosen, keepDraw, planDraw, planHand } from '../src/app/game/round/draw-on-plan';
import { currentState, type LocalGame } from '../src/app/game/core/local-game';
import { gameStep } from '../src/app/game/core/steps';
import type { Message } from '../src/protocol/messages';
import { NO_PARTS, takeCode } from '../src/app/game/two-phone/scan-input';

/** Deterministic random bytes (xorshift32) for reproducible games; the same seed gives the same game. */
export function seededBytes(seed: number): (n: number) => Uint8Array {
  let x = seed >>> 0 || 1;
  return (n) => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      out[i] = x & 0xff;
    }
    return out;
  };
}

/** The game of an accepted change; a refusal throws with its reason (a test or script failure). */
export function ok(change: Change): LocalGame {
  if (!change.ok) throw new Error(`refused: ${JSON.stringify(change.refusal)}`);
  return change.game;
}

/** Reads one shown QR text into its message; an unreadable text throws with its rejection key. */
export function readMessage(text: string | undefined): Message {
  const result = readCode(text ?? '', false);
  if (!result.ok) throw new Error(result.key);
  return result.message;
}

/**
 * A draw pending on the plan chosen as the drivers chose it on the Draw step (the same games): app cards
 * with the last card drawn marked to go back; real cards with the first cards of the deck tapped as kept
 * (R-R4).
 */
export function markPlanDraw(game: LocalGame): LocalGame {
  const draw = planDraw(game);
  if (draw && draw.putBack !== null)
    return updatePlan(game, { orders: {}, sequence: null, putBack: draw.cards.length - 1 }, 0);
  const keeping = keepDraw(game);
  if (!keeping || keepChosen(keeping) || !game.priv) return game;
  return updatePlan(game, { orders: {}, sequence: null, kept: game.priv.deck.slice(0, keeping.keep) }, 0);
}

/** A legal plan from the hand: for each province in turn, `pick` chooses among the cards the rules allow there. */
export function legalPlan(game: LocalGame, pick: (options: Card[]) => Card): Orders {
  // The hand now, as the plan screen counts it: a copy discarded for exceptional support before
  // sealing (R-X1) is gone although the stored hand keeps it until the round record; with a second
  // copy still held, counting the stored hand placed that card twice (R-C4/not-in-hand).
  // With a draw pending on the plan, the drawn cards kept as marked are in it.
  const hand = planHand(game);
  const legal = planOptions(game);
  const orders: Partial<Orders> = {};
  for (const province of PROVINCES) {
    const card = pick(legal[province].filter((c) => hand.includes(c)));
    orders[province] = card;
    hand.splice(hand.indexOf(card), 1);
  }
  return orders as Orders;
}

/** The table phone's reveal with every choice at its default, then both players closing the end window. */
export function revealAtDefaults(table: LocalGame): LocalGame {
  let game = table;
  for (let guard = 0; gameStep(game) === 'reveal' && guard < 200; guard++) {
    const state = currentState(game);
    const action: Action = state.pending
      ? { type: 'decide', player: state.pending.player, choice: state.pending.default }
      : { type: 'pass', player: state.passed.blue ? 'red' : 'blue' };
    game = ok(recordAction(game, action, 0));
  }
  return game;
}

/**
 * War Chariot scenario orders (R-V2): this player's 6 in `six` (a new six mark each round, so the third
 * round fires War Chariot) and framed cards elsewhere, blue its highest and red its lowest, so that blue
 * holds provinces afterwards.
 */
export function ordersWithSix(game: LocalGame, six: ProvinceId | null): Orders {
  // With a draw pending on the plan, the drawn cards kept as marked are in it.
  const hand = planHand(game);
  const legal = planOptions(game);
  const orders: Partial<Orders> = {};
  for (const province of PROVINCES) {
    const options = legal[province].filter((c) => hand.includes(c));
    const framed = options.filter((c) => ['1', '2', '3', '4', '5'].includes(c));
    const low = game.session.me === 'red';
    const card: Card | undefined = province === six ? '6' : ((low ? framed[0] : framed.at(-1)) ?? options[0]);
    if (card === undefined || !options.includes(card)) throw new Error(`no card for ${province}`);
    orders[province] = card;
    hand.splice(hand.indexOf(card), 1);
  }
  return orders as Orders;
}

/** The six for round `round` of the War Chariot scenario: Qin, Chu, Jin-Yan in rounds 1–3, then none. */
export const SCENARIO_SIX: readonly (ProvinceId | null)[] = ['qin', 'chu', 'jinyan'];

/** The table takes the guest's join code (the setup handshake: app cards or app events), or the "joined" tap of a game without one. */
export function tableScansJoin(table: LocalGame, guest: LocalGame): LocalGame {
  const join = joinCodeShown(guest)?.texts[0];
  return join === undefined ? confirmJoined(table, 0) : ok(receiveMessage(table, readMessage(join), 0));
}

/**
 * The guest before planning round 1: with the setup handshake it scans the table's round-1 seal (which
 * completes the handshake); with app cards its hand is dealt when it has none yet. Unchanged otherwise.
 */
export function guestAfterTableSeal(
  guest: LocalGame,
  table: LocalGame,
  random: (n: number) => Uint8Array,
): LocalGame {
  let game = guest;
  if (gameStep(game) === 'join-code')
    game = ok(receiveMessage(game, readMessage(table.showing?.texts[0]), 0));
  if (game.priv === null && currentState(game).setup.options.cardMode === 'app')
    game = ok(dealStartingHand(game, 0, random));
  return game;
}

/** The guest scans the table's seal unless it already holds it (scanned before planning round 1, guestAfterTableSeal). */
export function guestScansSeal(guest: LocalGame, table: LocalGame): LocalGame {
  if (guest.session.role === 'guest' && guest.session.commitment) return guest;
  return ok(receiveMessage(guest, readMessage(table.showing?.texts[0]), 0));
}

/** Reads every QR text shown (numbered parts reassembled) into the message, as the scanner does. */
export function readShown(texts: readonly string[] | undefined): Message {
  let collector = NO_PARTS;
  for (const text of texts ?? []) {
    const outcome = takeCode(collector, text, false);
    if (outcome.kind === 'refused') throw new Error(outcome.rejection.key);
    if (outcome.kind === 'message') return outcome.message;
    collector = outcome.collector;
  }
  throw new Error('nothing complete shown');
}
