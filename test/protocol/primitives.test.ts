import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import QRCode from 'qrcode';
import { base45Decode, base45Encode } from '../../src/protocol/base45';
import { BitReader, BitWriter } from '../../src/protocol/bits';
import { crc32 } from '../../src/protocol/crc32';
import { fromTypedCode, toTypedCode } from '../../src/protocol/typed-code';
import {
  ALPHANUMERIC_CAPACITY_M,
  fromQrText,
  maxBytesForVersion,
  qrVersionForChars,
  toQrText,
} from '../../src/protocol/text';
import { commitmentHash, commitmentMatches, fingerprintTag, freshSalt } from '../../src/protocol/commitment';
import { openFrame, PROTOCOL_VERSION, sealFrame, type Header } from '../../src/protocol/envelope';
import { sha256 } from '@noble/hashes/sha2.js';

const ascii = (s: string) => new TextEncoder().encode(s);

describe('base45 (RFC 9285)', () => {
  it('matches the RFC examples', () => {
    expect(base45Encode(ascii('AB'))).toBe('BB8');
    expect(base45Encode(ascii('Hello!!'))).toBe('%69 VD92EX0');
    expect(base45Encode(ascii('base-45'))).toBe('UJCLQE7W581');
    expect(new TextDecoder().decode(base45Decode('QED8WEX0')!)).toBe('ietf!');
  });
  it('rejects invalid text without throwing', () => {
    expect(base45Decode('GGW')).toBeNull(); // 65535 < value (RFC example of an invalid triple)
    expect(base45Decode('A')).toBeNull();
    expect(base45Decode('ab')).toBeNull();
    expect(base45Decode(':::')).toBeNull();
    expect(base45Decode('ÿÿ')).toBeNull();
  });
  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (b) => {
        expect(base45Decode(base45Encode(b))).toEqual(b);
      }),
    );
  });
});

describe('CRC-32', () => {
  it('has the standard check value', () => {
    expect(crc32(ascii('123456789'))).toBe(0xcbf43926);
  });
});

describe('bits', () => {
  it('round-trips fields of any width', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .integer({ min: 1, max: 32 })
            .chain((w) => fc.tuple(fc.constant(w), fc.integer({ min: 0, max: 2 ** w - 1 }))),
        ),
        (fields) => {
          const w = new BitWriter();
          for (const [width, v] of fields) w.write(v, width);
          const r = new BitReader(w.finish());
          for (const [width, v] of fields) expect(r.read(width)).toBe(v);
          r.end();
        },
      ),
    );
  });
  it('rejects overrun and non-zero padding', () => {
    expect(() => new BitReader(new Uint8Array([1])).read(9)).toThrow();
    const r = new BitReader(new Uint8Array([0b10000001]));
    r.read(1);
    expect(() => r.end()).toThrow();
  });
});

describe('typed code', () => {
  it('round-trips, case- and separator-insensitive, O/0 I/L/1 tolerant', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 120 }), (b) => {
        const code = toTypedCode(b);
        expect(fromTypedCode(code)).toEqual({ ok: true, bytes: b });
        const sloppy = code.toLowerCase().replaceAll('0', 'o').replaceAll('1', 'l').replaceAll(' ', '');
        expect(fromTypedCode(sloppy)).toEqual({ ok: true, bytes: b });
      }),
    );
  });
  it('locates any single mistyped character and adjacent swaps within a group', () => {
    const code = toTypedCode(ascii('Sun Tzu, the art of war'));
    const chars = code.replaceAll(' ', '');
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    for (let i = 0; i < chars.length; i++) {
      for (const c of alphabet) {
        if (c === chars[i]) continue;
        const typo = chars.slice(0, i) + c + chars.slice(i + 1);
        const r = fromTypedCode(typo);
        expect(r.ok).toBe(false);
        if (!r.ok && r.reason === 'bad-check') expect(r.groups).toEqual([Math.floor(i / 5) + 1]);
      }
    }
  });
  it('never throws on junk', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        fromTypedCode(s);
      }),
    );
  });
});

describe('QR text', () => {
  it('has the right capacity table (checked with the qrcode package)', () => {
    for (let v = 1; v <= 12; v++) {
      const cap = ALPHANUMERIC_CAPACITY_M[v - 1]!;
      expect(QRCode.create('A'.repeat(cap), { errorCorrectionLevel: 'M' }).version).toBe(v);
      expect(QRCode.create('A'.repeat(cap + 1), { errorCorrectionLevel: 'M' }).version).toBe(v + 1);
      expect(qrVersionForChars(cap)).toBe(v);
      const n = maxBytesForVersion(v);
      expect(toQrText(new Uint8Array(n).fill(255)).length).toBeLessThanOrEqual(cap);
      expect(toQrText(new Uint8Array(n + 1).fill(255)).length).toBeGreaterThan(cap);
    }
  });
  it('tells foreign codes from corrupted ones', () => {
    expect(fromQrText('https://example.com')).toMatchObject({ ok: false, failure: 'foreign' });
    expect(fromQrText('SZ:ab')).toMatchObject({ ok: false, failure: 'corrupted' });
    expect(fromQrText(toQrText(ascii('hi')) + '\n')).toEqual({ ok: true, bytes: ascii('hi') });
  });
});

describe('commitment', () => {
  const base = {
    gameId: '0123456789ab',
    round: 3,
    sender: 'blue' as const,
    salt: new Uint8Array(16).fill(7),
    orders: ascii('orders'),
  };
  it('binds orders, salt and context', () => {
    const h = commitmentHash(base);
    expect(h.length).toBe(16); // 128 bits on the wire since protocol version 2
    expect(commitmentMatches(h, base)).toBe(true);
    expect(commitmentMatches(h, { ...base, orders: ascii('orderz') })).toBe(false);
    expect(commitmentMatches(h, { ...base, salt: new Uint8Array(16).fill(8) })).toBe(false);
    expect(commitmentMatches(h, { ...base, round: 4 })).toBe(false);
    expect(commitmentMatches(h, { ...base, sender: 'red' })).toBe(false);
    expect(commitmentMatches(h, { ...base, gameId: '0123456789ac' })).toBe(false);
  });
  it('binds a 64-bit salt (protocol version 5) under a domain of its own, and still opens a 128-bit one', () => {
    const short = { ...base, salt: new Uint8Array(8).fill(7) };
    const h = commitmentHash(short);
    expect(h.length).toBe(16);
    expect(commitmentMatches(h, short)).toBe(true);
    expect(commitmentMatches(h, { ...short, salt: new Uint8Array(8).fill(8) })).toBe(false);
    expect(commitmentMatches(h, { ...short, orders: ascii('orderz') })).toBe(false);
    // The 16-byte salt 7…7 is not the 8-byte one followed by the first 8 bytes of the orders: other domains.
    expect(commitmentMatches(h, base)).toBe(false);
    expect(commitmentMatches(commitmentHash(base), base)).toBe(true);
    expect(() => commitmentHash({ ...base, salt: new Uint8Array(12) })).toThrow(RangeError);
    expect(commitmentMatches(h, { ...base, salt: new Uint8Array(12) })).toBe(false);
  });
  it('still opens a whole SHA-256 kept by a game sealed under protocol version 1 (its first 16 bytes)', () => {
    const whole = sha256(ascii('not this one'));
    const kept = new Uint8Array(32);
    kept.set(commitmentHash(base));
    kept.set(whole.subarray(16), 16);
    expect(commitmentMatches(kept, base)).toBe(true);
    expect(commitmentMatches(kept.subarray(0, 15), base)).toBe(false);
    expect(commitmentMatches(whole, base)).toBe(false);
  });
  it('uses the injected random source for salts, and crypto by default', () => {
    expect(freshSalt((n) => new Uint8Array(n).fill(9))).toEqual(new Uint8Array(8).fill(9));
    expect(freshSalt()).not.toEqual(freshSalt());
  });
  it('tags fingerprints in 32 bits', () => {
    expect(fingerprintTag('a')).not.toBe(fingerprintTag('b'));
    expect(fingerprintTag('a')).toBeLessThan(2 ** 32);
  });
});

describe('envelope', () => {
  const header: Header = {
    type: 'orders',
    gameId: 'deadbeef0042',
    round: 9,
    seq: 27,
    sender: 'red',
    fingerprint: 0xfedcba98,
  };
  it('round-trips the header and detects every single-bit flip', () => {
    const bytes = sealFrame(header, (w) => w.write(0x5a5a, 16));
    const open = openFrame(bytes);
    expect(open.ok && open.header).toEqual(header);
    for (let bit = 0; bit < bytes.length * 8; bit++) {
      const b = Uint8Array.from(bytes);
      b[bit >> 3]! ^= 1 << (bit & 7);
      expect(openFrame(b)).toMatchObject({ ok: false, failure: 'corrupted' });
    }
  });
  it('reports a newer and an older version, and still opens version 3', () => {
    const bytes = sealFrame(header, () => {});
    const b = Uint8Array.from(bytes.subarray(0, bytes.length - 4));
    b[0] = PROTOCOL_VERSION + 1;
    const out = new Uint8Array(b.length + 4);
    out.set(b);
    new DataView(out.buffer).setUint32(b.length, crc32(b));
    expect(openFrame(out)).toMatchObject({ ok: false, failure: 'newer-version' });
    // versions 1 and 2 (32-byte commitments, no handshake) cannot be read by this app: an older app's code
    for (const old of [1, 2]) {
      b[0] = old;
      out.set(b);
      new DataView(out.buffer).setUint32(b.length, crc32(b));
      expect(openFrame(out)).toMatchObject({ ok: false, failure: 'older-version', detail: `version ${old}` });
    }
    // version 3 is still read (a code shown by a game saved before the update), version 0 never existed
    b[0] = 3;
    out.set(b);
    new DataView(out.buffer).setUint32(b.length, crc32(b));
    expect(openFrame(out)).toMatchObject({ ok: true, wire: 3 });
    b[0] = 0;
    out.set(b);
    new DataView(out.buffer).setUint32(b.length, crc32(b));
    expect(openFrame(out)).toMatchObject({ ok: false, failure: 'corrupted', detail: 'version 0' });
  });
});

describe('warlord salt codes', () => {
  it('round-trip 64-bit salts through a typed code', async () => {
    const { saltToTypedCode, saltFromTypedCode } = await import('../../src/protocol/typed-code');
    const { newWarlordSalt } = await import('../../src/protocol/commitment');
    for (let i = 0; i < 50; i++) {
      const salt = newWarlordSalt();
      expect(salt).toMatch(/^[0-9a-f]{16}$/);
      const code = saltToTypedCode(salt);
      expect(code.replaceAll(' ', '')).toHaveLength(17);
      expect(saltFromTypedCode(code.toLowerCase())).toBe(salt);
    }
  });
});
