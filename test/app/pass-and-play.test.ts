// Pass-and-play: one phone, two seats, driven screen by screen as a player would tap through them.
import { describe, expect, it } from 'vitest';
import {
  chooser,
  fingerprint,
  isFramed,
  PROVINCES,
  type Action,
  type Card,
  type Orders,
  type Player,
} from '../../src/engine';
import {
  chooseWarlord,
  dealStartingHand,
  dealtDraw,
  keepDrawn,
  planOptions,
  recordAction,
  sealOrders,
  updatePlan,
  warlordChoices,
  type Change,
} from '../../src/app/game/controller';
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
} from '../../src/app/game/pass-and-play';
import { currentState, playingRound, type LocalGame } from '../../src/app/game/local-game';
import { gameStep } from '../../src/app/game/steps';
import { exportGame, importGame } from '../../src/app/game/game-file';
import { gameChoices } from './fixtures';

function seededBytes(seed: number): (n: number) => Uint8Array {
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

function ok(change: Change): LocalGame {
  if (!change.ok) throw new Error(`refused: ${JSON.stringify(change.refusal)}`);
  return change.game;
}

/** What the game screen does with a seat's change: put it back, then pass the due messages. */
function applySeat(game: LocalGame, change: Change): LocalGame {
  return ok(exchangeSeats(withSeat(game, ok(change)), 0));
}

function pickOrders(seat: LocalGame, offset: number): Orders {
  const hand = [...(seat.priv?.hand ?? [])];
  const legal = planOptions(seat);
  const orders: Partial<Orders> = {};
  for (const province of PROVINCES) {
    const options = legal[province].filter((card) => hand.includes(card));
    const card = options[offset % options.length]!;
    orders[province] = card;
    hand.splice(hand.indexOf(card), 1);
  }
  return orders as Orders;
}

interface Played {
  game: LocalGame;
  rounds: number;
  handOvers: number[];
  views: PassView[];
  supported: { player: Player; card: Card }[];
}

/** Plays a whole game the way the screens would, one view at a time. */
function playPassGame(seed: number, choices = gameChoices('blue')): Played {
  const random = seededBytes(seed);
  let game = ok(createPassGame(choices, 0, random));
  const handOvers: number[] = [0];
  const views: PassView[] = [];
  const supported: { player: Player; card: Card }[] = [];
  let rounds = 0;
  for (let guard = 0; guard < 2000; guard++) {
    const view = passView(game);
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
            const card = seatOf(game, player).priv?.hand.find((c) => !isFramed(c));
            if (card && currentState(game).players[player].setAside > 0) {
              game = ok(recordAction(game, { type: 'support', player, card }, 0));
              supported.push({ player, card });
            }
          }
        }
        game = applySeat(game, { ok: true, game: closeBeforeWindow(game, 0) });
        continue;
      }
      const before = game.session.synced.exchanges;
      const state = currentState(game);
      const action: Action = state.pending
        ? { type: 'decide', player: state.pending.player, choice: state.pending.default }
        : { type: 'pass', player: state.passed.blue ? 'red' : 'blue' };
      game = ok(exchangeSeats(ok(recordAction(game, action, 0)), 0));
      if (game.session.synced.exchanges !== before) {
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
        game = applySeat(game, chooseWarlord(seat, warlordChoices(view.player)[seed % 5]!, 0, random));
        break;
      case 'hand':
        game = applySeat(game, dealStartingHand(seat, 0, random));
        break;
      case 'draw': {
        const drawn = dealtDraw(seat);
        game = applySeat(game, keepDrawn(seat, drawn.slice(0, seat.draw!.keep), 0));
        break;
      }
      case 'plan': {
        const orders = pickOrders(seat, seed + rounds);
        const sequence = chooser(currentState(seat)) === view.player ? [...PROVINCES].reverse() : null;
        game = applySeat(game, sealOrders(updatePlan(seat, { orders, sequence }, 0), 0, random));
        break;
      }
      default:
        throw new Error(`unexpected private step ${view.step}`);
    }
  }
  return { game, rounds, handOvers, views, supported };
}

describe('pass-and-play on one phone', () => {
  it('plays complete games with warlords and events; both seats agree every round', () => {
    let supportGiven = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const played = playPassGame(seed);
      const { game, rounds, handOvers, supported } = played;
      supportGiven += supported.length;
      expect(gameStep(game)).toBe('over');
      expect(gameStep(seatOf(game, 'red'))).toBe('over');
      expect(rounds).toBeGreaterThanOrEqual(3);
      expect(rounds).toBeLessThanOrEqual(9);
      expect(currentState(game).winner).not.toBeNull();
      expect(currentState(seatOf(game, 'red')).winner).toBe(currentState(game).winner);
      // Per round: to the other player, back, and to both for the reveal (the first has the setup too).
      for (const count of handOvers.slice(1, -1)) expect(count).toBeLessThanOrEqual(3);
    }
    // Exceptional support was given in the shared start-of-round window, checked against each seat's hand.
    expect(supportGiven).toBeGreaterThan(0);
  });

  it('keeps the two hands apart: each seat holds only its own cards', () => {
    const { game } = playPassGame(3);
    const blue = seatOf(game, 'blue');
    const red = seatOf(game, 'red');
    expect(blue.priv?.player).toBe('blue');
    expect(red.priv?.player).toBe('red');
    expect(blue.privateSeed).not.toBe(red.privateSeed);
  });

  it('never shows one player’s private screen right after the other’s', () => {
    const { views } = playPassGame(5, gameChoices('red', { variant: 'beginner', events: false }));
    let holder: string = 'red';
    for (const view of views) {
      if (view.kind === 'hand-over') holder = view.to;
      else if (view.kind === 'seat') expect(view.player).toBe(holder);
      else expect(holder).toBe('both');
    }
  });

  it('hands the table seat’s commitment over before the other player plans', () => {
    let game = ok(
      createPassGame(gameChoices('blue', { variant: 'beginner', events: false }), 0, seededBytes(9)),
    );
    // Setup: Blue deals, then Red.
    for (let i = 0; i < 10 && passView(game).kind !== 'shared'; i++) {
      const view = passView(game);
      if (view.kind === 'hand-over') game = handOver(game, view.to, 0);
      else if (view.kind === 'seat' && view.step === 'hand')
        game = applySeat(game, dealStartingHand(seatOf(game, view.player), 0, seededBytes(i + 1)));
      else if (view.kind === 'seat' && view.step === 'plan') {
        expect(view.player).toBe('blue');
        const seat = seatOf(game, 'blue');
        game = applySeat(
          game,
          sealOrders(updatePlan(seat, { orders: pickOrders(seat, 0), sequence: null }, 0), 0),
        );
        const red = seatOf(game, 'red');
        expect(red.session.role === 'guest' && red.session.commitment).toBeTruthy();
        expect(passView(game)).toMatchObject({
          kind: 'hand-over',
          to: 'red',
          then: { kind: 'seat', player: 'red' },
        });
        break;
      }
    }
    expect(playingRound(game)).toBe(1);
  });

  it('finds a secret warlord only in its own player’s seat', () => {
    let game = ok(createPassGame(gameChoices('blue'), 0, seededBytes(4)));
    game = applySeat(game, chooseWarlord(seatOf(game, 'blue'), 'reinforce', 0, seededBytes(5)));
    game = applySeat(game, chooseWarlord(seatOf(game, 'red'), 'remove-army', 0, seededBytes(6)));
    expect(seatWarlordSalt(game, 'blue', 'reinforce')).toMatch(/^[0-9a-f]+$/);
    expect(seatWarlordSalt(game, 'red', 'remove-army')).toMatch(/^[0-9a-f]+$/);
    expect(seatWarlordSalt(game, 'red', 'reinforce' as never)).toBeNull();
    expect(seatWarlordSalt(game, 'blue', 'move-army')).toBeNull();
  });

  it('survives the game file: exported and imported with both seats', () => {
    const { game } = playPassGame(2);
    const imported = importGame(exportGame(game));
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(imported.game.pass?.guest.priv?.hand).toEqual(game.pass?.guest.priv?.hand);
    expect(passView(imported.game)).toEqual(passView(game));
  });

  it('refuses a game file whose second seat was edited', () => {
    const { game } = playPassGame(6);
    const guest = game.pass!.guest;
    const tampered: LocalGame = {
      ...game,
      pass: {
        ...game.pass!,
        guest: {
          ...guest,
          session: {
            ...guest.session,
            synced: { ...guest.session.synced, actions: guest.session.synced.actions.slice(0, -3) },
          },
        },
      },
    };
    expect(importGame(exportGame(tampered))).toEqual({ ok: false, error: 'import/damaged-record' });
  });
});
