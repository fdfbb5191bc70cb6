// The camera model's random draw: for each frame, how far the phone is, how it is tilted and rolled,
// how blurred (defocus, motion), noisy, glared and moiré-striped the picture is, under one of the
// conditions measured and at one of the stream sizes. Drawn from a seed with pure-rand, so a corpus of
// frames repeats exactly; the picture itself is made in the browser (page-model.ts).
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { AIM_SHARE } from '../../src/app/bridges/camera-frame';
import { codeExtent, FRAME, type StreamSize } from './geometry';

export { FRAME } from './geometry';

/** Ranges of the camera model: each frame draws uniformly inside them. */
export interface ModelRanges {
  /** Side of the code (white card, quiet zone included) over the frame's shorter side: far to near. */
  fill: readonly [number, number];
  /** Tilt of the shown phone away from facing the camera, degrees. */
  tiltDeg: readonly [number, number];
  /** Roll of the shown phone in the picture, degrees. */
  rollDeg: readonly [number, number];
  /** Gaussian blur (defocus), standard deviation in frame pixels. */
  blurPx: readonly [number, number];
  /** Sensor noise, standard deviation per channel (0–255). */
  noise: readonly [number, number];
  /** What the screen's black and white become in the picture (exposure, contrast). */
  black: readonly [number, number];
  white: readonly [number, number];
  /** Share of frames with glare: a soft bright reflection on the screen. */
  glareShare: number;
  /** Glare peak (share of full white added) and radius (share of the code side). */
  glareStrength: readonly [number, number];
  glareRadius: readonly [number, number];
  /** Share of glares centred on one of the code's three finder patterns (the rest: anywhere on it). */
  glareOnFinderShare: number;
  /** Share of frames with motion blur (the phone moving while the shutter is open). */
  motionShare: number;
  /** Length of the motion-blur streak, frame pixels. */
  motionPx: readonly [number, number];
  /** Share of frames with moiré: the shown screen's pixel grid beating against the camera's. */
  moireShare: number;
  /** Depth of the moiré fringes (share of the screen's light lost at their darkest). */
  moireDepth: readonly [number, number];
  /** Period of the moiré fringes, frame pixels. */
  moirePeriodPx: readonly [number, number];
}

/** The ordinary camera model: a player aiming a phone at a phone in ordinary light. */
export const MODEL_RANGES: ModelRanges = {
  fill: [0.2, 0.7],
  tiltDeg: [0, 25],
  rollDeg: [-30, 30],
  blurPx: [0.3, 1.6],
  noise: [2, 9],
  black: [15, 60],
  white: [175, 250],
  glareShare: 0.5,
  glareStrength: [0.3, 0.8],
  glareRadius: [0.1, 0.35],
  glareOnFinderShare: 0,
  motionShare: 0,
  motionPx: [1.5, 4],
  moireShare: 0,
  moireDepth: [0.1, 0.3],
  moirePeriodPx: [4, 24],
};

/**
 * The conditions measured, each the ordinary model with some ranges changed: one hardship at a time,
 * then 'hard', every hardship at once, as hard as the independent camera model of issue 41's
 * hardest frames or harder: defocus σ 1.5–1.95 px with a 3–6 px motion streak at 720p, glare (a
 * third of it on a finder pattern) and moiré together, codes at 38–58 % of the shorter side, tilted
 * 15–25°, in low contrast.
 */
export const CONDITIONS = {
  ordinary: {},
  far: { fill: [0.2, 0.35] },
  tilted: { tiltDeg: [15, 25] },
  blurred: { blurPx: [1.2, 2] },
  'motion blur': { motionShare: 1, motionPx: [2, 6] },
  glare: { glareShare: 1, glareStrength: [0.5, 0.9] },
  moiré: { moireShare: 1, moireDepth: [0.2, 0.4] },
  'low contrast': { black: [50, 80], white: [140, 180] },
  hard: {
    fill: [0.38, 0.58],
    tiltDeg: [15, 25],
    blurPx: [1.5, 1.95],
    motionShare: 1,
    motionPx: [3, 6],
    glareShare: 1,
    glareOnFinderShare: 1 / 3,
    moireShare: 1,
    black: [40, 70],
    white: [150, 200],
  },
} as const satisfies Record<string, Partial<ModelRanges>>;

/** A condition of the camera model. */
export type ConditionName = keyof typeof CONDITIONS;

/** The conditions in the order they are shown. */
export const CONDITION_NAMES = Object.keys(CONDITIONS) as ConditionName[];

/** The stream sizes measured: what the app asks for, then what a phone may give instead. */
export const STREAMS = {
  '1280×720': { width: 1280, height: 720 },
  '1920×1080': { width: 1920, height: 1080 },
  '640×480': { width: 640, height: 480 },
  '720×1280 portrait': { width: 720, height: 1280 },
} as const satisfies Record<string, StreamSize>;

/** A stream size measured. */
export type StreamName = keyof typeof STREAMS;

/** The stream sizes in the order they are shown. */
export const STREAM_NAMES = Object.keys(STREAMS) as StreamName[];

/** Fringes of moiré on the shown screen: two crossed gratings in frame pixels. */
export interface Moire {
  depth: number;
  periodPx: number;
  angleDeg: number;
  /** The second grating's period and angle (moiré is rarely one clean set of lines). */
  period2Px: number;
  angle2Deg: number;
  phase: number;
}

/** A bright soft blob on the code, in the code's own units (centre at 0,0; the code spans ±0.5). */
export interface Glare {
  x: number;
  y: number;
  radius: number;
  strength: number;
}

/** Everything that makes one camera frame of one shown code. */
export interface FrameParams {
  /** The stream's size (the frame filmed). */
  width: number;
  height: number;
  /** The stream's shorter side: `fill` is a share of it. */
  side: number;
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
  /** Motion blur: the streak's length (frame pixels; 0: none) and direction (degrees). */
  motionPx: number;
  motionDeg: number;
  moire: Moire | null;
  /** The table around the phone, RGB. */
  background: [number, number, number];
}

/** The directions of a QR code's finder patterns from its centre: top left, top right, bottom left. */
const FINDER_CORNERS = [
  [-1, -1],
  [1, -1],
  [-1, 1],
] as const;

/** A seeded source of frame parameters. */
export class FrameDice {
  private readonly rng: ReturnType<typeof xoroshiro128plus>;
  private readonly ranges: ModelRanges;
  private readonly stream: StreamSize;
  constructor(seed: number, condition: Partial<ModelRanges> = {}, stream: StreamSize = FRAME) {
    this.rng = xoroshiro128plus(seed);
    this.ranges = { ...MODEL_RANGES, ...condition };
    this.stream = stream;
  }
  private between([low, high]: readonly [number, number]): number {
    return low + (high - low) * uniformFloat64(this.rng);
  }
  /**
   * A glare: anywhere on the code, or (glareOnFinderShare) on one of its finder patterns, which sit
   * about a third of the code's side from its centre towards three of its corners.
   */
  private glare(): Glare {
    const r = this.ranges;
    const onFinder = uniformFloat64(this.rng) < r.glareOnFinderShare;
    const radius = this.between(r.glareRadius);
    const strength = this.between(r.glareStrength);
    if (!onFinder)
      return { x: this.between([-0.45, 0.45]), y: this.between([-0.45, 0.45]), radius, strength };
    const [fx, fy] = FINDER_CORNERS[uniformInt(this.rng, 0, FINDER_CORNERS.length - 1)]!;
    return {
      x: fx * this.between([0.28, 0.38]),
      y: fy * this.between([0.28, 0.38]),
      radius,
      strength,
    };
  }
  /** The next frame's parameters. */
  next(): FrameParams {
    const r = this.ranges;
    const { width, height } = this.stream;
    const side = Math.min(width, height);
    let fill = this.between(r.fill);
    const rollDeg = this.between(r.rollDeg);
    const tiltDeg = this.between(r.tiltDeg);
    const tiltAxisDeg = this.between([0, 360]);
    // The player aims: the whole code lies inside the aim the app draws (AIM_SHARE, the middle 85 %
    // of the frame's shorter side; the app decodes a larger square around it); a code too large for
    // it is held farther away until it fits.
    const box = AIM_SHARE * side;
    const extent = codeExtent({ fill, rollDeg, tiltDeg, tiltAxisDeg, side });
    const larger = Math.max(extent.width, extent.height);
    if (larger > box) fill *= box / larger;
    const fitted = codeExtent({ fill, rollDeg, tiltDeg, tiltAxisDeg, side });
    const offsetX = this.between([-1, 1]) * Math.max(0, (box - fitted.width) / 2);
    const offsetY = this.between([-1, 1]) * Math.max(0, (box - fitted.height) / 2);
    const blurPx = this.between(r.blurPx);
    const noise = this.between(r.noise);
    const black = this.between(r.black);
    const white = this.between(r.white);
    const glare = uniformFloat64(this.rng) < r.glareShare ? this.glare() : null;
    const shade = uniformInt(this.rng, 60, 200);
    const background: [number, number, number] = [
      shade,
      Math.round(shade * this.between([0.8, 1])),
      Math.round(shade * this.between([0.6, 0.9])),
    ];
    const noiseSeed = uniformInt(this.rng, 1, 0x7fffffff);
    const motion = uniformFloat64(this.rng) < r.motionShare;
    const motionPx = motion ? this.between(r.motionPx) : 0;
    const motionDeg = this.between([0, 180]);
    const moire =
      uniformFloat64(this.rng) < r.moireShare
        ? {
            depth: this.between(r.moireDepth),
            periodPx: this.between(r.moirePeriodPx),
            angleDeg: this.between([0, 180]),
            period2Px: this.between(r.moirePeriodPx),
            angle2Deg: this.between([0, 180]),
            phase: this.between([0, 2 * Math.PI]),
          }
        : null;
    return {
      width,
      height,
      side,
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
      motionPx,
      motionDeg,
      moire,
      background,
    };
  }
}
