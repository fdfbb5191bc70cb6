// A phone wiped mid-game and restored from the other phone's repair codes: its player names the
// hand held now (not a new starting hand), and the game goes on with both phones agreeing.
import { describe, expect, it } from 'vitest';
import { cardSet, fingerprint, isFramed, type Card } from '../../src/engine';
import {
  confirmJoined,
  confirmRoundRecord,
  createTableGame,
  dealStartingHand,
  dealtDraw,
  enterStartingHand,
  guestOrdersShown,
  joinFromMessage,
  keepDrawn,
  receiveMessage,
  restoreFromMessage,
  sealOrders,
  updatePlan,
} from '../../src/app/game/controller';
import { currentState, type LocalGame } from '../../src/app/game/local-game';
import { handToReenter, reenterHand } from '../../src/app/game/restore-hand';
import { gameStep } from '../../src/app/game/steps';
import { resyncOf } from '../../src/protocol/session';
import { gameChoices } from './fixtures';
import { ok, readMessage as read, legalPlan, revealAtDefaults } from '../support/controller-kit';

/** The last legal card (non-framed cards leave the hand first, so hands change). */
const lastOption = (options: Card[]): Card => options[options.length - 1]!;

function keep(game: LocalGame): LocalGame {
  if (!game.draw) return game;
  const offered = game.privateSeed !== null ? dealtDraw(game) : (game.priv?.deck ?? []);
  return ok(keepDrawn(game, offered.slice(0, Math.min(game.draw.keep, game.draw.drew)), 0));
}

/** One round through the QR messages, every reveal choice at its default. */
function round(table: LocalGame, guest: LocalGame): [LocalGame, LocalGame] {
  table = ok(sealOrders(updatePlan(table, { orders: legalPlan(table, lastOption), sequence: null }, 0), 0));
  guest = ok(sealOrders(updatePlan(guest, { orders: legalPlan(guest, lastOption), sequence: null }, 0), 0));
  guest = ok(receiveMessage(guest, read(table.showing?.texts[0]), 0));
  table = ok(receiveMessage(table, read(guestOrdersShown(guest)?.texts[0]), 0));
  table = revealAtDefaults(table);
  guest = ok(receiveMessage(guest, read(table.showing?.texts[0]), 0));
  table = confirmRoundRecord(table, 0);
  expect(fingerprint(currentState(guest))).toBe(fingerprint(currentState(table)));
  return [keep(table), keep(guest)];
}

function start(cardMode: 'app' | 'physical'): [LocalGame, LocalGame] {
  const choices = gameChoices('blue', { variant: 'beginner', cardMode });
  let table = ok(createTableGame(choices, 0));
  let guest = ok(joinFromMessage(read(table.showing?.texts[0]), 0));
  table = confirmJoined(table, 0);
  const four = cardSet('beginner')
    .filter((card) => !isFramed(card))
    .slice(0, 4);
  table = cardMode === 'app' ? ok(dealStartingHand(table, 0)) : ok(enterStartingHand(table, four, 0));
  guest = cardMode === 'app' ? ok(dealStartingHand(guest, 0)) : ok(enterStartingHand(guest, four, 0));
  return [table, guest];
}

/** Every card of the player is in exactly one place: hand, deck, or out of the game. */
function expectAllCards(game: LocalGame): void {
  const out = currentState(game).players[game.session.me].out;
  const all = [...(game.priv?.hand ?? []), ...(game.priv?.deck ?? []), ...out].sort();
  expect(all).toEqual(cardSet('beginner').sort());
}

describe('a phone restored from repair codes', () => {
  for (const cardMode of ['app', 'physical'] as const) {
    it(`names the hand it holds now and plays on (${cardMode} cards)`, () => {
      let [table, guest] = start(cardMode);
      // Before round 1 nothing was played: the starting hand applies, not a re-entered one.
      expect(handToReenter(ok(restoreFromMessage(resyncOf(table.session), 0)))).toBeNull();
      for (let i = 0; i < 2; i++) [table, guest] = round(table, guest);
      const held = guest.priv!.hand.filter((card) => !isFramed(card));
      const out = currentState(guest).players.red.out;
      expect(out.length).toBeGreaterThan(0);

      let restored = ok(restoreFromMessage(resyncOf(table.session), 0));
      expect(gameStep(restored)).toBe('hand');
      const due = handToReenter(restored)!;
      expect(due.count).toBe(held.length);
      // The cards offered are the player's cards not out of the game.
      expect(due.cards.length).toBe(cardSet('beginner').filter((c) => !isFramed(c)).length - out.length);
      // A card no longer in the game, or the wrong number of cards, is refused.
      const gone = out.find((card) => !due.cards.includes(card));
      if (gone) expect(reenterHand(restored, [...held.slice(1), gone], 0).ok).toBe(false);
      expect(reenterHand(restored, held.slice(1), 0).ok).toBe(false);

      restored = ok(reenterHand(restored, held, 0));
      expect(gameStep(restored)).toBe('plan');
      expect([...restored.priv!.hand].sort()).toEqual([...guest.priv!.hand].sort());
      expect(restored.privateSeed !== null).toBe(cardMode === 'app');
      expectAllCards(restored);
      guest = restored;
      for (let i = 0; i < 9 && gameStep(table) !== 'over'; i++) {
        [table, guest] = round(table, guest);
        expectAllCards(guest);
      }
      expect(gameStep(table)).toBe('over');
      expect(gameStep(guest)).toBe('over');
    });
  }

  it('offers the cards left after one round, the kept draw counted in the hand', () => {
    let [table, guest] = start('app');
    [table, guest] = round(table, guest);
    const restored = ok(restoreFromMessage(resyncOf(table.session), 0));
    const due = handToReenter(restored)!;
    expect(due.count).toBe(currentState(guest).players.red.handExtra);
    const hand: Card[] = guest.priv!.hand.filter((card) => !isFramed(card));
    expect(ok(reenterHand(restored, hand, 0)).priv!.deck.length).toBe(due.cards.length - due.count);
  });
});
