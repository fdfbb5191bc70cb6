// The camera model and a camera, inside the page (bundled by stub.ts and added before the app loads).
// The model films a code as the app shows it (a PNG of the phone's screen) the way a phone's camera
// would: perspective (distance, roll, tilt), exposure, moiré, glare, blur, motion blur and sensor
// noise, into a canvas of the stream's size (1280×720 unless `window.__cameraStream` says otherwise
// before this runs). The camera: getUserMedia returns a stream captured from a canvas of that size that
// shows whatever frame the benchmark puts there, so html5-qrcode's real path (a <video> of the
// stream, the aiming box redrawn into its own canvas, the decoder) runs unchanged. Every drawImage
// from a <video> is one decode attempt of html5-qrcode (its scan loop draws, then decodes), counted.
import type { FrameParams } from './frame-params';
import { multiply, planeToFrame as planeMatrix } from './geometry';

/** Where the code (white card) sits in a screen picture, in its pixels. */
export interface CardBox {
  x: number;
  y: number;
  side: number;
}

/** A region of the frame redrawn at another size, as html5-qrcode redraws its aiming box. */
export interface CropRegion {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  width: number;
  height: number;
}

/** What the page offers the benchmark (window.__cameraModel). */
export interface CameraModelApi {
  addScreen: (id: string, dataUrl: string, card: CardBox) => Promise<void>;
  render: (id: string, params: FrameParams) => HTMLCanvasElement;
  show: (frame: HTMLCanvasElement | null) => void;
  playLive: (frames: HTMLCanvasElement[], intervalMs: number) => void;
  stopLive: () => void;
  crop: (frame: HTMLCanvasElement, region: CropRegion) => string;
  attempts: () => number;
  /** Times every BarcodeDetector.detect call of the page from now on (the app's zxing-wasm one). */
  timeDetector: () => void;
  /** The detect durations recorded since timeDetector, ms. */
  detectTimes: () => number[];
  presented: () => Promise<void>;
  view: () => ViewGeometry | null;
  /** Shows one frame of `text` to the app's camera check for `attempts` decode attempts: was it read? */
  readOne: (id: string, params: FrameParams, text: string, attempts: number) => Promise<FrameReading>;
  /** Opens the camera check on a live sequence of frames of `text`: ms from 'scan-open' to 'scan-decoded'. */
  timeOne: (
    ids: string[],
    params: FrameParams[],
    text: string,
    intervalMs: number,
    timeoutMs: number,
  ) => Promise<TimedScan>;
}

/** The scanner's view: the <video> as shown (CSS px) and as streamed, and html5-qrcode's decode canvas. */
export interface ViewGeometry {
  clientWidth: number;
  clientHeight: number;
  videoWidth: number;
  videoHeight: number;
  canvasWidth: number;
  canvasHeight: number;
}

/** One frame shown to the camera check. */
export interface FrameReading {
  read: boolean;
  /** The status the camera check showed (null: nothing read). */
  shown: string | null;
}

/** One timed scan of a live sequence. */
export interface TimedScan {
  /** null: nothing read within the time limit. */
  ms: number | null;
  shown: string | null;
}

declare global {
  interface Window {
    __cameraModel?: CameraModelApi;
    /** The camera's stream size, set before the model is added (1280×720 when absent). */
    __cameraStream?: { width: number; height: number };
  }
}

/** Normal deviates drawn per frame for its noise (a power of two). */
const NOISE_TABLE = 1 << 16;

(() => {
  if (window.__cameraModel) return;
  const WIDTH = window.__cameraStream?.width ?? 1280;
  const HEIGHT = window.__cameraStream?.height ?? 720;
  const camera = document.createElement('canvas');
  camera.width = WIDTH;
  camera.height = HEIGHT;
  const cameraContext = camera.getContext('2d')!;
  cameraContext.fillStyle = '#707070';
  cameraContext.fillRect(0, 0, WIDTH, HEIGHT);
  const tracks: { stream: MediaStream; track: MediaStreamTrack }[] = [];
  const requestFrames = () => {
    for (const { stream, track } of tracks) {
      if (track.readyState !== 'live') continue;
      const canvasTrack = track as MediaStreamTrack & { requestFrame?: () => void };
      const canvasStream = stream as MediaStream & { requestFrame?: () => void };
      if (typeof canvasTrack.requestFrame === 'function') canvasTrack.requestFrame();
      else canvasStream.requestFrame?.();
    }
  };
  // A camera delivers frames all the time, about 30 a second. A canvas stream sends a frame only
  // when the canvas was drawn on: one pixel is redrawn as it is.
  let corner = cameraContext.getImageData(0, 0, 1, 1);
  setInterval(() => {
    cameraContext.putImageData(corner, 0, 0);
    requestFrames();
  }, 33);

  let attempts = 0;
  const drawImage = CanvasRenderingContext2D.prototype.drawImage;
  CanvasRenderingContext2D.prototype.drawImage = function (
    this: CanvasRenderingContext2D,
    ...args: Parameters<CanvasRenderingContext2D['drawImage']>
  ) {
    if (args[0] instanceof HTMLVideoElement) attempts++;
    return (drawImage as (...a: unknown[]) => void).apply(this, args);
  } as CanvasRenderingContext2D['drawImage'];

  // (Only in a secure context: a blank page used for rendering alone has no MediaDevices.)
  if (typeof MediaDevices !== 'undefined') {
    MediaDevices.prototype.getUserMedia = async function () {
      const stream = camera.captureStream(0);
      for (const track of stream.getVideoTracks()) tracks.push({ stream, track });
      return stream;
    };
    MediaDevices.prototype.enumerateDevices = async function () {
      return [
        {
          deviceId: 'model-camera',
          kind: 'videoinput',
          label: 'Camera model',
          groupId: 'model',
          toJSON() {
            return this;
          },
        } as MediaDeviceInfo,
      ];
    };
  }

  const screens = new Map<string, { image: ImageBitmap; card: CardBox }>();
  const timedDetect = new WeakSet<object>();
  const detectDurations: number[] = [];
  let live: ReturnType<typeof setInterval> | undefined;

  const show = (frame: HTMLCanvasElement | null) => {
    if (frame) cameraContext.drawImage(frame, 0, 0, WIDTH, HEIGHT);
    else {
      cameraContext.fillStyle = '#707070';
      cameraContext.fillRect(0, 0, WIDTH, HEIGHT);
    }
    corner = cameraContext.getImageData(0, 0, 1, 1);
    requestFrames();
  };

  const api: CameraModelApi = {
    addScreen: async (id, dataUrl, card) => {
      // Decoded here rather than fetched: the app's Content-Security-Policy (connect-src 'self') refuses
      // fetching a data: URL, and the model runs inside the app's page.
      const [head = '', base64 = ''] = dataUrl.split(',', 2);
      const binary = atob(base64);
      const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
      const blob = new Blob([bytes], { type: /^data:([^;,]+)/.exec(head)?.[1] ?? 'image/png' });
      screens.get(id)?.image.close();
      screens.set(id, { image: await createImageBitmap(blob), card });
    },
    render: (id, params) => {
      const screen = screens.get(id);
      if (!screen) throw new Error(`camera model: no screen ${id}`);
      return film(screen.image, screen.card, params);
    },
    show: (frame) => {
      api.stopLive();
      show(frame);
    },
    playLive: (frames, intervalMs) => {
      api.stopLive();
      let i = 0;
      const next = () => {
        const frame = frames[i++ % frames.length];
        if (frame) show(frame);
      };
      next();
      live = setInterval(next, intervalMs);
    },
    stopLive: () => {
      clearInterval(live);
      live = undefined;
    },
    crop: (frame, region) => {
      const canvas = document.createElement('canvas');
      canvas.width = region.width;
      canvas.height = region.height;
      // As html5-qrcode's own canvas: willReadFrequently (a CPU canvas), default smoothing.
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(frame, region.sx, region.sy, region.sw, region.sh, 0, 0, region.width, region.height);
      const data = context.getImageData(0, 0, region.width, region.height).data;
      let binary = '';
      for (let i = 0; i < data.length; i += 0x8000) {
        binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    attempts: () => attempts,
    timeDetector: () => {
      type Detect = (source: unknown) => Promise<unknown>;
      const detector = (window as unknown as { BarcodeDetector?: { prototype: { detect: Detect } } })
        .BarcodeDetector;
      if (!detector || timedDetect.has(detector.prototype)) return;
      const detect = detector.prototype.detect;
      timedDetect.add(detector.prototype);
      detector.prototype.detect = async function (this: unknown, source: unknown) {
        const started = performance.now();
        try {
          return await detect.call(this, source);
        } finally {
          detectDurations.push(performance.now() - started);
        }
      };
    },
    detectTimes: () => detectDurations.splice(0),
    // The next frame the <video> presents; at most 500 ms (the scanner may replace its video).
    presented: () =>
      new Promise((resolve) => {
        const video = document.querySelector('video');
        const timer = setTimeout(resolve, 500);
        video?.requestVideoFrameCallback(() => {
          clearTimeout(timer);
          resolve();
        });
        if (!video) resolve();
      }),
    view: () => {
      const video = document.querySelector('video');
      const canvas = document.querySelector<HTMLCanvasElement>('#qr-canvas');
      if (!video || !canvas || video.videoWidth === 0) return null;
      const { clientWidth, clientHeight, videoWidth, videoHeight } = video;
      return {
        clientWidth,
        clientHeight,
        videoWidth,
        videoHeight,
        canvasWidth: canvas.width,
        canvasHeight: canvas.height,
      };
    },
    readOne: async (id, params, text, count) => {
      const frame = api.render(id, params);
      await settle();
      if (status() !== null) {
        await restart();
        await settle();
      }
      show(frame);
      await api.presented();
      await api.presented();
      const before = attempts;
      // The attempt after the last counted one has started only once the last counted one ended.
      await waitFor(() => status() !== null || attempts >= before + count + 1, 20_000);
      const shown = status();
      return { read: shown === `Read: ${text}`, shown };
    },
    timeOne: async (ids, params, text, intervalMs, timeoutMs) => {
      const frames = ids.map((id, i) => api.render(id, params[i]!));
      // Leave the camera check (the scanner closes), start the live picture, open it again.
      location.hash = '#/';
      await waitFor(() => document.querySelector('.camera-check') === null, 5_000);
      api.playLive(frames, intervalMs);
      performance.clearMarks();
      location.hash = '#/camera-check';
      await waitFor(() => document.querySelector('.camera-check') !== null, 5_000);
      const mark = (name: string) => performance.getEntriesByName(name).at(-1);
      await waitFor(() => mark('scan-decoded') !== undefined && status() !== null, timeoutMs);
      const opened = mark('scan-open');
      const decoded = mark('scan-decoded');
      const shown = status();
      api.show(null);
      const ms = opened && decoded && shown === `Read: ${text}` ? decoded.startTime - opened.startTime : null;
      return { ms, shown };
    },
  };
  const status = () => document.querySelector('[data-testid="camera-status"]')?.textContent ?? null;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const waitFor = async (done: () => boolean, timeoutMs: number): Promise<boolean> => {
    const end = performance.now() + timeoutMs;
    while (!done()) {
      if (performance.now() > end) return false;
      await sleep(10);
    }
    return true;
  };
  // A blank picture until any decode of an earlier picture has ended.
  const settle = async () => {
    show(null);
    await api.presented();
    await api.presented();
    const before = attempts;
    await waitFor(() => status() !== null || attempts >= before + 2, 20_000);
  };
  // After a reading: "Scan another", and wait for the new scanner to decode.
  const restart = async () => {
    show(null);
    const again = document.querySelector<HTMLButtonElement>('.camera-check .button--primary');
    again?.click();
    await waitFor(() => status() === null, 5_000);
    const before = attempts;
    await waitFor(() => attempts >= before + 1, 20_000);
  };
  window.__cameraModel = api;
})();

/** 3×3 matrix inverse (row-major). */
function invert(m: number[]): number[] {
  const [a, b, c, d, e, f, g, h, i] = m as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ];
}

/** A seeded uniform source (mulberry32) for the noise of one frame. */
function uniformSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Films a screen picture with the given parameters: a canvas of the stream's size. */
function film(image: ImageBitmap, card: CardBox, p: FrameParams): HTMLCanvasElement {
  const WIDTH = p.width;
  const HEIGHT = p.height;
  const codePx = p.fill * p.side;
  // Shrink the picture first (Chromium's good downscaling) to about the size it will have.
  const shrink = Math.min(1, (1.5 * codePx) / card.side);
  const sw = Math.max(1, Math.round(image.width * shrink));
  const sh = Math.max(1, Math.round(image.height * shrink));
  const small = document.createElement('canvas');
  small.width = sw;
  small.height = sh;
  const smallContext = small.getContext('2d', { willReadFrequently: true })!;
  smallContext.imageSmoothingQuality = 'high';
  smallContext.drawImage(image, 0, 0, sw, sh);
  const source = smallContext.getImageData(0, 0, sw, sh).data;
  const side = card.side * (sw / image.width);
  const centreX = (card.x + card.side / 2) * (sw / image.width);
  const centreY = (card.y + card.side / 2) * (sh / image.height);

  // The shown phone's plane: code units (the code spans ±0.5), rolled, then tilted about an axis in
  // the plane, at the distance where the code is `fill` of the frame height.
  const cx = WIDTH / 2 + p.offsetX;
  const cy = HEIGHT / 2 + p.offsetY;
  const planeToFrame = planeMatrix(p, cx, cy);
  const planeToSource = [side, 0, centreX, 0, side, centreY, 0, 0, 1];
  const m = multiply(planeToSource, invert(planeToFrame));

  const frame = document.createElement('canvas');
  frame.width = WIDTH;
  frame.height = HEIGHT;
  const context = frame.getContext('2d', { willReadFrequently: true })!;
  // The table: lit a little more at the top.
  const [bgR, bgG, bgB] = p.background;
  const table = context.createLinearGradient(0, 0, 0, HEIGHT);
  table.addColorStop(0, `rgb(${bgR * 1.1},${bgG * 1.1},${bgB * 1.1})`);
  table.addColorStop(1, `rgb(${bgR * 0.9},${bgG * 0.9},${bgB * 0.9})`);
  context.fillStyle = table;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  // The shown phone's screen: only the frame pixels inside its projected outline are mapped back.
  const toFrame = multiply(planeToFrame, invert(planeToSource));
  const corners = [
    [0, 0],
    [sw, 0],
    [0, sh],
    [sw, sh],
  ].map(([x, y]) => {
    const w = toFrame[6]! * x! + toFrame[7]! * y! + toFrame[8]!;
    return [
      (toFrame[0]! * x! + toFrame[1]! * y! + toFrame[2]!) / w,
      (toFrame[3]! * x! + toFrame[4]! * y! + toFrame[5]!) / w,
    ];
  });
  const left = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[0]!))));
  const right = Math.min(WIDTH, Math.ceil(Math.max(...corners.map((c) => c[0]!))));
  const top = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[1]!))));
  const bottom = Math.min(HEIGHT, Math.ceil(Math.max(...corners.map((c) => c[1]!))));
  if (right > left && bottom > top) {
    const boxWidth = right - left;
    const out = context.getImageData(left, top, boxWidth, bottom - top);
    const pixels = out.data;
    const levels = (p.white - p.black) / 255;
    // Moiré: the screen's light dimmed along two crossed sets of fringes (frame pixels).
    const moire = p.moire;
    const fringe = (angleDeg: number, periodPx: number) => {
      const a = (angleDeg * Math.PI) / 180;
      return [(2 * Math.PI * Math.cos(a)) / periodPx, (2 * Math.PI * Math.sin(a)) / periodPx] as const;
    };
    const [k1x, k1y] = moire ? fringe(moire.angleDeg, moire.periodPx) : [0, 0];
    const [k2x, k2y] = moire ? fringe(moire.angle2Deg, moire.period2Px) : [0, 0];
    for (let v = top; v < bottom; v++) {
      for (let u = left; u < right; u++) {
        const w = m[6]! * u + m[7]! * v + m[8]!;
        const x = (m[0]! * u + m[1]! * v + m[2]!) / w - 0.5;
        const y = (m[3]! * u + m[4]! * v + m[5]!) / w - 0.5;
        if (w <= 0 || x < 0 || y < 0 || x >= sw - 1 || y >= sh - 1) continue;
        const o = ((v - top) * boxWidth + (u - left)) * 4;
        const x0 = Math.floor(x);
        const y0 = Math.floor(y);
        const fx = x - x0;
        const fy = y - y0;
        const i00 = (y0 * sw + x0) * 4;
        const i10 = i00 + 4;
        const i01 = i00 + sw * 4;
        const i11 = i01 + 4;
        let light = levels;
        if (moire) {
          const beat = Math.cos(k1x * u + k1y * v + moire.phase) + Math.cos(k2x * u + k2y * v);
          light *= 1 - (moire.depth * (beat + 2)) / 4;
        }
        for (let c = 0; c < 3; c++) {
          const upper = source[i00 + c]! * (1 - fx) + source[i10 + c]! * fx;
          const lower = source[i01 + c]! * (1 - fx) + source[i11 + c]! * fx;
          pixels[o + c] = p.black + (upper * (1 - fy) + lower * fy) * light;
        }
      }
    }
    context.putImageData(out, left, top);
  }

  if (p.glare) {
    // Light reflected by the screen: added on top, centred on a point of the code.
    const project = (X: number, Y: number): [number, number] => {
      const w = planeToFrame[6]! * X + planeToFrame[7]! * Y + planeToFrame[8]!;
      return [
        (planeToFrame[0]! * X + planeToFrame[1]! * Y + planeToFrame[2]!) / w,
        (planeToFrame[3]! * X + planeToFrame[4]! * Y + planeToFrame[5]!) / w,
      ];
    };
    const [gx, gy] = project(p.glare.x, p.glare.y);
    const radius = p.glare.radius * codePx;
    const gradient = context.createRadialGradient(gx, gy, 0, gx, gy, radius);
    gradient.addColorStop(0, `rgba(255,255,255,${p.glare.strength})`);
    gradient.addColorStop(0.4, `rgba(255,255,255,${p.glare.strength * 0.6})`);
    gradient.addColorStop(1, 'rgba(255,255,255,0)');
    context.globalCompositeOperation = 'lighter';
    context.fillStyle = gradient;
    context.fillRect(gx - radius, gy - radius, 2 * radius, 2 * radius);
    context.globalCompositeOperation = 'source-over';
  }

  // Defocus and shake: a Gaussian blur of the whole frame (edges padded by the frame itself).
  const blurred = document.createElement('canvas');
  blurred.width = WIDTH;
  blurred.height = HEIGHT;
  const blurContext = blurred.getContext('2d', { willReadFrequently: true })!;
  blurContext.drawImage(frame, 0, 0);
  blurContext.filter = `blur(${p.blurPx.toFixed(3)}px)`;
  blurContext.drawImage(frame, 0, 0);
  blurContext.filter = 'none';

  // Motion blur: the picture averaged along a straight streak (the phone moved while exposed).
  if (p.motionPx > 0.5) {
    const still = document.createElement('canvas');
    still.width = WIDTH;
    still.height = HEIGHT;
    still.getContext('2d')!.drawImage(blurred, 0, 0);
    const steps = Math.max(3, Math.ceil(p.motionPx * 2) + 1);
    const dx = Math.cos((p.motionDeg * Math.PI) / 180) * p.motionPx;
    const dy = Math.sin((p.motionDeg * Math.PI) / 180) * p.motionPx;
    for (let i = 0; i < steps; i++) {
      const t = i / (steps - 1) - 0.5;
      // A running mean: the i-th copy weighs 1/(i + 1), so every copy counts the same.
      blurContext.globalAlpha = 1 / (i + 1);
      blurContext.drawImage(still, t * dx, t * dy);
    }
    blurContext.globalAlpha = 1;
  }

  // Sensor noise: Gaussian per channel, seeded (a table of normal deviates, picked at random).
  const noisy = blurContext.getImageData(0, 0, WIDTH, HEIGHT);
  const data = noisy.data;
  const uniform = uniformSource(p.noiseSeed);
  const normals = new Float32Array(NOISE_TABLE);
  for (let i = 0; i < NOISE_TABLE; i += 2) {
    const r = Math.sqrt(-2 * Math.log(1 - uniform())) * p.noise;
    const angle = 2 * Math.PI * uniform();
    normals[i] = r * Math.cos(angle);
    normals[i + 1] = r * Math.sin(angle);
  }
  let state = p.noiseSeed | 1;
  for (let i = 0; i < data.length; i++) {
    if ((i & 3) === 3) continue;
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[i] = data[i]! + normals[state & (NOISE_TABLE - 1)]!;
  }
  blurContext.putImageData(noisy, 0, 0);
  return blurred;
}
