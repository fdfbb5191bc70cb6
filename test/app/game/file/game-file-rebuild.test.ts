// "Imports rebuild, not copy": a game file's stored game is built field by field from what the
// import verified. Unknown fields are dropped at every level, a file far larger than any game is
// refused with words for a person, and what the screen shows (the code up, the plan's notice) is
// made again from the record and the session, never taken from the file.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTableGame } from '../../../../src/app/game/core/controller';
import {
  checkGameFile,
  exportGame,
  GAME_FILE_MAX_CHARS,
  gameFileMode,
  importGame,
  type GameFileMode,
} from '../../../../src/app/game/file/game-file';
import type { LocalGame } from '../../../../src/app/game/core/local-game';
import { createSoloGame } from '../../../../src/app/game/solo/solo';
import { en } from '../../../../src/app/i18n/en';
import { pl } from '../../../../src/app/i18n/pl';
import type { Message } from '../../../../src/protocol/messages';
import { messageToQrTexts, messageToTypedCodes } from '../../../../src/protocol/scan';
import { invitationOf } from '../../../../src/protocol/session';
import { ok, readMessage, seededBytes } from '../../../../harness/controller-kit';
import { playPassGame } from '../../../../harness/pass-game';
import { playSoloGame } from '../../../../harness/solo-game';
import { twoPhoneSteps, type PhonesAt } from '../../../../harness/two-phone-kit';
import { gameChoices } from '../../../../harness/fixtures';

type Json = Record<string, unknown>;
type FileJson = { game: Json & { session: Json; priv: Json | null; pass?: Json; solo?: Json } };

const fileOf = (game: LocalGame): FileJson => JSON.parse(exportGame(game)) as FileJson;

function imported(file: FileJson): LocalGame {
  const checked = checkGameFile(JSON.stringify(file));
  if (!checked.ok) throw new Error(`refused: ${checked.error} ${checked.detail}`);
  return checked.game;
}

const steps = twoPhoneSteps(7, gameChoices('red', { edition: 'pl' }), 2);

function at(label: string): PhonesAt {
  const found = steps.find((s) => s.label === label);
  if (!found) throw new Error(`no step ${label}`);
  return found;
}

/** Every key anywhere in a stored game (byte arrays count as values). */
function keys(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keys(v, out));
  else if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array))
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keys(v, out);
    }
  return out;
}

describe('imports rebuild, not copy', () => {
  it('drops fields it does not know at every level (game, session, record, private side, plan, second seat, computer lines)', () => {
    const table = at('r2: table sealed').table;
    const file = fileOf(table);
    const g = file.game;
    g.junk = 'x';
    g.session.junk = { deep: 1 };
    (g.session.synced as Json).junk = [1, 2];
    (g.session.sealed as Json).junk = true;
    (g.priv as Json).junk = 'hand';
    ((g.priv as Json).warlords as Json[]).forEach((w) => (w.junk = 1));
    g.plan = { round: 2, orders: { qin: '1', junk: '2' }, sequence: null, ready: false, junk: 1 };
    const kept = checkGameFile(JSON.stringify(file));
    // A province that is not one is refused; without it the plan is read, field by field.
    expect(kept.ok).toBe(false);
    g.plan = { round: 2, orders: { qin: '1' }, sequence: null, ready: false, junk: 1 };
    const game = imported(file);
    expect([...keys(game)].filter((k) => k === 'junk')).toEqual([]);
    expect(game).toEqual({
      ...table,
      plan: { round: 2, orders: { qin: '1' }, sequence: null, ready: false },
    });

    let passGame: LocalGame | null = null;
    playPassGame(3, gameChoices('blue'), (seen) => {
      if (!passGame && seen.session.synced.exchanges === 2) passGame = seen;
    });
    const pass = fileOf(passGame!);
    (pass.game.pass as Json).junk = 1;
    ((pass.game.pass as Json).guest as Json).junk = 1;
    expect([...keys(imported(pass))].filter((k) => k === 'junk')).toEqual([]);

    const solo = ok(createSoloGame({ ...gameChoices('blue'), solo: { level: 'normal' } }, 0, seededBytes(3)));
    const soloFile = fileOf(playSoloGame(4, solo, 'random').game);
    const lines = (soloFile.game.solo as { lines: Json[] }).lines;
    expect(lines.length).toBeGreaterThan(3);
    lines.forEach((line) => (line.junk = 'said'));
    (soloFile.game.solo as Json).junk = 1;
    expect([...keys(imported(soloFile))].filter((k) => k === 'junk')).toEqual([]);
  });

  it('refuses a file far larger than any game (a 50 MB string in it), in words for a person, without reading it', () => {
    const file = fileOf(at('r2: table sealed').table);
    file.game.note = 'x'.repeat(50_000_000);
    expect(importGame(JSON.stringify(file))).toEqual({ ok: false, error: 'import/too-large' });
    expect(en['import/too-large']).toMatch(/larger than any game file/);
    expect(pl['import/too-large']).toMatch(/większy niż jakikolwiek plik gry/);
    expect(pl['import/too-large']).not.toBe(en['import/too-large']);
  });

  it('shows the code the session makes, not the file’s: the table’s commitment, whatever texts the file holds', () => {
    const table = at('r2: table sealed').table;
    expect(table.showing?.kind).toBe('commitment');
    const file = fileOf(table);
    const other = at('r1: table sealed').table.showing!;
    file.game.showing = { kind: 'commitment', texts: other.texts, typed: ['AAAA-BBBB'] };
    expect(imported(file).showing).toEqual(table.showing);
    // A code the session has nothing for is refused (no round record to show while sealed).
    file.game.showing = { kind: 'round-record', texts: other.texts, typed: other.typed };
    expect(checkGameFile(JSON.stringify(file))).toMatchObject({ ok: false, error: 'import/false-claim' });
  });

  it('checks the round record on screen against the record (its items, result and header) and makes it again', () => {
    const done = steps.find((s) => s.table.showing?.kind === 'round-record');
    expect(done).toBeDefined();
    const table = done!.table;
    expect(imported(fileOf(table)).showing).toEqual(table.showing);
    const record = readMessage(table.showing!.texts[0]);
    if (record.type !== 'round-record') throw new Error('not a round record');
    const edited = (m: Message): FileJson => {
      const file = fileOf(table);
      file.game.showing = { kind: 'round-record', texts: messageToQrTexts(m), typed: messageToTypedCodes(m) };
      return file;
    };
    const refusal = { ok: false, error: 'import/false-claim' };
    expect(checkGameFile(JSON.stringify(edited({ ...record, result: record.result ^ 1 })))).toMatchObject(
      refusal,
    );
    expect(
      checkGameFile(JSON.stringify(edited({ ...record, header: { ...record.header, round: 7 } }))),
    ).toMatchObject(refusal);
    expect(checkGameFile(JSON.stringify(edited({ ...record, items: record.items.slice(1) })))).toMatchObject(
      refusal,
    );
  });

  it('checks the invitation’s header like any stored message: a round the record does not give is not shown', () => {
    const table = ok(createTableGame(gameChoices('blue'), 0, seededBytes(2)));
    if (table.session.role !== 'table') throw new Error('not a table');
    const invitation = invitationOf(table.session);
    const later = { ...invitation, header: { ...invitation.header, round: 5 } };
    const file = fileOf(table);
    file.game.showing = {
      kind: 'invitation',
      texts: messageToQrTexts(later),
      typed: messageToTypedCodes(later),
    };
    const shown = imported(file).showing;
    expect(shown).toEqual(table.showing);
    expect(readMessage(shown?.texts[0]).header.round).toBe(0);
  });

  it('says a plan notice again from the session; a notice the session does not give is not shown', () => {
    const guest = at('r2: guest scanned the commitment').guest;
    const file = fileOf(guest);
    file.game.planNotice = 'Your opponent conceded: tap here and send your recovery code.';
    expect(imported(file).planNotice).toBeNull();
    const table = fileOf(at('r2: table sealed').table);
    table.game.planNotice = 'Send the code to the other phone';
    expect(imported(table).planNotice).toBeNull();
  });

  it('the limit is far above the largest file of a complete 9-round game in each mode', () => {
    const largest: Record<GameFileMode, number> = { 'two-phones': 0, 'pass-and-play': 0, solo: 0 };
    const note = (game: LocalGame) => {
      const mode = gameFileMode(game);
      largest[mode] = Math.max(largest[mode], exportGame(game).length);
    };
    for (const seed of [3, 11]) {
      const whole = twoPhoneSteps(seed, gameChoices('red', { edition: 'pl' }));
      expect(whole[whole.length - 1]!.table.session.synced.state.phase).toBe('over');
      whole.forEach((s) => [s.table, s.guest].forEach(note));
      const played = playPassGame(seed, gameChoices('blue'), note);
      expect(played.game.session.synced.state.phase).toBe('over');
      const solo = ok(
        createSoloGame({ ...gameChoices('blue'), solo: { level: 'normal' } }, 0, seededBytes(seed)),
      );
      playSoloGame(seed, solo, 'random', () => false, { observe: note });
    }
    console.log(`largest game file of a complete game, in characters: ${JSON.stringify(largest)}`);
    for (const size of Object.values(largest)) {
      expect(size).toBeGreaterThan(5_000);
      expect(size * 10).toBeLessThan(GAME_FILE_MAX_CHARS);
    }
  });
});

/** Fields whose objects are read by the codec or compared whole with what the record gives (an extra field there is refused instead). */
const CANONICAL = new Set([
  'state',
  'preState',
  'setup',
  'actions',
  'items',
  'before',
  'own',
  'early',
  'received',
  'guestApplied',
  'queue',
  'action',
]);

/** Every object of a stored game's own fields (byte arrays, `{ $bytes }`, are values, not objects). */
function objects(value: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(value)) value.forEach((v) => objects(v, out));
  else if (value !== null && typeof value === 'object' && !('$bytes' in value)) {
    out.push(value as Json);
    for (const [k, v] of Object.entries(value)) if (!CANONICAL.has(k)) objects(v, out);
  }
  return out;
}

describe('unknown fields (property)', () => {
  const games = [
    at('r2: table received').table,
    at('r2: guest scanned the commitment').guest,
    steps.find((s) => s.table.showing?.kind === 'round-record')!.table,
  ];
  for (const game of games) {
    it(`a field added anywhere in a file of the ${game.session.role} never reaches the stored game`, () => {
      const text = exportGame(game);
      let accepted = 0;
      fc.assert(
        fc.property(fc.array(fc.tuple(fc.nat(), fc.jsonValue()), { minLength: 1, maxLength: 3 }), (adds) => {
          const file = JSON.parse(text) as FileJson;
          const places = objects(file.game);
          adds.forEach(([at, value], i) => (places[at % places.length]![`zz${i}`] = value));
          const checked = checkGameFile(JSON.stringify(file));
          if (!checked.ok) {
            expect(checked.detail).not.toMatch(/^unexpected/);
            return;
          }
          accepted++;
          expect([...keys(checked.game)].filter((k) => k.startsWith('zz'))).toEqual([]);
          expect(checked.game).toEqual(game);
        }),
        { numRuns: 100, seed: 8 },
      );
      expect(accepted).toBeGreaterThan(30);
    });
  }
});
