// The end-of-game check of each player's deal between two phones (the setup handshake): the revealed
// seed is checked against the contribution it committed to, and every card the player's orders played
// against the deck it deals with S. A guest that edits its hand mid-game is named, with card and round.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSet, type Card } from '../../../../src/engine';
import QRCode from 'qrcode';
import { checkRevealed, recordAction, revealShown } from '../../../../src/app/game/core/controller';
import { checkDeal } from '../../../../src/app/game/file/deal';
import { dealCheckText } from '../../../../src/app/game/file/deal-check-text';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { applyLanguage, loadLanguage } from '../../../../src/app/i18n';
import { gameChoices } from '../../../../harness/fixtures';
import { playTwoPhoneGame } from '../../../../harness/two-phone-kit';
import { ok, readMessage } from '../../../../harness/controller-kit';
import { twoPhoneSteps } from '../../../../harness/two-phone-kit';
import { Fragment, h } from 'preact';
import { DealProof } from '../../../../src/app/screens/steps/DealProof';
import { readScreen } from '../../../../harness/screen-markup';

/** The QR version (error correction M) a text needs. */
function qrVersion(text: string): number {
  return QRCode.create(text, { errorCorrectionLevel: 'M' }).version;
}

const choices = { ...gameChoices('blue'), handshake: true };

/** The table phone's check of a player's revealed seed against its whole record. */
function tableCheck(table: LocalGame, player: 'blue' | 'red', seed: string) {
  const s = table.session;
  return checkDeal(s.setup, s.synced.actions, player, s.table, seed);
}

/** True when a copy of `c` is left to play, given the cards out of the game (R-C4). */
function left(c: Card, out: readonly Card[]): boolean {
  return cardSet('standard').filter((x) => x === c).length > out.filter((x) => x === c).length;
}

/** A guest that, after round 2, puts a strong card its deal has not given it into its hand, and plays it first. */
function cheatingGame(seed: number): { table: LocalGame; guest: LocalGame; card: Card } {
  let card: Card | null = null;
  const { table, guest } = playTwoPhoneGame(seed, choices, {
    guestAfterRound: (g, round) => {
      if (round !== 2 || !g.priv) return g;
      const hand = g.priv.hand;
      // A card with a copy still left to play (R-C4) that the hand does not hold.
      const out = currentState(g).players[g.session.me].out;
      const strong = (['10', '9', '8', '7', '+3'] as const).find((c) => !hand.includes(c) && left(c, out));
      const at = hand.findIndex((c) => !['1', '2', '3', '4', '5', '6'].includes(c));
      if (!strong || at < 0) throw new Error('no card to swap');
      card = strong;
      const edited = hand.slice();
      edited[at] = strong;
      return { ...g, priv: { ...g.priv, hand: edited } };
    },
    // Round 3: the card put in; otherwise the seed's pick among the cards with a copy left (R-C4).
    pick: (game, options, round) => {
      if (game.session.role === 'guest' && round === 3 && card !== null && options.includes(card))
        return card;
      const out = currentState(game).players[game.session.me].out;
      const playable = options.filter((c) => left(c, out));
      const from = playable.length > 0 ? playable : options;
      return from[(seed + round) % from.length]!;
    },
  });
  if (card === null) throw new Error('no edit');
  return { table, guest, card };
}

beforeAll(() => loadLanguage('pl'));
afterAll(() => applyLanguage('en'));

describe('the end-of-game check of a deal', () => {
  it('honest games: every card each player played came from their deal (EN and PL)', () => {
    for (const seed of [3, 8]) {
      const { table, guest } = playTwoPhoneGame(seed, choices);
      expect(currentState(table).phase).toBe('over');
      const check = tableCheck(table, guest.session.me, guest.privateSeed!);
      expect(check).toEqual({ ok: true });
      expect(tableCheck(table, table.session.me, table.privateSeed!)).toEqual({ ok: true });
      // The guest checks the table's seed on its own record too.
      const g = guest.session;
      expect(checkDeal(g.setup, g.synced.actions, table.session.me, g.table, table.privateSeed!)).toEqual({
        ok: true,
      });
      applyLanguage('en');
      expect(dealCheckText(check, 'red', 'en')).toBe('Every card King Chu played came from their deal.');
      applyLanguage('pl');
      expect(dealCheckText(check, 'red', 'pl')).toContain('każda zagrana karta pochodzi z rozdania');
      applyLanguage('en');
    }
  });

  it('a guest that edited its hand after round 2: the table’s check names the card and the round', () => {
    const { table, guest, card } = cheatingGame(5);
    const check = tableCheck(table, guest.session.me, guest.privateSeed!);
    expect(check).toEqual({ ok: false, error: 'not-dealt', round: 3, card, use: 'played' });
    applyLanguage('en');
    expect(dealCheckText(check, 'red', 'en')).toBe(
      `King Chu played a ${card} in round 3 that their deal never gave them.`,
    );
    applyLanguage('pl');
    expect(dealCheckText(check, 'red', 'pl')).toContain('w rundzie 3 nie pochodzi z rozdania');
    applyLanguage('en');
  });

  it('through the codes: each phone shows its reveal code at the end, the other checks it; refused before the end', () => {
    const { table, guest, card } = cheatingGame(5);
    const shown = revealShown(guest);
    expect(shown?.kind).toBe('reveal');
    for (const text of shown?.texts ?? []) expect(qrVersion(text)).toBeLessThanOrEqual(5);
    const checked = checkRevealed(table, readMessage(shown?.texts[0]));
    expect(checked).toEqual({
      ok: true,
      player: 'red',
      check: { ok: false, error: 'not-dealt', round: 3, card, use: 'played' },
    });
    const back = checkRevealed(guest, readMessage(revealShown(table)?.texts[0]));
    expect(back).toEqual({ ok: true, player: 'blue', check: { ok: true } });
    // Its own code, or a code of another game, is not checked.
    expect(checkRevealed(guest, readMessage(shown?.texts[0])).ok).toBe(false);
    const other = playTwoPhoneGame(6, choices);
    expect(checkRevealed(other.table, readMessage(shown?.texts[0])).ok).toBe(false);
    // Before the end there is no reveal code: a game after two rounds.
    const mid = twoPhoneSteps(6, choices, 2).at(-1);
    expect(mid && currentState(mid.table).phase).not.toBe('over');
    expect(mid && revealShown(mid.guest)).toBeNull();
    expect(mid && revealShown(mid.table)).toBeNull();
  });

  it('the end screen shows the reveal code with plain words; without the handshake nothing', () => {
    const { table } = playTwoPhoneGame(3, choices);
    const read = readScreen(h(Fragment, null, h(DealProof, { game: table })));
    expect(read.text).toContain('Prove each deal');
    expect(read.text).toContain('Scan the other phone’s reveal code');
    expect(read.tree.some((line) => line.includes('deal-proof'))).toBe(true);
    const plain = playTwoPhoneGame(3, gameChoices('blue'));
    expect(currentState(plain.table).phase).toBe('over');
    expect(readScreen(h(Fragment, null, h(DealProof, { game: plain.table }))).text).toBe('');
  });

  it('a phone restored without its recovery code says it cannot prove its deal, and can still check the other’s', () => {
    const { guest } = playTwoPhoneGame(3, choices);
    const { handshakeSeed: _lost, ...restored } = guest;
    expect(revealShown(restored)).toBeNull();
    applyLanguage('en');
    const read = readScreen(h(Fragment, null, h(DealProof, { game: restored })));
    expect(read.text).toContain('restored without your recovery code');
    expect(read.text).toContain('Scan the other phone’s reveal code');
    // With its seed the same phone shows its reveal code instead.
    expect(readScreen(h(Fragment, null, h(DealProof, { game: guest }))).text).not.toContain(
      'restored without your recovery code',
    );
  });

  it('property: any other seed for either player is refused as not the committed one', () => {
    const { table, guest } = playTwoPhoneGame(4, choices);
    const hex = fc.stringMatching(/^[0-9a-f]{32}$/);
    fc.assert(
      fc.property(hex, fc.boolean(), (seed, ofGuest) => {
        const phone = ofGuest ? guest : table;
        fc.pre(seed !== phone.privateSeed);
        expect(tableCheck(table, phone.session.me, seed)).toEqual({ ok: false, error: 'not-committed' });
      }),
      { numRuns: 50 },
    );
  });

  describe('exceptional support the table names for the guest (R-X1)', () => {
    /**
     * A game in which, at round 3's start, the table records a support discard for the guest: of a card
     * the guest holds (`held`), or of one with a copy left that its hand does not hold.
     */
    function discardGame(seed: number, held: boolean): { table: LocalGame; guest: LocalGame; card: Card } {
      let guestNow: LocalGame | null = null;
      let card: Card | null = null;
      const { table, guest } = playTwoPhoneGame(seed, choices, {
        guestAfterRound: (g) => (guestNow = g),
        // From round 3 on the guest plays its framed cards: the public count of its other cards is one
        // less after the discard, whatever its phone holds (R-X1, R-C4).
        pick: (game, options, round) => {
          const framed = options.filter((c) => ['1', '2', '3', '4', '5', '6'].includes(c));
          const from = game.session.role === 'guest' && round >= 3 && framed.length > 0 ? framed : options;
          return from[(seed + round) % from.length]!;
        },
        afterRound: (t, round) => {
          if (round !== 2 || !guestNow?.priv) return t;
          const them = guestNow.session.me;
          const hand = guestNow.priv.hand;
          const out = currentState(t).players[them].out;
          const options = cardSet('standard').filter((c) => !['1', '2', '3', '4', '5', '6'].includes(c));
          card = options.find((c) => (held ? hand.includes(c) : !hand.includes(c) && left(c, out))) ?? null;
          if (card === null) throw new Error('no card to discard');
          return ok(recordAction(t, { type: 'support', player: them, card }, 0));
        },
      });
      if (card === null) throw new Error('no discard');
      return { table, guest, card };
    }

    it('a discard of a card the guest holds passes the check', () => {
      const { table, guest } = discardGame(3, true);
      expect(currentState(table).phase).toBe('over');
      expect(table.session.synced.actions.some((a) => a.type === 'support')).toBe(true);
      expect(tableCheck(table, guest.session.me, guest.privateSeed!)).toEqual({ ok: true });
    });

    it('a discard of a card the deal never gave the guest is named, with its round (EN and PL)', () => {
      const { table, guest, card } = discardGame(3, false);
      const check = tableCheck(table, guest.session.me, guest.privateSeed!);
      expect(check).toEqual({ ok: false, error: 'not-dealt', round: 3, card, use: 'discarded' });
      applyLanguage('en');
      expect(dealCheckText(check, 'red', 'en')).toBe(
        `King Chu discarded a ${card} for support in round 3 that their deal never gave them.`,
      );
      applyLanguage('pl');
      expect(dealCheckText(check, 'red', 'pl')).toContain('odrzucona na posiłki w rundzie 3');
      applyLanguage('en');
      // The same through the guest's reveal code on the table phone.
      const checked = checkRevealed(table, readMessage(revealShown(guest)?.texts[0]));
      expect(checked).toEqual({ ok: true, player: 'red', check });
    });
  });
});
