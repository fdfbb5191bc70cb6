// With the setup handshake (two phones, app-dealt cards or the app event deck) the guest's setup
// warlord commitment travels in its join code, and its hand comes only after round 1's seal: its
// warlord can still be played in round 1's start-of-round window on the table phone (R-W11), by the
// code its phone shows on the join-code screen.
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import {
  chooseWarlord,
  createTableGame,
  dealStartingHand,
  joinFromMessage,
  readWarlordCode,
  recordAction,
  warlordCode,
} from '../../../../src/app/game/core/controller';
import { currentState } from '../../../../src/app/game/core/local-game';
import { gameStep } from '../../../../src/app/game/core/steps';
import { JoinCodeStep } from '../../../../src/app/screens/steps/JoinCodeStep';
import { WarlordCodeCard } from '../../../../src/app/components/WarlordCode/WarlordCode';
import type { Action } from '../../../../src/engine';
import { gameChoices } from '../../../../harness/fixtures';
import {
  ok,
  readMessage,
  revealAtDefaults,
  seededBytes,
  tableScansJoin,
} from '../../../../harness/controller-kit';

describe("the guest's warlord at round 1's start, with the setup handshake", () => {
  it('is listed with its code on the join-code screen and played on the table before the seal', () => {
    const random = seededBytes(5);
    const choices = { ...gameChoices('blue', { cardMode: 'app' }), handshake: true };
    let table = ok(createTableGame(choices, 0, random));
    table = ok(chooseWarlord(table, 'cap-at-six', 0, random));
    let guest = ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0, random));
    guest = ok(chooseWarlord(guest, 'deadly-plague', 0, random));
    expect(gameStep(guest)).toBe('join-code');
    expect(guest.priv).toBeNull();
    // The join-code screen carries the card, closed; opened it names the warlord and its code.
    const noop = () => Promise.resolve(true);
    expect(renderToString(h(JoinCodeStep, { game: guest, apply: noop }))).toContain('warlord-code--card');
    const code = warlordCode(guest, 'deadly-plague')!;
    const opened = renderToString(h(WarlordCodeCard, { game: guest, opened: true }));
    expect(opened).toContain(`data-testid="warlord-code-deadly-plague"`);
    expect(opened).toContain(code);
    // The table scans the join code, deals its hand, and records the guest's play by that code.
    table = tableScansJoin(table, guest);
    table = ok(dealStartingHand(table, 0, random));
    table = revealAtDefaults(table);
    expect(currentState(table).phase).toBe('orders');
    const plague: Action = {
      type: 'warlord',
      player: 'red',
      warlord: 'deadly-plague',
      salt: readWarlordCode(code)!,
    };
    table = ok(recordAction(table, plague, 0));
    expect(currentState(table).players.red.usedWarlords).toEqual(['deadly-plague']);
  });
});
