import { render } from 'preact';
import { App } from './App';
import { startLanguage } from './language';
import { parseRoute } from './routing/route';
import { loadScreenOf } from './routing/screens';
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

const root = document.getElementById('app');
// The first screen is already in the player's language (saved choice, else the browser's), and a
// screen other than the game list (a reload on it) has its code already: it never appears late.
if (root)
  void Promise.all([startLanguage(), loadScreenOf(parseRoute(location.hash))]).then(() =>
    render(<App />, root),
  );
