// One phone-sized page in any of the three browser engines players' phones run (Chromium, Firefox,
// WebKit), driven through the smallest common surface: navigation, in-page scripts, screenshots.
// Each engine has its own adapter (chromium.ts via Playwright, firefox.ts via puppeteer-core over
// WebDriver BiDi, webkit.ts via WebDriver classic under Xvfb); the cross-engine tests use only this.

/** The browser engines the app is tested in. */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A page at phone size in one engine, recording uncaught errors and console errors. */
export interface EnginePage {
  readonly engine: EngineName;
  /** Opens a URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Reloads the current page and waits for its load event. */
  reload(): Promise<void>;
  /**
   * Runs a script in the page: the body of an async function (it may `await` and must `return` a
   * JSON-serialisable value); `args` is available inside as the array `args`.
   */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Sets the viewport to a CSS size (the window is resized so that the page gets exactly that). */
  setSize(size: { width: number; height: number }): Promise<void>;
  /** Saves a full-page PNG (its top 2,600 CSS px at most) under test-results/screenshots/<engine>/<name>.png; returns its path. */
  screenshot(name: string): Promise<string>;
  /** Uncaught errors, unhandled rejections and console errors seen since the page opened. */
  errors(): Promise<string[]>;
  /** Closes the page and its private profile. */
  close(): Promise<void>;
}

/** How to open a page in an engine. */
export interface EngineOptions {
  size?: { width: number; height: number };
  /** Replace getUserMedia with the canvas camera of harness/camera-stub.ts. */
  cameraStub?: boolean;
  colorScheme?: 'dark' | 'light';
}

/** Opens pages in one engine; close() ends the browser. */
export interface Engine {
  readonly name: EngineName;
  open(options?: EngineOptions): Promise<EnginePage>;
  close(): Promise<void>;
}
