// The only importer of html5-qrcode. The library is loaded when a scan starts, never at start-up
// (the service worker precaches its chunk, so scanning still works offline).
import type { Html5Qrcode } from 'html5-qrcode';

/** A running camera scan; stop() releases the camera. */
export interface CameraScan {
  stop: () => Promise<void>;
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
 * Opens the back camera inside the element with the given id and calls onText once for the
 * first QR code read; the scan then stops itself.
 */
export async function startCameraScan(
  elementId: string,
  onText: (text: string) => void,
): Promise<{ ok: true; scan: CameraScan } | { ok: false; error: ScanStartError }> {
  let scanner: Html5Qrcode;
  try {
    scanner = await createScanner(elementId);
  } catch (error) {
    return { ok: false, error: classify(error) };
  }
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      await scanner.stop();
      scanner.clear();
    } catch {
      // Already stopped: nothing to release.
    }
  };
  try {
    await scanner.start(
      { facingMode: 'environment' },
      {
        fps: 15,
        qrbox: (w, h) => ({
          width: Math.floor(Math.min(w, h) * 0.8),
          height: Math.floor(Math.min(w, h) * 0.8),
        }),
      },
      (text) => {
        if (stopped) return;
        void stop();
        onText(text);
      },
      undefined,
    );
  } catch (error) {
    stopped = true;
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
