import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { hostingPlugin } from './scripts/hosting';

// The production build is an installable, offline PWA: the service worker precaches every
// built asset (including the lazily loaded QR scanner) and updates only when the app asks.
// BASE_PATH publishes the app under a sub-path (GitHub Pages: /repo-name/); default: the site root.
export default defineConfig({
  base: `/${(process.env.BASE_PATH ?? '').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/'),
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      // The protocol is pure (no DOM, storage, clock or randomness; lint holds it to that): a module of it
      // whose exports nothing uses is left out, so that the app importing it through src/protocol/index.ts
      // costs start-up only what it uses.
      treeshake: { moduleSideEffects: (id) => !id.includes('/src/protocol/') },
    },
  },
  plugins: [
    preact(),
    // The Content-Security-Policy <meta> and a `_headers` file (README, "Play tonight": headers).
    hostingPlugin(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Sun Tzu Referee',
        short_name: 'Sun Tzu',
        description:
          'Table referee for the board game Sun Tzu: secret orders on two phones, exchanged by QR code.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#1c2733',
        background_color: '#101820',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: 'icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // wasm: zxing-wasm's reader (about 1.1 MB), the QR decoder where the browser has none.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wasm}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
});
