// An in-page camera for tests that show many different pictures to one phone: getUserMedia
// returns a stream captured from a canvas that draws whatever picture the test shows. The app's
// real scanning path (html5-qrcode reading a <video> of the stream) runs unchanged.
import type { Page } from 'playwright-core';

/** Script added to every page of a context before the app loads. */
export const CAMERA_STUB_SCRIPT = `(() => {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d');
  let picture = null;
  let tick = 0;
  const paint = () => {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 640, 480);
    if (picture) {
      const scale = Math.min(440 / picture.width, 440 / picture.height);
      const w = Math.round(picture.width * scale);
      const h = Math.round(picture.height * scale);
      context.imageSmoothingEnabled = false;
      context.drawImage(picture, (640 - w) / 2, (480 - h) / 2, w, h);
    }
    // A changing pixel keeps the captured stream producing frames.
    context.fillStyle = tick++ % 2 ? '#fefefe' : '#ffffff';
    context.fillRect(0, 0, 1, 1);
  };
  setInterval(paint, 60);
  window.__showToCamera = (dataUrl) =>
    new Promise((resolve, reject) => {
      if (!dataUrl) { picture = null; paint(); resolve(); return; }
      const image = new Image();
      image.onload = () => { picture = image; paint(); resolve(); };
      image.onerror = reject;
      image.src = dataUrl;
    });
  const devices = navigator.mediaDevices;
  devices.getUserMedia = async () => canvas.captureStream(20);
  devices.enumerateDevices = async () => [
    { deviceId: 'test-camera', kind: 'videoinput', label: 'Test camera', groupId: 'test', toJSON() { return this; } },
  ];
})();`;

/** Shows a PNG to the page's stubbed camera (or nothing, with null). */
export async function showToStubCamera(page: Page, png: Buffer | null): Promise<void> {
  const dataUrl = png ? `data:image/png;base64,${png.toString('base64')}` : '';
  await page.evaluate(
    (url) => (window as unknown as { __showToCamera: (u: string) => Promise<void> }).__showToCamera(url),
    dataUrl,
  );
}
