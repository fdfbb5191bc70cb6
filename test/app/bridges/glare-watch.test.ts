// The glare hint (src/app/bridges/glare-watch.ts, showsGlare in qr-frame-filters.ts): a frame with a
// washed-out patch beside dark parts shows glare, a blank white or evenly lit one does not; the hint
// shows once most of the last frames were unread with glare, and goes with a read.
import { describe, expect, it } from 'vitest';
import { GLARE_FRAMES, GLARE_FRAMES_SHOWING, GlareWatch } from '../../../src/app/bridges/glare-watch';
import { showsGlare } from '../../../src/app/bridges/qr-frame-filters';
import { picture } from './grey-picture';

/** Dark and light modules of 8 px in a checkerboard, as a code's modules (no glare). */
const modules = (x: number, y: number) => ((Math.floor(x / 8) + Math.floor(y / 8)) % 2 ? 40 : 190);

describe('glare in a frame', () => {
  it('is a washed-out patch on a code with dark modules', () => {
    const glared = picture(200, 200, (x, y) =>
      (x - 60) ** 2 + (y - 60) ** 2 < 40 ** 2 ? 255 : modules(x, y),
    );
    expect(showsGlare(glared)).toBe(true);
  });

  it('is not an evenly lit code, a blank white picture, or a picture washed out almost everywhere', () => {
    expect(showsGlare(picture(200, 200, modules))).toBe(false);
    expect(showsGlare(picture(200, 200, () => 255))).toBe(false);
    expect(showsGlare(picture(200, 200, (x, y) => (x < 20 && y < 20 ? 30 : 255)))).toBe(false);
  });
});

describe('the glare hint', () => {
  it(`shows once ${GLARE_FRAMES_SHOWING} of the last ${GLARE_FRAMES} unread frames showed glare`, () => {
    const watch = new GlareWatch();
    const seen = [true, false, true, false, true].map((glare) => watch.unread(glare));
    expect(seen).toEqual([false, false, false, false, true]);
    // The window moves on: the hint stays while three of the last five showed glare, and goes at two.
    expect(watch.unread(true)).toBe(true);
    expect(watch.unread(false)).toBe(true);
    expect(watch.unread(false)).toBe(false);
  });

  it('goes with a read and needs a fresh run of unread frames to come back', () => {
    const watch = new GlareWatch();
    for (let i = 0; i < GLARE_FRAMES; i++) watch.unread(true);
    expect(watch.showing()).toBe(true);
    watch.read();
    expect(watch.showing()).toBe(false);
    for (let i = 0; i < GLARE_FRAMES - 1; i++) expect(watch.unread(true)).toBe(false);
    expect(watch.unread(true)).toBe(true);
  });

  it('never shows for unread frames without glare', () => {
    const watch = new GlareWatch();
    for (let i = 0; i < 20; i++) expect(watch.unread(false)).toBe(false);
  });
});
