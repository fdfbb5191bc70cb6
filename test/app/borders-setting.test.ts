// The borders setting (R-F5): editing, resetting, reading back, and reaching both phones' games.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BORDERS, type Border } from '../../src/engine';
import {
  bordersFromSetting,
  isDefaultBorders,
  normaliseBorders,
  PROVINCE_PAIRS,
  toggleBorder,
} from '../../src/app/borders-setting';
import { createTableGame, joinFromMessage, readCode } from '../../src/app/game/core/controller';
import { createPassGame } from '../../src/app/game/pass/pass-and-play';
import { currentState } from '../../src/app/game/core/local-game';
import { gameChoices } from '../../harness/fixtures';

describe('borders setting (R-F5)', () => {
  it('offers every pair of provinces once', () => {
    expect(PROVINCE_PAIRS).toHaveLength(10);
    expect(new Set(PROVINCE_PAIRS.map((p) => p.join('-'))).size).toBe(10);
  });

  it('toggles a border off and on again, back to the default table', () => {
    const start = normaliseBorders(DEFAULT_BORDERS);
    expect(isDefaultBorders(start)).toBe(true);
    const without = toggleBorder(start, ['chu', 'qin']);
    expect(without).toHaveLength(DEFAULT_BORDERS.length - 1);
    expect(isDefaultBorders(without)).toBe(false);
    expect(isDefaultBorders(toggleBorder(without, ['qin', 'chu']))).toBe(true);
    const added = toggleBorder(start, ['qin', 'wu']);
    expect(added).toContainEqual(['qin', 'wu']);
  });

  it('reads back a saved table, and falls back to the default on anything broken', () => {
    const custom: Border[] = [
      ['wu', 'qin'],
      ['chu', 'hanqi'],
    ];
    expect(bordersFromSetting(custom)).toEqual([
      ['qin', 'wu'],
      ['chu', 'hanqi'],
    ]);
    for (const broken of [undefined, 'qin', [['qin']], [['qin', 'rome']], [[1, 2]]]) {
      expect(isDefaultBorders(bordersFromSetting(broken))).toBe(true);
    }
  });

  it('puts a custom table in a new game’s setup, which the invitation carries to the other phone', () => {
    const borders = toggleBorder(normaliseBorders(DEFAULT_BORDERS), ['qin', 'wu']);
    const created = createTableGame({ ...gameChoices('blue'), borders }, 0);
    if (!created.ok) throw new Error('refused');
    const read = readCode(created.game.showing?.texts[0] ?? '', false);
    if (!read.ok) throw new Error(read.key);
    const joined = joinFromMessage(read.message, 0);
    if (!joined.ok) throw new Error('refused');
    expect(currentState(joined.game).borders).toEqual(borders);
    expect(currentState(created.game).borders).toEqual(borders);
    const pass = createPassGame({ ...gameChoices('red'), borders }, 0);
    expect(pass.ok && currentState(pass.game.pass!.guest).borders).toEqual(borders);
  });
});
