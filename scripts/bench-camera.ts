// Scan benchmark under a camera model. The app's real message texts (every
// code shown in seeded games played through the app's controller, sample-game.ts) are drawn as the app
// draws them (screens.ts) and filmed by a camera model (frame-params.ts, page-model.ts): distance (the
// code fills 20–70 % of the stream's shorter side), roll, tilt up to 25°, exposure, glare, blur, motion
// blur, moiré, sensor noise; under conditions (CONDITIONS: ordinary, one hardship at a time, and
// 'hard', all at once) and stream sizes (STREAMS: 1280×720 as the app asks, 1920×1080, 640×480 and a
// portrait 720×1280). Each condition samples every message type evenly (resync parts included).
//
// Measurements:
// - decoders: the frames cut to the app's aiming box as html5-qrcode redraws it, decoded in Node by
//   zxing-wasm with the app's reader options (QR_READER_OPTIONS, shared with the app's
//   BarcodeDetector) and ZXing-js (html5-qrcode's copy): read rates per stream and condition, and
//   time per decode attempt. `--variants` adds other zxing-wasm reader options (READER_VARIANTS).
// - parts: resync parts split at QR versions 5–10 under the hard condition (--parts).
// - app: frames fed to the app's real scan path, the camera check (#/camera-check) with a canvas
//   camera of each stream size: html5-qrcode draws its aiming box into its canvas and decodes as in
//   the app. A frame counts as read when the right text is read while only that frame is shown,
//   within DECODE_ATTEMPTS decode attempts. Per decoder path (APP_PATHS): the app (its zxing-wasm
//   BarcodeDetector where the browser has none: iPhones, Firefox), bare ZXing-js (a BarcodeDetector
//   stub that supports no format) and the built-in BarcodeDetector where the browser has one. Also
//   the time per zxing-wasm decode attempt in the page and the time from 'scan-open' to
//   'scan-decoded' on a live sequence of frames.
//
// Usage: npm run bench:camera [-- --dist DIR] [--decoders] [--variants] [--parts] [--app] (no choice:
// decoders, parts and app). CAMERA_GAMES (default 25) sets the seeded games of the corpus,
// CAMERA_PER_TYPE (default 20) the frames per message type in each condition and stream,
// CAMERA_APP_PER_TYPE (default 20) the same for the app, CAMERA_TIMED (default 6) the timed scans per
// message type, CAMERA_STREAMS, CAMERA_CONDITIONS and CAMERA_PATHS (comma-separated names) narrow the run.
// Ends with one JSON line.
import { loadavg } from 'node:os';
import QRCode from 'qrcode';
import type { Browser, Page } from 'playwright-core';
import { DECODED_SHARE } from '../src/app/bridges/camera-frame';
import { PART_VERSION } from '../src/protocol/scan';
import { splitMessage } from '../src/protocol/parts';
import { toQrText } from '../src/protocol/text';
import { launchChromium } from '../harness/browser';
import { openPhone, PHONE_SIZES } from '../harness/phone';
import { buildFromArgs } from './build-app';
import {
  DECODER_NAMES,
  filteredAttempts,
  loadDecoders,
  READER_VARIANTS,
  zxingWasm,
  type Decode,
} from './camera/decoders';
import {
  CONDITION_NAMES,
  CONDITIONS,
  FrameDice,
  STREAM_NAMES,
  STREAMS,
  type ConditionName,
  type FrameParams,
  type StreamName,
} from './camera/frame-params';
import { FRAME, type StreamSize } from './camera/geometry';
import type { CropRegion, ViewGeometry } from './camera/page-model';
import { openScreenPainter, type Screen, type ScreenPainter } from './camera/screens';
import { addScreens, cameraModelScript, filmAndCrop } from './camera/stub';
import { WORST_CASE_RESYNC } from './qr-report';
import { playSampleGame, SCANNED_TYPES, type ScannedType } from './sample-game';
import { serveBuild } from './serve';

/** Goal: share of camera-model frames read through the app, every condition but 'hard'. */
export const READ_RATE_GOAL = 0.99;
/** Goal: share of the 'hard' condition's frames read through the app. */
export const HARD_READ_RATE_GOAL = 0.95;
/**
 * Gated (`npm run budgets`): PRODUCT.md's 97 % under a realistic camera model, every condition but
 * 'hard' at 1280×720, through the app cycling its frame filters (qr-frame-filters.ts).
 */
export const READ_RATE_BUDGET = 0.97;
/**
 * Gated: the 'hard' condition, on the tuning seed and on the held-out one. The gate sits two frames in a
 * hundred under PRODUCT.md's 95 % because a frame read on its last attempt can fall either side when the
 * page is slow; the goal (95 %) is printed beside it.
 */
export const HARD_READ_RATE_BUDGET = 0.93;
/** Gated: resync parts among the 'hard' frames (both seeds) read through the app (PRODUCT.md: 90 %). */
export const PART_READ_RATE_BUDGET = 0.9;
/** Decode attempts a frame gets in the app before it counts as not read. */
export const DECODE_ATTEMPTS = 3;
/** A timed scan that reads nothing within this counts as failed. */
const TIMED_SCAN_LIMIT_MS = 10_000;
/** How long each frame of a live sequence is shown (a hand-held phone drifts slowly). */
const LIVE_FRAME_MS = 100;
/** Frames in a live sequence. */
const LIVE_FRAMES = 6;
/** Seed of the camera model's draws, the frames the decoder's filters were chosen on (CAMERA_MODEL_SEED overrides). */
export const MODEL_SEED = Number(process.env.CAMERA_MODEL_SEED ?? 2026);
/**
 * Seed of the held-out frames: filmed by the same model, measured beside the others, never used to
 * choose anything (a filter, a radius, a part size). Its rows are named '<condition>, held out'.
 */
export const HELD_OUT_SEED = 4177;
/** The row of a condition's held-out frames. */
export const heldOut = (condition: ConditionName): string => `${condition}, held out`;

/** One frame of the corpus: a message text and how it is filmed. */
export interface CorpusFrame {
  type: ScannedType;
  text: string;
  qrVersion: number;
  params: FrameParams;
  condition: ConditionName;
  /** The row it is counted in: its condition, or heldOut(condition) when filmed from HELD_OUT_SEED. */
  row: string;
  stream: StreamName;
}

const shownCache = new Map<number, Map<ScannedType, string[]>>();

/** Every code shown in `games` seeded games, per message type, each text once. */
export function shownTexts(games: number): Map<ScannedType, string[]> {
  const cached = shownCache.get(games);
  if (cached) return cached;
  const seen = new Set<string>();
  const texts = new Map<ScannedType, string[]>(SCANNED_TYPES.map((t) => [t, []]));
  for (let seed = 1; seed <= games; seed++) {
    const { shown } = playSampleGame(seed);
    for (const type of SCANNED_TYPES) {
      for (const text of shown[type]) {
        if (seen.has(text)) continue;
        seen.add(text);
        texts.get(type)!.push(text);
      }
    }
  }
  shownCache.set(games, texts);
  return texts;
}

/** `count` items spread evenly over `items` (each several times over when there are fewer). */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length === 0) return [];
  if (count <= items.length) return sample(items, count);
  return Array.from({ length: count }, (_, i) => items[i % items.length]!);
}

/**
 * `perType` frames of every message type (types taking turns, so any prefix stays even), the codes
 * shown in `games` seeded games spread evenly, filmed under `condition` at `stream` from `modelSeed`.
 */
export function cameraCorpus(
  games: number,
  perType = 20,
  condition: ConditionName = 'ordinary',
  stream: StreamName = '1280×720',
  modelSeed = MODEL_SEED,
): CorpusFrame[] {
  const row = modelSeed === HELD_OUT_SEED ? heldOut(condition) : condition;
  const seed = modelSeed + 1000 * CONDITION_NAMES.indexOf(condition) + 100 * STREAM_NAMES.indexOf(stream);
  const dice = new FrameDice(seed, CONDITIONS[condition], STREAMS[stream]);
  const texts = shownTexts(games);
  const chosen = SCANNED_TYPES.map((type) => spread(texts.get(type)!, perType));
  const frames: CorpusFrame[] = [];
  for (let i = 0; i < perType; i++) {
    for (const [t, type] of SCANNED_TYPES.entries()) {
      const text = chosen[t]![i];
      if (text === undefined) continue;
      const qrVersion = QRCode.create(text, { errorCorrectionLevel: 'M' }).version;
      frames.push({ type, text, qrVersion, params: dice.next(), condition, row, stream });
    }
  }
  return frames;
}

/** Every condition but 'hard' in turn, `perType` frames of each type in all: the overall mix. */
export function overallCorpus(
  games: number,
  perType: number,
  stream: StreamName = '1280×720',
): CorpusFrame[] {
  const easier = CONDITION_NAMES.filter((c) => c !== 'hard');
  const each = Math.ceil(perType / easier.length);
  return easier.flatMap((c) => cameraCorpus(games, each, c, stream));
}

/** Resync parts of `games` games split at QR version `version`, each part filmed `draws` ways from `modelSeed`. */
export function partCorpus(
  games: number,
  version: number,
  draws = 1,
  condition: ConditionName = 'hard',
  modelSeed = MODEL_SEED,
): CorpusFrame[] {
  const row = modelSeed === HELD_OUT_SEED ? heldOut(condition) : condition;
  const dice = new FrameDice(modelSeed + version, CONDITIONS[condition]);
  const frames: CorpusFrame[] = [];
  for (let seed = 1; seed <= games; seed++) {
    for (const bytes of splitMessage(playSampleGame(seed).resync, version)) {
      const text = toQrText(bytes);
      const qrVersion = QRCode.create(text, { errorCorrectionLevel: 'M' }).version;
      for (let i = 0; i < draws; i++)
        frames.push({
          type: 'resync part',
          text,
          qrVersion,
          params: dice.next(),
          condition,
          row,
          stream: '1280×720',
        });
    }
  }
  return frames;
}

/** The app's decode attempts on a frame, as a Node decoder's name (--parts). */
const APP_ATTEMPTS = 'zxing-wasm, 3 filtered attempts';

/** Camera draws of each resync part in the part-size measurement. */
const PART_DRAWS = 4;

/** Every `step`-th frame, so a smaller run keeps the corpus's mix of types. */
export function sample<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]!);
}

/** Reads per key. */
export interface Tally {
  frames: number;
  read: number;
}

const add = (tallies: Map<string, Tally>, key: string, read: boolean) => {
  const t = tallies.get(key) ?? { frames: 0, read: 0 };
  t.frames++;
  if (read) t.read++;
  tallies.set(key, t);
};

/** A share as a percentage with one decimal. */
export const percent = (t: Tally | undefined): string =>
  t && t.frames ? `${((100 * t.read) / t.frames).toFixed(1)} %` : '—';

/** Milliseconds as shown in the tables. */
const ms = (values: readonly number[] | undefined): string =>
  values && values.length ? `${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(1)} ms` : '—';

/**
 * The square the app decodes in a stream, as html5-qrcode redraws it: the Scanner lays the view out
 * FRAME.width CSS px wide (camera-pixels.ts), the box is the view's shorter side in CSS px
 * (DECODED_SHARE; the player aims into the middle 85 %, AIM_SHARE), drawn from the middle of the stream.
 */
export function appBox(stream: StreamSize): CropRegion {
  const clientWidth = FRAME.width;
  const clientHeight = (clientWidth * stream.height) / stream.width;
  const side = Math.max(50, Math.floor(Math.min(clientWidth, clientHeight) * DECODED_SHARE));
  const ratio = stream.width / clientWidth;
  return {
    sx: ((clientWidth - side) / 2) * ratio,
    sy: ((clientHeight - side) / 2) * ratio,
    sw: side * ratio,
    sh: side * ratio,
    width: side,
    height: side,
  };
}

/**
 * The decoder paths fed in the app: the app as it is ('app': a native BarcodeDetector, if any, is
 * removed first, so the app installs its own zxing-wasm one, the path an iPhone or Firefox takes),
 * bare ZXing-js ('zxing-js', html5-qrcode's fallback), and the browser's own BarcodeDetector
 * ('built-in', measured only where there is one).
 */
export const APP_PATHS = ['app', 'zxing-js', 'built-in'] as const;

/** One decoder path fed in the app. */
export type AppPath = (typeof APP_PATHS)[number];

/** Opens the camera check with the camera model at `stream`, set up for one decoder path. */
export async function openCameraCheck(
  browser: Browser,
  url: string,
  path: AppPath,
  stream: StreamSize = FRAME,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const phone = await openPhone(browser, PHONE_SIZES.standard, { permissions: ['camera'] });
  const { page } = phone;
  await page.addInitScript({
    content: `window.__cameraStream = { width: ${stream.width}, height: ${stream.height} };`,
  });
  if (path === 'app') {
    await page.addInitScript({ content: 'delete window.BarcodeDetector;' });
  }
  if (path === 'zxing-js') {
    // html5-qrcode treats any BarcodeDetector as usable; the app's bridge asks getSupportedFormats()
    // and, seeing no QR code there, tells html5-qrcode to decode with its bundled ZXing-js only.
    await page.addInitScript({
      content:
        'window.BarcodeDetector = class { static async getSupportedFormats() { return []; } async detect() { return []; } };',
    });
  }
  await page.addInitScript({ content: await cameraModelScript() });
  await page.goto(`${url}#/camera-check`);
  await page.waitForFunction(() => window.__cameraModel?.view() != null, undefined, { timeout: 30_000 });
  return { page, close: () => phone.context.close() };
}

/** The app's view and aiming box at phone size, as html5-qrcode sets them up for `stream`. */
export async function measureView(
  browser: Browser,
  url: string,
  stream: StreamSize = FRAME,
): Promise<ViewGeometry> {
  const { page, close } = await openCameraCheck(browser, url, 'app', stream);
  try {
    const view = await page.evaluate(() => window.__cameraModel!.view());
    if (!view) throw new Error('the camera check showed no video');
    return view;
  } finally {
    await close();
  }
}

/** Which decoder the app reads with in this page: what its camera check says, else a guess. */
async function decoderShown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const named = document.querySelector('[data-testid="scanner-decoder"]')?.textContent;
    if (named) return named;
    return 'BarcodeDetector' in window ? 'a BarcodeDetector' : 'ZXing-js (no BarcodeDetector)';
  });
}

/** Draws each text once (a screenshot each): the same code is filmed under many conditions. */
function cachedPainter(painter: ScreenPainter): (text: string) => Promise<Screen> {
  const drawn = new Map<string, Screen>();
  return async (text) => {
    const known = drawn.get(text);
    if (known) return known;
    const screen = await painter.draw(text);
    drawn.set(text, screen);
    return screen;
  };
}

/** Results of one decoder path in the app. */
export interface AppPathResult {
  path: string;
  decoder: string;
  /** Reads per "stream|condition|type" (type 'all' too). */
  reads: Map<string, Tally>;
  /** Durations of the page's BarcodeDetector.detect calls per stream (zxing-wasm path only). */
  detectMs: Map<string, number[]>;
  timesMs: Map<string, (number | null)[]>;
}

/** What the app is fed: frames per stream, each stream's frames already filmed as parameters. */
export type AppPlan = { stream: StreamName; frames: CorpusFrame[] }[];

/** Feeds frames to the app's camera check one by one, then times live scans per message type. */
async function measureAppPath(
  browser: Browser,
  url: string,
  path: AppPath,
  plan: AppPlan,
  timed: number,
  log: (line: string) => void,
): Promise<AppPathResult> {
  const reads = new Map<string, Tally>();
  const timesMs = new Map<string, (number | null)[]>();
  const detectMs = new Map<string, number[]>();
  let decoder = '';
  const painter = await openScreenPainter(browser);
  const draw = cachedPainter(painter);
  try {
    for (const { stream, frames } of plan) {
      const { page, close } = await openCameraCheck(browser, url, path, STREAMS[stream]);
      try {
        decoder = await decoderShown(page);
        const view = await page.evaluate(() => window.__cameraModel!.view());
        log(
          `  ${path} at ${stream}: ${decoder}; view ${view?.clientWidth}×${view?.clientHeight} CSS px, ` +
            `aiming box redrawn at ${view?.canvasWidth}×${view?.canvasHeight}`,
        );
        await page.evaluate(() => window.__cameraModel!.timeDetector());
        for (const [i, frame] of frames.entries()) {
          await addScreens(page, [await draw(frame.text)]);
          const reading = await page.evaluate(
            ([p, text, attempts]) => window.__cameraModel!.readOne('0', p, text, attempts),
            [frame.params, frame.text, DECODE_ATTEMPTS] as const,
          );
          for (const key of [frame.type, 'all']) {
            add(reads, `${stream}|${frame.row}|${key}`, reading.read);
            add(reads, `${stream}|all|${key}`, reading.read);
          }
          if (
            !reading.read &&
            process.env.CAMERA_LOG_MISSES &&
            (frame.condition === 'hard' || process.env.CAMERA_LOG_MISSES === 'all')
          )
            log(`    missed ${frame.type} v${frame.qrVersion}: ${JSON.stringify(frame.params)}`);
          if ((i + 1) % 25 === 0)
            log(
              `  ${path} at ${stream}: ${i + 1}/${frames.length} frames, ${percent(reads.get(`${stream}|all|all`))} read`,
            );
        }
        detectMs.set(stream, await page.evaluate(() => window.__cameraModel!.detectTimes()));
        if (stream !== '1280×720' || timed === 0) continue;
        // Live scans: a few texts of each type, each filmed LIVE_FRAMES ways, shown one after another.
        const dice = new FrameDice(MODEL_SEED + 100);
        for (const type of SCANNED_TYPES) {
          const texts = spread(shownTexts(Number(process.env.CAMERA_GAMES ?? 25)).get(type)!, timed);
          const times: (number | null)[] = [];
          for (const text of texts) {
            await addScreens(page, [await draw(text)]);
            const params = Array.from({ length: LIVE_FRAMES }, () => dice.next());
            const scan = await page.evaluate(
              ([p, t, interval, limit]) =>
                window.__cameraModel!.timeOne(
                  p.map(() => '0'),
                  p,
                  t,
                  interval,
                  limit,
                ),
              [params, text, LIVE_FRAME_MS, TIMED_SCAN_LIMIT_MS] as const,
            );
            times.push(scan.ms);
            if (scan.ms === null) log(`  ${path}: a timed ${type} scan read ${scan.shown ?? 'nothing'}`);
          }
          timesMs.set(type, times);
        }
      } finally {
        await close();
      }
    }
  } finally {
    await painter.close();
  }
  return { path, decoder, reads, detectMs, timesMs };
}

/** The value at quantile q of the sorted times; a failed scan counts as slower than any. */
export function quantile(times: readonly (number | null)[], q: number): number {
  const sorted = times.map((t) => t ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** Node decoders by name: the app's zxing-wasm, ZXing-js, and any reader variants asked for. */
export async function nodeDecoders(variants: boolean): Promise<Record<string, Decode>> {
  const decoders: Record<string, Decode> = { ...(await loadDecoders()) };
  if (variants) {
    for (const [name, options] of Object.entries(READER_VARIANTS))
      decoders[`zxing-wasm, ${name}`] = await zxingWasm(options);
  }
  return decoders;
}

/** Node read rates and decode times per "decoder|stream|condition|key". */
export interface NodeResult {
  tallies: Map<string, Tally>;
  times: Map<string, number[]>;
}

/** Read rates per decoder × message type (and QR version, distance), decoded in Node from the app's box. */
export async function measureDecoders(
  frames: readonly CorpusFrame[],
  decoders: Record<string, Decode>,
  log: (line: string) => void,
): Promise<NodeResult> {
  const browser = await launchChromium();
  const tallies = new Map<string, Tally>();
  const times = new Map<string, number[]>();
  try {
    const phone = await openPhone(browser, PHONE_SIZES.standard);
    await phone.page.addScriptTag({ content: await cameraModelScript() });
    const painter = await openScreenPainter(browser);
    const draw = cachedPainter(painter);
    for (const [i, frame] of frames.entries()) {
      await addScreens(phone.page, [await draw(frame.text)]);
      const region = appBox(STREAMS[frame.stream]);
      const [crop] = await filmAndCrop(phone.page, 0, frame.params, [region]);
      const picture = {
        data: new Uint8ClampedArray(Buffer.from(crop!, 'base64')),
        width: region.width,
        height: region.height,
      };
      for (const [name, decode] of Object.entries(decoders)) {
        const started = performance.now();
        const read = (await decode(picture)) === frame.text;
        const took = performance.now() - started;
        const prefix = `${name}|${frame.stream}|${frame.row}`;
        const far = frame.params.fill < 0.35 ? 'far' : frame.params.fill > 0.55 ? 'near' : 'middle';
        for (const key of ['all', frame.type, `v${frame.qrVersion}`, far])
          add(tallies, `${prefix}|${key}`, read);
        add(tallies, `${name}|all|all|all`, read);
        const timeKey = `${name}|${frame.stream}`;
        times.set(timeKey, [...(times.get(timeKey) ?? []), took]);
      }
      if ((i + 1) % 100 === 0) {
        log(
          `  decoders: ${i + 1}/${frames.length} frames; ` +
            Object.keys(decoders)
              .map((n) => `${n} ${percent(tallies.get(`${n}|all|all|all`))}`)
              .join(', '),
        );
      }
    }
    await painter.close();
    await phone.context.close();
  } finally {
    await browser.close();
  }
  return { tallies, times };
}

/** Prints an aligned table. */
export function printRows(rows: readonly string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const [n, row] of rows.entries()) {
    console.log(row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

/** Names from a comma-separated environment variable, checked against the known ones (all when unset). */
function chosenNames<T extends string>(variable: string, known: readonly T[]): T[] {
  const asked = process.env[variable]?.split(',').map((n) => n.trim());
  if (!asked) return [...known];
  const unknown = asked.filter((n) => !known.includes(n as T));
  if (unknown.length)
    throw new Error(`${variable}: unknown ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return asked as T[];
}

/** The rows shown for `conditions`: each condition, then 'hard' on the held-out seed when 'hard' is among them. */
export function rowNames(conditions: readonly ConditionName[]): string[] {
  return conditions.includes('hard') ? [...conditions, heldOut('hard')] : [...conditions];
}

/** Every frame of `conditions` at `stream`, and the held-out 'hard' frames at 1280×720. */
function framesOf(
  games: number,
  perType: number,
  conditions: readonly ConditionName[],
  stream: StreamName,
): CorpusFrame[] {
  const frames = conditions.flatMap((c) => cameraCorpus(games, perType, c, stream));
  if (stream !== '1280×720' || !conditions.includes('hard')) return frames;
  return [...frames, ...cameraCorpus(games, perType, 'hard', stream, HELD_OUT_SEED)];
}

/**
 * The app run by default: every condition at 1280×720 (and 'hard' on the held-out seed), the ordinary
 * mix and 'hard' at the other streams.
 */
export function defaultAppPlan(games: number, perType: number): AppPlan {
  const streams = chosenNames('CAMERA_STREAMS', STREAM_NAMES);
  const conditions = chosenNames('CAMERA_CONDITIONS', CONDITION_NAMES);
  return streams.map((stream) => ({
    stream,
    frames: framesOf(
      games,
      perType,
      conditions.filter((c) => stream === '1280×720' || c === 'ordinary' || c === 'hard'),
      stream,
    ),
  }));
}

/** The app-path results of every decoder path (the built-in detector only where the browser has one). */
export async function measureApp(
  distDir: string,
  plan: AppPlan,
  timed = Number(process.env.CAMERA_TIMED ?? 6),
  log: (line: string) => void = () => undefined,
  paths: readonly AppPath[] = APP_PATHS,
): Promise<{ results: AppPathResult[]; nativeDetector: boolean }> {
  const { url, server } = await serveBuild(0, distDir);
  const browser = await launchChromium();
  try {
    const probe = await browser.newPage();
    const nativeDetector = await probe.evaluate(() => 'BarcodeDetector' in window);
    await probe.close();
    const results: AppPathResult[] = [];
    const frames = plan.reduce((n, s) => n + s.frames.length, 0);
    for (const path of paths.filter((p) => p !== 'built-in' || nativeDetector)) {
      log(`app path ${path}: ${frames} frames, ${timed} timed scans per type…`);
      results.push(await measureAppPath(browser, url, path, plan, timed, log));
    }
    return { results, nativeDetector };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const chosen = ['--decoders', '--variants', '--parts', '--app'].filter((flag) => args.includes(flag));
  const want = (flag: string) => (chosen.length === 0 ? flag !== '--variants' : chosen.includes(flag));
  const log = (line: string) => console.log(line);
  const started = performance.now();
  const games = Number(process.env.CAMERA_GAMES ?? 25);
  const perType = Number(process.env.CAMERA_PER_TYPE ?? 20);
  const streams = chosenNames('CAMERA_STREAMS', STREAM_NAMES);
  const conditions = chosenNames('CAMERA_CONDITIONS', CONDITION_NAMES);
  const texts = shownTexts(games);
  log(
    `corpus: codes of ${games} seeded games (` +
      SCANNED_TYPES.map((t) => `${texts.get(t)!.length} ${t}`).join(', ') +
      `); ${perType} frames per type, condition and stream`,
  );
  const json: Record<string, unknown> = { games, perType };
  if (want('--decoders') || want('--variants')) {
    const decoders = await nodeDecoders(want('--variants'));
    const frames = streams.flatMap((s) => framesOf(games, perType, conditions, s));
    log(`decoders: ${frames.length} frames…`);
    const { tallies, times } = await measureDecoders(frames, decoders, log);
    console.log(
      `\nDecoder level (Node, the app's aiming box as html5-qrcode redraws it), share of frames read:`,
    );
    const rows = [['decoder', 'stream', 'box px', ...rowNames(conditions), 'ms a decode']];
    for (const name of Object.keys(decoders)) {
      for (const stream of streams) {
        rows.push([
          name,
          stream,
          String(appBox(STREAMS[stream]).width),
          ...rowNames(conditions).map((c) => percent(tallies.get(`${name}|${stream}|${c}|all`))),
          ms(times.get(`${name}|${stream}`)),
        ]);
      }
    }
    printRows(rows);
    console.log(`\nBy message type, 1280×720, hard:`);
    const typeRows = [['decoder', ...SCANNED_TYPES]];
    for (const name of Object.keys(decoders))
      typeRows.push([name, ...SCANNED_TYPES.map((t) => percent(tallies.get(`${name}|1280×720|hard|${t}`)))]);
    printRows(typeRows);
    json.decoders = Object.fromEntries(tallies);
    json.decodeMs = Object.fromEntries(
      [...times].map(([k, v]) => [k, v.reduce((a, b) => a + b, 0) / v.length]),
    );
  }
  if (want('--parts')) {
    console.log(
      `\nResync parts split at QR versions 5–10, hard condition at 1280×720 (today: v${PART_VERSION}):`,
    );
    // The app's three filtered attempts a frame decide the part size; one plain decode of
    // each library is shown beside them.
    const plain = await loadDecoders();
    const decoders: Record<string, Decode> = {
      ...plain,
      [APP_ATTEMPTS]: filteredAttempts(plain['zxing-wasm']),
    };
    const names = [...DECODER_NAMES, APP_ATTEMPTS];
    const rows = [
      [
        'part version',
        'seed',
        'parts a resync',
        ...names,
        'frames a resync (the app)',
        'parts, worst case',
        'frames, worst case',
      ],
    ];
    const partJson: Record<string, unknown> = {};
    for (let version = 5; version <= 10; version++) {
      for (const [seedName, modelSeed] of [
        ['tuning', MODEL_SEED],
        ['held out', HELD_OUT_SEED],
      ] as const) {
        const frames = partCorpus(games, version, PART_DRAWS, 'hard', modelSeed);
        const row = frames[0]!.row;
        const { tallies } = await measureDecoders(frames, decoders, () => undefined);
        const perGame = frames.length / PART_DRAWS / games;
        const best = tallies.get(`${APP_ATTEMPTS}|1280×720|${row}|all`)!;
        // The shower steps to a part the scanner still misses (it lists them), so each part is
        // filmed until it is read: 1 / (its read rate) frames on average.
        const expected = perGame / (best.read / best.frames);
        const rates = names.map((d) => percent(tallies.get(`${d}|1280×720|${row}|all`)));
        // The same for the resync of a whole game whose every round is as full as can be (qr-report.ts).
        const worstParts = splitMessage(WORST_CASE_RESYNC, version).length;
        const worstExpected = worstParts / (best.read / best.frames);
        rows.push([
          `v${version}`,
          seedName,
          perGame.toFixed(1),
          ...rates,
          expected.toFixed(2),
          String(worstParts),
          worstExpected.toFixed(2),
        ]);
        partJson[`v${version}${modelSeed === HELD_OUT_SEED ? ' held out' : ''}`] = {
          perGame,
          reads: best,
          expectedFrames: expected,
          worstParts,
          worstExpectedFrames: worstExpected,
        };
        log(`  parts v${version} (${seedName}): ${frames.length} frames, ${rates.join(', ')}`);
      }
    }
    printRows(rows);
    json.parts = partJson;
  }
  if (want('--app')) {
    const app = await buildFromArgs(args, log);
    try {
      const plan = defaultAppPlan(games, Number(process.env.CAMERA_APP_PER_TYPE ?? 20));
      const { results, nativeDetector } = await measureApp(
        app.dir,
        plan,
        undefined,
        log,
        chosenNames('CAMERA_PATHS', APP_PATHS),
      );
      console.log(
        `\nThe app's scan path (camera check, ${DECODE_ATTEMPTS} decode attempts a frame), share of frames read:`,
      );
      const rows = [['path', 'decoder', 'stream', 'frames', ...rowNames(conditions), 'ms a detect']];
      for (const r of results) {
        for (const { stream, frames } of plan) {
          const detect = r.detectMs.get(stream);
          rows.push([
            r.path,
            r.decoder,
            stream,
            String(frames.length),
            ...rowNames(conditions).map((c) => percent(r.reads.get(`${stream}|${c}|all`))),
            detect && detect.length ? ms(detect) : '—',
          ]);
        }
      }
      if (!nativeDetector)
        rows.push([
          'built-in',
          'BarcodeDetector: not available here',
          '',
          '',
          ...rowNames(conditions).map(() => ''),
        ]);
      printRows(rows);
      console.log(`\nBy message type (1280×720):`);
      const typeRows = [['path', 'condition', ...SCANNED_TYPES]];
      for (const r of results)
        for (const c of rowNames(conditions))
          typeRows.push([r.path, c, ...SCANNED_TYPES.map((t) => percent(r.reads.get(`1280×720|${c}|${t}`)))]);
      printRows(typeRows);
      console.log(
        `\nTime from camera open to the read message (live sequence of frames, 1280×720), median / 95th percentile ms:`,
      );
      const timeRows = [['path', 'all', ...SCANNED_TYPES]];
      const fmt = (values: readonly (number | null)[]) => {
        const m = quantile(values, 0.5);
        const p = quantile(values, 0.95);
        const show = (v: number) =>
          Number.isFinite(v) ? String(Math.round(v)) : Number.isNaN(v) ? '—' : 'unread';
        return `${show(m)} / ${show(p)}`;
      };
      for (const r of results) {
        const all = [...r.timesMs.values()].flat();
        timeRows.push([r.path, fmt(all), ...SCANNED_TYPES.map((t) => fmt(r.timesMs.get(t) ?? []))]);
      }
      printRows(timeRows);
      json.app = results.map((r) => ({
        path: r.path,
        decoder: r.decoder,
        reads: Object.fromEntries(r.reads),
        detectMs: Object.fromEntries(
          [...r.detectMs].map(([k, v]) => [k, v.reduce((a, b) => a + b, 0) / (v.length || 1)]),
        ),
        medianMs: quantile([...r.timesMs.values()].flat(), 0.5),
        p95Ms: quantile([...r.timesMs.values()].flat(), 0.95),
      }));
    } finally {
      app.remove();
    }
  }
  json.seconds = Math.round((performance.now() - started) / 1000);
  json.load1 = Number(loadavg()[0]!.toFixed(2));
  console.log(`\n(${json.seconds} s; load average ${json.load1})`);
  console.log(JSON.stringify(json));
}
