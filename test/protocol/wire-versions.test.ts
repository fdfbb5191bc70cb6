// Protocol versions 4 and 5's tighter payloads, and codes older apps (versions 3 and 4) wrote, still read.
import { describe, expect, it } from 'vitest';
import { BitReader, BitWriter } from '../../src/protocol/bits';
import { OWN_SALT, readItem, writeItem } from '../../src/protocol/codec/action';
import { crc32 } from '../../src/protocol/crc32';
import { readCount, readString, writeCount, writeString, type Wire } from '../../src/protocol/codec/fields';
import { decodeMessage, encodeMessage, type Message } from '../../src/protocol/messages';
import { actionBytes } from '../../src/protocol/session';
import { readQrText } from '../../src/protocol/scan';
import { toQrText } from '../../src/protocol/text';

const header = { gameId: '0123456789ab', round: 2, seq: 6, sender: 'red' as const, fingerprint: 0x89abcdef };

const roundRecord: Message = {
  type: 'round-record',
  header,
  salt: new Uint8Array(16).fill(7),
  result: 0x01020304,
  items: [
    {
      type: 'orders',
      player: 'red',
      orders: { qin: 'P', chu: '1', jinyan: '+3', hanqi: '-1', wu: '6' },
      sequence: ['wu', 'hanqi', 'jinyan', 'chu', 'qin'],
      secondSix: 'wu',
      secondSixSalt: 'abcdef0123456789',
    },
    { type: 'guest' },
    { type: 'decide', player: 'blue', choice: 'cap-at-six', salt: '0011223344556677' },
    { type: 'decide', player: 'red', choice: 'pool' },
    { type: 'pass', player: 'blue' },
  ],
};

const invitation: Message = {
  type: 'invitation',
  header: { ...header, round: 0, seq: 0, sender: 'blue' },
  table: 'blue',
  setup: {
    gameId: '0123456789ab',
    options: {
      edition: 'pl',
      variant: 'standard',
      events: true,
      eventDeck: 'app',
      cardMode: 'app',
      plagueCancelsCosts: false,
      costsBeforeMargin: true,
    },
    displays: { qin: [1, 2, 3], chu: [4, 5, 6], jinyan: [7, 8, 9], hanqi: [0, 1, 2], wu: [3, 4, 5] },
    eventsSeed: 'fedcba9876543210',
    handshake: { commit: '00112233445566778899aabbccddeeff' },
  },
  actions: [
    { type: 'commitWarlord', player: 'blue', commitment: 'c'.repeat(64) },
    { type: 'warlord', player: 'blue', warlord: 'head-start', salt: '0123456789abcdef' },
  ],
};

/** The bytes the version-3 app (before this change) wrote for the two messages above. */
const VERSION_3_HEX = {
  roundRecord:
    '03602468acf135643626af37bc1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c04080c1005bf066afbe421579bde02468acf13a421000112233445566772130093fbf0d1',
  invitation:
    '03002468acf135600226af37bea891a2b3c48091a2a10fedcba98765432104004488cd115599de2266aaef3377bbfc005020666666666666666666666666666666666666666666666666666666666666666649e100123456789abcdef052230189',
};

const bytesOf = (hex: string): Uint8Array => Uint8Array.from(hex.match(/../g)!.map((b) => parseInt(b, 16)));
const hexOf = (bytes: Uint8Array): string => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

describe('protocol version 3 codes', () => {
  it('an older app wrote are still read, to the same messages', () => {
    expect(decodeMessage(bytesOf(VERSION_3_HEX.roundRecord))).toEqual({ ok: true, message: roundRecord });
    expect(decodeMessage(bytesOf(VERSION_3_HEX.invitation))).toEqual({ ok: true, message: invitation });
    expect(readQrText(toQrText(bytesOf(VERSION_3_HEX.invitation)))).toEqual({
      ok: true,
      message: invitation,
    });
  });
  it('are what the version-3 layout still writes', () => {
    expect(hexOf(encodeMessage(roundRecord, 3))).toBe(VERSION_3_HEX.roundRecord);
    expect(hexOf(encodeMessage(invitation, 3))).toBe(VERSION_3_HEX.invitation);
  });
  it('keep the canonical bytes a commitment hashes (version 3 layout, whatever the wire)', () => {
    const orders = roundRecord.type === 'round-record' ? roundRecord.items[0]! : null;
    if (!orders || orders.type === 'guest') throw new Error('fixture');
    // What the version-3 app's actionBytes gave for these orders (a game sealed before the update still opens).
    expect(hexOf(actionBytes(orders))).toBe('bf066afbe421579bde02468acf12');
  });
});

describe('protocol version 4', () => {
  it('writes version 4, smaller than version 3, and reads it back', () => {
    for (const m of [roundRecord, invitation]) {
      const bytes = encodeMessage(m, 4);
      expect(bytes[0]).toBe(4);
      expect(bytes.length).toBeLessThan(encodeMessage(m, 3).length);
      expect(decodeMessage(bytes)).toEqual({ ok: true, message: m });
    }
  });

  const stringBits = (s: string, wire: Wire): number => {
    const w = new BitWriter();
    writeString(w, s, wire);
    return w.bitLength;
  };
  it('spends 2 bits on a string kind: 16 and 32 hex digits carry no length', () => {
    expect(stringBits('e'.repeat(16), 4)).toBe(2 + 64);
    expect(stringBits('d'.repeat(32), 4)).toBe(2 + 128);
    expect(stringBits('abc', 4)).toBe(2 + 8 + 12);
    expect(stringBits('e'.repeat(16), 3)).toBe(1 + 8 + 64);
    for (const s of ['', 'abc', 'e'.repeat(16), 'd'.repeat(32), 'c'.repeat(64), 'pool!', 'żółw']) {
      const w = new BitWriter();
      writeString(w, s, 4);
      expect(readString(new BitReader(w.finish()), 4)).toBe(s);
    }
  });
  it('refuses a 16- or 32-digit hex string sent with a length, and an escaped short count', () => {
    for (const n of [16, 32]) {
      const w = new BitWriter().write(2, 2).write(n, 8);
      for (let i = 0; i < n; i++) w.write(10, 4);
      expect(() => readString(new BitReader(w.finish()), 4)).toThrow('non-canonical string');
    }
    const escaped = new BitWriter().write(31, 5).write(30, 10).finish();
    expect(() => readCount(new BitReader(escaped), 4)).toThrow('non-canonical count');
  });
  it('writes list lengths in 5 bits below 31, else 15', () => {
    for (const [n, bits] of [
      [0, 5],
      [30, 5],
      [31, 15],
      [1023, 15],
    ] as const) {
      const w = new BitWriter();
      writeCount(w, n, 4);
      expect(w.bitLength).toBe(bits);
      expect(readCount(new BitReader(w.finish()), 4)).toBe(n);
    }
  });
  it('refuses a decision whose extras bit announces nothing', () => {
    // decide (0), red (1), choice 'pool' (1, 5 bits), extras (1), no salt (0), no commitment (0)
    const w = new BitWriter().write(0, 1).write(1, 1).write(1, 5).write(1, 1).write(0, 1).write(0, 1);
    expect(() => readItem(new BitReader(w.finish()), 4)).toThrow('non-canonical decision');
    const plain = new BitWriter().write(0, 1).write(1, 1).write(1, 5).write(0, 1);
    expect(readItem(new BitReader(plain.finish()), 4)).toEqual({
      type: 'decide',
      player: 'red',
      choice: 'pool',
    });
  });
});

/** The bytes the version-4 app (before version 5) wrote: a round record with its 16-byte salt, a commitment. */
const VERSION_4_HEX = {
  roundRecord:
    '04602468acf135643626af37bc1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c04080c10b7e0cd5f7c9579bde02468acf13a430004488cd115599dc85814c96a2d',
  commitment:
    '04202468acf135642626af37bc141414141414141414141414141414143aea670048d159e26af37bc4967f6e5d4c3b2a19082f00c6aeb81d',
};

const commitment: Message = {
  type: 'commitment',
  header: { ...header, seq: 4 },
  hash: new Uint8Array(16).fill(5),
  actions: [
    { type: 'support', player: 'red', card: '+1' },
    { type: 'warlord', player: 'red', warlord: 'deadly-plague', salt: '0123456789abcdef' },
    {
      type: 'warlord',
      player: 'blue',
      warlord: 'move-army',
      salt: 'fedcba9876543210',
      from: 'hanqi',
      to: 'wu',
    },
  ],
};
/** The round record sealed under version 5: an 8-byte salt. */
const roundRecord5: Message =
  roundRecord.type === 'round-record' ? { ...roundRecord, salt: new Uint8Array(8).fill(7) } : roundRecord;

describe('protocol version 4 codes', () => {
  it('an older app wrote are still read, to the same messages (the guest’s salts in full)', () => {
    expect(decodeMessage(bytesOf(VERSION_4_HEX.roundRecord))).toEqual({ ok: true, message: roundRecord });
    expect(decodeMessage(bytesOf(VERSION_4_HEX.commitment))).toEqual({ ok: true, message: commitment });
    expect(hexOf(encodeMessage(commitment, 4))).toBe(VERSION_4_HEX.commitment);
  });
  it('are what this app still writes for a round sealed before the update (16-byte salt)', () => {
    expect(hexOf(encodeMessage(roundRecord))).toBe(VERSION_4_HEX.roundRecord);
  });
});

describe('protocol version 5', () => {
  const received = (m: Message): Message => {
    const d = decodeMessage(encodeMessage(m));
    if (!d.ok) throw new Error(d.key);
    return d.message;
  };
  it('writes version 5, smaller than version 4, the guest’s own salts left out', () => {
    expect(encodeMessage(invitation)[0]).toBe(5);
    expect(encodeMessage(invitation).length).toBeLessThanOrEqual(encodeMessage(invitation, 4).length);
    for (const m of [roundRecord5, commitment]) {
      const bytes = encodeMessage(m);
      expect(bytes[0]).toBe(5);
      expect(bytes.length).toBeLessThan(encodeMessage(m.type === 'round-record' ? roundRecord : m, 4).length);
    }
    expect(received(invitation)).toEqual(invitation);
    const rr = received(roundRecord5);
    if (rr.type !== 'round-record' || roundRecord5.type !== 'round-record') throw new Error('type');
    expect(rr.salt).toEqual(new Uint8Array(8).fill(7));
    // The guest (blue) reads its own cap-at-six salt as OWN_SALT; the table's second-six salt stays.
    expect(rr.items[2]).toEqual({ type: 'decide', player: 'blue', choice: 'cap-at-six', salt: OWN_SALT });
    expect(rr.items.filter((_, i) => i !== 2)).toEqual(roundRecord5.items.filter((_, i) => i !== 2));
    const c = received(commitment);
    if (c.type !== 'commitment') throw new Error('type');
    expect(c.actions[1]).toEqual(commitment.type === 'commitment' ? commitment.actions[1] : null);
    expect(c.actions[2]).toEqual({
      type: 'warlord',
      player: 'blue',
      warlord: 'move-army',
      salt: OWN_SALT,
      from: 'hanqi',
      to: 'wu',
    });
    expect(c.header).toEqual(commitment.header);
  });
  it('leaves out the sequence the round gives a commitment or round record, and writes any other', () => {
    const bits = (m: Message): number => encodeMessage(m).length;
    const other: Message = { ...commitment, header: { ...commitment.header, seq: 7 } };
    expect(received(other).header).toEqual(other.header);
    expect(bits(other)).toBeGreaterThanOrEqual(bits(commitment));
    // Round 0 (the setup not complete yet) is exchange 1: sequence 1 and 3.
    for (const [m, seq] of [
      [commitment, 1],
      [roundRecord5, 3],
    ] as const) {
      const early: Message = { ...m, header: { ...m.header, round: 0, seq } };
      expect(received(early).header).toEqual(early.header);
    }
    // The bit says implied, yet the 6 bits follow with the same value: refused.
    const w = new BitWriter().write(5, 8).write(1, 3).write(0x012345, 24).write(0x6789ab, 24);
    w.write(2, 4).write(0, 1).write(4, 6).write(1, 1).write(0x89abcdef, 32).writeBytes(new Uint8Array(16));
    w.write(0, 1).write(0, 5);
    const body = w.finish();
    const framed = new Uint8Array(body.length + 4);
    framed.set(body);
    new DataView(framed.buffer).setUint32(body.length, crc32(body));
    expect(decodeMessage(framed)).toMatchObject({ ok: false, key: 'protocol/corrupted' });
  });
  it('writes a warlord by its owner with the fields its id takes in a short form, any other in full', () => {
    const odd: Message = {
      type: 'orders',
      header: { ...header, seq: 0 },
      actions: [
        { type: 'warlord', player: 'red', warlord: 'move-army', salt: 'abc' },
        { type: 'warlord', player: 'blue', warlord: 'reinforce', province: 'wu' },
        { type: 'warlord', player: 'red', warlord: 'deadly-plague', province: 'qin' },
      ],
    };
    expect(received(odd)).toEqual(odd);
    expect(encodeMessage(odd)[0]).toBe(5);
  });
  it('refuses an own salt of any player but the receiver', () => {
    // A guest code (orders) has no receiver whose salts it may leave out.
    const w = new BitWriter();
    writeItem(
      w,
      { type: 'warlord', player: 'blue', warlord: 'reinforce', salt: OWN_SALT, province: 'wu' },
      5,
      'blue',
    );
    expect(readItem(new BitReader(w.finish()), 5, 'blue')).toMatchObject({ salt: OWN_SALT });
    expect(() => readItem(new BitReader(w.finish()), 5, 'red')).toThrow('own salt of another player');
    expect(() =>
      writeItem(
        new BitWriter(),
        { type: 'decide', player: 'red', choice: 'cap-at-six', salt: OWN_SALT },
        5,
        'blue',
      ),
    ).toThrow(RangeError);
  });
});
