// The scan benchmark's camera model and decoders (scripts/bench-camera.ts): seeded frames that stay
// inside the app's aiming box at every stream size, conditions that stay in their ranges, a corpus of
// real message texts sampled evenly per type, resync parts at the asked version, both Node decoders
// reading a clean code and nothing from a blank, and CI's handling of wall-clock rows.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { readQrText } from '../../src/protocol/scan';
import {
  appBox,
  cameraCorpus,
  HELD_OUT_SEED,
  heldOut,
  overallCorpus,
  partCorpus,
  quantile,
  sample,
  spread,
} from '../../scripts/bench-camera';
import { informational, underCi, type BudgetRow } from '../../scripts/budgets';
import { loadDecoders, DECODER_NAMES } from '../../scripts/camera/decoders';
import { CONDITIONS, FrameDice, MODEL_RANGES, STREAMS } from '../../scripts/camera/frame-params';
import { AIM_SHARE } from '../../src/app/bridges/camera-frame';
import { codeExtent, FRAME } from '../../scripts/camera/geometry';

describe('camera model frames', () => {
  it('repeat exactly from their seed and differ between seeds', () => {
    const a = new FrameDice(5);
    const b = new FrameDice(5);
    const c = new FrameDice(6);
    const first = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(first);
  });

  it('stay within the model ranges, with the whole code inside the aiming box', () => {
    const dice = new FrameDice(11);
    const box = AIM_SHARE * FRAME.height;
    let glares = 0;
    for (let i = 0; i < 500; i++) {
      const p = dice.next();
      expect(p.fill).toBeLessThanOrEqual(MODEL_RANGES.fill[1]);
      expect(p.fill).toBeGreaterThan(0.1);
      expect(p.tiltDeg).toBeGreaterThanOrEqual(0);
      expect(p.tiltDeg).toBeLessThanOrEqual(25);
      expect(p.blurPx).toBeGreaterThanOrEqual(MODEL_RANGES.blurPx[0]);
      expect(p.white).toBeGreaterThan(p.black);
      const { width, height } = codeExtent(p);
      expect(width / 2 + Math.abs(p.offsetX)).toBeLessThanOrEqual(box / 2 + 1e-6);
      expect(height / 2 + Math.abs(p.offsetY)).toBeLessThanOrEqual(box / 2 + 1e-6);
      if (p.glare) glares++;
    }
    expect(glares).toBeGreaterThan(150);
    expect(glares).toBeLessThan(350);
  });

  it('fit the aiming box of every stream size, portrait too: fill is a share of the shorter side', () => {
    for (const stream of Object.values(STREAMS)) {
      const dice = new FrameDice(3, CONDITIONS.hard, stream);
      const side = Math.min(stream.width, stream.height);
      const box = AIM_SHARE * side;
      for (let i = 0; i < 200; i++) {
        const p = dice.next();
        expect([p.width, p.height, p.side]).toEqual([stream.width, stream.height, side]);
        const { width, height } = codeExtent(p);
        expect(width / 2 + Math.abs(p.offsetX)).toBeLessThanOrEqual(box / 2 + 1e-6);
        expect(height / 2 + Math.abs(p.offsetY)).toBeLessThanOrEqual(box / 2 + 1e-6);
      }
    }
  });

  it("combine every hardship in the 'hard' condition, and none of motion blur or moiré in the ordinary one", () => {
    const hard = new FrameDice(4, CONDITIONS.hard);
    const ordinary = new FrameDice(4, CONDITIONS.ordinary);
    for (let i = 0; i < 200; i++) {
      const p = hard.next();
      expect(p.tiltDeg).toBeGreaterThanOrEqual(15);
      expect(p.tiltDeg).toBeLessThanOrEqual(25);
      expect(p.glare).not.toBeNull();
      expect(p.moire).not.toBeNull();
      expect(p.motionPx).toBeGreaterThanOrEqual(MODEL_RANGES.motionPx[0]);
      expect(p.white - p.black).toBeLessThanOrEqual(160);
      const q = ordinary.next();
      expect(q.moire).toBeNull();
      expect(q.motionPx).toBe(0);
    }
  });

  it('shrink with distance: a code at 20 % of the height is a fifth of the frame height, untilted', () => {
    const { width, height } = codeExtent({ fill: 0.2, rollDeg: 0, tiltDeg: 0, tiltAxisDeg: 0 });
    expect(width).toBeCloseTo(0.2 * FRAME.height, 6);
    expect(height).toBeCloseTo(0.2 * FRAME.height, 6);
  });
});

describe('the hard condition', () => {
  it('is at least as hard as the independent model: blur, streak, glare on finder patterns, mid distance', () => {
    const dice = new FrameDice(17, CONDITIONS.hard);
    let onFinder = 0;
    const frames = 600;
    for (let i = 0; i < frames; i++) {
      const p = dice.next();
      expect(p.blurPx).toBeGreaterThanOrEqual(1.5);
      expect(p.blurPx).toBeLessThanOrEqual(1.95);
      expect(p.motionPx).toBeGreaterThanOrEqual(3);
      expect(p.motionPx).toBeLessThanOrEqual(6);
      expect(p.moire).not.toBeNull();
      expect(p.fill).toBeLessThanOrEqual(0.58);
      // A code too large for the aim is held farther away, so fill may fall under 38 % only then.
      expect(p.fill).toBeGreaterThan(0.3);
      const glare = p.glare!;
      const nearFinder = [
        [-1, -1],
        [1, -1],
        [-1, 1],
      ].some(
        ([fx, fy]) =>
          Math.abs(glare.x - 0.33 * fx!) <= 0.05 + 1e-9 && Math.abs(glare.y - 0.33 * fy!) <= 0.05 + 1e-9,
      );
      if (nearFinder) onFinder++;
    }
    // A third of the glares are drawn on a finder pattern; a glare drawn anywhere lands there rarely.
    expect(onFinder / frames).toBeGreaterThan(0.28);
    expect(onFinder / frames).toBeLessThan(0.42);
  });

  it('has held-out frames: another seed, counted in their own row', () => {
    const tuning = cameraCorpus(2, 10, 'hard');
    const held = cameraCorpus(2, 10, 'hard', '1280×720', HELD_OUT_SEED);
    expect(new Set(tuning.map((f) => f.row))).toEqual(new Set(['hard']));
    expect(new Set(held.map((f) => f.row))).toEqual(new Set([heldOut('hard')]));
    expect(held.map((f) => f.text)).toEqual(tuning.map((f) => f.text));
    for (const [i, frame] of held.entries()) expect(frame.params).not.toEqual(tuning[i]!.params);
  });
});

describe('camera corpus', () => {
  it('samples every message type evenly, resync parts included, each a readable message', () => {
    const corpus = cameraCorpus(2, 20, 'hard', '640×480');
    const types = ['invitation', 'commitment', 'orders', 'round-record', 'resync part'];
    for (const type of types) expect(corpus.filter((f) => f.type === type)).toHaveLength(20);
    // Types take turns, so any prefix of the corpus is even too.
    expect(corpus.slice(0, 5).map((f) => f.type)).toEqual(types);
    expect(new Set(corpus.map((f) => `${f.condition} ${f.stream}`))).toEqual(new Set(['hard 640×480']));
    // The overall mix: every condition but 'hard', in turn.
    expect(new Set(overallCorpus(2, 8).map((f) => f.condition)).size).toBe(
      Object.keys(CONDITIONS).length - 1,
    );
    for (const frame of corpus) {
      expect(readQrText(frame.text).ok).toBe(true);
      expect(frame.qrVersion).toBe(QRCode.create(frame.text, { errorCorrectionLevel: 'M' }).version);
    }
  });

  it('splits resync messages into parts of at most the asked QR version', () => {
    for (const version of [5, 8]) {
      const parts = partCorpus(2, version);
      expect(parts.length).toBeGreaterThan(2);
      for (const part of parts) expect(part.qrVersion).toBeLessThanOrEqual(version);
    }
    expect(partCorpus(2, 5).length).toBeGreaterThan(partCorpus(2, 10).length);
  });

  it('samples evenly and takes quantiles with failures as the slowest', () => {
    expect(sample([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 5)).toEqual([0, 2, 4, 6, 8]);
    expect(spread([0, 1, 2], 7)).toEqual([0, 1, 2, 0, 1, 2, 0]);
    expect(quantile([30, 10, 20], 0.5)).toBe(20);
    expect(quantile([10, null, 20, 30], 0.95)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("the app's aiming box", () => {
  it('decodes the whole shorter side of the view laid out 1280 CSS px wide, cut from the middle of the stream', () => {
    expect(appBox(STREAMS['1280×720'])).toEqual({
      sx: 280,
      sy: 0,
      sw: 720,
      sh: 720,
      width: 720,
      height: 720,
    });
    const hd = appBox(STREAMS['1920×1080']);
    expect([hd.width, hd.sw]).toEqual([720, 1080]);
    const portrait = appBox(STREAMS['720×1280 portrait']);
    expect([portrait.width, portrait.sw]).toEqual([1280, 720]);
    // The player aims into the middle 85 % (the model's player aims into the app's drawn aim).
    expect(AIM_SHARE).toBe(0.85);
  });
});

describe('Node decoders', () => {
  it('both read a clean code of a real message and nothing from a blank picture', async () => {
    const decoders = await loadDecoders();
    const text = cameraCorpus(1).find((f) => f.type === 'orders')!.text;
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const modules = qr.modules.size;
    const scale = 4;
    const side = (modules + 8) * scale;
    const data = new Uint8ClampedArray(side * side * 4).fill(255);
    for (let y = 0; y < modules; y++) {
      for (let x = 0; x < modules; x++) {
        if (!qr.modules.get(y, x)) continue;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const o = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
            data[o] = data[o + 1] = data[o + 2] = 0;
          }
        }
      }
    }
    const blank = new Uint8ClampedArray(side * side * 4).fill(255);
    for (const name of DECODER_NAMES) {
      expect(await decoders[name]({ data, width: side, height: side })).toBe(text);
      expect(await decoders[name]({ data: blank, width: side, height: side })).toBeNull();
    }
  });
});

describe('budgets under CI', () => {
  const row: BudgetRow = { budget: 'engine', limit: '≥ 1', measured: '0', result: 'FAIL', how: 'bench.ts' };

  it('shows a wall-clock row as INFO with the verdict it would have had', () => {
    const shown = informational(row);
    expect(shown.result).toBe('INFO');
    expect(shown.how).toContain('FAIL by hand');
    expect(shown.measured).toBe('0');
  });

  it('knows CI from --ci or the CI variable', () => {
    const saved = process.env.CI;
    delete process.env.CI;
    try {
      expect(underCi(['--dist', 'dist'])).toBe(false);
      expect(underCi(['--dist', 'dist', '--ci'])).toBe(true);
      process.env.CI = 'true';
      expect(underCi([])).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.CI;
      else process.env.CI = saved;
    }
  });
});
