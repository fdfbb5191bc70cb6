// R-W12 in two phones: War Chariot's extra warlord is taken at the reveal as an open slot, then each
// player picks it in secret on their own phone; the pick's commitment travels in that player's next
// code (the table's commitment, the guest's orders), and each plays it later. The phones talk only
// through QR texts; every per-round QR stays within version 5; neither phone holds the other's pick.
import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { fingerprint, PROVINCES, type Action, type Player, type ProvinceId } from '../../../../src/engine';
import {
  chooseWarlord,
  confirmJoined,
  confirmRoundRecord,
  createTableGame,
  dealStartingHand,
  dealtDraw,
  guestOrdersShown,
  joinFromMessage,
  keepDrawn,
  readCode,
  readWarlordCode,
  receiveMessage,
  recordAction,
  sealOrders,
  updatePlan,
  warlordCode,
} from '../../../../src/app/game/core/controller';
import { chooseExtraWarlord, extraWarlordChoices } from '../../../../src/app/game/round/extra-warlord';
import {
  earlyExtraWarlordOffer,
  showEarlyExtraWarlord,
  tableAwaitsEarlyExtraWarlord,
} from '../../../../src/app/game/two-phone/early-extra-warlord';
import { earlyWarlordShown } from '../../../../src/app/game/round/early-warlord';
import { NO_PARTS, takeCode } from '../../../../src/app/game/two-phone/scan-input';
import { currentState, playingRound, type LocalGame } from '../../../../src/app/game/core/local-game';
import { seatOf, seatWarlordSalt } from '../../../../src/app/game/pass/pass-and-play';
import { playPassGame } from '../../../../harness/pass-game';
import { gameStep } from '../../../../src/app/game/core/steps';
import {
  recoverWarlord,
  recoveryCodeDue,
  recoveryCodes,
} from '../../../../src/app/game/two-phone/warlord-recovery';
import { gameChoices } from '../../../../harness/fixtures';
import { QR_BUDGET } from '../../../../src/protocol/scan';
import { ok, ordersWithSix, SCENARIO_SIX, seededBytes } from '../../../../harness/controller-kit';

/** QR versions of every code shown in a round, by message kind. */
const versions: Record<string, number[]> = { commitment: [], orders: [], 'round-record': [] };

function scan(kind: string, texts: readonly string[] | undefined, into: LocalGame): LocalGame {
  if (!texts || texts.length !== 1) throw new Error(`${kind}: expected one code, got ${texts?.length ?? 0}`);
  const text = texts[0] ?? '';
  versions[kind]?.push(QRCode.create(text, { errorCorrectionLevel: 'M' }).version);
  const outcome = takeCode(NO_PARTS, text, false);
  if (outcome.kind !== 'message') throw new Error(`${kind}: not read`);
  return ok(receiveMessage(into, outcome.message, 0));
}

function keepAfterRound(game: LocalGame): LocalGame {
  if (!game.draw) return game;
  return ok(keepDrawn(game, dealtDraw(game).slice(0, Math.min(game.draw.keep, game.draw.drew)), 0));
}

/** The table phone's reveal: War Chariot turned up first (physical deck), its extra warlord taken in secret by both. */
function reveal(
  table: LocalGame,
  takes: { blue: number; red: number },
  endWindow: (table: LocalGame) => LocalGame,
): LocalGame {
  let game = table;
  for (let guard = 0; gameStep(game) === 'reveal' && guard < 200; guard++) {
    const state = currentState(game);
    const pending = state.pending;
    if (!pending && state.phase === 'end' && !state.passed.blue && !state.passed.red) {
      const after = endWindow(game);
      if (after !== game) {
        game = after;
        continue;
      }
    }
    let choice = pending?.default ?? '';
    if (pending?.kind === 'turnEvent' && pending.options.includes('war-chariot')) choice = 'war-chariot';
    if (pending?.kind === 'extraWarlord') {
      // the table phone is offered only "take one, chosen in secret" or "no": never the warlord itself
      expect(pending.options).toContain('commit');
      choice = 'commit';
      takes[pending.player]++;
    }
    game = ok(
      recordAction(
        game,
        pending
          ? { type: 'decide', player: pending.player, choice }
          : { type: 'pass', player: state.passed.blue ? 'red' : 'blue' },
        0,
      ),
    );
  }
  return game;
}

/** One round through both phones: plan and seal, commitment → guest, orders → table, reveal, record → guest. */
function round(
  table: LocalGame,
  guest: LocalGame,
  six: ProvinceId | null,
  takes: { blue: number; red: number },
  beforeSeal: (table: LocalGame) => LocalGame = (t) => t,
  inEndWindow: (table: LocalGame, guest: LocalGame) => LocalGame = (t) => t,
): { table: LocalGame; guest: LocalGame } {
  let t = beforeSeal(table);
  t = ok(sealOrders(updatePlan(t, { orders: ordersWithSix(t, six), sequence: null }, 0), 0));
  let g = ok(sealOrders(updatePlan(guest, { orders: ordersWithSix(guest, six), sequence: null }, 0), 0));
  g = scan('commitment', t.showing?.texts, g);
  t = scan('orders', guestOrdersShown(g)?.texts, t);
  let windowDone = false;
  t = reveal(t, takes, (at) => {
    if (windowDone) return at;
    windowDone = true;
    return inEndWindow(at, g);
  });
  g = scan('round-record', t.showing?.texts, g);
  t = confirmRoundRecord(t, 0);
  expect(fingerprint(currentState(g))).toBe(fingerprint(currentState(t)));
  return { table: keepAfterRound(t), guest: keepAfterRound(g) };
}

describe('War Chariot extra warlord chosen in secret on two phones (R-W12)', () => {
  it('each player picks it on their own phone, its commitment travels in their next code, and each plays it later', () => {
    const random = seededBytes(15);
    const choices = gameChoices('blue', { eventDeck: 'physical' });
    let table = ok(createTableGame(choices, 0, random));
    table = ok(chooseWarlord(table, 'cap-at-six', 0, random));
    const invitation = readCode(table.showing?.texts[0] ?? '', false);
    if (!invitation.ok) throw new Error(invitation.key);
    let guest = ok(joinFromMessage(invitation.message, 0));
    table = confirmJoined(table, 0);
    guest = ok(chooseWarlord(guest, 'counter-plague', 0, random));
    table = ok(dealStartingHand(table, 0, random));
    guest = ok(dealStartingHand(guest, 0, random));

    // Rounds 1–3: both players mark a new six each round; the third fires War Chariot for both (R-V2).
    const takes = { blue: 0, red: 0 };
    for (const six of ['qin', 'chu', 'jinyan'] as const) ({ table, guest } = round(table, guest, six, takes));
    expect(takes).toEqual({ blue: 1, red: 1 });
    for (const game of [table, guest])
      for (const player of ['blue', 'red'] as const)
        expect(currentState(game).players[player].commitments.filter((c) => c.hash === null)).toHaveLength(1);

    // Each phone now asks its own player, in secret, before planning round 4.
    expect(gameStep(table)).toBe('extra-warlord');
    expect(gameStep(guest)).toBe('extra-warlord');
    expect(extraWarlordChoices(table)).toEqual(['move-army', 'recycle-minus-one', 'reinforce']);
    expect(extraWarlordChoices(guest)).toEqual([
      'second-six',
      'remove-army',
      'deadly-plague',
      'recycle-plague',
    ]);
    table = ok(chooseExtraWarlord(table, 'move-army', 0, random));
    guest = ok(chooseExtraWarlord(guest, 'remove-army', 0, random));
    // Its recovery code is shown once, like the setup warlord's, and the game file lists it.
    expect(recoveryCodeDue(table)?.warlord).toBe('move-army');
    expect(recoveryCodeDue(guest)?.warlord).toBe('remove-army');
    expect(recoveryCodes(table).map((c) => c.warlord)).toEqual(['cap-at-six', 'move-army']);
    expect(gameStep(table)).toBe('plan');
    expect(gameStep(guest)).toBe('plan');
    // Neither phone holds the other's pick: not its id, not its salt.
    const tableSalt = table.extraWarlords?.[0]?.salt ?? 'missing';
    const guestSalt = guest.extraWarlords?.[0]?.salt ?? 'missing';
    expect(JSON.stringify(table)).not.toContain('"remove-army"');
    expect(JSON.stringify(table)).not.toContain(guestSalt);
    expect(JSON.stringify(guest)).not.toContain('"move-army"');
    expect(JSON.stringify(guest)).not.toContain(tableSalt);
    // The table's commitment is recorded now (it goes with the next commitment code); the guest's waits for its orders.
    expect(currentState(table).players.blue.commitments.filter((c) => c.hash === null)).toHaveLength(0);
    expect(currentState(guest).players.red.commitments.filter((c) => c.hash === null)).toHaveLength(1);

    // Round 4: blue plays its extra warlord (move-army) at the start, from the table phone.
    let moved: [ProvinceId, ProvinceId] | null = null;
    let removedFrom: ProvinceId | null = null;
    ({ table, guest } = round(table, guest, null, takes, (t) => {
      // R-W6: one army from a province blue holds to a bordering one (the first move the rules allow)
      const salt = t.priv?.warlords.find((w) => w.id === 'move-army')?.salt;
      for (const from of PROVINCES)
        for (const to of PROVINCES) {
          const played = recordAction(
            t,
            { type: 'warlord', player: 'blue', warlord: 'move-army', salt, from, to },
            0,
          );
          if (played.ok) {
            moved = [from, to];
            return played.game;
          }
        }
      throw new Error('blue could not move an army');
    }));
    // Red's commitment reached the record with its round-4 orders. A wiped guest phone (its pick and salt
    // gone) asks for the recovery code shown after the pick, and gets the extra warlord back with it.
    expect(
      currentState(guest).players.red.commitments.filter((c) => c.hash !== null && c.revealed === null),
    ).toHaveLength(2);
    const code = recoveryCodeDue(guest)?.code ?? '';
    const wiped: LocalGame = {
      ...guest,
      priv: guest.priv && {
        ...guest.priv,
        warlords: guest.priv.warlords.filter((w) => w.id !== 'remove-army'),
      },
      extraWarlords: [],
      recoveryCodeDue: false,
      recovery: 'ask',
    };
    expect(gameStep(wiped)).toBe('recover-warlord');
    expect(recoverWarlord(wiped, 'AAAAA AAAAA AAAAA AA', 0).ok).toBe(false);
    const recovered = ok(recoverWarlord(wiped, code, 0));
    expect(recovered.priv?.warlords.find((w) => w.id === 'remove-army')?.salt).toBe(guestSalt);
    guest = recovered;

    // Round 5: red plays its extra warlord at the end, typing its code on the table phone.
    ({ table, guest } = round(
      table,
      guest,
      null,
      takes,
      (t) => t,
      (t, g) => {
        const state = currentState(t);
        expect(state.players.red.commitments.filter((c) => c.hash === null)).toHaveLength(0);
        removedFrom = PROVINCES.find((p) => state.provinces[p].armies > 0) ?? null;
        const code = warlordCode(g, 'remove-army');
        const salt = readWarlordCode(code ?? '') ?? undefined;
        if (!removedFrom || !salt) throw new Error('nothing to remove');
        return ok(
          recordAction(
            t,
            { type: 'warlord', player: 'red', warlord: 'remove-army', salt, province: removedFrom },
            0,
          ),
        );
      },
    ));
    const after = currentState(guest);
    expect(after.players.blue.usedWarlords).toContain('move-army');
    expect(after.players.red.usedWarlords).toContain('remove-army');
    expect(after.players.blue.commitments.map((c) => c.revealed)).toEqual([null, 'move-army']);
    expect(after.players.red.commitments.map((c) => c.revealed)).toEqual([null, 'remove-army']);
    expect(moved).not.toBeNull();
    expect(removedFrom).not.toBeNull();

    // The rest of the game at the defaults; the phones agree to the end.
    for (let guard = 0; gameStep(table) !== 'over' && guard < 9; guard++)
      ({ table, guest } = round(table, guest, null, takes));
    expect(gameStep(table)).toBe('over');
    expect(fingerprint(currentState(guest))).toBe(fingerprint(currentState(table)));
    // Every per-round code of the game within QR version 5 (PRODUCT.md), one code each.
    for (const kind of ['commitment', 'orders', 'round-record']) {
      expect(versions[kind]?.length).toBeGreaterThanOrEqual(5);
      expect(Math.max(...(versions[kind] ?? [99]))).toBeLessThanOrEqual(5);
    }
  });
});

describe('War Chariot extra warlord chosen in secret in pass-and-play (R-W12)', () => {
  it('each player picks it on a private screen after a hand-over, and plays it later; the seats agree', () => {
    const blueSalts: string[] = [];
    const redSalts: string[] = [];
    const takes = { blue: 0, red: 0 };
    let pickedBy: Player[] = [];
    // seed 17: the setup warlords are head-start (blue) and deadly-plague (red)
    const played = playPassGame(
      17,
      gameChoices('blue', { eventDeck: 'physical' }),
      (game) => {
        // Each seat holds only its own pick, until it is played: the table seat (without the other seat)
        // never red's, nor red's seat blue's.
        const red = seatOf(game, 'red');
        for (const w of game.extraWarlords ?? []) if (!blueSalts.includes(w.salt)) blueSalts.push(w.salt);
        for (const w of red.extraWarlords ?? []) if (!redSalts.includes(w.salt)) redSalts.push(w.salt);
        const { pass: _seats, ...tableSeat } = game;
        const state = currentState(game);
        if (!state.players.red.usedWarlords.includes('remove-army'))
          for (const salt of redSalts) expect(JSON.stringify(tableSeat)).not.toContain(salt);
        if (!state.players.blue.usedWarlords.includes('move-army'))
          for (const salt of blueSalts) expect(JSON.stringify(red)).not.toContain(salt);
      },
      {
        decide: (_game, pending) => {
          if (pending.kind === 'turnEvent' && pending.options.includes('war-chariot')) return 'war-chariot';
          if (pending.kind !== 'extraWarlord') return null;
          takes[pending.player]++;
          return 'commit';
        },
        plan: (seat) => ordersWithSix(seat, SCENARIO_SIX[playingRound(seat) - 1] ?? null),
        extraWarlord: (seat) => {
          const id = seat.session.me === 'blue' ? 'move-army' : 'remove-army';
          pickedBy = [...pickedBy, seat.session.me];
          return id;
        },
        window: (game, at) => {
          // Round 4's end: both play their extra warlord (its start window came before the picks, which are private work)
          const state = currentState(game);
          if (state.round !== 4 || at !== 'end') return game;
          const player = state.players.blue.usedWarlords.includes('move-army') ? 'red' : 'blue';
          const warlord = player === 'blue' ? 'move-army' : 'remove-army';
          if (state.players[player].usedWarlords.includes(warlord)) return game;
          const salt = seatWarlordSalt(game, player, warlord);
          if (!salt) throw new Error(`${player}'s seat does not hold ${warlord}`);
          for (const from of PROVINCES)
            for (const to of PROVINCES) {
              const action =
                warlord === 'move-army'
                  ? ({ type: 'warlord', player, warlord, salt, from, to } as const)
                  : ({ type: 'warlord', player, warlord, salt, province: from } as const);
              const result = recordAction(game, action, 0);
              if (result.ok) return result.game;
            }
          throw new Error(`${player} could not play ${warlord}`);
        },
      },
    );
    const { game } = played;
    expect(takes).toEqual({ blue: 1, red: 1 });
    expect(pickedBy).toEqual(['blue', 'red']);
    // The private pick screens came only after a hand-over to their player (playPassGame checks the holder).
    const picks = played.views.filter((v) => v.kind === 'seat' && v.step === 'extra-warlord');
    expect(picks.map((v) => (v.kind === 'seat' ? v.player : null))).toEqual(['blue', 'red']);
    expect(gameStep(game)).toBe('over');
    const state = currentState(game);
    expect(state.players.blue.usedWarlords).toContain('move-army');
    expect(state.players.red.usedWarlords).toContain('remove-army');
    expect(fingerprint(currentState(seatOf(game, 'red')))).toBe(fingerprint(state));
    expect([blueSalts.length, redSalts.length]).toEqual([1, 1]);
  });
});

/** Rounds 1–3 on two phones (blue table with cap-at-six, red guest with counter-plague): War Chariot gives both an open slot. */
function toWarChariot(seed: number): {
  table: LocalGame;
  guest: LocalGame;
  random: ReturnType<typeof seededBytes>;
} {
  const random = seededBytes(seed);
  let table = ok(createTableGame(gameChoices('blue', { eventDeck: 'physical' }), 0, random));
  table = ok(chooseWarlord(table, 'cap-at-six', 0, random));
  const invitation = readCode(table.showing?.texts[0] ?? '', false);
  if (!invitation.ok) throw new Error(invitation.key);
  let guest = ok(joinFromMessage(invitation.message, 0));
  table = confirmJoined(table, 0);
  guest = ok(chooseWarlord(guest, 'counter-plague', 0, random));
  table = ok(dealStartingHand(table, 0, random));
  guest = ok(dealStartingHand(guest, 0, random));
  const takes = { blue: 0, red: 0 };
  for (const six of ['qin', 'chu', 'jinyan'] as const) ({ table, guest } = round(table, guest, six, takes));
  expect(takes).toEqual({ blue: 1, red: 1 });
  return { table, guest, random };
}

/** Red's deadly-plague (R-W4) as the table phone records it, the salt typed from the guest's warlord code. */
function plagueBy(guest: LocalGame): Action {
  const salt = readWarlordCode(warlordCode(guest, 'deadly-plague') ?? '') ?? undefined;
  if (!salt) throw new Error('the guest holds no deadly-plague');
  return { type: 'warlord', player: 'red', warlord: 'deadly-plague', salt };
}

const qrVersion = (text: string): number => QRCode.create(text, { errorCorrectionLevel: 'M' }).version;

describe("the guest's War Chariot extra warlord at the next round's start (R-W12, R-W4, R-W11)", () => {
  it('the guest shows its early code, the table scans it before sealing, and red plays deadly-plague at round 4’s start', () => {
    const chariot = toWarChariot(15);
    const { random } = chariot;
    let { table, guest } = chariot;
    table = ok(chooseExtraWarlord(table, 'move-army', 0, random));
    guest = ok(chooseExtraWarlord(guest, 'deadly-plague', 0, random));
    expect(gameStep(guest)).toBe('plan');
    // Without the early code the table phone cannot record it: red's extra slot is still open.
    const plague = plagueBy(guest);
    expect(recordAction(table, plague, 0).ok).toBe(false);
    expect(tableAwaitsEarlyExtraWarlord(table)).toBe(true);
    expect(tableAwaitsEarlyExtraWarlord(guest)).toBe(false);
    expect(earlyExtraWarlordOffer(table)).toBeNull();
    expect(earlyExtraWarlordOffer(guest)).toEqual({ warlord: 'deadly-plague', round: 4 });
    guest = ok(showEarlyExtraWarlord(guest, 0));
    expect(earlyExtraWarlordOffer(guest)).toBeNull();
    const early = earlyWarlordShown(guest);
    expect(early?.texts).toHaveLength(1);
    const text = early?.texts[0] ?? '';
    expect(qrVersion(text)).toBeLessThanOrEqual(QR_BUDGET.orders);
    const outcome = takeCode(NO_PARTS, text, false);
    if (outcome.kind !== 'message') throw new Error('early code not read');
    // Its header: the guest's early code (seq 0) at round 4's synced point, never a round's own numbers.
    expect(outcome.message.header).toMatchObject({ seq: 0, round: 4, sender: 'red' });
    expect(JSON.stringify(outcome.message)).not.toContain('deadly-plague');
    // The one extra scan, before sealing round 4: red's commitment joins the synced point, and what the
    // table recorded since (blue's own pick) is replayed on top of it.
    expect(table.session.role === 'table' && table.session.items.map((a) => a.type)).toEqual([
      'commitWarlord',
    ]);
    const syncedBefore = table.session.synced.actions.length;
    // Bad early codes change nothing: one naming another point, one with more than the fills in it.
    if (outcome.message.type !== 'orders') throw new Error('not an orders message');
    const refusals = [
      { ...outcome.message, header: { ...outcome.message.header, fingerprint: 1 } },
      { ...outcome.message, actions: [...outcome.message.actions, { type: 'pass', player: 'red' } as const] },
    ].map((m) => {
      const r = receiveMessage(table, m, 0);
      return r.ok ? 'accepted' : r.refusal.source === 'protocol' ? r.refusal.rejection.key : r.refusal.source;
    });
    expect(refusals).toEqual(['protocol/fingerprint-mismatch', 'protocol/illegal-orders']);
    table = ok(receiveMessage(table, outcome.message, 0));
    expect(tableAwaitsEarlyExtraWarlord(table)).toBe(false);
    expect(table.session.synced.actions.slice(syncedBefore)).toEqual(outcome.message.actions);
    expect(outcome.message.actions).toEqual([
      { type: 'commitWarlord', player: 'red', commitment: expect.any(String) },
    ]);
    expect(table.session.role === 'table' && table.session.items).toEqual([
      { type: 'commitWarlord', player: 'blue', commitment: expect.any(String) },
    ]);
    for (const player of ['blue', 'red'] as const)
      expect(currentState(table).players[player].commitments.filter((c) => c.hash === null)).toHaveLength(0);
    const again = receiveMessage(table, outcome.message, 0);
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.refusal).toMatchObject({ rejection: { key: 'protocol/old-or-duplicate' } });
    // Round 4: red plays deadly-plague in the start window, typing its code on the table phone; accepted.
    let guestOrders: readonly Action[] = [];
    ({ table, guest } = round(
      table,
      guest,
      null,
      { blue: 0, red: 0 },
      (t) => ok(recordAction(t, plague, 0)),
      (t, g) => {
        guestOrders = g.session.role === 'guest' ? (g.session.own ?? []) : [];
        return t;
      },
    ));
    // Its commitment is in the synced point both phones reached, so the guest's orders carry no fill (nor
    // does the table's commitment code, which the guest phone would refuse with its own fill in it).
    expect(guestOrders.map((a) => a.type)).toEqual(['orders']);
    expect(fingerprint(currentState(guest))).toBe(fingerprint(currentState(table)));
    for (const game of [table, guest]) {
      const red = currentState(game).players.red;
      expect(red.usedWarlords).toContain('deadly-plague');
      expect(red.commitments.map((c) => c.revealed)).toEqual([null, 'deadly-plague']);
    }
    // Red's fill (its last commitment) and then its plague come before any round-4 orders: at round 4's start.
    const actions = table.session.synced.actions;
    const indexes = (test: (a: Action) => boolean): number[] =>
      actions.flatMap((a, i) => (test(a) ? [i] : []));
    const fill = Math.max(...indexes((a) => a.type === 'commitWarlord' && a.player === 'red'));
    const played = indexes((a) => a.type === 'warlord' && a.player === 'red');
    expect(played).toHaveLength(1);
    const plagueAt = played[0] ?? -1;
    expect(plagueAt).toBeGreaterThan(fill);
    expect(actions.slice(fill, plagueAt).some((a) => a.type === 'orders')).toBe(false);
    const ordersBefore = indexes((a) => a.type === 'orders').filter((i) => i < fill);
    expect(ordersBefore).toHaveLength(6);
    expect(guest.priv?.warlords.find((w) => w.id === 'deadly-plague')?.used).toBe(true);
    for (let guard = 0; gameStep(table) !== 'over' && guard < 9; guard++)
      ({ table, guest } = round(table, guest, null, { blue: 0, red: 0 }));
    expect(gameStep(guest)).toBe('over');
    expect(fingerprint(currentState(guest))).toBe(fingerprint(currentState(table)));
  });

  it('without the early scan its commitment still travels with the orders, and it is played a round later', () => {
    const chariot = toWarChariot(15);
    const { random } = chariot;
    let { table, guest } = chariot;
    guest = ok(chooseExtraWarlord(guest, 'deadly-plague', 0, random));
    table = ok(chooseExtraWarlord(table, 'move-army', 0, random));
    guest = ok(showEarlyExtraWarlord(guest, 0));
    const early = earlyWarlordShown(guest)?.texts[0] ?? '';
    const plague = plagueBy(guest);
    // Once the table has sealed, it is too late for the early code.
    const sealed = ok(
      sealOrders(updatePlan(table, { orders: ordersWithSix(table, null), sequence: null }, 0), 0),
    );
    const read = takeCode(NO_PARTS, early, false);
    if (read.kind !== 'message') throw new Error('early code not read');
    const tooLate = receiveMessage(sealed, read.message, 0);
    expect(tooLate.ok).toBe(false);
    if (!tooLate.ok) expect(tooLate.refusal).toMatchObject({ rejection: { key: 'protocol/out-of-order' } });
    let guestOrders: readonly Action[] = [];
    ({ table, guest } = round(
      table,
      guest,
      null,
      { blue: 0, red: 0 },
      (t) => {
        // The table does not scan it: red's deadly-plague is refused at round 4's start.
        expect(recordAction(t, plague, 0).ok).toBe(false);
        return t;
      },
      (t, g) => {
        // Its commitment came with the orders: the early code is now refused, and the guest's phone no longer shows it.
        const outcome = takeCode(NO_PARTS, early, false);
        if (outcome.kind !== 'message') throw new Error('early code not read');
        const late = receiveMessage(t, outcome.message, 0);
        expect(late.ok).toBe(false);
        if (!late.ok) expect(late.refusal).toMatchObject({ rejection: { key: 'protocol/old-or-duplicate' } });
        expect(earlyWarlordShown(g)).toBeNull();
        guestOrders = g.session.role === 'guest' ? (g.session.own ?? []) : [];
        return t;
      },
    ));
    expect(guestOrders.map((a) => a.type)).toEqual(['commitWarlord', 'orders']);
    expect(currentState(guest).players.red.commitments.filter((c) => c.hash === null)).toHaveLength(0);
    // Round 5's start: red plays it now.
    ({ table, guest } = round(table, guest, null, { blue: 0, red: 0 }, (t) =>
      ok(recordAction(t, plague, 0)),
    ));
    expect(fingerprint(currentState(guest))).toBe(fingerprint(currentState(table)));
    expect(currentState(guest).players.red.usedWarlords).toContain('deadly-plague');
  });

  it('is offered only for a start-of-round warlord', () => {
    const { guest: before, random } = toWarChariot(15);
    const guest = ok(chooseExtraWarlord(before, 'recycle-plague', 0, random));
    expect(earlyExtraWarlordOffer(guest)).toBeNull();
    expect(showEarlyExtraWarlord(guest, 0).ok).toBe(false);
  });
});
