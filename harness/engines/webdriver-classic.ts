// A minimal W3C WebDriver (classic) client over fetch: the handful of commands the WebKit adapter
// needs (new session, navigate, refresh, execute async script, screenshot, window rect, delete
// session). Written here rather than taken from selenium-webdriver: seven JSON-over-HTTP calls
// need no dependency, every call gets a time limit (a hung browser fails a test instead of hanging
// it), and the driver process stays under the adapter's own control (start, process group, kill).

/** A WebDriver error answer: the protocol's error code plus its message, kept for the test log. */
export class WebDriverError extends Error {
  constructor(
    readonly command: string,
    readonly code: string,
    message: string,
  ) {
    super(`WebDriver ${command}: ${code}: ${message}`);
    this.name = 'WebDriverError';
  }
}

/** A window's position and outer size in CSS pixels. */
export interface WindowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How long one command may take unless it says otherwise (a page load, a screenshot). */
const COMMAND_TIMEOUT_MS = 60_000;

/** Sends one command to a WebDriver server and returns the answer's `value`. */
async function send(
  base: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  timeoutMs = COMMAND_TIMEOUT_MS,
): Promise<unknown> {
  const command = `${method} ${path.replace(/\/session\/[^/]+/, '/session/…')}`;
  let response: Response;
  try {
    response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new WebDriverError(command, 'no answer', `${why} (driver at ${base})`);
  }
  const text = await response.text();
  let parsed: { value?: unknown };
  try {
    parsed = JSON.parse(text) as { value?: unknown };
  } catch {
    throw new WebDriverError(command, `HTTP ${response.status}`, text.slice(0, 300));
  }
  if (!response.ok) {
    const value = (parsed.value ?? {}) as { error?: string; message?: string };
    throw new WebDriverError(
      command,
      value.error ?? `HTTP ${response.status}`,
      value.message ?? text.slice(0, 300),
    );
  }
  return parsed.value ?? null;
}

/** Waits until the WebDriver server at `base` answers /status as ready (it has just been started). */
export async function waitForDriver(base: string, timeoutMs: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`the WebDriver server at ${base} exited while starting`);
    try {
      const status = (await send(base, 'GET', '/status', undefined, 2_000)) as { ready?: boolean };
      if (status.ready !== false) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`the WebDriver server at ${base} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One browser session on a WebDriver server. */
export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  /** Starts a session with the given capabilities (always matched). */
  static async create(base: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = (await send(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } })) as {
      sessionId?: string;
    };
    if (!value.sessionId) throw new WebDriverError('POST /session', 'no session', JSON.stringify(value));
    return new WebDriverSession(base, value.sessionId);
  }

  private call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, timeoutMs?: number) {
    return send(this.base, method, `/session/${this.id}${path}`, body, timeoutMs);
  }

  /** Sets the script and page-load time limits (ms). */
  async setTimeouts(timeouts: { script: number; pageLoad: number }): Promise<void> {
    await this.call('POST', '/timeouts', timeouts);
  }

  /** Navigates and waits for the load event (page load strategy "normal"). */
  async navigate(url: string): Promise<void> {
    await this.call('POST', '/url', { url }, 120_000);
  }

  /** Reloads and waits for the load event. */
  async refresh(): Promise<void> {
    await this.call('POST', '/refresh', {}, 120_000);
  }

  /**
   * Runs an asynchronous script: `script` is a function body whose last argument is the callback
   * that ends it. `timeoutMs` bounds the HTTP wait (the session's script timeout bounds the page).
   */
  executeAsync(script: string, args: unknown[], timeoutMs: number): Promise<unknown> {
    return this.call('POST', '/execute/async', { script, args }, timeoutMs);
  }

  /** A PNG of the viewport at the device scale. */
  async screenshot(): Promise<Buffer> {
    const base64 = (await this.call('GET', '/screenshot', undefined, 60_000)) as string;
    return Buffer.from(base64, 'base64');
  }

  /** The window's position and outer size. */
  async windowRect(): Promise<WindowRect> {
    return (await this.call('GET', '/window/rect')) as WindowRect;
  }

  /** Resizes the window (outer size, CSS pixels) and returns the size it got. */
  async setWindowRect(size: { width: number; height: number }): Promise<WindowRect> {
    return (await this.call('POST', '/window/rect', size)) as WindowRect;
  }

  /** Ends the session (the driver closes the browser). */
  async delete(): Promise<void> {
    await this.call('DELETE', '', undefined, 15_000);
  }
}
