// The guest's early warlord commitment (round 1, seq 0): what the table accepts and refuses, and how
// the guest adopts the synced point the table's commitment then names.
import { describe, expect, it } from 'vitest';
import { warlordCommitment, type Action, type GameSetup } from '../../src/engine/index';
import type { Message } from '../../src/protocol/messages';
import { messageToQrTexts, readQrText } from '../../src/protocol/scan';
import {
  createTable,
  guestEarlyCommit,
  guestEarlyMessage,
  joinGame,
  receive,
  tableSeal,
  type GuestSession,
  type OrdersAction,
  type TableSession,
} from '../../src/protocol/session';
import { fixed, protocolSetup } from './fixtures';

const setup: GameSetup = protocolSetup('standard');
const blueCommit: Action = {
  type: 'commitWarlord',
  player: 'blue',
  commitment: warlordCommitment('cap-at-six', '0011223344556677'),
};
const redCommit: Action = {
  type: 'commitWarlord',
  player: 'red',
  commitment: warlordCommitment('deadly-plague', '8899aabbccddeeff'),
};
const blueOrders: OrdersAction = {
  type: 'orders',
  player: 'blue',
  orders: { qin: '1', chu: '2', jinyan: '3', hanqi: '4', wu: '5' },
};

/** Through the QR text, as a camera would. */
function scan(m: Message): Message {
  const d = readQrText(messageToQrTexts(m)[0]!);
  if (!d.ok) throw new Error(d.key);
  return d.message;
}

function start(): { table: TableSession; guest: GuestSession } {
  const created = createTable(setup, 'blue', [blueCommit]);
  if (!created.ok) throw new Error(created.key);
  const joined = joinGame(scan(created.message));
  if (!joined.ok) throw new Error(joined.key);
  return { table: created.session, guest: joined.session };
}

describe('the early warlord commitment', () => {
  it('joins the synced point on the table, and the guest adopts it from the next commitment', () => {
    const { table, guest } = start();
    expect(table.state.phase).toBe('setup');
    const early = guestEarlyCommit(guest, [redCommit]);
    if (!early.ok) throw new Error(early.key);
    expect(early.message.header.seq).toBe(0);
    expect(guestEarlyMessage(early.session)).toEqual(early.message);
    const scanned = receive(table, scan(early.message));
    if (!scanned.ok) throw new Error(scanned.key);
    // The setup is complete: round 1's start-of-round window is open on the table.
    expect(scanned.session.synced.actions).toEqual([blueCommit, redCommit]);
    expect(scanned.session.state.phase).toBe('orders');
    expect(scanned.session.synced.exchanges).toBe(0);
    // A second scan is a duplicate and changes nothing.
    const again = receive(scanned.session, scan(early.message));
    expect(again.ok ? null : again.key).toBe('protocol/old-or-duplicate');
    const sealed = tableSeal(scanned.session, blueOrders, fixed);
    if (!sealed.ok) throw new Error(sealed.key);
    const adopted = receive(early.session, scan(sealed.message));
    if (!adopted.ok) throw new Error(adopted.key);
    expect(adopted.session.synced.tag).toBe(scanned.session.synced.tag);
    expect(adopted.session.synced.actions).toEqual([blueCommit, redCommit]);
    expect(adopted.session.early).toBeUndefined();
    expect(guestEarlyMessage(adopted.session)).toBeNull();
  });

  it('is refused with anything else in it, from the table player, or after the table sealed', () => {
    const { table, guest } = start();
    expect(guestEarlyCommit(guest, [blueCommit]).ok).toBe(false);
    expect(guestEarlyCommit(guest, [redCommit, { ...blueOrders, player: 'red' }]).ok).toBe(false);
    const header = {
      gameId: setup.gameId,
      round: 0,
      seq: 0,
      sender: 'red' as const,
      fingerprint: table.synced.tag,
    };
    const withOrders = receive(table, {
      type: 'orders',
      header,
      actions: [redCommit, { ...blueOrders, player: 'red' }],
    });
    expect(withOrders.ok ? null : withOrders.key).toBe('protocol/illegal-orders');
    const otherTag = receive(table, {
      type: 'orders',
      header: { ...header, fingerprint: 1 },
      actions: [redCommit],
    });
    expect(otherTag.ok ? null : otherTag.key).toBe('protocol/fingerprint-mismatch');
    const sealed = tableSeal(table, blueOrders, fixed);
    if (!sealed.ok) throw new Error(sealed.key);
    const late = receive(sealed.session, { type: 'orders', header, actions: [redCommit] });
    expect(late.ok ? null : late.key).toBe('protocol/out-of-order');
  });

  it('not scanned by the table: the guest keeps the old synced point when the commitment names it', () => {
    const { table, guest } = start();
    const early = guestEarlyCommit(guest, [redCommit]);
    if (!early.ok) throw new Error(early.key);
    const sealed = tableSeal(table, blueOrders, fixed);
    if (!sealed.ok) throw new Error(sealed.key);
    const received = receive(early.session, scan(sealed.message));
    if (!received.ok) throw new Error(received.key);
    expect(received.session.synced).toEqual(guest.synced);
    expect(received.session.early).toBeUndefined();
  });
});
