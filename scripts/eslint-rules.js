// @ts-check
// Two local ESLint rules over the imports of src/ (eslint.config.js turns them on):
// - `layers`: a module imports only modules of its own layer or of a lower one;
// - `no-cycle`: no module reaches itself through its imports (type-only and dynamic imports included:
//   a circle of types is still two modules that cannot be read apart).
// Only relative specifiers are followed; packages are outside the graph.
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */
/** @typedef {import('eslint').Rule.RuleContext} RuleContext */
/** @typedef {import('eslint').Rule.Node} RuleNode */

const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** @param {string} path */
function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a relative specifier names ('./x' → ./x.ts, ./x.tsx, ./x/index.ts …), dropping a Vite
 * query ('?url'); null for a package or a file that does not exist.
 * @param {string} from the importing file
 * @param {string} specifier
 * @returns {string | null}
 */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const suffix of CANDIDATE_SUFFIXES) if (isFile(base + suffix)) return base + suffix;
  return null;
}

/** The relative import specifiers of every node of the AST that imports, with the node to report on. */
const IMPORT_NODES = [
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'ImportExpression',
  'TSImportType',
];

/**
 * The specifier of an import node, when it is a string literal.
 * @param {RuleNode} node
 * @returns {string | null}
 */
function specifierOf(node) {
  /** @type {{ source?: unknown; argument?: unknown }} */
  const n = /** @type {never} */ (node);
  /** @type {unknown} */
  let source = n.source ?? n.argument;
  if (source && typeof source === 'object' && 'literal' in source) source = source.literal; // TSLiteralType
  if (source && typeof source === 'object' && 'value' in source && typeof source.value === 'string')
    return source.value;
  return null;
}

/**
 * Calls `check` for each relative import of the file being linted.
 * @param {(node: RuleNode, specifier: string) => void} check
 */
function onImports(check) {
  /** @type {Record<string, (node: RuleNode) => void>} */
  const visitors = {};
  for (const type of IMPORT_NODES)
    visitors[type] = (node) => {
      const specifier = specifierOf(node);
      if (specifier !== null && specifier.startsWith('.')) check(node, specifier);
    };
  return visitors;
}

/**
 * The layer of a file: the index of the group holding the longest folder or file prefix that matches
 * it; -1 outside every group.
 * @param {readonly (readonly string[])[]} layers
 * @param {string} rel path from the project root, with '/'
 */
function layerOf(layers, rel) {
  let best = -1;
  let bestLength = -1;
  layers.forEach((group, index) => {
    for (const prefix of group)
      if ((rel === prefix || rel.startsWith(prefix + '/')) && prefix.length > bestLength) {
        best = index;
        bestLength = prefix.length;
      }
  });
  return best;
}

/** @param {string} root @param {string} file */
const relativePath = (root, file) => relative(root, file).split(sep).join('/');

/** @type {RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'A module imports only modules of its own layer or of a lower one.' },
    schema: [
      {
        type: 'object',
        properties: {
          layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
          root: { type: 'string' },
        },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        'Upward import: {{from}} (layer {{fromLayer}}) imports {{to}} (layer {{toLayer}}); move what both need down to the lower layer.',
    },
  },
  create(context) {
    /** @type {{ layers: string[][]; root?: string }} */
    const { layers: groups, root = context.cwd } = context.options[0];
    const file = context.filename;
    const fromLayer = layerOf(groups, relativePath(root, file));
    if (fromLayer < 0) return {};
    return onImports((node, specifier) => {
      const target = resolve(dirname(file), specifier.replace(/\?.*$/, ''));
      const to = relativePath(root, target);
      const toLayer = layerOf(groups, to);
      if (toLayer > fromLayer)
        context.report({
          node,
          messageId: 'upward',
          data: {
            from: relativePath(root, file),
            fromLayer: String(fromLayer),
            to,
            toLayer: String(toLayer),
          },
        });
    });
  },
};

/**
 * The imports of files on disk, read once per file and again when it changes (an editor's long-lived
 * ESLint sees edits to other files).
 * @type {Map<string, { mtimeMs: number; imports: string[] }>}
 */
const importsOnDisk = new Map();

/** @param {string} file @returns {string[]} */
function diskImports(file) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = importsOnDisk.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.imports;
  /** @type {string[]} */
  let imports = [];
  if (/\.(ts|tsx|js|mjs)$/.test(file)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    imports = info.importedFiles
      .map((im) => resolveImport(file, im.fileName))
      .filter(/** @returns {target is string} */ (target) => target !== null);
  }
  importsOnDisk.set(file, { mtimeMs, imports });
  return imports;
}

/** @type {RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No module reaches itself through its imports.' },
    schema: [],
    messages: { cycle: 'Import circle: {{circle}}.' },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    // Files already known not to lead back to this one (shared by its imports: each is walked once).
    const deadEnds = new Set();
    return onImports((node, specifier) => {
      const start = resolveImport(file, specifier);
      if (start === null) return;
      // Breadth first from the imported file; the file being linted is read from the editor (its own
      // imports are these nodes), the others from disk. The first path back is the shortest circle.
      /** @type {Map<string, string | null>} */
      const cameFrom = new Map([[start, null]]);
      const queue = [start];
      for (let i = 0; i < queue.length; i++) {
        const at = /** @type {string} */ (queue[i]);
        if (at === file) {
          /** @type {string[]} */
          const back = [];
          for (let step = /** @type {string | null} */ (at); step !== null; step = cameFrom.get(step) ?? null)
            back.push(step);
          const circle = [file, ...back.reverse()];
          context.report({
            node,
            messageId: 'cycle',
            data: { circle: circle.map((f) => relativePath(root, f)).join(' → ') },
          });
          return;
        }
        for (const next of diskImports(at))
          if (!cameFrom.has(next) && !deadEnds.has(next)) {
            cameFrom.set(next, at);
            queue.push(next);
          }
      }
      for (const visited of queue) deadEnds.add(visited);
    });
  },
};

export default { rules: { layers, 'no-cycle': noCycle } };
