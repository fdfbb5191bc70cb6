// The first screen speaks with start-up's strings alone: every key its code translates is in the start-up
// catalogues of both languages (the other screens' strings load after it, later-text.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enStartup } from '../../../src/app/i18n/en/startup';
import { plStartup } from '../../../src/app/i18n/pl/startup';
import { enLater } from '../../../src/app/i18n/en/later';
import { en } from '../../../src/app/i18n/en';
import type { Level } from '../../../src/opponent/api';

/** The code shown before the later strings can have arrived: the shell, the first screen, its prompts. */
const FIRST_SCREEN_FILES = [
  'src/app/App.tsx',
  'src/app/screens/Home/Home.tsx',
  'src/app/components/GameList/GameList.tsx',
  'src/app/components/InstallHint/InstallHint.tsx',
  'src/app/components/ShareApp/ShareApp.tsx',
  'src/app/components/UpdatePrompt/UpdatePrompt.tsx',
  'src/app/components/PlayerBadge/PlayerBadge.tsx',
];
/** Keys the first screen reaches through helpers (format/names.ts's players' names, the storage notices). */
const THROUGH_HELPERS = [
  'player.blue',
  'player.red.en',
  'player.red.pl',
  'player.blue.full',
  'player.red.full',
  'player.icon.blue',
  'player.icon.red',
  'storage.persistent',
  'storage.notPersistent',
];

/** The values that fill a key the first screen builds, by its prefix (the solo game's level, opponent/api.ts). */
const BUILT_FROM: Record<string, readonly string[]> = {
  'newGame.level.': ['easy', 'normal', 'hard'] satisfies Level[],
};

/** The literal keys a file translates, and the prefixes of the keys it builds (`newGame.level.${…}`). */
function keysIn(file: string): { keys: string[]; prefixes: string[] } {
  const source = readFileSync(file, 'utf8');
  const keys = [...source.matchAll(/\btn?\(\s*'([^']+)'/g)].map((m) => m[1]!);
  const prefixes = [...source.matchAll(/\btn?\(\s*`([^`$]+)\$\{/g)].map((m) => m[1]!);
  return { keys, prefixes };
}

describe('the first screen’s strings', () => {
  it('are all in the start-up catalogues, in English and in Polish', () => {
    const missing: string[] = [];
    for (const file of FIRST_SCREEN_FILES) {
      const { keys, prefixes } = keysIn(file);
      for (const key of keys) if (!(key in enStartup) || !(key in plStartup)) missing.push(`${file}: ${key}`);
      for (const prefix of prefixes) {
        const values = BUILT_FROM[prefix];
        expect(values, `${file}: what fills ${prefix}…`).toBeDefined();
        const family = (values ?? []).map((value) => prefix + value);
        expect(family.every((key) => key in en)).toBe(true);
        expect(family.length, `${file}: ${prefix}…`).toBeGreaterThan(0);
        for (const key of family)
          if (!(key in enStartup) || !(key in plStartup)) missing.push(`${file}: ${key}`);
      }
    }
    for (const key of THROUGH_HELPERS) if (!(key in enStartup) || !(key in plStartup)) missing.push(key);
    expect(missing).toEqual([]);
  });

  it('found some keys in each file that translates (the scan reads the files)', () => {
    expect(keysIn('src/app/screens/Home/Home.tsx').keys).toContain('home.newGame');
    expect(keysIn('src/app/components/GameList/GameList.tsx').prefixes).toContain('newGame.level.');
  });

  it('leave the other screens’ strings for later: no key is in both', () => {
    expect(Object.keys(enLater).filter((key) => key in enStartup)).toEqual([]);
    expect(Object.keys(enLater).length).toBeGreaterThan(200);
  });
});
