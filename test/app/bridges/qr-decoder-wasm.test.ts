// The zxing-wasm binary the app ships (src/app/bridges/qr-decoder-polyfill.ts imports it as an asset)
// must be the one zxing-wasm's reader glue (the same package) was built for: a mismatched .wasm fails
// to instantiate, and the scanner would fall back to ZXing-js everywhere without a word.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ZXING_WASM_SHA256 } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);

describe("zxing-wasm shipped with the app's BarcodeDetector", () => {
  it("is the exact binary zxing-wasm's reader expects", () => {
    const wasmPath = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
    expect(createHash('sha256').update(readFileSync(wasmPath)).digest('hex')).toBe(ZXING_WASM_SHA256);
  });
});
