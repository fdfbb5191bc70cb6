import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import local from './scripts/eslint-rules.js';

// The layers of src/, lowest first: a module imports only its own layer and those below it, type-only
// and dynamic imports included (local/layers); no module reaches itself through its imports, in any
// layer (local/no-cycle). A longer prefix wins, so `src/app/components` is not `src/app`.
//   0  the rules engine
//   1  the protocol and the computer opponent (the opponent held to the engine alone by its block below)
//   2  the app's foundations: translations, formatting, routes, the rules reference's texts
//   3  the rest of the app: its game controller (game/), side effects (bridges/), storage (store/) and
//      the small modules at the top of src/app (my-box.ts, theme.ts, language.ts, …)
//   4  the widgets: components/ (one folder each, none of them a route)
//   5  the route screens: screens/ (the first one, Home, and the lazily loaded bundles: game-screens.ts,
//      more-screens.ts, rules-screen.ts with the screens they export)
//   6  the shell: App.tsx, main.tsx and the loaders of the lazy screen bundles (routing/screens.ts)
const LAYERS = [
  ['src/engine'],
  ['src/protocol', 'src/opponent'],
  ['src/app/i18n', 'src/app/format', 'src/app/routing', 'src/app/rules-reference'],
  ['src/app'],
  ['src/app/components'],
  ['src/app/screens'],
  ['src/app/App.tsx', 'src/app/main.tsx', 'src/app/routing/screens.ts'],
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'dev-dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local },
    rules: {
      // The layers' paths are from this file's folder, wherever ESLint runs from.
      'local/layers': ['error', { layers: LAYERS, root: import.meta.dirname }],
      'local/no-cycle': 'error',
    },
  },
  {
    // The rest of src/ sees the protocol through its index alone (src/protocol/index.ts): its modules are
    // its own to split and rename. The engine may not import the protocol at all (local/layers), and the
    // opponent imports only the engine (its block below), so their own blocks keep their own patterns.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/protocol/**', 'src/engine/**', 'src/opponent/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\.?/)+(.+/)?protocol/.+',
              message: "Import the protocol from its index ('…/protocol'), not one of its modules.",
            },
          ],
        },
      ],
    },
  },
  {
    // The game harness (drivers, fixtures) serves both the tests and the measuring scripts, so it and the
    // scripts import nothing from test/: what both need lives in harness/.
    files: ['harness/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\.?/)+test/',
              message: 'Tests are not a library: move what a script or the harness needs into harness/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The rules engine and the protocol are pure: no DOM, storage, camera, clock or randomness.
    files: ['src/engine/**/*.ts', 'src/protocol/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The engine is pure: no DOM.' },
        { name: 'document', message: 'The engine is pure: no DOM.' },
        { name: 'localStorage', message: 'The engine is pure: no storage.' },
        { name: 'indexedDB', message: 'The engine is pure: no storage.' },
        { name: 'navigator', message: 'The engine is pure: no devices.' },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: ['preact', 'preact/*', 'idb', 'html5-qrcode', '*/app/*'] },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Seeds live in the record (no Math.random).' },
        { object: 'Date', property: 'now', message: 'No clock in the engine.' },
      ],
    },
  },
  {
    // The computer opponent may import the engine and nothing else (honest by construction).
    files: ['src/opponent/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The opponent is pure: no DOM.' },
        { name: 'document', message: 'The opponent is pure: no DOM.' },
        { name: 'localStorage', message: 'The opponent is pure: no storage.' },
        { name: 'indexedDB', message: 'The opponent is pure: no storage.' },
        { name: 'navigator', message: 'The opponent is pure: no devices.' },
        { name: 'performance', message: 'No clock in the opponent: budgets are counts of playouts.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./[^/]+$|\\.\\./engine(/[^/]+)?$)',
              message: 'src/opponent imports only src/engine (and its own modules).',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Seeded only (no Math.random).' },
        { object: 'Date', property: 'now', message: 'No clock in the opponent.' },
      ],
    },
  },
);
