// Take-back in the reveal on the table phone, through the controller in two-phone games
// that talk only through QR texts: a wrong province to take armies from (R-D*), a warlord declared
// by mistake (R-W3/R-W5/R-W7/R-W9 reactive warlords), a default accepted, a Done; several steps; a
// round record that carries only what stands; a reload in the middle; and the round final once its
// record is shown.
import { describe, expect, it } from 'vitest';
import { fingerprint, type Action, type Decision } from '../../../../src/engine';
import { passBoth, recordAction, showProvinces } from '../../../../src/app/game/core/controller';
import { takeBack, takeBackOffer } from '../../../../src/app/game/round/take-back';
import { sourcesAsk, takeFromSources } from '../../../../src/app/game/round/army-sources';
import { exportGame, importGame } from '../../../../src/app/game/file/game-file';
import { currentState, recordActions, type LocalGame } from '../../../../src/app/game/core/local-game';
import { gameStep } from '../../../../src/app/game/core/steps';
import { revealOf } from '../../../../src/app/game/round/flow';
import { currentRoundLog, gameLog } from '../../../../src/app/game/core/round-log';
import { standingItems } from '../../../../src/protocol/table-items';
import { readCode } from '../../../../src/app/game/two-phone/scan-input';
import { gameChoices } from '../../../../harness/fixtures';
import { ok } from '../../../../harness/controller-kit';
import { playPassGame } from '../../../../harness/pass-game';
import { exchangeRecord, TwoPhoneGame, type Phones } from '../../../../harness/two-phone-kit';
import { exchangeSeats, passView, seatOf } from '../../../../src/app/game/pass/pass-and-play';

/** A game as a reload gets it back: through the stored JSON (the game file's, which keeps byte arrays). */
function reload(game: LocalGame): LocalGame {
  const back = importGame(exportGame(game));
  if (!back.ok) throw new Error(back.error);
  return back.game;
}

/** The table's answer to its pending decision, with the salt a secret warlord is revealed with (as RevealStep does). */
function answer(phones: Phones, choice: string): LocalGame {
  const { table, guest } = phones;
  const pending = currentState(table).pending;
  if (!pending) throw new Error('no decision');
  const action: Action = { type: 'decide', player: pending.player, choice };
  const seat = pending.player === table.session.me ? table : guest;
  const held = seat.priv?.warlords.find((w) => w.id === choice && !w.used);
  if (held) action.salt = held.salt;
  return ok(recordAction(table, action, 0));
}

/** One tap of the reveal at its defaults: the pending decision's default (a run of armies in one step), or the next player's Done. */
function tapDefault(phones: Phones): LocalGame {
  const state = currentState(phones.table);
  const run = sourcesAsk(phones.table);
  if (run) return ok(takeFromSources(phones.table, run, run.defaults, 0));
  if (state.pending) return answer(phones, state.pending.default);
  return ok(recordAction(phones.table, { type: 'pass', player: state.passed.blue ? 'red' : 'blue' }, 0));
}

/** After the reveal: the guest checks the round record, the table confirms, both draw. */
function finishRound(phones: Phones): Phones {
  expect(gameStep(phones.table)).toBe('round-record');
  return exchangeRecord(phones);
}

/** A standard two-phone game with events and warlords from a seed, driven round by round; both hands dealt. */
function startGame(seed: number): TwoPhoneGame {
  return new TwoPhoneGame(seed, gameChoices(seed % 2 === 0 ? 'blue' : 'red'), {
    pick: (_game, options, round) => options[(seed * 7 + round * 3) % options.length]!,
    guestSealsFirst: () => true,
  });
}

function readMessageText(text: string | undefined) {
  const read = readCode(text ?? '', false);
  if (!read.ok) throw new Error(read.key);
  return read.message;
}

/** A question about one army (not a run, which is asked in one step) with more than one place to take it from. */
function singleTake(d: Decision, phones: Phones): boolean {
  return d.kind === 'take' && d.options.length > 1 && sourcesAsk(phones.table) === null;
}

/** Plays seeded games at their defaults until the table faces a decision `wanted` accepts; the phones then. */
function findDecision(wanted: (d: Decision, phones: Phones) => boolean): Phones & { revealStart: LocalGame } {
  for (let seed = 1; seed < 80; seed++) {
    const game = startGame(seed);
    while (!game.over && game.round <= 9) {
      game.sealRound();
      const revealStart = game.phones.table;
      for (let guard = 0; gameStep(game.phones.table) === 'reveal' && guard < 200; guard++) {
        const pending = currentState(game.phones.table).pending;
        if (pending && wanted(pending, game.phones)) return { ...game.phones, revealStart };
        game.phones = { ...game.phones, table: tapDefault(game.phones) };
      }
      game.finishRound();
    }
  }
  throw new Error('no such decision in 80 games');
}

/** The reveal played to its end at the defaults. */
function revealToEnd(phones: Phones): Phones {
  let p = phones;
  for (let guard = 0; gameStep(p.table) === 'reveal' && guard < 200; guard++)
    p = { ...p, table: tapDefault(p) };
  return p;
}

const fp = (game: LocalGame) => fingerprint(currentState(game));

/** The table's items, take-backs included. */
function itemsOf(game: LocalGame): readonly unknown[] {
  if (game.session.role !== 'table') throw new Error('not the table');
  return game.session.items;
}

/** Provinces the engine has resolved so far this round. */
function resolvedIn(game: LocalGame): number {
  const state = currentState(game);
  return currentRoundLog(gameLog(game), state.round).filter((e) => e.kind === 'reveal').length;
}

describe('take-back in the reveal on the table phone', () => {
  it('takes back a wrong province to take armies from, and the round goes on as if it was never tapped', () => {
    const start = findDecision(singleTake);
    const pending = currentState(start.table).pending!;
    const wrong = pending.options.find((o) => o !== pending.default)!;
    const mistaken = answer(start, wrong);
    const offer = takeBackOffer(mistaken);
    expect(offer?.action).toMatchObject({ type: 'decide', choice: wrong });
    expect(offer?.decision).toEqual(pending);
    const back = ok(takeBack(mistaken, 0));
    // The same position as before the tap, the decision asked again; the record grew (append-only).
    expect(fp(back)).toBe(fp(start.table));
    expect(currentState(back).pending).toEqual(pending);
    expect(recordActions(back)).toEqual(recordActions(start.table));
    expect(itemsOf(back)).toHaveLength(itemsOf(start.table).length + 2);
    // Provinces shown after the mistake step back to those resolved before it, the province asked about
    // again still open with its question on screen (flow.ts).
    const shownAll = ok(takeBack(showProvinces(mistaken, 5, 0), 0));
    expect(shownAll.revealShown).toBe(resolvedIn(start.table) + 1);
    expect(revealOf(shownAll)).toMatchObject({ open: true, resolved: resolvedIn(start.table) });
    expect(resolvedIn(mistaken)).toBeGreaterThanOrEqual(resolvedIn(start.table));
    // Played on at the default, it is the game played at the default without the mistake.
    const straight = revealToEnd({ ...start, table: answer(start, pending.default) });
    const corrected = revealToEnd({ ...start, table: answer({ ...start, table: back }, pending.default) });
    expect(fp(corrected.table)).toBe(fp(straight.table));
    expect(corrected.table.showing?.texts).toEqual(straight.table.showing?.texts);
  });

  it('takes back a warlord declared by mistake: offered again, and unused after the round', () => {
    const held = (o: string, p: Phones) => p.table.priv?.warlords.some((w) => w.id === o && !w.used) === true;
    const start = findDecision(
      (d, p) =>
        d.kind === 'reactiveWarlord' && d.player === p.table.session.me && d.options.some((o) => held(o, p)),
    );
    const me = start.table.session.me;
    const pending = currentState(start.table).pending!;
    const warlord = pending.options.find((o) => held(o, start))!;
    const declared = answer(start, warlord);
    const before = currentState(start.table).players[me];
    expect(currentState(declared).players[me]).not.toEqual(before);
    const offer = takeBackOffer(declared);
    expect(offer?.action).toMatchObject({ type: 'decide', choice: warlord });
    const back = ok(takeBack(declared, 0));
    expect(currentState(back).players[me]).toEqual(before);
    expect(currentState(back).pending?.options).toContain(warlord);
    // Not played after all: once the round is over the warlord is still this player's to play.
    const done = finishRound(revealToEnd({ ...start, table: answer({ ...start, table: back }, 'none') }));
    expect(done.table.priv?.warlords.find((w) => w.id === warlord)?.used).toBe(false);
    expect(fp(done.guest)).toBe(fp(done.table));
  });

  it('takes back a default accepted, then another choice stands; several steps back, and the Done taps', () => {
    const start = findDecision(singleTake);
    const pending = currentState(start.table).pending!;
    // Accept the default and play to the end window, then take back every step down to the decision.
    let table = answer(start, pending.default);
    const taps: LocalGame[] = [start.table, table];
    for (let guard = 0; guard < 100 && gameStep(table) === 'reveal'; guard++) {
      const state = currentState(table);
      if (state.phase === 'end' && !state.pending) {
        // One Done (the other would finish the round).
        const donePlayer = state.passed.blue ? 'red' : 'blue';
        table = ok(recordAction(table, { type: 'pass', player: donePlayer }, 0));
        taps.push(table);
        expect(takeBackOffer(table)?.action).toEqual({ type: 'pass', player: donePlayer });
        break;
      }
      table = tapDefault({ ...start, table });
      taps.push(table);
    }
    expect(gameStep(table)).toBe('reveal');
    expect(taps.length).toBeGreaterThan(2);
    // Each take-back lands exactly where the tap before it stood.
    for (let i = taps.length - 2; i >= 0; i--) {
      table = ok(takeBack(table, 0));
      expect(fp(table)).toBe(fp(taps[i]!));
      expect(currentState(table).pending).toEqual(currentState(taps[i]!).pending);
    }
    // On, back before every tap of this reveal: then nothing more to take back (the sealed orders stay).
    while (takeBackOffer(table)) table = ok(takeBack(table, 0));
    expect(fp(table)).toBe(fp(start.revealStart));
    const refused = takeBack(table, 0);
    expect(refused).toEqual({ ok: false, refusal: { source: 'app', key: 'app/nothing-to-take-back' } });
    // The defaults again up to the decision.
    for (let guard = 0; fp(table) !== fp(start.table) && guard < 100; guard++)
      table = tapDefault({ ...start, table });
    expect(currentState(table).pending).toEqual(pending);
    // Another choice than the default, then the round record carries only what stands.
    const other = pending.options.find((o) => o !== pending.default)!;
    const played = revealToEnd({ ...start, table: answer({ ...start, table }, other) });
    const straight = revealToEnd({ ...start, table: answer(start, other) });
    expect(played.table.showing?.kind).toBe('round-record');
    expect(played.table.showing?.texts).toEqual(straight.table.showing?.texts);
    const record = readMessageText(played.table.showing?.texts[0]);
    if (record.type !== 'round-record') throw new Error('round record');
    expect(record.items.some((i) => i.type === 'decide' && i.choice === other)).toBe(true);
    // The guest's phone accepts it: the same fingerprint on both phones.
    const after = finishRound(played);
    expect(fp(after.guest)).toBe(fp(after.table));
    expect(after.guest.session.synced.tag).toBe(after.table.session.synced.tag);
  });

  it('a reload in the middle of taking back gives the same game, and taking back goes on from it', () => {
    const start = findDecision(singleTake);
    const pending = currentState(start.table).pending!;
    const wrong = pending.options.find((o) => o !== pending.default)!;
    let table = answer(start, wrong);
    table = tapDefault({ ...start, table });
    const once = ok(takeBack(table, 0));
    const reloaded = reload(once);
    expect(reloaded).toEqual(once);
    expect(fp(reloaded)).toBe(fp(once));
    expect(takeBackOffer(reloaded)).toEqual(takeBackOffer(once));
    const twice = ok(takeBack(reloaded, 0));
    expect(fp(twice)).toBe(fp(start.table));
    expect(reload(twice)).toEqual(twice);
    // Played on after the reload: the guest agrees.
    const done = finishRound(
      revealToEnd({ ...start, table: answer({ ...start, table: reload(twice) }, pending.default) }),
    );
    expect(fp(done.guest)).toBe(fp(done.table));
  });

  it('refuses once the round record is shown: that round is final', () => {
    const start = findDecision(singleTake);
    const ended = revealToEnd(start);
    expect(gameStep(ended.table)).toBe('round-record');
    expect(takeBackOffer(ended.table)).toBeNull();
    expect(takeBack(ended.table, 0)).toEqual({
      ok: false,
      refusal: { source: 'app', key: 'app/round-final' },
    });
    const confirmed = finishRound(ended);
    expect(takeBack(confirmed.table, 0)).toEqual({
      ok: false,
      refusal: { source: 'app', key: 'app/round-final' },
    });
    // The guest's phone has nothing to take back.
    expect(takeBack(confirmed.guest, 0)).toEqual({
      ok: false,
      refusal: { source: 'app', key: 'app/not-now' },
    });
  });

  it('never takes back the sealed orders or the guest’s actions, and keeps every item in storage', () => {
    const start = findDecision(singleTake);
    const played = answer(start, currentState(start.table).pending!.default);
    let table = played;
    let taken = 0;
    // A run of armies taken in one step is taken back as one, an item for each of its actions.
    let undone = 0;
    for (let offer = takeBackOffer(table); offer; offer = takeBackOffer(table)) {
      undone += offer.actions.length;
      table = ok(takeBack(table, 0));
      taken++;
    }
    expect(taken).toBeGreaterThan(0);
    // Back where the reveal started: the sealed orders and the guest's place-holders stand.
    expect(fp(table)).toBe(fp(start.revealStart));
    const session = table.session;
    const first = start.revealStart.session;
    if (session.role !== 'table' || first.role !== 'table') throw new Error('table');
    expect(standingItems(session.items)).toEqual(standingItems(first.items));
    expect(standingItems(session.items).some((i) => i.type === 'orders' && i.player === session.me)).toBe(
      true,
    );
    expect(standingItems(session.items).some((i) => i.type === 'guest')).toBe(true);
    // Every item stays: the take-backs are appended.
    const playedSession = played.session;
    if (playedSession.role !== 'table') throw new Error('table');
    expect(session.items.slice(0, playedSession.items.length)).toEqual(playedSession.items);
    expect(session.items.slice(playedSession.items.length)).toEqual(Array(undone).fill({ type: 'takeBack' }));
  });
});

describe('one Done for both players', () => {
  it('closes the end window when red has already passed on its own (as the phone does against the person)', () => {
    const game = startGame(3);
    game.sealRound();
    let phones = game.phones;
    // Every province resolved at its defaults, up to the end-of-round window (R-W11).
    for (let guard = 0; currentState(phones.table).phase !== 'end' && guard < 200; guard++)
      phones = { ...phones, table: answer(phones, currentState(phones.table).pending!.default) };
    expect(currentState(phones.table).phase).toBe('end');
    const round = currentState(phones.table).round;
    const table = ok(recordAction(phones.table, { type: 'pass', player: 'red' }, 0));
    // Blue's pass ends the round, and red (passed already) is not passed again in the next one.
    const done = ok(passBoth(table, 0));
    expect(gameStep(done)).toBe('round-record');
    expect(currentState(done).round).toBe(round + 1);
    expect(recordActions(done).filter((a) => a.type === 'pass')).toHaveLength(2);
  });
});

describe('take-back in a pass-and-play reveal', () => {
  /** The shared reveal played at its defaults until the round is handed to the guest seat. */
  function finishSharedRound(game: LocalGame): LocalGame {
    let g = game;
    const round = g.session.synced.exchanges;
    for (let guard = 0; g.session.synced.exchanges === round && guard < 200; guard++) {
      const state = currentState(g);
      const action: Action = state.pending
        ? { type: 'decide', player: state.pending.player, choice: state.pending.default }
        : { type: 'pass', player: state.passed.blue ? 'red' : 'blue' };
      g = ok(exchangeSeats(ok(recordAction(g, action, 0)), 0));
    }
    return g;
  }

  it('takes back a wrong choice on the shared phone until the round is handed over; both seats agree', () => {
    let found: LocalGame | null = null;
    playPassGame(3, gameChoices('blue'), (game) => {
      const view = passView(game);
      const pending = currentState(game).pending;
      if (!found && view.kind === 'shared' && view.step === 'reveal' && pending?.kind === 'take')
        if (pending.options.length > 1 && sourcesAsk(game) === null) found = game;
    });
    const start = found as LocalGame | null;
    if (!start) throw new Error('no choice of where to take armies from');
    const pending = currentState(start).pending!;
    const wrong = pending.options.find((o) => o !== pending.default)!;
    const mistaken = ok(
      exchangeSeats(ok(recordAction(start, { type: 'decide', player: pending.player, choice: wrong }, 0)), 0),
    );
    const back = ok(exchangeSeats(ok(takeBack(mistaken, 0)), 0));
    expect(fp(back)).toBe(fp(start));
    expect(passView(back)).toEqual(passView(start));
    const straight = finishSharedRound(start);
    const corrected = finishSharedRound(back);
    expect(fp(corrected)).toBe(fp(straight));
    // Handed to the guest seat, which agrees: the round is final.
    expect(fp(seatOf(corrected, pending.player === 'blue' ? 'red' : 'blue'))).toBe(
      fp(seatOf(straight, pending.player === 'blue' ? 'red' : 'blue')),
    );
    expect(fingerprint(currentState(seatOf(corrected, 'red')))).toBe(
      fingerprint(currentState(seatOf(corrected, 'blue'))),
    );
    expect(takeBackOffer(corrected)).toBeNull();
    expect(takeBack(corrected, 0)).toEqual({ ok: false, refusal: { source: 'app', key: 'app/round-final' } });
  });
});
