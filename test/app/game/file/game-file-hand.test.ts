// A player does not choose their own hand through a game file: in app-dealt games the private side
// (hand, deck, a draw not yet kept) is dealt again on import from the private seed and the public
// record, and a file whose cards the deal never gave is refused in plain words (EN + PL).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, isFramed, type Card, type PrivateState } from '../../../../src/engine';
import { startingDeal } from '../../../../src/app/game/file/deal';
import { replayWithLogs } from '../../../../src/app/game/core/private-sync';
import { checkGameFile, exportGame } from '../../../../src/app/game/file/game-file';
import type { LocalGame } from '../../../../src/app/game/core/local-game';
import { createSoloGame } from '../../../../src/app/game/solo/solo';
import { en } from '../../../../src/app/i18n/en';
import { pl } from '../../../../src/app/i18n/pl';
import { ok, seededBytes } from '../../../../harness/controller-kit';
import { playPassGame } from '../../../../harness/pass-game';
import { playSoloGame } from '../../../../harness/solo-game';
import { twoPhoneSteps } from '../../../../harness/two-phone-kit';
import { gameChoices } from '../../../../harness/fixtures';

type Json = Record<string, unknown>;
type Seat = Json & { priv: PrivateState | null; draw: Json | null };
type FileJson = { game: Seat & { pass?: { guest: Seat } } };

const fileOf = (game: LocalGame): FileJson => JSON.parse(exportGame(game)) as FileJson;
const outcome = (file: FileJson): string => {
  const checked = checkGameFile(JSON.stringify(file));
  return checked.ok ? 'accepted' : checked.error;
};

const steps = twoPhoneSteps(7, gameChoices('red', { edition: 'pl' }), 4);
const guestAfterRound1 = steps.find((s) => s.label === 'r2: table sealed')!.guest;

const WORTH: readonly Card[] = ['P', '10', '+3', '9', '+2', '8', '7', '+1', '-1'];
/** A card's worth to a player choosing a hand (the Plague and the highest first). */
const worth = (card: Card): number => WORTH.length - WORTH.indexOf(card);

/** The hand with its non-framed cards replaced by the best cards of its deck (the game's cards stay the same). */
function bestHand(priv: PrivateState): PrivateState {
  const extra = priv.hand.filter((c) => !isFramed(c));
  const pool = [...extra, ...priv.deck].sort((a, b) => worth(b) - worth(a));
  const chosen = pool.slice(0, extra.length);
  const deck = [...pool.slice(extra.length)];
  return { ...priv, hand: [...priv.hand.filter(isFramed), ...chosen], deck };
}

describe('a game file’s hand is the deal’s (app-dealt cards)', () => {
  it('the guest’s file with its hand changed to the best cards of its deck is refused', () => {
    const file = fileOf(guestAfterRound1);
    const priv = file.game.priv!;
    expect(outcome(file)).toBe('accepted');
    const best = bestHand(priv);
    expect([...best.hand].sort()).not.toEqual([...priv.hand].sort());
    file.game.priv = best;
    expect(outcome(file)).toBe('import/not-dealt');
    // Only the hand changed, the deck as dealt: refused too.
    file.game.priv = { ...priv, hand: best.hand };
    expect(outcome(file)).toBe('import/not-dealt');
  });

  it('a hand with three copies of the single 10 is refused', () => {
    const file = fileOf(guestAfterRound1);
    const priv = file.game.priv!;
    const extra = priv.hand.filter((c) => !isFramed(c));
    file.game.priv = { ...priv, hand: [...priv.hand.filter(isFramed), '10', '10', '10', ...extra.slice(3)] };
    expect(outcome(file)).toBe('import/not-dealt');
  });

  it('a deck put in another order, a draw the record never gave, or another seed is refused', () => {
    const file = fileOf(guestAfterRound1);
    const priv = file.game.priv!;
    file.game.priv = { ...priv, deck: [...priv.deck].reverse() };
    expect(outcome(file)).toBe('import/not-dealt');
    const drawn = fileOf(guestAfterRound1);
    drawn.game.draw = { drew: 3, keep: 2 };
    expect(outcome(drawn)).toBe('import/not-dealt');
    const reseeded = fileOf(guestAfterRound1);
    reseeded.game.privateSeed = '00'.repeat(16);
    expect(outcome(reseeded)).toBe('import/not-dealt');
  });

  it('the table’s file, the guest’s at every step, and the hand’s refusal has words for a person', () => {
    for (const s of steps) {
      expect(outcome(fileOf(s.guest))).toBe('accepted');
      const table = fileOf(s.table);
      if (!table.game.priv) continue;
      table.game.priv = bestHand(table.game.priv);
      const same = [...table.game.priv.hand].sort().join() === [...s.table.priv!.hand].sort().join();
      expect(outcome(table)).toBe(same ? 'accepted' : 'import/not-dealt');
    }
    expect(en['import/not-dealt']).toMatch(/not the ones the app dealt/);
    expect(pl['import/not-dealt']).toMatch(/nie są tymi, które aplikacja rozdała/);
  });
});

/** One random edit to a seat's private side or the fields it is dealt from. */
type PrivEdit =
  | { kind: 'card'; where: 'hand' | 'deck' | 'drawn'; at: number; card: Card }
  | { kind: 'swap'; hand: number; deck: number }
  | { kind: 'drop'; where: 'hand' | 'deck'; at: number }
  | { kind: 'add'; where: 'hand' | 'deck'; card: Card }
  | { kind: 'shuffle'; by: number }
  | { kind: 'draw'; drew: number; keep: number }
  | { kind: 'noDraw' }
  | { kind: 'synced'; by: number }
  | { kind: 'seed'; seed: string }
  | { kind: 'restored'; at: number; named: Card[] };

const cardArb = fc.constantFrom(...CARDS);
const editArb: fc.Arbitrary<PrivEdit> = fc.oneof(
  fc.record({
    kind: fc.constant('card' as const),
    where: fc.constantFrom('hand' as const, 'deck' as const, 'drawn' as const),
    at: fc.nat(20),
    card: cardArb,
  }),
  fc.record({ kind: fc.constant('swap' as const), hand: fc.nat(12), deck: fc.nat(20) }),
  fc.record({
    kind: fc.constant('drop' as const),
    where: fc.constantFrom('hand' as const, 'deck' as const),
    at: fc.nat(20),
  }),
  fc.record({
    kind: fc.constant('add' as const),
    where: fc.constantFrom('hand' as const, 'deck' as const),
    card: cardArb,
  }),
  fc.record({ kind: fc.constant('shuffle' as const), by: fc.integer({ min: 1, max: 19 }) }),
  fc.record({ kind: fc.constant('draw' as const), drew: fc.nat(4), keep: fc.nat(3) }),
  fc.record({ kind: fc.constant('noDraw' as const) }),
  fc.record({ kind: fc.constant('synced' as const), by: fc.integer({ min: -8, max: 8 }) }),
  fc.record({ kind: fc.constant('seed' as const), seed: fc.stringMatching(/^[0-9a-f]{32}$/) }),
  fc.record({
    kind: fc.constant('restored' as const),
    at: fc.nat(60),
    named: fc.array(cardArb, { maxLength: 6 }),
  }),
);

function applyEdit(seat: Seat, edit: PrivEdit): void {
  const priv = seat.priv;
  if (!priv) return;
  const list = (where: 'hand' | 'deck' | 'drawn') => priv[where];
  switch (edit.kind) {
    case 'card': {
      const l = list(edit.where);
      if (l.length > 0) l[edit.at % l.length] = edit.card;
      else l.push(edit.card);
      return;
    }
    case 'swap': {
      if (priv.hand.length === 0 || priv.deck.length === 0) return;
      const h = edit.hand % priv.hand.length;
      const d = edit.deck % priv.deck.length;
      [priv.hand[h], priv.deck[d]] = [priv.deck[d]!, priv.hand[h]!];
      return;
    }
    case 'drop': {
      const l = list(edit.where);
      if (l.length > 0) l.splice(edit.at % l.length, 1);
      return;
    }
    case 'add':
      list(edit.where).push(edit.card);
      return;
    case 'shuffle':
      priv.deck = [
        ...priv.deck.slice(edit.by % Math.max(1, priv.deck.length)),
        ...priv.deck.slice(0, edit.by % Math.max(1, priv.deck.length)),
      ];
      return;
    case 'draw':
      seat.draw = { drew: edit.drew, keep: edit.keep };
      return;
    case 'noDraw':
      seat.draw = null;
      return;
    case 'synced':
      seat.privSyncedActions = Math.max(0, (seat.privSyncedActions as number) + edit.by);
      return;
    case 'seed':
      seat.privateSeed = edit.seed;
      return;
    case 'restored':
      seat.restoredHand = { at: edit.at, named: edit.named };
      return;
  }
}

/** The seats of a game: the phone's, and the second seat on the same phone. */
const seatsOf = (game: LocalGame): LocalGame[] => [game, ...(game.pass ? [game.pass.guest] : [])];

/** All the seat's cards in hand and deck (a keep choice moves cards between them, never adds one). */
const cardsOf = (seat: LocalGame): string =>
  [...(seat.priv?.hand ?? []), ...(seat.priv?.deck ?? []), ...(seat.priv?.drawn ?? [])].sort().join();

/**
 * The cards the seat's deal has put in its hand so far: the first cards of its dealt order, four at
 * the start and as many as each draw and recycled card took from the top (a draw of a 20-card deck
 * never comes round to the cards put back under it within a game).
 */
function dealtSoFar(seat: LocalGame): Card[] {
  const deal = startingDeal(seat)!;
  const order = [...deal.hand.filter((c) => !isFramed(c)), ...deal.deck];
  let taken = 4;
  const steps = replayWithLogs(
    seat.session.setup,
    seat.session.synced.actions.slice(0, seat.privSyncedActions),
  );
  for (const step of steps)
    for (const e of step.log)
      if ((e.kind === 'draw' || e.kind === 'recycle') && e.player === seat.session.me)
        taken += e.kind === 'draw' ? e.drew : 1;
  return order.slice(0, taken);
}

/** True when every card of `some` is among `all` (as many copies). */
function within(some: readonly Card[], all: readonly Card[]): boolean {
  const left = [...all];
  return some.every((c) => {
    const at = left.indexOf(c);
    if (at >= 0) left.splice(at, 1);
    return at >= 0;
  });
}

/** Real app-dealt games at telling points, in all three modes. */
function bases(): { name: string; game: LocalGame }[] {
  const pass: LocalGame[] = [];
  playPassGame(8, gameChoices('red'), (game) => {
    if (game.session.synced.exchanges >= 2 && pass.length < 1) pass.push(game);
  });
  const solo = ok(createSoloGame({ ...gameChoices('blue'), solo: { level: 'normal' } }, 0, seededBytes(3)));
  let soloMid: LocalGame | null = null;
  playSoloGame(4, solo, 'random', () => false, {
    observe: (g) => {
      if (!soloMid && g.session.synced.exchanges >= 3) soloMid = g;
    },
  });
  const at = (label: string) => steps.find((s) => s.label === label)!;
  return [
    { name: 'the guest after round 1', game: guestAfterRound1 },
    { name: 'the table with a draw due', game: at('r3: guest scanned the round record').table },
    { name: 'the guest after round 3', game: at('r4: table sealed').guest },
    { name: 'pass-and-play after round 2', game: pass[0]! },
    { name: 'against the phone after round 3', game: soloMid! },
  ];
}

describe('random edits of the private side (property)', () => {
  for (const base of bases()) {
    it(`${base.name}: an accepted file holds exactly the deal’s private side, and the import never throws`, () => {
      const text = exportGame(base.game);
      const originals = seatsOf(base.game);
      expect(originals.every((seat) => seat.privateSeed !== null && seat.priv !== null)).toBe(true);
      let refused = 0;
      fc.assert(
        fc.property(fc.array(editArb, { minLength: 1, maxLength: 3 }), fc.boolean(), (edits, second) => {
          const file = JSON.parse(text) as FileJson;
          const seat = second && file.game.pass ? file.game.pass.guest : file.game;
          for (const edit of edits) applyEdit(seat, edit);
          let checked: ReturnType<typeof checkGameFile> | null = null;
          expect(() => (checked = checkGameFile(JSON.stringify(file)))).not.toThrow();
          const result = checked as ReturnType<typeof checkGameFile> | null;
          if (!result) throw new Error('no answer');
          if (!result.ok) {
            refused++;
            expect(result.detail).not.toMatch(/^unexpected/);
            return;
          }
          // Only cards the deal gave: the same cards in hand and deck, every hand card one the deal put there.
          seatsOf(result.game).forEach((seat, i) => {
            const original = originals[i]!;
            expect(cardsOf(seat)).toBe(cardsOf(original));
            const held = seat.priv!.hand.filter((c) => !isFramed(c));
            expect(within(held, dealtSoFar(original))).toBe(true);
            if (seat.draw === null && original.draw === null && dealtSoFar(original).length === 4)
              expect([...seat.priv!.hand].sort()).toEqual([...original.priv!.hand].sort());
          });
        }),
        { numRuns: 200, seed: 38 },
      );
      expect(refused).toBeGreaterThan(100);
    });
  }
});
