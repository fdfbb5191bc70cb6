import { defineConfig } from 'vitest/config';
import { SETTLE_INTERVAL_MS, SETTLE_MS } from './harness/settle';

// Two projects: fast Node tests (engine, protocol, app logic) and real-browser tests
// that drive the built app in Chromium through Playwright.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'test/engine/**/*.test.ts',
            'test/opponent/**/*.test.ts',
            'test/protocol/**/*.test.ts',
            'test/app/**/*.test.ts',
            'test/scripts/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // Two files at a time: a browser file mostly waits on its browser, so two share 2 cores well.
          fileParallelism: true,
          maxWorkers: 2,
          // A bare expect.poll waits as long as eventually() (harness/eventually.ts), not 1 s.
          expect: { poll: { timeout: SETTLE_MS, interval: SETTLE_INTERVAL_MS } },
        },
      },
    ],
  },
});
