// Adjudicator CLI (docs/spec/CASES.md): npm run --silent adjudicate -- case.json [more.json ...]
// One JSON line per case on stdout; exit 0 all pass, 1 some `after` differs, 2 some case invalid/illegal.
import { readFileSync } from 'node:fs';
import { runCase } from '../src/engine/cases/runner';

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  process.stderr.write('usage: npm run --silent adjudicate -- case.json [more.json ...]\n');
  process.exit(2);
}
let worst = 0;
for (const file of files) {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    process.stderr.write(`${file}: (file): bad JSON or unreadable: ${(e as Error).message} [CASES]\n`);
    process.stdout.write(`${JSON.stringify({ id: file, pass: false, after: null, log: [], diff: [] })}\n`);
    worst = 2;
    continue;
  }
  const r = runCase(json);
  process.stdout.write(
    `${JSON.stringify({ id: r.id, pass: r.pass, after: r.after, log: r.log, diff: r.diff })}\n`,
  );
  if (r.status === 'invalid' && r.rejection) {
    process.stderr.write(
      `${r.id}: ${r.rejection.field || '(case)'}: ${r.rejection.message} [${r.rejection.rule}: ${r.rejection.code}]\n`,
    );
    worst = 2;
  } else if (r.status === 'fail') {
    worst = Math.max(worst, 1);
  }
}
process.exit(worst);
