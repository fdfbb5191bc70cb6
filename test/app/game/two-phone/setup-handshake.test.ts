// Two phones with the setup handshake (src/protocol/handshake.ts) through the app's controller: the
// event order and each deal come from both phones, each deal from the seed its phone committed to before
// the shared value was known; a game file with another seed is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealAppDeck, SHARED_DEAL } from '../../../../src/engine';
import {
  chooseWarlord,
  createTableGame,
  dealStartingHand,
  joinCodeShown,
  joinFromMessage,
  warlordChoices,
} from '../../../../src/app/game/core/controller';
import { startingDeal } from '../../../../src/app/game/file/deal';
import { checkGameFile, exportGame } from '../../../../src/app/game/file/game-file';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { gameStep } from '../../../../src/app/game/core/steps';
import { contributionOf, seedMatches, sharedOf } from '../../../../src/protocol/handshake';
import { gameChoices } from '../../../../harness/fixtures';
import { ok, readMessage, seededBytes, tableScansJoin } from '../../../../harness/controller-kit';
import { playTwoPhoneGame } from '../../../../harness/two-phone-kit';

const choices = { ...gameChoices('blue'), handshake: true };

/** Table and guest just past the join scan: the table dealt, the guest waiting for round 1's seal. */
function joined(seed: number): { table: LocalGame; guest: LocalGame } {
  const random = seededBytes(seed);
  let table = ok(createTableGame(choices, 0, random));
  table = ok(chooseWarlord(table, warlordChoices(table.session.me)[1]!, 0, random));
  let guest = ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0, random));
  guest = ok(chooseWarlord(guest, warlordChoices(guest.session.me)[2]!, 0, random));
  table = tableScansJoin(table, guest);
  return { table: ok(dealStartingHand(table, 0, random)), guest };
}

/** A game file with one field of the game changed. */
function edited(game: LocalGame, change: Partial<LocalGame>): string {
  return exportGame({ ...game, ...change });
}

describe('the setup handshake through the controller', () => {
  it('the invitation carries no events seed; the table deals only after the join scan; the guest after round 1’s seal', () => {
    const random = seededBytes(5);
    let table = ok(createTableGame(choices, 0, random));
    expect(table.session.setup.eventsSeed).toBeUndefined();
    expect(table.session.setup.handshake?.commit).toMatch(/^[0-9a-f]{32}$/);
    table = ok(chooseWarlord(table, 'reinforce', 0, random));
    let guest = ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0, random));
    expect(joinCodeShown(guest)).toBeNull();
    guest = ok(chooseWarlord(guest, warlordChoices(guest.session.me)[0]!, 0, random));
    expect(gameStep(guest)).toBe('join-code');
    expect(joinCodeShown(guest)?.kind).toBe('join');
    expect(dealStartingHand(guest, 0, random)).toMatchObject({ ok: false });
    const confirmedOnly = { ...table, joined: true, showing: null };
    expect(dealStartingHand(confirmedOnly, 0, random)).toMatchObject({ ok: false });
    table = tableScansJoin(table, guest);
    expect(table.joined).toBe(true);
    expect(table.session.setup.eventsSeed).toBe(sharedOf(table.session.setup));
    expect(ok(dealStartingHand(table, 0, random)).deal).toBe(SHARED_DEAL);
  });

  it('honest games: both phones hold the same setup, S is the events seed, and each deal is its committed seed with S', () => {
    for (const seed of [3, 11]) {
      const { table, guest } = playTwoPhoneGame(seed, choices);
      expect(currentState(table).phase).toBe('over');
      expect(guest.session.setup).toEqual(table.session.setup);
      const shared = sharedOf(table.session.setup);
      expect(shared).toMatch(/^[0-9a-f]{32}$/);
      expect(table.session.setup.eventsSeed).toBe(shared);
      for (const phone of [table, guest]) {
        expect(phone.deal).toBe(SHARED_DEAL);
        expect(phone.privateSeed).toBe(phone.handshakeSeed);
        const me = phone.session.me;
        expect(seedMatches(table.session.setup, me, table.session.table, phone.privateSeed!)).toBe(true);
        const variant = currentState(phone).setup.options.variant;
        expect(startingDeal(phone)).toEqual(
          dealAppDeck(me, phone.privateSeed!, variant, SHARED_DEAL, shared!),
        );
      }
    }
  });

  it('a game file reopens as itself; with another seed (either field) it is refused', () => {
    const { table, guest } = playTwoPhoneGame(7, choices);
    for (const phone of [table, guest]) {
      const back = checkGameFile(exportGame(phone));
      expect(back.ok).toBe(true);
      if (back.ok) expect(back.game.handshakeSeed).toBe(phone.handshakeSeed);
      const other = 'f'.repeat(32);
      expect(checkGameFile(edited(phone, { handshakeSeed: other, privateSeed: other }))).toMatchObject({
        ok: false,
        error: 'import/not-dealt',
      });
      expect(checkGameFile(edited(phone, { privateSeed: other }))).toMatchObject({
        ok: false,
        error: 'import/not-dealt',
      });
    }
  });

  it('the table’s file before the join scan keeps its contribution: the join code still completes the setup', () => {
    const random = seededBytes(9);
    let table = ok(createTableGame(choices, 0, random));
    table = ok(chooseWarlord(table, 'reinforce', 0, random));
    const back = checkGameFile(exportGame(table));
    if (!back.ok) throw new Error(back.detail);
    let guest = ok(joinFromMessage(readMessage(back.game.showing?.texts[0]), 0, random));
    guest = ok(chooseWarlord(guest, warlordChoices(guest.session.me)[3]!, 0, random));
    const reopened = tableScansJoin(back.game, guest);
    expect(reopened.session.setup).toEqual(tableScansJoin(table, guest).session.setup);
  });

  it('property: a file whose seed is changed anywhere is never opened', () => {
    const { table, guest } = joined(13);
    // Unchanged, both open (the guest's join code on screen is made again from its session).
    expect(checkGameFile(exportGame(table)).ok).toBe(true);
    const guestBack = checkGameFile(exportGame(guest));
    expect(guestBack.ok && guestBack.game.showing).toEqual(guest.showing);
    const hex = fc.stringMatching(/^[0-9a-f]{32}$/);
    fc.assert(
      fc.property(hex, fc.boolean(), (seed, tablePhone) => {
        const phone = tablePhone ? table : guest;
        fc.pre(seed !== phone.handshakeSeed);
        expect(checkGameFile(edited(phone, { handshakeSeed: seed })).ok).toBe(false);
        expect(contributionOf(phone.id, phone.session.me, seed)).not.toBe(
          contributionOf(phone.id, phone.session.me, phone.handshakeSeed!),
        );
      }),
      { numRuns: 40 },
    );
  });
});
