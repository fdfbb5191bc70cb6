// The game layer (src/app/game/) stands on its own: it imports no component, and its modules import
// each other without a circle (type imports included), so each can be read and tested alone.
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const GAME = resolve(__dirname, '../../src/app/game');

/** Every .ts/.tsx file under a folder. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The relative imports and re-exports of a file, type-only ones included, resolved to files. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gs)) {
    const spec = match[1];
    if (spec === undefined) continue;
    const base = resolve(dirname(file), spec);
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => existsSync(c));
    if (target !== undefined) found.push(target);
  }
  return found;
}

/** The import circles among the files (strongly connected groups of two or more, or a self-import). */
function circles(root: string, files: readonly string[]): string[][] {
  const edges = new Map(files.map((f) => [f, importsOf(f).filter((t) => files.includes(t))]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        group.push(relative(root, w));
      } while (w !== v);
      if (group.length > 1 || (edges.get(v) ?? []).includes(v)) groups.push(group.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return groups;
}

describe('the game layer', () => {
  const files = sourceFiles(GAME);

  it('has its modules (more than a handful) and finds their imports', () => {
    expect(files.length).toBeGreaterThan(8);
    expect(importsOf(join(GAME, 'pass-and-play.ts')).map((f) => relative(GAME, f))).toContain(
      'controller.ts',
    );
  });

  it('imports no component', () => {
    const intoComponents = files.flatMap((f) =>
      importsOf(f)
        .filter((t) => t.includes(`${join('app', 'components')}`))
        .map((t) => `${relative(GAME, f)} → ${relative(GAME, t)}`),
    );
    expect(intoComponents).toEqual([]);
  });

  it('has no import circle, type imports included', () => {
    expect(circles(GAME, files)).toEqual([]);
  });

  it('the check finds a circle of type-only imports when there is one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'circle-'));
    writeFileSync(join(folder, 'a.ts'), "import type { B } from './b';\nexport type A = B[];\n");
    writeFileSync(join(folder, 'b.ts'), "import type { A } from './a';\nexport type B = { a: A };\n");
    writeFileSync(join(folder, 'c.ts'), "import type { A } from './a';\nexport type C = A;\n");
    expect(circles(folder, sourceFiles(folder))).toEqual([['a.ts', 'b.ts']]);
  });
});
