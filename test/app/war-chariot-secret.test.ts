// R-W12 in two phones: War Chariot's extra warlord is taken at the reveal as an open slot, then each
// player picks it in secret on their own phone; the pick's commitment travels in that player's next
// code (the table's commitment, the guest's orders), and each plays it later. The phones talk only
// through QR texts; every per-round QR stays within version 5; neither phone holds the other's pick.
import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { fingerprint, PROVINCES, type Card, type Orders, type ProvinceId } from '../../src/engine';
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
  readCode,
  readWarlordCode,
  receiveMessage,
  recordAction,
  sealOrders,
  updatePlan,
  warlordCode,
} from '../../src/app/game/controller';
import { chooseExtraWarlord, extraWarlordChoices } from '../../src/app/game/extra-warlord';
import { handNow } from '../../src/app/game/hand-now';
import { NO_PARTS, takeCode } from '../../src/app/game/scan-input';
import { currentState, type LocalGame } from '../../src/app/game/local-game';
import { gameStep } from '../../src/app/game/steps';
import { recoveryCodeDue, recoveryCodes } from '../../src/app/game/warlord-recovery';
import { gameChoices } from './fixtures';
import { ok, seededBytes } from '../support/controller-kit';

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

/** Orders with this player's 6 in `six` (a new six mark each round) and framed cards elsewhere. */
function ordersWithSix(game: LocalGame, six: ProvinceId | null): Orders {
  const hand = handNow(game);
  const legal = planOptions(game);
  const orders: Partial<Orders> = {};
  for (const province of PROVINCES) {
    const options = legal[province].filter((c) => hand.includes(c));
    // blue its highest framed cards, red its lowest: blue wins provinces to reinforce later
    const framed = options.filter((c) => ['1', '2', '3', '4', '5'].includes(c));
    const low = game.session.me === 'red';
    const card: Card | undefined = province === six ? '6' : ((low ? framed[0] : framed.at(-1)) ?? options[0]);
    if (card === undefined || !options.includes(card)) throw new Error(`no card for ${province}`);
    orders[province] = card;
    hand.splice(hand.indexOf(card), 1);
  }
  return orders as Orders;
}

function keepAfterRound(game: LocalGame): LocalGame {
  if (gameStep(game) !== 'draw' || !game.draw) return game;
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

    // Round 4: blue plays its extra warlord (move-army) at the start; red plays its own at the end, typing its code on the table phone.
    let moved: [ProvinceId, ProvinceId] | null = null;
    let removedFrom: ProvinceId | null = null;
    ({ table, guest } = round(
      table,
      guest,
      null,
      takes,
      (t) => {
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
      },
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
