// The setup handshake (handshake.ts): both phones' contributions make S, each checked against what was
// committed before the other's was known; S is the events seed and is mixed into each deal (deal 3).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createGame,
  dealAppDeck,
  RED_WARLORDS,
  SHARED_DEAL,
  warlordCommitment,
  type Action,
  type GameSetup,
} from '../../src/engine/index';
import {
  completedSetup,
  contributionCommitment,
  contributionOf,
  seedMatches,
  sharedOf,
  sharedValue,
} from '../../src/protocol/handshake';
import type { Message } from '../../src/protocol/messages';
import { messageToQrTexts, readQrText } from '../../src/protocol/scan';
import {
  createHandshakeTable,
  guestJoinCode,
  guestJoinMessage,
  handshakePending,
  joinGame,
  receive,
  resyncOf,
  restoreFromResync,
  tableSeal,
  type GuestSession,
  type OrdersAction,
  type TableSession,
} from '../../src/protocol/session';
import { fixed, protocolSetup } from './fixtures';

const setup: GameSetup = {
  ...protocolSetup('standard'),
  options: { ...protocolSetup('standard').options, events: true, eventDeck: 'app' },
};
const tableSeed = 'a'.repeat(32);
const guestSeed = 'b'.repeat(32);
const blueOrders: OrdersAction = {
  type: 'orders',
  player: 'blue',
  orders: { qin: '1', chu: '2', jinyan: '3', hanqi: '4', wu: '5' },
};
const salt = '0123456789abcdef';
const guestWarlord: Action[] = [
  { type: 'commitWarlord', player: 'red', commitment: warlordCommitment(RED_WARLORDS[1]!, salt) },
];
const tableWarlord: Action[] = [
  { type: 'commitWarlord', player: 'blue', commitment: warlordCommitment('second-six', salt) },
];

/** Passes a message through its QR text, as a camera would: one code. */
function scan(m: Message): Message {
  const texts = messageToQrTexts(m);
  expect(texts).toHaveLength(1);
  const d = readQrText(texts[0]!);
  if (!d.ok) throw new Error(d.key);
  return d.message;
}

function must<T>(r: { ok: true; session: T } | { ok: false; key: string; detail?: string }): T {
  if (!r.ok) throw new Error(`${r.key} ${r.detail ?? ''}`);
  return r.session;
}

/** Invitation, join code scanned by the table; the guest's join code is returned too. */
function joined(): { table: TableSession; guest: GuestSession; join: Message } {
  const rT = contributionOf(setup.gameId, 'blue', tableSeed);
  const created = createHandshakeTable(setup, 'blue', rT, tableWarlord);
  if (!created.ok) throw new Error(created.key);
  const guest0 = must(joinGame(scan(created.message)));
  const rG = contributionOf(setup.gameId, 'red', guestSeed);
  const shown = guestJoinCode(guest0, rG, guestWarlord);
  if (!shown.ok) throw new Error(shown.key);
  const table = must(receive(created.session, scan(shown.message)));
  return { table, guest: shown.session, join: shown.message };
}

describe('setup handshake', () => {
  it('the invitation carries only the commitment to the table contribution; no events seed yet', () => {
    const rT = contributionOf(setup.gameId, 'blue', tableSeed);
    const created = createHandshakeTable(setup, 'blue', rT);
    if (!created.ok) throw new Error(created.key);
    const invitation = scan(created.message);
    if (invitation.type !== 'invitation') throw new Error(invitation.type);
    expect(invitation.setup.handshake).toEqual({ commit: contributionCommitment(setup.gameId, rT) });
    expect(invitation.setup.eventsSeed).toBeUndefined();
    expect(JSON.stringify(invitation)).not.toContain(rT);
  });

  it('the table cannot seal round 1 before it scans the join code', () => {
    const rT = contributionOf(setup.gameId, 'blue', tableSeed);
    const created = createHandshakeTable(setup, 'blue', rT);
    if (!created.ok) throw new Error(created.key);
    expect(handshakePending(created.session)).toBe(true);
    expect(tableSeal(created.session, blueOrders, fixed)).toMatchObject({
      ok: false,
      key: 'protocol/out-of-order',
    });
  });

  it('S is the same on both phones: the events seed and the event order, the guest warlord in the record', () => {
    const { table, guest } = joined();
    expect(handshakePending(table)).toBe(false);
    expect(handshakePending(guest)).toBe(true);
    const sealed = tableSeal(table, blueOrders, fixed);
    if (!sealed.ok) throw new Error(sealed.key);
    const commitment = scan(sealed.message);
    if (commitment.type !== 'commitment') throw new Error(commitment.type);
    expect(commitment.contribution).toBe(contributionOf(setup.gameId, 'blue', tableSeed));
    const after = must(receive(guest, commitment));
    expect(handshakePending(after)).toBe(false);
    const s = sharedValue(
      setup.gameId,
      contributionOf(setup.gameId, 'blue', tableSeed),
      contributionOf(setup.gameId, 'red', guestSeed),
    );
    expect(sharedOf(after.setup)).toBe(s);
    expect(sharedOf(table.setup)).toBe(s);
    expect(after.setup).toEqual(table.setup);
    expect(after.setup.eventsSeed).toBe(s);
    expect(after.synced.state.events.deck).toEqual(table.synced.state.events.deck);
    expect(after.synced.actions).toEqual([...tableWarlord, ...guestWarlord]);
    expect(after.synced.tag).toBe(table.synced.tag);
  });

  it('a changed table contribution in round 1 commitment is refused and changes nothing', () => {
    const { table, guest } = joined();
    const sealed = tableSeal(table, blueOrders, fixed);
    if (!sealed.ok) throw new Error(sealed.key);
    const forged = { ...sealed.message, contribution: 'c'.repeat(32) };
    expect(receive(guest, scan(forged))).toMatchObject({
      ok: false,
      key: 'protocol/commitment-mismatch',
    });
    const { contribution: _dropped, ...without } = sealed.message;
    expect(receive(guest, scan(without))).toMatchObject({ ok: false, key: 'protocol/out-of-order' });
    expect(handshakePending(guest)).toBe(true);
    expect(must(receive(guest, scan(sealed.message))).commitment).not.toBeNull();
  });

  it('a table that does not hold the committed contribution cannot complete the setup', () => {
    const created = createHandshakeTable(setup, 'blue', contributionOf(setup.gameId, 'blue', tableSeed));
    if (!created.ok) throw new Error(created.key);
    const guest0 = must(joinGame(scan(created.message)));
    const shown = guestJoinCode(guest0, contributionOf(setup.gameId, 'red', guestSeed));
    if (!shown.ok) throw new Error(shown.key);
    const swapped = { ...created.session, contribution: 'd'.repeat(32) };
    expect(receive(swapped, scan(shown.message))).toMatchObject({
      ok: false,
      key: 'protocol/commitment-mismatch',
    });
  });

  it('the join code made again from the guest session is the one shown', () => {
    const { guest, join } = joined();
    expect(guestJoinMessage(guest)).toEqual(join);
    const sealed = tableSeal(joined().table, blueOrders, fixed);
    if (!sealed.ok) throw new Error(sealed.key);
    expect(guestJoinMessage(must(receive(guest, scan(sealed.message))))).toBeNull();
  });

  it('the join code twice is a duplicate; another join code after it is refused', () => {
    const { table, join } = joined();
    expect(receive(table, scan(join))).toMatchObject({ ok: false, key: 'protocol/old-or-duplicate' });
    if (join.type !== 'join') throw new Error(join.type);
    expect(receive(table, scan({ ...join, contribution: 'e'.repeat(32) }))).toMatchObject({
      ok: false,
      key: 'protocol/out-of-order',
    });
  });

  it('a join code whose actions are not the guest setup warlord is refused', () => {
    const created = createHandshakeTable(setup, 'blue', contributionOf(setup.gameId, 'blue', tableSeed));
    if (!created.ok) throw new Error(created.key);
    const guest0 = must(joinGame(scan(created.message)));
    expect(guestJoinCode(guest0, 'f'.repeat(32), [blueOrders])).toMatchObject({ ok: false });
  });

  it('repair codes after round 1 commitment carry both contributions and S', () => {
    const { table, guest } = joined();
    const restored = must(restoreFromResync(resyncOf(table)));
    expect(restored.setup).toEqual(table.setup);
    expect(seedMatches(restored.setup, 'red', 'blue', guestSeed)).toBe(true);
    // The guest, before round 1's commitment, takes the table's repair codes (they complete its setup).
    const taken = receive(guest, resyncOf(table));
    expect(taken).toMatchObject({ ok: false, key: 'protocol/old-or-duplicate' });
  });

  it('each revealed seed is checked against the contribution it was committed by', () => {
    const { table } = joined();
    expect(seedMatches(table.setup, 'blue', 'blue', tableSeed)).toBe(true);
    expect(seedMatches(table.setup, 'red', 'blue', guestSeed)).toBe(true);
    expect(seedMatches(table.setup, 'red', 'blue', 'c'.repeat(32))).toBe(false);
    expect(seedMatches(table.setup, 'blue', 'blue', guestSeed)).toBe(false);
  });

  it('deal 3 mixes S into the deal: the same seed with another S deals another deck', () => {
    const a = dealAppDeck('red', guestSeed, 'standard', SHARED_DEAL, '1'.repeat(32));
    const b = dealAppDeck('red', guestSeed, 'standard', SHARED_DEAL, '2'.repeat(32));
    expect([...a.hand, ...a.deck].sort()).toEqual([...b.hand, ...b.deck].sort());
    expect(a.deck.join()).not.toBe(b.deck.join());
    expect(dealAppDeck('red', guestSeed, 'standard', SHARED_DEAL, '1'.repeat(32))).toEqual(a);
  });

  it('property: neither contribution alone decides S (another value of either changes it)', () => {
    const hex = fc
      .uint8Array({ minLength: 16, maxLength: 16 })
      .map((b) => [...b].map((x) => x.toString(16).padStart(2, '0')).join(''));
    fc.assert(
      fc.property(hex, hex, hex, (t, g, other) => {
        fc.pre(other !== t && other !== g);
        const s = sharedValue(setup.gameId, t, g);
        expect(sharedValue(setup.gameId, other, g)).not.toBe(s);
        expect(sharedValue(setup.gameId, t, other)).not.toBe(s);
        const done = completedSetup(
          { ...setup, handshake: { commit: contributionCommitment(setup.gameId, t), guest: g } },
          t,
          g,
        );
        expect(done?.eventsSeed).toBe(s);
        expect(
          completedSetup(
            { ...setup, handshake: { commit: contributionCommitment(setup.gameId, t) } },
            other,
            g,
          ),
        ).toBeNull();
        expect(createGame(done!).ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
