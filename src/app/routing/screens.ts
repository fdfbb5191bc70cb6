// The lazily loaded screen modules, and the one a route needs before it can be shown.
import { preloadModule } from './lazy';
import type { Route } from './route';

/** Everything that needs the rules engine and the protocol: the game screens, join, create and import. */
export const loadGameScreens = () => import('../screens/game-screens');
/** The screens the first one opens: new game, settings, the camera check. */
export const loadMoreScreens = () => import('../screens/more-screens');
/** The rules reference. */
export const loadRulesScreen = () => import('../screens/rules-screen');

/** Loads the module a route's screen needs (nothing for the first screen), so that it shows in the first frame; never rejects. */
export async function loadScreenOf(route: Route): Promise<void> {
  switch (route.name) {
    case 'home':
      return;
    case 'new-game':
    case 'settings':
    case 'camera-check':
      return preloadModule(loadMoreScreens);
    case 'rules':
      return preloadModule(loadRulesScreen);
    default:
      return preloadModule(loadGameScreens);
  }
}
