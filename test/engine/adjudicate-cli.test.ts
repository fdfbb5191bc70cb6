// The adjudicator CLI through real pipes (scripts/adjudicate.ts): every case's line arrives even when
// the reader is slow, folders are searched recursively, and paths can come on standard input (a list
// far longer than one command line may hold).
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const catalog = join(root, 'test', 'cases');
// Relative to the repository (the child's working directory): the argument list's length must not
// depend on where the clone lives (npx runs its command through a shell, whose one-string command
// line is limited to 128 KiB; 20 copies of the catalog as relative paths are about 85 KB).
const catalogFiles = readdirSync(catalog)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => join('test', 'cases', f));

interface Run {
  code: number | null;
  lines: string[];
  stderr: string;
}

/**
 * Run `npx tsx scripts/adjudicate.ts ...args` with stdout piped, writing `stdin` to its standard input.
 * The reader is slow on purpose (it pauses after each chunk), so the pipe fills and output is queued.
 */
function adjudicate(args: readonly string[], stdin = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'scripts/adjudicate.ts', ...args], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      out.push(d);
      child.stdout.pause();
      setTimeout(() => child.stdout.resume(), 1);
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const lines = Buffer.concat(out).toString('utf8').split('\n');
      if (lines[lines.length - 1] === '') lines.pop();
      resolve({ code, lines, stderr });
    });
    child.stdin.end(stdin);
  });
}

const ids = (r: Run): string[] => r.lines.map((l) => (JSON.parse(l) as { id: string }).id);
const idOf = (file: string): string => file.slice(file.lastIndexOf('/') + 1, -'.json'.length);

const tmp = mkdtempSync(join(tmpdir(), 'adjudicate-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('adjudicator CLI', () => {
  it('writes one line per case through a slow pipe (20 copies of the catalog)', async () => {
    const args: string[] = [];
    for (let i = 0; i < 20; i++) args.push(...catalogFiles);
    const r = await adjudicate(args);
    expect(r.lines.length, r.stderr).toBe(args.length);
    expect(ids(r)).toEqual(args.map(idOf));
    expect(r.code).toBe(0);
  });

  it('runs every *.json below a folder, recursively and in path order', async () => {
    const dir = join(tmp, 'folder');
    mkdirSync(join(dir, 'b', 'deeper'), { recursive: true });
    mkdirSync(join(dir, 'a'), { recursive: true });
    cpSync(join(catalog, 'B-001.json'), join(dir, 'b', 'deeper', 'B-001.json'));
    cpSync(join(catalog, 'C-001.json'), join(dir, 'a', 'C-001.json'));
    cpSync(join(catalog, 'S-001.json'), join(dir, 'S-001.json'));
    writeFileSync(join(dir, 'notes.txt'), 'not a case');
    const r = await adjudicate([dir]);
    expect(ids(r)).toEqual(['S-001', 'C-001', 'B-001']); // S-001.json < a/ < b/ by name
    expect(r.code).toBe(0);

    const whole = await adjudicate([catalog]);
    expect(ids(whole)).toEqual(catalogFiles.map(idOf));
    expect(whole.code).toBe(0);
  });

  it('reads paths from standard input, a list longer than 128 KiB, folders included', async () => {
    // each path padded with "./" segments so that the list is long with few cases
    const pad = './'.repeat(100);
    const paths = catalogFiles.map((f) => `${catalog}/${pad}${basename(f)}`);
    const list = [...paths, ...paths, ...paths, ...paths].join('\n');
    expect(list.length).toBeGreaterThan(128 * 1024);
    const r = await adjudicate(['-'], `${list}\n\n${catalog}\n`);
    expect(r.lines.length).toBe(paths.length * 4 + catalogFiles.length);
    expect(r.code).toBe(0);

    const nul = await adjudicate(['--stdin'], `${catalogFiles[0] ?? ''}\0${catalogFiles[1] ?? ''}\0`);
    expect(ids(nul)).toEqual(catalogFiles.slice(0, 2).map(idOf));
  });

  it('reports an unreadable file with a line and exit 2, and an empty list with a message', async () => {
    const missing = join(tmp, 'missing.json');
    const r = await adjudicate(['-', catalogFiles[0] ?? ''], `${missing}\n`);
    expect(r.lines.length).toBe(2);
    expect(JSON.parse(r.lines[0] ?? '')).toMatchObject({ id: missing, pass: false });
    expect(r.stderr).toContain('missing.json: (file): bad JSON or unreadable');
    expect(r.code).toBe(2);

    const empty = await adjudicate(['--stdin'], '\n');
    expect(empty.lines).toEqual([]);
    expect(empty.stderr).toContain('no case files in --stdin');
    expect(empty.code).toBe(2);
  });

  it('names the file of a case without an id, says what is wrong with the top level and `before`, and reports an empty folder', async () => {
    const bad = join(tmp, 'bad');
    const emptyFolder = join(tmp, 'empty-folder');
    mkdirSync(bad, { recursive: true });
    mkdirSync(emptyFolder, { recursive: true });
    const files = {
      array: join(bad, 'array.json'),
      number: join(bad, 'number.json'),
      noId: join(bad, 'no-id.json'),
      beforeList: join(bad, 'before-list.json'),
    };
    writeFileSync(files.array, '[1, 2]');
    writeFileSync(files.number, '42');
    writeFileSync(files.noId, JSON.stringify({ before: { round: 1 }, rounds: [] }));
    writeFileSync(files.beforeList, JSON.stringify({ id: 'BEFORE-LIST', before: [], rounds: [] }));
    const r = await adjudicate([
      files.array,
      files.number,
      files.noId,
      files.beforeList,
      emptyFolder,
      catalogFiles[0] ?? '',
    ]);
    expect(ids(r)).toEqual([
      files.array,
      files.number,
      files.noId,
      'BEFORE-LIST',
      idOf(catalogFiles[0] ?? ''),
    ]);
    expect(r.stderr).toContain(`${files.array}: (case): a case is a JSON object, not an array`);
    expect(r.stderr).toContain(`${files.number}: (case): a case is a JSON object, not a number`);
    expect(r.stderr).toContain(`${files.noId}: id: id is required`);
    expect(r.stderr).toContain(`BEFORE-LIST (${files.beforeList}): before: before must be an object`);
    expect(r.stderr).toContain(`${emptyFolder}: (folder): no *.json case files in it`);
    expect(r.code).toBe(2);
  });
});
