// An in-page camera for tests that show many different pictures to one phone: getUserMedia
// returns a stream captured from a canvas that draws whatever picture the test shows. The app's
// real scanning path (html5-qrcode reading a <video> of the stream) runs unchanged.
import type { Page } from 'playwright-core';

/**
 * Script added to every page of a context before the app loads (or, in WebKit, which has no init
 * scripts, right after each load: getUserMedia is replaced on the prototype, so any later call gets
 * the canvas). Portable: it replaces MediaDevices.prototype.getUserMedia (WebKit drops a replacement
 * on the navigator.mediaDevices instance after garbage collection) and asks for frames through
 * track.requestFrame() (Chromium, WebKit) or stream.requestFrame() (Firefox). Running it twice in a
 * page does nothing the second time.
 */
export const CAMERA_STUB_SCRIPT = `(() => {
  if (window.__showToCamera) return;
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d');
  let picture = null;
  const paint = () => {
    window.__paints = (window.__paints || 0) + 1;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 640, 480);
    if (picture) {
      // Drawn at its own size when it fits, as a phone held at the right distance would see it.
      const scale = Math.min(1, 440 / picture.width, 440 / picture.height);
      const w = Math.round(picture.width * scale);
      const h = Math.round(picture.height * scale);
      context.imageSmoothingEnabled = false;
      context.drawImage(picture, (640 - w) / 2, (480 - h) / 2, w, h);
    }
  };
  // Streams made with frame rate 0 emit a frame exactly when asked: every paint asks, so the
  // picture never freezes on an old frame.
  const streams = [];
  setInterval(() => {
    paint();
    for (const { stream, track, frozen } of streams) {
      if (track.readyState !== 'live' || frozen) continue;
      if (typeof track.requestFrame === 'function') track.requestFrame();
      else if (typeof stream.requestFrame === 'function') stream.requestFrame();
    }
  }, 50);
  window.__cameraDebug = () => ({
    paints: window.__paints || 0,
    picture: picture ? picture.src.length : 0,
    tracks: streams.map((s) => s.track.readyState).join(','),
  });
  // The streams opened so far send no more frames (a video back from the background, black, its
  // track still live); streams opened later are not frozen.
  window.__freezeCamera = () => { for (const entry of streams) entry.frozen = true; };
  window.__showToCamera = (dataUrl) =>
    new Promise((resolve, reject) => {
      if (!dataUrl) { picture = null; paint(); resolve(); return; }
      const image = new Image();
      image.onload = () => { picture = image; paint(); resolve(); };
      image.onerror = reject;
      image.src = dataUrl;
    });
  const devices = MediaDevices.prototype;
  devices.getUserMedia = async function () {
    const stream = canvas.captureStream(0);
    for (const track of stream.getVideoTracks()) streams.push({ stream, track });
    return stream;
  };
  devices.enumerateDevices = async function () { return [
    { deviceId: 'test-camera', kind: 'videoinput', label: 'Test camera', groupId: 'test', toJSON() { return this; } },
  ]; };
})();`;

/** Shows a PNG to the page's stubbed camera (or nothing, with null). */
export async function showToStubCamera(page: Page, png: Buffer | null): Promise<void> {
  const dataUrl = png ? `data:image/png;base64,${png.toString('base64')}` : '';
  await page.evaluate(
    (url) => (window as unknown as { __showToCamera: (u: string) => Promise<void> }).__showToCamera(url),
    dataUrl,
  );
}
