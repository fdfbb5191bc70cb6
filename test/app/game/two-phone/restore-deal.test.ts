// Two phones with app-dealt cards: a wiped phone restored from the other phone's repair codes gets its
// player's cards back from the recovery code noted at setup, never from the player's word. The code
// gives the seed its contribution committed to; the deal replayed over the record gives the hand (a
// choice among the hands the deal allows where kept cards are not played yet), the deck, a draw still
// to keep and the setup warlord; the restored phone can then reveal its seed at the end.
import { describe, expect, it } from 'vitest';
import { CARDS, type Card } from '../../../../src/engine';
import { restoreFromMessage } from '../../../../src/app/game/core/controller';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import {
  dealRecoveryDue,
  readDealRecovery,
  recoverDealtHand,
} from '../../../../src/app/game/two-phone/restore-deal';
import { lostWarlords, recoveryCodes } from '../../../../src/app/game/two-phone/warlord-recovery';
import { checkDeal } from '../../../../src/app/game/file/deal';
import { checkGameFile, exportGame } from '../../../../src/app/game/file/game-file';
import { gameStep } from '../../../../src/app/game/core/steps';
import { resyncOf } from '../../../../src/protocol/session';
import { messageToQrTexts } from '../../../../src/protocol/scan';
import { saltToTypedCode } from '../../../../src/protocol/typed-code';
import { gameChoices } from '../../../../harness/fixtures';
import { ok, readShown } from '../../../../harness/controller-kit';
import { twoPhoneSteps, type PhonesAt } from '../../../../harness/two-phone-kit';

const choices = { ...gameChoices('blue'), handshake: true };

/** Cards in canonical order (as a dealt side lists them). */
const canonical = (cards: readonly Card[]): Card[] => CARDS.flatMap((c) => cards.filter((x) => x === c));

/** The guest's phone wiped at `at` and restored from the table's repair codes. */
function restoredGuest(at: PhonesAt): LocalGame {
  return ok(restoreFromMessage(readShown(messageToQrTexts(resyncOf(at.table.session))), 0));
}

/** The guest's recovery code as its More step shows it (the one that also brings back the cards). */
function codeOf(guest: LocalGame): string {
  const code = recoveryCodes(guest).find((c) => c.cards)?.code;
  if (!code) throw new Error('no recovery code for the cards');
  return code;
}

/** The index of the side the real guest holds among those the code gives. */
function realSide(restored: LocalGame, guest: LocalGame, code: string): number {
  const read = readDealRecovery(restored, code);
  if (!read.ok) throw new Error(read.key);
  return read.sides.findIndex(
    (s) =>
      s.hand.join() === canonical(guest.priv?.hand ?? []).join() &&
      s.deck.join() === (guest.priv?.deck ?? []).join() &&
      JSON.stringify(s.draw) === JSON.stringify(guest.draw),
  );
}

describe('a restored phone gets its dealt cards back from its recovery code', () => {
  const steps = twoPhoneSteps(7, choices, 5);
  const points = steps.filter((p) => /^r[1-5]: (done|guest scanned the round record)$/.test(p.label));

  it('the recovery code is the secret both the seed and the setup warlord’s salt come from', () => {
    const guest = points[0]!.guest;
    expect(guest.recoverySecret).toMatch(/^[0-9a-f]{16}$/);
    expect(codeOf(guest)).toBe(saltToTypedCode(guest.recoverySecret!));
    // One code: it is listed under the setup warlord, which it proves too.
    expect(recoveryCodes(guest).filter((c) => c.cards)).toHaveLength(1);
  });

  it('at every point of rounds 1–5, the deal gives back exactly the hand, deck and draw the phone held', () => {
    expect(points.length).toBe(10);
    for (const [i, at] of points.entries()) {
      // A keep is never public: a phone wiped after keeping gets the draw back to keep again (its
      // hand and deck as just before that keep, which nothing public depended on, R-R4).
      const held = at.label.endsWith('done') ? points[i - 1]!.guest : at.guest;
      expect(held.draw, at.label).not.toBeNull();
      const restored = restoredGuest(at);
      expect(dealRecoveryDue(restored), at.label).toBe(true);
      expect(gameStep(restored), at.label).toBe('hand');
      const code = codeOf(at.guest);
      const index = realSide(restored, held, code);
      expect(index, at.label).toBeGreaterThanOrEqual(0);
      const back = ok(recoverDealtHand(restored, code, index, 0));
      expect(canonical(back.priv!.hand), at.label).toEqual(canonical(held.priv!.hand));
      expect(back.priv!.deck, at.label).toEqual(held.priv!.deck);
      expect(back.draw, at.label).toEqual(held.draw);
      expect(back.privateSeed, at.label).toBe(at.guest.privateSeed);
      expect(dealRecoveryDue(back)).toBe(false);
      // The setup warlord came back with the same code: nothing more to ask.
      expect(lostWarlords(back), at.label).toBe(0);
      // Its seed proves its deal at the end, and its game file is accepted as dealt.
      const s = at.table.session;
      expect(checkDeal(s.setup, s.synced.actions, back.session.me, s.table, back.privateSeed!)).toEqual({
        ok: true,
      });
      expect(checkGameFile(exportGame(back)).ok, at.label).toBe(true);
      // A file whose recovery secret is not the one of its seed is refused.
      const file = JSON.parse(exportGame(back)) as { game: Record<string, unknown> };
      file.game.recoverySecret = 'f'.repeat(16);
      expect(checkGameFile(JSON.stringify(file)), at.label).toMatchObject({
        ok: false,
        error: 'import/not-dealt',
      });
    }
  });

  it('every hand offered is one the deal allows: each side’s hand holds as many cards as the public count', () => {
    for (const at of points) {
      const restored = restoredGuest(at);
      const read = readDealRecovery(restored, codeOf(at.guest));
      if (!read.ok) throw new Error(read.key);
      const count = currentState(restored).players[restored.session.me].handExtra;
      // A draw still to keep is in the public count already (R-R4).
      for (const side of read.sides) {
        const extras = side.hand.filter((c) => !['1', '2', '3', '4', '5', '6'].includes(c)).length;
        const keeping = side.draw ? Math.min(side.draw.keep, side.draw.drew) : 0;
        expect(extras + keeping, at.label).toBe(count);
      }
    }
  });

  it('a mistyped code, the other player’s code or a code of another game is refused, and the phone still asks', () => {
    const at = points[3]!;
    const restored = restoredGuest(at);
    const code = codeOf(at.guest);
    const typo = code.slice(0, 3) + (code[3] === 'A' ? 'B' : 'A') + code.slice(4);
    const refused = (c: string) => {
      const r = recoverDealtHand(restored, c, 0, 0);
      if (r.ok) return 'accepted';
      return r.refusal.source === 'app' ? r.refusal.key : r.refusal.source;
    };
    expect(refused(typo)).toBe('app/recovery-code-mistyped');
    expect(refused(codeOf(at.table))).toBe('app/recovery-code-not-deal');
    const other = twoPhoneSteps(8, choices, 1).at(-1)!;
    expect(refused(codeOf(other.guest))).toBe('app/recovery-code-not-deal');
    expect(dealRecoveryDue(restored)).toBe(true);
  });
});
