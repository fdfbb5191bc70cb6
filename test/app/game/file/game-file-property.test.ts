// Game files are checked, not trusted: random edits of real exported game files (field
// deletions, numeric changes, type swaps, truncated lists, relabelled exchanges, forged states) are
// either refused by a check of the import, with a message for a person, or give a game whose
// verified record is exactly the original's. Never a different record, never a throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, fingerprint } from '../../../../src/engine';
import { checkGameFile, exportGame, type ImportError } from '../../../../src/app/game/file/game-file';
import { currentState, recordActions, type LocalGame } from '../../../../src/app/game/core/local-game';
import { createSoloGame } from '../../../../src/app/game/solo/solo';
import { en } from '../../../../src/app/i18n/en';
import { ok, seededBytes } from '../../../../harness/controller-kit';
import { playPassGame } from '../../../../harness/pass-game';
import { playSoloGame } from '../../../../harness/solo-game';
import { twoPhoneSteps } from '../../../../harness/two-phone-kit';
import { gameChoices } from '../../../../harness/fixtures';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Every place in a JSON value (byte arrays, `{ $bytes }`, count as one value). */
function paths(value: Json, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...at, i])));
  else if (value !== null && typeof value === 'object' && !('$bytes' in value))
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...at, k]));
  return out;
}

function get(root: Json, path: Path): Json | undefined {
  let cur: Json | undefined = root;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, Json>)[key];
  }
  return cur;
}

/** Sets (or, with `undefined`, deletes) the value at a path; the root itself is never replaced. */
function set(root: Json, path: Path, value: Json | undefined): void {
  const parent = get(root, path.slice(0, -1));
  const key = path[path.length - 1];
  if (key === undefined || parent === null || typeof parent !== 'object') return;
  if (Array.isArray(parent) && typeof key === 'number') {
    if (value === undefined) parent.splice(key, 1);
    else parent[key] = value;
  } else if (!Array.isArray(parent)) {
    if (value === undefined) delete parent[key];
    else parent[key] = value;
  }
}

/** One edit a person (or a damaged disk) could make to a game file. */
type Edit =
  | { kind: 'delete'; at: number }
  | { kind: 'number'; at: number; by: number }
  | { kind: 'swap'; at: number; to: Json }
  | { kind: 'truncate'; at: number; keep: number }
  | { kind: 'relabel'; by: number }
  | { kind: 'forge'; from: number; field: 'synced' | 'state' | 'preState' };

const swaps: Json[] = ['x', '', 0, -1, 1, 2.5, 1e12, true, false, null, [], {}, { $bytes: '00' }, ['x']];

const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('number' as const),
    at: fc.nat(),
    by: fc.oneof(
      fc.integer({ min: -3, max: 3 }).filter((n) => n !== 0),
      fc.constantFrom(0.5, 99, -99, 2 ** 40),
    ),
  }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), to: fc.constantFrom(...swaps) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat(), keep: fc.nat() }),
  fc.record({
    kind: fc.constant('relabel' as const),
    by: fc.integer({ min: -2, max: 3 }).filter((n) => n !== 0),
  }),
  fc.record({
    kind: fc.constant('forge' as const),
    from: fc.nat(),
    field: fc.constantFrom('synced' as const, 'state' as const, 'preState' as const),
  }),
);

/** The session objects of a file (the seat's, and the second seat's in pass-and-play). */
function sessionsOf(file: Json): Json[] {
  const out: Json[] = [];
  for (const path of [
    ['game', 'session'],
    ['game', 'pass', 'guest', 'session'],
  ]) {
    const s = get(file, path);
    if (s && typeof s === 'object') out.push(s);
  }
  return out;
}

/** Applies an edit; `others` are files of other points of the same game, whose states a forgery borrows. */
function applyEdit(file: Json, edit: Edit, others: readonly Json[]): void {
  if (edit.kind === 'relabel' || edit.kind === 'forge') {
    for (const s of sessionsOf(file)) {
      if (edit.kind === 'relabel') {
        const n = get(s, ['synced', 'exchanges']);
        if (typeof n === 'number') set(s, ['synced', 'exchanges'], n + edit.by);
        continue;
      }
      const donor = others[edit.from % others.length];
      const from = donor ? sessionsOf(donor)[0] : undefined;
      if (!from) continue;
      if (edit.field === 'synced') {
        // A consistent forgery: another point's state with its own tag and round count, this record.
        for (const key of ['state', 'tag', 'exchanges']) {
          const v = get(from, ['synced', key]);
          if (v !== undefined) set(s, ['synced', key], JSON.parse(JSON.stringify(v)) as Json);
        }
      } else {
        const v = get(from, ['synced', 'state']);
        if (v !== undefined && get(s, [edit.field]) !== undefined)
          set(s, [edit.field], JSON.parse(JSON.stringify(v)) as Json);
      }
    }
    return;
  }
  const all = paths(file).filter((p) => p.length > 1);
  if (edit.kind === 'truncate') {
    const lists = all.filter((p) => Array.isArray(get(file, p)) && (get(file, p) as Json[]).length > 0);
    const path = lists[edit.at % lists.length];
    if (!path) return;
    const list = get(file, path) as Json[];
    list.length = edit.keep % list.length;
    return;
  }
  const path = all[edit.at % all.length];
  if (!path) return;
  const value = get(file, path);
  if (edit.kind === 'delete') set(file, path, undefined);
  else if (edit.kind === 'swap') set(file, path, JSON.parse(JSON.stringify(edit.to)) as Json);
  else set(file, path, typeof value === 'number' ? value + edit.by : edit.by);
}

/** The verified record of a game: each seat's synced record, and what the table recorded since. */
function verifiedRecord(game: LocalGame): string {
  const seats = [game, ...(game.pass ? [game.pass.guest] : [])];
  return canonicalJson(seats.map((seat) => [seat.session.synced.actions, recordActions(seat)]));
}

/** What a game claims from its record: check tag, round count, verified and shown positions (each seat). */
function claims(game: LocalGame): string {
  const seats = [game, ...(game.pass ? [game.pass.guest] : [])];
  return canonicalJson(
    seats.map((seat) => {
      const synced = seat.session.synced;
      return [synced.tag, synced.exchanges, fingerprint(synced.state), fingerprint(currentState(seat))];
    }),
  );
}

const KNOWN: readonly string[] = Object.keys(en).filter((k) => k.startsWith('import/'));

/** Real games at telling points: sealed, received, mid-reveal, the guest with a commitment, the end, pass-and-play, against the phone. */
function baseGames(): { name: string; game: LocalGame; others: LocalGame[] }[] {
  const steps = twoPhoneSteps(5, gameChoices('blue', { edition: 'en' }), 3);
  const tables = steps.map((s) => s.table);
  const guests = steps.map((s) => s.guest);
  const pick = (label: string) => {
    const found = steps.find((s) => s.label === label);
    if (!found) throw new Error(`no step ${label}`);
    return found;
  };
  const passGames: LocalGame[] = [];
  playPassGame(8, gameChoices('red'), (game) => {
    if (passGames.length < 400) passGames.push(game);
  });
  const solo = ok(createSoloGame({ ...gameChoices('blue'), solo: { level: 'normal' } }, 0, seededBytes(3)));
  const soloEnd = playSoloGame(4, solo, 'random').game;
  const soloGames = [solo, soloEnd];
  return [
    { name: 'table, guest orders received', game: pick('r2: table received').table, others: tables },
    { name: 'table, mid-reveal', game: pick('r2: reveal step 3').table, others: tables },
    { name: 'table, sealed', game: pick('r3: table sealed').table, others: tables },
    {
      name: 'guest, commitment scanned',
      game: pick('r2: guest scanned the commitment').guest,
      others: guests,
    },
    { name: 'guest, sealed', game: pick('r3: guest sealed').guest, others: guests },
    { name: 'table, round done', game: pick('r3: done').table, others: tables },
    {
      name: 'pass-and-play, mid-game',
      game: passGames[Math.floor(passGames.length / 2)]!,
      others: passGames,
    },
    { name: 'against the phone, the end', game: soloEnd, others: soloGames },
  ];
}

describe('game files: random edits', () => {
  const bases = baseGames();

  for (const base of bases) {
    it(`an edited file of ${base.name} is refused or keeps the original record, never throws`, () => {
      const original = verifiedRecord(base.game);
      const claimed = claims(base.game);
      const text = exportGame(base.game);
      const others = base.others.map((g) => JSON.parse(exportGame(g)) as Json);
      let refused = 0;
      fc.assert(
        fc.property(fc.array(editArb, { minLength: 1, maxLength: 3 }), (edits) => {
          const file = JSON.parse(text) as Json;
          for (const edit of edits) applyEdit(file, edit, others);
          let checked: ReturnType<typeof checkGameFile>;
          expect(() => (checked = checkGameFile(JSON.stringify(file)))).not.toThrow();
          checked = checkGameFile(JSON.stringify(file));
          if (!checked.ok) {
            refused++;
            expect(KNOWN).toContain(checked.error satisfies ImportError);
            // Refused by a check of the import, not by an error no check foresaw.
            expect(checked.detail).not.toMatch(/^unexpected/);
            return;
          }
          expect(verifiedRecord(checked.game)).toBe(original);
          // Nor does it claim a round, check words or a position its record does not give.
          expect(claims(checked.game)).toBe(claimed);
        }),
        { numRuns: 150, seed: 19 },
      );
      expect(refused).toBeGreaterThan(30);
    });
  }
});
