// The app's BarcodeDetector for browsers that have none (Firefox, Safari on iPhones, desktop Linux
// Chromium), so html5-qrcode's own BarcodeDetector path decodes with zxing-cpp instead of its bundled
// ZXing-js. Loaded only when a scan starts (qr-scanner.ts imports it dynamically), never at start-up.
//
// A thin bridge to the QR decoder's Web Worker (qr-decoder.worker.ts, the only importer of zxing-wasm):
// detect() takes the frame's pixels here, on the main thread, transfers their buffer to the worker and
// resolves with the codes it reads, so the decode and the frame filters never block the screen. Frames
// never queue up: of those that come while the worker still reads one, only the newest is read next,
// the others are answered "no code".
// Where the worker cannot start, the same module is imported here and decodes on the main thread.
// Beside a browser's own BarcodeDetector, the same detector runs over the worker only
// (startWorkerDetector): it never decodes on the main thread, and never replaces the browser's.
//
// Our own small class over zxing-wasm's reader rather than the barcode-detector ponyfill: the
// ponyfill passes zxing-wasm only the formats, so the reader's downscale cannot be set there, and the
// aiming box would be searched at a third of its size. The reader options (QR_READER_OPTIONS) are shared
// with `npm run bench:camera`, which measures them.
import { FRAME_FILTERS, type FrameFilter } from './qr-frame-filters';
import type { DecodedFrame, DecoderReply, DecoderRequest, FoundCode, Point } from './qr-decoder.worker';

/** A code found, as the BarcodeDetector API reports it (what html5-qrcode reads). */
export interface DetectedCode {
  rawValue: string;
  format: 'qr_code';
  boundingBox: DOMRectReadOnly;
  cornerPoints: [Point, Point, Point, Point];
}

/** The pixels of what html5-qrcode hands a detector: its canvas, or anything a canvas can draw. */
function pixelsOf(source: CanvasImageSource): ImageData {
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

/** A code read as a detected code. */
function detected({ text, corners }: FoundCode): DetectedCode {
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

/** Reads one frame through one filter: in the worker, or on the main thread where it could not start. */
type FrameReader = (pixels: ImageData, filter: FrameFilter) => Promise<DecodedFrame>;

/** How long the worker may take to compile zxing-wasm before the main thread does it instead. */
const WORKER_READY_MS = 20_000;

/**
 * How long the worker beside a browser's own BarcodeDetector may take to get ready: the camera waits
 * for it, and the browser's detector reads without it.
 */
const HELPER_READY_MS = 5_000;

/**
 * Starts the decoder's worker and waits (up to `readyMs`) for zxing-wasm to be ready in it; rejects
 * if it cannot. `onLost` is called if the worker fails once it was ready: the frames being read then
 * fail, and so does every frame handed to it later.
 */
function startWorker(onLost: () => void, readyMs = WORKER_READY_MS): Promise<FrameReader> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./qr-decoder.worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    let nextId = 1;
    const waiting = new Map<
      number,
      { resolve: (frame: DecodedFrame) => void; reject: (error: Error) => void }
    >();
    let ready = false;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      clearTimeout(timer);
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
      worker.terminate();
      if (ready) onLost();
      else reject(error);
    };
    const timer = setTimeout(() => fail(new Error('QR decoder worker not ready in time')), readyMs);
    worker.onerror = (event) => {
      event.preventDefault();
      fail(new Error(event.message || 'QR decoder worker failed'));
    };
    worker.onmessage = (event: MessageEvent<DecoderReply>) => {
      const reply = event.data;
      if (reply.kind === 'ready') {
        ready = true;
        clearTimeout(timer);
        resolve((pixels, filter) => {
          if (failed) return Promise.reject(new Error('QR decoder worker lost'));
          const id = nextId++;
          const request: DecoderRequest = {
            kind: 'decode',
            id,
            width: pixels.width,
            height: pixels.height,
            buffer: pixels.data.buffer as ArrayBuffer,
            filter,
          };
          return new Promise<DecodedFrame>((done, refuse) => {
            waiting.set(id, { resolve: done, reject: refuse });
            worker.postMessage(request, [request.buffer]);
          });
        });
      } else if (reply.kind === 'failed') {
        fail(new Error(reply.error));
      } else {
        const pending = waiting.get(reply.id);
        if (!pending) return;
        waiting.delete(reply.id);
        if (reply.kind === 'decoded') pending.resolve({ codes: reply.codes, glare: reply.glare });
        else pending.reject(new Error(reply.error));
      }
    };
    worker.postMessage({ kind: 'prepare' } satisfies DecoderRequest);
  });
}

/** The main-thread fallback: the worker's module imported here, zxing-wasm compiled on this thread. */
async function mainThreadReader(): Promise<FrameReader> {
  const { prepareDecoder, decodeFrame } = await import('./qr-decoder.worker');
  await prepareDecoder();
  return (pixels, filter) => decodeFrame(pixels.data, pixels.width, pixels.height, filter);
}

/** The main-thread reader for a worker lost while scanning: zxing-wasm compiled here, on first use. */
function lateMainThreadReader(): FrameReader {
  const prepared = mainThreadReader();
  prepared.catch(() => undefined);
  return async (pixels, filter) => (await prepared)(pixels, filter);
}

let reader: FrameReader | undefined;
/** The frame being read, if any: one at a time, for every detector of the page. */
let reading: Promise<void> | null = null;
/** The number of the newest frame handed to a detector: of the frames waiting, only it is read. */
let newest = 0;

/** What a listener hears of a frame read: whether it gave a code, and if not, whether it showed glare. */
export interface FrameOutcome {
  read: boolean;
  glare: boolean;
}

/** Who follows the frames read (the scanner's glare hint). */
const frameListeners = new Set<(frame: FrameOutcome) => void>();

/**
 * Calls `listener` after every frame a QrBarcodeDetector reads: whether it read a code, and if not,
 * whether the frame showed glare on a code. Returns the function that stops it.
 */
export function onDecodedFrame(listener: (frame: FrameOutcome) => void): () => void {
  frameListeners.add(listener);
  return () => frameListeners.delete(listener);
}

/**
 * A BarcodeDetector that reads QR codes with zxing-wasm and the app's reader options, each decode
 * attempt through the next of the frame filters (enlarged, sharpened, flattened: qr-frame-filters.ts).
 */
export class QrBarcodeDetector {
  private attempts = 0;
  /** The reader this detector decodes with: the page's, set up by installBarcodeDetectorPolyfill. */
  protected frameReader(): FrameReader | undefined {
    return reader;
  }
  /** QR codes only: the app's only format. */
  static async getSupportedFormats(): Promise<readonly string[]> {
    return ['qr_code'];
  }
  /**
   * Codes found in the picture (html5-qrcode hands its aiming-box canvas). A frame that comes while
   * another is being read waits for it, and only the newest waiting frame is read then: the others
   * are answered "no code", so frames never pile up (html5-qrcode's live scan waits for each answer).
   */
  async detect(source: CanvasImageSource | ImageData): Promise<DetectedCode[]> {
    const read = this.frameReader();
    if (!read) throw new Error('The QR decoder is not installed');
    // Taken now, as the canvas will change. A caller's own ImageData is copied: its buffer is not ours
    // to hand to the worker.
    const pixels =
      source instanceof ImageData
        ? new ImageData(new Uint8ClampedArray(source.data), source.width, source.height)
        : pixelsOf(source);
    const ticket = ++newest;
    while (reading) {
      await reading;
      if (ticket !== newest) return [];
    }
    const filter = FRAME_FILTERS[this.attempts++ % FRAME_FILTERS.length]!;
    const codes = read(pixels, filter);
    const current = codes.then(
      () => undefined,
      () => undefined,
    );
    reading = current;
    try {
      const frame = await codes;
      const outcome: FrameOutcome = { read: frame.codes.length > 0, glare: frame.glare };
      for (const listener of frameListeners) listener(outcome);
      return frame.codes.map(detected);
    } finally {
      if (reading === current) reading = null;
    }
  }
}

/**
 * Starts the decoder's worker (or, where it cannot start, compiles zxing-wasm on the main thread) and,
 * once it is ready, sets QrBarcodeDetector as `window.BarcodeDetector`. Rejects (and installs nothing)
 * when zxing-wasm cannot be loaded either way, so the caller can fall back to ZXing-js. Callers install
 * it only where `'BarcodeDetector' in window` is false: an existing detector, native or a test's stub,
 * is never replaced.
 */
export async function installBarcodeDetectorPolyfill(): Promise<void> {
  const lost = () => {
    reader = lateMainThreadReader();
  };
  reader ??= await startWorker(lost).catch(() => mainThreadReader());
  Object.defineProperty(window, 'BarcodeDetector', {
    value: QrBarcodeDetector,
    configurable: true,
    writable: true,
  });
}

/** A zxing-wasm detector that decodes in the decoder's worker only; `lost` once that worker failed. */
export interface WorkerDetector {
  detect: (source: CanvasImageSource) => Promise<DetectedCode[]>;
  readonly lost: boolean;
}

let workerDetector: Promise<WorkerDetector> | undefined;

/**
 * Starts (once per page) the decoder's worker for use beside a browser's own BarcodeDetector, which
 * stays `window.BarcodeDetector`. Rejects where the worker cannot get ready: unlike the polyfill it
 * never falls back to the main thread, and a worker lost later makes `lost` true and its detects fail.
 */
export function startWorkerDetector(): Promise<WorkerDetector> {
  workerDetector ??= (async () => {
    let lost = false;
    const workerReader = await startWorker(() => {
      lost = true;
    }, HELPER_READY_MS);
    const detector = new (class extends QrBarcodeDetector {
      protected override frameReader(): FrameReader | undefined {
        return lost ? undefined : workerReader;
      }
    })();
    return {
      detect: (source) => detector.detect(source),
      get lost() {
        return lost;
      },
    };
  })();
  return workerDetector;
}
