// Adjudicator CLI (docs/spec/CASES.md): npm run --silent adjudicate -- case.json|folder|- [more ...]
// One JSON line per case on stdout; exit 0 all pass, 1 some `after` differs, 2 some case invalid/illegal.
// Folders are searched for *.json recursively; `-` (or `--stdin`) reads more paths from standard input,
// one a line. The exit status is set with process.exitCode, never process.exit(): output written to a
// pipe is queued, and the process ends only once it has drained.
import { readFileSync } from 'node:fs';
import { runCase, UNNAMED_CASE } from '../src/engine/cases/runner';
import { caseFiles } from './case-files';

const USAGE =
  'usage: npm run --silent adjudicate -- case.json|folder [more ...]\n' +
  '       find cases -name "*.json" | npm run --silent adjudicate -- -\n';

/** All of standard input as text. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Write one line to stdout, waiting for the pipe to drain when it is full (large catalogs stay in bounded memory). */
async function writeLine(line: string): Promise<void> {
  if (process.stdout.write(`${line}\n`)) return;
  await new Promise<void>((resolve) => process.stdout.once('drain', resolve));
}

/** Run every case named by `args`; the exit status. */
async function main(args: readonly string[]): Promise<number> {
  const emptyFolders: string[] = [];
  const files = await caseFiles(args, readStdin, (folder) => emptyFolders.push(folder));
  for (const folder of emptyFolders)
    process.stderr.write(`${folder}: (folder): no *.json case files in it [CASES]\n`);
  if (files.length === 0) {
    const given = args.filter((a) => a !== '--');
    if (given.length > 0)
      process.stderr.write(
        `adjudicate: no case files in ${given.join(' ')} (folders: *.json; -: paths on stdin)\n`,
      );
    process.stderr.write(USAGE);
    return 2;
  }
  let worst = emptyFolders.length > 0 ? 2 : 0;
  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      process.stderr.write(`${file}: (file): bad JSON or unreadable: ${(e as Error).message} [CASES]\n`);
      await writeLine(JSON.stringify({ id: file, pass: false, after: null, log: [], diff: [] }));
      worst = 2;
      continue;
    }
    const r = runCase(json);
    // A case without a usable id (a top-level array or number, or no `id`) is named by its file.
    const id = r.id === UNNAMED_CASE ? file : r.id;
    await writeLine(JSON.stringify({ id, pass: r.pass, after: r.after, log: r.log, diff: r.diff }));
    if (r.status === 'invalid' && r.rejection) {
      const where = id === file ? file : `${id} (${file})`;
      process.stderr.write(
        `${where}: ${r.rejection.field || '(case)'}: ${r.rejection.message} [${r.rejection.rule}: ${r.rejection.code}]\n`,
      );
      worst = 2;
    } else if (r.status === 'fail') {
      worst = Math.max(worst, 1);
    }
  }
  return worst;
}

// A reader that goes away (`| head`) ends the run quietly: nothing more can be written.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit();
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`adjudicate: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
