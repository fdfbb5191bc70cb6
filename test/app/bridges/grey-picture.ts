// Grey test pictures for the frame-filter and glare tests: drawn from a function, read back a pixel at a time.
import type { RgbaPicture } from '../../../src/app/bridges/qr-frame-filters';

/** A grey picture from a function of (x, y). */
export function picture(width: number, height: number, grey: (x: number, y: number) => number): RgbaPicture {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = 4 * (y * width + x);
      data[i] = data[i + 1] = data[i + 2] = grey(x, y);
      data[i + 3] = 255;
    }
  return { data, width, height };
}

/** The grey value of pixel (x, y). */
export const at = (p: RgbaPicture, x: number, y: number): number => p.data[4 * (y * p.width + x)]!;
