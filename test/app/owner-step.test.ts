// A player's secrets on a phone both players look at come only through that player's own step: the
// table phone's More tab (recovery codes, the secret warlord, the game file), pass-and-play's file (both
// players' secrets, behind a warning and a second tap). Each shared screen is rendered under two private
// sides of its player on the same public record and must read the same, naming no secret warlord and no
// recovery code.
import { beforeAll, describe, expect, it } from 'vitest';
import { Fragment, h, type ComponentChild } from 'preact';
import { BLUE_WARLORDS, CARDS, RED_WARLORDS, type Card, type WarlordId } from '../../src/engine';
import {
  chooseWarlord,
  confirmJoined,
  createTableGame,
  dealStartingHand,
  joinFromMessage,
} from '../../src/app/game/controller';
import { createPassGame, withSeat } from '../../src/app/game/pass-and-play';
import type { LocalGame } from '../../src/app/game/local-game';
import { recoveryCodes } from '../../src/app/game/warlord-recovery';
import { warlordName } from '../../src/app/format';
import { loadLanguage } from '../../src/app/i18n';
import { GameMenu } from '../../src/app/components/GameMenu/GameMenu';
import { OwnerSecrets, PassExport } from '../../src/app/components/GameMenu/OwnerSecrets';
import { gameChoices } from './fixtures';
import { ok, readMessage, seededBytes } from '../support/controller-kit';
import { readScreen, type ScreenRead } from '../support/screen-markup';

beforeAll(() => loadLanguage('en'));

const noApply = (): Promise<boolean> => Promise.resolve(true);

function read(node: ComponentChild): ScreenRead {
  return readScreen(h(Fragment, null, node));
}

function otherSalt(salt: string): string {
  return salt.length > 1 ? salt.slice(1) + salt[0] : `${salt}x`;
}

function otherCards(cards: readonly Card[]): Card[] {
  return cards.map((card) => CARDS[(CARDS.indexOf(card) + 5) % CARDS.length]!);
}

/** The same seat with another secret warlord (another salt, so another recovery code) and another hand. */
function otherSide(seat: LocalGame): LocalGame {
  const colour = seat.session.me === 'blue' ? BLUE_WARLORDS : RED_WARLORDS;
  const swap = (id: WarlordId): WarlordId => colour[(colour.indexOf(id) + 3) % colour.length]!;
  const warlord = <T extends { id: WarlordId; salt: string }>(w: T): T => ({
    ...w,
    id: swap(w.id),
    salt: otherSalt(w.salt),
  });
  const priv = seat.priv;
  return {
    ...seat,
    priv: priv && { ...priv, hand: otherCards(priv.hand), warlords: priv.warlords.map(warlord) },
    chosenWarlord: seat.chosenWarlord && warlord(seat.chosenWarlord),
    ...(seat.recoveryCodeOf ? { recoveryCodeOf: warlord(seat.recoveryCodeOf) } : {}),
  };
}

/** Two phones at round 1's plan, each player with the given secret warlord and a dealt hand. */
function twoPhones(
  tableWarlord: WarlordId = 'reinforce',
  guestWarlord: WarlordId = 'remove-army',
): { table: LocalGame; guest: LocalGame } {
  const random = seededBytes(9);
  let table = ok(createTableGame(gameChoices('blue'), 0, random));
  table = ok(chooseWarlord(table, tableWarlord, 0, random));
  let guest = ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0));
  table = confirmJoined(table, 0);
  guest = ok(chooseWarlord(guest, guestWarlord, 0, random));
  table = ok(dealStartingHand(table, 0, random));
  guest = ok(dealStartingHand(guest, 0, random));
  return { table, guest };
}

/** What a player's secret side would give away: its unplayed warlords' names and their recovery codes. */
function secretsOf(game: LocalGame): string[] {
  const warlords = [...(game.priv?.warlords ?? []), ...(game.chosenWarlord ? [game.chosenWarlord] : [])];
  const names = warlords.map((w) => warlordName(w.id));
  const codes = recoveryCodes(game).map(({ code }) => code);
  return [...names, ...codes];
}

/** The seat holds a secret warlord whose recovery code it can show (so the checks below have something to find). */
function expectCodes(game: LocalGame): void {
  expect(recoveryCodes(game).length, 'a secret warlord with a recovery code').toBeGreaterThan(0);
}

function expectSame(a: ScreenRead, b: ScreenRead, where: string): void {
  expect(b.text, where).toBe(a.text);
  expect(b.tree, where).toEqual(a.tree);
  expect(b.markup, where).toBe(a.markup);
}

function expectNone(read: ScreenRead, secrets: readonly string[], where: string): void {
  for (const secret of secrets) expect(read.markup, `${where}: ${secret}`).not.toContain(secret);
}

describe('secrets behind their owner’s step (More)', () => {
  it('two phones, the table phone: More reads the same under two private sides and holds no warlord or code', () => {
    // Another warlord chosen (another commitment, salt and recovery code) on the same game.
    const { table } = twoPhones('reinforce');
    const varied = twoPhones('cap-at-six').table;
    expectCodes(table);
    expectCodes(varied);
    const secrets = [...secretsOf(table), ...secretsOf(varied)];
    const menu = read(h(GameMenu, { game: table, apply: noApply, onDeleted: () => {} }));
    const menuVaried = read(h(GameMenu, { game: varied, apply: noApply, onDeleted: () => {} }));
    expectSame(menu, menuVaried, 'More');
    expectNone(menu, secrets, 'More');
    expectNone(menuVaried, secrets, 'More');
    // The step that asks the other player to look away: the same, still nothing secret in the page.
    const asking = read(h(OwnerSecrets, { game: table, stage: 'asking' }));
    expectSame(asking, read(h(OwnerSecrets, { game: varied, stage: 'asking' })), 'asking');
    expectNone(asking, secrets, 'asking');
    // Opened by its owner: the warlord, its code and the file are there (and only there).
    const open = read(h(OwnerSecrets, { game: table, stage: 'open' }));
    for (const secret of secretsOf(table)) expect(open.text).toContain(secret);
    expect(open.text).toContain('Save the game as a file');
    expect(menu.text).not.toContain('Save the game as a file');
  });

  it('two phones, the guest phone: the same step, nothing secret folded', () => {
    const { guest } = twoPhones();
    const varied = twoPhones('reinforce', 'second-six').guest;
    const secrets = [...secretsOf(guest), ...secretsOf(varied)];
    const menu = read(h(GameMenu, { game: guest, apply: noApply, onDeleted: () => {} }));
    expectSame(menu, read(h(GameMenu, { game: varied, apply: noApply, onDeleted: () => {} })), 'More');
    expectNone(menu, secrets, 'More');
  });

  it('pass-and-play: More reads the same under both seats’ other sides; the file only after a warning and a second tap', () => {
    const random = seededBytes(3);
    let game = ok(createPassGame({ ...gameChoices('blue'), passAndPlay: true }, 0, random));
    game = ok(chooseWarlord(game, 'reinforce', 0, random));
    const guest = game.pass?.guest;
    expect(guest).toBeDefined();
    const both = withSeat(otherSide(game), otherSide(guest!));
    const menu = read(h(GameMenu, { game, apply: noApply, onDeleted: () => {} }));
    expectSame(menu, read(h(GameMenu, { game: both, apply: noApply, onDeleted: () => {} })), 'More');
    expectNone(menu, [warlordName('reinforce')], 'More');
    // The save button opens a warning first: it says both players' secrets are in the file.
    expect(menu.text).toContain('Save the game as a file');
    expect(menu.text).not.toContain('Save it anyway');
    const warned = read(h(PassExport, { game, warned: true }));
    expectSame(warned, read(h(PassExport, { game: both, warned: true })), 'the warning');
    expect(warned.text).toContain('both players’ secrets');
    expect(warned.text).toContain('Save it anyway');
  });
});
