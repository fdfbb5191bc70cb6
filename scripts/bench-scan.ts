// Scan-time benchmark. PRODUCT.md: "a QR on the other phone's screen is read within 1 s of the camera
// opening". For each message type a player scans (texts from a real game played through the app's
// controller, see sample-game.ts), the code is drawn as the app draws it (the app's renderQrSvg and
// QR card style, rasterised by Chromium at phone density), fed to Chromium's fake camera as a Y4M
// video, and read through the app's real path: the Camera check screen (#/camera-check), its Scanner
// component and html5-qrcode. Each scan is timed inside the page, from the 'scan-open' mark (the scan
// starts: html5-qrcode loads, the camera opens) to the 'scan-decoded' mark (first decoded code), both
// set by src/app/bridges/qr-scanner.ts; "Scan another" closes the camera and opens it again.
// SCANS sets the scans per type (default 20). `--dist DIR` measures an existing build (else a fresh one).
// Ends with one JSON line {"scanMedianMs", "scanMaxMs", "perType", ...}.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import type { Browser } from 'playwright-core';
import { renderQrSvg } from '../src/app/bridges/qr-render';
import { launchChromium } from '../harness/browser';
import { fakeCameraFlags, writeY4mFromPng } from '../harness/camera';
import { openPhone, PHONE_SIZES } from '../harness/phone';
import { buildFromArgs } from './build-app';
import { playSampleGame, SCANNED_TYPES, type ScannedType } from './sample-game';
import { serveBuild } from './serve';

/** Budget: median time from the camera opening to the decoded code, per message type. */
export const SCAN_BUDGET_MS = 1000;

/** How long one scan may take before it counts as failed. */
const SCAN_TIMEOUT_MS = 15_000;

/** Scan times of one message type. */
export interface ScanTypeResult {
  type: ScannedType;
  chars: number;
  qrVersion: number;
  timesMs: number[];
  /** Scans that read nothing (or the wrong text) within SCAN_TIMEOUT_MS. */
  failures: number;
  medianMs: number;
  maxMs: number;
}

/** Scan times of every message type, pooled median and maximum, and the worst type's median. */
export interface ScanReport {
  perType: ScanTypeResult[];
  medianMs: number;
  maxMs: number;
  worstTypeMedianMs: number;
  failures: number;
  scansPerType: number;
}

/** Median of a list of numbers (NaN when empty). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The code as the app shows it: its SVG (renderQrSvg) on the app's QR card, at phone density, as a PNG. */
async function renderAsApp(browser: Browser, text: string): Promise<Buffer> {
  const { svg } = await renderQrSvg(text);
  const css = readFileSync(new URL('../src/app/components/QrCode/QrCode.css', import.meta.url), 'utf8');
  const phone = await openPhone(browser, PHONE_SIZES.standard);
  try {
    // The dark page around the card stands for the phone's screen (the app's dark background).
    await phone.page.setContent(
      '<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<style>${css} html { font-size: 16px; } body { margin: 0; padding: 1.5rem 1rem; background: #101820; }</style></head>` +
        `<body><figure class="qr-code"><div class="qr-code__image">${svg}</div></figure></body></html>`,
    );
    const box = await phone.page.locator('figure.qr-code').boundingBox();
    if (!box) throw new Error('the QR card was not drawn');
    const pad = 16;
    return await phone.page.screenshot({
      clip: { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad },
    });
  } finally {
    await phone.context.close();
  }
}

/** Opens the camera check with the fake camera showing `png` and times `scans` scans of `text`. */
async function timeScans(
  url: string,
  png: Buffer,
  text: string,
  scans: number,
  log: (line: string) => void,
): Promise<{ timesMs: number[]; failures: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'suntzu-scan-'));
  const y4m = join(dir, 'code.y4m');
  writeY4mFromPng(png, y4m);
  const browser = await launchChromium(fakeCameraFlags(y4m));
  const timesMs: number[] = [];
  let failures = 0;
  try {
    const phone = await openPhone(browser, PHONE_SIZES.standard, { permissions: ['camera'] });
    const { page } = phone;
    await page.goto(`${url}#/camera-check`);
    for (let i = 0; i < scans; i++) {
      if (i > 0) {
        await page.evaluate(() => performance.clearMarks());
        const again = page.getByRole('button', { name: 'Scan another' });
        if ((await again.count()) > 0) await again.click();
        else await page.goto(`${url}#/camera-check`); // after a failed scan: start over
      }
      try {
        const handle = await page.waitForFunction(
          () => {
            const opened = performance.getEntriesByName('scan-open').at(-1);
            const decoded = performance.getEntriesByName('scan-decoded').at(-1);
            const status = document.querySelector('[data-testid="camera-status"]');
            if (!opened || !decoded || !status) return null;
            return { ms: decoded.startTime - opened.startTime, shown: status.textContent ?? '' };
          },
          undefined,
          { timeout: SCAN_TIMEOUT_MS },
        );
        const read = await handle.jsonValue();
        if (!read) throw new Error('no reading');
        const { ms, shown } = read;
        if (shown !== `Read: ${text}`) throw new Error(`read a different text: ${shown.slice(0, 60)}…`);
        timesMs.push(ms);
      } catch (error) {
        failures++;
        log(
          `  scan ${i + 1} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
        await page.goto('about:blank');
      }
    }
    await phone.context.close();
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return { timesMs, failures };
}

/** Times scans of each message type of a sample game through the app served from `distDir`. */
export async function measureScans(
  distDir: string,
  scans = Number(process.env.SCANS ?? 20),
  log: (line: string) => void = () => undefined,
): Promise<ScanReport> {
  const { texts } = playSampleGame();
  const { url, server } = await serveBuild(0, distDir);
  const perType: ScanTypeResult[] = [];
  try {
    const painter = await launchChromium();
    const pngs = new Map<ScannedType, Buffer>();
    try {
      for (const type of SCANNED_TYPES) pngs.set(type, await renderAsApp(painter, texts[type]));
    } finally {
      await painter.close();
    }
    for (const type of SCANNED_TYPES) {
      const text = texts[type];
      const { timesMs, failures } = await timeScans(url, pngs.get(type)!, text, scans, log);
      const result: ScanTypeResult = {
        type,
        chars: text.length,
        qrVersion: QRCode.create(text, { errorCorrectionLevel: 'M' }).version,
        timesMs,
        failures,
        medianMs: Math.round(median(timesMs)),
        maxMs: Math.round(Math.max(...timesMs)),
      };
      log(
        `  ${type}: median ${result.medianMs} ms, max ${result.maxMs} ms` +
          (failures ? `, ${failures} failed` : ''),
      );
      perType.push(result);
    }
  } finally {
    await server.close();
  }
  const all = perType.flatMap((r) => r.timesMs);
  return {
    perType,
    medianMs: Math.round(median(all)),
    maxMs: Math.round(Math.max(...all)),
    worstTypeMedianMs: Math.max(...perType.map((r) => r.medianMs)),
    failures: perType.reduce((sum, r) => sum + r.failures, 0),
    scansPerType: scans,
  };
}

/** True when every type's median is within budget and no scan failed. */
export function scanWithinBudget(report: ScanReport): boolean {
  return report.failures === 0 && report.worstTypeMedianMs <= SCAN_BUDGET_MS;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const log = (line: string) => console.log(line);
  const app = await buildFromArgs(process.argv.slice(2), log);
  try {
    const report = await measureScans(app.dir, undefined, log);
    console.log('');
    console.log('message        QR   chars  scans  median ms  max ms');
    for (const r of report.perType) {
      console.log(
        `${r.type.padEnd(13)} v${String(r.qrVersion).padEnd(3)} ${String(r.chars).padStart(5)}  ` +
          `${String(r.timesMs.length).padStart(5)}  ${String(r.medianMs).padStart(9)}  ${String(r.maxMs).padStart(6)}` +
          (r.failures ? `  (${r.failures} failed)` : ''),
      );
    }
    const ok = scanWithinBudget(report);
    console.log(
      `all scans: median ${report.medianMs} ms, max ${report.maxMs} ms; worst type median ${report.worstTypeMedianMs} ms ` +
        `(budget ≤ ${SCAN_BUDGET_MS} ms): ${ok ? 'within' : 'OVER'}; load average ${loadavg()[0]!.toFixed(2)}`,
    );
    const perTypeJson = Object.fromEntries(
      report.perType.map((r) => [
        r.type,
        {
          medianMs: r.medianMs,
          maxMs: r.maxMs,
          scans: r.timesMs.length,
          failures: r.failures,
          qrVersion: r.qrVersion,
        },
      ]),
    );
    console.log(
      JSON.stringify({
        scanMedianMs: report.medianMs,
        scanMaxMs: report.maxMs,
        perType: perTypeJson,
        budgetMs: SCAN_BUDGET_MS,
        load1: Number(loadavg()[0]!.toFixed(2)),
      }),
    );
    if (!ok) process.exitCode = 1;
  } finally {
    app.remove();
  }
}
