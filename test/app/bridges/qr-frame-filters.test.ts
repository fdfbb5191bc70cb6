// The decoder's frame filters (src/app/bridges/qr-frame-filters.ts): the summed-area mean equals a
// plain average, enlarging doubles the picture and keeps its pixels' values, sharpening steepens an
// edge, flattening evens out a glare gradient, and every filter keeps a clean code readable by the
// app's zxing-wasm reader.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import {
  applyFrameFilter,
  boxMean,
  ENLARGEMENT,
  FRAME_FILTERS,
  scaleOf,
} from '../../../src/app/bridges/qr-frame-filters';
import { QR_READER_OPTIONS } from '../../../src/app/bridges/qr-reader-options';
import { at, picture } from './grey-picture';

const require = createRequire(import.meta.url);

describe('the QR decoder’s frame filters', () => {
  it('boxMean is the plain mean of the clipped square', () => {
    const width = 9;
    const height = 7;
    const grey = Float32Array.from({ length: width * height }, (_, i) => (i * 37) % 101);
    const mean = boxMean(grey, width, height, 2);
    for (const [x, y] of [
      [0, 0],
      [4, 3],
      [8, 6],
      [1, 5],
    ] as const) {
      let sum = 0;
      let n = 0;
      for (let yy = Math.max(0, y - 2); yy <= Math.min(height - 1, y + 2); yy++)
        for (let xx = Math.max(0, x - 2); xx <= Math.min(width - 1, x + 2); xx++) {
          sum += grey[yy * width + xx]!;
          n++;
        }
      expect(mean[y * width + x]).toBeCloseTo(sum / n, 3);
    }
  });

  it('plain hands the picture on untouched', () => {
    const p = picture(4, 4, (x) => x * 40);
    expect(applyFrameFilter(p, 'plain')).toBe(p);
  });

  it('enlarging doubles the picture each way and keeps flat areas and an edge where they were', () => {
    // Dark left half, light right half.
    const p = picture(10, 6, (x) => (x < 5 ? 40 : 200));
    const e = applyFrameFilter(p, 'enlarged');
    expect(ENLARGEMENT).toBe(2);
    expect(scaleOf('enlarged')).toBe(ENLARGEMENT);
    expect(scaleOf('sharpened')).toBe(1);
    expect([e.width, e.height]).toEqual([20, 12]);
    expect(at(e, 0, 0)).toBe(40);
    expect(at(e, 19, 11)).toBe(200);
    expect(at(e, 7, 5)).toBe(40);
    expect(at(e, 12, 5)).toBe(200);
    // Across the edge (between source pixels 4 and 5, enlarged pixels 9 and 10) the values step in between.
    expect(at(e, 9, 5)).toBeGreaterThan(40);
    expect(at(e, 9, 5)).toBeLessThan(at(e, 10, 5));
    expect(at(e, 10, 5)).toBeLessThan(200);
  });

  it('sharpening steepens a blurred edge', () => {
    // A ramp from 60 to 200 over 8 px: a blurred black-to-white edge.
    const p = picture(40, 10, (x) => (x < 16 ? 60 : x > 24 ? 200 : 60 + ((x - 16) * 140) / 8));
    const s = applyFrameFilter(p, 'sharpened');
    expect(at(s, 17, 5)).toBeLessThan(at(p, 17, 5));
    expect(at(s, 23, 5)).toBeGreaterThan(at(p, 23, 5));
    expect(at(s, 2, 5)).toBe(at(p, 2, 5));
  });

  it('flattening evens out glare: the same module reads the same far from and under the glare', () => {
    // Dark dots (1 px in 4) on white, with a glare lifting the right side by up to 50 %.
    const p = picture(120, 20, (x, y) => {
      const base = x % 4 === 0 && y % 4 === 0 ? 40 : 160;
      return Math.min(255, base * (1 + (0.5 * x) / 120));
    });
    const f = applyFrameFilter(p, 'flattened');
    const whiteLeft = at(f, 10, 10);
    const whiteRight = at(f, 110, 10);
    expect(Math.abs(whiteLeft - whiteRight)).toBeLessThan(Math.abs(at(p, 10, 10) - at(p, 110, 10)) / 3);
  });

  it('every filter keeps a clean code readable', async () => {
    await prepareZXingModule({
      overrides: {
        wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'))
          .buffer as ArrayBuffer,
      },
      fireImmediately: true,
    });
    const text = 'ST1:C:ABCDEF0123456789-SUN-TZU';
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const modules = qr.modules.size;
    const scale = 5;
    const margin = 4 * scale;
    const size = modules * scale + 2 * margin;
    const clean = picture(size, size, (x, y) => {
      const mx = Math.floor((x - margin) / scale);
      const my = Math.floor((y - margin) / scale);
      const inside = mx >= 0 && my >= 0 && mx < modules && my < modules;
      return inside && qr.modules.get(my, mx) ? 30 : 230;
    });
    for (const filter of FRAME_FILTERS) {
      const found = await readBarcodes(applyFrameFilter(clean, filter) as ImageData, {
        ...QR_READER_OPTIONS,
        formats: [...QR_READER_OPTIONS.formats],
      });
      expect(found.find((r) => r.isValid)?.text, filter).toBe(text);
    }
  });
});
