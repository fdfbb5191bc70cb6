// The only importer of html5-qrcode. This bridge and the library are loaded when a scan starts
// (Scanner imports it dynamically), never at start-up; the service worker precaches their chunks,
// so scanning still works offline. The Scanner sets the 'scan-open' mark before loading it.
import type { Html5Qrcode } from 'html5-qrcode';
import { focusContinuously } from './camera-focus';
import { GlareWatch } from './glare-watch';
import { CAMERA_FRAME, DECODED_SHARE } from './camera-frame';
import type { WorkerDetector } from './qr-decoder-polyfill';

/**
 * Which decoder html5-qrcode reads with: the browser's own BarcodeDetector, alternated attempt by
 * attempt with zxing-wasm in the decoder's worker ('built-in+zxing-wasm'), or alone where that worker
 * cannot start ('built-in'); the app's own BarcodeDetector over zxing-wasm ('zxing-wasm', zxing-cpp
 * compiled to WebAssembly; qr-decoder-polyfill.ts); or the ZXing-js copy bundled in html5-qrcode
 * ('zxing-js'). With a BarcodeDetector no live attempt goes to ZXing-js, which would decode on the
 * screen's thread (liveOffMainThread). A photo gets ZXing-js after the detector either way.
 */
export type DecoderPath = 'built-in+zxing-wasm' | 'built-in' | 'zxing-wasm' | 'zxing-js';

/** A running camera scan; stop() releases the camera. */
export interface CameraScan {
  stop: () => Promise<void>;
  /** The decoder this scan reads with. */
  decoder: DecoderPath;
}

/** How long without a decoded frame before the camera is reopened (generous: a slow phone decodes slowly). */
const STALL_MS = 8_000;
/** How long without reading any code before the camera is reopened (a fresh start recomputes the view). */
const NO_READ_MS = 15_000;
/**
 * How long a visible camera video may go without a new frame, once it has shown some, before the
 * camera is reopened (iOS brings a video back from the background black, its track still live).
 * Each reopening for it that shows no frame doubles the wait, up to STALL_MS.
 */
const BLACK_MS = 2_000;

/** The camera's <video> in the view (html5-qrcode puts it right inside) and its video track. */
function cameraVideo(view: HTMLElement | null): { video: HTMLVideoElement; track?: MediaStreamTrack } | null {
  const video = view?.querySelector('video');
  if (!video) return null;
  const stream = video.srcObject;
  return { video, track: stream instanceof MediaStream ? stream.getVideoTracks()[0] : undefined };
}

/**
 * Calls onFrame for every frame the video shows, where the browser reports frames
 * (requestVideoFrameCallback); returns the function that stops watching.
 */
function watchFrames(video: HTMLVideoElement, onFrame: () => void): () => void {
  if (typeof video.requestVideoFrameCallback !== 'function') return () => undefined;
  let watching = true;
  let handle = 0;
  const next = () => {
    handle = video.requestVideoFrameCallback(() => {
      if (!watching) return;
      onFrame();
      next();
    });
  };
  next();
  return () => {
    watching = false;
    video.cancelVideoFrameCallback(handle);
  };
}

/** The decoded square: the whole shorter side of the view (DECODED_SHARE; the Scanner draws the aim inside it). */
function decodedBox(width: number, height: number): { width: number; height: number } {
  const side = Math.max(50, Math.floor(Math.min(width, height) * DECODED_SHARE));
  return { width: side, height: side };
}

/** Why a scan could not start, in words the interface can map to a message. */
export type ScanStartError = 'camera/denied' | 'camera/unavailable' | 'camera/failed';

/** The static side of a BarcodeDetector class, as far as choosing a decoder needs it. */
interface DetectorClass {
  getSupportedFormats?: () => Promise<readonly string[]>;
}

/** The decoder path, and the worker's detector that takes every other live attempt beside a built-in one. */
interface DecoderSetup {
  path: DecoderPath;
  helper?: WorkerDetector;
}

let decoderSetup: Promise<DecoderSetup> | undefined;

/** Whether the page's BarcodeDetector reads QR codes. */
async function detectorReadsQr(): Promise<boolean> {
  const detector = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  try {
    return ((await detector?.getSupportedFormats?.()) ?? []).includes('qr_code');
  } catch {
    return false;
  }
}

function setUpDecoder(): Promise<DecoderSetup> {
  decoderSetup ??= (async (): Promise<DecoderSetup> => {
    if (!('BarcodeDetector' in window)) {
      try {
        const { installBarcodeDetectorPolyfill } = await import('./qr-decoder-polyfill');
        await installBarcodeDetectorPolyfill();
        return { path: 'zxing-wasm' };
      } catch {
        return { path: 'zxing-js' };
      }
    }
    if (!(await detectorReadsQr())) return { path: 'zxing-js' };
    // The attempts html5-qrcode would give ZXing-js on the screen's thread go to zxing-wasm in the
    // worker instead, rather than all to the browser's detector: its frame filters (qr-frame-filters.ts)
    // read frames a plain decoder misses (blur, glare), and it is the app's detector already.
    try {
      const { startWorkerDetector } = await import('./qr-decoder-polyfill');
      return { path: 'built-in+zxing-wasm', helper: await startWorkerDetector() };
    } catch {
      return { path: 'built-in' };
    }
  })();
  return decoderSetup;
}

/**
 * Sets up the decoder once per page. Where `'BarcodeDetector' in window` is false, the zxing-wasm
 * polyfill is loaded and installed (ZXing-js if that fails). An existing BarcodeDetector is never
 * replaced: it is used when it reads QR codes (with zxing-wasm in its worker beside it, where that
 * starts), and otherwise html5-qrcode is told to use ZXing-js.
 * Test harnesses and `npm run bench:scan` rely on this: a BarcodeDetector stub whose
 * getSupportedFormats() resolves [] selects bare ZXing-js; no BarcodeDetector selects the polyfill.
 */
export async function chooseDecoder(): Promise<DecoderPath> {
  return (await setUpDecoder()).path;
}

async function createScanner(elementId: string): Promise<{ scanner: Html5Qrcode; decoder: DecoderPath }> {
  // The library and the decoder load side by side; html5-qrcode picks its decoder when constructed.
  // (Destructured in the import's then: Rollup keeps only the named parts of html5-qrcode.)
  const library = import('html5-qrcode').then(({ Html5Qrcode, Html5QrcodeSupportedFormats }) => ({
    Html5Qrcode,
    Html5QrcodeSupportedFormats,
  }));
  const [{ Html5Qrcode, Html5QrcodeSupportedFormats }, { path: decoder, helper }] = await Promise.all([
    library,
    setUpDecoder(),
  ]);
  const scanner = new Html5Qrcode(elementId, {
    verbose: false,
    formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
    useBarCodeDetectorIfSupported: decoder !== 'zxing-js',
  });
  if (decoder !== 'zxing-js') liveOffMainThread(scanner, helper);
  endLeftoverScanSteps(scanner);
  return { scanner, decoder };
}

/** html5-qrcode's scan loop step and the aiming box it reads (private to html5-qrcode 2.3.8). */
interface ScanLoop {
  foreverScan?: (...args: unknown[]) => void;
  qrRegion?: unknown;
}

/**
 * A scan loop step left over from before a camera restart (its frame was still being read, in the
 * worker) ends quietly while the restart has no aiming box yet, instead of throwing: the restarted
 * scan runs its own loop. Where html5-qrcode has no such step (another version), it is left as it is.
 */
function endLeftoverScanSteps(scanner: Html5Qrcode): void {
  const loop = scanner as unknown as ScanLoop;
  const step = loop.foreverScan;
  if (typeof step !== 'function') return;
  loop.foreverScan = function (this: ScanLoop, ...args: unknown[]) {
    if (this.qrRegion) step.apply(this, args);
  };
}

/** html5-qrcode's decoder shim (its private `qrcode`), as far as liveOffMainThread reaches into it. */
interface DecoderShim {
  primaryDecoder?: unknown;
  getDecoder?: () => unknown;
}

/** What html5-qrcode's shim needs of a decoder: a frame's code, or a rejection when it has none. */
interface ShimDecoder {
  decodeAsync: (canvas: HTMLCanvasElement) => Promise<{ text: string }>;
}

/** A shim decoder over the worker's detector: the largest code of the frame, as html5-qrcode's own picks. */
function workerDecoder(helper: WorkerDetector): ShimDecoder {
  return {
    decodeAsync: async (canvas) => {
      const codes = await helper.detect(canvas);
      const area = (code: (typeof codes)[number]) => code.boundingBox.width * code.boundingBox.height;
      const largest = codes.reduce<(typeof codes)[number] | undefined>(
        (best, code) => (best && area(best) >= area(code) ? best : code),
        undefined,
      );
      if (!largest) throw new Error('No QR code in this frame');
      return { text: largest.rawValue };
    },
  };
}

/**
 * Keeps every live camera attempt off the screen's thread: html5-qrcode 2.3.8 alternates its
 * BarcodeDetector with ZXing-js attempt by attempt (its shim's getDecoder()), and ZXing-js blocks the
 * screen's thread for hundreds of ms a frame on a slow phone. Without `helper` every attempt goes to
 * the BarcodeDetector (the app's zxing-wasm one decodes in its worker); with it (beside a browser's
 * own detector) every other attempt goes to the worker's zxing-wasm instead of ZXing-js, and all to
 * the browser's once that worker is lost. A photo (decodeRobustlyAsync) still tries ZXing-js after
 * the detector. Where html5-qrcode has no such shim (another version), it is left as it is.
 */
function liveOffMainThread(scanner: Html5Qrcode, helper?: WorkerDetector): void {
  const shim = (scanner as unknown as { qrcode?: DecoderShim }).qrcode;
  const primary = shim?.primaryDecoder;
  if (!shim || !primary || typeof shim.getDecoder !== 'function') return;
  if (!helper) {
    shim.getDecoder = () => primary;
    return;
  }
  const viaWorker = workerDecoder(helper);
  let workerNext = false;
  shim.getDecoder = () => {
    const decoder = workerNext && !helper.lost ? viaWorker : primary;
    workerNext = !workerNext;
    return decoder;
  };
}

function classify(error: unknown): ScanStartError {
  const text = String(error instanceof Error ? `${error.name} ${error.message}` : error);
  if (/NotAllowed|Permission/i.test(text)) return 'camera/denied';
  if (/NotFound|NotReadable|Overconstrained|no camera/i.test(text)) return 'camera/unavailable';
  return 'camera/failed';
}

/** The elements scans show their camera in (html5-qrcode puts its <video> right inside). */
const views = new WeakSet<Element>();
/** Camera videos of scans being closed: what goes wrong with them now is our own doing. */
const releasing = new WeakSet<HTMLMediaElement>();

let playGuarded = false;

/**
 * html5-qrcode starts the camera's <video> with play() and drops the promise, and its video
 * error/abort handlers throw. When a scan is closed while the camera is still opening (the view has
 * left the page, or stop() removes the stream before the video plays), play() rejects (AbortError in
 * Chromium and Firefox, NotSupportedError in WebKit): our own cancellation, reported as an uncaught
 * error. The guard handles the rejection of a video that is being released or is no longer in the
 * page, and any camera video's AbortError (a load replaced while it started); any other video's
 * play() is untouched, and other failures are still reported.
 */
function guardCameraPlay(): void {
  if (playGuarded) return;
  playGuarded = true;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement): Promise<void> {
    const started = play.call(this);
    const parent = this.parentElement;
    if (parent && views.has(parent)) {
      started.catch((error: unknown) => {
        if (releasing.has(this) || !this.isConnected) return;
        // A play() cut short by a new load of the same video (its stream replaced or removed while
        // the camera reopens after its track ended): Firefox reports it as an AbortError. The
        // watchdog reopens a camera that shows nothing, so this is never a failure to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        throw error;
      });
    }
    return started;
  };
}

/** Marks the view's videos as released and silences html5-qrcode's throwing error/abort handlers. */
function releaseVideos(view: HTMLElement | null): void {
  for (const video of view?.querySelectorAll('video') ?? []) {
    releasing.add(video);
    video.onerror = null;
    video.onabort = null;
  }
}

/** Stops html5-qrcode's camera; its stop() throws synchronously when the camera is not running. */
async function stopCamera(scanner: Html5Qrcode): Promise<void> {
  try {
    await scanner.stop();
  } catch {
    // Not running (never opened, or already stopped): nothing to release.
  }
}

/**
 * Follows the app's zxing-wasm detector's frames and calls `onGlare` when the glare hint should show
 * or go (GlareWatch); returns the function that stops. The browser's own detector reports no glare:
 * beside it, only the frames of the app's worker count.
 */
async function watchGlare(onGlare: (glaring: boolean) => void): Promise<() => void> {
  const { onDecodedFrame } = await import('./qr-decoder-polyfill');
  const watch = new GlareWatch();
  let glaring = false;
  return onDecodedFrame(({ read, glare }) => {
    const now = read ? watch.read() : watch.unread(glare);
    if (now === glaring) return;
    glaring = now;
    onGlare(now);
  });
}

/**
 * Opens the back camera inside the element with the given id and calls onText for every QR code
 * read (the same code is read many times a second) until stop() is called. A camera that ends, or
 * whose video stays black while the page is visible, is reopened; onLost reports a reopening that
 * failed (the permission refused when iOS asks again); onGlare says when glare on the code seems to
 * stop it reading, and when that ends.
 */
export async function startCameraScan(
  elementId: string,
  onText: (text: string) => void,
  onLost?: (error: ScanStartError) => void,
  onGlare?: (glaring: boolean) => void,
): Promise<{ ok: true; scan: CameraScan } | { ok: false; error: ScanStartError }> {
  guardCameraPlay();
  const view = document.getElementById(elementId);
  if (view) views.add(view);
  let stopped = false;
  let decoded = false;
  let scanner: Html5Qrcode;
  let decoder: DecoderPath;
  try {
    ({ scanner, decoder } = await createScanner(elementId));
  } catch (error) {
    return { ok: false, error: classify(error) };
  }
  let unwatchGlare: () => void = () => undefined;
  if ((decoder === 'zxing-wasm' || decoder === 'built-in+zxing-wasm') && onGlare) {
    unwatchGlare = await watchGlare((glaring) => {
      if (!stopped) onGlare(glaring);
    }).catch(() => () => undefined);
  }
  // Every decoded frame, read or not, is a heartbeat. Camera streams sometimes freeze (a paused
  // video, a stalled frame loop); with no heartbeat for a while the camera is opened again.
  let lastBeat = Date.now();
  let lastRead = Date.now();
  const beat = () => {
    lastBeat = Date.now();
  };
  const open = () =>
    scanner.start(
      { facingMode: 'environment' },
      {
        fps: 10,
        // The middle square of the view is decoded, a margin around the aim the Scanner draws, but
        // not the whole frame (faster). html5-qrcode draws no shading for a box as tall as the view.
        qrbox: (width, height) => decodedBox(width, height),
        // 720p where the camera has it (phones otherwise often open at 640×480).
        videoConstraints: {
          facingMode: 'environment',
          width: { ideal: CAMERA_FRAME.width },
          height: { ideal: CAMERA_FRAME.height },
        },
      },
      (text) => {
        beat();
        lastRead = Date.now();
        if (!decoded) {
          // Timeline mark for `npm run bench:scan` ('scan-open' → first decoded code).
          decoded = true;
          performance.mark('scan-decoded');
        }
        if (!stopped) onText(text);
      },
      beat,
    );
  // True while the camera is opening or reopening: the watchdog waits. The first opening may wait
  // on a permission prompt for as long as the player takes; reopening then would only fail.
  let busy = true;
  // The reopening under way (stop() waits for it, so a camera it opens is released too).
  let reopening: Promise<void> = Promise.resolve();
  // The video's frames: when the last one showed (while visible), and whether this opening has shown
  // any (a browser that reports no frames never counts as black).
  let lastFrame = Date.now();
  let framesSeen = false;
  let blackWait = BLACK_MS;
  let unwatch: () => void = () => undefined;
  const reopen = () => {
    if (stopped || busy) return;
    busy = true;
    lastRead = Date.now();
    unwatch();
    releaseVideos(view);
    reopening = stopCamera(scanner)
      .then(() => (stopped ? undefined : open()))
      .catch(async (error: unknown) => {
        // html5-qrcode can be left mid-transition, refusing to start again (WebKit, after the
        // camera's track ended): a fresh instance opens the camera. A refusal is not asked again.
        if (stopped || classify(error) === 'camera/denied') throw error;
        ({ scanner } = await createScanner(elementId));
        if (!stopped) await open();
      })
      .then(
        () => watchVideo(),
        (error: unknown) => {
          if (!stopped) onLost?.(classify(error));
        },
      )
      .finally(() => {
        busy = false;
        beat();
        lastFrame = Date.now();
      });
  };
  /** Watches the opened camera: its track ending, its frames. */
  const watchVideo = () => {
    unwatch();
    framesSeen = false;
    lastFrame = Date.now();
    const camera = cameraVideo(view);
    if (!camera) return;
    const stopFrames = watchFrames(camera.video, () => {
      framesSeen = true;
      lastFrame = Date.now();
      blackWait = BLACK_MS;
    });
    const track = camera.track;
    if (track) void focusContinuously(track);
    track?.addEventListener('ended', reopen);
    unwatch = () => {
      stopFrames();
      track?.removeEventListener('ended', reopen);
      unwatch = () => undefined;
    };
  };
  /** Whether the camera shows nothing: its track ended, or a visible video went black. */
  const cameraLost = (now: number): boolean => {
    if (document.visibilityState !== 'visible') return false;
    const track = cameraVideo(view)?.track;
    if (track?.readyState === 'ended') return true;
    if (framesSeen && now - lastFrame >= blackWait) {
      blackWait = Math.min(blackWait * 2, STALL_MS);
      return true;
    }
    return false;
  };
  const watchdog = setInterval(() => {
    const now = Date.now();
    if (document.visibilityState !== 'visible') lastFrame = now;
    if (now - lastBeat >= STALL_MS || now - lastRead >= NO_READ_MS || cameraLost(now)) reopen();
  }, 500);
  // Back from the background: a camera that ended is reopened at once; a black one once BLACK_MS
  // passes with no frame (counted from now).
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    lastFrame = Date.now();
    if (cameraVideo(view)?.track?.readyState === 'ended') reopen();
  };
  document.addEventListener('visibilitychange', onVisibility);
  // The scanner measures its view when it starts: a new size (rotation, keyboard) needs a fresh start.
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(reopen, 300);
  };
  window.addEventListener('resize', onResize);
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    unwatchGlare();
    clearInterval(watchdog);
    clearTimeout(resizeTimer);
    window.removeEventListener('resize', onResize);
    document.removeEventListener('visibilitychange', onVisibility);
    unwatch();
    await reopening;
    unwatch();
    releaseVideos(view);
    await stopCamera(scanner);
    try {
      scanner.clear();
    } catch {
      // Nothing left to clear.
    }
  };
  try {
    await open();
    watchVideo();
  } catch (error) {
    stopped = true;
    unwatchGlare();
    clearInterval(watchdog);
    window.removeEventListener('resize', onResize);
    document.removeEventListener('visibilitychange', onVisibility);
    return { ok: false, error: classify(error) };
  } finally {
    busy = false;
    beat();
    lastRead = Date.now();
  }
  return { ok: true, scan: { stop, decoder } };
}

/** Reads a QR code from a photo or screenshot file (with the same decoder as the camera); null when none is found. */
export async function scanImageFile(elementId: string, file: File): Promise<string | null> {
  try {
    const { scanner } = await createScanner(elementId);
    const text = await scanner.scanFile(file, false);
    scanner.clear();
    return text;
  } catch {
    return null;
  }
}
