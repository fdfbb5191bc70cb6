// The codes as the app shows them, for the camera model: each text drawn by the app's renderQrSvg on
// the app's QR card style (QrCode.css), rasterised by Chromium at phone density (390 px wide, 3×),
// on the app's dark background, as a PNG with the card's place in it.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { renderQrSvg } from '../../src/app/bridges/qr-render';
import { openPhone, PHONE_SIZES } from '../../harness/phone';
import type { CardBox } from './page-model';

/** A shown code: the phone screen around it as a PNG, and where the white card is in it. */
export interface Screen {
  png: Buffer;
  card: CardBox;
  qrVersion: number;
}

/** Draws codes as the app shows them, one after another, in one phone-sized page. */
export interface ScreenPainter {
  draw: (text: string) => Promise<Screen>;
  close: () => Promise<void>;
}

/** Dark screen around the card in the picture, CSS pixels each side. */
const MARGIN = 40;
/** The phone's device pixel ratio (openPhone). */
const SCALE = 3;

/** Opens a phone-sized page that draws codes as the app does. */
export async function openScreenPainter(browser: Browser): Promise<ScreenPainter> {
  const css = readFileSync(new URL('../../src/app/components/QrCode/QrCode.css', import.meta.url), 'utf8');
  const phone = await openPhone(browser, PHONE_SIZES.standard);
  await phone.page.setContent(
    '<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<style>${css} html { font-size: 16px; } body { margin: 0; padding: 1.5rem 1rem; background: #101820; }</style></head>` +
      `<body><figure class="qr-code" style="margin-top: ${MARGIN}px"><div class="qr-code__image"></div></figure></body></html>`,
  );
  const figure = phone.page.locator('figure.qr-code');
  return {
    draw: async (text) => {
      const { svg, version } = await renderQrSvg(text);
      await phone.page.evaluate((markup) => {
        document.querySelector('.qr-code__image')!.innerHTML = markup;
      }, svg);
      const box = await figure.boundingBox();
      if (!box) throw new Error('the QR card was not drawn');
      const png = await phone.page.screenshot({
        clip: {
          x: box.x - MARGIN,
          y: box.y - MARGIN,
          width: box.width + 2 * MARGIN,
          height: box.height + 2 * MARGIN,
        },
      });
      return {
        png,
        card: { x: MARGIN * SCALE, y: MARGIN * SCALE, side: box.width * SCALE },
        qrVersion: version,
      };
    },
    close: () => phone.context.close(),
  };
}
