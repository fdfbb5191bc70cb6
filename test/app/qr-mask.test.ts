// "Draw the code with another pattern": the same text under each of the eight QR mask patterns.
import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { QR_MASKS, renderQrSvg } from '../../src/app/bridges/qr-render';

describe('QR mask patterns', () => {
  it('draws the same text eight different ways, at the same version', async () => {
    const text = 'SZ:C70:ER9BA+XN9T530PKUFNHN .3540JXUS4';
    const drawn = await Promise.all(Array.from({ length: QR_MASKS }, (_, mask) => renderQrSvg(text, mask)));
    expect(new Set(drawn.map((d) => d.svg)).size).toBe(QR_MASKS);
    const plain = await renderQrSvg(text);
    for (const d of drawn) expect(d.version).toBe(plain.version);
    // Each forced mask is really the one in the symbol.
    for (let mask = 0; mask < QR_MASKS; mask++) {
      const symbol = QRCode.create(text, {
        errorCorrectionLevel: 'M',
        maskPattern: mask as QRCode.QRCodeMaskPattern,
      });
      expect(symbol.maskPattern).toBe(mask);
    }
  });
});
