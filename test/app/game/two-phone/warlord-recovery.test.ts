// A wiped phone keeps its player's secret warlord: the recovery code shown once when the warlord
// is chosen proves the commitment on a phone restored from the other phone's repair codes, which
// then plays the warlord, and the other phone accepts it.
import { describe, expect, it } from 'vitest';
import { fingerprint, PROVINCES, type Card, type Orders, type WarlordId } from '../../../../src/engine';
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
  planOptions,
  readWarlordCode,
  receiveMessage,
  recordAction,
  restoreFromMessage,
  sealOrders,
  updatePlan,
  warlordCode,
} from '../../../../src/app/game/core/controller';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { handToReenter, reenterHand } from '../../../../src/app/game/two-phone/restore-hand';
import { gameStep, recoveryNoticeNow } from '../../../../src/app/game/core/steps';
import {
  lostWarlords,
  recoverWarlord,
  recoveryCodeDue,
  recoveryCodeNoted,
  recoveryLater,
} from '../../../../src/app/game/two-phone/warlord-recovery';
import { exportGame, importGame } from '../../../../src/app/game/file/game-file';
import { refusalText } from '../../../../src/app/game/core/refusal-text';
import { en } from '../../../../src/app/i18n/en';
import { resyncOf } from '../../../../src/protocol/session';
import { saltToTypedCode } from '../../../../src/protocol/typed-code';
import { gameChoices } from '../../../../harness/fixtures';
import {
  ok,
  readMessage as read,
  legalPlan,
  revealAtDefaults,
  seededBytes,
} from '../../../../harness/controller-kit';

const lastOption = (options: Card[]): Card => options[options.length - 1]!;

function keep(game: LocalGame): LocalGame {
  if (!game.draw) return game;
  return ok(keepDrawn(game, dealtDraw(game).slice(0, Math.min(game.draw.keep, game.draw.drew)), 0));
}

/** One round through the QR texts; `guestOrders` may replace the guest's plan, `beforeSeal` acts on the table first. */
function round(
  table: LocalGame,
  guest: LocalGame,
  guestOrders: (game: LocalGame) => Orders = (game) => legalPlan(game, lastOption),
  beforeSeal: (table: LocalGame) => LocalGame = (game) => game,
): [LocalGame, LocalGame] {
  table = beforeSeal(table);
  table = ok(sealOrders(updatePlan(table, { orders: legalPlan(table, lastOption), sequence: null }, 0), 0));
  guest = ok(sealOrders(updatePlan(guest, { orders: guestOrders(guest), sequence: null }, 0), 0));
  guest = ok(receiveMessage(guest, read(table.showing?.texts[0]), 0));
  expect(gameStep(guest)).toBe('show-orders');
  table = ok(receiveMessage(table, read(guestOrdersShown(guest)?.texts[0]), 0));
  table = revealAtDefaults(table);
  guest = ok(receiveMessage(guest, read(table.showing?.texts[0]), 0));
  table = confirmRoundRecord(table, 0);
  expect(fingerprint(currentState(guest))).toBe(fingerprint(currentState(table)));
  return [keep(table), keep(guest)];
}

/** A standard game, table blue (cap-at-six), guest red with `guestWarlord`; the guest notes its recovery code. */
function start(guestWarlord: WarlordId, seed: number): { table: LocalGame; guest: LocalGame; code: string } {
  const random = seededBytes(seed);
  let table = ok(createTableGame(gameChoices('blue'), 0, random));
  table = ok(chooseWarlord(table, 'cap-at-six', 0, random));
  // The table player's code is due, but never shown below the invitation the guest scans: it names the warlord.
  expect(recoveryCodeDue(table)?.warlord).toBe('cap-at-six');
  expect(gameStep(table)).toBe('invite');
  expect(recoveryNoticeNow(table)).toBeNull();
  let guest = ok(joinFromMessage(read(table.showing?.texts[0]), 0));
  table = confirmJoined(table, 0);
  // Joined: the table's next screen (the starting hand) is its player's alone, and shows it until noted.
  expect(gameStep(table)).toBe('hand');
  expect(recoveryNoticeNow(table)?.warlord).toBe('cap-at-six');
  table = recoveryCodeNoted(table, 0);
  expect(recoveryNoticeNow(table)).toBeNull();
  guest = ok(chooseWarlord(guest, guestWarlord, 0, random));
  const due = recoveryCodeDue(guest);
  expect(due?.warlord).toBe(guestWarlord);
  // The recovery code is the warlord's salt as a typed code, the one the table phone is given when it is played.
  expect(due?.code).toBe(warlordCode(guest, guestWarlord));
  guest = recoveryCodeNoted(guest, 0);
  table = ok(dealStartingHand(table, 0, random));
  guest = ok(dealStartingHand(guest, 0, random));
  return { table, guest, code: due!.code };
}

/** The guest's phone is wiped: a new phone restored from the table's repair codes, the hand named again. */
function wipeAndRestore(table: LocalGame, guest: LocalGame): LocalGame {
  let restored = ok(restoreFromMessage(resyncOf(table.session), 0));
  expect(restored.chosenWarlord).toBeNull();
  expect(lostWarlords(restored)).toBe(1);
  expect(gameStep(restored)).toBe('hand');
  const due = handToReenter(restored)!;
  const named = guest.priv!.hand.filter((card) => due.cards.includes(card) && !/^[1-6]$/.test(card));
  restored = ok(reenterHand(restored, named.slice(0, due.count), 0));
  // Without the code the warlord is gone from this phone: the phone asks for it before planning.
  expect(restored.priv!.warlords).toEqual([]);
  expect(gameStep(restored)).toBe('recover-warlord');
  return restored;
}

/** A code in the recovery code's form that proves nothing in this game (valid check characters). */
const OTHER_CODE = saltToTypedCode('0123456789abcdef');

describe('a secret warlord through a wiped phone', () => {
  it('is recovered with its code and played at the start of a round; the table phone accepts it', () => {
    const started = start('deadly-plague', 5);
    const { code } = started;
    let { table, guest } = started;
    for (let i = 0; i < 2; i++) [table, guest] = round(table, guest);
    // The game file holds the code too, readable by a person.
    const file = JSON.parse(exportGame(guest)) as { warlordRecoveryCodes: unknown };
    expect(file.warlordRecoveryCodes).toEqual([{ warlord: 'deadly-plague', code, cards: false }]);
    expect(importGame(exportGame(guest)).ok).toBe(true);

    let restored = wipeAndRestore(table, guest);
    // A typing mistake and a code of nothing in this game are refused with a clear message; nothing changes.
    const typo = recoverWarlord(
      restored,
      code.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      0,
    );
    expect(typo.ok).toBe(false);
    if (!typo.ok) expect(refusalText(typo.refusal)).toBe(en['app/recovery-code-mistyped']);
    const wrong = recoverWarlord(restored, OTHER_CODE, 0);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) {
      expect(wrong.refusal).toEqual({ source: 'app', key: 'app/recovery-code-wrong' });
      expect(refusalText(wrong.refusal)).toBe(en['app/recovery-code-wrong']);
    }
    expect(gameStep(restored)).toBe('recover-warlord');

    // The right code, typed in lower case with spaces as a person might: the warlord is back, unplayed.
    restored = ok(recoverWarlord(restored, code.toLowerCase(), 0));
    expect(restored.priv!.warlords).toEqual([
      { id: 'deadly-plague', salt: guest.chosenWarlord!.salt, used: false },
    ]);
    expect(lostWarlords(restored)).toBe(0);
    expect(gameStep(restored)).toBe('plan');
    expect(warlordCode(restored, 'deadly-plague')).toBe(code);
    guest = restored;

    // Round 3's start: the guest types the code its (restored) phone shows on the table phone.
    [table, guest] = round(table, guest, undefined, (game) => {
      const salt = readWarlordCode(warlordCode(guest, 'deadly-plague')!)!;
      return ok(recordAction(game, { type: 'warlord', player: 'red', warlord: 'deadly-plague', salt }, 0));
    });
    for (const game of [table, guest]) {
      expect(currentState(game).players.red.usedWarlords).toContain('deadly-plague');
      expect(currentState(game).players.red.commitments[0]?.revealed).toBe('deadly-plague');
    }
    expect(guest.priv!.warlords[0]?.used).toBe(true);
    for (let i = 0; i < 9 && gameStep(table) !== 'over'; i++) [table, guest] = round(table, guest);
    expect(gameStep(table)).toBe('over');
    expect(gameStep(guest)).toBe('over');
  });

  it('is recovered later from the More menu and played from the guest’s own orders (second six)', () => {
    const started = start('second-six', 9);
    const { code } = started;
    let { table, guest } = started;
    // Round 1: the guest's 6 goes to Qin and leaves its mark there.
    const sixInQin = (game: LocalGame): Orders => {
      const options = planOptions(game);
      const hand = [...game.priv!.hand];
      const orders: Partial<Orders> = {};
      for (const province of PROVINCES) {
        const allowed = options[province].filter((card) => hand.includes(card));
        const card =
          province === 'qin' && allowed.includes('6') ? '6' : lastOption(allowed.filter((c) => c !== '6'));
        orders[province] = card;
        hand.splice(hand.indexOf(card), 1);
      }
      return orders as Orders;
    };
    [table, guest] = round(table, guest, sixInQin);
    expect(currentState(guest).players.red.sixMarks.qin).toBe(1);

    let restored = wipeAndRestore(table, guest);
    // Put off: the phone plans on, and without the code it cannot play a second 6 in Qin.
    restored = recoveryLater(restored, 0);
    expect(gameStep(restored)).toBe('plan');
    expect(planOptions(restored).qin).not.toContain('6');
    expect(recoverWarlord(restored, OTHER_CODE, 0).ok).toBe(false);
    restored = ok(recoverWarlord(restored, code, 0));
    expect(planOptions(restored).qin).toContain('6');
    guest = restored;

    // Round 2: the second 6 in Qin; the orders carry the warlord's salt and the table phone checks it.
    [table, guest] = round(table, guest, sixInQin);
    for (const game of [table, guest]) {
      expect(currentState(game).players.red.usedWarlords).toContain('second-six');
      expect(currentState(game).players.red.commitments[0]?.revealed).toBe('second-six');
      const redOrders = game.session.synced.actions.filter((a) => a.type === 'orders' && a.player === 'red');
      expect(redOrders[1]).toMatchObject({ orders: { qin: '6' }, secondSix: 'qin' });
    }
    expect(guest.priv!.warlords[0]?.used).toBe(true);
    expect(lostWarlords(guest)).toBe(0);
    for (let i = 0; i < 9 && gameStep(table) !== 'over'; i++) [table, guest] = round(table, guest);
    expect(gameStep(guest)).toBe('over');
  });

  it('restored before round 1 gets the setup warlord back into the starting hand', () => {
    const { table, guest, code } = start('remove-army', 13);
    // Before round 1 the guest's commitment has not travelled yet: the restored phone simply chooses again.
    const early = ok(restoreFromMessage(resyncOf(table.session), 0));
    expect(lostWarlords(early)).toBe(0);
    expect(gameStep(early)).toBe('warlord');
    // After round 1 it has: the code, entered before the hand is named, is kept for the hand.
    const [table1, guest1] = round(table, guest);
    let restored = ok(restoreFromMessage(resyncOf(table1.session), 0));
    restored = ok(recoverWarlord(restored, code, 0));
    expect(restored.chosenWarlord?.id).toBe('remove-army');
    const due = handToReenter(restored)!;
    const named = guest1.priv!.hand.filter((card) => due.cards.includes(card) && !/^[1-6]$/.test(card));
    restored = ok(reenterHand(restored, named.slice(0, due.count), 0));
    expect(restored.priv!.warlords).toEqual([
      { id: 'remove-army', salt: guest1.chosenWarlord!.salt, used: false },
    ]);
    expect(gameStep(restored)).toBe('plan');
  });
});
