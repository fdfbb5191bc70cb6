import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { crc32 } from '../../src/protocol/crc32';
import { PROTOCOL_VERSION } from '../../src/protocol/envelope';
import { decodeMessage, encodeMessage, type Message } from '../../src/protocol/messages';
import { readQrText, readTypedCode } from '../../src/protocol/scan';
import { toQrText } from '../../src/protocol/text';
import { toTypedCode } from '../../src/protocol/typed-code';
import { collectPart, EMPTY_COLLECTOR } from '../../src/protocol/parts';
import { commitmentOf, guestOrders, receive, resyncOf, type Session } from '../../src/protocol/session';
import { arbMessage } from './arbitraries';
import { playLockstep, prng } from './driver';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    if (ArrayBuffer.isView(o)) return o; // typed arrays cannot be frozen; checked by snapshot below
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

const sample = fc.sample(arbMessage, { numRuns: 400, seed: 42 });

describe('untrusted input', () => {
  it('detects every single-bit flip of every message (bytes and QR text)', () => {
    let flips = 0;
    for (const m of sample) {
      const bytes = encodeMessage(m);
      for (let bit = 0; bit < bytes.length * 8; bit++) {
        const b = Uint8Array.from(bytes);
        b[bit >> 3]! ^= 1 << (bit & 7);
        const d = decodeMessage(b);
        expect(d.ok).toBe(false);
        flips++;
      }
      const text = toQrText(bytes);
      for (let i = 0; i < text.length; i++) {
        for (let k = 0; k < 7; k++) {
          const t = text.slice(0, i) + String.fromCharCode(text.charCodeAt(i) ^ (1 << k)) + text.slice(i + 1);
          expect(readQrText(t).ok).toBe(false);
          flips++;
        }
      }
    }
    expect(flips).toBeGreaterThan(100_000);
  });

  it('100,000+ random and mutated payloads: no exception escapes, no session changes', () => {
    // Sessions at various points of real games, deep-frozen: any change would throw.
    const sessions: Session[] = [];
    const valid: Message[] = [...sample];
    for (let seed = 1; seed <= 6; seed++) {
      const g = playLockstep(seed);
      sessions.push(deepFreeze(g.table), deepFreeze(g.guest));
      valid.push(resyncOf(g.table));
    }
    const s0 = playLockstep(7);
    sessions.push(deepFreeze(s0.table), deepFreeze(s0.guest));
    const snapshot = JSON.stringify(sessions, (_k, v: unknown) => (v instanceof Uint8Array ? [...v] : v));
    const r = prng(2024);
    const rb = (n: number) => Uint8Array.from({ length: n }, () => r() & 255);
    const withCrc = (body: Uint8Array): Uint8Array => {
      const out = new Uint8Array(body.length + 4);
      out.set(body);
      new DataView(out.buffer).setUint32(body.length, crc32(body));
      return out;
    };
    const encoded = valid.map((m) => encodeMessage(m));
    let tried = 0;
    let decoded = 0;
    const tryText = (text: string, typed = false) => {
      tried++;
      const d = typed ? readTypedCode(text) : readQrText(text);
      if (!d.ok) {
        expect(d.key).toMatch(/^protocol\//);
        return;
      }
      decoded++;
      for (const s of sessions) {
        const res = receive(s, d.message);
        if (res.ok) expect(res.session).not.toBe(s);
      }
      if (d.message.type === 'part') collectPart(EMPTY_COLLECTOR, d.message);
    };
    for (let i = 0; i < 110_000; i++) {
      const base = encoded[r() % encoded.length]!;
      const mode = r() % 8;
      let b: Uint8Array;
      if (mode === 0) b = rb(r() % 120);
      else if (mode === 1) {
        // flip a few bits and fix the checksum: reaches the payload decoders and the sessions
        b = Uint8Array.from(base.subarray(0, base.length - 4));
        for (let k = 1 + (r() % 3); k > 0; k--) b[r() % b.length]! ^= 1 << (r() % 8);
        b = withCrc(b);
      } else if (mode === 2) {
        // truncate or extend, with a valid checksum
        const body = base.subarray(0, base.length - 4);
        const cut = r() % (body.length + 8);
        const nb = new Uint8Array(cut);
        nb.set(body.subarray(0, Math.min(cut, body.length)));
        if (cut > body.length) nb.set(rb(cut - body.length), body.length);
        b = withCrc(nb);
      } else if (mode === 3) {
        // random body after a valid version byte and type
        const body = rb(5 + (r() % 100));
        body[0] = PROTOCOL_VERSION;
        b = withCrc(body);
      } else if (mode === 4) {
        // valid message, header fields altered (other game, round, sequence, sender, fingerprint)
        b = Uint8Array.from(base.subarray(0, base.length - 4));
        const byte = 1 + (r() % 13);
        b[byte] = r() & 255;
        b = withCrc(b);
      } else if (mode === 5) {
        // random text, sometimes with our prefix
        const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:abcé\n';
        const t = Array.from({ length: r() % 120 }, () => alphabet[r() % alphabet.length]).join('');
        tryText(r() % 2 ? 'SZ:' + t : t);
        tryText(t, true);
        continue;
      } else if (mode === 6) {
        b = Uint8Array.from(base);
        b[r() % b.length] = r() & 255;
      } else {
        b = base;
      }
      tryText(toQrText(b));
      if (i % 10 === 0) tryText(toTypedCode(b), true);
    }
    expect(tried).toBeGreaterThan(100_000);
    expect(decoded).toBeGreaterThan(1000);
    expect(JSON.stringify(sessions, (_k, v: unknown) => (v instanceof Uint8Array ? [...v] : v))).toBe(
      snapshot,
    );
  });

  it('a rejected or duplicate scan changes nothing; messages for other steps are told apart', () => {
    const g = playLockstep(11);
    const guest = deepFreeze(g.guest);
    const table = deepFreeze(g.table);
    const rs = resyncOf(table);
    const same = receive(guest, rs);
    expect(same).toMatchObject({ ok: false, key: 'protocol/old-or-duplicate' });
    expect(receive(guest, { ...rs, header: { ...rs.header, gameId: '000000000000' } })).toMatchObject({
      key: 'protocol/other-game',
    });
    expect(commitmentOf(table)).toBeNull();
    expect(guestOrders(guest)).toBeNull();
  });
});
