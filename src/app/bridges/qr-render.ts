// The only importer of qrcode in the app: renders message text as an SVG QR code (error
// correction M, as the size budgets assume). The library loads on first use, not at start-up.

import type { QRCodeMaskPattern } from 'qrcode';

/** An SVG QR code for the text and its QR version. */
export interface RenderedQr {
  svg: string;
  version: number;
}

/** The eight mask patterns a QR code may use (ISO/IEC 18004); any of them encodes the same text. */
export const QR_MASKS = 8;

/**
 * Renders text as an SVG QR code with a quiet zone. `mask` forces one of the eight mask patterns
 * (default: the library's choice): some scanners (ZXing, used where the browser has no
 * BarcodeDetector) fail on a few codes with one mask and read them with another.
 */
export async function renderQrSvg(text: string, mask?: number): Promise<RenderedQr> {
  // Loaded on first use so the start-up bundle stays small.
  const { default: QRCode } = await import('qrcode');
  const maskPattern = mask === undefined ? undefined : ((mask % QR_MASKS) as QRCodeMaskPattern);
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    ...(maskPattern === undefined ? {} : { maskPattern }),
  });
  const version = QRCode.create(text, { errorCorrectionLevel: 'M' }).version;
  return { svg, version };
}
