// The only importer of qrcode in the app: renders message text as an SVG QR code (error
// correction M, as the size budgets assume). The library loads on first use, not at start-up.

/** An SVG QR code for the text and its QR version. */
export interface RenderedQr {
  svg: string;
  version: number;
}

/** Renders text as an SVG QR code with a quiet zone. */
export async function renderQrSvg(text: string): Promise<RenderedQr> {
  // Loaded on first use so the start-up bundle stays small.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  const version = QRCode.create(text, { errorCorrectionLevel: 'M' }).version;
  return { svg, version };
}
