// Hash routes, so a reload (or a crash) reopens the same screen and game.

/** A screen of the app. */
export type Route =
  | { name: 'home' }
  | { name: 'new-game' }
  | { name: 'join' }
  | { name: 'settings' }
  | { name: 'camera-check' }
  | { name: 'game'; id: string }
  /** The rules reference; with a game id, led by that game's rules in force. */
  | { name: 'rules'; gameId?: string };

/** Reads a route from a location hash ("#/game/abc"); unknown hashes are the home screen. */
export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  const [first, second] = parts;
  switch (first) {
    case 'new-game':
    case 'join':
    case 'settings':
    case 'camera-check':
      return { name: first };
    case 'game':
      return second ? { name: 'game', id: decodeURIComponent(second) } : { name: 'home' };
    case 'rules':
      return second ? { name: 'rules', gameId: decodeURIComponent(second) } : { name: 'rules' };
    default:
      return { name: 'home' };
  }
}

/** The hash of a route. */
export function routeHash(route: Route): string {
  if (route.name === 'game') return `#/game/${encodeURIComponent(route.id)}`;
  if (route.name === 'rules' && route.gameId) return `#/rules/${encodeURIComponent(route.gameId)}`;
  return route.name === 'home' ? '#/' : `#/${route.name}`;
}
