// Filters the QR decoder cycles through, one per decode attempt, on the aiming box's pixels: the
// frame enlarged twice (small, far codes: a module of 2–3 camera pixels), sharpened (against blur and
// motion blur), and with its slow shading divided out (against glare, moiré and uneven light). Each
// reads frames the others miss under the camera model (docs/BENCHMARKS.md, "The camera model"); a
// live camera gives a new frame every attempt, so a blurred code the enlarged try misses gets its
// sharpened try a frame later. Pure pixel code: no DOM, so `npm run bench:camera` runs the very same
// filters in Node.

/** An RGBA picture (what a canvas's getImageData gives; ImageData fits). */
export interface RgbaPicture {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** A filter: 'plain' hands the frame on as it is (the filters are chosen against it). */
export type FrameFilter = 'plain' | 'enlarged' | 'sharpened' | 'flattened';

/** The filters, in the order decode attempts take them. */
export const FRAME_FILTERS: readonly FrameFilter[] = ['enlarged', 'sharpened', 'flattened'];

/** How many times larger an enlarged frame is each way (the codes it finds are scaled back: scaleOf). */
export const ENLARGEMENT = 2;

/** How many times larger than the frame the picture `filter` makes is, each way. */
export function scaleOf(filter: FrameFilter): number {
  return filter === 'enlarged' ? ENLARGEMENT : 1;
}

/** Luma of each pixel, 0–255 (the Rec. 601 weights ZXing uses). */
function luma({ data, width, height }: RgbaPicture): Float32Array {
  const grey = new Float32Array(width * height);
  for (let i = 0, j = 0; j < grey.length; i += 4, j++)
    grey[j] = (306 * data[i]! + 601 * data[i + 1]! + 117 * data[i + 2]!) / 1024;
  return grey;
}

/** The mean over a (2r+1)² square around each pixel (clipped at the edges), by a summed-area table. */
export function boxMean(grey: Float32Array, width: number, height: number, r: number): Float32Array {
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += grey[y * width + x]!;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + row;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - r);
    const bottom = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - r);
      const right = Math.min(width, x + r + 1);
      const total =
        sums[bottom * stride + right]! -
        sums[top * stride + right]! -
        sums[bottom * stride + left]! +
        sums[top * stride + left]!;
      out[y * width + x] = total / ((bottom - top) * (right - left));
    }
  }
  return out;
}

/** A grey picture from luma values (clamped to 0–255 by the array). */
function greyPicture(grey: Float32Array, width: number, height: number): RgbaPicture {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let j = 0; j < grey.length; j++) {
    const v = grey[j]!;
    data[4 * j] = v;
    data[4 * j + 1] = v;
    data[4 * j + 2] = v;
    data[4 * j + 3] = 255;
  }
  return { data, width, height };
}

/** Unsharp mask: each pixel pushed away from its 5×5 mean by twice the difference. */
function sharpened(picture: RgbaPicture): RgbaPicture {
  const { width, height } = picture;
  const grey = luma(picture);
  const mean = boxMean(grey, width, height, 2);
  for (let i = 0; i < grey.length; i++) grey[i] = grey[i]! + 2 * (grey[i]! - mean[i]!);
  return greyPicture(grey, width, height);
}

/**
 * Half-width of the boxes whose tent (two box means) measures a pixel's neighbourhood brightness when
 * flattening, in the aiming box's pixels (720 a side at 1280×720): a 49 px tent spans several modules
 * of any code the player aims, so a module's own darkness barely lowers its neighbourhood's, even
 * under the hard condition's blur. Chosen on the camera model's frames (`npm run bench:camera`; a
 * narrower tent follows the blurred modules and loses most hard frames).
 */
const SHADING_RADIUS = 12;

/** Each pixel divided by its neighbourhood's brightness (SHADING_RADIUS), so glare and shading even out. */
function flattened(picture: RgbaPicture): RgbaPicture {
  const { width, height } = picture;
  const grey = luma(picture);
  const shading = boxMean(boxMean(grey, width, height, SHADING_RADIUS), width, height, SHADING_RADIUS);
  for (let i = 0; i < grey.length; i++) grey[i] = (160 * grey[i]!) / Math.max(8, shading[i]!);
  return greyPicture(grey, width, height);
}

/**
 * Where each pixel of a line `size * ENLARGEMENT` long samples the line of `size` it enlarges: the
 * two source pixels (clamped at the ends) and the second one's weight, pixel centres kept in place.
 */
function samples(size: number): { low: Int32Array; high: Int32Array; weight: Float32Array } {
  const out = size * ENLARGEMENT;
  const low = new Int32Array(out);
  const high = new Int32Array(out);
  const weight = new Float32Array(out);
  for (let i = 0; i < out; i++) {
    const at = Math.min(size - 1, Math.max(0, (i + 0.5) / ENLARGEMENT - 0.5));
    low[i] = Math.floor(at);
    high[i] = Math.min(size - 1, low[i]! + 1);
    weight[i] = at - low[i]!;
  }
  return { low, high, weight };
}

/**
 * The frame's luma enlarged ENLARGEMENT times each way by bilinear interpolation: zxing-cpp finds and
 * samples a far code's modules of 2–3 camera pixels more reliably at twice the size.
 */
function enlarged(picture: RgbaPicture): RgbaPicture {
  const { width, height } = picture;
  const grey = luma(picture);
  const xs = samples(width);
  const ys = samples(height);
  const outWidth = width * ENLARGEMENT;
  const out = new Float32Array(outWidth * height * ENLARGEMENT);
  for (let y = 0; y < ys.low.length; y++) {
    const top = ys.low[y]! * width;
    const bottom = ys.high[y]! * width;
    const fy = ys.weight[y]!;
    for (let x = 0; x < outWidth; x++) {
      const l = xs.low[x]!;
      const h = xs.high[x]!;
      const fx = xs.weight[x]!;
      const upper = grey[top + l]! * (1 - fx) + grey[top + h]! * fx;
      const lower = grey[bottom + l]! * (1 - fx) + grey[bottom + h]! * fx;
      out[y * outWidth + x] = upper * (1 - fy) + lower * fy;
    }
  }
  return greyPicture(out, outWidth, height * ENLARGEMENT);
}

/** The picture through `filter` ('plain' returns it untouched). */
export function applyFrameFilter(picture: RgbaPicture, filter: FrameFilter): RgbaPicture {
  if (filter === 'enlarged') return enlarged(picture);
  if (filter === 'sharpened') return sharpened(picture);
  if (filter === 'flattened') return flattened(picture);
  return picture;
}

/** Luma at or above which a pixel counts as washed out by a reflection. */
const WASHED_OUT = 250;
/** Luma under which a pixel counts as dark (a code's module, or the table). */
const DARK = 100;

/**
 * Whether a frame shows glare on a code: some of it washed out (1–50 % of the pixels, every 4th in
 * each direction sampled) while other parts are dark. A blank white picture, or a code on a white
 * page with no dark part, is not glare.
 */
export function showsGlare({ data, width, height }: RgbaPicture): boolean {
  let sampled = 0;
  let washed = 0;
  let dark = 0;
  for (let y = 0; y < height; y += 4) {
    for (let x = 0; x < width; x += 4) {
      const i = 4 * (y * width + x);
      const grey = (306 * data[i]! + 601 * data[i + 1]! + 117 * data[i + 2]!) / 1024;
      sampled++;
      if (grey >= WASHED_OUT) washed++;
      else if (grey < DARK) dark++;
    }
  }
  if (sampled === 0) return false;
  const washedShare = washed / sampled;
  return washedShare >= 0.01 && washedShare <= 0.5 && dark / sampled >= 0.05;
}
