// On the two-phone table, a round without scoring goes from its last battle straight to the
// round record (end-window.ts); rounds 3, 6 and 9 keep their end window. Played through the controllers
// of both phones in complete seeded games, the players stepping through the battles one by one.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  fingerprint,
  isFramed,
  legalWindowTargets,
  type Action,
  type PublicState,
} from '../../../../src/engine';
import { passBoth, recordAction, showNextProvince } from '../../../../src/app/game/core/controller';
import { currentState, playingRound, type LocalGame } from '../../../../src/app/game/core/local-game';
import { gameStep } from '../../../../src/app/game/core/steps';
import { closeMergedEndWindow, endWindowMerged } from '../../../../src/app/game/round/end-window';
import {
  tableMomentDone,
  tableMomentShown,
  turnOnRecord,
} from '../../../../src/app/game/round/scoring-moment';
import { recordScreenDone, startWindowOnTable } from '../../../../src/app/game/two-phone/table-window';
import { sharedWindowOffers } from '../../../../src/app/game/round/window-offers';
import { recordBattle, soloLastBattle } from '../../../../src/app/screens/steps/record-battle';
import { handNow } from '../../../../src/app/game/core/hand-now';
import { createSoloGame, soloView } from '../../../../src/app/game/solo/solo';
import { gameChoices } from '../../../../harness/fixtures';
import { ok, seededBytes } from '../../../../harness/controller-kit';
import { playSoloGame } from '../../../../harness/solo-game';
import { playTwoPhoneGame } from '../../../../harness/two-phone-kit';

/** What the table phone holds at the end of a round's battles, every province seen. */
interface EndOfBattles {
  round: number;
  table: LocalGame;
}

/** Applies actions to a public state, failing the test on a refusal. */
function play(state: PublicState, actions: readonly Action[]): PublicState {
  let s = state;
  for (const action of actions) {
    const result = applyAction(s, action);
    if (!result.ok) throw new Error(`${action.type} refused: ${result.rejection.code}`);
    s = result.state;
  }
  return s;
}

/** A complete two-phone game; `atEnd` sees the table at each round's end of battles and closes the round. */
function playGame(seed: number, atEnd: (end: EndOfBattles) => LocalGame): void {
  // The battles one at a time, as the players tap "Reveal …"; every question at its default.
  const reveal = (start: LocalGame): LocalGame => {
    let table = start;
    for (let guard = 0; gameStep(table) === 'reveal' && guard < 100; guard++) {
      const state = currentState(table);
      const merged = endWindowMerged(table);
      if (state.pending) {
        expect(merged).toBe(false);
        const { player, default: choice } = state.pending;
        table = ok(recordAction(table, { type: 'decide', player, choice }, 0));
      } else if (state.phase === 'end' && table.revealShown >= 5) {
        table = atEnd({ round: state.round, table });
      } else {
        // A battle the players have not seen yet keeps the round open, whatever the engine resolved.
        expect(merged).toBe(false);
        table = showNextProvince(table, 0);
      }
    }
    expect(gameStep(table)).toBe('round-record');
    return table;
  };
  // The guest then scans the record: it checks the result's fingerprint, or the scan is refused.
  playTwoPhoneGame(seed, gameChoices('blue'), { reveal });
}

describe('the end-of-round window on the two-phone table', () => {
  it('a round without scoring goes from its last battle to the record: the same record as "Done"; 3, 6 and 9 keep the window', () => {
    const seen = { merged: 0, kept: 0 };
    for (const seed of [1, 2, 3, 4, 5]) {
      playGame(seed, ({ round, table }) => {
        const done = ok(passBoth(table, 0));
        if ([3, 6, 9].includes(round)) {
          seen.kept++;
          expect(endWindowMerged(table)).toBe(false);
          expect(ok(closeMergedEndWindow(table, 0))).toBe(table);
          // The record after a scoring round's Done shows no battle above it: the players tapped past it.
          expect(recordBattle(done)).toBeNull();
          return done;
        }
        seen.merged++;
        expect(endWindowMerged(table)).toBe(true);
        const closed = ok(closeMergedEndWindow(table, 0));
        expect(gameStep(closed)).toBe('round-record');
        // Exactly the passes "Both players: Done" records, so the same record and check numbers.
        expect(closed.session.synced.actions).toEqual(done.session.synced.actions);
        expect(closed.showing?.texts).toEqual(done.showing?.texts);
        // The battle above the record is the round's last one, ending on the board the record leaves.
        const battle = recordBattle(closed);
        expect(battle?.round).toBe(round);
        const order = currentState(table).reveal?.sequence;
        expect(battle?.reveal.province).toBe(order?.[order.length - 1]);
        const synced = closed.session.synced.state;
        for (const change of battle?.changes ?? []) {
          expect(change.after.armies).toBe(synced.provinces[change.province].armies);
          expect(change.after.owner).toBe(
            synced.provinces[change.province].armies > 0 ? synced.provinces[change.province].owner : null,
          );
        }
        expect(battle?.changes).toHaveLength(5);
        return closed;
      });
    }
    expect(seen.merged).toBeGreaterThan(20);
    expect(seen.kept).toBeGreaterThan(8);
  });

  it('not on a phone passed between the players (its Done already opens the next screen)', () => {
    let checked = 0;
    playGame(6, ({ table }) => {
      const passed = { ...table, pass: { guest: table, holder: table.session.me, beforeDone: 0 } };
      expect(endWindowMerged(passed)).toBe(false);
      checked++;
      return ok(passBoth(table, 0));
    });
    expect(checked).toBeGreaterThan(5);
  });

  it('against the phone: the rounds without scoring end on their last battle, shown again before the next orders', () => {
    let merged = 0;
    const shown = new Set<string>();
    for (const seed of [1, 2, 3, 4]) {
      const created = ok(
        createSoloGame(
          { ...gameChoices(seed % 2 ? 'blue' : 'red'), solo: { level: 'normal' } },
          0,
          seededBytes(seed),
        ),
      );
      const played = playSoloGame(seed, created, 'random', () => false, {
        observe: (game) => {
          const view = soloView(game);
          if (view.kind !== 'shared' || view.step !== 'before') return;
          const round = playingRound(game);
          const battle = soloLastBattle(game);
          // After a round without scoring the "before the orders" screen shows that round's last battle.
          expect(battle?.round ?? null).toBe([3, 6].includes(round - 1) || round === 1 ? null : round - 1);
          if (battle) shown.add(`${seed}:${round}`);
        },
      });
      merged += played.mergedEnds;
      // The phone closes an end window only in the scoring rounds: the others had none.
      const ends = (played.game.solo?.lines ?? []).filter((l) => l.kind === 'done' && l.when === 'end');
      for (const line of ends) expect(line.round % 3).toBe(0);
      // Every round without scoring that was played through ended on its last battle.
      expect(played.mergedEnds).toBe(
        Array.from({ length: played.rounds }, (_, i) => i + 1).filter(
          (r) => r % 3 !== 0 && r < currentState(played.game).round,
        ).length,
      );
    }
    expect(merged).toBeGreaterThan(8);
    expect(shown.size).toBe(merged);
  });

  it('a play left for the next round’s start does what it did at the end of a round without scoring (R-W11, R-R4, R-X1)', () => {
    let compared = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      playGame(seed, ({ round, table }) => {
        const state = currentState(table);
        const me = table.session.me;
        const plays: Action[] = [];
        // Exceptional support with each non-framed card of the table player's hand (R-X1).
        if (state.players[me].setAside > 0)
          for (const card of new Set(handNow(table).filter((c) => !isFramed(c))))
            plays.push({ type: 'support', player: me, card });
        // The table player's own window warlord, on each target the rules allow now (R-W2, R-W6, R-W10).
        for (const held of table.priv?.warlords.filter((w) => !w.used) ?? [])
          for (const target of legalWindowTargets(state, me, held.id))
            if (held.id !== 'deadly-plague')
              plays.push({ type: 'warlord', player: me, warlord: held.id, salt: held.salt, ...target });
        if (![3, 6, 9].includes(round)) {
          const passes: Action[] = [
            { type: 'pass', player: 'blue' },
            { type: 'pass', player: 'red' },
          ];
          for (const action of plays) {
            const atEnd = play(state, [action, ...passes]);
            const atStart = play(state, [...passes, action]);
            expect(fingerprint(atStart)).toBe(fingerprint(atEnd));
            compared++;
          }
        }
        return ok(passBoth(table, 0));
      });
    }
    expect(compared).toBeGreaterThan(20);
  });
});

describe('the scoring before the round record, the turn of the displays on it (two phones)', () => {
  it('rounds 3 and 6: the scoring over the record, then one tap confirms the record and the turned displays', () => {
    const seen: number[] = [];
    let windows = 0;
    for (const seed of [1, 2, 3, 4, 5]) {
      playGame(seed, ({ round, table }) => {
        const done = ok(passBoth(table, 0));
        if (![3, 6].includes(round) || currentState(done).phase === 'over') {
          // No moment over the record of other rounds, nor of a game that ended (its end screen shows it).
          expect(tableMomentShown(done, 'round-record')).toBeNull();
          expect(turnOnRecord(done)).toBeNull();
          return done;
        }
        seen.push(round);
        // The scoring first, over the record, before the other phone has scanned anything.
        expect(gameStep(done)).toBe('round-record');
        expect(tableMomentShown(done, 'round-record')).toEqual({ kind: 'scoring', round });
        expect(turnOnRecord(done)).toBeNull();
        expect(startWindowOnTable(done)).toBe(false);
        // Tapped past: the record's screen, carrying the turn of the displays for the next round.
        const scored = tableMomentDone(done, 0);
        expect(scored.showing).toEqual(done.showing);
        expect(tableMomentShown(scored, 'round-record')).toBeNull();
        expect(turnOnRecord(scored)).toBe(round + 1);
        // The next round's window goes under it when someone may play there.
        const state = currentState(scored);
        const offers = (['blue', 'red'] as const).some((p) => sharedWindowOffers(state, p, 'start'));
        expect(startWindowOnTable(scored)).toBe(offers);
        if (offers) windows++;
        // Its one tap: the record confirmed and the displays turned, no moment left before the plan.
        const after = recordScreenDone(scored, 0);
        expect(after.showing).toBeNull();
        expect(after.displaysTurned).toBe(round + 1);
        expect(tableMomentShown(after, gameStep(after))).toBeNull();
        // The test's own loop confirms the record: hand it the game as the screen left it.
        return scored;
      });
    }
    expect(seen.filter((r) => r === 3).length).toBe(5);
    expect(seen.filter((r) => r === 6).length).toBeGreaterThan(1);
    expect(windows).toBeGreaterThan(0);
  });
});
