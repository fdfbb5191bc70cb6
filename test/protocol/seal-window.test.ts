// R-W11: start-of-round plays (warlords, exceptional support, warlord commitments) are made before the
// table's seal. The table session refuses them between its seal and its own orders, the guest refuses a
// round record that carries one there, and a repair never replaces a round this phone has sealed, holds a
// commitment for, or has verified.
import { describe, expect, it } from 'vitest';
import { warlordCommitment, type Action, type GameSetup } from '../../src/engine/index';
import type { Message, RoundRecord } from '../../src/protocol/messages';
import { messageToQrTexts, readQrText } from '../../src/protocol/scan';
import { afterSealRefusal, isStartOfRoundPlay } from '../../src/protocol/seal-window';
import {
  RULES_ENGINE,
  createTable,
  guestOrders,
  guestSeal,
  joinGame,
  receive,
  replaceFromResync,
  resyncOf,
  stateTag,
  tableRecord,
  tableRoundDone,
  tableRoundRecord,
  tableSeal,
  type GuestSession,
  type OrdersAction,
  type TableSession,
} from '../../src/protocol/session';
import { fixed, protocolSetup } from './fixtures';

const setup: GameSetup = protocolSetup('standard');
const RED_SALT = '8899aabbccddeeff';
const blueCommit: Action = {
  type: 'commitWarlord',
  player: 'blue',
  commitment: warlordCommitment('cap-at-six', '0011223344556677'),
};
const redCommit: Action = {
  type: 'commitWarlord',
  player: 'red',
  commitment: warlordCommitment('deadly-plague', RED_SALT),
};
const deadlyPlague: Action = { type: 'warlord', player: 'red', warlord: 'deadly-plague', salt: RED_SALT };
const redSupport: Action = { type: 'support', player: 'red' };
const blueSupport: Action = { type: 'support', player: 'blue' };
const orders = (player: 'blue' | 'red', round: number): OrdersAction => ({
  type: 'orders',
  player,
  orders:
    round === 1
      ? { qin: '1', chu: '2', jinyan: '3', hanqi: '4', wu: '5' }
      : { qin: '6', chu: '7', jinyan: '8', hanqi: '9', wu: '10' },
});

/** Through the QR text, as a camera would. */
function scan(m: Message): Message {
  const d = readQrText(messageToQrTexts(m)[0]!);
  if (!d.ok) throw new Error(d.key);
  return d.message;
}

function must<T>(r: { ok: true; session: T } | { ok: false; key: string; detail?: string }): T {
  if (!r.ok) throw new Error(`${r.key} ${r.detail ?? ''}`);
  return r.session;
}

/** The table plays red (deadly-plague, R-W4); the guest blue. Round 1 ends at its round record. */
function roundOne(gameSetup: GameSetup = setup): { table: TableSession; guest: GuestSession } {
  const created = createTable(gameSetup, 'red', [redCommit]);
  if (!created.ok) throw new Error(created.key);
  let table = created.session;
  let guest = must(joinGame(scan(created.message)));
  const sealed = tableSeal(table, orders('red', 1), fixed);
  if (!sealed.ok) throw new Error(sealed.key);
  table = sealed.session;
  guest = must(receive(guest, scan(sealed.message)));
  guest = must(guestSeal(guest, [blueCommit, orders('blue', 1)]));
  table = must(receive(table, scan(guestOrders(guest)!)));
  table = finishReveal(table);
  const record = tableRoundRecord(table);
  if (!record.ok) throw new Error(record.key);
  guest = must(receive(guest, scan(record.message)));
  return { table: record.session, guest };
}

/** Every decision at its default, then both passes (R-W11's end window). */
function finishReveal(t: TableSession): TableSession {
  let table = t;
  for (let guard = 0; guard < 40 && !tableRoundDone(table); guard++) {
    const d = table.state.pending;
    const next: Action = d
      ? { type: 'decide', player: d.player, choice: d.default }
      : { type: 'pass', player: table.state.passed.red ? 'blue' : 'red' };
    table = must(tableRecord(table, next));
  }
  expect(tableRoundDone(table)).toBe(true);
  return table;
}

describe('start-of-round plays close with the table’s seal (R-W11)', () => {
  it('names the start-of-round plays: warlords, exceptional support, warlord commitments; not answers or orders', () => {
    expect([deadlyPlague, redSupport, redCommit].every(isStartOfRoundPlay)).toBe(true);
    const answer: Action = { type: 'decide', player: 'red', choice: 'pool' };
    const pass: Action = { type: 'pass', player: 'red' };
    expect([answer, pass, orders('red', 1)].some(isStartOfRoundPlay)).toBe(false);
    // Only between the seal and the table's orders; guest place-holders and answers pass.
    expect(afterSealRefusal([{ type: 'guest' }, answer, orders('red', 1), deadlyPlague], 'red')).toBeNull();
    expect(afterSealRefusal([{ type: 'guest' }, redSupport, orders('red', 1)], 'red')?.key).toBe(
      'protocol/after-seal',
    );
    // The guest's orders do not close the window: only the table's own.
    expect(afterSealRefusal([orders('blue', 1), blueSupport], 'red')?.key).toBe('protocol/after-seal');
  });

  it('R-W11: the table records deadly-plague and support before sealing (they travel in the commitment), and refuses them after it until its orders are applied', () => {
    let { table, guest } = roundOne();
    expect(table.state.round).toBe(2);
    // Before the seal: accepted, and carried by the commitment.
    const early = must(tableRecord(table, redSupport));
    const sealedEarly = tableSeal(early, orders('red', 2), fixed);
    if (!sealedEarly.ok) throw new Error(sealedEarly.key);
    expect(sealedEarly.message.actions).toEqual([redSupport]);

    const sealed = tableSeal(table, orders('red', 2), fixed);
    if (!sealed.ok) throw new Error(sealed.key);
    table = sealed.session;
    for (const play of [
      deadlyPlague,
      redSupport,
      blueSupport,
      { ...redCommit, commitment: 'ab'.repeat(16) },
    ]) {
      const refused = tableRecord(table, play as Action);
      expect(refused.ok ? 'accepted' : refused.key).toBe('protocol/after-seal');
    }
    // Nothing changed: the commitment shown is the same, and the round goes on as sealed.
    guest = must(receive(guest, scan(sealed.message)));
    guest = must(guestSeal(guest, [orders('blue', 2)]));
    table = must(receive(table, scan(guestOrders(guest)!)));
    expect(table.items.filter((it) => it.type === 'warlord' || it.type === 'support')).toEqual([]);
    // After the table's orders the end window's own rules apply (R-W11 "after phase 3").
    table = finishReveal(table);
    const record = tableRoundRecord(table);
    if (!record.ok) throw new Error(record.key);
    expect(must(receive(guest, scan(record.message))).synced.tag).toBe(record.message.result);
  });

  it('R-W11: the table refuses a guest orders code that carries a start-of-round play made after its seal', () => {
    const { table: start, guest: ready } = roundOne();
    const sealed = tableSeal(start, orders('red', 2), fixed);
    if (!sealed.ok) throw new Error(sealed.key);
    const guest = must(guestSeal(must(receive(ready, scan(sealed.message))), [orders('blue', 2)]));
    const honest = guestOrders(guest)!;
    const blueWarlord: Action = { type: 'warlord', player: 'blue', warlord: 'reinforce', province: 'qin' };
    for (const play of [blueSupport, blueWarlord]) {
      const crafted = { ...honest, actions: [play, ...honest.actions] };
      const refused = receive(sealed.session, scan(crafted));
      expect(refused.ok ? 'accepted' : refused.key).toBe('protocol/after-seal');
    }
    // The honest code is taken.
    expect(receive(sealed.session, scan(honest)).ok).toBe(true);
  });

  it('after the seal the table still answers a decision the guest’s queued actions opened (physical event deck turned once the setup completes)', () => {
    const physical: GameSetup = {
      ...setup,
      options: { ...setup.options, events: true, eventDeck: 'physical' },
    };
    const created = createTable(physical, 'red', [redCommit]);
    if (!created.ok) throw new Error(created.key);
    const sealed = tableSeal(created.session, orders('red', 1), fixed);
    if (!sealed.ok) throw new Error(sealed.key);
    let guest = must(joinGame(scan(created.message)));
    guest = must(receive(guest, scan(sealed.message)));
    guest = must(guestSeal(guest, [blueCommit, orders('blue', 1)]));
    let table = must(receive(sealed.session, scan(guestOrders(guest)!)));
    const pending = table.state.pending;
    expect(pending?.kind).toBe('turnEvent');
    expect(table.state.orders.red).toBeNull();
    // A start-of-round play is still refused here; the answer is taken and the sealed orders follow.
    expect(tableRecord(table, redSupport)).toMatchObject({ ok: false, key: 'protocol/after-seal' });
    table = must(
      tableRecord(table, { type: 'decide', player: pending!.player, choice: pending!.options[0]! }),
    );
    expect(table.queue).toEqual([]);
    expect(table.items.some((it) => it.type === 'orders' && it.player === 'red')).toBe(true);
    expect(table.state.reveal).not.toBeNull();
  });

  it('R-W11: the guest refuses a round record with a table-recorded start-of-round play between the commitment and the table’s orders', () => {
    let { table, guest } = roundOne();
    const sealed = tableSeal(table, orders('red', 2), fixed);
    if (!sealed.ok) throw new Error(sealed.key);
    table = sealed.session;
    guest = must(receive(guest, scan(sealed.message)));
    guest = must(guestSeal(guest, [orders('blue', 2)]));
    table = finishReveal(must(receive(table, scan(guestOrders(guest)!))));
    const honest = tableRoundRecord(table);
    if (!honest.ok) throw new Error(honest.key);
    // The crafted record: deadly-plague and a support discard after the seal, with the fingerprint they give.
    const items = [deadlyPlague, redSupport, ...honest.message.items];
    let state = guest.preState!;
    let g = 0;
    for (const it of items) {
      const a = it.type === 'guest' ? guest.own![g++]! : it;
      const r = RULES_ENGINE.applyAction(state, a);
      if (!r.ok) throw new Error(r.rejection.code);
      state = r.state;
    }
    const crafted: RoundRecord = { ...honest.message, items, result: stateTag(RULES_ENGINE, state) };
    const refused = receive(guest, scan(crafted));
    expect(refused.ok ? 'accepted' : refused.key).toBe('protocol/after-seal');
    // The honest record is still taken.
    expect(must(receive(guest, scan(honest.message))).synced.exchanges).toBe(2);
  });
});

describe('a repair restores, never redoes', () => {
  it('replaceFromResync refuses a round this phone sealed (table) or holds a commitment or sealed orders for (guest)', () => {
    let { table, guest } = roundOne();
    const older = resyncOf(table);
    const sealed = tableSeal(table, orders('red', 2), fixed);
    if (!sealed.ok) throw new Error(sealed.key);
    table = sealed.session;
    guest = must(receive(guest, scan(sealed.message)));
    // The guest holds the commitment: even the same record is not taken over it.
    expect(replaceFromResync(guest, older)).toMatchObject({ ok: false, key: 'protocol/would-redo-round' });
    guest = must(guestSeal(guest, [orders('blue', 2)]));
    table = finishReveal(must(receive(table, scan(guestOrders(guest)!))));
    // A record that completes round 2 with other table orders, labelled as an honest phone would.
    const tableAfter = tableRoundRecord(table);
    if (!tableAfter.ok) throw new Error(tableAfter.key);
    const completed = resyncOf(tableAfter.session);
    expect(receive(guest, completed)).toMatchObject({ ok: false, key: 'protocol/unchecked-seal' });
    expect(replaceFromResync(guest, completed)).toMatchObject({
      ok: false,
      key: 'protocol/would-redo-round',
    });
    // The table with its orders sealed does not take the guest's older codes either.
    const guestCodes = resyncOf(guest);
    expect(replaceFromResync(table, guestCodes)).toMatchObject({
      ok: false,
      key: 'protocol/would-redo-round',
    });
  });

  it('replaceFromResync refuses records that part inside a round this phone has verified, and takes one that parts after it', () => {
    const { table, guest } = roundOne();
    const created = createTable(setup, 'red', [redCommit]);
    if (!created.ok) throw new Error(created.key);
    // Older codes (before round 1) would undo the verified round 1.
    expect(receive(guest, resyncOf(created.session))).toMatchObject({ key: 'protocol/would-drop-history' });
    expect(replaceFromResync(guest, resyncOf(created.session))).toMatchObject({
      ok: false,
      key: 'protocol/would-redo-round',
    });
    // Nothing verified yet (no round record): the setup's record may be replaced on the player's word.
    const joined = must(joinGame(scan(created.message)));
    const other = createTable(setup, 'red', [
      { ...redCommit, commitment: warlordCommitment('remove-army', RED_SALT) },
    ]);
    if (!other.ok) throw new Error(other.key);
    expect(receive(joined, resyncOf(other.session))).toMatchObject({ key: 'protocol/would-drop-history' });
    expect(replaceFromResync(joined, resyncOf(other.session)).ok).toBe(true);
    expect(table.synced.exchanges).toBe(1);
  });
});
