// A seal cannot be undone and the verified record only grows: repair
// codes extend a phone's verified record or are refused; headers whose round or sequence number do not
// fit the game are refused; sequence numbers are bounded before they are written.
import { describe, expect, it } from 'vitest';
import { warlordCommitment, type Action, type GameSetup } from '../../src/engine/index';
import { encodeMessage, type Message, type Resync } from '../../src/protocol/messages';
import { collectPart, EMPTY_COLLECTOR, type PartCollector } from '../../src/protocol/parts';
import type { Rejection } from '../../src/protocol/rejection';
import { messageToQrTexts, readQrText } from '../../src/protocol/scan';
import {
  createTable,
  guestEarlyCommit,
  guestEarlyMessage,
  guestOrders,
  guestSeal,
  joinGame,
  receive,
  replaceFromResync,
  resyncOf,
  tableRecord,
  tableRoundRecord,
  tableSeal,
  type GuestSession,
  type OrdersAction,
  type Session,
  type TableSession,
} from '../../src/protocol/session';
import { fixed, protocolSetup } from './fixtures';

const other = (n: number) => new Uint8Array(n).fill(9);
const beginner: GameSetup = protocolSetup('beginner');
const blueOrders: OrdersAction = {
  type: 'orders',
  player: 'blue',
  orders: { qin: '1', chu: '2', jinyan: '3', hanqi: '4', wu: '5' },
};
/** Orders A′: what the table would seal instead of A after rewriting the round. */
const blueOrdersChanged: OrdersAction = {
  type: 'orders',
  player: 'blue',
  orders: { qin: '5', chu: '4', jinyan: '3', hanqi: '2', wu: '1' },
};
const redOrders: OrdersAction = {
  type: 'orders',
  player: 'red',
  orders: { qin: '2', chu: '1', jinyan: '5', hanqi: '3', wu: '4' },
};

/** The session of an accepted step; a rejection fails the test with its key. */
function must<S>(r: { ok: true; session: S } | Rejection): S {
  if (!r.ok) throw new Error(`${r.key} ${r.detail ?? ''}`);
  return r.session;
}

/** Shows a message as QR texts and scans them back (numbered parts reassembled), as a camera would. */
function wire(m: Message): Message {
  let c: PartCollector = EMPTY_COLLECTOR;
  for (const text of messageToQrTexts(m)) {
    const d = readQrText(text);
    if (!d.ok) throw new Error(d.key);
    if (d.message.type !== 'part') return d.message;
    const res = collectPart(c, d.message);
    if (!res.ok) throw new Error(res.key);
    if (res.done) return res.message;
    c = res.collector;
  }
  throw new Error('parts missing');
}

function start(setup: GameSetup = beginner, actions: Action[] = []) {
  const created = createTable(setup, 'blue', actions);
  if (!created.ok) throw new Error(created.key);
  return { table: created.session, guest: must(joinGame(wire(created.message))) };
}

/** An exchange up to the table holding the guest's orders: where a table edited to rewrite the sealed round would try it. */
function sealedExchange(
  table: TableSession,
  guest: GuestSession,
  orders: OrdersAction = blueOrders,
  random: (n: number) => Uint8Array = fixed,
) {
  const sealed = tableSeal(table, orders, random);
  if (!sealed.ok) throw new Error(sealed.key);
  const scanned = must(receive(guest, wire(sealed.message)));
  const g = must(guestSeal(scanned, [redOrders]));
  const shown = guestOrders(g);
  if (!shown) throw new Error('no orders');
  const t = must(receive(sealed.session, wire(shown)));
  return { table: t, guest: g, commitment: sealed.message, orders: shown };
}

/** The reveal at every default and both passes on the table, then the round record to the guest. */
function finishExchange(table: TableSession, guest: GuestSession) {
  let t = table;
  for (let guard = 0; guard < 100; guard++) {
    const s = t.state;
    if (s.pending)
      t = must(tableRecord(t, { type: 'decide', player: s.pending.player, choice: s.pending.default }));
    else if (s.phase === 'end')
      t = must(tableRecord(t, { type: 'pass', player: s.passed.blue ? 'red' : 'blue' }));
    else break;
  }
  const rr = tableRoundRecord(t);
  if (!rr.ok) throw new Error(`${rr.key} ${rr.detail ?? ''}`);
  return { table: rr.session, guest: must(receive(guest, wire(rr.message))), record: rr.message };
}

/** Plays `rounds` whole rounds of the beginner game; the table after each round is kept too. */
function playRounds(rounds: number) {
  let { table, guest } = start();
  const tables: TableSession[] = [table];
  for (let i = 0; i < rounds; i++) {
    const sealed = sealedExchange(table, guest);
    ({ table, guest } = finishExchange(sealed.table, sealed.guest));
    tables.push(table);
  }
  return { table, guest, tables };
}

/** The table session the edited game file opened as: one exchange ahead, the sealed round cleared. */
function editedTable(t: TableSession): TableSession {
  return {
    ...t,
    synced: { ...t.synced, exchanges: t.synced.exchanges + 1 },
    state: t.synced.state,
    items: [],
    guestApplied: [],
    sealed: null,
    received: null,
    queue: [],
  };
}

const relabel = <M extends Message>(m: M, header: Partial<M['header']>): M => ({
  ...m,
  header: { ...m.header, ...header },
});

/** JSON of a session, typed arrays as plain arrays (to compare a session before and after). */
const snapshot = (s: Session): string =>
  JSON.stringify(s, (_k, v: unknown) => (v instanceof Uint8Array ? [...v] : v));

describe('a sealed round cannot be rewritten with repair codes', () => {
  it('the edited table’s repair codes are refused and the guest keeps its stored commitment and what it sealed', () => {
    const { table, guest } = playRounds(1);
    const round2 = sealedExchange(table, guest);
    expect(round2.guest.commitment).not.toBeNull();
    expect(round2.guest.own).not.toBeNull();
    const before = snapshot(round2.guest);
    const edited = editedTable(round2.table);
    // The repair codes the edited table shows carry the same record as the guest's: a duplicate.
    const repair = resyncOf(edited);
    expect(repair.header.seq).toBe(3);
    expect(receive(round2.guest, wire(repair))).toMatchObject({
      ok: false,
      key: 'protocol/old-or-duplicate',
    });
    // Labelled with the edited counter (seq 6, as before the fix): the label does not fit the record.
    const labelled = relabel(repair, { seq: 3 * edited.synced.exchanges });
    expect(labelled.header.seq).toBe(6);
    expect(receive(round2.guest, wire(labelled))).toMatchObject({
      ok: false,
      key: 'protocol/header-mismatch',
    });
    expect(snapshot(round2.guest)).toBe(before);
    // The edited table seals different orders A′: the guest, which kept the first commitment, says so.
    const resealed = tableSeal(edited, blueOrdersChanged, other);
    if (!resealed.ok) throw new Error(resealed.key);
    expect(receive(round2.guest, wire(resealed.message))).toMatchObject({
      ok: false,
      key: 'protocol/commitment-mismatch',
      detail: 'resealed',
    });
    // The guest's orders are still the ones it sealed, and the honest round record still verifies.
    expect(guestOrders(round2.guest)).toEqual(round2.orders);
    const done = finishExchange(round2.table, round2.guest);
    expect(done.guest.synced.tag).toBe(done.table.synced.tag);
    expect(done.guest.synced.exchanges).toBe(2);
    expect(done.guest.synced.state.round).toBe(3);
  });

  it('repair codes that rewrite the round with other orders and finish the sealed round are refused by the guest holding its commitment', () => {
    const { table, guest } = playRounds(1);
    const round2 = sealedExchange(table, guest);
    // The table seals A′ on a copy, takes the guest's same orders and finishes the round there.
    const forged = sealedExchange(table, guest, blueOrdersChanged, other);
    const rewritten = finishExchange(forged.table, forged.guest);
    const before = snapshot(round2.guest);
    expect(receive(round2.guest, wire(resyncOf(rewritten.table)))).toMatchObject({
      ok: false,
      key: 'protocol/unchecked-seal',
      detail: '2',
    });
    expect(snapshot(round2.guest)).toBe(before);
    // The honest round record is still taken.
    const done = finishExchange(round2.table, round2.guest);
    expect(done.guest.synced.tag).toBe(done.table.synced.tag);
  });

  it('a table takes the guest’s repair codes for the round it sealed only when they hold its sealed orders', () => {
    const { table, guest } = playRounds(1);
    const round2 = sealedExchange(table, guest);
    const done = finishExchange(round2.table, round2.guest);
    // A table phone put back to the sealed point catches up from the guest's codes of the same round…
    const caughtUp = must(receive(round2.table, wire(resyncOf(done.guest))));
    expect(caughtUp.synced.tag).toBe(done.table.synced.tag);
    expect(caughtUp.sealed).toBeNull();
    // …but not from codes of a round with other table orders than the ones it sealed.
    const forged = sealedExchange(table, guest, blueOrdersChanged, other);
    const guestView = finishExchange(forged.table, forged.guest).guest;
    expect(guestView.synced.actions.length).toBeGreaterThan(round2.table.synced.actions.length);
    expect(receive(round2.table, wire(resyncOf(guestView)))).toMatchObject({
      ok: false,
      key: 'protocol/commitment-mismatch',
    });
  });

  it('a duplicate repair leaves the table’s sealed orders, the guest’s received orders and the items as they were', () => {
    const { table, guest } = playRounds(1);
    const round2 = sealedExchange(table, guest);
    const before = snapshot(round2.table);
    expect(receive(round2.table, wire(resyncOf(round2.guest)))).toMatchObject({
      ok: false,
      key: 'protocol/old-or-duplicate',
      detail: 'duplicate',
    });
    expect(snapshot(round2.table)).toBe(before);
    expect(round2.table.sealed).not.toBeNull();
    expect(round2.table.received).not.toBeNull();
  });
});

describe('relabelled repair codes and headers', () => {
  it('an older record relabelled with the current sequence number is refused', () => {
    const { guest, tables } = playRounds(3);
    const older = resyncOf(tables[1]!);
    const verified = guest.synced.actions.length;
    expect(older.actions.length).toBeLessThan(verified);
    const before = snapshot(guest);
    const current = 3 * guest.synced.exchanges;
    expect(receive(guest, wire(relabel(older, { seq: current })))).toMatchObject({
      ok: false,
      key: 'protocol/header-mismatch',
    });
    // Also with this phone's fingerprint and round: the record is what counts, not the label.
    const disguised = relabel(older, {
      seq: current,
      fingerprint: guest.synced.tag,
      round: guest.synced.state.round,
    });
    expect(receive(guest, wire(disguised)).ok).toBe(false);
    expect(snapshot(guest)).toBe(before);
    expect(guest.synced.actions).toHaveLength(verified);
  });

  it('an older record with its true label would drop history: refused with what would be lost', () => {
    const { guest, tables } = playRounds(3);
    const older = resyncOf(tables[1]!);
    const result = receive(guest, wire(older));
    expect(result).toMatchObject({
      ok: false,
      key: 'protocol/would-drop-history',
      loss: {
        actions: guest.synced.actions.length - older.actions.length,
        rounds: 2,
        fromRound: 2,
        toRound: 3,
      },
    });
  });

  it('a repair code with sequence 63 is refused and the next commitment still encodes (sequence 64 does not fit in 6 bits)', () => {
    const { table, guest } = playRounds(1);
    const crafted = relabel(resyncOf(guest), { seq: 63 });
    expect(receive(table, wire(crafted))).toMatchObject({ ok: false, key: 'protocol/header-mismatch' });
    const sealed = tableSeal(table, blueOrders, fixed);
    if (!sealed.ok) throw new Error(sealed.key);
    expect(sealed.message.header.seq).toBe(4);
    expect(() => encodeMessage(sealed.message)).not.toThrow();
  });

  it('sequence numbers are bounded before they are written: a record of 21 round records gives refusals, not a throw', () => {
    const { table, guest } = playRounds(1);
    // Sessions as a forged store could hold them: 21 round records (seq 3·21 + 1 = 64 does not fit).
    const padding = Array.from({ length: 20 }, () => blueOrders as Action);
    const bigTable: TableSession = {
      ...table,
      synced: { ...table.synced, actions: [...table.synced.actions, ...padding], exchanges: 21 },
    };
    expect(() => tableSeal(bigTable, blueOrders, fixed)).not.toThrow();
    expect(tableSeal(bigTable, blueOrders, fixed)).toMatchObject({
      ok: false,
      key: 'protocol/header-mismatch',
    });
    const bigGuest: GuestSession = {
      ...guest,
      synced: { ...guest.synced, actions: [...guest.synced.actions, ...padding], exchanges: 21 },
      commitment: new Uint8Array(16),
      own: [redOrders],
    };
    expect(guestOrders(bigGuest)).toBeNull();
  });

  it('a commitment, orders and a round record with a changed round are refused', () => {
    const { table, guest } = playRounds(1);
    const sealed = tableSeal(table, blueOrders, fixed);
    if (!sealed.ok) throw new Error(sealed.key);
    const round = sealed.message.header.round;
    expect(round).toBe(2);
    expect(receive(guest, wire(relabel(sealed.message, { round: 5 })))).toMatchObject({
      ok: false,
      key: 'protocol/header-mismatch',
    });
    const round2 = sealedExchange(table, guest);
    expect(receive(sealed.session, wire(relabel(round2.orders, { round: 1 })))).toMatchObject({
      ok: false,
      key: 'protocol/header-mismatch',
    });
    let t = round2.table;
    for (const p of ['blue', 'red'] as const) t = must(tableRecord(t, { type: 'pass', player: p }));
    const rr = tableRoundRecord(t);
    if (!rr.ok) throw new Error(rr.key);
    expect(receive(round2.guest, wire(relabel(rr.message, { round: 3 })))).toMatchObject({
      ok: false,
      key: 'protocol/header-mismatch',
    });
    // The true labels are accepted.
    expect(receive(round2.guest, wire(rr.message)).ok).toBe(true);
    // A resync with a changed round too.
    expect(receive(round2.guest, wire(relabel(resyncOf(t), { round: 7 })))).toMatchObject({
      ok: false,
      key: 'protocol/header-mismatch',
    });
  });

  it('an early seq-0 code labelled with another round than it was shown at is refused', () => {
    const standard: GameSetup = { ...beginner, options: { ...beginner.options, variant: 'standard' } };
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
    const { table, guest } = start(standard, [blueCommit]);
    const early = guestEarlyCommit(guest, [redCommit]);
    if (!early.ok) throw new Error(early.key);
    expect(early.message.header.round).toBe(0);
    expect(receive(table, wire(relabel(early.message, { round: 1 })))).toMatchObject({
      ok: false,
      key: 'protocol/header-mismatch',
    });
    const scanned = must(receive(table, wire(early.message)));
    expect(scanned.synced.actions).toHaveLength(2);
    // The guest that showed it takes the table's repair codes, which hold it: its record grows by it.
    const repaired = must(receive(early.session, wire(resyncOf(scanned))));
    expect(repaired.synced.actions).toEqual([blueCommit, redCommit]);
    expect(guestEarlyMessage(repaired)).toBeNull();
  });
});

describe('repair codes that extend the record, and replacing on the player’s word', () => {
  it('a phone that fell behind catches up from repair codes that extend its record', () => {
    const { guest, tables } = playRounds(2);
    const behind = must(restoreGuest(tables[1]!));
    const caughtUp = must(receive(behind, wire(resyncOf(tables[2]!))));
    expect(caughtUp.synced.actions).toEqual(guest.synced.actions);
    expect(caughtUp.synced.exchanges).toBe(2);
  });

  it('replaceFromResync never replaces a verified round with an older record, and takes only this game’s, for this role', () => {
    const { guest, tables } = playRounds(3);
    const older = resyncOf(tables[1]!);
    // A repair restores, never redoes: the rounds this phone has verified stay as they are.
    expect(replaceFromResync(guest, wire(older))).toMatchObject({
      ok: false,
      key: 'protocol/would-redo-round',
    });
    expect(replaceFromResync(guest, resyncOf(guest))).toMatchObject({
      ok: false,
      key: 'protocol/out-of-order',
    });
    expect(replaceFromResync(guest, relabel(older, { gameId: '0123456789ab' }))).toMatchObject({
      ok: false,
      key: 'protocol/other-game',
    });
    const otherSetup: Resync = {
      ...older,
      setup: { ...older.setup, displays: { ...older.setup.displays, wu: [3, 2, 1] } },
    };
    expect(replaceFromResync(guest, otherSetup)).toMatchObject({ ok: false, key: 'protocol/other-game' });
  });
});

/** A guest restored from the table's repair codes at that table's point (a fresh phone). */
function restoreGuest(table: TableSession) {
  const { guest } = start();
  // A fresh phone of the same game at setup, then the repair codes: they extend its record.
  return receive(guest, wire(resyncOf(table)));
}
