// Scan benchmark under a camera model (issue 11 §2). The app's real message texts (every code shown in
// seeded games played through the app's controller, sample-game.ts) are drawn as the app draws them
// (screens.ts) and filmed by a camera model (frame-params.ts, page-model.ts): distance (the code fills
// 20–70 % of a 1280×720 frame's height), roll, tilt up to 25°, exposure, glare, blur, sensor noise.
//
// Three measurements:
// - app: frames fed to the app's real scan path, the camera check (#/camera-check) with a 1280×720
//   canvas camera: html5-qrcode draws its aiming box into its canvas and decodes as in the app. A
//   frame counts as read when the right text is read while only that frame is shown, within
//   DECODE_ATTEMPTS decode attempts. Per decoder path (APP_PATHS): the zxing-wasm polyfill (the
//   app's path wherever there is no BarcodeDetector: iPhones, Firefox), bare ZXing-js (a
//   BarcodeDetector stub that supports no format), both also with the scanner laid out at camera
//   pixels, and the built-in BarcodeDetector where the browser has one. Also the time from
//   'scan-open' to 'scan-decoded' on a live sequence of frames.
//   A full run (all measurements, 25 games) takes about 35 minutes on a busy 2-core machine.
// - decoders: the same frames, redrawn as html5-qrcode redraws its aiming box, decoded in Node by
//   zxing-wasm (the polyfill's decoder) and ZXing-js (html5-qrcode's copy), for the corpus-wide rate,
//   other aiming boxes (--boxes) and resync parts split at QR versions 5–10 (--parts).
//
// Usage: npm run bench:camera [-- --dist DIR] [--decoders] [--boxes] [--parts] [--app] (no choice: all).
// CAMERA_GAMES (default 25) sets the seeded games of the corpus, CAMERA_APP_FRAMES (default 150) the
// frames fed to the app per path, CAMERA_TIMED (default 6) the timed scans per message type and path.
// Ends with one JSON line.
import { loadavg } from 'node:os';
import QRCode from 'qrcode';
import type { Browser, Page } from 'playwright-core';
import { splitMessage } from '../src/protocol/parts';
import { toQrText } from '../src/protocol/text';
import { launchChromium } from '../test/support/browser';
import { openPhone, PHONE_SIZES } from '../test/support/phone';
import { buildFromArgs } from './build-app';
import { DECODER_NAMES, loadDecoders } from './camera/decoders';
import { FRAME, FrameDice, type FrameParams } from './camera/frame-params';
import type { CropRegion, ViewGeometry } from './camera/page-model';
import { openScreenPainter } from './camera/screens';
import { addScreens, cameraModelScript, filmAndCrop } from './camera/stub';
import { playSampleGame, SCANNED_TYPES, type ScannedType } from './sample-game';
import { serveBuild } from './serve';

/** Budget (PRODUCT.md): share of camera-model frames of real messages read on the polyfill path. */
export const READ_RATE_BUDGET = 0.97;
/** Decode attempts a frame gets in the app before it counts as not read. */
export const DECODE_ATTEMPTS = 3;
/** A timed scan that reads nothing within this counts as failed. */
const TIMED_SCAN_LIMIT_MS = 10_000;
/** How long each frame of a live sequence is shown (a hand-held phone drifts slowly). */
const LIVE_FRAME_MS = 100;
/** Frames in a live sequence. */
const LIVE_FRAMES = 6;
/** Seed of the camera model's draws. */
const MODEL_SEED = 2026;

/** One frame of the corpus: a message text and how it is filmed. */
export interface CorpusFrame {
  type: ScannedType;
  text: string;
  qrVersion: number;
  params: FrameParams;
}

/** Every code shown in `games` seeded games (each text once), each with its own camera draw. */
export function cameraCorpus(games: number): CorpusFrame[] {
  const dice = new FrameDice(MODEL_SEED);
  const seen = new Set<string>();
  const frames: CorpusFrame[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const { shown } = playSampleGame(seed);
    for (const type of SCANNED_TYPES) {
      for (const text of shown[type]) {
        if (seen.has(text)) continue;
        seen.add(text);
        const qrVersion = QRCode.create(text, { errorCorrectionLevel: 'M' }).version;
        frames.push({ type, text, qrVersion, params: dice.next() });
      }
    }
  }
  return frames;
}

/** Resync parts of `games` games split at QR version `version`, each part filmed `draws` ways. */
export function partCorpus(games: number, version: number, draws = 1): CorpusFrame[] {
  const dice = new FrameDice(MODEL_SEED + version);
  const frames: CorpusFrame[] = [];
  for (let seed = 1; seed <= games; seed++) {
    for (const bytes of splitMessage(playSampleGame(seed).resync, version)) {
      const text = toQrText(bytes);
      const qrVersion = QRCode.create(text, { errorCorrectionLevel: 'M' }).version;
      for (let i = 0; i < draws; i++)
        frames.push({ type: 'resync part', text, qrVersion, params: dice.next() });
    }
  }
  return frames;
}

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

/** The aiming boxes compared: how each redraws the 1280×720 frame for the decoder. */
export function aimingBoxes(view: ViewGeometry): { app: CropRegion } & Record<string, CropRegion> {
  const ratio = view.videoWidth / view.clientWidth;
  const centred = (cssWidth: number, cssHeight: number, outWidth: number, outHeight: number): CropRegion => ({
    sx: ((view.clientWidth - cssWidth) / 2) * ratio,
    sy: ((view.clientHeight - cssHeight) / 2) * ratio,
    sw: cssWidth * ratio,
    sh: cssHeight * ratio,
    width: Math.round(outWidth),
    height: Math.round(outHeight),
  });
  const shorter = Math.min(view.clientWidth, view.clientHeight);
  // A square camera picture (videoConstraints aspectRatio 1): the middle 720×720, shown view-wide.
  const squareBox = Math.floor(view.clientWidth * 0.85);
  const squareRatio = FRAME.height / view.clientWidth;
  return {
    app: centred(view.canvasWidth, view.canvasHeight, view.canvasWidth, view.canvasHeight),
    'box 100 %': centred(shorter, shorter, shorter, shorter),
    'whole view': centred(view.clientWidth, view.clientHeight, view.clientWidth, view.clientHeight),
    'square video, box 85 %': {
      sx: (FRAME.width - FRAME.height) / 2 + ((view.clientWidth - squareBox) / 2) * squareRatio,
      sy: ((view.clientWidth - squareBox) / 2) * squareRatio,
      sw: squareBox * squareRatio,
      sh: squareBox * squareRatio,
      width: squareBox,
      height: squareBox,
    },
    'box 85 % at camera pixels': centred(
      view.canvasWidth,
      view.canvasHeight,
      view.canvasWidth * ratio,
      view.canvasHeight * ratio,
    ),
  };
}

/**
 * The decoder paths fed in the app: the zxing-wasm polyfill ('polyfill', the path an iPhone takes: a
 * native BarcodeDetector, if any, is removed first so the app installs the polyfill), bare ZXing-js
 * ('zxing-js'), each also with the scanner laid out at the camera's pixel width ('… at camera
 * pixels': html5-qrcode then redraws its aiming box at the camera's resolution), and the browser's
 * own BarcodeDetector ('built-in', measured only where there is one).
 */
export const APP_PATHS = [
  'polyfill',
  'zxing-js',
  'polyfill at camera pixels',
  'zxing-js at camera pixels',
  'built-in',
] as const;

/** One decoder path fed in the app. */
export type AppPath = (typeof APP_PATHS)[number];

/** Lays the scanner's view out at the camera's width (1280 CSS px) before html5-qrcode measures it. */
const CAMERA_PIXELS_SCRIPT = `new MutationObserver(() => {
  for (const view of document.querySelectorAll('.scanner__view')) {
    if (view.dataset.cameraPixels) continue;
    view.dataset.cameraPixels = '1';
    view.style.width = '${FRAME.width}px';
    view.style.maxWidth = 'none';
    view.style.flex = 'none';
  }
}).observe(document, { subtree: true, childList: true });`;

/** Opens the camera check with the camera model, set up for one decoder path. */
export async function openCameraCheck(
  browser: Browser,
  url: string,
  path: AppPath,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const phone = await openPhone(browser, PHONE_SIZES.standard, { permissions: ['camera'] });
  const { page } = phone;
  if (path.endsWith('at camera pixels')) await page.addInitScript({ content: CAMERA_PIXELS_SCRIPT });
  if (path.startsWith('polyfill')) {
    await page.addInitScript({ content: 'delete window.BarcodeDetector;' });
  }
  if (path.startsWith('zxing-js')) {
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

/** The app's view and aiming box at phone size, as html5-qrcode sets them up. */
export async function measureView(browser: Browser, url: string): Promise<ViewGeometry> {
  const { page, close } = await openCameraCheck(browser, url, 'polyfill');
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

/** Results of one decoder path in the app. */
export interface AppPathResult {
  path: string;
  decoder: string;
  reads: Map<string, Tally>;
  timesMs: Map<string, (number | null)[]>;
}

/** Feeds frames to the app's camera check one by one, then times live scans per message type. */
async function measureAppPath(
  browser: Browser,
  url: string,
  path: AppPath,
  frames: readonly CorpusFrame[],
  timed: number,
  log: (line: string) => void,
): Promise<AppPathResult> {
  const { page, close } = await openCameraCheck(browser, url, path);
  const reads = new Map<string, Tally>();
  const timesMs = new Map<string, (number | null)[]>();
  try {
    const decoder = await decoderShown(page);
    const view = await page.evaluate(() => window.__cameraModel!.view());
    log(`  ${path}: ${decoder}; aiming box redrawn at ${view?.canvasWidth}×${view?.canvasHeight}`);
    const painter = await openScreenPainter(browser);
    try {
      for (const [i, frame] of frames.entries()) {
        await addScreens(page, [await painter.draw(frame.text)]);
        const reading = await page.evaluate(
          ([p, text, attempts]) => window.__cameraModel!.readOne('0', p, text, attempts),
          [frame.params, frame.text, DECODE_ATTEMPTS] as const,
        );
        add(reads, frame.type, reading.read);
        add(reads, 'all', reading.read);
        if ((i + 1) % 25 === 0)
          log(`  ${path}: ${i + 1}/${frames.length} frames, ${percent(reads.get('all'))} read`);
      }
      // Live scans: a few texts of each type, each filmed LIVE_FRAMES ways, shown one after another.
      const dice = new FrameDice(MODEL_SEED + 100);
      for (const type of SCANNED_TYPES) {
        const texts = sample(
          frames.filter((f) => f.type === type),
          timed,
        );
        const times: (number | null)[] = [];
        for (const { text } of texts) {
          await addScreens(page, [await painter.draw(text)]);
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
      await painter.close();
    }
    return { path, decoder, reads, timesMs };
  } finally {
    await close();
  }
}

/** The value at quantile q of the sorted times; a failed scan counts as slower than any. */
export function quantile(times: readonly (number | null)[], q: number): number {
  const sorted = times.map((t) => t ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** Read rates per decoder × aiming box × message type, decoded in Node. */
export async function measureDecoders(
  frames: readonly CorpusFrame[],
  boxes: Record<string, CropRegion>,
  log: (line: string) => void,
): Promise<Map<string, Tally>> {
  const decoders = await loadDecoders();
  const browser = await launchChromium();
  const tallies = new Map<string, Tally>();
  try {
    const phone = await openPhone(browser, PHONE_SIZES.standard);
    await phone.page.addScriptTag({ content: await cameraModelScript() });
    const painter = await openScreenPainter(browser);
    const names = Object.keys(boxes);
    const regions = Object.values(boxes);
    for (const [i, frame] of frames.entries()) {
      await addScreens(phone.page, [await painter.draw(frame.text)]);
      const crops = await filmAndCrop(phone.page, 0, frame.params, regions);
      for (const [b, crop] of crops.entries()) {
        const region = regions[b]!;
        const picture = {
          data: new Uint8ClampedArray(Buffer.from(crop, 'base64')),
          width: region.width,
          height: region.height,
        };
        for (const name of DECODER_NAMES) {
          const read = (await decoders[name](picture)) === frame.text;
          add(tallies, `${name}|${names[b]}|${frame.type}`, read);
          add(tallies, `${name}|${names[b]}|all`, read);
          add(tallies, `${name}|${names[b]}|v${frame.qrVersion}`, read);
          const far = frame.params.fill < 0.35 ? 'far' : frame.params.fill > 0.55 ? 'near' : 'middle';
          add(tallies, `${name}|${names[b]}|${far}`, read);
          if (frame.params.tiltDeg > 18) add(tallies, `${name}|${names[b]}|tilt>18`, read);
        }
      }
      if ((i + 1) % 50 === 0) {
        log(
          `  decoders: ${i + 1}/${frames.length} frames; app box: ` +
            DECODER_NAMES.map((n) => `${n} ${percent(tallies.get(`${n}|app|all`))}`).join(', '),
        );
      }
    }
    await painter.close();
    await phone.context.close();
  } finally {
    await browser.close();
  }
  return tallies;
}

/** Prints an aligned table. */
export function printRows(rows: readonly string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const [n, row] of rows.entries()) {
    console.log(row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

/** The app-path results of every decoder path (the built-in detector only where the browser has one). */
export async function measureApp(
  distDir: string,
  frameCount = Number(process.env.CAMERA_APP_FRAMES ?? 150),
  timed = Number(process.env.CAMERA_TIMED ?? 6),
  log: (line: string) => void = () => undefined,
  paths: readonly AppPath[] = APP_PATHS,
): Promise<{ results: AppPathResult[]; frames: number; nativeDetector: boolean }> {
  const corpus = sample(cameraCorpus(Number(process.env.CAMERA_GAMES ?? 25)), frameCount);
  const { url, server } = await serveBuild(0, distDir);
  const browser = await launchChromium();
  try {
    const probe = await browser.newPage();
    const nativeDetector = await probe.evaluate(() => 'BarcodeDetector' in window);
    await probe.close();
    const results: AppPathResult[] = [];
    for (const path of paths.filter((p) => p !== 'built-in' || nativeDetector)) {
      log(`app path ${path}: ${corpus.length} frames, ${timed} timed scans per type…`);
      results.push(await measureAppPath(browser, url, path, corpus, timed, log));
    }
    return { results, frames: corpus.length, nativeDetector };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const chosen = ['--decoders', '--boxes', '--parts', '--app'].filter((flag) => args.includes(flag));
  const want = (flag: string) => chosen.length === 0 || chosen.includes(flag);
  const log = (line: string) => console.log(line);
  const started = performance.now();
  const games = Number(process.env.CAMERA_GAMES ?? 25);
  const corpus = cameraCorpus(games);
  const counts = SCANNED_TYPES.map((t) => `${corpus.filter((f) => f.type === t).length} ${t}`).join(', ');
  log(`corpus: ${corpus.length} texts from ${games} seeded games (${counts})`);
  const app = await buildFromArgs(args, log);
  const json: Record<string, unknown> = { frames: corpus.length, games };
  try {
    const { url, server } = await serveBuild(0, app.dir);
    const viewBrowser = await launchChromium();
    const view = await measureView(viewBrowser, url).finally(() => viewBrowser.close());
    await server.close();
    log(
      `view: video ${view.videoWidth}×${view.videoHeight} shown at ${view.clientWidth}×${view.clientHeight} CSS px; ` +
        `aiming box redrawn at ${view.canvasWidth}×${view.canvasHeight}`,
    );
    const allBoxes = aimingBoxes(view);
    if (want('--decoders') || want('--boxes')) {
      const boxes = want('--boxes') ? allBoxes : { app: allBoxes.app };
      const tallies = await measureDecoders(corpus, boxes, log);
      console.log('\nDecoder level (Node, the frame redrawn as html5-qrcode does), share of frames read:');
      const keys = ['all', ...SCANNED_TYPES, 'far', 'middle', 'near', 'tilt>18'];
      const rows = [['decoder', 'aiming box', ...keys]];
      for (const name of DECODER_NAMES) {
        for (const box of Object.keys(boxes)) {
          rows.push([name, box, ...keys.map((k) => percent(tallies.get(`${name}|${box}|${k}`)))]);
        }
      }
      printRows(rows);
      json.decoders = Object.fromEntries([...tallies].map(([k, t]) => [k, t]));
    }
    if (want('--parts')) {
      console.log('\nResync parts split at QR versions 5–10, share of frames read (Node decoders):');
      const partBoxes = { app: allBoxes.app, 'camera pixels': allBoxes['box 85 % at camera pixels']! };
      const columns = DECODER_NAMES.flatMap((d) => Object.keys(partBoxes).map((b) => `${d}|${b}`));
      const rows = [
        ['part version', 'parts a resync', ...columns, 'frames a resync (zxing-wasm, camera pixels)'],
      ];
      const partJson: Record<string, unknown> = {};
      const partGames = games;
      for (let version = 5; version <= 10; version++) {
        const frames = partCorpus(partGames, version, PART_DRAWS);
        const tallies = await measureDecoders(frames, partBoxes, () => undefined);
        const perGame = frames.length / PART_DRAWS / partGames;
        const best = tallies.get('zxing-wasm|camera pixels|all')!;
        const expected = perGame / (best.read / best.frames);
        const rates = columns.map((c) => percent(tallies.get(`${c}|all`)));
        rows.push([`v${version}`, perGame.toFixed(1), ...rates, expected.toFixed(2)]);
        partJson[`v${version}`] = {
          perGame,
          reads: Object.fromEntries(columns.map((c) => [c, tallies.get(`${c}|all`)])),
          expectedFrames: expected,
        };
        log(`  parts v${version}: ${frames.length} frames, ${rates.join(', ')}`);
      }
      printRows(rows);
      json.parts = partJson;
    }
    if (want('--app')) {
      const { results, frames, nativeDetector } = await measureApp(app.dir, undefined, undefined, log);
      console.log(
        `\nThe app's scan path (camera check, ${frames} frames, ${DECODE_ATTEMPTS} decode attempts each):`,
      );
      const rows = [['path', 'decoder', 'all', ...SCANNED_TYPES]];
      for (const r of results) {
        rows.push([r.path, r.decoder, ...['all', ...SCANNED_TYPES].map((k) => percent(r.reads.get(k)))]);
      }
      if (!nativeDetector)
        rows.push(['built-in', 'BarcodeDetector: not available here', '—', '—', '—', '—', '—', '—']);
      printRows(rows);
      console.log(
        `\nTime from camera open to the read message (live sequence of frames), median / 95th percentile ms:`,
      );
      const timeRows = [['path', 'all', ...SCANNED_TYPES]];
      const fmt = (times: readonly (number | null)[]) => {
        const m = quantile(times, 0.5);
        const p = quantile(times, 0.95);
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
        medianMs: quantile([...r.timesMs.values()].flat(), 0.5),
        p95Ms: quantile([...r.timesMs.values()].flat(), 0.95),
        timesMs: Object.fromEntries(r.timesMs),
      }));
    }
  } finally {
    app.remove();
  }
  json.seconds = Math.round((performance.now() - started) / 1000);
  json.load1 = Number(loadavg()[0]!.toFixed(2));
  console.log(`\n(${json.seconds} s; load average ${json.load1})`);
  console.log(JSON.stringify(json));
}
