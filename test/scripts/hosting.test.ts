// Hosting safely: the production build (vite.config.ts, made here by Vite's build API
// into a temporary directory) carries a Content-Security-Policy <meta> with no inline script or style
// and no origin but the app's own; its index.html has no inline script; `_headers` names the rest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppBuild } from '../../scripts/build-app';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_HEADER } from '../../scripts/hosting';

let built: AppBuild | undefined;
let html = '';

beforeAll(async () => {
  built = await buildApp();
  html = readFileSync(join(built.dir, 'index.html'), 'utf8');
}, 240_000);
afterAll(() => built?.remove());

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

/** The sources a policy may name: the app's own origin and local schemes, never a host. */
const LOCAL_SOURCES = new Set(["'self'", "'none'", "'wasm-unsafe-eval'", 'data:', 'blob:', 'mediastream:']);

/** Every tag of a kind in the HTML, with its attributes and content. */
function tags(name: string): { attrs: string; content: string }[] {
  const found: { attrs: string; content: string }[] = [];
  const re = new RegExp(`<${name}\\b([^>]*)>([\\s\\S]*?)</${name}>`, 'gi');
  for (let m = re.exec(html); m; m = re.exec(html)) found.push({ attrs: m[1] ?? '', content: m[2] ?? '' });
  return found;
}

describe('the built index.html and its Content-Security-Policy', () => {
  it('carries the CSP <meta> once, after <meta charset> and before any script or style sheet', () => {
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/gi)];
    expect(metas).toHaveLength(1);
    expect(metas[0]?.[1]).toBe(CONTENT_SECURITY_POLICY);
    const at = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(html.indexOf('<meta charset')).toBeLessThan(at);
    for (const later of ['<script', '<link rel="stylesheet"', '<link rel="manifest"']) {
      expect(html.indexOf(later)).toBeGreaterThan(at);
    }
  });

  it('the policy allows no inline script or style and no origin but the app’s own', () => {
    const policy = directives(CONTENT_SECURITY_POLICY);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    for (const name of ['img-src', 'media-src', 'worker-src', 'connect-src', 'manifest-src'])
      expect(policy.has(name), name).toBe(true);
    for (const [name, sources] of policy) {
      for (const source of sources) expect(LOCAL_SOURCES.has(source), `${name} ${source}`).toBe(true);
    }
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|\*|https?:/);
    // A <meta> cannot carry frame-ancestors (browsers ignore it there, with a warning): the header does.
    expect(policy.has('frame-ancestors')).toBe(false);
    expect(directives(CONTENT_SECURITY_POLICY_HEADER).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('index.html has no inline script, handler or style; scripts and styles come from the app', () => {
    const scripts = tags('script');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.content.trim()).toBe('');
      expect(script.attrs).toMatch(/\ssrc="\/[^"/][^"]*"/);
    }
    expect(tags('style')).toEqual([]);
    expect(html).not.toMatch(/\sstyle=|\son[a-z]+=|javascript:/i);
    for (const [, url] of html.matchAll(/\s(?:src|href)="([^"]*)"/gi)) expect(url, url).toMatch(/^\/(?!\/)/);
    // The service worker is registered by the app's own code (injectRegister: false), not an inline or extra script.
    expect(html).not.toMatch(/registerSW|serviceWorker/);
  });

  it('_headers sets the policy with the other security headers, and no-cache on the page and sw.js', () => {
    const headers = readFileSync(join(built?.dir ?? '', '_headers'), 'utf8');
    expect(headers).toContain(`  Content-Security-Policy: ${CONTENT_SECURITY_POLICY_HEADER}\n`);
    expect(headers).toContain('  X-Content-Type-Options: nosniff\n');
    expect(headers).toContain('  Referrer-Policy: no-referrer\n');
    expect(headers).toContain('  Permissions-Policy: camera=(self)\n');
    for (const path of ['/', '/index.html', '/sw.js'])
      expect(headers).toContain(`\n${path}\n  Cache-Control: no-cache\n`);
  });
});
