// Scan time in every engine. PRODUCT.md: "a QR on the other phone's screen is read within 1 s of the
// camera opening (median) in every engine". bench-scan.ts measures Chromium only (its fake camera);
// this runs the same measurement in Chromium, Firefox and WebKit through the cross-engine adapters
// (harness/engines/), with the canvas camera of harness/camera-stub.ts showing the code.
// Texts: the longest of each scanned message type in a seeded sample game (sample-game.ts), drawn
// by cameraPng (the app's QR library and options). For each engine one page; for each type SCANS
// scans (default 5): the code is shown to the camera, the camera check opens (from home, then by
// "Scan another"), and the time runs from the 'scan-open' mark to the 'scan-decoded' mark (both set
// by the app: Scanner.tsx, bridges/qr-scanner.ts). A read of another text counts as a failure.
// ENGINES=chromium,firefox limits the engines. `--dist DIR` measures an existing build (else a
// fresh one). Ends with one JSON line {"engines": [...]}; exits 1 only when a scan failed (never on
// a time: timings vary with the machine's load, printed with them).
import { loadavg } from 'node:os';
import { cameraPng } from '../harness/game-driver';
import { drive, route, tap, waitFor } from '../harness/engines/dom-driver';
import type { Engine, EngineName, EnginePage } from '../harness/engines/engine';
import { ENGINES, openEngine } from '../harness/engines/index';
import { median, SCAN_BUDGET_MS } from './bench-scan';
import { buildFromArgs } from './build-app';
import { playSampleGame, SCANNED_TYPES, type ScannedType } from './sample-game';
import { serveBuild } from './serve';

/** How long one scan may take before it counts as failed. */
const SCAN_TIMEOUT_MS = 20_000;

/** Scan times of one message type in one engine. */
export interface EngineTypeResult {
  type: ScannedType;
  timesMs: number[];
  /** Scans that read nothing, or another text, within SCAN_TIMEOUT_MS. */
  failures: number;
}

/** Scan times of every message type in one engine. */
export interface EngineScanReport {
  engine: EngineName;
  perType: EngineTypeResult[];
  /** Why the engine could not be measured at all (then every planned scan counts as failed). */
  error?: string;
}

/** The 95th percentile by nearest rank (NaN when empty). */
export function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)]!;
}

/** One scan's result as the page reports it. */
interface Reading {
  ms: number;
  shown: string;
}

/** The first line of an error's message. */
const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);

/**
 * One scan: shows `dataUrl` to the camera, opens the camera check ("Scan another" after a read,
 * else from the home screen), waits for the read; returns the time between the marks and the text.
 */
async function scanOnce(page: EnginePage, dataUrl: string): Promise<Reading> {
  await drive(page, 'performance.clearMarks(); await window.__showToCamera(args[0]);', dataUrl);
  const again = await drive<boolean>(
    page,
    `return location.hash === '#/camera-check' && buttons('^Scan another$').length > 0;`,
  );
  if (again) await tap(page, '^Scan another$');
  else {
    await route(page, '#/', 'main.home');
    await tap(page, '^Check the camera$');
  }
  return drive<Reading>(
    page,
    `return until('a read code', () => {
       const opened = performance.getEntriesByName('scan-open').at(-1);
       const decoded = performance.getEntriesByName('scan-decoded').at(-1);
       const status = document.querySelector('[data-testid="camera-status"]');
       if (!opened || !decoded || !status) return null;
       return { ms: decoded.startTime - opened.startTime, shown: status.textContent ?? '' };
     }, args[0]);`,
    SCAN_TIMEOUT_MS,
  );
}

/** Measures `scans` scans of each text in one engine, one page for all. */
async function measureEngine(
  name: EngineName,
  url: string,
  texts: Record<ScannedType, string>,
  dataUrls: Map<ScannedType, string>,
  scans: number,
  log: (line: string) => void,
): Promise<EngineScanReport> {
  const started = performance.now();
  let engine: Engine;
  try {
    engine = await openEngine(name);
  } catch (error) {
    log(`${name}: did not start: ${firstLine(error)}`);
    return {
      engine: name,
      perType: SCANNED_TYPES.map((type) => ({ type, timesMs: [], failures: scans })),
      error: firstLine(error),
    };
  }
  const perType: EngineTypeResult[] = [];
  try {
    const page = await engine.open({
      size: { width: 390, height: 844 },
      cameraStub: true,
      colorScheme: 'dark',
    });
    await page.goto(url);
    await waitFor(page, 'main.home');
    for (const type of SCANNED_TYPES) {
      const text = texts[type];
      const result: EngineTypeResult = { type, timesMs: [], failures: 0 };
      for (let i = 0; i < scans; i++) {
        try {
          const { ms, shown } = await scanOnce(page, dataUrls.get(type)!);
          if (shown !== `Read: ${text}`) throw new Error(`read another text: ${shown.slice(0, 60)}…`);
          result.timesMs.push(ms);
        } catch (error) {
          result.failures++;
          log(`  ${name} ${type} scan ${i + 1} failed: ${firstLine(error)}`);
          await page.screenshot(`bench-${type.replace(/ /g, '-')}-${i + 1}-failed`).catch(() => undefined);
          // Start over from a fresh load (the camera stub is back after goto in every engine).
          await page.goto(url).catch(() => undefined);
          await waitFor(page, 'main.home').catch(() => undefined);
        }
      }
      log(
        `  ${name} ${type}: median ${Math.round(median(result.timesMs))} ms` +
          (result.failures ? `, ${result.failures} failed` : ''),
      );
      perType.push(result);
    }
    const errors = await page.errors().catch((error: unknown) => [firstLine(error)]);
    if (errors.length) log(`  ${name}: page errors: ${errors.join(' | ').slice(0, 300)}`);
    await page.close();
  } catch (error) {
    log(`${name}: ${firstLine(error)}`);
    for (const type of SCANNED_TYPES.slice(perType.length))
      perType.push({ type, timesMs: [], failures: scans });
    return { engine: name, perType, error: firstLine(error) };
  } finally {
    await engine.close().catch(() => undefined);
    log(
      `${name}: ${((performance.now() - started) / 1000).toFixed(0)} s, load average ${loadavg()[0]!.toFixed(2)}`,
    );
  }
  return { engine: name, perType };
}

/** Which engines to measure: ENGINES (comma-separated) or all three. */
function chosenEngines(): EngineName[] {
  const wanted = process.env.ENGINES?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!wanted?.length) return [...ENGINES];
  const unknown = wanted.filter((name) => !(ENGINES as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`ENGINES: unknown ${unknown.join(', ')} (known: ${ENGINES.join(', ')})`);
  return ENGINES.filter((name) => wanted.includes(name));
}

/** Measures the scan time of each message type in each engine through the build in `distDir`. */
export async function measureEngineScans(
  distDir: string,
  scans = Number(process.env.SCANS ?? 5),
  engines: readonly EngineName[] = chosenEngines(),
  log: (line: string) => void = () => undefined,
): Promise<EngineScanReport[]> {
  const { texts } = playSampleGame();
  const dataUrls = new Map<ScannedType, string>();
  for (const type of SCANNED_TYPES)
    dataUrls.set(type, `data:image/png;base64,${(await cameraPng(texts[type])).toString('base64')}`);
  const { url, server } = await serveBuild(0, distDir);
  const reports: EngineScanReport[] = [];
  try {
    for (const name of engines) reports.push(await measureEngine(name, url, texts, dataUrls, scans, log));
  } finally {
    await server.close();
  }
  return reports;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const log = (line: string) => console.log(line);
  const scans = Number(process.env.SCANS ?? 5);
  console.log(
    `load average at start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const app = await buildFromArgs(process.argv.slice(2), log);
  try {
    const reports = await measureEngineScans(app.dir, scans, chosenEngines(), log);
    const summary = reports.map((report) => {
      const all = report.perType.flatMap((r) => r.timesMs);
      console.log('');
      console.log(`${report.engine}${report.error ? ` (${report.error})` : ''}`);
      console.log('message        scans  median ms  p95 ms  max ms  failures');
      for (const r of report.perType) {
        const cell = (n: number) => (Number.isNaN(n) ? '-' : String(Math.round(n)));
        console.log(
          `${r.type.padEnd(13)}  ${String(r.timesMs.length).padStart(5)}  ${cell(median(r.timesMs)).padStart(9)}  ` +
            `${cell(p95(r.timesMs)).padStart(6)}  ${cell(r.timesMs.length ? Math.max(...r.timesMs) : Number.NaN).padStart(6)}  ` +
            `${String(r.failures).padStart(8)}`,
        );
      }
      const failures = report.perType.reduce((sum, r) => sum + r.failures, 0);
      const medianMs = Math.round(median(all));
      const p95Ms = Math.round(p95(all));
      console.log(
        `${report.engine}: median ${medianMs} ms, 95th percentile ${p95Ms} ms over ${all.length} scans ` +
          `(budget ≤ ${SCAN_BUDGET_MS} ms median), ${failures} failed`,
      );
      return { engine: report.engine, medianMs, p95Ms, failures, scans: all.length + failures };
    });
    const load = loadavg()[0]!;
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (timings vary with load)`,
    );
    console.log(JSON.stringify({ engines: summary, scansPerType: scans, load1: Number(load.toFixed(2)) }));
    if (summary.some((s) => s.failures > 0)) process.exitCode = 1;
  } finally {
    app.remove();
  }
}
