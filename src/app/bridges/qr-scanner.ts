// The only importer of html5-qrcode. The library is loaded when a scan starts, never at start-up
// (the service worker precaches its chunk, so scanning still works offline).
import type { Html5Qrcode } from 'html5-qrcode';

/** A running camera scan; stop() releases the camera. */
export interface CameraScan {
  stop: () => Promise<void>;
}

/** How long without a decoded frame before the camera is reopened (generous: a slow phone decodes slowly). */
const STALL_MS = 8_000;
/** How long without reading any code before the camera is reopened (a fresh start recomputes the view). */
const NO_READ_MS = 15_000;

/** The decoded square: 85 % of the shorter side of the view. */
function aimingBox(width: number, height: number): { width: number; height: number } {
  const side = Math.max(50, Math.floor(Math.min(width, height) * 0.85));
  return { width: side, height: side };
}

/** Why a scan could not start, in words the interface can map to a message. */
export type ScanStartError = 'camera/denied' | 'camera/unavailable' | 'camera/failed';

async function createScanner(elementId: string): Promise<Html5Qrcode> {
  const { Html5Qrcode, Html5QrcodeSupportedFormats } = await import('html5-qrcode');
  return new Html5Qrcode(elementId, {
    verbose: false,
    formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
    useBarCodeDetectorIfSupported: true,
  });
}

function classify(error: unknown): ScanStartError {
  const text = String(error instanceof Error ? `${error.name} ${error.message}` : error);
  if (/NotAllowed|Permission/i.test(text)) return 'camera/denied';
  if (/NotFound|NotReadable|Overconstrained|no camera/i.test(text)) return 'camera/unavailable';
  return 'camera/failed';
}

/**
 * Opens the back camera inside the element with the given id and calls onText for every QR code
 * read (the same code is read many times a second) until stop() is called.
 */
export async function startCameraScan(
  elementId: string,
  onText: (text: string) => void,
): Promise<{ ok: true; scan: CameraScan } | { ok: false; error: ScanStartError }> {
  // Timeline marks for `npm run bench:scan` (camera opening → first decoded code); harmless elsewhere.
  performance.mark('scan-open');
  let decoded = false;
  let scanner: Html5Qrcode;
  try {
    scanner = await createScanner(elementId);
  } catch (error) {
    return { ok: false, error: classify(error) };
  }
  let stopped = false;
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
      // A large aiming box: most of the view is decoded, but less than the whole frame (faster).
      { fps: 10, qrbox: (width, height) => aimingBox(width, height) },
      (text) => {
        beat();
        lastRead = Date.now();
        if (!decoded) {
          decoded = true;
          performance.mark('scan-decoded');
        }
        if (!stopped) onText(text);
      },
      beat,
    );
  let restarting = false;
  const reopen = () => {
    if (stopped || restarting) return;
    restarting = true;
    lastRead = Date.now();
    void scanner
      .stop()
      .catch(() => undefined)
      .then(() => (stopped ? undefined : open()))
      .catch(() => undefined)
      .finally(() => {
        restarting = false;
        beat();
      });
  };
  const watchdog = setInterval(() => {
    const now = Date.now();
    if (now - lastBeat >= STALL_MS || now - lastRead >= NO_READ_MS) reopen();
  }, 500);
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
    clearInterval(watchdog);
    clearTimeout(resizeTimer);
    window.removeEventListener('resize', onResize);
    try {
      await scanner.stop();
      scanner.clear();
    } catch {
      // Already stopped: nothing to release.
    }
  };
  try {
    await open();
    beat();
  } catch (error) {
    stopped = true;
    clearInterval(watchdog);
    window.removeEventListener('resize', onResize);
    return { ok: false, error: classify(error) };
  }
  return { ok: true, scan: { stop } };
}

/** Reads a QR code from a photo or screenshot file; null when none is found. */
export async function scanImageFile(elementId: string, file: File): Promise<string | null> {
  try {
    const scanner = await createScanner(elementId);
    const text = await scanner.scanFile(file, false);
    scanner.clear();
    return text;
  } catch {
    return null;
  }
}
