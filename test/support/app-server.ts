import { existsSync } from 'node:fs';
import { serveBuild } from '../../scripts/serve';

/** A running production build on a free localhost port. */
export interface AppServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves dist/ (built by `npm run test:browser` beforehand) on a free port. */
export async function startAppServer(): Promise<AppServer> {
  if (!existsSync('dist/index.html')) {
    throw new Error('No production build in dist/: run `npm run build` first (npm test does).');
  }
  const { url, server } = await serveBuild(0);
  return { url, close: () => server.close() };
}
