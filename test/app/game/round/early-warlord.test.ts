// The guest plays a start-of-round warlord in round 1 (R-W2/R-W4/R-W6/R-W10/R-W11): its phone shows its
// warlord commitment early, the table phone scans it before sealing round 1 (the one extra scan, only
// then), and the guest plays the warlord on the table phone by typing its code.
import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { fingerprint, type Card, type WarlordId } from '../../../../src/engine';
import {
  chooseWarlord,
  confirmJoined,
  createTableGame,
  dealStartingHand,
  guestOrdersShown,
  joinFromMessage,
  readWarlordCode,
  receiveMessage,
  recordAction,
  sealOrders,
  updatePlan,
  warlordCode,
} from '../../../../src/app/game/core/controller';
import {
  earlyWarlordOffer,
  tableMayPlayAtStart,
  earlyWarlordShown,
  showEarlyWarlord,
  tableAwaitsEarlyWarlord,
} from '../../../../src/app/game/round/early-warlord';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { gameStep } from '../../../../src/app/game/core/steps';
import type { Action, Player } from '../../../../src/engine';
import { gameChoices } from '../../../../harness/fixtures';
import { QR_BUDGET } from '../../../../src/protocol/scan';
import {
  ok,
  readMessage as read,
  legalPlan,
  revealAtDefaults,
  seededBytes,
} from '../../../../harness/controller-kit';
import { TwoPhoneGame } from '../../../../harness/two-phone-kit';

const lastOption = (options: Card[]): Card => options[options.length - 1]!;
const qrVersion = (text: string): number => QRCode.create(text, { errorCorrectionLevel: 'M' }).version;

/** A standard game with events; the table plays `tablePlays` with a warlord that is no start-of-round one. */
function start(tablePlays: Player, guestWarlord: WarlordId, seed: number): [LocalGame, LocalGame] {
  const random = seededBytes(seed);
  let table = ok(createTableGame(gameChoices(tablePlays), 0, random));
  table = ok(chooseWarlord(table, tablePlays === 'blue' ? 'cap-at-six' : 'counter-plague', 0, random));
  let guest = ok(joinFromMessage(read(table.showing?.texts[0]), 0));
  table = confirmJoined(table, 0);
  guest = ok(chooseWarlord(guest, guestWarlord, 0, random));
  return [ok(dealStartingHand(table, 0, random)), ok(dealStartingHand(guest, 0, random))];
}

/** One round through the QR texts (3 scans); `beforeSeal` acts on the table phone first. */
function round(
  table: LocalGame,
  guest: LocalGame,
  beforeSeal: (table: LocalGame) => LocalGame = (game) => game,
): [LocalGame, LocalGame] {
  const game = new TwoPhoneGame(
    1,
    { table, guest },
    {
      pick: (_game, options) => lastOption(options),
      guestSealsFirst: () => true,
      beforePlans: (phones) => {
        const acted = beforeSeal(phones.table);
        expect(gameStep(acted)).toBe('plan');
        return { ...phones, table: acted };
      },
      onStep: ({ label, table: shown, guest: scanned }) => {
        // The commitment and the round record within their QR budget (version 5).
        if (/table sealed|guest scanned the round record/.test(label))
          for (const text of shown.showing?.texts ?? []) expect(qrVersion(text)).toBeLessThanOrEqual(5);
        if (label.endsWith('guest scanned the commitment')) expect(gameStep(scanned)).toBe('show-orders');
      },
    },
  );
  game.playRound();
  expect(fingerprint(currentState(game.phones.guest))).toBe(fingerprint(currentState(game.phones.table)));
  return [game.phones.table, game.phones.guest];
}

describe('a start-of-round warlord in round 1 by the guest', () => {
  it("deadly-plague (red): one early scan, then played at round 1's start and accepted", () => {
    for (const seed of [3, 17]) {
      let [table, guest] = start('blue', 'deadly-plague', seed);
      // Before the early code the table cannot record it: the guest has not committed yet.
      const salt = readWarlordCode(warlordCode(guest, 'deadly-plague')!)!;
      const plague: Action = { type: 'warlord', player: 'red', warlord: 'deadly-plague', salt };
      expect(recordAction(table, plague, 0).ok).toBe(false);
      expect(earlyWarlordOffer(guest)).toEqual({ warlord: 'deadly-plague', playsOwn: true });
      expect(tableAwaitsEarlyWarlord(table)).toBe(true);
      guest = ok(showEarlyWarlord(guest, 0));
      const early = earlyWarlordShown(guest)!;
      expect(early.texts).toHaveLength(1);
      expect(qrVersion(early.texts[0]!)).toBeLessThanOrEqual(QR_BUDGET.orders);
      // The one extra scan: the table phone reads the guest's commitment before sealing round 1.
      table = ok(receiveMessage(table, read(early.texts[0]), 0));
      expect(tableAwaitsEarlyWarlord(table)).toBe(false);
      const again = receiveMessage(table, read(early.texts[0]), 0);
      expect(again.ok).toBe(false);
      if (!again.ok) expect(again.refusal).toMatchObject({ rejection: { key: 'protocol/old-or-duplicate' } });
      // The first event's choices (if any) come first, then round 1's start-of-round window.
      table = revealAtDefaults(table);
      expect(currentState(table).phase).toBe('orders');
      expect(currentState(table).round).toBe(1);
      [table, guest] = round(table, guest, (t) => ok(recordAction(t, plague, 0)));
      for (const game of [table, guest]) {
        const red = currentState(game).players.red;
        expect(red.usedWarlords).toEqual(['deadly-plague']);
        expect(red.commitments[0]?.revealed).toBe('deadly-plague');
      }
      const actions = table.session.synced.actions;
      const played = actions.findIndex((a) => a.type === 'warlord' && a.player === 'red');
      expect(played).toBeGreaterThanOrEqual(0);
      expect(played).toBeLessThan(actions.findIndex((a) => a.type === 'orders'));
      expect(guest.priv!.warlords[0]?.used).toBe(true);
      for (let i = 0; i < 9 && gameStep(table) !== 'over'; i++) [table, guest] = round(table, guest);
      expect(gameStep(table)).toBe('over');
      expect(gameStep(guest)).toBe('over');
    }
  });

  it('without the early scan the commitment travels with round 1’s orders as before', () => {
    let [table, guest] = start('blue', 'deadly-plague', 8);
    guest = ok(showEarlyWarlord(guest, 0));
    // The table seals without scanning it: the early code is then refused, and the guest's orders carry the commitment.
    table = ok(sealOrders(updatePlan(table, { orders: legalPlan(table, lastOption), sequence: null }, 0), 0));
    const late = receiveMessage(table, read(earlyWarlordShown(guest)!.texts[0]), 0);
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.refusal).toMatchObject({ rejection: { key: 'protocol/out-of-order' } });
    guest = ok(sealOrders(updatePlan(guest, { orders: legalPlan(guest, lastOption), sequence: null }, 0), 0));
    guest = ok(receiveMessage(guest, read(table.showing?.texts[0]), 0));
    expect(earlyWarlordShown(guest)).toBeNull();
    expect(guestOrdersShown(guest)?.texts).toHaveLength(1);
    table = ok(receiveMessage(table, read(guestOrdersShown(guest)?.texts[0]), 0));
    table = revealAtDefaults(table);
    guest = ok(receiveMessage(guest, read(table.showing?.texts[0]), 0));
    expect(currentState(guest).players.red.commitments).toHaveLength(1);
    expect(fingerprint(currentState(guest))).toBe(fingerprint(currentState(table)));
  });

  it('lets the table player play a start-of-round warlord in round 1 too (the guest holds head-start)', () => {
    const random = seededBytes(11);
    let table = ok(createTableGame(gameChoices('red'), 0, random));
    table = ok(chooseWarlord(table, 'deadly-plague', 0, random));
    let guest = ok(joinFromMessage(read(table.showing?.texts[0]), 0));
    table = confirmJoined(table, 0);
    guest = ok(chooseWarlord(guest, 'head-start', 0, random));
    table = ok(dealStartingHand(table, 0, random));
    guest = ok(dealStartingHand(guest, 0, random));
    const salt = table.chosenWarlord!.salt;
    const plague: Action = { type: 'warlord', player: 'red', warlord: 'deadly-plague', salt };
    // Refused while the guest has not committed: the setup is not complete.
    const early = recordAction(table, plague, 0);
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.refusal).toMatchObject({ rejection: { detail: 'R-W4/timing' } });
    // The guest's phone offers its commitment (head-start is revealed with it) for the table player's warlord.
    expect(earlyWarlordOffer(guest)).toEqual({ warlord: 'head-start', playsOwn: false });
    guest = ok(showEarlyWarlord(guest, 0));
    table = ok(receiveMessage(table, read(earlyWarlordShown(guest)!.texts[0]), 0));
    table = revealAtDefaults(table);
    [table, guest] = round(table, guest, (t) => ok(recordAction(t, plague, 0)));
    for (const game of [table, guest]) {
      expect(currentState(game).players.red.usedWarlords).toEqual(['deadly-plague']);
      expect(currentState(game).players.blue.usedWarlords).toEqual(['head-start']);
    }
    for (let i = 0; i < 9 && gameStep(table) !== 'over'; i++) [table, guest] = round(table, guest);
    expect(gameStep(guest)).toBe('over');
  });

  it('sends head-start (R-W8) with round 1’s orders when the first event’s choice is pending once the guest has committed', () => {
    // A physical event deck: the commitment completes the setup and the first card is to be named on the table.
    const random = seededBytes(13);
    let table = ok(createTableGame(gameChoices('red', { eventDeck: 'physical' }), 0, random));
    table = ok(chooseWarlord(table, 'deadly-plague', 0, random));
    let guest = ok(joinFromMessage(read(table.showing?.texts[0]), 0));
    table = confirmJoined(table, 0);
    guest = ok(chooseWarlord(guest, 'head-start', 0, random));
    table = ok(dealStartingHand(table, 0, random));
    guest = ok(dealStartingHand(guest, 0, random));
    guest = ok(showEarlyWarlord(guest, 0));
    table = ok(receiveMessage(table, read(earlyWarlordShown(guest)!.texts[0]), 0));
    expect(currentState(table).pending?.kind).toBe('turnEvent');
    expect(currentState(table).players.blue.usedWarlords).toEqual([]);
    table = revealAtDefaults(table);
    const plague: Action = {
      type: 'warlord',
      player: 'red',
      warlord: 'deadly-plague',
      salt: table.chosenWarlord!.salt,
    };
    [table, guest] = round(table, guest, (t) => ok(recordAction(t, plague, 0)));
    for (const game of [table, guest]) {
      expect(currentState(game).players.blue.usedWarlords).toEqual(['head-start']);
      expect(currentState(game).players.red.usedWarlords).toEqual(['deadly-plague']);
    }
    const actions = table.session.synced.actions;
    const headStart = actions.findIndex((a) => a.type === 'warlord' && a.warlord === 'head-start');
    expect(headStart).toBeGreaterThanOrEqual(0);
    expect(headStart).toBeLessThan(actions.findIndex((a) => a.type === 'orders'));
  });

  it('is offered for the guest’s own play only with something to act on, and only before round 1 is sealed', () => {
    // second-six is played with orders; remove-army, reinforce, move-army need armies, and round 1's board is empty.
    for (const [guestPlays, warlord] of [
      ['red', 'second-six'],
      ['red', 'remove-army'],
      ['blue', 'reinforce'],
      ['blue', 'move-army'],
    ] as const) {
      const [, guest] = start(guestPlays === 'red' ? 'blue' : 'red', warlord, 4);
      // Sent then only for the table player's warlord: a red table may hold deadly-plague
      // (R-W4); a blue table has nothing to act on with round 1's empty board (R-W6, R-W10).
      expect(earlyWarlordOffer(guest)).toEqual(guestPlays === 'blue' ? { warlord, playsOwn: false } : null);
    }
    let [, guest] = start('blue', 'deadly-plague', 4);
    guest = ok(sealOrders(updatePlan(guest, { orders: legalPlan(guest, lastOption), sequence: null }, 0), 0));
    // Sealed (waiting for the table's commitment): too late to send it early.
    expect(earlyWarlordOffer(guest)).toBeNull();
  });

  it('offers the early commitment for the table player only when the table can play a warlord at round 1’s start', () => {
    const empty = currentState(start('red', 'cap-at-six', 4)[1]).provinces;
    // Red may hold deadly-plague (R-W4), which needs nothing on the board: always possible.
    expect(tableMayPlayAtStart(empty, 'red')).toBe(true);
    // Blue's start-of-round warlords need a province blue holds (R-W6, R-W10); red armies do not help.
    expect(tableMayPlayAtStart(empty, 'blue')).toBe(false);
    expect(tableMayPlayAtStart({ ...empty, wu: { owner: 'red', armies: 2 } }, 'blue')).toBe(false);
    expect(tableMayPlayAtStart({ ...empty, wu: { owner: 'blue', armies: 1 } }, 'blue')).toBe(true);
    // Judged from the side and the board only (public), never from the warlord the table player chose.
    expect(tableMayPlayAtStart.length).toBe(2);
    expect(earlyWarlordOffer(start('blue', 'second-six', 5)[1])).toBeNull();
    expect(earlyWarlordOffer(start('red', 'cap-at-six', 5)[1])).toEqual({
      warlord: 'cap-at-six',
      playsOwn: false,
    });
  });
});
