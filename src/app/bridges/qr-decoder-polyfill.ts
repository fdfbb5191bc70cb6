// The only importer of barcode-detector (and so of zxing-wasm): a BarcodeDetector for browsers that
// have none (Firefox, Safari on iPhones, desktop Linux Chromium), so html5-qrcode's own
// BarcodeDetector path decodes with zxing-cpp instead of its bundled ZXing-js. Loaded only when a
// scan starts (qr-scanner.ts imports it dynamically), never at start-up.
//
// Offline and self-hosted: zxing-wasm fetches its .wasm from a CDN unless told otherwise. Vite
// copies the reader .wasm into the build as an asset of this origin (the service worker precaches
// it with the rest) and locateFile points zxing-wasm at that copy, so no request leaves the app.
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * Compiles zxing-wasm from the app's own copy and, once it is ready, sets it as
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
    value: BarcodeDetector,
    configurable: true,
    writable: true,
  });
}
