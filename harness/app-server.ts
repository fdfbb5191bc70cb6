import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveBuild } from '../scripts/serve';

/** A running production build on a free localhost port. */
export interface AppServer {
  url: string;
  close: () => Promise<void>;
}

/** The build the browser tests serve: dist/ unless $APP_DIST names another (parallel builds). */
export const APP_DIST = process.env.APP_DIST ?? 'dist';

/** Serves the build (made by `npm run test:browser` beforehand) on a free port. */
export async function startAppServer(): Promise<AppServer> {
  if (!existsSync(join(APP_DIST, 'index.html'))) {
    throw new Error(`No production build in ${APP_DIST}/: run \`npm run build\` first (npm test does).`);
  }
  const { url, server } = await serveBuild(0, APP_DIST);
  return { url, close: () => server.close() };
}
