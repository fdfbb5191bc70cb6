// Two phones' game controllers play complete games talking only through QR texts, as the screens do.
import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { cardSet, fingerprint, isFramed } from '../../../../src/engine';
import {
  createTableGame,
  enterStartingHand,
  guestOrdersShown,
} from '../../../../src/app/game/core/controller';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { gameStep } from '../../../../src/app/game/core/steps';
import { gameChoices } from '../../../../harness/fixtures';
import { QR_BUDGET } from '../../../../src/protocol/scan';
import { TwoPhoneGame, type PhonesAt } from '../../../../harness/two-phone-kit';
import { seededBytes, ok } from '../../../../harness/controller-kit';

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

/**
 * A complete game through the two-phone driver, parts of long codes scanned last first (reassembly in
 * any order); each step's screens and codes checked as it happens.
 */
function playGame(seed: number, physical = false): { table: LocalGame; guest: LocalGame; rounds: number } {
  let rounds = 0;
  const checked = new Set<string>();
  const onStep = ({ label, table, guest }: PhonesAt) => {
    const step = label.replace(/^r\d+: /, '');
    checked.add(step);
    const first = rounds === 0;
    if (step === 'joined') {
      // The table has the guest's join code (the invitation carried its warlord commitment): its hand next.
      expect(gameStep(table)).toBe('hand');
      // The setup handshake: the guest shows its join code (with its warlord commitment).
      expect(gameStep(guest)).toBe('join-code');
      for (const text of guest.showing?.texts ?? [])
        expect(qrVersion(text)).toBeLessThanOrEqual(QR_BUDGET.join);
    } else if (step === 'table sealed') {
      expect(gameStep(table)).toBe('commitment');
      expect(gameStep(guest)).toBe(first ? 'join-code' : 'plan');
      // PRODUCT.md budget: the commitment QR is version 5 or less, round 1 included.
      for (const text of table.showing?.texts ?? []) expect(qrVersion(text)).toBeLessThanOrEqual(5);
    } else if (step === 'guest sealed') {
      expect(gameStep(guest)).toBe(first ? 'show-orders' : 'scan-commitment');
    } else if (step === 'guest scanned the commitment') {
      // Round 1's seal completes the guest's setup: then its hand, then its plan.
      expect(gameStep(guest)).toBe(first ? 'plan' : 'show-orders');
    } else if (step === 'table received') {
      for (const text of guestOrdersShown(guest)?.texts ?? [])
        expect(qrVersion(text)).toBeLessThanOrEqual(QR_BUDGET.orders);
    } else if (step === 'guest scanned the round record') {
      expect(gameStep(table)).toBe('round-record');
      expect(fingerprint(currentState(guest))).toBe(fingerprint(currentState(table)));
    } else if (step === 'done') {
      rounds++;
      if (gameStep(table) !== 'over') for (const game of [table, guest]) expect(gameStep(game)).toBe('plan');
    }
  };
  const game = new TwoPhoneGame(seed, physical ? physicalChoices : choices, {
    ...(physical ? { startingHand: enterPhysicalHand } : {}),
    guestSealsFirst: () => true,
    partsLastFirst: true,
    onStep,
  });
  const { table, guest } = game.play();
  // Every step above was met, not skipped by a changed label.
  expect([...checked].sort()).toEqual(
    expect.arrayContaining([
      'done',
      'guest scanned the commitment',
      'guest scanned the round record',
      'guest sealed',
      'joined',
      'table received',
      'table sealed',
    ]),
  );
  return { table, guest, rounds };
}

/** The QR version (error correction M) a text needs, as the app renders it. */
function qrVersion(text: string): number {
  return QRCode.create(text, { errorCorrectionLevel: 'M' }).version;
}

describe('two phones through the controller', () => {
  it('the table player picks a warlord before the invitation is shown', () => {
    expect(gameStep(ok(createTableGame(choices, 0, seededBytes(1))))).toBe('warlord');
  });

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
