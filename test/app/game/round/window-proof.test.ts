// A pick on a window screen both players watch is made from the public list and proved by the
// phone that holds the player's private side (R-W11 windows, R-X1 exceptional support); and hands stay
// true: a card discarded for support leaves the hand of the phone that holds it at once, and a card not
// in the hand cannot be discarded (three taps on one −1 against the phone must not discard it three
// times, moving pool/set-aside 18/3 → 21/0 while the hand loses one card).
import { beforeAll, describe, expect, it } from 'vitest';
import { Fragment, h } from 'preact';
import { BLUE_WARLORDS, isFramed, type Card, type WarlordId } from '../../../../src/engine';
import {
  chooseWarlord,
  confirmJoined,
  createTableGame,
  dealStartingHand,
  joinFromMessage,
  recordAction,
} from '../../../../src/app/game/core/controller';
import { currentState, playingRound, type LocalGame } from '../../../../src/app/game/core/local-game';
import { handNow } from '../../../../src/app/game/core/hand-now';
import { exchangeSeats, seatProof } from '../../../../src/app/game/pass/pass-and-play';
import { createSoloGame, personPlayer, personSeat, soloView } from '../../../../src/app/game/solo/solo';
import { personWindowOffers, proveWindowPick } from '../../../../src/app/game/round/window-proof';
import { windowOffers } from '../../../../src/app/game/round/window-offers';
import { publicView } from '../../../../src/app/game/core/public-view';
import { cardName } from '../../../../src/app/format';
import { loadLanguage } from '../../../../src/app/i18n';
import { BeforeOrdersStep } from '../../../../src/app/screens/steps/BeforeOrdersStep';
import { SharedPhoneContext } from '../../../../src/app/screens/steps/shared-phone';
import { SoloPhoneContext } from '../../../../src/app/components/Solo/solo-context';
import { gameChoices, inRound2Window } from '../../../../harness/fixtures';
import { ok, readMessage, seededBytes } from '../../../../harness/controller-kit';
import { playSoloGame } from '../../../../harness/solo-game';
import { readScreen } from '../../../../harness/screen-markup';

beforeAll(() => loadLanguage('en'));

/** A two-phone game at round 1's planning on the table phone: blue chose `warlord`, its hand dealt. */
function twoPhones(warlord: WarlordId): LocalGame {
  const random = seededBytes(41);
  let table = ok(createTableGame(gameChoices('blue'), 0, random));
  table = ok(chooseWarlord(table, warlord, 0, random));
  // The guest joins (its phone is not needed here: only the table phone's proofs are).
  expect(joinFromMessage(readMessage(table.showing?.texts[0]), 0).ok).toBe(true);
  table = confirmJoined(table, 0);
  return ok(dealStartingHand(table, 0, random));
}

const count = (cards: readonly Card[], card: Card) => cards.filter((c) => c === card).length;

describe('a window pick on the table phone is proved by the picking player’s own side (R-W11, R-X1)', () => {
  it('two phones: the table player’s row lists every warlord of the colour and the publicly owned cards', () => {
    const table = twoPhones('reinforce');
    // In a window where every blue warlord has a target the rules allow.
    const offers = windowOffers(inRound2Window(publicView(table).state), 'blue', 'start');
    // Not only the one held: every blue window warlord (so the row does not tell which one is hidden).
    expect(offers.warlords.map((w) => w.id)).toContain('move-army');
    expect(offers.warlords.map((w) => w.id)).toContain('reinforce');
    expect(offers.warlords.every((w) => w.hidden)).toBe(true);
    // Support: the cards blue could own by the public counts, more than the hand holds.
    const hand = handNow(table);
    expect(offers.support.some((card) => !hand.includes(card))).toBe(true);
    expect(offers.warlords.map((w) => w.id).every((id) => BLUE_WARLORDS.includes(id))).toBe(true);
  });

  it('two phones: a warlord the table player does not hold is refused (nothing to record); theirs is proved with its salt', () => {
    const table = twoPhones('reinforce');
    const refused = proveWindowPick(
      table,
      { type: 'warlord', player: 'blue', warlord: 'move-army', from: 'wu', to: 'qin' },
      null,
    );
    expect(refused).toEqual({ kind: 'refused', reason: 'app/warlord-not-held' });
    const proved = proveWindowPick(
      table,
      { type: 'warlord', player: 'blue', warlord: 'reinforce', province: 'wu' },
      null,
    );
    expect(proved.kind).toBe('record');
    if (proved.kind !== 'record') return;
    const salt = table.priv?.warlords.find((w) => w.id === 'reinforce')?.salt;
    expect(proved.action).toMatchObject({ type: 'warlord', warlord: 'reinforce', salt });
    // (Recorded once the setup is complete: at round 1's start the guest's commitment must be in first, R-W11.)
    // The other player's hidden warlord on the table phone: the code their phone shows is asked for.
    const theirs = proveWindowPick(
      table,
      { type: 'warlord', player: 'red', warlord: 'remove-army', province: 'wu' },
      null,
    );
    expect(theirs.kind).toBe('code');
  });

  it('two phones: a card not in the table player’s hand is refused; one in it is recorded and leaves the hand at once', () => {
    const table = twoPhones('reinforce');
    const hand = handNow(table);
    const offers = windowOffers(publicView(table).state, 'blue', 'start');
    const missing = offers.support.find((card) => !hand.includes(card));
    const held = hand.find((card) => !isFramed(card) && count(hand, card) === 1);
    expect(missing).toBeDefined();
    expect(held).toBeDefined();
    if (!missing || !held) return;
    expect(proveWindowPick(table, { type: 'support', player: 'blue', card: missing }, null)).toEqual({
      kind: 'refused',
      reason: 'app/card-not-in-hand',
    });
    const proof = proveWindowPick(table, { type: 'support', player: 'blue', card: held }, null);
    expect(proof.kind).toBe('record');
    if (proof.kind !== 'record') return;
    const after = ok(recordAction(table, proof.action, 0));
    expect(count(handNow(after), held)).toBe(0);
    expect(proveWindowPick(after, { type: 'support', player: 'blue', card: held }, null).kind).toBe(
      'refused',
    );
  });
});

describe('against the phone, hands stay true: a card tapped again is not discarded again (R-X1)', () => {
  it('three taps on one card discard it once: the list drops it at once, the pool gains one army, the hand loses one card', () => {
    const seed = 1;
    const created = ok(
      createSoloGame({ ...gameChoices('red'), solo: { level: 'normal' } }, 0, seededBytes(seed)),
    );
    const person = personPlayer(created);
    let tapped: { card: Card; before: Card[]; setAside: number; pool: number } | null = null;
    let seenAtPlan = false;
    playSoloGame(seed, created, 'greedy', () => false, {
      window: (game) => {
        // Round 1's window (the engine may still be in setup then: the guest's commitment comes with its orders).
        if (tapped || playingRound(game) !== 1) return game;
        const before = personSeat(game).priv?.hand ?? [];
        const card = before.find((c) => !isFramed(c) && count(before, c) === 1);
        const state = currentState(game);
        if (!card || state.players[person].setAside === 0) return game;
        tapped = { card, before, setAside: state.players[person].setAside, pool: state.players[person].pool };
        let now = game;
        const refusals: string[] = [];
        for (let tap = 0; tap < 3; tap++) {
          // What WindowActions does on the tap: the proof from the person's own seat, then the record.
          const proof = proveWindowPick(now, { type: 'support', player: person, card }, seatProof(now));
          if (proof.kind === 'refused') refusals.push(proof.reason);
          else if (proof.kind === 'record')
            now = ok(exchangeSeats(ok(recordAction(now, proof.action, 0)), 0));
          // The screen shows the change at once: the card is no longer offered, on the list or the rendered row.
          if (tap === 0) {
            expect(personWindowOffers(now, personSeat(now), person, 'start').support).not.toContain(card);
            const screen = readScreen(
              h(
                Fragment,
                null,
                h(
                  SoloPhoneContext.Provider,
                  { value: { computer: now.solo!.computer } },
                  h(
                    SharedPhoneContext.Provider,
                    { value: seatProof(now) },
                    h(BeforeOrdersStep, { game: now, apply: () => Promise.resolve(true) }),
                  ),
                ),
              ),
            );
            expect(screen.tree).not.toContain(`button type=button aria-label=Discard ${cardName(card)}`);
            // …and says what was discarded, in a live region (no silent taps).
            expect(screen.text).toContain(`Discarded for exceptional support this round: ${cardName(card)}`);
            expect(screen.tree).toContain('p role=status');
          }
        }
        expect(refusals).toEqual(['app/card-not-in-hand', 'app/card-not-in-hand']);
        const side = currentState(now).players[person];
        expect(side.setAside).toBe(tapped.setAside - 1);
        expect(side.pool).toBe(tapped.pool + 1);
        return now;
      },
      observe: (game) => {
        const view = soloView(game);
        if (!tapped || seenAtPlan || view.kind !== 'seat' || view.step !== 'plan') return;
        // On the person's plan screen the card is gone from the hand, exactly once.
        seenAtPlan = true;
        const hand = handNow(personSeat(game));
        expect(count(hand, tapped.card)).toBe(count(tapped.before, tapped.card) - 1);
        expect(hand.length).toBe(tapped.before.length - 1);
      },
    });
    expect(tapped).not.toBeNull();
    expect(seenAtPlan).toBe(true);
  });
});
