// A phone wiped mid-game and restored from the other phone's repair codes: its player names the
// hand held now (not a new starting hand), and the game goes on with both phones agreeing.
import { describe, expect, it } from 'vitest';
import { cardSet, fingerprint, isFramed, type Card } from '../../../../src/engine';
import {
  confirmJoined,
  createTableGame,
  dealStartingHand,
  enterStartingHand,
  joinFromMessage,
  restoreFromMessage,
} from '../../../../src/app/game/core/controller';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { handToReenter, reenterHand } from '../../../../src/app/game/two-phone/restore-hand';
import { checkGameFile, exportGame } from '../../../../src/app/game/file/game-file';
import { gameStep } from '../../../../src/app/game/core/steps';
import { resyncOf } from '../../../../src/protocol/session';
import { gameChoices } from '../../../../harness/fixtures';
import { ok, readMessage as read } from '../../../../harness/controller-kit';
import { TwoPhoneGame } from '../../../../harness/two-phone-kit';

/** The last legal card (non-framed cards leave the hand first, so hands change). */
const lastOption = (options: Card[]): Card => options[options.length - 1]!;

/** One round through the QR messages, every reveal choice at its default; both phones agree after it. */
function round(table: LocalGame, guest: LocalGame): [LocalGame, LocalGame] {
  const game = new TwoPhoneGame(
    1,
    { table, guest },
    { pick: (_game, options) => lastOption(options), guestSealsFirst: () => true },
  );
  game.playRound();
  expect(fingerprint(currentState(game.phones.guest))).toBe(fingerprint(currentState(game.phones.table)));
  return [game.phones.table, game.phones.guest];
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

/** A stored game's file as JSON to edit, and the import's answer for an edited one. */
type FileJson = { game: LocalGame & { priv: { hand: Card[]; deck: Card[] } } };
const fileOf = (game: LocalGame): FileJson => JSON.parse(exportGame(game)) as FileJson;
const outcome = (file: FileJson): string => {
  const checked = checkGameFile(JSON.stringify(file));
  return checked.ok ? 'accepted' : checked.error;
};

describe('a restored phone’s game file', () => {
  it('app cards: the named hand cannot hold a card more often than the set has it, nor one out of the game', () => {
    let [table, guest] = start('app');
    for (let i = 0; i < 2; i++) [table, guest] = round(table, guest);
    const restored = ok(restoreFromMessage(resyncOf(table.session), 0));
    const due = handToReenter(restored)!;
    const single = due.cards.find((c) => due.cards.filter((d) => d === c).length === 1)!;
    expect(reenterHand(restored, Array<Card>(due.count).fill(single), 0).ok).toBe(due.count === 1);
    const out = currentState(guest).players.red.out[0]!;
    if (!due.cards.includes(out))
      expect(reenterHand(restored, [out, ...due.cards.slice(1, due.count)], 0).ok).toBe(false);
  });

  it('app cards: the restored game’s file opens as itself round after round; its hand or deck edited is refused', () => {
    let [table, guest] = start('app');
    for (let i = 0; i < 2; i++) [table, guest] = round(table, guest);
    const held = guest.priv!.hand.filter((card) => !isFramed(card));
    guest = ok(reenterHand(ok(restoreFromMessage(resyncOf(table.session), 0)), held, 0));
    expect(guest.restoredHand).toEqual({ at: guest.session.synced.actions.length, named: held });
    for (let i = 0; i < 9 && gameStep(table) !== 'over'; i++) {
      const checked = checkGameFile(exportGame(guest));
      expect(checked.ok ? checked.game : checked.detail).toEqual(guest);
      const file = fileOf(guest);
      const priv = file.game.priv;
      if (priv.deck.length > 1) {
        // A card of the hand swapped with one of the deck: not what the new seed's deck gives.
        const at = priv.hand.findIndex((c) => !isFramed(c) && c !== priv.deck[0]);
        if (at >= 0) {
          [priv.hand[at], priv.deck[0]] = [priv.deck[0]!, priv.hand[at]!];
          expect(outcome(file)).toBe('import/not-dealt');
        }
      }
      const renamed = fileOf(guest);
      const out = currentState(guest).players.red.out;
      renamed.game.restoredHand = { at: guest.restoredHand!.at, named: [...held.slice(1), '10', '10', '10'] };
      expect(outcome(renamed)).toBe('import/impossible-hand');
      if (out.length > 0) {
        renamed.game.restoredHand = { at: 0, named: held };
        expect(outcome(renamed)).not.toBe('accepted');
      }
      [table, guest] = round(table, guest);
    }
  });

  it('real cards: a file’s hand is checked against the card set and the public counts', () => {
    let [table, guest] = start('physical');
    for (let i = 0; i < 2; i++) [table, guest] = round(table, guest);
    expect(outcome(fileOf(guest))).toBe('accepted');
    expect(outcome(fileOf(table))).toBe('accepted');
    const counts = (cards: readonly Card[], card: Card) => cards.filter((c) => c === card).length;
    const all = cardSet('beginner');
    const single = all.find((c) => !isFramed(c) && counts(all, c) === 1)!;
    const hand = guest.priv!.hand;
    const extra = hand.filter((c) => !isFramed(c));
    // Three copies of a card the set has once.
    const tripled = fileOf(guest);
    tripled.game.priv.hand = [...hand.filter(isFramed), single, single, single, ...extra.slice(3)];
    expect(outcome(tripled)).toBe('import/impossible-hand');
    // A framed card missing (framed cards always come back to the hand, R-C4).
    const noOne = fileOf(guest);
    noOne.game.priv.hand = hand.filter((c) => c !== '1');
    expect(outcome(noOne)).toBe('import/impossible-hand');
    // One card more than the public count says the player holds.
    const more = fileOf(guest);
    const deck = more.game.priv.deck;
    more.game.priv.hand = [...hand, deck[0]!];
    more.game.priv.deck = deck.slice(1);
    expect(outcome(more)).toBe('import/impossible-hand');
    // Any cards the set allows in the right number are what real cards cannot disprove.
    const swapped = fileOf(guest);
    const at = swapped.game.priv.hand.findIndex((c) => !isFramed(c));
    [swapped.game.priv.hand[at], swapped.game.priv.deck[0]] = [
      swapped.game.priv.deck[0]!,
      swapped.game.priv.hand[at]!,
    ];
    expect(outcome(swapped)).toBe('accepted');
  });
});
