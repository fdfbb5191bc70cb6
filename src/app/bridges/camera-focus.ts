// Continuous autofocus for the scanning camera, where the camera offers it. A code that is out of
// focus is the commonest miss under the camera model (docs/BENCHMARKS.md, "The camera model"), and
// many phones open their back camera focused once, at whatever was in front of it then. No library:
// Media Capture's own track capabilities and constraints.

/** The track methods this module uses (a MediaStreamTrack; a fake one in tests). */
export interface FocusableTrack {
  getCapabilities?: () => MediaTrackCapabilities;
  applyConstraints: (constraints: MediaTrackConstraints) => Promise<void>;
}

/**
 * Asks the track to keep refocusing by itself where it lists 'continuous' among its focus modes (Chrome
 * on Android does; Firefox and Safari list none); resolves whether the camera took it. Never throws:
 * a camera that refuses keeps scanning as it was.
 */
export async function focusContinuously(track: FocusableTrack): Promise<boolean> {
  try {
    // focusMode (Media Capture Image) is not in TypeScript's DOM types yet.
    const modes = (track.getCapabilities?.() as { focusMode?: unknown } | undefined)?.focusMode;
    if (!Array.isArray(modes) || !modes.includes('continuous')) return false;
    await track.applyConstraints({ advanced: [{ focusMode: 'continuous' } as MediaTrackConstraintSet] });
    return true;
  } catch {
    return false;
  }
}
