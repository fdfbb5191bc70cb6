// The import rules of eslint.config.js (scripts/eslint-rules.js), run through the project's own
// configuration on planted sources: `npx eslint .` holds the tree to them, this holds them to their word.
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The messages of the local import rules for a source placed at `file` (a path under the root). */
async function importProblems(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: resolve(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('local/')).map((m) => m.message);
}

/** The messages of `no-restricted-imports` for a source placed at `file`. */
async function restrictedImports(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: resolve(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layer rule', () => {
  it('refuses a bridge that imports a component', async () => {
    const problems = await importProblems(
      'src/app/bridges/planted.ts',
      "import { InstallHint } from '../components/InstallHint/InstallHint';\nexport const x = InstallHint;\n",
    );
    expect(problems).toEqual([expect.stringMatching(/^Upward import: src\/app\/bridges\/planted\.ts/)]);
  });

  it('refuses a widget that imports a route screen', async () => {
    const problems = await importProblems(
      'src/app/components/Planted/Planted.tsx',
      "import { Home } from '../../screens/Home/Home';\nexport const x = Home;\n",
    );
    expect(problems).toEqual([expect.stringMatching(/^Upward import: src\/app\/components\/Planted/)]);
  });

  it('refuses the engine importing the protocol, type imports included', async () => {
    const problems = await importProblems(
      'src/engine/planted.ts',
      "import type { Session } from '../protocol/session';\nexport type S = Session;\n",
    );
    expect(problems).toEqual([expect.stringContaining('src/protocol/session')]);
  });

  it('lets a component import the game controller and a game module import the engine', async () => {
    expect(
      await importProblems(
        'src/app/components/Planted/Planted.tsx',
        "import { gameStep } from '../../game/core/steps';\nexport const x = gameStep;\n",
      ),
    ).toEqual([]);
    expect(
      await importProblems(
        'src/app/game/planted.ts',
        "import { replay } from '../../engine';\nexport const x = replay;\n",
      ),
    ).toEqual([]);
  });
});

describe('the circle rule', () => {
  it('refuses an import that closes a circle of type-only imports', async () => {
    // battle.ts imports events.ts; events.ts importing battle.ts back closes the circle.
    const problems = await importProblems(
      'src/engine/events.ts',
      "import type { Occurrence } from './battle';\nexport type O = Occurrence;\n",
    );
    expect(problems).toEqual([
      'Import circle: src/engine/events.ts → src/engine/battle.ts → src/engine/events.ts.',
    ]);
  });

  it('refuses a circle through a dynamic import', async () => {
    const problems = await importProblems(
      'src/app/i18n/translation.ts',
      "export const load = () => import('./index');\n",
    );
    expect(problems).toEqual([expect.stringMatching(/^Import circle: src\/app\/i18n\/translation\.ts → /)]);
  });

  it('lets a module import one that does not lead back to it', async () => {
    expect(
      await importProblems(
        'src/engine/planted.ts',
        "import { replay } from './index';\nexport const x = replay;\n",
      ),
    ).toEqual([]);
  });
});

describe("the protocol's index rule", () => {
  it('refuses an app module importing a protocol module past the index, type imports included', async () => {
    const problems = await restrictedImports(
      'src/app/game/planted.ts',
      "import type { Session } from '../../protocol/session';\nexport type S = Session;\n",
    );
    expect(problems).toEqual([expect.stringContaining("'../../protocol/session'")]);
  });

  it("lets an app module import the protocol's index, and the protocol its own modules", async () => {
    expect(
      await restrictedImports(
        'src/app/game/planted.ts',
        "import { receive } from '../../protocol';\nexport const x = receive;\n",
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'src/protocol/planted.ts',
        "import { receive } from './session/receive';\nexport const x = receive;\n",
      ),
    ).toEqual([]);
  });

  it('keeps the opponent to the engine alone', async () => {
    const problems = await restrictedImports(
      'src/opponent/planted.ts',
      "import { receive } from '../protocol';\nexport const x = receive;\n",
    );
    expect(problems).toEqual([expect.stringContaining('src/opponent imports only src/engine')]);
  });
});

describe('the harness rule', () => {
  it('refuses a script or the harness importing from test/, and lets them import the harness', async () => {
    expect(
      await restrictedImports(
        'scripts/planted.ts',
        "import { gameChoices } from '../test/app/planted';\nexport const x = gameChoices;\n",
      ),
    ).toEqual([expect.stringContaining('Tests are not a library')]);
    expect(
      await restrictedImports(
        'harness/engines/planted.ts',
        "import { x } from '../../test/e2e/planted';\nexport const y = x;\n",
      ),
    ).toEqual([expect.stringContaining('Tests are not a library')]);
    expect(
      await restrictedImports(
        'scripts/planted.ts',
        "import { gameChoices } from '../harness/fixtures';\nexport const x = gameChoices;\n",
      ),
    ).toEqual([]);
  });
});
