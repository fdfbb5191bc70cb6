import { useEffect } from 'preact/hooks';
import type { RefObject } from 'preact';
import { AIM_SHARE, CAMERA_FRAME } from '../../bridges/camera-frame';

/** The tallest the camera view may be, as a share of the window's height (a portrait stream is tall). */
const MAX_VIEW_HEIGHT = 0.7;

/**
 * Lays the camera view out at the camera's own width (CAMERA_FRAME, in CSS pixels) and scales it
 * down to fit its frame, so html5-qrcode, which sizes its decoding canvas in CSS pixels of the view,
 * decodes the aiming box at about camera resolution instead of shrinking it to phone width first.
 * A transform leaves clientWidth alone, which is what html5-qrcode measures. Also sizes the aim drawn
 * over the view (`--aim`, the frame's CSS variable): AIM_SHARE of the picture's shorter side, inside
 * the larger square html5-qrcode decodes.
 */
export function useCameraPixelsView(frame: RefObject<HTMLDivElement>, view: RefObject<HTMLDivElement>): void {
  useEffect(() => {
    const outer = frame.current;
    const inner = view.current;
    if (!outer || !inner) return;
    inner.style.width = `${CAMERA_FRAME.width}px`;
    const fit = () => {
      const scale = outer.clientWidth / CAMERA_FRAME.width;
      const scaledHeight = inner.offsetHeight * scale;
      const shown = Math.min(scaledHeight, window.innerHeight * MAX_VIEW_HEIGHT);
      // A view taller than it may be shows its middle, where the aiming box is.
      const shift = Math.min(0, (shown - scaledHeight) / 2);
      const transform = `translateY(${shift}px) scale(${scale})`;
      const height = `${Math.round(shown)}px`;
      const aimPx = Math.round(AIM_SHARE * Math.min(inner.offsetWidth, inner.offsetHeight) * scale);
      const aim = `${aimPx}px`;
      if (inner.style.transform !== transform) inner.style.transform = transform;
      if (outer.style.height !== height) outer.style.height = height;
      if (outer.style.getPropertyValue('--aim') !== aim) outer.style.setProperty('--aim', aim);
      // No picture yet (the camera is opening): no aim.
      outer.toggleAttribute('data-aim', aimPx > 0);
    };
    // Fitted in the next frame: setting the frame's height inside the observer's own callback would
    // resize what it observes and end its loop with undelivered notifications (an error in WebKit).
    let pending = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(fit);
    });
    observer.observe(outer);
    observer.observe(inner);
    fit();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(pending);
    };
  }, []);
}
