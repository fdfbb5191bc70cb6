// Finds one-shot reads of the page in the browser tests (test/e2e, harness): an assertion on a
// value read once, such as `expect(await heading.textContent()).toBe('Rules')` or
// `await expect(heading.textContent()).resolves.toBe('Rules')`. Right after an action the page may
// not show its new state yet (a lazily loaded screen, a re-render), most of all on a loaded machine;
// such reads poll instead: `await eventually(() => heading.textContent()).toBe('Rules')`
// (harness/eventually.ts). test/scripts/one-shot-reads.test.ts fails on any hit.
//   npx tsx test/scripts/one-shot-reads.ts [root]   lists the hits under root (default: this repo).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Methods that read the page's state now (Playwright locators and pages, the engines' EnginePage). */
export const READ_METHODS: ReadonlySet<string> = new Set([
  'textContent',
  'innerText',
  'innerHTML',
  'allTextContents',
  'allInnerTexts',
  'inputValue',
  'getAttribute',
  'isVisible',
  'isHidden',
  'isChecked',
  'isDisabled',
  'isEnabled',
  'isEditable',
  'count',
  'title',
  'url',
  'evaluate',
  'run',
]);

/**
 * The tests' own helpers that read the page's state now (harness/*, test/e2e/*): asserting on
 * one of them once is as fragile as asserting on textContent once.
 */
export const READ_HELPERS: ReadonlySet<string> = new Set([
  'stepOf',
  'holderOf',
  'fingerprintOf',
  'provinceLabels',
  'htmlLang',
  'inForceLine',
  'takeBackName',
  'decisionNow',
  'gameView',
  'cameraCheckRead',
  'cameraOpens',
  'cameraTracks',
  'measure',
  'decodeAttempts',
]);

/** The folders whose files are checked, relative to the repository. */
export const CHECKED_DIRS = ['test/e2e', 'harness'] as const;

/** One one-shot read: where it is and its source text. */
export interface OneShotRead {
  file: string;
  line: number;
  text: string;
}

/** The name a call is made through: `x.textContent()` → textContent, `stepOf(page)` → stepOf. */
function calleeName(call: ts.CallExpression): string | undefined {
  let callee: ts.Expression = call.expression;
  while (ts.isParenthesizedExpression(callee) || ts.isNonNullExpression(callee)) callee = callee.expression;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  if (ts.isIdentifier(callee)) return callee.text;
  return undefined;
}

/** A call that reads the page's state now. */
function isRead(node: ts.Node): boolean {
  if (!ts.isCallExpression(node)) return false;
  const name = calleeName(node);
  if (!name) return false;
  const method = ts.isPropertyAccessExpression(node.expression);
  return method ? READ_METHODS.has(name) || READ_HELPERS.has(name) : READ_HELPERS.has(name);
}

/** An awaited read anywhere in `node`, not counting function bodies (a function passed on reads later). */
function awaitsARead(node: ts.Node): boolean {
  if (ts.isFunctionLike(node)) return false;
  if (ts.isAwaitExpression(node)) {
    let inner: ts.Expression = node.expression;
    for (;;) {
      if (ts.isParenthesizedExpression(inner)) inner = inner.expression;
      // page.evaluate(...).catch(...) and the like: the read is the call's object.
      else if (
        ts.isCallExpression(inner) &&
        !isRead(inner) &&
        ts.isPropertyAccessExpression(inner.expression)
      )
        inner = inner.expression.expression;
      else break;
    }
    if (isRead(inner)) return true;
  }
  return ts.forEachChild(node, awaitsARead) ?? false;
}

/** `expect(x)` or `expect(x, message)` (not expect.poll, not expect.soft). */
function isExpectCall(node: ts.Node): node is ts.CallExpression {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'expect';
}

/** The one-shot reads in one file's source. */
export function oneShotReadsIn(file: string, source: string): OneShotRead[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const hits: OneShotRead[] = [];
  const visit = (node: ts.Node): void => {
    const actual = isExpectCall(node) ? node.arguments[0] : undefined;
    if (actual) {
      // expect(await x.textContent()), expect([await stepOf(a), await stepOf(b)]), …
      const awaited = awaitsARead(actual);
      // expect(x.textContent()).resolves…: the promise of a read, asserted once it settles.
      let unwrapped = actual;
      while (ts.isParenthesizedExpression(unwrapped)) unwrapped = unwrapped.expression;
      const parent = node.parent;
      const resolves =
        isRead(unwrapped) &&
        ts.isPropertyAccessExpression(parent) &&
        parent.expression === node &&
        parent.name.text === 'resolves';
      if (awaited || resolves) {
        const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
        hits.push({ file, line: line + 1, text: node.getText(sf).replace(/\s+/g, ' ').slice(0, 140) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return hits;
}

/** Every .ts file under a folder. */
function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The one-shot reads in the browser tests under a repository root. */
export function findOneShotReads(root: string): OneShotRead[] {
  return CHECKED_DIRS.flatMap((dir) =>
    tsFiles(join(root, dir)).flatMap((path) =>
      oneShotReadsIn(relative(root, path), readFileSync(path, 'utf8')),
    ),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = process.argv[2] ?? join(fileURLToPath(import.meta.url), '..', '..', '..');
  const hits = findOneShotReads(root);
  for (const hit of hits) console.log(`${hit.file}:${hit.line}: ${hit.text}`);
  console.log(`${hits.length} one-shot read(s)`);
  process.exitCode = hits.length > 0 ? 1 : 0;
}
