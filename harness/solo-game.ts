// Plays games against the phone through the controller, as the screens and the worker would: the
// computer's asks answered by `decide`, the person's screens tapped through by the test.
import '../src/app/game/core/screen-text';
import { expect } from 'vitest';
import {
  chooser,
  dealAppDeck,
  fingerprint,
  isFramed,
  PROVINCES,
  type Action,
  type WarlordId,
} from '../src/engine';
import { decide, type AgentName } from '../src/opponent';
import {
  chooseWarlord,
  dealStartingHand,
  recordAction,
  sealOrders,
  updatePlan,
  warlordChoices,
  type Change,
  showProvinces,
} from '../src/app/game/core/controller';
import { closeBeforeWindow, exchangeSeats, withSeat } from '../src/app/game/pass/pass-and-play';
import { closeMergedEndWindow } from '../src/app/game/round/end-window';
import { currentState, playingRound, recordActions, type LocalGame } from '../src/app/game/core/local-game';
import {
  applySoloAnswer,
  personPlayer,
  personSeat,
  soloAsk,
  soloView,
  type SoloView,
} from '../src/app/game/solo/solo';
import { commitmentKept, shownCommitmentWords } from '../src/app/game/solo/solo-commitment';
import { handNow } from '../src/app/game/core/hand-now';
import { tableMomentDone, tableMomentDue } from '../src/app/game/round/scoring-moment';
import { gameStep } from '../src/app/game/core/steps';
import { takeBackOffer } from '../src/app/game/round/take-back';
import { chooseExtraWarlord, extraWarlordChoices } from '../src/app/game/round/extra-warlord';
import { exportGame, importGame } from '../src/app/game/file/game-file';
import { legalPlan, markPlanDraw, ok, seededBytes } from './controller-kit';

/** Random bytes that depend only on the game's position, so a reloaded game continues exactly as the original. */
function randomAt(game: LocalGame, seed: number): (n: number) => Uint8Array {
  return seededBytes(
    seed * 7919 + recordActions(game).length * 31 + playingRound(game) + (game.solo?.lines.length ?? 0) * 131,
  );
}

/** What the screens do with the person's seat's change: put it back, then pass the due messages. */
function applyPerson(game: LocalGame, change: Change): LocalGame {
  return ok(exchangeSeats(withSeat(game, ok(change)), 0));
}

/** The game with the person's private side replaced by another deal (same colour, other cards). */
function withOtherPersonHand(game: LocalGame): LocalGame {
  const pass = game.pass;
  const person = personSeat(game);
  if (!pass || !person.priv) return game;
  const other = dealAppDeck(person.priv.player, 'ff'.repeat(16), currentState(game).setup.options.variant);
  return {
    ...game,
    pass: { ...pass, guest: { ...person, priv: { ...person.priv, hand: other.hand, deck: other.deck } } },
  };
}

/** A game file round trip, as a reload from storage (or an export and import) does. */
export function reload(game: LocalGame): LocalGame {
  const imported = importGame(exportGame(game));
  if (!imported.ok) throw new Error(imported.error);
  return imported.game;
}

/** A played game and what was seen on the way. */
export interface SoloPlayed {
  game: LocalGame;
  rounds: number;
  /** The fingerprint after each round (both seats agree on it). */
  fingerprints: string[];
  views: SoloView[];
  /** The commitment words on each plan screen, and whether the reveal found the phone's cards matching. */
  commitments: string[];
  checks: boolean[];
  asks: string[];
  /** Reloads made while the phone had something to decide, and in the middle of a reveal. */
  reloads: { phone: number; reveal: number };
  /** Physical event cards the person named as turned up. */
  turned: number;
  /** War Chariot's extra warlords the person picked in secret on their own screen (R-W12). */
  extraPicked: number;
  /** Rounds without scoring that ended as the person saw their last battle, with no end window. */
  mergedEnds: number;
}

/** Choices a test makes instead of the defaults (a scenario). */
export interface SoloHooks {
  /** The warlord the person chooses at setup. */
  personWarlord?: WarlordId;
  /** The warlord the phone is made to choose at setup (its other decisions stay its agent's). */
  computerWarlord?: WarlordId;
  /** The person's actions in the start-of-round window on the shared screen. */
  window?: (game: LocalGame) => LocalGame;
  /** Sees the game before every step (the shared-screen test renders each screen there). */
  observe?: (game: LocalGame) => void;
}

/** Plays a whole game against the phone; `reloadAt(step)` true reloads the game from its file at that step. */
export function playSoloGame(
  seed: number,
  created: LocalGame,
  agent: AgentName,
  reloadAt: (step: number) => boolean = () => false,
  hooks: SoloHooks = {},
): SoloPlayed {
  let game = created;
  const fingerprints: string[] = [];
  const views: SoloView[] = [];
  const commitments: string[] = [];
  const checks: boolean[] = [];
  const asks: string[] = [];
  let rounds = 0;
  const reloads = { phone: 0, reveal: 0 };
  let turned = 0;
  let extraPicked = 0;
  let mergedEnds = 0;
  const person = personPlayer(game);
  for (let step = 0; step < 3000; step++) {
    if (reloadAt(step)) {
      if (soloAsk(game)) reloads.phone++;
      if (gameStep(game) === 'reveal') reloads.reveal++;
      game = reload(game);
    }
    hooks.observe?.(game);
    const before = game.session.synced.exchanges;
    const kept = commitmentKept(game);
    if (kept !== null && checks.length < before + 1) checks.push(kept);
    // A round without scoring ends once the person has seen its last battle, before the phone
    // is asked about an end window (the screen's hook; the phone waits for the person to catch up).
    const atEnd = currentState(game);
    const merged =
      gameStep(game) === 'reveal' && atEnd.phase === 'end' && !atEnd.pending && !atEnd.passed[person]
        ? ok(closeMergedEndWindow(showProvinces(game, 5, 0), 0))
        : null;
    const due = soloAsk(game);
    if (merged && currentState(merged).phase !== 'end') {
      mergedEnds++;
      game = merged;
    } else if (due) {
      // The honest view: the computer's own side only, never the person's hand.
      expect(due.view.me).toBe(game.solo?.computer);
      expect(due.view.own.player).toBe(game.solo?.computer);
      // Never from the person's seat: with another hand and deck there, the phone is asked exactly the same.
      expect(soloAsk(withOtherPersonHand(game))).toEqual(due);
      const kind = due.ask.kind === 'decision' ? `decision:${due.ask.decision.kind}` : due.ask.kind;
      asks.push(`${kind}@${due.seed.split(':').slice(1).join(':')}`);
      const answer =
        due.ask.kind === 'warlord' && hooks.computerWarlord
          ? { kind: 'warlord' as const, warlord: hooks.computerWarlord }
          : decide(due.view, due.ask, agent, due.seed);
      game = ok(applySoloAnswer(game, due, answer, 0, randomAt(game, seed)));
    } else {
      const view = soloView(game);
      // The scoring moment and the turn of the displays, tapped past as the screen would (not at the end).
      if (tableMomentDue(game) && !(view.kind === 'shared' && view.step === 'over')) {
        game = tableMomentDone(game, 0);
        continue;
      }
      views.push(view);
      if (view.kind === 'phone') throw new Error('the phone is at work but has nothing to decide');
      if (view.kind === 'hand-over') throw new Error('a hand-over screen against the phone');
      if (view.kind === 'shared') {
        if (view.step === 'over') break;
        if (view.step === 'before') {
          // R-X1: the person gives exceptional support from the hand now, when an army is set aside.
          const card = handNow(personSeat(game)).find((c) => !isFramed(c));
          if (card && currentState(game).players[person].setAside > 0 && (seed + rounds) % 2 === 0)
            game = ok(recordAction(game, { type: 'support', player: person, card }, 0));
          if (hooks.window) game = hooks.window(game);
          game = ok(exchangeSeats(closeBeforeWindow(game, 0), 0));
          continue;
        }
        const state = currentState(game);
        // Take-back offers the person's own taps only, never a step the phone took.
        const offer = takeBackOffer(game);
        if (offer) expect(offer.action.player).toBe(person);
        let action: Action;
        if (state.pending) {
          // The person's own decisions, and a physical event card turned up (whoever it is asked of).
          expect(state.pending.player === person || state.pending.kind === 'turnEvent').toBe(true);
          action = { type: 'decide', player: state.pending.player, choice: state.pending.default };
          if (state.pending.kind === 'turnEvent') turned++;
          // R-W12: War Chariot's extra warlord, taken to be chosen in secret on the person's own screen.
          if (state.pending.kind === 'extraWarlord') action.choice = 'commit';
        } else {
          expect(state.passed[person]).toBe(false);
          action = { type: 'pass', player: person };
        }
        game = ok(exchangeSeats(ok(recordAction(game, action, 0)), 0));
      } else {
        expect(view.player).toBe(person);
        const seat = personSeat(game);
        const random = randomAt(game, seed + 1);
        switch (view.step) {
          case 'warlord':
            game = applyPerson(
              game,
              chooseWarlord(seat, hooks.personWarlord ?? warlordChoices(person)[seed % 5]!, 0, random),
            );
            break;
          case 'hand':
            game = applyPerson(game, dealStartingHand(seat, 0, random));
            break;
          case 'plan': {
            // The phone sealed first: its commitment is on the plan screen before the person plans.
            const words = shownCommitmentWords(game);
            expect(words).toMatch(/^\S+-\S+-\S+-\S+$/);
            commitments.push(words ?? '');
            // The draw pending is chosen here (R-R4; as the Draw step did: markPlanDraw).
            const marked = markPlanDraw(seat);
            const orders = legalPlan(marked, (o) => o[(seed + rounds) % o.length]!);
            const sequence = chooser(currentState(seat)) === person ? [...PROVINCES].reverse() : null;
            game = applyPerson(game, sealOrders(updatePlan(marked, { orders, sequence }, 0), 0, random));
            break;
          }
          case 'extra-warlord':
            game = applyPerson(game, chooseExtraWarlord(seat, extraWarlordChoices(seat)[0]!, 0, random));
            extraPicked++;
            break;
          default:
            throw new Error(`unexpected step for the person: ${view.step}`);
        }
      }
    }
    if (game.session.synced.exchanges !== before) {
      rounds++;
      // Both seats agree after every round, as two phones would.
      const table = fingerprint(currentState(game));
      expect(fingerprint(currentState(personSeat(game)))).toBe(table);
      fingerprints.push(table);
    }
  }
  return {
    game,
    rounds,
    fingerprints,
    views,
    commitments,
    checks,
    asks,
    reloads,
    turned,
    extraPicked,
    mergedEnds,
  };
}
