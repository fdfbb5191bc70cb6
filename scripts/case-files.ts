// The adjudicator's inputs (docs/spec/CASES.md, scripts/adjudicate.ts): its arguments name case files,
// folders (every *.json below them, recursively, in sorted order) or `-` / `--stdin` (one path a line
// read from standard input, folders allowed), so a catalog of any size runs in one process.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The arguments that read more paths from standard input. */
export const STDIN_ARGS: readonly string[] = ['-', '--stdin'];

/** Every *.json file below `dir`, recursively, sorted by path. */
export function jsonFilesIn(dir: string): string[] {
  const out: string[] = [];
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) out.push(...jsonFilesIn(path));
    else if (e.name.endsWith('.json') && (e.isFile() || isFile(path))) out.push(path);
  }
  return out;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false; // a missing path stays a file: the adjudicator reports it as unreadable
  }
}

/** The paths of a path list read from standard input: one a line (or NUL-separated, as `find -print0`), blank lines skipped. */
export function pathsOfList(text: string): string[] {
  return text
    .split(/\r?\n|\0/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/**
 * The case files named by the adjudicator's arguments, in order: a file as given, a folder expanded
 * (jsonFilesIn), `-`/`--stdin` replaced by the paths `readStdin` gives (read once). `--` is ignored.
 * A folder with no *.json below it is passed to `onEmptyFolder` (the CLI reports it: never skipped silently).
 */
export async function caseFiles(
  args: readonly string[],
  readStdin: () => Promise<string>,
  onEmptyFolder: (folder: string) => void = () => undefined,
): Promise<string[]> {
  const out: string[] = [];
  let stdinRead = false;
  const add = (path: string): void => {
    if (isDirectory(path)) {
      const found = jsonFilesIn(path);
      if (found.length === 0) onEmptyFolder(path);
      out.push(...found);
    } else out.push(path);
  };
  for (const a of args) {
    if (a === '--') continue;
    if (STDIN_ARGS.includes(a)) {
      if (stdinRead) continue;
      stdinRead = true;
      for (const p of pathsOfList(await readStdin())) add(p);
    } else add(a);
  }
  return out;
}
