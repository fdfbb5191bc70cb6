// The scan benchmark's camera model through the app's real camera check (npm run bench:camera):
// a frame of a real message filmed near and square is read, its text checked; a live sequence is
// timed from 'scan-open' to 'scan-decoded'; the camera-pixels layout makes html5-qrcode redraw its
// aiming box at the camera's resolution, at every stream size, where the Node decoders cut it (appBox).
import { describe, expect, it } from 'vitest';
import { appBox, cameraCorpus, openCameraCheck } from '../../scripts/bench-camera';
import { STREAMS, type FrameParams } from '../../scripts/camera/frame-params';
import { openScreenPainter } from '../../scripts/camera/screens';
import { addScreens } from '../../scripts/camera/stub';
import { useAppInBrowser } from '../../harness/app-in-browser';

const app = useAppInBrowser();

/** A code held near and square to the camera, in good light. */
const NEAR: FrameParams = {
  width: 1280,
  height: 720,
  side: 720,
  noiseSeed: 7,
  fill: 0.5,
  offsetX: 0,
  offsetY: 0,
  rollDeg: 5,
  tiltDeg: 0,
  tiltAxisDeg: 0,
  blurPx: 0.4,
  noise: 3,
  black: 30,
  white: 230,
  glare: null,
  motionPx: 0,
  motionDeg: 0,
  moire: null,
  background: [120, 110, 90],
};

describe('camera model in the camera check', () => {
  const [orders, commitment] = ['orders', 'commitment'].map(
    (type) => cameraCorpus(1).find((f) => f.type === type)!.text,
  );

  it('reads a near frame of a real message and checks the text read', async () => {
    const { page, close } = await openCameraCheck(app.browser, app.url, 'app');
    const painter = await openScreenPainter(app.browser);
    try {
      await addScreens(page, [await painter.draw(orders!)]);
      const read = await page.evaluate(([p, text]) => window.__cameraModel!.readOne('0', p, text, 3), [
        NEAR,
        orders!,
      ] as const);
      expect(read).toEqual({ read: true, shown: `Read: ${orders}` });
      // The same picture, expected to be another message: shown, but not counted as read.
      const wrong = await page.evaluate(([p, text]) => window.__cameraModel!.readOne('0', p, text, 3), [
        { ...NEAR, noiseSeed: 8 },
        commitment!,
      ] as const);
      expect(wrong).toEqual({ read: false, shown: `Read: ${orders}` });
      const timed = await page.evaluate(
        ([p, text]) =>
          window.__cameraModel!.timeOne(['0', '0'], [p, { ...p, rollDeg: -5 }], text, 100, 10_000),
        [NEAR, orders!] as const,
      );
      expect(timed.shown).toBe(`Read: ${orders}`);
      expect(timed.ms).toBeGreaterThan(0);
    } finally {
      await painter.close();
      await close();
    }
  });

  it('lays the scanner out at camera pixels, scaled to fit the phone: it decodes the middle 720 square and draws the aim at 85 % of it', async () => {
    const normal = await openCameraCheck(app.browser, app.url, 'app');
    const wide = await openCameraCheck(app.browser, app.url, 'app', STREAMS['720×1280 portrait']);
    try {
      const [small, large] = await Promise.all(
        [normal.page, wide.page].map((page) => page.evaluate(() => window.__cameraModel!.view())),
      );
      expect(small!.videoWidth).toBe(1280);
      // The app itself lays its view out at camera pixels (Scanner/camera-pixels.ts), scaled to fit.
      expect(small!.clientWidth).toBe(1280);
      // Decoded: the whole shorter side (DECODED_SHARE), a margin around the aim the player holds the code in.
      expect(small!.canvasWidth).toBe(720);
      const fits = await normal.page.evaluate(() => ({
        pageWidth: document.documentElement.scrollWidth,
        frame: document.querySelector('.scanner__frame')!.getBoundingClientRect().toJSON() as DOMRect,
      }));
      expect(fits.pageWidth).toBeLessThanOrEqual(390);
      expect(fits.frame.width).toBeLessThanOrEqual(390);
      // 16:9 scaled to the frame's width: the whole 720p picture shows, nothing sideways.
      expect(Math.abs(fits.frame.height - (fits.frame.width * 720) / 1280)).toBeLessThanOrEqual(2);
      // A portrait stream, laid out 1280 CSS px wide too: its box is the view's whole width, drawn
      // up from the stream's 720 pixels.
      expect(large!.videoWidth).toBe(720);
      expect(large!.videoHeight).toBe(1280);
      expect(large!.clientWidth).toBe(1280);
      expect(large!.canvasWidth).toBe(1280);
      // Where the Node decoders of the benchmark cut the box: the same size.
      expect(appBox(STREAMS['1280×720']).width).toBe(small!.canvasWidth);
      expect(appBox(STREAMS['720×1280 portrait']).width).toBe(large!.canvasWidth);
      // The aim drawn over the picture: a square of 85 % of the picture's shorter side, in the middle
      // of the frame (the middle of the picture), the rest shaded.
      for (const [page, shorter] of [
        [normal.page, 'height'],
        [wide.page, 'width'],
      ] as const) {
        await expect
          .poll(() =>
            page.evaluate(() => {
              const frame = document.querySelector('.scanner__frame')!.getBoundingClientRect();
              const aim = document.querySelector('.scanner__aim')!.getBoundingClientRect();
              return { frame: frame.toJSON() as DOMRect, aim: aim.toJSON() as DOMRect };
            }),
          )
          .toSatisfy(({ frame, aim }: { frame: DOMRect; aim: DOMRect }) => {
            const side = 0.85 * (shorter === 'height' ? frame.height : frame.width);
            const middle = (r: DOMRect) => [r.x + r.width / 2, r.y + r.height / 2];
            const [ax, ay] = middle(aim);
            const [fx, fy] = middle(frame);
            return (
              Math.abs(aim.width - side) <= 2 &&
              Math.abs(aim.height - side) <= 2 &&
              Math.abs(ax! - fx!) <= 1 &&
              Math.abs(ay! - fy!) <= 1
            );
          });
      }
    } finally {
      await normal.close();
      await wide.close();
    }
  });
});
