// What the engine adapters share: where screenshots go and how an in-page script is wrapped.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EngineName } from './engine';

/** The phone sizes the cross-engine scenarios run at. */
export const ENGINE_PHONE = { width: 390, height: 844 } as const;

/**
 * Screenshots show the page's top 2,600 CSS px at most (the longest pages, the rules and a finished
 * game's log, run to 8,000–17,000 px; WebKit cannot snapshot more than about this at scale 3).
 */
export const SHOT_MAX_HEIGHT = 2600;

/** An in-page expression: the page's width and height to screenshot, capped at SHOT_MAX_HEIGHT. */
export const SHOT_BOX = `({ x: 0, y: 0, width: window.innerWidth, height: Math.min(${SHOT_MAX_HEIGHT}, Math.max(window.innerHeight, document.documentElement.scrollHeight)) })`;

/** Creates test-results/screenshots/<engine>/ and returns the path for a screenshot's name. */
export function screenshotPath(engine: EngineName, name: string): string {
  const dir = join('test-results', 'screenshots', engine);
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}

/**
 * An expression that runs `body` as the body of an async function with `args` bound, for an
 * engine's evaluate-an-expression call (no `new Function`, so a page's CSP cannot refuse it).
 */
export function runExpression(body: string, args: unknown[]): string {
  return `(async (args) => {\n${body}\n})(${JSON.stringify(args)})`;
}
