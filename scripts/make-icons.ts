// Renders public/favicon.svg into the PNG icons the web manifest needs (run once; output is committed).
import { readFileSync, writeFileSync } from 'node:fs';
import { launchChromium } from '../harness/browser';

const svg = readFileSync('public/favicon.svg', 'utf8');
const browser = await launchChromium();
const page = await browser.newPage();

async function render(size: number, maskable: boolean, file: string): Promise<void> {
  // Maskable icons keep the symbol inside the central 80 % safe zone on a full-bleed background.
  const inner = maskable ? Math.round(size * 0.7) : size;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#1c2733' : 'transparent'}">` +
      svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
      '</body>',
  );
  writeFileSync(file, await page.screenshot({ omitBackground: !maskable, type: 'png' }));
}

await render(192, false, 'public/icons/icon-192.png');
await render(512, false, 'public/icons/icon-512.png');
await render(512, true, 'public/icons/icon-maskable-512.png');
await render(180, true, 'public/apple-touch-icon.png');
await browser.close();
console.log('icons written');
