import { render } from 'preact';
import { App } from './App';
import { startLanguage } from './language';
import './styles/global.css';

const root = document.getElementById('app');
// The first screen is already in the player's language (saved choice, else the browser's).
if (root) void startLanguage().then(() => render(<App />, root));
