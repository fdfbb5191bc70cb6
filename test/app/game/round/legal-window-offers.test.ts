// Only legal choices are offered: through seeded complete games in all three modes, at every
// window before or after the battles (R-W11), every warlord target a window row offers is accepted by the
// engine itself (applyAction on the public state, with the player's own salt when the warlord is secret),
// and every target the engine would accept is offered. Rulings: R-W2 Remove an Army, R-W4 Deadly Plague,
// R-W6 Move an Army, R-W10 Reinforce (rounds 1–6 only), R-W11 windows.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applyAction,
  BLUE_WARLORDS,
  RED_WARLORDS,
  windowTargetCandidates,
  type Action,
  type Player,
  type PublicState,
  type WarlordId,
  type WarlordTarget,
} from '../../../../src/engine';
import { recordAction } from '../../../../src/app/game/core/controller';
import { createSoloGame, personPlayer, personSeat } from '../../../../src/app/game/solo/solo';
import { seatWarlordSalt } from '../../../../src/app/game/pass/pass-and-play';
import { publicView } from '../../../../src/app/game/core/public-view';
import type { LocalGame } from '../../../../src/app/game/core/local-game';
import {
  WINDOW_WARLORDS,
  windowOffers,
  type WindowOffers,
} from '../../../../src/app/game/round/window-offers';
import { personWindowOffers } from '../../../../src/app/game/round/window-proof';
import { loadLanguage } from '../../../../src/app/i18n';
import { gameChoices } from '../../../../harness/fixtures';
import { ok, seededBytes } from '../../../../harness/controller-kit';
import { playPassGame } from '../../../../harness/pass-game';
import { playSoloGame } from '../../../../harness/solo-game';
import { twoPhoneSteps } from '../../../../harness/two-phone-kit';

beforeAll(() => loadLanguage('en'));

/** The window a public state is in (R-W11), or null between them. */
function windowOf(state: PublicState): 'start' | 'end' | null {
  if (state.pending) return null;
  if (state.phase === 'orders' && state.orders.blue === null && state.orders.red === null) return 'start';
  if (state.phase === 'end' && !state.passed.blue && !state.passed.red) return 'end';
  return null;
}

/** What was checked, so that a run that checked nothing fails. */
interface Tally {
  windows: number;
  offered: number;
  accepted: number;
  refusedNotHeld: number;
  round7: number;
}

const same = (a: WarlordTarget, b: WarlordTarget) =>
  a.province === b.province && a.from === b.from && a.to === b.to;

/**
 * Checks one player's row against the engine: `salt(id)` is the player's own proof of a secret warlord
 * (null when not held). Offered ⇒ the engine accepts it (or, for a secret warlord the player does not
 * hold, refuses only for that: R-W…/not-held); accepted by the engine ⇒ offered.
 */
function checkRow(
  state: PublicState,
  player: Player,
  window: 'start' | 'end',
  offers: WindowOffers,
  salt: (id: WarlordId) => string | null,
  tally: Tally,
  where: string,
): void {
  const action = (id: WarlordId, target: WarlordTarget, s: string | null): Action => ({
    type: 'warlord',
    player,
    warlord: id,
    ...target,
    ...(s === null ? {} : { salt: s }),
  });
  const open = state.players[player].openWarlords;
  for (const w of offers.warlords) {
    expect(w.targets.length, `${where}: ${w.id} offered with no target`).toBeGreaterThan(0);
    for (const target of w.targets) {
      tally.offered++;
      const s = open.includes(w.id) ? null : salt(w.id);
      const result = applyAction(state, action(w.id, target, s));
      if (open.includes(w.id) || s !== null) {
        expect(result.ok, `${where}: ${w.id} ${JSON.stringify(target)} offered but refused`).toBe(true);
        tally.accepted++;
      } else {
        // A secret warlord this player does not hold: the target passes, only the holding is refused.
        expect(result.ok ? '' : result.rejection.code, `${where}: ${w.id}`).toMatch(/^R-W\d+\/not-held$/);
        tally.refusedNotHeld++;
      }
    }
  }
  // Every target the engine accepts for a warlord the player holds is offered.
  for (const id of player === 'blue' ? BLUE_WARLORDS : RED_WARLORDS) {
    if (WINDOW_WARLORDS[id] === null) continue;
    const s = open.includes(id) ? null : salt(id);
    if (!open.includes(id) && s === null) continue;
    const offered = offers.warlords.find((w) => w.id === id)?.targets ?? [];
    for (const target of windowTargetCandidates(id)) {
      if (window === 'end' && id === 'deadly-plague') continue; // R-W4: at the start of a round only
      if (applyAction(state, action(id, target, s)).ok)
        expect(
          offered.some((o) => same(o, target)),
          `${where}: ${id} ${JSON.stringify(target)} accepted but not offered`,
        ).toBe(true);
    }
  }
  if (state.round >= 7 && window === 'start')
    for (const w of offers.warlords) {
      // R-W2, R-W6, R-W10: rounds 1–6 only.
      expect(['reinforce', 'remove-army', 'move-army']).not.toContain(w.id);
      tally.round7++;
    }
}

/** Checks both players' rows of a game at a window: on a shared screen both come from public facts. */
function checkGame(
  game: LocalGame,
  salt: (player: Player, id: WarlordId) => string | null,
  tally: Tally,
  where: string,
  person: Player | null = null,
): void {
  const state = publicView(game).state;
  const window = windowOf(state);
  if (!window) return;
  tally.windows++;
  for (const player of ['blue', 'red'] as const) {
    const offers =
      person === player
        ? personWindowOffers(game, personSeat(game), player, window)
        : windowOffers(state, player, window);
    checkRow(
      state,
      player,
      window,
      offers,
      (id) => salt(player, id),
      tally,
      `${where} r${state.round} ${window} ${player}`,
    );
  }
}

const fresh = (): Tally => ({ windows: 0, offered: 0, accepted: 0, refusedNotHeld: 0, round7: 0 });

describe('window rows offer exactly the targets the engine accepts (R-W2, R-W4, R-W6, R-W10, R-W11)', () => {
  it('pass-and-play, seeded complete games, each window also playing an offered target', () => {
    const tally = fresh();
    let played = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      playPassGame(
        seed,
        gameChoices(seed % 2 ? 'blue' : 'red'),
        (game) => checkGame(game, (p, id) => seatWarlordSalt(game, p, id), tally, `pass ${seed}`),
        {
          // Plays one offered target the player holds, picked by the seed: the app records it (R-W11).
          window: (game, at) => {
            const state = publicView(game).state;
            for (const player of ['blue', 'red'] as const) {
              for (const w of windowOffers(state, player, at).warlords) {
                const open = state.players[player].openWarlords.includes(w.id);
                const salt = open ? null : seatWarlordSalt(game, player, w.id);
                if (!open && salt === null) continue;
                const target = w.targets[(seed + state.round) % w.targets.length]!;
                const action: Action = { type: 'warlord', player, warlord: w.id, ...target };
                if (salt !== null) action.salt = salt;
                played++;
                return ok(recordAction(game, action, 0));
              }
            }
            return game;
          },
        },
      );
    }
    expect(tally.windows).toBeGreaterThan(50);
    expect(tally.accepted).toBeGreaterThan(0);
    expect(tally.refusedNotHeld).toBeGreaterThan(0);
    expect(played).toBeGreaterThan(0);
  });

  it('two phones, seeded complete games: the table phone’s rows', () => {
    const tally = fresh();
    for (const seed of [11, 12, 13, 14, 15, 16]) {
      for (const { label, table, guest } of twoPhoneSteps(seed, gameChoices(seed % 2 ? 'blue' : 'red'))) {
        const salt = (player: Player, id: WarlordId) =>
          seatWarlordSalt(player === table.session.me ? table : guest, player, id);
        checkGame(table, salt, tally, `two phones ${seed} ${label}`);
      }
    }
    expect(tally.windows).toBeGreaterThan(20);
    expect(tally.offered).toBeGreaterThan(0);
  });

  it('against the phone, seeded complete games: the person’s own row and the phone’s', () => {
    const tally = fresh();
    for (const seed of [21, 22, 23, 24, 25, 26]) {
      const created = ok(
        createSoloGame(
          { ...gameChoices(seed % 2 ? 'blue' : 'red'), solo: { level: 'normal' } },
          0,
          seededBytes(seed),
        ),
      );
      const person = personPlayer(created);
      playSoloGame(seed, created, 'greedy', () => false, {
        observe: (game) =>
          checkGame(game, (p, id) => seatWarlordSalt(game, p, id), tally, `solo ${seed}`, person),
      });
    }
    expect(tally.windows).toBeGreaterThan(20);
    expect(tally.accepted).toBeGreaterThan(0);
  });
});
