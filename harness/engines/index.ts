// One way to start any of the three engines by name, for the cross-engine scenarios.
import type { Engine, EngineName } from './engine';
import { launchChromiumEngine } from './chromium';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

/** The engines the cross-engine scenarios run in. */
export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** Launches the named engine; fails with a one-line how-to when its browser is not installed. */
export async function openEngine(name: EngineName): Promise<Engine> {
  switch (name) {
    case 'chromium':
      return launchChromiumEngine();
    case 'firefox':
      return launchFirefox();
    case 'webkit':
      return launchWebKit();
  }
}
