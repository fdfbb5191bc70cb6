// Continuous autofocus (src/app/bridges/camera-focus.ts): asked only of a camera that lists it, and a
// camera without it, or one that refuses, changes nothing and throws nothing.
import { describe, expect, it } from 'vitest';
import { focusContinuously, type FocusableTrack } from '../../../src/app/bridges/camera-focus';

/** A fake camera track with the given focus modes, recording the constraints it was asked for. */
function track(focusMode: unknown, refuse = false): FocusableTrack & { asked: MediaTrackConstraints[] } {
  const asked: MediaTrackConstraints[] = [];
  return {
    asked,
    getCapabilities: () => ({ focusMode }) as MediaTrackCapabilities,
    applyConstraints: async (constraints) => {
      asked.push(constraints);
      if (refuse) throw new Error('OverconstrainedError');
    },
  };
}

describe('continuous autofocus', () => {
  it('is asked of a camera that offers it', async () => {
    const camera = track(['manual', 'single-shot', 'continuous']);
    expect(await focusContinuously(camera)).toBe(true);
    expect(camera.asked).toEqual([{ advanced: [{ focusMode: 'continuous' }] }]);
  });

  it('is not asked of a camera that offers no continuous focus, or lists no modes', async () => {
    for (const modes of [['manual'], [], undefined, 'continuous']) {
      const camera = track(modes);
      expect(await focusContinuously(camera)).toBe(false);
      expect(camera.asked).toEqual([]);
    }
  });

  it('leaves a camera without capabilities, or one that refuses, as it was and does not throw', async () => {
    const bare: FocusableTrack = { applyConstraints: async () => undefined };
    expect(await focusContinuously(bare)).toBe(false);
    const refusing = track(['continuous'], true);
    expect(await focusContinuously(refusing)).toBe(false);
    expect(refusing.asked).toHaveLength(1);
  });
});
