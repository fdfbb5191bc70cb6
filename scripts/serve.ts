// Serves the production build (service worker included) on localhost and prints its URL.
import { preview, type PreviewServer } from 'vite';
import { SECURITY_HEADERS } from './hosting';

/** Starts Vite's static preview server for a build (dist/ unless told) on the given port (0 = any free port), with the security headers a host should send. */
export async function serveBuild(
  port: number,
  outDir = 'dist',
): Promise<{ url: string; server: PreviewServer }> {
  const server = await preview({
    logLevel: 'silent',
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: port !== 0,
      open: false,
      headers: { ...SECURITY_HEADERS },
    },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not report a URL.');
  return { url, server };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  const { url } = await serveBuild(port);
  console.log(`Sun Tzu Referee is running at ${url} (Ctrl+C to stop)`);
}
