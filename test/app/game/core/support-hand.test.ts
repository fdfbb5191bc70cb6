// Exceptional support (R-X1) recorded on the table phone before sealing: the discarded card leaves
// the player's hand at once, on the table phone for its own player and on the guest's phone as soon
// as the commitment announces it, so neither phone offers it for the orders.
import { describe, expect, it } from 'vitest';
import { fingerprint, type Card, type Orders } from '../../../../src/engine';
import {
  chooseWarlord,
  confirmJoined,
  confirmRoundRecord,
  createTableGame,
  enterStartingHand,
  guestOrdersShown,
  joinFromMessage,
  planOptions,
  receiveMessage,
  recordAction,
  sealOrders,
  updatePlan,
} from '../../../../src/app/game/core/controller';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { handNow } from '../../../../src/app/game/core/hand-now';
import { gameStep } from '../../../../src/app/game/core/steps';
import { gameChoices } from '../../../../harness/fixtures';
import { ok, readMessage as read, revealAtDefaults } from '../../../../harness/controller-kit';

const DRAWN: Card[] = ['7', '8', '9', '10'];
const withSeven: Orders = { qin: '7', chu: '1', jinyan: '2', hanqi: '3', wu: '4' };
const withoutSeven: Orders = { qin: '8', chu: '1', jinyan: '2', hanqi: '3', wu: '4' };

/** A standard game (3 set-aside armies each), warlords chosen, both hands 1–6 plus 7, 8, 9, 10. */
function start(): [LocalGame, LocalGame] {
  const choices = gameChoices('blue', { cardMode: 'physical', events: false });
  let table = ok(createTableGame(choices, 0));
  let guest = ok(joinFromMessage(read(table.showing?.texts[0]), 0));
  table = confirmJoined(table, 0);
  table = ok(chooseWarlord(table, 'cap-at-six', 0));
  guest = ok(chooseWarlord(guest, 'counter-plague', 0));
  table = ok(enterStartingHand(table, DRAWN, 0));
  guest = ok(enterStartingHand(guest, DRAWN, 0));
  return [table, guest];
}

describe('a card discarded for exceptional support before sealing', () => {
  it('leaves the table player’s hand at once: not offered, and orders with it are refused', () => {
    let [table] = start();
    table = ok(recordAction(table, { type: 'support', player: 'blue', card: '7' }, 0));
    expect(handNow(table)).not.toContain('7');
    expect(planOptions(table).qin).not.toContain('7');
    const sealed = sealOrders(updatePlan(table, { orders: withSeven, sequence: null }, 0), 0);
    expect(sealed.ok).toBe(false);
    expect(sealOrders(updatePlan(table, { orders: withoutSeven, sequence: null }, 0), 0).ok).toBe(true);
  });

  it('leaves the guest’s hand once the commitment announces it; the round then completes', () => {
    let [table, guest] = start();
    // The guest planned with its 7 before the table recorded its discard of that 7.
    guest = ok(sealOrders(updatePlan(guest, { orders: withSeven, sequence: null }, 0), 0));
    expect(gameStep(guest)).toBe('scan-commitment');
    table = ok(recordAction(table, { type: 'support', player: 'red', card: '7' }, 0));
    table = ok(sealOrders(updatePlan(table, { orders: withoutSeven, sequence: null }, 0), 0));
    guest = ok(receiveMessage(guest, read(table.showing?.texts[0]), 0));
    // Its sealed plan no longer fits: the guest plans again, and the 7 is not offered.
    expect(gameStep(guest)).toBe('plan');
    expect(guest.planNotice).not.toBeNull();
    expect(handNow(guest)).not.toContain('7');
    expect(planOptions(guest).qin).not.toContain('7');
    guest = ok(sealOrders(updatePlan(guest, { orders: withoutSeven, sequence: null }, 0), 0));
    expect(gameStep(guest)).toBe('show-orders');
    table = ok(receiveMessage(table, read(guestOrdersShown(guest)?.texts[0]), 0));
    table = revealAtDefaults(table);
    guest = ok(receiveMessage(guest, read(table.showing?.texts[0]), 0));
    table = confirmRoundRecord(table, 0);
    expect(fingerprint(currentState(guest))).toBe(fingerprint(currentState(table)));
    // After the record the stored hand has caught up: the 7 is gone for good, the 8 was played.
    expect(guest.priv?.hand).not.toContain('7');
    expect(guest.priv?.hand).not.toContain('8');
    expect(handNow(guest)).toEqual(guest.priv?.hand);
  });

  it('after the battles, the table player is not offered the cards just played', () => {
    let [table, guest] = start();
    table = ok(sealOrders(updatePlan(table, { orders: withSeven, sequence: null }, 0), 0));
    guest = ok(sealOrders(updatePlan(guest, { orders: withoutSeven, sequence: null }, 0), 0));
    guest = ok(receiveMessage(guest, read(table.showing?.texts[0]), 0));
    table = ok(receiveMessage(table, read(guestOrdersShown(guest)?.texts[0]), 0));
    for (let guard = 0; currentState(table).phase !== 'end' && guard < 100; guard++) {
      const pending = currentState(table).pending!;
      table = ok(recordAction(table, { type: 'decide', player: pending.player, choice: pending.default }, 0));
    }
    // The 7 was played this round: it is out of the game, not a card to discard for support.
    expect(table.priv?.hand).toContain('7');
    expect(handNow(table)).not.toContain('7');
    expect(handNow(table)).toContain('8');
    expect(recordAction(table, { type: 'support', player: 'blue', card: '7' }, 0).ok).toBe(false);
  });
});
