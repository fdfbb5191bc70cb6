// The only importer of zxing-wasm: the QR decoder's Web Worker. The app's BarcodeDetector
// (qr-decoder-polyfill.ts) hands it each frame's pixels (their buffer transferred, not copied); here
// the frame goes through its frame filter (qr-frame-filters.ts) and zxing-cpp reads it with the app's
// reader options (QR_READER_OPTIONS), off the screen's thread, so a scan never blocks a tap. One
// frame in, its codes out. Where the worker cannot start, the polyfill imports this module on the
// main thread and calls prepareDecoder and decodeFrame itself (the message handler is set only in a
// worker).
//
// Offline and self-hosted: zxing-wasm fetches its .wasm from a CDN unless told otherwise. Vite
// copies the reader .wasm into the build as an asset of this origin (the service worker precaches
// it with the rest) and locateFile points zxing-wasm at that copy, so no request leaves the app.
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { applyFrameFilter, scaleOf, showsGlare, type FrameFilter } from './qr-frame-filters';
import { QR_READER_OPTIONS } from './qr-reader-options';

/** A corner of a found code, in the picture's pixels. */
export interface Point {
  x: number;
  y: number;
}

/** A code read: its text and its corners (top-left, top-right, bottom-right, bottom-left). */
export interface FoundCode {
  text: string;
  corners: [Point, Point, Point, Point];
}

/** What one frame gave: its codes, and (when it gave none) whether it showed glare on a code. */
export interface DecodedFrame {
  codes: FoundCode[];
  glare: boolean;
}

/** A request to the worker: compile the decoder, or read one frame through one filter. */
export type DecoderRequest =
  | { kind: 'prepare' }
  | { kind: 'decode'; id: number; width: number; height: number; buffer: ArrayBuffer; filter: FrameFilter };

/** The worker's reply: the decoder ready (or why not), or a frame's codes (or the error's text). */
export type DecoderReply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: string }
  | ({ kind: 'decoded'; id: number } & DecodedFrame)
  | { kind: 'decode-failed'; id: number; error: string };

/** Compiles zxing-wasm's reader from the app's own copy of its .wasm (rejects if it cannot). */
export async function prepareDecoder(): Promise<void> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
}

/** The valid QR codes in an RGBA frame, read after the frame filter `filter`; glare where none was read. */
export async function decodeFrame(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  filter: FrameFilter,
): Promise<DecodedFrame> {
  const picture = { data, width, height };
  const found = await readBarcodes(applyFrameFilter(picture, filter) as ImageData, QR_READER_OPTIONS);
  // Corners in the frame's own pixels, whatever size the filter read it at.
  const scale = scaleOf(filter);
  const inFrame = ({ x, y }: Point): Point => ({ x: x / scale, y: y / scale });
  const codes = found
    .filter((r) => r.isValid)
    .map(({ text, position }): FoundCode => ({
      text,
      corners: [
        inFrame(position.topLeft),
        inFrame(position.topRight),
        inFrame(position.bottomRight),
        inFrame(position.bottomLeft),
      ],
    }));
  return { codes, glare: codes.length === 0 && showsGlare(picture) };
}

/** The scope's messaging, when this module runs as a worker. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<DecoderRequest>) => void) | null;
  postMessage: (reply: DecoderReply) => void;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

// A worker's global scope has importScripts and no document; the main thread (the fallback) has a document.
if (
  typeof document === 'undefined' &&
  typeof (self as { importScripts?: unknown }).importScripts === 'function'
) {
  const scope = self as unknown as WorkerScope;
  scope.onmessage = (event) => {
    const request = event.data;
    if (request.kind === 'prepare') {
      prepareDecoder().then(
        () => scope.postMessage({ kind: 'ready' }),
        (error: unknown) => scope.postMessage({ kind: 'failed', error: errorText(error) }),
      );
      return;
    }
    const { id, width, height, buffer, filter } = request;
    decodeFrame(new Uint8ClampedArray(buffer), width, height, filter).then(
      (frame) => scope.postMessage({ kind: 'decoded', id, ...frame }),
      (error: unknown) => scope.postMessage({ kind: 'decode-failed', id, error: errorText(error) }),
    );
  };
}
