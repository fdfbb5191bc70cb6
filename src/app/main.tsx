import { render } from 'preact';
import { App } from './App';
import { startLanguage } from './language';
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
// The first screen is already in the player's language (saved choice, else the browser's).
if (root) void startLanguage().then(() => render(<App />, root));
