import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeMessage, encodeMessage } from '../../src/protocol/messages';
import { messageToQrTexts, messageToTypedCode, readQrText, readTypedCode } from '../../src/protocol/scan';
import { collectPart, EMPTY_COLLECTOR, type PartCollector } from '../../src/protocol/parts';
import { arbMessage, asReceived } from './arbitraries';

describe('messages', () => {
  // 2,000 generated messages of every type.
  it('round-trip through bytes, QR text and typed code (every type)', { timeout: 600_000 }, () => {
    fc.assert(
      fc.property(arbMessage, (sent) => {
        const m = asReceived(sent);
        const bytes = encodeMessage(sent);
        expect(encodeMessage(m)).toEqual(bytes);
        expect(decodeMessage(bytes)).toEqual({ ok: true, message: m });
        if (m.type !== 'resync' && m.type !== 'part') {
          const texts = messageToQrTexts(sent);
          if (texts.length === 1) expect(readQrText(texts[0]!)).toEqual({ ok: true, message: m });
        }
        expect(readTypedCode(messageToTypedCode(sent))).toEqual({ ok: true, message: m });
      }),
      { numRuns: 2000 },
    );
  });

  it('split long messages into parts that reassemble in any order, duplicates ignored', () => {
    fc.assert(
      fc.property(arbMessage, fc.integer(), (sent, seed) => {
        if (sent.type === 'part') return;
        const m = asReceived(sent);
        const texts = messageToQrTexts(sent);
        const order = [...texts, ...texts.slice(0, 2)].map((t, i) => ({ t, k: Math.sin(seed + i) }));
        order.sort((a, b) => a.k - b.k);
        let c: PartCollector = EMPTY_COLLECTOR;
        let done = false;
        for (const { t } of order) {
          const r = readQrText(t);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          if (r.message.type !== 'part') {
            expect(texts.length).toBe(1);
            expect(r.message).toEqual(m);
            done = true;
            continue;
          }
          if (done) continue;
          const res = collectPart(c, r.message);
          expect(res.ok).toBe(true);
          if (!res.ok) return;
          c = res.collector;
          if (res.done) {
            expect(res.message).toEqual(m);
            expect(res.progress).toEqual({ have: texts.length, total: texts.length });
            done = true;
          }
        }
        expect(done).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
