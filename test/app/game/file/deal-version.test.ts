// Decks cannot be reconstructed (from a 32-bit seed), through the app's controller: a new game deals from a
// 128-bit private seed by deal 2 and says so (`deal: 2`); a game stored before (no `deal`) keeps the
// deck it was dealt by the 32-bit deal 1, across a reload, and draws on from it unchanged.
import { describe, expect, it } from 'vitest';
import { dealAppDeck } from '../../../../src/engine';
import {
  confirmJoined,
  createTableGame,
  dealStartingHand,
  dealtDraw,
  keepDrawn,
} from '../../../../src/app/game/core/controller';
import { dealOf, startingDeal } from '../../../../src/app/game/file/deal';
import { exportGame, importGame } from '../../../../src/app/game/file/game-file';
import type { LocalGame } from '../../../../src/app/game/core/local-game';
import { createSoloGame } from '../../../../src/app/game/solo/solo';
import { ok, seededBytes } from '../../../../harness/controller-kit';
import { gameChoices } from '../../../../harness/fixtures';

const SEED = '0123456789abcdef0123456789abcdef';

function joinedTable(): LocalGame {
  return confirmJoined(ok(createTableGame(gameChoices('blue'), 1, seededBytes(7))), 2);
}

/** A game as stored before the whole-seed deal: dealt from SEED by deal 1, no `deal` field. */
function storedWithDeal1(): LocalGame {
  const { deal: _deal, ...dealt } = ok(dealStartingHand(joinedTable(), 3, seededBytes(8)));
  return { ...dealt, privateSeed: SEED, priv: dealAppDeck('blue', SEED, 'standard', 1) };
}

describe('app-mode deals', () => {
  it('a new deal takes 16 random bytes (128 bits) as its seed and deals from all of it (deal 2)', () => {
    const asked: number[] = [];
    const bytes = seededBytes(9);
    const game = ok(
      dealStartingHand(joinedTable(), 3, (n) => {
        asked.push(n);
        return bytes(n);
      }),
    );
    expect(asked).toEqual([16]);
    expect(game.privateSeed).toMatch(/^[0-9a-f]{32}$/);
    expect(game.deal).toBe(2);
    expect(dealOf(game)).toBe(2);
    const seed = game.privateSeed ?? '';
    const dealt = dealAppDeck('blue', seed, 'standard', 2);
    expect(game.priv?.hand).toEqual(dealt.hand);
    expect(game.priv?.deck).toEqual(dealt.deck);
    const legacy = dealAppDeck('blue', seed, 'standard', 1);
    expect([...(game.priv?.hand ?? []), ...(game.priv?.deck ?? [])]).not.toEqual([
      ...legacy.hand,
      ...legacy.deck,
    ]);
    expect(startingDeal(game)).toEqual(dealt);
    // The deal survives a reload with its version.
    const reloaded = importGame(exportGame(game));
    expect(reloaded.ok && reloaded.game.deal).toBe(2);
  });

  it('a game stored before keeps its 32-bit deal: same hand and deck after a reload, same draws', () => {
    const old = storedWithDeal1();
    expect('deal' in old).toBe(false);
    const imported = importGame(exportGame(old));
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    const game = imported.game;
    expect(dealOf(game)).toBe(1);
    // Pinned: the deck deal 1 deals from this seed.
    expect(game.priv?.hand).toEqual(['1', '2', '3', '4', '5', '6', 'P', '+1', '10', '7']);
    expect(game.priv?.deck).toEqual(['+3', '8', '+1', '+1', 'P', '-1', '9', '-1', '-1', '+2']);
    expect(startingDeal(game)).toEqual(old.priv);
    // The next draw comes off the stored deck, as it would have before.
    const due: LocalGame = { ...game, draw: { drew: 2, keep: 1 } };
    expect(dealtDraw(due)).toEqual(['+3', '8']);
    const kept = ok(keepDrawn(due, ['8'], 4));
    expect(kept.priv?.hand).toEqual(['1', '2', '3', '4', '5', '6', 'P', '+1', '10', '7', '8']);
    expect(kept.priv?.deck).toEqual(['+1', '+1', 'P', '-1', '9', '-1', '-1', '+2', '+3']);
  });

  it('against the phone, the computer seat is dealt by deal 2 and the same bytes give the same game', () => {
    const choices = { ...gameChoices('red'), solo: { level: 'normal' as const } };
    const a = ok(createSoloGame(choices, 0, seededBytes(11)));
    const b = ok(createSoloGame(choices, 0, seededBytes(11)));
    expect(a.deal).toBe(2);
    expect(b).toEqual(a);
    expect(a.priv).toEqual(dealAppDeck('blue', a.privateSeed ?? '', 'standard', 2));
  });
});
