// Game files are checked, not trusted: each forged or broken field (and a table file edited to
// rewrite a sealed round) is refused with a message for a person, and every honest stored game still opens as itself.
import { describe, expect, it } from 'vitest';
import type { PublicState } from '../../../../src/engine';
import {
  checkGameFile,
  compareWithStored,
  exportGame,
  GAME_FILE_VERSION,
  importGame,
  type ImportError,
} from '../../../../src/app/game/file/game-file';
import type { LocalGame } from '../../../../src/app/game/core/local-game';
import { en } from '../../../../src/app/i18n/en';
import { pl } from '../../../../src/app/i18n/pl';
import { legalPlan } from '../../../../harness/controller-kit';
import { playPassGame } from '../../../../harness/pass-game';
import { twoPhoneSteps, type PhonesAt } from '../../../../harness/two-phone-kit';
import { gameChoices } from '../../../../harness/fixtures';

type FileJson = { version: unknown; game: Record<string, unknown> & { session: Record<string, unknown> } };

/** The game file of a game as JSON to edit (byte arrays stay in their `$bytes` form). */
function fileOf(game: LocalGame): FileJson {
  return JSON.parse(exportGame(game)) as FileJson;
}

/** Imports an edited file; the refusal's code (with its detail in a failure message), or 'accepted'. */
function outcome(file: FileJson): ImportError | 'accepted' {
  const checked = checkGameFile(JSON.stringify(file));
  return checked.ok ? 'accepted' : checked.error;
}

function synced(file: FileJson): Record<string, unknown> {
  return file.game.session.synced as Record<string, unknown>;
}

const steps = twoPhoneSteps(7, gameChoices('red', { edition: 'pl' }), 3);

function at(label: string): PhonesAt {
  const found = steps.find((s) => s.label === label);
  if (!found) throw new Error(`no step ${label}: ${steps.map((s) => s.label).join(', ')}`);
  return found;
}

describe('game files: every honest game opens as itself', () => {
  it('both phones’ games at every step of a two-phone game import unchanged', () => {
    const games = [
      ...steps,
      ...twoPhoneSteps(11, gameChoices('blue', { edition: 'en', eventDeck: 'physical' })),
    ].flatMap((s) => [s.table, s.guest]);
    expect(games.length).toBeGreaterThan(60);
    for (const game of games) {
      const checked = checkGameFile(exportGame(game));
      expect(checked.ok ? 'accepted' : checked.detail).toBe('accepted');
      if (checked.ok) expect(checked.game).toEqual(game);
    }
  });

  it('a pass-and-play game imports unchanged at every step', () => {
    let seen = 0;
    playPassGame(3, gameChoices('blue'), (game) => {
      const checked = checkGameFile(exportGame(game));
      expect(checked.ok ? 'accepted' : checked.detail).toBe('accepted');
      if (checked.ok) expect(checked.game).toEqual(game);
      seen++;
    });
    expect(seen).toBeGreaterThan(30);
  });
});

describe('game files: forged and broken fields are refused', () => {
  it('a guest file with a forged preState (phase over, winner red, score 999) is refused', () => {
    const guest = at('r2: guest scanned the commitment').guest;
    expect(guest.session.role === 'guest' && guest.session.preState).toBeTruthy();
    const file = fileOf(guest);
    const pre = file.game.session.preState as PublicState;
    file.game.session.preState = {
      ...pre,
      phase: 'over',
      winner: 'red',
      endReason: 'score',
      players: { ...pre.players, red: { ...pre.players.red, pool: 999 } },
    };
    expect(outcome(file)).toBe('import/damaged-record');
    // Nor may a guest that has not scanned the commitment claim a position to plan on.
    const before = fileOf(at('r2: table sealed').guest);
    expect(before.game.session.commitment).toBeNull();
    before.game.session.preState = file.game.session.preState;
    expect(outcome(before)).toBe('import/false-claim');
  });

  const bothPhones = () => [at('r2: guest sealed').table, at('r2: guest sealed').guest];

  it('exchanges 99 is refused', () => {
    for (const game of bothPhones()) {
      const file = fileOf(game);
      expect(synced(file).exchanges).toBe(1);
      synced(file).exchanges = 99;
      expect(outcome(file)).toBe('import/false-claim');
    }
  });

  it('a non-numeric (or fractional, negative, missing) exchanges is refused', () => {
    for (const game of bothPhones()) {
      for (const exchanges of ['1', 1.5, null, -1, { n: 1 }]) {
        const file = fileOf(game);
        synced(file).exchanges = exchanges;
        expect(outcome(file)).toBe('import/false-claim');
      }
    }
  });

  it('a wrong tag is refused', () => {
    for (const game of bothPhones()) {
      for (const tag of [((game.session.synced.tag + 1) >>> 0) as unknown, 'abc', null]) {
        const file = fileOf(game);
        synced(file).tag = tag;
        expect(outcome(file)).toBe('import/false-claim');
      }
    }
  });

  it('garbage sealed (and received, items, queue) on the table is refused', () => {
    const table = at('r1: table received').table;
    const edits: ((s: Record<string, unknown>) => void)[] = [
      (s) => (s.sealed = 5),
      (s) => (s.sealed = { ...(s.sealed as object), salt: { $bytes: '00' } }),
      (s) => (s.sealed = { ...(s.sealed as object), hash: 'beef' }),
      (s) => (s.sealed = { ...(s.sealed as object), at: 'x' }),
      (s) => (s.sealed = { ...(s.sealed as object), at: 99 }),
      (s) => (s.sealed = { ...(s.sealed as object), action: { type: 'orders', player: 'red' } }),
      (s) => (s.received = 'orders'),
      (s) => (s.received = [{ type: 'pass', player: 'blue', extra: 1 }]),
      (s) => (s.items = [{ type: 'nonsense' }]),
      (s) => (s.guestApplied = [7]),
      (s) => (s.queue = [{ action: 3 }]),
    ];
    for (const [i, edit] of edits.entries()) {
      const file = fileOf(table);
      edit(file.game.session);
      expect([i, outcome(file)]).toEqual([i, 'import/bad-field']);
    }
  });

  it('garbage own (and commitment, before, early) on the guest is refused', () => {
    const guest = at('r1: guest scanned the commitment').guest;
    const edits: ((s: Record<string, unknown>) => void)[] = [
      (s) => (s.own = 'x'),
      (s) => (s.own = [{ type: 'orders', player: 'blue', orders: 'all sixes' }]),
      (s) => (s.own = [12]),
      (s) => (s.commitment = { $bytes: '0011' }),
      (s) => (s.commitment = [1, 2, 3]),
      (s) => (s.before = 4),
      (s) => (s.early = [{}]),
    ];
    for (const [i, edit] of edits.entries()) {
      const file = fileOf(guest);
      edit(file.game.session);
      expect([i, outcome(file)]).toEqual([i, 'import/bad-field']);
    }
  });

  it('sealed or own orders the engine would refuse are refused', () => {
    const table = fileOf(at('r1: table sealed').table);
    const sealed = table.game.session.sealed as { action: { orders: Record<string, string> } };
    sealed.action.orders = { qin: '6', chu: '6', jinyan: '6', hanqi: '6', wu: '6' };
    expect(outcome(table)).toBe('import/illegal-action');
    const guest = fileOf(at('r1: guest scanned the commitment').guest);
    const own = guest.game.session.own as { type: string; orders?: Record<string, string> }[];
    const orders = own.find((a) => a.type === 'orders');
    if (!orders) throw new Error('no orders sealed');
    orders.orders = { qin: '6', chu: '6', jinyan: '6', hanqi: '6', wu: '6' };
    expect(outcome(guest)).toBe('import/illegal-action');
  });

  it('sealed orders changed after sealing no longer match their commitment', () => {
    const game = at('r1: table sealed').table;
    const file = fileOf(game);
    const sealed = file.game.session.sealed as { action: { orders: Record<string, string> } };
    const orders = sealed.action.orders;
    const [a, b] = Object.keys(orders).filter((p) => orders[p] !== orders.qin);
    const swapped = { ...orders, qin: orders[a!]!, [a!]: orders.qin! };
    expect(swapped).not.toEqual(orders);
    sealed.action.orders = swapped;
    void b;
    expect(outcome(file)).toBe('import/seal-mismatch');
  });

  it('priv as a number, or a hand of non-cards, is refused', () => {
    const game = at('r1: done').guest;
    const file = fileOf(game);
    file.game.priv = 5;
    expect(outcome(file)).toBe('import/bad-field');
    const other = fileOf(game);
    (other.game.priv as { hand: unknown[] }).hand.push('11');
    expect(outcome(other)).toBe('import/bad-field');
  });

  it('version -1 (or 0, 1.5, "1", none) is refused', () => {
    for (const version of [-1, 0, 1.5, '1', null, undefined]) {
      const file = fileOf(at('dealt').table);
      file.version = version;
      expect(outcome(file)).toBe('import/bad-version');
    }
    const newer = fileOf(at('dealt').table);
    newer.version = GAME_FILE_VERSION + 1;
    expect(outcome(newer)).toBe('import/newer-version');
  });

  it('out-of-range and non-numeric numbers of the stored game are refused', () => {
    const edits: [string, unknown][] = [
      ['revealShown', -1],
      ['revealShown', 'two'],
      ['privSyncedActions', 10_000],
      ['createdAt', 'yesterday'],
      ['updatedAt', null],
      ['draw', { drew: 'many', keep: 1 }],
      ['joined', 1],
    ];
    for (const [field, value] of edits) {
      const file = fileOf(at('r1: done').table);
      file.game[field] = value;
      expect([field, outcome(file)]).toEqual([field, 'import/bad-field']);
    }
  });

  it('the table’s file with exchanges + 1 and the seal, the guest’s orders and the items cleared is refused', () => {
    const game = at('r2: table received').table;
    expect(game.session.role === 'table' && game.session.sealed && game.session.received).toBeTruthy();
    const file = fileOf(game);
    const s = file.game.session;
    synced(file).exchanges = (synced(file).exchanges as number) + 1;
    s.sealed = null;
    s.received = null;
    s.items = [];
    s.guestApplied = [];
    s.queue = [];
    s.state = synced(file).state;
    file.game.showing = null;
    expect(outcome(file)).toBe('import/false-claim');
    // Without the relabelled round count the same file is a table at its synced point: it opens.
    synced(file).exchanges = (synced(file).exchanges as number) - 1;
    expect(outcome(file)).toBe('accepted');
  });

  it('a pass-and-play file with its second seat cut out is refused (version 2 names the mode); a version 1 file is still read', () => {
    const { game } = playPassGame(4);
    const file = fileOf(game) as FileJson & { mode?: unknown };
    expect(file.mode).toBe('pass-and-play');
    delete file.game.pass;
    expect(outcome(file)).toBe('import/not-a-game');
    const relabelled = fileOf(game) as FileJson & { mode?: unknown };
    relabelled.mode = 'two-phones';
    expect(outcome(relabelled)).toBe('import/not-a-game');
    delete relabelled.mode;
    expect(outcome(relabelled)).toBe('import/not-a-game');
    // An older file (version 1, no mode) of the same game still imports whole.
    const older = fileOf(game) as FileJson & { mode?: unknown };
    older.version = 1;
    delete older.mode;
    expect(outcome(older)).toBe('accepted');
  });

  it('a pass-and-play file whose second seat claims another round or result is refused', () => {
    const { game } = playPassGame(4);
    const file = fileOf(game);
    const guest = (file.game.pass as { guest: FileJson['game'] }).guest;
    (guest.session.synced as Record<string, unknown>).exchanges = 99;
    expect(outcome(file)).toBe('import/false-claim');
    const other = fileOf(game);
    const seat = (other.game.pass as { guest: FileJson['game'] }).guest;
    seat.priv = 3;
    expect(outcome(other)).toBe('import/bad-field');
  });

  it('a pass-and-play file whose seats hold different records is refused', () => {
    const a = playPassGame(4).game;
    const b = playPassGame(4, gameChoices('blue'), () => {}, {
      plan: (seat) => legalPlan(seat, (o) => o[0]!),
    }).game;
    expect(b.id).toBe(a.id);
    const mixed: LocalGame = { ...a, pass: { ...a.pass!, guest: b.pass!.guest } };
    expect(importGame(exportGame(mixed))).toEqual({ ok: false, error: 'import/false-claim' });
    expect(importGame(exportGame(a)).ok).toBe(true);
    expect(importGame(exportGame(b)).ok).toBe(true);
  });

  it('every refusal has a message in English and Polish', () => {
    const codes: ImportError[] = [
      'import/not-json',
      'import/not-a-game',
      'import/newer-version',
      'import/bad-version',
      'import/damaged-record',
      'import/bad-field',
      'import/false-claim',
      'import/illegal-action',
      'import/seal-mismatch',
      'import/phone-newer',
      'import/other-seat',
      'import/too-large',
      'import/not-dealt',
      'import/impossible-hand',
    ];
    for (const code of codes) {
      expect(en[code]).toMatch(/\w{3}/);
      expect(pl[code]).toMatch(/\w{3}/);
      expect(pl[code]).not.toBe(en[code]);
    }
  });
});

describe('game files: a game already on the phone', () => {
  const sealedGuest = at('r2: guest scanned the commitment').guest;
  const sealedTable = at('r2: table received').table;

  it('an older, unsealed copy never replaces a sealed game', () => {
    const older = at('r2: table sealed');
    expect(compareWithStored(sealedTable, older.table)).toEqual({ ok: false, error: 'import/phone-newer' });
    expect(compareWithStored(sealedGuest, older.guest)).toEqual({ ok: false, error: 'import/phone-newer' });
    // An earlier round altogether.
    expect(compareWithStored(sealedTable, at('r1: table sealed').table)).toEqual({
      ok: false,
      error: 'import/phone-newer',
    });
    // The same record with the seal dropped (as the point-3 edit would make it, without the relabel).
    const file = fileOf(sealedTable);
    const s = file.game.session;
    s.sealed = null;
    s.received = null;
    s.items = [];
    s.guestApplied = [];
    s.queue = [];
    s.state = synced(file).state;
    // Its commitment code on screen is made again from the session, which has none to show now.
    expect(importGame(JSON.stringify(file))).toEqual({ ok: false, error: 'import/false-claim' });
    file.game.showing = null;
    const dropped = importGame(JSON.stringify(file));
    expect(dropped.ok).toBe(true);
    if (dropped.ok)
      expect(compareWithStored(sealedTable, dropped.game)).toEqual({
        ok: false,
        error: 'import/phone-newer',
      });
  });

  it('a newer file is offered, saying which is further on', () => {
    const phone = at('r2: table sealed').table;
    const compared = compareWithStored(phone, sealedTable);
    expect(compared.ok).toBe(true);
    if (!compared.ok) return;
    expect(compared.comparison.newer).toBe('file');
    expect(compared.comparison.phone.sealed).toBe(true);
    expect(compared.comparison.file.actions).toBeGreaterThan(compared.comparison.phone.actions);
    const later = compareWithStored(sealedTable, at('r3: table sealed').table);
    expect(later.ok && later.comparison).toMatchObject({
      newer: 'file',
      phone: { round: 2 },
      file: { round: 3 },
    });
    const same = compareWithStored(sealedTable, sealedTable);
    expect(same.ok && same.comparison.newer).toBe('same');
  });

  it('along a whole game, a phone’s copy is replaced only by the same or a later point', () => {
    let refused = 0;
    for (const seat of ['table', 'guest'] as const) {
      const games = steps.map((s) => s[seat]);
      for (const [i, earlier] of games.entries()) {
        for (const later of games.slice(i + 1)) {
          // Forward: the file is the same point or further on, so the person is asked.
          expect(compareWithStored(earlier, later).ok).toBe(true);
          // Backward: refused, unless nothing of the session changed between the two points.
          const back = compareWithStored(later, earlier);
          const unchanged = exportGame({ ...later, session: earlier.session }) === exportGame(later);
          if (!unchanged) {
            expect(back).toEqual({ ok: false, error: 'import/phone-newer' });
            refused++;
          } else expect(back.ok && back.comparison.newer).toBe('same');
        }
      }
    }
    expect(refused).toBeGreaterThan(500);
  });

  it('the other player’s side of the same game is not taken for this one', () => {
    expect(compareWithStored(sealedTable, sealedGuest)).toEqual({ ok: false, error: 'import/other-seat' });
  });
});
