// Pass-and-play: one phone, two seats, driven screen by screen as a player would tap through them.
import { describe, expect, it } from 'vitest';
import { PROVINCES, type Orders } from '../../../../src/engine';
import {
  chooseWarlord,
  dealStartingHand,
  planAction,
  sealOrders,
  updatePlan,
} from '../../../../src/app/game/core/controller';
import { handNow } from '../../../../src/app/game/core/hand-now';
import {
  createPassGame,
  handOver,
  passView,
  seatOf,
  seatWarlordSalt,
} from '../../../../src/app/game/pass/pass-and-play';
import { currentState, playingRound, type LocalGame } from '../../../../src/app/game/core/local-game';
import { gameStep } from '../../../../src/app/game/core/steps';
import { exportGame, importGame } from '../../../../src/app/game/file/game-file';
import { applySeat, playPassGame } from '../../../../harness/pass-game';
import { ok, seededBytes, legalPlan } from '../../../../harness/controller-kit';
import { gameChoices } from '../../../../harness/fixtures';

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
      // Per round (the first has the setup too): the cover between the two players' private screens, and
      // after the start-of-round window to the first player; the round's end and the table moments carry
      // the cover to the first player themselves, and both look at the reveal with no cover.
      for (const count of handOvers.slice(1, -1)) expect(count).toBeLessThanOrEqual(2);
    }
    // Exceptional support was given in the shared start-of-round window, checked against each seat's hand.
    expect(supportGiven).toBeGreaterThan(0);
  });

  it('plays seeds 1–60 to the end, support discards included', () => {
    // Seeds 12, 14–16, 24, 26–28, 38–40 once failed with R-C4/not-in-hand: a copy discarded for
    // exceptional support (R-X1) stays in the stored hand until the round record, and the plan
    // placed a second copy of it. The plan screen counts the hand now (handNow); so must the test.
    const unfinished: string[] = [];
    let supportGiven = 0;
    for (let seed = 1; seed <= 60; seed++) {
      try {
        const { game, supported } = playPassGame(seed);
        supportGiven += supported.length;
        if (gameStep(game) !== 'over' || gameStep(seatOf(game, 'red')) !== 'over')
          unfinished.push(`${seed}: ${gameStep(game)}`);
      } catch (error) {
        unfinished.push(`${seed}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(unfinished).toEqual([]);
    expect(supportGiven).toBeGreaterThan(0);
  });

  it('offers a card discarded for support (R-X1) only as often as copies remain', () => {
    // Seed 12: Red holds three −1 cards and discards one for support (decks dealt by the whole-seed
    // deal, deal 2; under the 32-bit deal 1 this seed had two plagues in round 2, one discarded).
    let checked = 0;
    playPassGame(12, gameChoices('blue'), (game) => {
      const view = passView(game);
      if (view.kind !== 'seat' || view.step !== 'plan' || view.player !== 'red') return;
      const seat = seatOf(game, 'red');
      const stored = seat.priv?.hand ?? [];
      const now = handNow(seat);
      for (const card of new Set(stored)) {
        const held = now.filter((c) => c === card).length;
        if (stored.filter((c) => c === card).length === held || held === 0) continue;
        // The stored hand still has the discarded copy; the hand now does not, and orders with one
        // copy more than held are refused (R-C4) — the plan screen disables that copy.
        const others = now.filter((c) => c !== card);
        const orders: Partial<Orders> = {};
        PROVINCES.forEach((province, i) => {
          const placed = i < held + 1 ? card : others[i - held - 1];
          if (placed) orders[province] = placed;
        });
        const planned = planAction(updatePlan(seat, { orders, sequence: null }, 0));
        expect(planned.ok).toBe(false);
        if (!planned.ok) expect(planned.refusal).toMatchObject({ rejection: { code: 'R-C4/not-in-hand' } });
        // A plan that takes this card wherever it is offered places it only as often as it is held.
        const greedy = legalPlan(seat, (options) => (options.includes(card) ? card : options[0]!));
        expect(PROVINCES.filter((p) => greedy[p] === card)).toHaveLength(held);
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(0);
  });

  it('keeps the two hands apart: each seat holds only its own cards', () => {
    const { game } = playPassGame(3);
    const blue = seatOf(game, 'blue');
    const red = seatOf(game, 'red');
    expect(blue.priv?.player).toBe('blue');
    expect(red.priv?.player).toBe('red');
    expect(blue.privateSeed).not.toBe(red.privateSeed);
  });

  it('never shows one player’s private screen right after the other’s or a shared one; no cover before a shared one', () => {
    let mergedCovers = 0;
    for (const choices of [gameChoices('red', { variant: 'beginner', events: false }), gameChoices('blue')]) {
      const { views, merged } = playPassGame(5, choices);
      mergedCovers += merged.length;
      let holder: string = choices.tablePlays;
      for (const [at, view] of views.entries()) {
        // A shared screen's button named the player whose screen it opened (its cover merged in).
        const named = merged.find((m) => m.at === at);
        if (named) {
          expect(views[at - 1]?.kind).toBe('shared');
          expect(view).toEqual({ kind: 'seat', player: named.to, step: expect.any(String) });
          holder = named.to;
        }
        if (view.kind === 'hand-over') {
          // A shared screen shows nothing private, so the players look at it at once.
          expect(view.to).not.toBe('both');
          holder = view.to;
        } else if (view.kind === 'seat') expect(view.player).toBe(holder);
        else holder = 'both';
      }
      expect(views.filter((v) => v.kind === 'shared').length).toBeGreaterThan(9);
    }
    // Rounds with no start-of-round window end with no cover of their own: the round's last shared screen
    // opens the first player's (with a window, that window's screen does).
    expect(mergedCovers).toBeGreaterThan(3);
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
