// The in-page camera model and 1280×720 camera (page-model.ts), compiled for the browser, and the
// benchmark's handles on it.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import type { FrameParams } from './frame-params';
import type { CropRegion } from './page-model';
import type { Screen } from './screens';

let compiled: string | undefined;

/** page-model.ts and what it imports (geometry.ts) as one script for addInitScript. */
export async function cameraModelScript(): Promise<string> {
  if (compiled) return compiled;
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: fileURLToPath(new URL('./page-model.ts', import.meta.url)),
        formats: ['iife'],
        name: 'cameraModel',
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const code = chunks.find((c) => c.type === 'chunk')?.code;
  if (!code) throw new Error('the camera model did not build');
  compiled = code;
  return compiled;
}

/** Hands the shown codes to the page's camera model under ids "0", "1", … */
export async function addScreens(page: Page, screens: readonly Screen[]): Promise<void> {
  for (const [i, screen] of screens.entries()) {
    await page.evaluate(([id, url, card]) => window.__cameraModel!.addScreen(id, url, card), [
      String(i),
      `data:image/png;base64,${screen.png.toString('base64')}`,
      screen.card,
    ] as const);
  }
}

/** Films screen `id` with `params` and returns the crops as base64 RGBA (one per region). */
export async function filmAndCrop(
  page: Page,
  id: number,
  params: FrameParams,
  regions: readonly CropRegion[],
): Promise<string[]> {
  return page.evaluate(
    ([screen, p, crops]) => {
      const model = window.__cameraModel!;
      const frame = model.render(screen, p);
      return crops.map((region) => model.crop(frame, region));
    },
    [String(id), params, regions] as const,
  );
}
