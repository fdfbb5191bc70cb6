// The only importer of zxing-wasm: a BarcodeDetector for browsers that have none (Firefox, Safari on
// iPhones, desktop Linux Chromium), so html5-qrcode's own BarcodeDetector path decodes with zxing-cpp
// instead of its bundled ZXing-js. Loaded only when a scan starts (qr-scanner.ts imports it
// dynamically), never at start-up.
//
// Our own small class over zxing-wasm's reader rather than the barcode-detector ponyfill: the
// ponyfill passes zxing-wasm only the formats, so the reader's downscale cannot be set there, and the
// aiming box would be searched at a third of its size. The reader options (QR_READER_OPTIONS) are shared
// with `npm run bench:camera`, which measures them.
//
// Offline and self-hosted: zxing-wasm fetches its .wasm from a CDN unless told otherwise. Vite
// copies the reader .wasm into the build as an asset of this origin (the service worker precaches
// it with the rest) and locateFile points zxing-wasm at that copy, so no request leaves the app.
import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { applyFrameFilter, FRAME_FILTERS } from './qr-frame-filters';
import { QR_READER_OPTIONS } from './qr-reader-options';

/** A corner of a found code, in the picture's pixels. */
interface Point {
  x: number;
  y: number;
}

/** A code found, as the BarcodeDetector API reports it (what html5-qrcode reads). */
export interface DetectedCode {
  rawValue: string;
  format: 'qr_code';
  boundingBox: DOMRectReadOnly;
  cornerPoints: [Point, Point, Point, Point];
}

/** The pixels of what html5-qrcode hands a detector: its canvas, or anything a canvas can draw. */
function pixelsOf(source: CanvasImageSource | ImageData): ImageData {
  if (source instanceof ImageData) return source;
  if (source instanceof HTMLCanvasElement) {
    // html5-qrcode's own canvas: its 2D context (willReadFrequently) is the one returned here.
    const own = source.getContext('2d', { willReadFrequently: true });
    if (own) return own.getImageData(0, 0, source.width, source.height);
  }
  const size = source as { width: number | SVGAnimatedLength; height: number | SVGAnimatedLength };
  const width = typeof size.width === 'number' ? size.width : size.width.baseVal.value;
  const height = typeof size.height === 'number' ? size.height : size.height.baseVal.value;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(source, 0, 0);
  return context.getImageData(0, 0, width, height);
}

/** A read result as a detected code. */
function detected({ text, position }: ReadResult): DetectedCode {
  const corners: DetectedCode['cornerPoints'] = [
    position.topLeft,
    position.topRight,
    position.bottomRight,
    position.bottomLeft,
  ];
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return {
    rawValue: text,
    format: 'qr_code',
    boundingBox: new DOMRectReadOnly(left, top, Math.max(...xs) - left, Math.max(...ys) - top),
    cornerPoints: corners,
  };
}

/**
 * A BarcodeDetector that reads QR codes with zxing-wasm and the app's reader options, each decode
 * attempt through the next of the frame filters (plain, sharpened, flattened: qr-frame-filters.ts).
 */
export class QrBarcodeDetector {
  private attempts = 0;
  /** QR codes only: the app's only format. */
  static async getSupportedFormats(): Promise<readonly string[]> {
    return ['qr_code'];
  }
  /** Codes found in the picture (html5-qrcode hands its aiming-box canvas). */
  async detect(source: CanvasImageSource | ImageData): Promise<DetectedCode[]> {
    const filter = FRAME_FILTERS[this.attempts++ % FRAME_FILTERS.length]!;
    const pixels = applyFrameFilter(pixelsOf(source), filter);
    const found = await readBarcodes(pixels as ImageData, QR_READER_OPTIONS);
    return found.filter((r) => r.isValid).map(detected);
  }
}

/**
 * Compiles zxing-wasm from the app's own copy and, once it is ready, sets QrBarcodeDetector as
 * `window.BarcodeDetector`. Rejects (and installs nothing) when the module cannot be loaded, so the
 * caller can fall back to ZXing-js. Callers install it only where `'BarcodeDetector' in window` is
 * false: an existing detector, native or a test's stub, is never replaced.
 */
export async function installBarcodeDetectorPolyfill(): Promise<void> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  Object.defineProperty(window, 'BarcodeDetector', {
    value: QrBarcodeDetector,
    configurable: true,
    writable: true,
  });
}
