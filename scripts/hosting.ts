// How the app asks to be hosted safely: one Content-Security-Policy, set in the
// built index.html as a <meta> (every host) and, with the other security headers, in a `_headers`
// file for hosts that read one (Netlify, Cloudflare Pages) and in the local preview server.
import type { Plugin } from 'vite';

/**
 * The policy, directive by directive: only the app's own origin; no inline script or style;
 * 'wasm-unsafe-eval' for the scanner's zxing-wasm decoder; data:/blob: images (the QR codes, the
 * result picture); blob:/mediastream: media (the camera); blob: workers; no plugins, no forms.
 */
export const CSP_DIRECTIVES: readonly (readonly [string, string])[] = [
  ['default-src', "'self'"],
  ['script-src', "'self' 'wasm-unsafe-eval'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data: blob:"],
  ['media-src', "'self' blob: mediastream:"],
  ['worker-src', "'self' blob:"],
  ['connect-src', "'self'"],
  ['manifest-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'none'"],
];

/** The policy as the built index.html's <meta http-equiv="Content-Security-Policy"> carries it. */
export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.map(([name, value]) => `${name} ${value}`).join('; ');

/** The policy as a header: the meta's, plus frame-ancestors (no framing), which a <meta> cannot carry. */
export const CONTENT_SECURITY_POLICY_HEADER = `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`;

/** The headers every response should carry, where the host lets the site set them. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY_HEADER,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(self)',
};

/** A `_headers` file (Netlify, Cloudflare Pages) for the app at `base`: the security headers, and no-cache on the page and the service worker. */
export function headersFile(base: string): string {
  const lines = ['# Written by the build (scripts/hosting.ts): the headers a host should send.', '/*'];
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) lines.push(`  ${name}: ${value}`);
  for (const path of ['', 'index.html', 'sw.js']) lines.push(`${base}${path}`, '  Cache-Control: no-cache');
  return `${lines.join('\n')}\n`;
}

/** The Vite plugin: at build, the CSP <meta> right after index.html's <meta charset>, and `_headers` beside it. */
export function hostingPlugin(): Plugin {
  let base = '/';
  return {
    name: 'sun-tzu-hosting',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // Right after <meta charset>, before any script, style sheet or manifest it governs.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html has no <meta charset> to put the CSP after');
        const meta = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
        return html.replace(charset, (found) => `${found}\n    ${meta}`);
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(base) });
    },
  };
}
