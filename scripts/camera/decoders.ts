// The two QR decoders of the browser paths, run in Node on the very pixels html5-qrcode hands them:
// zxing-wasm (zxing-cpp; what the app's BarcodeDetector runs, with the app's own reader options,
// QR_READER_OPTIONS) and ZXing-js (the copy html5-qrcode bundles, with html5-qrcode's hints).
// zxing-wasm's .wasm is loaded from node_modules, never fetched.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import { applyFrameFilter, FRAME_FILTERS } from '../../src/app/bridges/qr-frame-filters';
import { QR_READER_OPTIONS } from '../../src/app/bridges/qr-reader-options';

/** An RGBA picture (what a canvas's getImageData gives). */
export interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** A decoder: the text read from a picture, or null. */
export type Decode = (picture: Rgba) => Promise<string | null>;

/** The decoders compared, by name. */
export const DECODER_NAMES = ['zxing-wasm', 'zxing-js'] as const;

/** One of the decoders compared. */
export type DecoderName = (typeof DECODER_NAMES)[number];

const require = createRequire(import.meta.url);

interface ZxingJs {
  MultiFormatReader: new () => {
    setHints: (hints: Map<unknown, unknown>) => void;
    decodeWithState: (bitmap: unknown) => { getText: () => string };
  };
  RGBLuminanceSource: new (luminances: Uint8ClampedArray, width: number, height: number) => unknown;
  BinaryBitmap: new (binarizer: unknown) => unknown;
  HybridBinarizer: new (source: unknown) => unknown;
  DecodeHintType: { POSSIBLE_FORMATS: unknown; TRY_HARDER: unknown };
  BarcodeFormat: { QR_CODE: unknown };
}

/** ZXing-js exactly as html5-qrcode 2.3.8 uses it: its bundled copy, QR only, TRY_HARDER off. */
export function zxingJs(): Decode {
  const ZXing = require('html5-qrcode/third_party/zxing-js.umd.js') as ZxingJs;
  const hints = new Map<unknown, unknown>([
    [ZXing.DecodeHintType.POSSIBLE_FORMATS, [ZXing.BarcodeFormat.QR_CODE]],
    [ZXing.DecodeHintType.TRY_HARDER, false],
  ]);
  return async ({ data, width, height }) => {
    // HTMLCanvasElementLuminanceSource's grey: (306 R + 601 G + 117 B + 512) >> 10.
    const grey = new Uint8ClampedArray(width * height);
    for (let i = 0, j = 0; i < data.length; i += 4, j++) {
      grey[j] = (306 * data[i]! + 601 * data[i + 1]! + 117 * data[i + 2]! + 0x200) >> 10;
    }
    try {
      const reader = new ZXing.MultiFormatReader();
      reader.setHints(hints);
      const bitmap = new ZXing.BinaryBitmap(
        new ZXing.HybridBinarizer(new ZXing.RGBLuminanceSource(grey, width, height)),
      );
      return reader.decodeWithState(bitmap).getText();
    } catch {
      return null;
    }
  };
}

/**
 * Other zxing-wasm reader options compared with the app's (`--variants`): zxing-wasm's default
 * downscale (factor 3, what the barcode-detector ponyfill used), none, a smaller threshold, zxing-cpp's
 * denoising and its other binarizer.
 */
export const READER_VARIANTS: Record<string, Partial<ReaderOptions>> = {
  'downscale 3 (zxing-wasm default)': { downscaleFactor: 3, downscaleThreshold: 500 },
  'no downscale': { tryDownscale: false },
  'downscale 2, threshold 250': { downscaleFactor: 2, downscaleThreshold: 250 },
  denoise: { tryDenoise: true },
  'global histogram binarizer': { binarizer: 'GlobalHistogram' },
};

let wasmReady: Promise<unknown> | undefined;

/** zxing-wasm with the app's reader options (QR_READER_OPTIONS), or those changed by `changes`. */
export async function zxingWasm(changes: Partial<ReaderOptions> = {}): Promise<Decode> {
  const wasmBinary = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  wasmReady ??= prepareZXingModule({
    overrides: { wasmBinary: wasmBinary.buffer as ArrayBuffer },
    fireImmediately: true,
  });
  await wasmReady;
  const options: ReaderOptions = {
    ...QR_READER_OPTIONS,
    formats: [...QR_READER_OPTIONS.formats],
    ...changes,
  };
  return async ({ data, width, height }) => {
    const found = await readBarcodes({ data, width, height, colorSpace: 'srgb' } as ImageData, options);
    return found.find((r) => r.isValid)?.text ?? null;
  };
}

/** Both decoders, ready. */
export async function loadDecoders(): Promise<Record<DecoderName, Decode>> {
  return { 'zxing-wasm': await zxingWasm(), 'zxing-js': zxingJs() };
}

/**
 * The app's decode attempts on one frame: `decode` through each frame filter in the app's order
 * (FRAME_FILTERS: enlarged, sharpened, flattened), the first text read. What the app gets from a frame held for as many
 * attempts as there are filters (its BarcodeDetector cycles them: qr-decoder-polyfill.ts).
 */
export function filteredAttempts(decode: Decode): Decode {
  return async (picture) => {
    for (const filter of FRAME_FILTERS) {
      const text = await decode(applyFrameFilter(picture, filter));
      if (text !== null) return text;
    }
    return null;
  };
}
