// Real cards' draw on the plan (R-R4: draw 2 keep 1, or 3 keep 2 after a played 1, R-C1): the plan asks
// which cards were kept, among those still in the player's deck; the seal records the keep and the
// orders in one change, and refuses before the kept cards are chosen. The record, the messages and the
// hands must be exactly what the old Draw step ("Keep these", then the seal) produced, in every mode.
import { describe, expect, it } from 'vitest';
import { type Card } from '../../../../src/engine';
import { confirmPlanDraw, keepDrawn, sealOrders, updatePlan } from '../../../../src/app/game/core/controller';
import {
  deckCards,
  keepChosen,
  keepDraw,
  planDraw,
  planHand,
} from '../../../../src/app/game/round/draw-on-plan';
import { handNow } from '../../../../src/app/game/core/hand-now';
import type { LocalGame } from '../../../../src/app/game/core/local-game';
import { gameStep } from '../../../../src/app/game/core/steps';
import { exportGame, importGame } from '../../../../src/app/game/file/game-file';
import { refusalText } from '../../../../src/app/game/core/refusal-text';
import { applyLanguage, loadLanguage } from '../../../../src/app/i18n';
import { legalPlan, ok, seededBytes } from '../../../../harness/controller-kit';
import { walkGame, type Mode } from '../../../../harness/flow-walk';
import { scan, seal, twoPhonesAtKeep } from '../../../../harness/keep-games';
import { gameChoices } from '../../../../harness/fixtures';

/** The plan draft's kept cards left out (the only thing the new flow adds). */
function unkept(game: LocalGame): LocalGame {
  if (!game.plan) return game;
  const { kept: _kept, ...plan } = game.plan;
  return { ...game, plan };
}

/** Cards of the deck, one of each kind first: `count` of them as a player might keep them. */
function someKept(game: LocalGame, count: number, from = 0): Card[] {
  const deck = deckCards(game);
  return [...deck.slice(from), ...deck.slice(0, from)].slice(0, count);
}

describe('real cards: the draw on the plan (R-R4)', () => {
  it('the plan is the step: the deck’s cards offered, none kept yet, and the kept ones join the hand at once', () => {
    const { table, guest } = twoPhonesAtKeep(3);
    for (const game of [table, guest]) {
      expect(game.privateSeed).toBeNull();
      expect(game.draw).not.toBeNull();
      expect(gameStep(game)).toBe('plan');
      expect(planDraw(game)).toBeNull();
      const keeping = keepDraw(game)!;
      // Which cards, not their order: every card left in the deck, each copy once.
      expect([...keeping.deck].sort()).toEqual([...game.priv!.deck].sort());
      // Two drawn, keep one; three after a played 1, keep two (R-C1, R-R4).
      expect(keeping.keep).toBe(Math.min(game.draw!.keep, game.draw!.drew));
      expect([1, 2]).toContain(keeping.keep);
      expect(keeping.kept).toEqual([]);
      expect(keepChosen(keeping)).toBe(false);
      expect(planHand(game)).toEqual(handNow(game));
      const kept = someKept(game, keeping.keep);
      const tapped = updatePlan(game, { orders: {}, sequence: null, kept }, 0);
      expect(keepChosen(keepDraw(tapped)!)).toBe(true);
      expect(planHand(tapped)).toEqual([...handNow(game), ...kept]);
    }
  });

  it('the seal refuses before the kept cards are chosen (a word in EN and PL), and changes nothing', async () => {
    const { table, guest } = twoPhonesAtKeep(5);
    for (const game of [table, guest]) {
      const orders = legalPlan(game, (o) => o[0]!);
      const planned = updatePlan(game, { orders, sequence: null }, 0);
      const refused = sealOrders(planned, 0, seededBytes(1));
      expect(refused).toEqual({ ok: false, refusal: { source: 'app', key: 'app/keep-first' } });
      expect(confirmPlanDraw(planned, 0).ok).toBe(false);
      // Three drawn, keep two: one tapped is not enough either.
      const three = { ...planned, draw: { drew: 3, keep: 2 } };
      const one = updatePlan(three, { orders, sequence: null, kept: someKept(game, 1) }, 0);
      expect(sealOrders(one, 0, seededBytes(1)).ok).toBe(false);
    }
    const refusal = { source: 'app', key: 'app/keep-first' } as const;
    expect(refusalText(refusal)).toBe('Tap the cards you kept from your draw first.');
    await loadLanguage('pl');
    applyLanguage('pl');
    try {
      expect(refusalText(refusal)).toBe('Najpierw zaznacz karty zatrzymane z dobierania.');
    } finally {
      applyLanguage('en');
    }
  });

  it('two phones: the keep and the seal in one change give the old Draw step’s game (table and guest)', () => {
    for (const seed of [3, 7, 11]) {
      const { table, guest } = twoPhonesAtKeep(seed);
      for (const [game, from] of [
        [table, 0],
        [table, 2],
        [guest, 1],
      ] as const) {
        const keep = keepDraw(game)!.keep;
        const kept = someKept(game, keep, from);
        // Old: "Keep these" on the Draw step, then "Seal my orders".
        const keptFirst = ok(keepDrawn(game, kept, 0));
        expect(keptFirst.draw).toBeNull();
        const orders = legalPlan(keptFirst, (o) => o[o.length - 1]!);
        const before = seal(keptFirst, orders, seededBytes(seed));
        // New: the kept cards tapped on the plan, then the one seal.
        const tapped = updatePlan(game, { orders: {}, sequence: null, kept }, 0);
        expect(planHand(tapped)).toEqual(handNow(keptFirst));
        const after = seal(tapped, orders, seededBytes(seed));
        expect(after.draw).toBeNull();
        expect(unkept(after)).toEqual(before);
        expect(after.priv).toEqual(before.priv);
        if (game.session.role === 'table') {
          expect(after.showing?.texts).toEqual(before.showing?.texts);
          expect(scan(after.showing?.texts, guest).session).toEqual(
            scan(before.showing?.texts, guest).session,
          );
        }
      }
    }
  });

  it('the kept cards are saved with the plan draft: placing cards keeps them, and so does a reload', () => {
    const { guest } = twoPhonesAtKeep(9);
    const kept = someKept(guest, keepDraw(guest)!.keep);
    const tapped = updatePlan(guest, { orders: {}, sequence: null, kept }, 0);
    const placed = updatePlan(tapped, { orders: { qin: planHand(tapped)[0]! }, sequence: null }, 0);
    expect(placed.plan?.kept).toEqual(kept);
    const reloaded = importGame(exportGame(placed));
    if (!reloaded.ok) throw new Error(reloaded.error);
    expect(reloaded.game.plan?.kept).toEqual(kept);
    expect(keepDraw(reloaded.game)?.kept).toEqual(keepDraw(placed)?.kept);
    // Tapped again: unkept.
    const untapped = updatePlan(placed, { orders: placed.plan!.orders, sequence: null, kept: [] }, 0);
    expect(keepChosen(keepDraw(untapped)!)).toBe(false);
  });

  it('a deck that leaves no choice is kept without a tap (R-R4: the deck ran low, or one card in copies)', () => {
    const { table } = twoPhonesAtKeep(3);
    const low = {
      ...table,
      priv: { ...table.priv!, deck: table.priv!.deck.slice(0, 1) },
      draw: { drew: 1, keep: 1 },
    };
    const keeping = keepDraw(low)!;
    expect(keeping.keep).toBe(1);
    expect(keepChosen(keeping)).toBe(true);
    expect(planHand(low)).toEqual([...handNow(low), low.priv.deck[0]!]);
    const alike = {
      ...table,
      priv: { ...table.priv!, deck: ['7', '7', '7'] as Card[] },
      draw: { drew: 2, keep: 1 },
    };
    expect(keepChosen(keepDraw(alike)!)).toBe(true);
    const sealed = seal(
      low,
      legalPlan(low, (o) => o[0]!),
      seededBytes(2),
    );
    expect(sealed.draw).toBeNull();
  });

  for (const mode of ['two-phones', 'pass-and-play', 'solo'] as const satisfies readonly Mode[])
    it(`${mode}: no Draw step in a whole game with real cards; each draw kept on the plan`, () => {
      for (const seed of [1, 2]) {
        const walked = walkGame(mode, seed, gameChoices('blue', { cardMode: 'physical' }));
        expect(walked.over).toBe(true);
        expect(walked.seen.map((s) => s.step)).not.toContain('draw');
        // Every draw with a card to keep was kept as the drivers chose it (R-R4: the log's draws).
        const draws = walked.log.filter((e) => e.entry.kind === 'draw' && e.entry.drew > 0);
        expect(draws.length).toBeGreaterThan(0);
      }
    });
});
