// Plays pass-and-play games through the controller, one view at a time, as the screens would.
import { expect } from 'vitest';
import {
  chooser,
  fingerprint,
  isFramed,
  PROVINCES,
  type Action,
  type Card,
  type Decision,
  type Orders,
  type Player,
  type WarlordId,
} from '../src/engine';
import { chooseExtraWarlord, extraWarlordChoices } from '../src/app/game/round/extra-warlord';
import {
  chooseWarlord,
  dealStartingHand,
  recordAction,
  sealOrders,
  updatePlan,
  warlordChoices,
  type Change,
} from '../src/app/game/core/controller';
import {
  closeBeforeWindow,
  createPassGame,
  exchangeSeats,
  handOver,
  passView,
  seatOf,
  seatWarlordSalt,
  withSeat,
  type PassView,
} from '../src/app/game/pass/pass-and-play';
import { currentState, playingRound, type LocalGame } from '../src/app/game/core/local-game';
import { handNow } from '../src/app/game/core/hand-now';
import { tableMomentDone, tableMomentDue } from '../src/app/game/round/scoring-moment';
import { coverNext, throughCover } from '../src/app/game/pass/merged-cover';
import { gameChoices } from './fixtures';
import { seededBytes, ok, legalPlan, markPlanDraw } from './controller-kit';

/** What the game screen does with a seat's change: put it back, then pass the due messages. */
export function applySeat(game: LocalGame, change: Change): LocalGame {
  return ok(exchangeSeats(withSeat(game, ok(change)), 0));
}

/** A played game and what happened on the way. */
export interface Played {
  game: LocalGame;
  rounds: number;
  handOvers: number[];
  views: PassView[];
  /** The players a shared screen's button opened the screen of (its cover merged in), before `views[at]`. */
  merged: { at: number; to: Player }[];
  supported: { player: Player; card: Card }[];
}

/** Choices a test makes instead of the defaults (a scenario): each returns null to leave it to the default. */
export interface PassHooks {
  /** The answer to a pending decision on the shared screen. */
  decide?: (game: LocalGame, pending: Decision) => string | null;
  /** A seat's orders. */
  plan?: (seat: LocalGame) => Orders | null;
  /** Actions in a window (the start of round `round`, or its end before the passes), on the shared screen. */
  window?: (game: LocalGame, at: 'start' | 'end') => LocalGame;
  /** War Chariot's extra warlord picked in secret on its player's private screen (R-W12). */
  extraWarlord?: (seat: LocalGame) => WarlordId | null;
  /** The warlord a seat chooses at setup. */
  warlord?: (seat: LocalGame) => WarlordId | null;
}

/** Plays a whole game the way the screens would, one view at a time; `observe` sees the game after every step. */
export function playPassGame(
  seed: number,
  choices = gameChoices('blue'),
  observe: (game: LocalGame) => void = () => {},
  hooks: PassHooks = {},
): Played {
  const random = seededBytes(seed);
  let game = ok(createPassGame(choices, 0, random));
  const handOvers: number[] = [0];
  const views: PassView[] = [];
  const merged: Played['merged'] = [];
  // The cover that follows a shared screen's tap, confirmed by that tap, noted in `merged`.
  const through = (next: LocalGame): LocalGame => {
    const to = coverNext(next);
    if (to) merged.push({ at: views.length, to });
    return throughCover(next, 0);
  };
  const supported: { player: Player; card: Card }[] = [];
  let rounds = 0;
  for (let guard = 0; guard < 2000; guard++) {
    observe(game);
    const view = passView(game);
    // The scoring moment and the turn of the displays, tapped past as the screen would (not at the end).
    // Its one tap also opens the next player's screen when a cover would follow it.
    if (tableMomentDue(game) && !(view.kind === 'shared' && view.step === 'over')) {
      game = through(tableMomentDone(game, 0));
      continue;
    }
    views.push(view);
    if (view.kind === 'hand-over') {
      handOvers[handOvers.length - 1]! += 1;
      game = handOver(game, view.to, 0);
      continue;
    }
    if (view.kind === 'shared') {
      if (view.step === 'over') break;
      if (view.step === 'before') {
        // Round 2: both players act in the start-of-round window, proved from their own seats.
        if (playingRound(game) === 2) {
          for (const player of ['blue', 'red'] as const) {
            const salt = seatWarlordSalt(game, player, player === 'blue' ? 'reinforce' : 'remove-army');
            if (salt) {
              const warlord = player === 'blue' ? 'reinforce' : 'remove-army';
              const played = recordAction(
                game,
                { type: 'warlord', player, warlord, province: 'wu', salt },
                0,
              );
              if (played.ok) game = played.game;
            }
            // R-X1: the window offers the cards in the seat's hand now (WindowActions, handNow).
            const card = handNow(seatOf(game, player)).find((c) => !isFramed(c));
            if (card && currentState(game).players[player].setAside > 0) {
              game = ok(recordAction(game, { type: 'support', player, card }, 0));
              supported.push({ player, card });
            }
          }
        }
        if (hooks.window) game = hooks.window(game, 'start');
        game = applySeat(game, { ok: true, game: closeBeforeWindow(game, 0) });
        continue;
      }
      const before = game.session.synced.exchanges;
      let state = currentState(game);
      if (
        hooks.window &&
        !state.pending &&
        state.phase === 'end' &&
        !state.passed.blue &&
        !state.passed.red
      ) {
        const windowed = hooks.window(game, 'end');
        if (windowed !== game) {
          game = windowed;
          continue;
        }
        state = currentState(game);
      }
      const action: Action = state.pending
        ? {
            type: 'decide',
            player: state.pending.player,
            choice: hooks.decide?.(game, state.pending) ?? state.pending.default,
          }
        : { type: 'pass', player: state.passed.blue ? 'red' : 'blue' };
      game = ok(exchangeSeats(ok(recordAction(game, action, 0)), 0));
      if (game.session.synced.exchanges !== before) {
        // The round's Done also opens the first player's screen when nothing shared comes next.
        game = through(game);
        rounds++;
        handOvers.push(0);
        // Both seats agree after every round, as two phones would.
        expect(fingerprint(currentState(seatOf(game, 'red')))).toBe(fingerprint(currentState(game)));
      }
      continue;
    }
    // A private screen: only the player holding the phone ever sees it.
    expect(view.player).toBe(game.pass?.holder);
    const seat = seatOf(game, view.player);
    expect(seat.session.me).toBe(view.player);
    switch (view.step) {
      case 'warlord':
        game = applySeat(
          game,
          chooseWarlord(seat, hooks.warlord?.(seat) ?? warlordChoices(view.player)[seed % 5]!, 0, random),
        );
        break;
      case 'hand':
        game = applySeat(game, dealStartingHand(seat, 0, random));
        break;
      case 'extra-warlord': {
        const id = hooks.extraWarlord?.(seat) ?? extraWarlordChoices(seat)[0];
        if (!id) throw new Error('no extra warlord to choose');
        game = applySeat(game, chooseExtraWarlord(seat, id, 0, random));
        break;
      }
      case 'plan': {
        // A draw pending is chosen on the plan (the last card put back, as the Draw step did) and sealed with it.
        const marked = markPlanDraw(seat);
        const orders = hooks.plan?.(marked) ?? legalPlan(marked, (o) => o[(seed + rounds) % o.length]!);
        const sequence = chooser(currentState(seat)) === view.player ? [...PROVINCES].reverse() : null;
        game = applySeat(game, sealOrders(updatePlan(marked, { orders, sequence }, 0), 0, random));
        break;
      }
      default:
        throw new Error(`unexpected private step ${view.step}`);
    }
  }
  return { game, rounds, handOvers, views, merged, supported };
}
