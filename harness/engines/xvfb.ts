// A private virtual X display (Xvfb) for a headed browser on a machine with no screen. Xvfb picks
// a free display number itself (-displayfd), so parallel test runs never collide.
import type { Readable } from 'node:stream';
import { isRunning, spawnGroup, stopGroup } from './process-group';

/** A running X server. */
export interface VirtualDisplay {
  /** The DISPLAY value, e.g. ":3". */
  readonly display: string;
  close(): Promise<void>;
}

/** Starts Xvfb with one 24-bit screen; fails with a how-to when Xvfb is not installed. */
export async function startXvfb(screen = '1280x1024x24', timeoutMs = 15_000): Promise<VirtualDisplay> {
  const xvfb = spawnGroup('Xvfb', ['-displayfd', '3', '-screen', '0', screen, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const started = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start within ${timeoutMs} ms`)), timeoutMs);
    const fd3 = xvfb.stdio[3] as Readable;
    let text = '';
    fd3.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (!text.includes('\n')) return;
      clearTimeout(timer);
      resolve(`:${text.trim()}`);
    });
    xvfb.once('error', (error) =>
      reject(
        new Error(
          `Cannot start Xvfb (${error.message}): install it (Debian: \`sudo apt-get install -y xvfb\`).`,
        ),
      ),
    );
    xvfb.once('exit', (code) =>
      reject(new Error(`Xvfb exited while starting (code ${code}): ${xvfb.stderrTail().trim().slice(-500)}`)),
    );
    for (const event of ['exit', 'error'] as const) xvfb.once(event, () => clearTimeout(timer));
  });
  let display: string;
  try {
    display = await started;
  } catch (error) {
    await stopGroup(xvfb);
    throw error;
  }
  return {
    display,
    close: async () => {
      if (isRunning(xvfb)) await stopGroup(xvfb);
    },
  };
}
