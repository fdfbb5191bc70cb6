// The built app served on one fixed localhost port that can be stopped and started again: with
// the server stopped, a reload can only be answered by the service worker. (WebDriver classic has
// no offline switch, so every engine is taken "offline" this way, alike.)
import { serveBuild } from '../../scripts/serve';
import { APP_DIST, startAppServer } from '../app-server';

/** A served build whose server can be stopped and restarted on the same origin. */
export interface ServedApp {
  readonly url: string;
  /** Stops serving: nothing answers on the origin any more. */
  stop(): Promise<void>;
  /** Serves again on the same port (the same origin, so storage and service worker are kept). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Serves $APP_DIST (or dist/) on a free port that later restarts reuse. */
export async function serveApp(): Promise<ServedApp> {
  const first = await startAppServer();
  const port = Number(new URL(first.url).port);
  let close: (() => Promise<void>) | null = first.close;
  return {
    url: first.url,
    stop: async () => {
      await close?.();
      close = null;
    },
    start: async () => {
      if (close) return;
      const { server } = await serveBuild(port, APP_DIST);
      close = () => server.close();
    },
    close: async () => {
      await close?.();
      close = null;
    },
  };
}
