// The camera model's geometry, shared by the parameter draw (Node) and the filming (the page): a
// pinhole camera looking at the shown phone's plane, rolled and tilted.

/** The camera's frame: 720p, as phones stream by default (and as the app asks). */
export const FRAME = { width: 1280, height: 720 } as const;

/** A camera stream's size in pixels. */
export interface StreamSize {
  width: number;
  height: number;
}

/** How the shown code sits before the camera: its size in the frame, roll and tilt. */
export interface Pose {
  /** Side of the code (white card) over the frame height, were it facing the camera. */
  fill: number;
  rollDeg: number;
  tiltDeg: number;
  /** Direction of the tilt axis in the shown phone's plane, degrees. */
  tiltAxisDeg: number;
  /** The stream's shorter side in pixels (720 when absent): `fill` is a share of it. */
  side?: number;
}

/** Focal length in frame pixels of a 720p stream: about 65° across 1280 pixels, a phone's main camera (other streams scale it with their shorter side). */
export const FOCAL = 1000;

/** Rotation by `angle` about the unit axis (x, y, z) (Rodrigues), row-major. */
export function rotation(x: number, y: number, z: number, angle: number): number[] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const t = 1 - c;
  return [
    t * x * x + c,
    t * x * y - s * z,
    t * x * z + s * y,
    t * x * y + s * z,
    t * y * y + c,
    t * y * z - s * x,
    t * x * z - s * y,
    t * y * z + s * x,
    t * z * z + c,
  ];
}

/** 3×3 matrix product (row-major). */
export function multiply(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      out.push(a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!);
    }
  }
  return out;
}

/** The shown phone's plane (code units: the code spans ±0.5) to frame pixels, centred: K · [r1 r2 t]. */
export function planeToFrame(p: Pose, cx = 0, cy = 0): number[] {
  const deg = Math.PI / 180;
  const axis = p.tiltAxisDeg * deg;
  const rotate = multiply(
    rotation(Math.cos(axis), Math.sin(axis), 0, p.tiltDeg * deg),
    rotation(0, 0, 1, p.rollDeg * deg),
  );
  const side = p.side ?? FRAME.height;
  const focal = (FOCAL * side) / FRAME.height;
  const distance = focal / (p.fill * side);
  return multiply(
    [focal, 0, cx, 0, focal, cy, 0, 0, 1],
    [rotate[0]!, rotate[1]!, 0, rotate[3]!, rotate[4]!, 0, rotate[6]!, rotate[7]!, distance],
  );
}

/** Width and height in frame pixels of the filmed code (its white card) before any offset. */
export function codeExtent(p: Pose): { width: number; height: number } {
  const m = planeToFrame(p);
  const points = [
    [-0.5, -0.5],
    [0.5, -0.5],
    [-0.5, 0.5],
    [0.5, 0.5],
  ].map(([x, y]) => {
    const w = m[6]! * x! + m[7]! * y! + m[8]!;
    return [(m[0]! * x! + m[1]! * y! + m[2]!) / w, (m[3]! * x! + m[4]! * y! + m[5]!) / w] as const;
  });
  const xs = points.map((q) => q[0]);
  const ys = points.map((q) => q[1]);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}
