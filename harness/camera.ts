import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';

/** Frame size of the fake camera (4:3, even dimensions as YUV 4:2:0 requires). */
export const CAMERA_SIZE = { width: 640, height: 480 } as const;

/** Renders text as a QR code PNG (error correction M), the way the app shows codes. */
export async function qrPng(text: string, scale = 6): Promise<Buffer> {
  return QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 4, scale, type: 'png' });
}

/**
 * Writes a one-frame Y4M video (what Chromium's --use-file-for-fake-video-capture plays in a
 * loop) showing the PNG centred on a white frame. Y4M is a text header, then per frame the
 * line FRAME and the raw Y, U and V planes (4:2:0: U and V at half resolution), BT.601.
 */
export function writeY4mFromPng(png: Buffer, path: string): void {
  const image = fitInto(PNG.sync.read(png), CAMERA_SIZE.height - 40);
  const { width, height } = CAMERA_SIZE;
  const left = Math.floor((width - image.width) / 2);
  const top = Math.floor((height - image.height) / 2);
  const rgbAt = (x: number, y: number): [number, number, number] => {
    const ix = x - left;
    const iy = y - top;
    if (ix < 0 || iy < 0 || ix >= image.width || iy >= image.height) return [255, 255, 255];
    const i = (iy * image.width + ix) * 4;
    const alpha = (image.data[i + 3] ?? 255) / 255;
    const blend = (c: number | undefined) => Math.round((c ?? 0) * alpha + 255 * (1 - alpha));
    return [blend(image.data[i]), blend(image.data[i + 1]), blend(image.data[i + 2])];
  };
  const yPlane = Buffer.alloc(width * height);
  const uPlane = Buffer.alloc((width / 2) * (height / 2));
  const vPlane = Buffer.alloc((width / 2) * (height / 2));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = rgbAt(x, y);
      yPlane[y * width + x] = clampByte(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const [r, g, b] = rgbAt(x, y);
      const i = (y / 2) * (width / 2) + x / 2;
      uPlane[i] = clampByte(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      vPlane[i] = clampByte(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  const header = `YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`;
  writeFileSync(path, Buffer.concat([Buffer.from(header), Buffer.from('FRAME\n'), yPlane, uPlane, vPlane]));
}

/** Shrinks an image (nearest neighbour, integer factor) until its larger side is at most `max` pixels. */
function fitInto(image: PNG, max: number): { width: number; height: number; data: Buffer } {
  const factor = Math.ceil(Math.max(image.width, image.height) / max);
  if (factor <= 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from =
        ((y * factor + Math.floor(factor / 2)) * image.width + x * factor + Math.floor(factor / 2)) * 4;
      image.data.copy(data, (y * width + x) * 4, from, from + 4);
    }
  }
  return { width, height, data };
}

function clampByte(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

/** Chromium flags that make its camera show the given Y4M file and grant camera access. */
export function fakeCameraFlags(y4mPath: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${y4mPath}`,
  ];
}
