// zxing-wasm's reader options for the app's QR decoder, in one place: the bridge's BarcodeDetector
// (qr-decoder-polyfill.ts) reads with them in the browser, and `npm run bench:camera` decodes with
// the very same options in Node (scripts/camera/decoders.ts). A type-only import: nothing of
// zxing-wasm is loaded from here.
import type { ReaderOptions } from 'zxing-wasm/reader';

/**
 * QR codes only, plain text (the app's codes are text), zxing-cpp's defaults otherwise (try harder,
 * rotate, invert, downscale) except the downscale: zxing-cpp also searches images larger than
 * `downscaleThreshold` shrunk by `downscaleFactor` (3 by default: the 612×612 aiming box would be searched
 * at 204×204). Measured under the camera model (docs/BENCHMARKS.md, "The camera model").
 */
export const QR_READER_OPTIONS = {
  formats: ['QRCode'],
  textMode: 'Plain',
  downscaleFactor: 2,
  downscaleThreshold: 500,
} as const satisfies ReaderOptions;
