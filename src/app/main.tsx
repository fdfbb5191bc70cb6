import { render } from 'preact';
import { App } from './App';
import { startLanguage } from './language';
import { parseRoute } from './routing/route';
import { loadScreenOf } from './routing/screens';
import { listGames, readPersistence } from './store/games';
import type { LocalGame } from './game/core/local-game';
import './styles/global.css';

// A reload just after start-up, while the game screens' CSS is still being preloaded: Firefox fails
// those loads as the page goes away, and Vite would throw "Unable to preload CSS" for a page that
// is already leaving. Nothing is missing then, so the error is dropped; any other failure stays.
let unloading = false;
addEventListener('beforeunload', () => (unloading = true));
addEventListener('pagehide', () => (unloading = true));
addEventListener('pageshow', () => (unloading = false));
addEventListener('vite:preloadError', (event) => {
  if (unloading) event.preventDefault();
});

/** Longest the first screen waits for the stored games (storage that hangs must not keep it blank). */
const FIRST_GAMES_WAIT_MS = 400;

/**
 * On the game list: the stored games and the storage line, read before the first paint so that the
 * list does not grow under the player's thumb once it arrives; null when they come later.
 */
function firstGames(onList: boolean): Promise<LocalGame[] | null> {
  if (!onList) return Promise.resolve(null);
  const read = Promise.all([listGames(), readPersistence()]).then(([games]) => games);
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), FIRST_GAMES_WAIT_MS));
  return Promise.race([read.catch(() => null), late]);
}

const root = document.getElementById('app');
const route = parseRoute(location.hash);
// The first screen is already in the player's language (saved choice, else the browser's), and a
// screen other than the game list (a reload on it) has its code already: it never appears late.
if (root)
  void Promise.all([startLanguage(), loadScreenOf(route), firstGames(route.name === 'home')]).then(
    ([, , games]) => render(<App initialGames={games ?? []} />, root),
  );
