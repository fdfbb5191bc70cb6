import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../../../src/engine';
import {
  createTableGame,
  chooseWarlord,
  confirmJoined,
  dealStartingHand,
} from '../../../../src/app/game/core/controller';
import { exportGame, GAME_FILE_VERSION, importGame } from '../../../../src/app/game/file/game-file';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { gameChoices } from '../../../../harness/fixtures';

const choices = gameChoices('red', { edition: 'pl' });

function tableGame(): LocalGame {
  const created = createTableGame(choices, 1);
  if (!created.ok) throw new Error('create');
  const warlord = chooseWarlord(confirmJoined(created.game, 2), 'deadly-plague', 3);
  if (!warlord.ok) throw new Error('warlord');
  const dealt = dealStartingHand(warlord.game, 4);
  if (!dealt.ok) throw new Error('deal');
  return dealt.game;
}

describe('game files', () => {
  it('round-trips a game, bytes included, with the same state', () => {
    const game = tableGame();
    const imported = importGame(exportGame(game));
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(imported.game).toEqual(game);
    expect(fingerprint(currentState(imported.game))).toBe(fingerprint(currentState(game)));
  });

  it('refuses what is not JSON, not a game, from a newer app, or edited', () => {
    const text = exportGame(tableGame());
    expect(importGame('{not json')).toEqual({ ok: false, error: 'import/not-json' });
    expect(importGame('{"format":"something else","game":{}}')).toEqual({
      ok: false,
      error: 'import/not-a-game',
    });
    expect(importGame(text.replace(`"version": ${GAME_FILE_VERSION}`, '"version": 99'))).toEqual({
      ok: false,
      error: 'import/newer-version',
    });
    // An edited public state no longer matches its record.
    const edited = JSON.parse(text) as { game: LocalGame };
    const state = edited.game.session.synced.state;
    state.players.red.pool += 1;
    expect(importGame(JSON.stringify(edited))).toEqual({ ok: false, error: 'import/damaged-record' });
    // A truncated file is not JSON.
    expect(importGame(text.slice(0, text.length / 2)).ok).toBe(false);
  });
});
