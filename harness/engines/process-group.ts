// Helper processes of a browser adapter (an X server, a WebDriver server and the browser it starts),
// each started as the leader of its own process group so that stopping it stops everything it
// started, and killed when the test process exits even if a test never reached its cleanup.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Sends a signal to a child's whole process group; false when the group is gone already. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Starts `command` as a new process group; its last 4 KB of stderr are kept for error messages. */
export function spawnGroup(
  command: string,
  args: string[],
  options: Pick<SpawnOptions, 'env' | 'stdio'> = {},
): ChildProcess & { stderrTail: () => string } {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const child of running) signalGroup(child, 'SIGKILL');
    });
  }
  const child = spawn(command, args, {
    env: options.env,
    stdio: options.stdio ?? ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4096);
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.once('error', () => running.delete(child));
  return Object.assign(child, { stderrTail: () => tail });
}

/** True while the child has neither exited nor failed to start. */
export function isRunning(child: ChildProcess): boolean {
  return running.has(child);
}

/** Stops a process group: SIGTERM, then SIGKILL after `graceMs`; resolves when the leader exited. */
export async function stopGroup(child: ChildProcess, graceMs = 3_000): Promise<void> {
  if (!running.has(child)) {
    signalGroup(child, 'SIGKILL'); // the leader is gone; anything it left in its group goes too
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs));
  if ((await Promise.race([exited, timer])) === 'late') {
    signalGroup(child, 'SIGKILL');
    await exited;
  }
  signalGroup(child, 'SIGKILL'); // children of the leader that ignored SIGTERM
}
