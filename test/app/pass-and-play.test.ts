// Pass-and-play: one phone, two seats, driven screen by screen as a player would tap through them.
import { describe, expect, it } from 'vitest';
import { chooseWarlord, dealStartingHand, sealOrders, updatePlan } from '../../src/app/game/controller';
import {
  createPassGame,
  handOver,
  passView,
  seatOf,
  seatWarlordSalt,
} from '../../src/app/game/pass-and-play';
import { currentState, playingRound, type LocalGame } from '../../src/app/game/local-game';
import { gameStep } from '../../src/app/game/steps';
import { exportGame, importGame } from '../../src/app/game/game-file';
import { applySeat, playPassGame } from '../support/pass-game';
import { ok, seededBytes, legalPlan } from '../support/controller-kit';
import { gameChoices } from './fixtures';

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
          sealOrders(updatePlan(seat, { orders: legalPlan(seat, (o) => o[0]!), sequence: null }, 0), 0),
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
