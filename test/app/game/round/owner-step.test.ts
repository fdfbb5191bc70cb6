// A player's secrets on a phone both players look at come only through that player's own step: the
// table phone's More tab (recovery codes, the secret warlord, the game file), pass-and-play's file (both
// players' secrets, behind a warning and a second tap). Each shared screen is rendered under two private
// sides of its player on the same public record and must read the same, naming no secret warlord and no
// recovery code.
import { beforeAll, describe, expect, it } from 'vitest';
import { Fragment, h, type ComponentChild } from 'preact';
import {
  BLUE_WARLORDS,
  CARDS,
  PLAYERS,
  RED_WARLORDS,
  type Action,
  type Card,
  type Player,
  type WarlordId,
} from '../../../../src/engine';
import {
  chooseWarlord,
  confirmJoined,
  createTableGame,
  dealStartingHand,
  joinFromMessage,
  recordAction,
} from '../../../../src/app/game/core/controller';
import { createPassGame, passView, seatProof, withSeat } from '../../../../src/app/game/pass/pass-and-play';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { publicView } from '../../../../src/app/game/core/public-view';
import { windowOffers, type WindowOffers } from '../../../../src/app/game/round/window-offers';
import {
  decisionSalt,
  decisionTap,
  proveWindowPick,
  windowTap,
  type SeatProof,
  type WindowPick,
} from '../../../../src/app/game/round/window-proof';
import { OwnerStep } from '../../../../src/app/screens/steps/OwnerStep';
import { pickWords } from '../../../../src/app/screens/steps/WindowActions';
import { playPassGame } from '../../../../harness/pass-game';
import { playTwoPhoneGame } from '../../../../harness/two-phone-kit';
import { recoveryCodes } from '../../../../src/app/game/two-phone/warlord-recovery';
import { warlordName } from '../../../../src/app/format';
import { loadLanguage } from '../../../../src/app/i18n';
import { GameMenu } from '../../../../src/app/components/GameMenu/GameMenu';
import { OwnerSecrets, PassExport } from '../../../../src/app/components/GameMenu/OwnerSecrets';
import { gameChoices } from '../../../../harness/fixtures';
import { ok, readMessage, seededBytes } from '../../../../harness/controller-kit';
import { readScreen, type ScreenRead } from '../../../../harness/screen-markup';

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

/** Every pick a window row offers a player: each warlord with each target the rules allow, each support card. */
function picksOf(offers: WindowOffers, player: Player): WindowPick[] {
  const picks: WindowPick[] = [];
  for (const w of offers.warlords)
    for (const target of w.targets) picks.push({ type: 'warlord', player, warlord: w.id, ...target });
  for (const card of offers.support) picks.push({ type: 'support', player, card });
  return picks;
}

/** What was tapped, and how often the owner's own step (the private one) answered differently. */
interface Taps {
  taps: number;
  owner: number;
  code: number;
  decisions: number;
  /** Taps whose owner's step answered differently under the two sides (so the sides really differ). */
  privateDiffers: number;
}

const noTaps = (): Taps => ({ taps: 0, owner: 0, code: 0, decisions: 0, privateDiffers: 0 });

/** What the owner's side answers to their tap on the step: played, or refused as not held. */
function ownerSays(game: LocalGame, pick: WindowPick, seats: SeatProof | null): string {
  return proveWindowPick(game, pick, seats).kind;
}

/**
 * Taps every control of the window rows both players watch (both players, both windows) and every answer
 * of a pending question on `game` and on `varied` (the same public record, other private sides): each tap
 * must come to the same outcome and the same next screen. What the owner's side answers to their tap is
 * counted when it differs (it is private: that is where the difference belongs).
 */
function tapEverything(
  where: string,
  game: LocalGame,
  varied: LocalGame,
  seats: (g: LocalGame) => SeatProof | null,
  tally: Taps,
): void {
  const state = publicView(game).state;
  const edition = state.setup.options.edition;
  for (const player of PLAYERS)
    for (const window of ['start', 'end'] as const)
      for (const pick of picksOf(windowOffers(state, player, window), player)) {
        const a = windowTap(game, pick, seats(game));
        const b = windowTap(varied, pick, seats(varied));
        const label = `${where}, ${player} ${window}: ${JSON.stringify(pick)}`;
        expect(b, label).toEqual(a);
        tally.taps++;
        if (a.kind === 'code') tally.code++;
        if (a.kind !== 'owner') continue;
        tally.owner++;
        // The next screen: the owner's cover, the same whatever either side holds, and no secret in it.
        const cover = (g: LocalGame) =>
          read(
            h(OwnerStep, {
              player,
              edition,
              play: pickWords(pick),
              passed: seats(g) !== null,
              answer: () => {
                throw new Error('the cover must not ask the owner’s side');
              },
              onBack: () => {},
            }),
          );
        expectSame(cover(game), cover(varied), `${label} (cover)`);
        if (ownerSays(game, pick, seats(game)) !== ownerSays(varied, pick, seats(varied)))
          tally.privateDiffers++;
      }
  const pending = currentState(game).pending;
  if (!pending) return;
  for (const choice of new Set([pending.default, ...pending.options])) {
    const a = decisionTap(game, pending.player, choice, seats(game));
    expect(decisionTap(varied, pending.player, choice, seats(varied)), `${where}: ${choice}`).toBe(a);
    tally.decisions++;
    if (a === 'owner') {
      tally.owner++;
      const salt = (g: LocalGame) => decisionSalt(g, pending.player, choice as WarlordId, seats(g));
      if ((salt(game) === null) !== (salt(varied) === null)) tally.privateDiffers++;
    }
  }
}

describe('a tap on a shared screen answers from public information only', () => {
  it('pass-and-play: every window row and question, tapped under other hands and warlords, comes to the same', () => {
    const tally = noTaps();
    for (const seed of [5, 8]) {
      playPassGame(seed, gameChoices('blue', { eventDeck: 'physical' }), (game) => {
        const view = passView(game);
        if (view.kind !== 'shared' || view.step === 'over') return;
        const guest = game.pass?.guest;
        if (!guest) return;
        const varied = withSeat(otherSide(game), otherSide(guest));
        tapEverything(`seed ${seed}, round ${currentState(game).round}`, game, varied, seatProof, tally);
      });
    }
    expect(tally.taps).toBeGreaterThan(100);
    expect(tally.owner).toBeGreaterThan(50);
    // The owner's own step does answer differently for different sides: the taps above would not have.
    expect(tally.privateDiffers).toBeGreaterThan(10);
  });

  it('two phones, the table phone: the table player’s own plays go to their step, the guest’s warlord to its code', () => {
    const tally = noTaps();
    const observe = (table: LocalGame, where: string) =>
      tapEverything(where, table, otherSide(table), () => null, tally);
    for (const seed of [3, 12]) {
      playTwoPhoneGame(seed, gameChoices('blue'), {
        afterRound: (table, round) => {
          observe(table, `seed ${seed}, after round ${round + 1}`);
          return table;
        },
        reveal: (start) => {
          let table = start;
          for (let guard = 0; currentState(table).phase !== 'over' && guard < 200; guard++) {
            observe(table, `seed ${seed}, reveal of round ${currentState(table).round}`);
            const state = currentState(table);
            if (state.round !== currentState(start).round) break;
            const action: Action = state.pending
              ? { type: 'decide', player: state.pending.player, choice: state.pending.default }
              : { type: 'pass', player: state.passed.blue ? 'red' : 'blue' };
            const next = recordAction(table, action, 0);
            if (!next.ok) break;
            table = next.game;
          }
          return table;
        },
      });
    }
    expect(tally.taps).toBeGreaterThan(50);
    expect(tally.owner).toBeGreaterThan(10);
    expect(tally.code).toBeGreaterThan(0);
    expect(tally.privateDiffers).toBeGreaterThan(0);
  });
});
