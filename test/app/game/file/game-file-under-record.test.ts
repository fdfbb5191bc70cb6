// A start-of-round play recorded on the table phone while it still shows the round record (the next
// round's window under the record, R-W11, R-X1) is part of a game file that opens again as it was.
import { describe, expect, it } from 'vitest';
import { isFramed } from '../../../../src/engine';
import { recordAction } from '../../../../src/app/game/core/controller';
import { checkGameFile, exportGame } from '../../../../src/app/game/file/game-file';
import { handNow } from '../../../../src/app/game/core/hand-now';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { playTwoPhoneGame } from '../../../../harness/two-phone-kit';
import { gameChoices } from '../../../../harness/fixtures';

/** The table with a support discard recorded under its round record, when one can be made now. */
function supportUnderRecord(table: LocalGame): LocalGame | null {
  const state = currentState(table);
  const me = table.session.me;
  if (state.phase === 'over' || state.players[me].setAside === 0) return null;
  const card = handNow(table).find((c) => !isFramed(c));
  if (!card) return null;
  const recorded = recordAction(table, { type: 'support', player: me, card }, 0);
  return recorded.ok ? recorded.game : null;
}

describe('a game file with plays under the round record', () => {
  for (const handshake of [false, true])
    it(`opens again as it was (${handshake ? 'with' : 'without'} the setup handshake)`, () => {
      let files = 0;
      for (let seed = 1; seed <= 8; seed++) {
        const choices = {
          ...gameChoices('blue', { cardMode: 'app', events: true, eventDeck: 'app' }),
          handshake,
        };
        playTwoPhoneGame(seed, choices, {
          atRecord: (table) => {
            const played = supportUnderRecord(table);
            if (!played) return table;
            files++;
            expect(played.showing?.kind).toBe('round-record');
            const read = checkGameFile(exportGame(played));
            expect(read).toMatchObject({ ok: true });
            if (read.ok) expect(read.game.showing).toEqual(played.showing);
            return table;
          },
        });
      }
      expect(files).toBeGreaterThan(20);
    });
});
