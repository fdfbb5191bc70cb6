// Runs every catalog case (test/cases/*.json) through the adjudicator's runner.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulingsIn, runCase } from '../../src/engine/cases/runner';

const dir = join(__dirname, '..', 'cases');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const cases = files.map((f) => ({
  file: f,
  json: JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>,
}));

describe('adjudicator catalog', () => {
  it('has cases', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const { file, json } of cases) {
    it(`${file}: ${String(json.title ?? '')}`, () => {
      const r = runCase(json);
      expect({ id: r.id, status: r.status, diff: r.diff, rejection: r.rejection?.code }).toMatchObject({
        status: 'pass',
        diff: [],
      });
    });
  }
});

describe('catalog coverage', () => {
  it('every ruling id in RULINGS.md appears in some case source', () => {
    const rulings = readFileSync(join(__dirname, '..', '..', 'docs', 'spec', 'RULINGS.md'), 'utf8');
    const ids = [...new Set(rulings.match(/\bR-[A-Z]+\d+\b/g) ?? [])].sort();
    const covered = new Set<string>();
    for (const { json } of cases) for (const id of rulingsIn(String(json.source ?? ''))) covered.add(id);
    const missing = ids.filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });
});
