// When to tell the player that glare is the trouble: the camera's last frames were not read and most
// of them showed glare on the code (showsGlare in qr-frame-filters.ts). A reflection on the showing
// phone's screen is the commonest cause of a code that will not read (docs/BENCHMARKS.md, "The camera
// model"); tilting either phone a little moves it off the code.

/** Frames looked at: about half a second of the scan's decode attempts. */
export const GLARE_FRAMES = 5;
/** Of those, how many must show glare. */
export const GLARE_FRAMES_SHOWING = 3;

/** Follows the scan's frames and says whether the glare hint should show. */
export class GlareWatch {
  private recent: boolean[] = [];
  /** A frame that read nothing, with or without glare; returns whether the hint should show. */
  unread(glare: boolean): boolean {
    this.recent = [...this.recent, glare].slice(-GLARE_FRAMES);
    return this.showing();
  }
  /** A code was read: the hint goes until glare stops reads again; returns false (not showing). */
  read(): boolean {
    this.recent = [];
    return false;
  }
  /** Whether the hint should show now. */
  showing(): boolean {
    return this.recent.length === GLARE_FRAMES && this.recent.filter(Boolean).length >= GLARE_FRAMES_SHOWING;
  }
}
