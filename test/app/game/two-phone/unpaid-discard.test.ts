// The guest's exceptional support (R-X1) is named on the table phone, which does not know the guest's
// hand. A discard the guest's hand cannot pay is never silently dropped on the guest's phone: its plan
// screen says so, naming the card while the discard is not yet taken in, and afterwards (the hand then
// holds more cards than the public count) for the rest of the game. Honest games never warn.
import { beforeAll, describe, expect, it } from 'vitest';
import { Fragment, h } from 'preact';
import { isFramed, type Card, type Player } from '../../../../src/engine';
import { recordAction } from '../../../../src/app/game/core/controller';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { gameStep } from '../../../../src/app/game/core/steps';
import { handNow } from '../../../../src/app/game/core/hand-now';
import { supportCardsOwned } from '../../../../src/app/game/round/window-offers';
import { unpaidDiscards } from '../../../../src/app/game/two-phone/unpaid-discards';
import { cardName } from '../../../../src/app/format';
import { loadLanguage } from '../../../../src/app/i18n';
import { en } from '../../../../src/app/i18n/en';
import { PlanStep } from '../../../../src/app/screens/steps/PlanStep';
import { gameChoices } from '../../../../harness/fixtures';
import { ok } from '../../../../harness/controller-kit';
import { playTwoPhoneGame } from '../../../../harness/two-phone-kit';
import { readScreen } from '../../../../harness/screen-markup';
import type { NewGameChoices } from '../../../../src/app/game/core/new-game-choices';

beforeAll(() => loadLanguage('en'));

const noApply = (): Promise<boolean> => Promise.resolve(true);

/** The guest's plan screen as its player sees it. */
function guestPlan(guest: LocalGame): string {
  return readScreen(h(Fragment, null, h(PlanStep, { game: guest, apply: noApply }))).text;
}

/** How the table names the guest's discard each round: a card, or null for none this round. */
type Discard = (table: LocalGame, guest: LocalGame, player: Player) => Card | null;

/**
 * A complete two-phone game; at each round's start the table may record a support discard for the guest
 * (`discard`), and `observe` sees the guest after every exchange step.
 */
function playWithDiscards(
  seed: number,
  choices: NewGameChoices,
  discard: Discard,
  observe: (guest: LocalGame, when: string) => void,
  guestPick?: (options: Card[]) => Card,
): void {
  playTwoPhoneGame(seed, choices, {
    beforePlans: ({ table, guest }, round) => {
      observe(guest, `round ${round} plan`);
      const them = guest.session.me;
      const card = currentState(table).players[them].setAside > 0 ? discard(table, guest, them) : null;
      if (!card) return { table, guest };
      return { table: ok(recordAction(table, { type: 'support', player: them, card }, 0)), guest };
    },
    // The guest scans the commitment first, then plans on the position it announced (its discards in).
    guestSealsFirst: () => false,
    pick: (game, options, round) =>
      game.session.role === 'guest' && guestPick
        ? guestPick(options)
        : options[(seed + round) % options.length]!,
    onStep: ({ label, guest }) => {
      const round = /^r(\d+): guest scanned the (commitment|round record)$/.exec(label);
      if (round)
        observe(guest, `round ${round[1]}, ${round[2] === 'commitment' ? 'commitment' : 'record'} scanned`);
    },
  });
}

describe('the guest’s support discard named on the table phone (R-X1)', () => {
  it('honest games: every discard the table names is in the guest’s hand, and the guest is never warned', () => {
    let named = 0;
    let checked = 0;
    for (const seed of [3, 7]) {
      playWithDiscards(
        seed,
        gameChoices('blue'),
        (_table, guest) => {
          const held = handNow(guest).filter((c) =>
            supportCardsOwned(currentState(guest), guest.session.me).includes(c),
          );
          if (held.length === 0 || named >= 6) return null;
          named++;
          return held[0]!;
        },
        (guest, when) => {
          checked++;
          expect(unpaidDiscards(guest), when).toBeNull();
          expect(guestPlan(guest), when).not.toContain(en['owner.unpaidTitle']);
        },
      );
    }
    expect(named).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(20);
  });

  it('a discard the guest’s hand cannot pay is said on its plan, by name, then for the rest of the game', () => {
    let forged: Card | null = null;
    const seen: { when: string; cards: Card[]; extra: number; text: string }[] = [];
    playWithDiscards(
      5,
      gameChoices('blue'),
      (table, guest, player) => {
        if (forged) return null;
        // A card the public counts allow the guest but its hand does not hold.
        const held = new Set(handNow(guest));
        forged = supportCardsOwned(currentState(table), player).find((c) => !held.has(c)) ?? null;
        return forged;
      },
      (guest, when) => {
        if (!forged) return;
        const unpaid = unpaidDiscards(guest);
        seen.push({
          when,
          cards: unpaid?.cards ?? [],
          extra: unpaid?.extra ?? 0,
          text: gameStep(guest) === 'plan' ? guestPlan(guest) : '',
        });
      },
      // Framed cards only: the public count of the guest's other cards is one short from then on.
      (options) => options.find(isFramed) ?? options[0]!,
    );
    expect(forged).not.toBeNull();
    const [first, ...later] = seen;
    // Announced with the table's commitment: named on the guest's plan before it seals.
    expect(first?.when).toMatch(/commitment scanned/);
    expect(first?.cards).toEqual([forged]);
    expect(first?.text).toContain(en['owner.unpaidTitle']);
    expect(first?.text).toContain(en['owner.unpaidHelp'].replace('{cards}', cardName(forged!)));
    // Taken in with the round record: the hand holds one card too many, said from then on.
    expect(later.length).toBeGreaterThan(3);
    for (const step of later) expect(step.extra, step.when).toBe(1);
    const plans = later.filter((s) => s.when.endsWith('plan'));
    expect(plans.length).toBeGreaterThan(0);
    for (const step of plans)
      expect(step.text, step.when).toContain(en['owner.unpaidLater'].replace('{count}', '1'));
  });
});
