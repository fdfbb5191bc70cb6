// Two phones: the next round's start-of-round window (R-W11, R-X1) under the table phone's
// round record (or its turn of the displays), so a play needs no "Before sealing" opened and closed. The
// window is offered exactly when the screen's button opens the table's plan; a play there leaves the
// record on screen unchanged, and both phones go on to agree on the game.
import { describe, expect, it } from 'vitest';
import { fingerprint, isFramed } from '../../../../src/engine';
import {
  confirmJoined,
  confirmRoundRecord,
  createTableGame,
  joinFromMessage,
  recordAction,
} from '../../../../src/app/game/core/controller';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { handNow } from '../../../../src/app/game/core/hand-now';
import { tableMomentDone, tableMomentShown } from '../../../../src/app/game/round/scoring-moment';
import { gameStep } from '../../../../src/app/game/core/steps';
import { startWindowOnTable } from '../../../../src/app/game/two-phone/table-window';
import { sharedWindowOffers } from '../../../../src/app/game/round/window-offers';
import { ok, readMessage, seededBytes } from '../../../../harness/controller-kit';
import { playTwoPhoneGame } from '../../../../harness/two-phone-kit';
import { gameChoices } from '../../../../harness/fixtures';

/** What one seeded game met: windows offered on each screen, and plays made there. */
interface Met {
  onRecord: number;
  onTurn: number;
  plays: number;
}

/** True when someone may play in the start-of-round window of the table's game, by public information. */
function anyOffer(game: LocalGame): boolean {
  const state = currentState(game);
  return (['blue', 'red'] as const).some((p) => sharedWindowOffers(state, p, 'start'));
}

/** A complete two-phone game in which the table's player discards for support under the window whenever it can. */
function playWithWindowPlays(seed: number, met: Met): { table: LocalGame; guest: LocalGame } {
  // The table player discards a non-framed card for one set-aside army (R-X1) under the shared screen.
  const playUnder = (game: LocalGame): LocalGame => {
    const me = game.session.me;
    const card = handNow(game).find((c) => !isFramed(c));
    if (!card || currentState(game).players[me].setAside === 0) return game;
    const shownBefore = game.showing;
    const checkBefore = fingerprint(game.session.synced.state);
    const played = ok(recordAction(game, { type: 'support', player: me, card }, 0));
    // The screen stays: the same code, and the check the other phone must show is the record's.
    expect(played.showing).toEqual(shownBefore);
    expect(fingerprint(played.session.synced.state)).toBe(checkBefore);
    expect(handNow(played)).toHaveLength(handNow(game).length - 1);
    met.plays++;
    return played;
  };
  return playTwoPhoneGame(seed, gameChoices('blue'), {
    atRecord: (table, round) => {
      expect(gameStep(table)).toBe('round-record');
      // Offered exactly when the record's button opens the plan of a round in which someone may play.
      const confirmed = confirmRoundRecord(table, 0);
      const plainNext = gameStep(confirmed) === 'plan' && tableMomentShown(confirmed, 'plan') === null;
      expect(startWindowOnTable(table)).toBe(plainNext && anyOffer(table));
      if (!startWindowOnTable(table)) return table;
      met.onRecord++;
      return round % 2 === 0 ? playUnder(table) : table;
    },
    // The scoring moment, then the turn of the displays: only the turn may carry the window.
    afterRound: (start) => {
      let table = start;
      for (let moment = tableMomentShown(table, gameStep(table)); moment;) {
        const done = tableMomentDone(table, 0);
        const offered = moment.kind === 'turn-displays' && gameStep(done) === 'plan' && anyOffer(table);
        expect(startWindowOnTable(table)).toBe(offered);
        if (offered) {
          met.onTurn++;
          table = tableMomentDone(playUnder(table), 0);
        } else table = done;
        moment = tableMomentShown(table, gameStep(table));
      }
      return table;
    },
  });
}

describe('the start-of-round window under the table phone’s round record (two phones)', () => {
  it('is offered exactly when the record opens the plan, and plays there reach the guest', () => {
    const met: Met = { onRecord: 0, onTurn: 0, plays: 0 };
    for (let seed = 1; seed <= 8; seed++) {
      const { table, guest } = playWithWindowPlays(seed, met);
      expect(gameStep(table)).toBe('over');
      expect(gameStep(guest)).toBe('over');
      // The guest replayed every play made under the record: both phones hold the same game.
      expect(fingerprint(currentState(guest))).toBe(fingerprint(currentState(table)));
    }
    // The seeds meet the window under the record and under the turn of the displays, and play there.
    expect(met.onRecord).toBeGreaterThan(20);
    expect(met.onTurn).toBeGreaterThan(0);
    expect(met.plays).toBeGreaterThan(5);
  });

  it('is not offered on the guest phone, on a passed phone or against the phone', () => {
    let table = ok(createTableGame(gameChoices('blue'), 0, seededBytes(3)));
    const guest = ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0));
    table = confirmJoined(table, 0);
    expect(startWindowOnTable(guest)).toBe(false);
    expect(startWindowOnTable({ ...table, pass: { holder: 'blue' } } as LocalGame)).toBe(false);
  });
});
