// Version 5 leaves the guest's own warlord salts out of the table's codes: the guest's phone puts them back
// before it checks anything, and refuses a code that names a salt it does not hold.
import { describe, expect, it } from 'vitest';
import { warlordCommitment, type Action, type GameSetup } from '../../src/engine/index';
import { OWN_SALT } from '../../src/protocol/codec/action';
import type { Message } from '../../src/protocol/messages';
import { messageToQrTexts, readQrText } from '../../src/protocol/scan';
import {
  RULES_ENGINE,
  createTable,
  guestOrders,
  guestSeal,
  joinGame,
  receive,
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
const BLUE_SALT = '0011223344556677';
const RED_SALT = '8899aabbccddeeff';
const blueCommit: Action = {
  type: 'commitWarlord',
  player: 'blue',
  commitment: warlordCommitment('cap-at-six', BLUE_SALT),
};
const redCommit: Action = {
  type: 'commitWarlord',
  player: 'red',
  commitment: warlordCommitment('deadly-plague', RED_SALT),
};
const orders = (player: 'blue' | 'red', round: number): OrdersAction => ({
  type: 'orders',
  player,
  orders:
    round === 1
      ? { qin: '1', chu: '2', jinyan: '3', hanqi: '4', wu: '5' }
      : { qin: '6', chu: '7', jinyan: '8', hanqi: '9', wu: '10' },
});
const ownSalts = (warlord: string): string | null => (warlord === 'cap-at-six' ? BLUE_SALT : null);

function scan(m: Message): Message {
  const d = readQrText(messageToQrTexts(m)[0]!);
  if (!d.ok) throw new Error(d.key);
  return d.message;
}
function must<T>(r: { ok: true; session: T } | { ok: false; key: string; detail?: string }): T {
  if (!r.ok) throw new Error(`${r.key} ${r.detail ?? ''}`);
  return r.session;
}

/** The reveal with blue's cap-at-six played (the guest types its salt on the table phone), else defaults. */
function reveal(t: TableSession): { table: TableSession; played: boolean } {
  let table = t;
  let played = false;
  for (let guard = 0; guard < 60 && !tableRoundDone(table); guard++) {
    const d = table.state.pending;
    let next: Action;
    if (d && !played && d.player === 'blue' && d.options.includes('cap-at-six')) {
      next = { type: 'decide', player: 'blue', choice: 'cap-at-six', salt: BLUE_SALT };
      played = true;
    } else if (d) next = { type: 'decide', player: d.player, choice: d.default };
    else next = { type: 'pass', player: table.state.passed.red ? 'blue' : 'red' };
    table = must(tableRecord(table, next));
  }
  return { table, played };
}

/** Two rounds, the table red and the guest blue; the round record of round 2 is returned unscanned. */
function twoRounds(): { guest: GuestSession; record: Message; table: TableSession } {
  const created = createTable(setup, 'red', [redCommit]);
  if (!created.ok) throw new Error(created.key);
  let table = created.session;
  let guest = must(joinGame(scan(created.message)));
  let record: Message | null = null;
  for (const round of [1, 2]) {
    const sealed = tableSeal(table, orders('red', round), fixed);
    if (!sealed.ok) throw new Error(sealed.key);
    table = sealed.session;
    guest = must(receive(guest, scan(sealed.message), RULES_ENGINE, ownSalts));
    guest = must(guestSeal(guest, round === 1 ? [blueCommit, orders('blue', 1)] : [orders('blue', 2)]));
    table = must(receive(table, scan(guestOrders(guest)!)));
    const revealed = reveal(table);
    expect(revealed.played).toBe(round === 2);
    const rr = tableRoundRecord(revealed.table);
    if (!rr.ok) throw new Error(rr.key);
    table = rr.session;
    record = rr.message;
    if (round === 1) guest = must(receive(guest, scan(rr.message), RULES_ENGINE, ownSalts));
  }
  return { guest, record: record!, table };
}

describe('the guest’s own salts in the table’s codes (version 5)', () => {
  it('travel as OWN_SALT and are put back by the guest’s phone: both phones agree', () => {
    const { guest, record, table } = twoRounds();
    const scanned = scan(record);
    if (scanned.type !== 'round-record') throw new Error('type');
    expect(scanned.items).toContainEqual({
      type: 'decide',
      player: 'blue',
      choice: 'cap-at-six',
      salt: OWN_SALT,
    });
    const done = must(receive(guest, scanned, RULES_ENGINE, ownSalts));
    expect(done.synced.tag).toBe(table.synced.tag);
    expect(done.synced.actions).toContainEqual({
      type: 'decide',
      player: 'blue',
      choice: 'cap-at-six',
      salt: BLUE_SALT,
    });
    expect(done.synced.actions).toEqual(table.synced.actions);
  });
  it('are refused by a phone that does not hold them, and a wrong one fails the engine’s check', () => {
    const { guest, record } = twoRounds();
    const scanned = scan(record);
    expect(receive(guest, scanned)).toMatchObject({
      ok: false,
      key: 'protocol/illegal-orders',
      detail: 'R-R1/own-salt-unknown: cap-at-six',
    });
    const wrong = receive(guest, scanned, RULES_ENGINE, () => 'ffffffffffffffff');
    expect(wrong.ok).toBe(false);
  });
});
