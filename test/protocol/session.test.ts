import { describe, expect, it } from 'vitest';
import type { Action, GameSetup } from '../../src/engine/index';
import { crc32 } from '../../src/protocol/crc32';
import { encodeMessage, type Message, type RoundRecord } from '../../src/protocol/messages';
import { collectPart, EMPTY_COLLECTOR, type PartCollector } from '../../src/protocol/parts';
import { messageToQrTexts, messageToTypedCodes, readQrText, readTypedCode } from '../../src/protocol/scan';
import {
  createTable,
  guestOrders,
  guestSeal,
  joinGame,
  receive,
  resyncOf,
  restoreFromResync,
  tableRecord,
  tableRoundDone,
  tableRoundRecord,
  tableSeal,
  type GuestSession,
  type OrdersAction,
  type TableSession,
} from '../../src/protocol/session';
import { toQrText } from '../../src/protocol/text';
import { fixed, protocolSetup } from './fixtures';

const setup: GameSetup = protocolSetup('beginner');
const blueOrders: OrdersAction = {
  type: 'orders',
  player: 'blue',
  orders: { qin: '1', chu: '2', jinyan: '3', hanqi: '4', wu: '5' },
};
const redOrders: OrdersAction = {
  type: 'orders',
  player: 'red',
  orders: { qin: '1', chu: '2', jinyan: '3', hanqi: '4', wu: '9' },
};

/** Passes a message through its QR text, as a camera would. */
function scan(m: Message): Message {
  const texts = messageToQrTexts(m);
  expect(texts).toHaveLength(1);
  const d = readQrText(texts[0]!);
  if (!d.ok) throw new Error(d.key);
  return d.message;
}

function start(): { table: TableSession; guest: GuestSession; invitation: Message } {
  const created = createTable(setup, 'blue');
  if (!created.ok) throw new Error(created.key);
  const joined = joinGame(scan(created.message));
  if (!joined.ok) throw new Error(joined.key);
  return { table: created.session, guest: joined.session, invitation: created.message };
}

/** Plays round 1 up to the round record. */
function roundOne() {
  let { table, guest } = start();
  const sealed = tableSeal(table, blueOrders, fixed);
  if (!sealed.ok) throw new Error(sealed.key);
  table = sealed.session;
  const c = receive(guest, scan(sealed.message));
  if (!c.ok) throw new Error(c.key);
  guest = c.session;
  const g = guestSeal(guest, [redOrders]);
  if (!g.ok) throw new Error(g.key);
  guest = g.session;
  const om = guestOrders(guest)!;
  const t = receive(table, scan(om));
  if (!t.ok) throw new Error(t.key);
  table = t.session;
  for (const p of ['blue', 'red'] as const) {
    while (table.state.pending) {
      const d = table.state.pending;
      const r = tableRecord(table, { type: 'decide', player: d.player, choice: d.default });
      if (!r.ok) throw new Error(r.key);
      table = r.session;
    }
    const r = tableRecord(table, { type: 'pass', player: p });
    if (!r.ok) throw new Error(`${r.key} ${r.detail}`);
    table = r.session;
  }
  expect(tableRoundDone(table)).toBe(true);
  const rr = tableRoundRecord(table);
  if (!rr.ok) throw new Error(rr.key);
  return { table: rr.session, guest, commitment: sealed.message, orders: om, record: rr.message };
}

describe('session: a round, two phones', () => {
  it('plays a round: commitment, orders, round record; fingerprints agree', () => {
    const { table, guest, record } = roundOne();
    const done = receive(guest, scan(record));
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.session.synced.tag).toBe(table.synced.tag);
    expect(done.session.synced.state.round).toBe(2);
    expect(done.session.synced.state.provinces.wu).toEqual({ owner: 'red', armies: 4 }); // B-001
  });

  it('the guest cannot show its orders before scanning the commitment', () => {
    const { guest } = start();
    const g = guestSeal(guest, [redOrders]);
    expect(g.ok && guestOrders(g.session)).toBeNull();
  });

  it('rejects with typed keys, and a rejected message changes nothing', () => {
    const { table, guest, commitment, orders, record } = roundOne();
    // duplicate scan of the commitment and the orders
    expect(receive(guest, commitment)).toMatchObject({
      ok: false,
      key: 'protocol/old-or-duplicate',
      detail: 'duplicate',
    });
    const tableBefore = structuredClone(table);
    expect(receive(table, orders)).toMatchObject({ ok: false, key: 'protocol/old-or-duplicate' });
    expect(table).toEqual(tableBefore);
    // another game
    expect(receive(guest, { ...record, header: { ...record.header, gameId: '0123456789ab' } })).toMatchObject(
      { key: 'protocol/other-game' },
    );
    // a step ahead
    expect(receive(guest, { ...record, header: { ...record.header, seq: 6 } })).toMatchObject({
      key: 'protocol/out-of-order',
    });
    // the table's orders changed after sealing
    const rr = record as RoundRecord;
    const changed: RoundRecord = {
      ...rr,
      items: rr.items.map((a) => (a.type === 'orders' ? { ...a, orders: { ...a.orders, wu: '6' } } : a)),
    };
    expect(receive(guest, scan(changed))).toMatchObject({ key: 'protocol/commitment-mismatch' });
    const otherSalt: RoundRecord = { ...rr, salt: new Uint8Array(16) };
    expect(receive(guest, otherSalt)).toMatchObject({ key: 'protocol/commitment-mismatch' });
    // a different resulting fingerprint: the phones disagree
    expect(receive(guest, { ...rr, result: (rr.result + 1) >>> 0 })).toMatchObject({
      key: 'protocol/fingerprint-mismatch',
    });
    // a guest whose state differs
    expect(receive(guest, { ...rr, header: { ...rr.header, fingerprint: 1 } })).toMatchObject({
      key: 'protocol/fingerprint-mismatch',
    });
    // a resealed commitment
    const c2 = { ...commitment, hash: new Uint8Array(32) } as Message;
    expect(receive(guest, c2)).toMatchObject({ key: 'protocol/commitment-mismatch', detail: 'resealed' });
    // own code scanned
    expect(receive(table, record)).toMatchObject({ key: 'protocol/out-of-order' });
    // still accepts the real one afterwards
    expect(receive(guest, record).ok).toBe(true);
    // and then the same record again is harmless
    const after = receive(guest, record);
    expect(after.ok).toBe(true);
    if (after.ok)
      expect(receive(after.session, record)).toMatchObject({
        key: 'protocol/old-or-duplicate',
        detail: 'duplicate',
      });
  });

  it('illegal orders carry the engine code', () => {
    let { table, guest } = start();
    const bad: Action = {
      type: 'orders',
      player: 'red',
      orders: { qin: '1', chu: '1', jinyan: '3', hanqi: '4', wu: '5' },
    };
    expect(guestSeal(guest, [bad])).toMatchObject({
      key: 'protocol/illegal-orders',
      detail: 'R-F1/duplicate-card',
    });
    const sealed = tableSeal(table, blueOrders, fixed);
    if (!sealed.ok) throw new Error();
    table = sealed.session;
    const c = receive(guest, sealed.message);
    if (!c.ok) throw new Error();
    guest = c.session;
    // a tampered guest (its own phone skipped the check): the table rejects
    const forged = { ...guest, own: [bad] };
    const om = guestOrders(forged)!;
    expect(receive(table, scan(om))).toMatchObject({
      key: 'protocol/illegal-orders',
      detail: 'R-F1/duplicate-card',
    });
    expect(tableSeal(table, blueOrders)).toMatchObject({ key: 'protocol/out-of-order' });
    expect(receive(table, { ...om, header: { ...om.header, seq: 1 } })).toMatchObject({
      key: 'protocol/old-or-duplicate',
    });
  });

  it('rejects foreign, corrupted and newer-version codes at the scan', () => {
    const { record } = roundOne();
    const bytes = encodeMessage(record);
    expect(readQrText('https://example.org/')).toMatchObject({ key: 'protocol/foreign' });
    expect(readQrText('HC1:NCFOXN%TS3DH3ZSUZK')).toMatchObject({ key: 'protocol/foreign' });
    const flipped = Uint8Array.from(bytes);
    flipped[10]! ^= 4;
    expect(readQrText(toQrText(flipped))).toMatchObject({ key: 'protocol/corrupted' });
    const body = Uint8Array.from(bytes.subarray(0, bytes.length - 4));
    body[0] = 9;
    const newer = new Uint8Array(body.length + 4);
    newer.set(body);
    new DataView(newer.buffer).setUint32(body.length, crc32(body));
    expect(readQrText(toQrText(newer))).toMatchObject({ key: 'protocol/newer-version' });
    expect(readTypedCode('7Q2MK 0V3A9')).toMatchObject({ key: 'protocol/corrupted' });
    expect(readTypedCode(messageToTypedCodes(record)[0]!)).toEqual({ ok: true, message: record });
  });

  it('a lost guest phone is restored by a resync in parts, any order, with progress', () => {
    const { table } = roundOne();
    const texts = messageToQrTexts(resyncOf(table));
    let c: PartCollector = EMPTY_COLLECTOR;
    let message: Message | null = null;
    const progress: string[] = [];
    for (const t of [...texts].reverse().concat(texts)) {
      const d = readQrText(t);
      if (!d.ok) throw new Error(d.key);
      if (d.message.type !== 'part') {
        message = d.message;
        break;
      }
      const res = collectPart(c, d.message);
      if (!res.ok) throw new Error(res.key);
      progress.push(`${res.progress.have} of ${res.progress.total}`);
      if (res.done) {
        message = res.message;
        break;
      }
      c = res.collector;
    }
    expect(message?.type).toBe('resync');
    if (texts.length > 1) expect(progress.at(-1)).toBe(`${texts.length} of ${texts.length}`);
    const restored = restoreFromResync(message!);
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    expect(restored.session.role).toBe('guest');
    expect(restored.session.synced.tag).toBe(table.synced.tag);
    expect(restored.session.synced.exchanges).toBe(1);
  });

  it('salts come from the injected random source', () => {
    const { table } = start();
    const a = tableSeal(table, blueOrders, fixed);
    const b = tableSeal(table, blueOrders, fixed);
    const c = tableSeal(table, blueOrders);
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (a.ok && b.ok && c.ok) {
      expect(a.message).toEqual(b.message);
      expect(c.message).not.toEqual(a.message);
    }
  });
});
