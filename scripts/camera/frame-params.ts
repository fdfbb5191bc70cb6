// The camera model's random draw: for each frame, how far the phone is, how it is tilted and rolled,
// how blurred, noisy and glared the picture is. Drawn from a seed with pure-rand, so a corpus of
// frames repeats exactly; the picture itself is made in the browser (page-model.ts).
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { AIMING_BOX, codeExtent, FRAME } from './geometry';

export { FRAME } from './geometry';

/** Ranges of the camera model (each frame draws uniformly inside them). */
export const MODEL_RANGES = {
  /** Side of the code (white card, quiet zone included) over the frame height: far to near. */
  fill: [0.2, 0.7],
  /** Tilt of the shown phone away from facing the camera, degrees. */
  tiltDeg: [0, 25],
  /** Roll of the shown phone in the picture, degrees. */
  rollDeg: [-30, 30],
  /** Gaussian blur (defocus, hand shake), standard deviation in frame pixels. */
  blurPx: [0.3, 1.6],
  /** Sensor noise, standard deviation per channel (0–255). */
  noise: [2, 9],
  /** What the screen's black and white become in the picture (exposure, contrast). */
  black: [15, 60],
  white: [175, 250],
  /** Share of frames with glare: a soft bright reflection on the screen. */
  glareShare: 0.5,
  /** Glare peak (share of full white added) and radius (share of the code side). */
  glareStrength: [0.3, 0.8],
  glareRadius: [0.1, 0.35],
} as const;

/** A bright soft blob on the code, in the code's own units (centre at 0,0; the code spans ±0.5). */
export interface Glare {
  x: number;
  y: number;
  radius: number;
  strength: number;
}

/** Everything that makes one camera frame of one shown code. */
export interface FrameParams {
  /** Seed of the frame's sensor noise. */
  noiseSeed: number;
  fill: number;
  /** Offset of the code's centre from the frame centre, frame pixels. */
  offsetX: number;
  offsetY: number;
  rollDeg: number;
  tiltDeg: number;
  /** Direction of the tilt axis in the shown phone's plane, degrees. */
  tiltAxisDeg: number;
  blurPx: number;
  noise: number;
  black: number;
  white: number;
  glare: Glare | null;
  /** The table around the phone, RGB. */
  background: [number, number, number];
}

/** A seeded source of frame parameters. */
export class FrameDice {
  private readonly rng: ReturnType<typeof xoroshiro128plus>;
  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }
  private between([low, high]: readonly [number, number]): number {
    return low + (high - low) * uniformFloat64(this.rng);
  }
  /** The next frame's parameters. */
  next(): FrameParams {
    const r = MODEL_RANGES;
    let fill = this.between(r.fill);
    const rollDeg = this.between(r.rollDeg);
    const tiltDeg = this.between(r.tiltDeg);
    const tiltAxisDeg = this.between([0, 360]);
    // The player aims: the whole code lies inside the aiming box the app draws (the middle 85 % of
    // the frame's height); a code too large for it is held farther away until it fits.
    const box = AIMING_BOX * FRAME.height;
    const extent = codeExtent({ fill, rollDeg, tiltDeg, tiltAxisDeg });
    const larger = Math.max(extent.width, extent.height);
    if (larger > box) fill *= box / larger;
    const fitted = codeExtent({ fill, rollDeg, tiltDeg, tiltAxisDeg });
    const offsetX = this.between([-1, 1]) * Math.max(0, (box - fitted.width) / 2);
    const offsetY = this.between([-1, 1]) * Math.max(0, (box - fitted.height) / 2);
    const blurPx = this.between(r.blurPx);
    const noise = this.between(r.noise);
    const black = this.between(r.black);
    const white = this.between(r.white);
    const glare =
      uniformFloat64(this.rng) < r.glareShare
        ? {
            x: this.between([-0.45, 0.45]),
            y: this.between([-0.45, 0.45]),
            radius: this.between(r.glareRadius),
            strength: this.between(r.glareStrength),
          }
        : null;
    const shade = uniformInt(this.rng, 60, 200);
    const background: [number, number, number] = [
      shade,
      Math.round(shade * this.between([0.8, 1])),
      Math.round(shade * this.between([0.6, 0.9])),
    ];
    const noiseSeed = uniformInt(this.rng, 1, 0x7fffffff);
    return {
      noiseSeed,
      fill,
      offsetX,
      offsetY,
      rollDeg,
      tiltDeg,
      tiltAxisDeg,
      blurPx,
      noise,
      black,
      white,
      glare,
      background,
    };
  }
}
