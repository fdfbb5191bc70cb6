// Two phones' game controllers play complete games talking only through QR texts, as the screens do.
import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { cardSet, chooser, fingerprint, isFramed, PROVINCES } from '../../../../src/engine';
import {
  chooseWarlord,
  confirmRoundRecord,
  createTableGame,
  dealStartingHand,
  enterStartingHand,
  dealtDraw,
  guestOrdersShown,
  joinFromMessage,
  keepDrawn,
  readCode,
  receiveMessage,
  sealOrders,
  updatePlan,
  warlordChoices,
} from '../../../../src/app/game/core/controller';
import { NO_PARTS, takeCode } from '../../../../src/app/game/two-phone/scan-input';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { gameStep } from '../../../../src/app/game/core/steps';
import { gameChoices } from '../../../../harness/fixtures';
import { QR_BUDGET } from '../../../../src/protocol/scan';
import {
  seededBytes,
  ok,
  legalPlan,
  revealAtDefaults,
  tableScansJoin,
  guestAfterTableSeal,
  guestScansSeal,
} from '../../../../harness/controller-kit';

/** Scans every QR text shown (parts in reverse order, to check reassembly in any order). */
function scan(texts: readonly string[] | undefined, into: LocalGame): LocalGame {
  if (!texts || texts.length === 0) throw new Error('nothing shown');
  let collector = NO_PARTS;
  for (const text of [...texts].reverse()) {
    const outcome = takeCode(collector, text, false);
    if (outcome.kind === 'refused') throw new Error(`refused: ${outcome.rejection.key}`);
    if (outcome.kind === 'message') return ok(receiveMessage(into, outcome.message, 0));
    collector = outcome.collector;
  }
  throw new Error('parts missing');
}

// Both with the setup handshake: app cards, and real cards with the app's event deck.
const choices = { ...gameChoices('blue'), handshake: true };
const physicalChoices = {
  ...gameChoices('red', { cardMode: 'physical', edition: 'pl', eventDeck: 'app' }),
  handshake: true,
};

/** Physical cards: the four cards drawn at setup, named by the player (the first four of the deck). */
function enterPhysicalHand(game: LocalGame): LocalGame {
  const deck = cardSet(currentState(game).setup.options.variant).filter((c) => !isFramed(c));
  return ok(enterStartingHand(game, deck.slice(0, 4), 0));
}

/** Keeps cards after a round: dealt ones (app cards) or ones named from the real deck (physical cards). */
function keepAfterRound(game: LocalGame): LocalGame {
  if (!game.draw) return game;
  const offered = game.privateSeed !== null ? dealtDraw(game) : (game.priv?.deck ?? []);
  return ok(keepDrawn(game, offered.slice(0, Math.min(game.draw.keep, game.draw.drew)), 0));
}

function playGame(seed: number, physical = false): { table: LocalGame; guest: LocalGame; rounds: number } {
  const random = seededBytes(seed);
  let table = ok(createTableGame(physical ? physicalChoices : choices, 0, random));
  // The table player picks a warlord first: its commitment travels in the invitation.
  expect(gameStep(table)).toBe('warlord');
  table = ok(chooseWarlord(table, warlordChoices(table.session.me)[seed % 5]!, 0, random));
  expect(gameStep(table)).toBe('invite');
  let guest = ok(joinFromMessage(readInvitation(table), 0, random));
  guest = ok(chooseWarlord(guest, warlordChoices(guest.session.me)[(seed >> 3) % 5]!, 0, random));
  // The setup handshake: the guest shows its join code (with its warlord commitment), the table scans it.
  expect(gameStep(guest)).toBe('join-code');
  for (const text of guest.showing?.texts ?? []) expect(qrVersion(text)).toBeLessThanOrEqual(QR_BUDGET.join);
  table = tableScansJoin(table, guest);
  table = physical ? enterPhysicalHand(table) : ok(dealStartingHand(table, 0, random));
  let rounds = 0;
  while (gameStep(table) !== 'over') {
    expect(gameStep(table)).toBe('plan');
    expect(gameStep(guest)).toBe(rounds === 0 ? 'join-code' : 'plan');
    for (const who of ['table', 'guest'] as const) {
      if (who === 'guest' && rounds === 0) {
        // Round 1's seal completes the guest's setup: then its hand.
        guest = guestAfterTableSeal(guest, table, random);
        if (physical) guest = enterPhysicalHand(guest);
        expect(gameStep(guest)).toBe('plan');
      }
      const game = who === 'table' ? table : guest;
      const orders = legalPlan(game, (options) => options[(seed + rounds) % options.length]!);
      const state = currentState(game);
      const sequence = chooser(state) === game.session.me ? [...PROVINCES].reverse() : null;
      const planned = ok(sealOrders(updatePlan(game, { orders, sequence }, 0), 0, random));
      if (who === 'table') table = planned;
      else guest = planned;
    }
    expect(gameStep(table)).toBe('commitment');
    expect(gameStep(guest)).toBe(rounds === 0 ? 'show-orders' : 'scan-commitment');
    // PRODUCT.md budget: the commitment QR is version 5 or less, round 1 included.
    for (const text of table.showing?.texts ?? []) expect(qrVersion(text)).toBeLessThanOrEqual(5);
    guest = guestScansSeal(guest, table);
    expect(gameStep(guest)).toBe('show-orders');
    for (const text of guestOrdersShown(guest)?.texts ?? [])
      expect(qrVersion(text)).toBeLessThanOrEqual(QR_BUDGET.orders);
    table = scan(guestOrdersShown(guest)?.texts, table);
    // The reveal on the table: every choice at its default, then both players close the end window.
    table = revealAtDefaults(table);
    expect(gameStep(table)).toBe('round-record');
    guest = scan(table.showing?.texts, guest);
    table = confirmRoundRecord(table, 0);
    expect(fingerprint(currentState(guest))).toBe(fingerprint(currentState(table)));
    rounds++;
    table = keepAfterRound(table);
    guest = keepAfterRound(guest);
  }
  return { table, guest, rounds };
}

/** The QR version (error correction M) a text needs, as the app renders it. */
function qrVersion(text: string): number {
  return QRCode.create(text, { errorCorrectionLevel: 'M' }).version;
}

function readInvitation(table: LocalGame) {
  const read = readCode(table.showing?.texts[0] ?? '', false);
  if (!read.ok) throw new Error(read.key);
  return read.message;
}

describe('two phones through the controller', () => {
  it('play complete games with warlords and events, agreeing after every round', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { table, guest, rounds } = playGame(seed);
      expect(rounds).toBeGreaterThanOrEqual(3);
      expect(rounds).toBeLessThanOrEqual(9);
      expect(gameStep(guest)).toBe('over');
      expect(currentState(table).winner).not.toBeNull();
      expect(currentState(guest).winner).toBe(currentState(table).winner);
    }
  });

  it('play complete games with real (physical) cards named by the players', () => {
    for (let seed = 21; seed <= 26; seed++) {
      const { table, guest } = playGame(seed, true);
      expect(gameStep(table)).toBe('over');
      expect(gameStep(guest)).toBe('over');
      // Each phone's hand and deck still hold exactly its own cards: 20 per player, less what left the game.
      for (const game of [table, guest]) {
        const priv = game.priv!;
        const state = currentState(game);
        const out = state.players[game.session.me].out.length;
        expect(priv.hand.length + priv.deck.length + out).toBe(cardSet('standard').length);
      }
    }
  });
});
