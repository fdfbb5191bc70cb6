// Protocol version 4's tighter payloads, and codes an older app (version 3) wrote, still read.
import { describe, expect, it } from 'vitest';
import { BitReader, BitWriter } from '../../src/protocol/bits';
import { readItem } from '../../src/protocol/codec/action';
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
      const bytes = encodeMessage(m);
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
