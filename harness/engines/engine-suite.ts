// The served app and one engine for a describe block: started before its tests, closed after.
import { afterAll, beforeAll } from 'vitest';
import type { Engine, EngineName } from './engine';
import { openEngine } from './index';
import { serveApp, type ServedApp } from './served-app';

/** Registers the block's start and end; call `ready()` inside a test for the engine and the app. */
export function engineSuite(name: EngineName): { ready: () => { engine: Engine; app: ServedApp } } {
  let engine: Engine | undefined;
  let app: ServedApp | undefined;
  beforeAll(async () => {
    app = await serveApp();
    engine = await openEngine(name);
  });
  afterAll(async () => {
    await engine?.close();
    await app?.close();
  });
  return {
    ready: () => {
      if (!engine || !app) throw new Error(`${name} did not start`);
      return { engine, app };
    },
  };
}
