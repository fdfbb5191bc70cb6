// Lighthouse audit of the main screens of the production build, mobile form factor (Lighthouse's
// default: a mid-range phone, simulated slow 4G and CPU): performance, accessibility and best
// practices per screen. Lighthouse 12 has no PWA category any more, so installability is checked
// through the Chrome DevTools Protocol (Page.getInstallabilityErrors, Page.getAppManifest) plus the
// service worker: registered, and controlling the page after a reload (offline use).
// Chromium is $CHROMIUM_PATH, /usr/bin/chromium or Playwright's own (harness/browser.ts), started
// headless with the CI flags and a fake camera (the join screen opens the camera as soon as it shows).
// `--dist DIR` audits an existing build (else a fresh one). Ends with one JSON line.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../harness/browser';
import { createGame } from '../harness/game-driver';
import { buildFromArgs } from './build-app';
import { serveBuild } from './serve';

/** The Lighthouse categories audited, as named in its report. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** One Lighthouse category. */
export type Category = (typeof CATEGORIES)[number];

/** Scores (0–100) of one screen, and the audits that did not pass. */
export interface ScreenAudit {
  screen: string;
  path: string;
  scores: Record<Category, number | null>;
  /** Cumulative layout shift (unitless) and total blocking time (ms), as Lighthouse measured them. */
  layoutShift: number | null;
  blockingMs: number | null;
  /** Failed audits of the accessibility and best-practices categories, and performance metrics under 0.9. */
  issues: string[];
}

/** Whether the browser would offer to install the app, and why not. */
export interface Installability {
  installable: boolean;
  errors: string[];
  manifestErrors: string[];
  serviceWorkerControls: boolean;
}

/** The whole audit. */
export interface AuditReport {
  screens: ScreenAudit[];
  installability: Installability;
  lighthouseVersion: string;
}

/** A Chromium with a remote-debugging port, started by this script. */
interface DebuggableChromium {
  port: number;
  stop: () => Promise<void>;
}

async function startChromium(): Promise<DebuggableChromium> {
  const executable = findChromium();
  if (!executable) {
    throw new Error(
      'No Chromium found: install one (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH.',
    );
  }
  const profile = mkdtempSync(join(tmpdir(), 'suntzu-audit-'));
  const child = spawn(
    executable,
    [
      ...CHROMIUM_FLAGS,
      '--headless=new',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n').length < 2) {
    if (child.exitCode !== null)
      throw new Error(`Chromium exited (${child.exitCode}) before opening its port`);
    if (Date.now() > deadline) throw new Error('Chromium did not open a remote-debugging port within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  return { port, stop };
}

/** Creates a game in the browser (as a player would, through the new-game screen); returns its screen's hash. */
async function createGameScreen(port: number, url: string): Promise<string> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context');
    const page = await context.newPage();
    await page.goto(url);
    await createGame(page);
    const hash = new URL(page.url()).hash;
    await page.close();
    return hash;
  } finally {
    await browser.close(); // disconnects; the browser keeps running for Lighthouse
  }
}

async function checkInstallability(port: number, url: string): Promise<Installability> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context');
    const page = await context.newPage();
    await page.goto(url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    const serviceWorkerControls = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    await page.close();
    const errors = installabilityErrors.map(
      (e) =>
        e.errorId + (e.errorArguments.length ? ` (${e.errorArguments.map((a) => a.value).join(', ')})` : ''),
    );
    const manifestErrors = manifest.errors.map((e) => e.message);
    if (!manifest.url) manifestErrors.push('no manifest linked');
    return {
      installable: errors.length === 0 && manifestErrors.length === 0 && serviceWorkerControls,
      errors,
      manifestErrors,
      serviceWorkerControls,
    };
  } finally {
    await browser.close();
  }
}

/** The rows of an audit's details table (none when it has no table). */
function itemsOf(details: unknown): unknown[] {
  if (typeof details !== 'object' || details === null || !('items' in details)) return [];
  return Array.isArray(details.items) ? (details.items as unknown[]) : [];
}

/** The first few page elements a failed audit names (selector and explanation), for fixing it. */
function nodesOf(details: unknown): string {
  const named: string[] = [];
  for (const item of itemsOf(details).slice(0, 3)) {
    if (typeof item !== 'object' || item === null || !('node' in item)) continue;
    const node = item.node as { selector?: string; explanation?: string };
    named.push(
      `${node.selector ?? '?'}${node.explanation ? ` — ${node.explanation.replace(/\s+/g, ' ')}` : ''}`,
    );
  }
  return named.length ? ` [${named.join(' | ')}]` : '';
}

/** What Lighthouse names behind a slow metric: the elements that shifted, or the scripts of the long tasks. */
function causesOf(audits: Record<string, { details?: unknown }>, metric: string): string {
  if (metric === 'cumulative-layout-shift') return nodesOf(audits['layout-shifts']?.details);
  if (metric !== 'total-blocking-time') return '';
  const tasks = (itemsOf(audits['long-tasks']?.details) as { url?: string; duration?: number }[])
    .slice(0, 3)
    .map((t) => `${(t.url ?? '?').replace(/^.*\//, '')} ${Math.round(t.duration ?? 0)} ms`);
  return tasks.length ? ` [${tasks.join(' | ')}]` : '';
}

/** Audits the screens of the build in `distDir` with Lighthouse and checks installability. */
export async function runAudit(
  distDir: string,
  log: (line: string) => void = () => undefined,
): Promise<AuditReport> {
  const { url, server } = await serveBuild(0, distDir);
  const browser = await startChromium();
  try {
    // The game screen first: Lighthouse keeps this origin's storage (the game) for it only.
    const gameHash = await createGameScreen(browser.port, url);
    const screens = [
      { screen: 'game (invitation)', path: gameHash, keepStorage: true },
      { screen: 'home', path: '#/', keepStorage: false },
      { screen: 'new game', path: '#/new-game', keepStorage: false },
      { screen: 'join', path: '#/join', keepStorage: false },
      { screen: 'settings', path: '#/settings', keepStorage: false },
    ];
    const audits: ScreenAudit[] = [];
    let lighthouseVersion = '';
    for (const { screen, path, keepStorage } of screens) {
      const started = performance.now();
      const result = await lighthouse(`${url}${path}`, {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: keepStorage,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${screen}`);
      const { lhr } = result;
      lighthouseVersion = lhr.lighthouseVersion;
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${screen}: ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => {
          const score = lhr.categories[c]?.score;
          return [c, typeof score === 'number' ? Math.round(score * 100) : null];
        }),
      ) as Record<Category, number | null>;
      const metric = (id: string) => {
        const value = lhr.audits[id]?.numericValue;
        return typeof value === 'number' ? value : null;
      };
      const layoutShift = metric('cumulative-layout-shift');
      const blocking = metric('total-blocking-time');
      const blockingMs = blocking === null ? null : Math.round(blocking);
      const issues: string[] = [];
      for (const c of CATEGORIES) {
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (!audit || audit.score === null) continue;
          const failing = c === 'performance' ? ref.weight > 0 && audit.score < 0.9 : audit.score < 1;
          if (!failing) continue;
          const value = audit.displayValue ? `: ${audit.displayValue}` : '';
          issues.push(
            `${c}/${ref.id}${value}${c === 'performance' ? causesOf(lhr.audits, ref.id) : nodesOf(audit.details)}`,
          );
        }
      }
      log(
        `  ${screen}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}, layout shift ${layoutShift?.toFixed(3) ?? '–'}, blocking ${blockingMs ?? '–'} ms (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
      audits.push({ screen, path, scores, layoutShift, blockingMs, issues });
    }
    const installability = await checkInstallability(browser.port, url);
    return { screens: audits, installability, lighthouseVersion };
  } finally {
    await browser.stop();
    await server.close();
  }
}

/** The scores as a Markdown table (the README's Audit section uses the same layout). */
export function auditTable(report: AuditReport): string {
  const lines = [
    '| screen | performance | layout shift | total blocking time | accessibility | best practices |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const s of report.screens) {
    lines.push(
      `| ${s.screen} | ${s.scores.performance ?? '–'} | ${s.layoutShift?.toFixed(3) ?? '–'} | ${s.blockingMs === null ? '–' : `${s.blockingMs} ms`} | ${s.scores.accessibility ?? '–'} | ${s.scores['best-practices'] ?? '–'} |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const log = (line: string) => console.log(line);
  const app = await buildFromArgs(process.argv.slice(2), log);
  try {
    const report = await runAudit(app.dir, log);
    const { installability: inst } = report;
    console.log('');
    console.log(auditTable(report));
    console.log('');
    const why = [
      ...inst.errors,
      ...inst.manifestErrors,
      ...(inst.serviceWorkerControls ? [] : ['no service worker controls the page']),
    ];
    console.log(`installable: ${inst.installable ? 'yes' : 'no'}${why.length ? ` (${why.join('; ')})` : ''}`);
    for (const s of report.screens) {
      for (const issue of s.issues) console.log(`${s.screen}: ${issue}`);
    }
    console.log(`Lighthouse ${report.lighthouseVersion}, mobile; load average ${loadavg()[0]!.toFixed(2)}`);
    console.log(
      JSON.stringify({
        lighthouse: report.lighthouseVersion,
        screens: Object.fromEntries(
          report.screens.map((s) => [
            s.screen,
            { ...s.scores, layoutShift: s.layoutShift, blockingMs: s.blockingMs },
          ]),
        ),
        installable: inst.installable,
        installabilityErrors: why,
        load1: Number(loadavg()[0]!.toFixed(2)),
      }),
    );
  } finally {
    app.remove();
  }
}
