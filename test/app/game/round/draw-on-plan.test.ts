// Tap budgets: the app-dealt draw (R-R4) is chosen on the plan and confirmed by "Seal my
// orders" in one change. The record, the messages and the hands must be exactly what the two taps
// ("Keep these" on a Draw step, then the seal) produce for the same choices, in every mode.
import { describe, expect, it } from 'vitest';
import { chooser, PROVINCES } from '../../../../src/engine';
import {
  confirmPlanDraw,
  recordAction,
  guestOrdersShown,
  keepDrawn,
  dealtDraw,
  planOptions,
  returnDrawn,
  sealOrders,
  updatePlan,
} from '../../../../src/app/game/core/controller';
import { drawOnPlan, ordersWithin, planDraw, planHand } from '../../../../src/app/game/round/draw-on-plan';
import { handNow } from '../../../../src/app/game/core/hand-now';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { gameStep } from '../../../../src/app/game/core/steps';
import { passView, seatOf, withSeat, exchangeSeats } from '../../../../src/app/game/pass/pass-and-play';
import { createSoloGame, personSeat, soloView } from '../../../../src/app/game/solo/solo';
import { exportGame, importGame } from '../../../../src/app/game/file/game-file';
import { legalPlan, ok, ordersWithSix, SCENARIO_SIX, seededBytes } from '../../../../harness/controller-kit';
import { chooseExtraWarlord } from '../../../../src/app/game/round/extra-warlord';
import { playingRound } from '../../../../src/app/game/core/local-game';
import { playPassGame } from '../../../../harness/pass-game';
import { playSoloGame } from '../../../../harness/solo-game';
import { gameChoices } from '../../../../harness/fixtures';
import { twoPhonesAfterRoundOne } from '../../../../harness/keep-games';
import { scan, seal, type Phones } from '../../../../harness/two-phone-kit';

/** Two phones after round 1: both with a dealt draw pending on the round-2 plan. */
function twoPhonesAtDraw(seed: number): Phones {
  return twoPhonesAfterRoundOne(seed, gameChoices('blue'));
}

/** The same draw and orders through the two taps and through the one; `putBack` null keeps every card. */
function bothFlows(game: LocalGame, putBack: number | null, seed: number) {
  const draw = planDraw(game);
  if (!draw) throw new Error('no draw pending on the plan');
  const marked = putBack === null ? game : updatePlan(game, { orders: {}, sequence: null, putBack }, 0);
  const orders = legalPlan(marked, (o) => o[o.length - 1]!);
  // Two taps: "Keep these" (the card at `putBack` returned, or every card kept), then "Seal my orders".
  const kept = ok(putBack === null ? keepDrawn(game, dealtDraw(game), 0) : returnDrawn(game, putBack, 0));
  expect(kept.draw).toBeNull();
  const before = seal(kept, orders, seededBytes(seed));
  // One tap: "Seal my orders", with the mark in the plan draft.
  const after = seal(marked, orders, seededBytes(seed));
  return { before, after };
}

/** A game with its plan draft's mark left out (the only thing the new flow adds). */
function unmarked(game: LocalGame): LocalGame {
  if (!game.plan) return game;
  const { putBack: _mark, ...plan } = game.plan;
  return { ...game, plan };
}

/** A game whose deck ran low: one card left, so the one drawn is kept (nothing to choose). */
function lowDeck(game: LocalGame): LocalGame {
  if (!game.priv) throw new Error('no hand');
  return { ...game, priv: { ...game.priv, deck: game.priv.deck.slice(0, 1) } };
}

describe('the draw on the plan (R-R4)', () => {
  it('app cards: the plan is the step, the weakest drawn card marked, the hand the kept one', () => {
    const { table, guest } = twoPhonesAtDraw(3);
    for (const game of [table, guest]) {
      expect(game.draw).not.toBeNull();
      expect(drawOnPlan(game)).toBe(true);
      expect(gameStep(game)).toBe('plan');
      const draw = planDraw(game)!;
      // Two drawn, keep one; three after a played 1, keep two (R-C1, R-R4): one goes back.
      expect(draw.cards.length).toBeGreaterThanOrEqual(2);
      expect(draw.keep).toBe(draw.cards.length - 1);
      expect(draw.putBack).toBe(draw.suggested);
      const back = draw.cards[draw.putBack!]!;
      const kept = draw.cards.filter((_, i) => i !== draw.putBack);
      expect(planHand(game)).toEqual([...handNow(game), ...kept]);
      // The plan never offers more copies of the card going back than the hand keeps.
      const copies = planHand(game).filter((c) => c === back).length;
      for (const province of PROVINCES)
        if (copies === 0) expect(planOptions(game)[province]).not.toContain(back);
    }
  });

  it('real cards draw on the plan too, asked which were kept (keep-on-plan.test.ts), not marked', () => {
    const { table } = twoPhonesAtDraw(3);
    const physical = { ...table, privateSeed: null };
    expect(drawOnPlan(physical)).toBe(true);
    expect(gameStep(physical)).toBe('plan');
    expect(planDraw(physical)).toBeNull();
  });

  it('the mark is saved with the plan draft: moved, moved back, and kept by a reload', () => {
    const { guest } = twoPhonesAtDraw(5);
    const draw = planDraw(guest)!;
    const other = draw.putBack === 0 ? 1 : 0;
    const moved = updatePlan(guest, { orders: {}, sequence: null, putBack: other }, 0);
    expect(planDraw(moved)?.putBack).toBe(other);
    // Placing cards keeps the mark (updatePlan without one).
    const placed = updatePlan(moved, { orders: { qin: planHand(moved)[0]! }, sequence: null }, 0);
    expect(planDraw(placed)?.putBack).toBe(other);
    const reloaded = importGame(exportGame(placed));
    if (!reloaded.ok) throw new Error(reloaded.error);
    expect(planDraw(reloaded.game)?.putBack).toBe(other);
    const back = updatePlan(placed, { orders: {}, sequence: null, putBack: draw.suggested }, 0);
    expect(planDraw(back)?.putBack).toBe(draw.suggested);
  });

  it('a card marked to go back leaves the province it was placed in', () => {
    const { orders, freed } = ordersWithin({ qin: '3', chu: '3', wu: '5' }, ['3', '5', '1']);
    expect(orders).toEqual({ qin: '3', wu: '5' });
    expect(freed).toBe('chu');
    expect(ordersWithin({ qin: '3' }, ['3'])).toEqual({ orders: { qin: '3' }, freed: null });
  });

  it('the seal refuses orders using the card going back, and then changes nothing', () => {
    let refused = 0;
    for (const seed of [3, 5, 7, 9, 11]) {
      const { table } = twoPhonesAtDraw(seed);
      const draw = planDraw(table)!;
      const back = draw.cards[draw.putBack!]!;
      const marked = updatePlan(table, { orders: {}, sequence: null, putBack: draw.putBack }, 0);
      if (planHand(marked).includes(back)) continue; // another copy is held: legal
      const orders = { ...legalPlan(marked, (o) => o[0]!), qin: back };
      const sealed = sealOrders(updatePlan(marked, { orders, sequence: null }, 0), 0);
      expect(sealed.ok).toBe(false);
      refused++;
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('two phones: the table’s commitment, hands and record are the two-tap flow’s (put back, and all kept)', () => {
    for (const seed of [3, 7]) {
      const { table, guest } = twoPhonesAtDraw(seed);
      for (const [game, putBack] of [
        [table, 0],
        [table, 1],
        [lowDeck(table), null],
      ] as const) {
        if (putBack === null) expect(planDraw(game)?.putBack).toBeNull();
        const { before, after } = bothFlows(game, putBack, seed);
        expect(unmarked(after)).toEqual(before);
        expect(after.showing?.texts).toEqual(before.showing?.texts);
        expect(after.priv).toEqual(before.priv);
        // The guest reads the same commitment, and the same position.
        expect(scan(after.showing?.texts, guest).session).toEqual(scan(before.showing?.texts, guest).session);
      }
    }
  });

  it('two phones: the guest’s sealed orders message and hands are the two-tap flow’s (put back, and all kept)', () => {
    for (const seed of [3, 7]) {
      const { table, guest } = twoPhonesAtDraw(seed);
      const tableSealed = seal(
        table,
        legalPlan(table, (o) => o[0]!),
        seededBytes(seed),
      );
      for (const [game, putBack] of [
        [guest, 1],
        [lowDeck(guest), null],
      ] as const) {
        const { before, after } = bothFlows(game, putBack, seed);
        expect(unmarked(after)).toEqual(before);
        // Sealed before the table's commitment: the draw is already confirmed, then the commitment seals it.
        expect(after.draw).toBeNull();
        const oldShown = scan(tableSealed.showing?.texts, before);
        const newShown = scan(tableSealed.showing?.texts, after);
        expect(guestOrdersShown(newShown)?.texts).toEqual(guestOrdersShown(oldShown)?.texts);
        expect(newShown.priv).toEqual(oldShown.priv);
        // The table records the same round from either.
        const oldTable = scan(guestOrdersShown(oldShown)?.texts, tableSealed);
        const newTable = scan(guestOrdersShown(newShown)?.texts, tableSealed);
        expect(newTable.session).toEqual(oldTable.session);
      }
    }
  });

  it('pass-and-play: each seat’s draw sealed on its plan gives the two-tap flow’s game', () => {
    const atDraw: LocalGame[] = [];
    playPassGame(4, gameChoices('blue'), (game) => {
      const view = passView(game);
      if (view.kind === 'seat' && view.step === 'plan' && seatOf(game, view.player).draw && atDraw.length < 4)
        atDraw.push(game);
    });
    const players = new Set(atDraw.map((g) => g.pass?.holder));
    expect(players).toEqual(new Set(['blue', 'red']));
    for (const game of atDraw) {
      const view = passView(game);
      if (view.kind !== 'seat') throw new Error('not a seat');
      const seat = seatOf(game, view.player);
      for (const putBack of [planDraw(seat)!.putBack, null]) {
        const at = putBack === null ? lowDeck(seat) : seat;
        const { before, after } = bothFlows(at, putBack, 4);
        const oldGame = ok(exchangeSeats(withSeat(game, before), 0));
        const newGame = ok(exchangeSeats(withSeat(game, after), 0));
        expect(strip(newGame)).toEqual(strip(oldGame));
        expect(passView(newGame)).toEqual(passView(oldGame));
      }
    }
  });

  it('the table’s "Before sealing" acts on the draw confirmed as marked: a kept drawn card can be discarded (R-X1)', () => {
    const { table } = twoPhonesAtDraw(3);
    const draw = planDraw(table)!;
    const card = draw.cards.find((_, i) => i !== draw.putBack)!;
    // What the window's actions are given (PlanStep's `ahead`): the draw confirmed, in the same change.
    const ahead = ok(confirmPlanDraw(table, 0));
    expect(ahead.draw).toBeNull();
    expect(handNow(ahead)).toEqual(planHand(table));
    expect(handNow(table)).not.toEqual(planHand(table));
    const discarded = ok(recordAction(ahead, { type: 'support', player: table.session.me, card }, 0));
    expect(discarded.draw).toBeNull();
    expect(handNow(discarded).filter((c) => c === card).length).toBe(
      planHand(table).filter((c) => c === card).length - 1,
    );
  });

  it('War Chariot’s extra warlord (R-W12) is picked before the plan with its draw: the same game as picked after the draw', () => {
    const atPick: LocalGame[] = [];
    playPassGame(
      17,
      gameChoices('blue', { eventDeck: 'physical' }),
      (game) => {
        const view = passView(game);
        if (view.kind === 'seat' && view.step === 'extra-warlord' && seatOf(game, view.player).draw)
          atPick.push(game);
      },
      {
        decide: (_game, pending) =>
          pending.kind === 'turnEvent' && pending.options.includes('war-chariot')
            ? 'war-chariot'
            : pending.kind === 'extraWarlord'
              ? 'commit'
              : null,
        plan: (seat) => ordersWithSix(seat, SCENARIO_SIX[playingRound(seat) - 1] ?? null),
        extraWarlord: (seat) => (seat.session.me === 'blue' ? 'move-army' : 'remove-army'),
      },
    );
    expect(atPick.length).toBeGreaterThan(0);
    for (const game of atPick) {
      const view = passView(game);
      if (view.kind !== 'seat') throw new Error('not a seat');
      const seat = seatOf(game, view.player);
      const id = seat.session.me === 'blue' ? 'move-army' : 'remove-army';
      const putBack = planDraw(seat)!.putBack;
      // Old: the draw's "Keep these" came first, then the pick, then the plan.
      const keptFirst = ok(
        putBack === null ? keepDrawn(seat, dealtDraw(seat), 0) : returnDrawn(seat, putBack, 0),
      );
      const oldPicked = ok(chooseExtraWarlord(keptFirst, id, 0, seededBytes(9)));
      // New: the pick, then the plan with the draw still pending.
      const newPicked = ok(chooseExtraWarlord(seat, id, 0, seededBytes(9)));
      expect(gameStep(newPicked)).toBe('plan');
      expect(planDraw(newPicked)?.putBack).toBe(putBack);
      const orders = legalPlan(newPicked, (o) => o[0]!);
      const sequence = chooser(currentState(seat)) === seat.session.me ? [...PROVINCES] : null;
      const before = ok(sealOrders(updatePlan(oldPicked, { orders, sequence }, 0), 0, seededBytes(4)));
      const after = ok(sealOrders(updatePlan(newPicked, { orders, sequence }, 0), 0, seededBytes(4)));
      expect(unmarked(after)).toEqual(unmarked(before));
    }
  });

  it('against the phone: the person’s draw sealed on the plan gives the two-tap flow’s game', () => {
    const atDraw: LocalGame[] = [];
    const created = ok(
      createSoloGame({ ...gameChoices('red'), solo: { level: 'normal' } }, 0, seededBytes(2)),
    );
    playSoloGame(2, created, 'random', () => false, {
      observe: (game) => {
        const view = soloView(game);
        if (view.kind === 'seat' && view.step === 'plan' && personSeat(game).draw && atDraw.length < 3)
          atDraw.push(game);
      },
    });
    expect(atDraw.length).toBeGreaterThan(0);
    for (const game of atDraw) {
      const seat = personSeat(game);
      for (const putBack of [planDraw(seat)!.putBack, null]) {
        const at = putBack === null ? lowDeck(seat) : seat;
        const { before, after } = bothFlows(at, putBack, 2);
        const oldGame = ok(exchangeSeats(withSeat(game, before), 0));
        const newGame = ok(exchangeSeats(withSeat(game, after), 0));
        expect(strip(newGame)).toEqual(strip(oldGame));
        expect(soloView(newGame)).toEqual(soloView(oldGame));
      }
    }
  });
});

/** A pass-and-play or solo game with both seats' plan marks left out. */
function strip(game: LocalGame): LocalGame {
  const pass = game.pass;
  const table = unmarked(game);
  return pass ? { ...table, pass: { ...pass, guest: unmarked(pass.guest) } } : table;
}
