// Shared screens cannot hold secrets, by construction and by test (PRODUCT.md, Interface): through complete games in
// all three modes, at every step, each screen the other player can see (the table phone's windows, reveal,
// scoring, round record and board in two-phone mode; the invitation and every code shown to be scanned;
// every pass-and-play screen outside a player's covered turn; against the phone, every screen the person
// sees, for the phone's side) is rendered under two private states of each player — another warlord
// (War Chariot's extra one too), hand, deck, drawn cards, plan, private seed and salts — on the same
// public record, and what it says (visible text and accessible tree) must be identical. R-W11 windows,
// R-X1 exceptional support, R-W12 War Chariot's extra warlord.
import { beforeAll, describe, expect, it } from 'vitest';
import { Fragment, h, type ComponentChild, type VNode } from 'preact';
import {
  BLUE_WARLORDS,
  CARDS,
  fingerprint,
  fingerprintWords,
  PROVINCES,
  RED_WARLORDS,
  type Action,
  type Card,
  type Orders,
  type WarlordId,
} from '../../../../src/engine';
import { recordAction, warlordChoices } from '../../../../src/app/game/core/controller';
import { currentState, type LocalGame } from '../../../../src/app/game/core/local-game';
import { gameStep } from '../../../../src/app/game/core/steps';
import { passView, seatProof, withSeat } from '../../../../src/app/game/pass/pass-and-play';
import { createSoloGame, personSeat, soloView } from '../../../../src/app/game/solo/solo';
import {
  earlyWarlordOffer,
  earlyWarlordShown,
  showEarlyWarlord,
} from '../../../../src/app/game/round/early-warlord';
import { proveWindowPick } from '../../../../src/app/game/round/window-proof';
import { windowOffers } from '../../../../src/app/game/round/window-offers';
import { publicView } from '../../../../src/app/game/core/public-view';
import { loadLanguage } from '../../../../src/app/i18n';
import { SharedPhoneContext, type SharedPhone } from '../../../../src/app/screens/steps/shared-phone';
import { SoloPhoneContext } from '../../../../src/app/components/Solo/solo-context';
import { WindowActions } from '../../../../src/app/screens/steps/WindowActions';
import { InviteStep } from '../../../../src/app/screens/steps/InviteStep';
import {
  CommitmentStep,
  RoundRecordStep,
  ShowOrdersStep,
} from '../../../../src/app/screens/steps/ExchangeSteps';
import { RevealStep } from '../../../../src/app/screens/steps/RevealStep';
import { OverStep } from '../../../../src/app/screens/steps/OverStep';
import { HandOverStep } from '../../../../src/app/screens/steps/HandOverStep';
import { BeforeOrdersStep } from '../../../../src/app/screens/steps/BeforeOrdersStep';
import { PlanStep } from '../../../../src/app/screens/steps/PlanStep';
import { WarlordStep } from '../../../../src/app/screens/steps/WarlordStep';
import { HandStep } from '../../../../src/app/screens/steps/HandStep';
import { ExtraWarlordStep } from '../../../../src/app/screens/steps/ExtraWarlordStep';
import { BoardTab } from '../../../../src/app/components/BoardTab/BoardTab';
import { ScoringStep, TurnDisplaysStep } from '../../../../src/app/screens/steps/ScoringStep';
import { startWindowOnTable } from '../../../../src/app/game/two-phone/table-window';
import {
  finalScoringRound,
  tableMomentDone,
  tableMomentDue,
  tableMomentShown,
  turnOnRecord,
} from '../../../../src/app/game/round/scoring-moment';
import { recordBattle } from '../../../../src/app/screens/steps/record-battle';
import { momentCover, roundEndCover } from '../../../../src/app/game/pass/merged-cover';
import { PhoneStep, SoloCheck, SoloCommitment, SoloLines } from '../../../../src/app/components/Solo/Solo';
import { gameChoices } from '../../../../harness/fixtures';
import { ok, seededBytes } from '../../../../harness/controller-kit';
import { playTwoPhoneGame, scan, type Phones } from '../../../../harness/two-phone-kit';
import { playPassGame } from '../../../../harness/pass-game';
import { playSoloGame } from '../../../../harness/solo-game';
import { readScreen, type ScreenRead } from '../../../../harness/screen-markup';

beforeAll(() => loadLanguage('en'));

/** A screen as the app renders it: its name (for the failure message) and its tree. */
interface Screen {
  name: string;
  node: ComponentChild;
}

const noApply = (): Promise<boolean> => Promise.resolve(true);

/** The contexts GameScreen provides: the shared phone's seat lookups, and the computer's colour against the phone. */
function inGame(game: LocalGame, node: ComponentChild): VNode {
  const shared: SharedPhone | null = game.pass ? seatProof(game) : null;
  const solo = game.solo ? { computer: game.solo.computer } : null;
  return h(
    Fragment,
    null,
    h(SoloPhoneContext.Provider, { value: solo }, h(SharedPhoneContext.Provider, { value: shared }, node)),
  );
}

const other = (game: LocalGame) => (game.session.me === 'blue' ? 'red' : 'blue');

/** The scoring moment or the turn of the displays, when due on this phone (drawn from the public view). */
function momentScreens(game: LocalGame): Screen[] {
  const screens: Screen[] = [];
  // The drivers never tap past a moment: the one after it (the displays turned after the scoring) is drawn too.
  for (let seen = game, i = 0; i < 2; i++, seen = tableMomentDone(seen, seen.updatedAt)) {
    const moment = tableMomentDue(seen);
    if (!moment) break;
    // On a passed phone the moment's button opens the next player's screen, named from the public view.
    const props = {
      view: publicView(seen),
      round: moment.round,
      onDone: () => {},
      passTo: momentCover(seen),
    };
    // On the table phone of two phones the turn of the displays may carry the next window.
    const tableWindow = startWindowOnTable(seen) ? { game: seen, apply: noApply } : null;
    const node =
      moment.kind === 'scoring' ? h(ScoringStep, props) : h(TurnDisplaysStep, { ...props, tableWindow });
    screens.push({ name: `${moment.kind} of round ${moment.round}`, node });
    if (tableWindow) screens.push({ name: 'turn of the displays with the window', node });
    if (props.passTo) screens.push({ name: 'a moment opening a screen', node });
  }
  return screens;
}

/** Two phones, the table phone: what both players watch (the plan screen's window rows only: the rest is private). */
function tableScreens(table: LocalGame): Screen[] {
  const props = { game: table, apply: noApply };
  const state = currentState(table);
  const screens: Screen[] = [{ name: 'board', node: h(BoardTab, { state }) }, ...momentScreens(table)];
  const step = gameStep(table);
  if (step === 'invite')
    screens.push({ name: 'invite', node: h(InviteStep, { shown: table.showing, onJoined: () => {} }) });
  if (step === 'plan')
    screens.push({
      name: 'window before the orders',
      node: h(
        'div',
        null,
        h(WindowActions, { ...props, player: table.session.me, window: 'start' }),
        h(WindowActions, { ...props, player: other(table), window: 'start' }),
      ),
    });
  // The table player's plan screen with "Before sealing" open: the whole screen then, the plan put away.
  if (step === 'plan')
    screens.push({ name: 'plan with the window open', node: h(PlanStep, { ...props, windowAtFirst: true }) });
  if (step === 'commitment') screens.push({ name: 'commitment', node: h(CommitmentStep, props) });
  if (step === 'reveal') screens.push({ name: 'reveal', node: h(RevealStep, props) });
  if (step === 'round-record') {
    // The next round's start-of-round window under the record, when it opens the plan.
    const next = startWindowOnTable(table) ? { game: table, apply: noApply } : null;
    // The last battle above the record of a round without scoring, and the turn of the
    // displays on it at rounds 4 and 7 (the scoring tapped past), as GameScreen passes them.
    const scored = tableMomentShown(table, 'round-record') ? tableMomentDone(table, 0) : table;
    const turn = turnOnRecord(scored);
    const node = h(RoundRecordStep, {
      shown: table.showing,
      fingerprintWords: fingerprintWords(fingerprint(table.session.synced.state)),
      onConfirm: () => {},
      next,
      battle: recordBattle(table),
      turn: turn === null ? null : { view: publicView(scored), round: turn },
    });
    screens.push({ name: 'round record', node });
    if (next) screens.push({ name: 'round record with the next window', node });
    if (recordBattle(table)) screens.push({ name: 'round record with the last battle', node });
    if (turn !== null) screens.push({ name: 'round record with the turn of the displays', node });
  }
  if (step === 'over') screens.push({ name: 'over', node: h(OverStep, { view: publicView(table) }) });
  return screens.map((s) => ({ ...s, node: inGame(table, s.node) }));
}

/** Two phones, the guest phone: the screens held up to the table phone's camera. */
function guestScreens(guest: LocalGame): Screen[] {
  const props = { game: guest, apply: noApply };
  const screens: Screen[] = [...momentScreens(guest)];
  const step = gameStep(guest);
  if (step === 'show-orders') screens.push({ name: 'show orders', node: h(ShowOrdersStep, props) });
  if (step === 'plan' && earlyWarlordShown(guest))
    // The plan screen while the early warlord commitment code is up: the code, nothing of the plan.
    screens.push({ name: 'early warlord code', node: h(PlanStep, props) });
  return screens.map((s) => ({ ...s, node: inGame(guest, s.node) }));
}

/** Pass-and-play: every screen outside a player's covered turn (hand-over covers, the window, the reveal, the end) and the board. */
function passScreens(game: LocalGame): Screen[] {
  const props = { game, apply: noApply };
  const state = currentState(game);
  const screens: Screen[] = [{ name: 'board', node: h(BoardTab, { state }) }, ...momentScreens(game)];
  const view = passView(game);
  if (view.kind === 'hand-over')
    screens.push({
      name: `hand-over to ${view.to}`,
      node: h(HandOverStep, { to: view.to, edition: state.setup.options.edition, onReady: () => {} }),
    });
  if (view.kind === 'shared') {
    const step = view.step;
    const node =
      step === 'before'
        ? h(BeforeOrdersStep, props)
        : step === 'reveal'
          ? h(RevealStep, props)
          : h(OverStep, { view: publicView(game) });
    // A scoring that ended the game is on the end screen.
    const final = step === 'over' && finalScoringRound(state) !== null ? ' with its final scoring' : '';
    screens.push({ name: `shared ${step}${final}`, node });
    // The round's Done opens the first player's screen, named on the shared screen before the tap.
    const passTo = step === 'reveal' ? roundEndCover(game) : null;
    if (passTo)
      screens.push({
        name: 'round end opening a screen',
        node: h(RevealStep, { ...props, cover: { passTo, apply: noApply } }),
      });
  }
  return screens.map((s) => ({ ...s, node: inGame(game, s.node) }));
}

/** Against the phone: every screen the person sees, as GameScreen's play tab composes it (and the board). */
function soloScreens(game: LocalGame): Screen[] {
  const state = currentState(game);
  const view = soloView(game);
  const shared = { game, apply: noApply };
  const seat = { game: personSeat(game), apply: noApply };
  const parts: ComponentChild[] = [];
  if (view.kind === 'phone') parts.push(h(PhoneStep, { game, thinking: false }));
  if (view.kind === 'shared') {
    if (view.step === 'before') parts.push(h(BeforeOrdersStep, shared));
    if (view.step === 'reveal') parts.push(h(SoloCheck, { game }), h(RevealStep, shared));
    if (view.step === 'over') parts.push(h(OverStep, { view: publicView(game) }));
  }
  if (view.kind === 'seat') {
    if (view.step === 'plan') parts.push(h(SoloCommitment, { game }), h(PlanStep, seat));
    if (view.step === 'warlord') parts.push(h(WarlordStep, seat));
    if (view.step === 'hand') parts.push(h(HandStep, seat));
    if (view.step === 'extra-warlord') parts.push(h(ExtraWarlordStep, seat));
  }
  if (game.solo) parts.push(h(SoloLines, { lines: game.solo.lines, round: state.round }));
  return [
    { name: 'board', node: inGame(game, h(BoardTab, { state })) },
    ...momentScreens(game).map((s) => ({ ...s, node: inGame(game, s.node) })),
    {
      name: `play ${view.kind}${'step' in view ? ` ${view.step}` : ''}${finalScoringRound(state) !== null ? ' with its final scoring' : ''}`,
      node: inGame(game, h('div', null, ...parts)),
    },
  ];
}

/** Another card in each place (same count), so a hand, deck, draw or plan shown anywhere reads differently. */
function otherCards(cards: readonly Card[]): Card[] {
  return cards.map((card) => CARDS[(CARDS.indexOf(card) + 5) % CARDS.length]!);
}

function otherSalt(salt: string): string {
  return salt.length > 1 ? salt.slice(1) + salt[0] : `${salt}x`;
}

/**
 * The same seat with another private side on the same public record: other warlords (the setup one and
 * War Chariot's extra ones) with other salts, another hand, deck and draw, another plan, private seed and
 * sealed-orders salt. Nothing the other player may see depends on any of it. (Against the phone, its
 * sealed orders' salt is kept: the person's screen checks the revealed orders against the commitment the
 * phone showed, which is what that salt opens, so another salt is another, failing, check.)
 */
function otherSide(seat: LocalGame, sealedSalt = true): LocalGame {
  const colour = seat.session.me === 'blue' ? BLUE_WARLORDS : RED_WARLORDS;
  const swap = (id: WarlordId): WarlordId => colour[(colour.indexOf(id) + 3) % colour.length]!;
  const warlord = <T extends { id: WarlordId; salt: string }>(w: T): T => ({
    ...w,
    id: swap(w.id),
    salt: otherSalt(w.salt),
  });
  const priv = seat.priv;
  const plan = seat.plan;
  const session = seat.session;
  const orders: Partial<Orders> = {};
  if (plan) for (const p of PROVINCES) if (plan.orders[p]) orders[p] = otherCards([plan.orders[p]])[0];
  return {
    ...seat,
    privateSeed: seat.privateSeed === null ? null : `${seat.privateSeed}-other`,
    priv: priv && {
      ...priv,
      hand: otherCards(priv.hand),
      deck: otherCards(priv.deck),
      drawn: otherCards(priv.drawn),
      warlords: priv.warlords.map(warlord),
    },
    chosenWarlord: seat.chosenWarlord && warlord(seat.chosenWarlord),
    ...(seat.extraWarlords ? { extraWarlords: seat.extraWarlords.map(warlord) } : {}),
    ...(seat.recoveryCodeOf ? { recoveryCodeOf: warlord(seat.recoveryCodeOf) } : {}),
    plan: plan && { ...plan, orders },
    session:
      sealedSalt && session.role === 'table' && session.sealed
        ? { ...session, sealed: { ...session.sealed, salt: session.sealed.salt.map((b) => b ^ 0xa5) } }
        : session,
  };
}

/** The first difference between two reads, for a readable failure. */
function firstDifference(a: ScreenRead, b: ScreenRead): string {
  if (a.text !== b.text) return `text:\n  ${a.text}\n  ${b.text}`;
  const at = a.tree.findIndex((line, i) => line !== b.tree[i]);
  if (at >= 0 || a.tree.length !== b.tree.length) return `tree at ${at}:\n  ${a.tree[at]}\n  ${b.tree[at]}`;
  return 'markup only';
}

/** Tally of what was compared, so a test also shows that the leak-prone screens were rendered. */
type Tally = Map<string, number>;

/** Renders each screen of `screens(game)` and of `screens(varied)` and asserts they say the same. */
function sameScreens(
  where: string,
  screens: (game: LocalGame) => Screen[],
  game: LocalGame,
  varied: LocalGame,
  tally: Tally,
): void {
  const base = screens(game);
  const other = screens(varied);
  expect(
    other.map((s) => s.name),
    `${where}: the same screens`,
  ).toEqual(base.map((s) => s.name));
  base.forEach((screen, i) => {
    const a = readScreen(h(Fragment, null, screen.node));
    const b = readScreen(h(Fragment, null, other[i]!.node));
    const label = `${where}, ${screen.name}: ${a.text === b.text && a.tree.join() === b.tree.join() ? '' : firstDifference(a, b)}`;
    expect(b.text, label).toBe(a.text);
    expect(b.tree, label).toEqual(a.tree);
    expect(b.markup, label).toBe(a.markup);
    tally.set(screen.name, (tally.get(screen.name) ?? 0) + 1);
  });
}

/** Two phones: both phones' shared screens, each under the other private side of the phone's player. */
function checkTwoPhones(table: LocalGame, guest: LocalGame, tally: Tally): void {
  const round = currentState(table).round;
  sameScreens(`round ${round}, table phone`, tableScreens, table, otherSide(table), tally);
  sameScreens(`round ${round}, guest phone`, guestScreens, guest, otherSide(guest), tally);
}

/**
 * A complete two-phone game, checked at every step: the guest sends its warlord commitment early in
 * round 1 (its code shown to be scanned); each round the table player plays a warlord of theirs or gives
 * exceptional support from their hand on the table phone's window, picked from the public list and proved
 * by the table phone (R-W11, R-X1); every reveal choice at its default, one tap at a time.
 */
function playTwoPhonesChecked(seed: number, tally: Tally): Phones {
  const check = ({ table, guest }: Phones) => checkTwoPhones(table, guest, tally);
  const pickOnWindow = (phones: Phones): Phones => {
    let { table } = phones;
    // The table player's pick on the window both watch: the first thing the public list offers that the
    // table phone proves (a warlord, or a card for support).
    const offers = windowOffers(publicView(table).state, 'blue', 'start');
    const picks = [
      ...offers.warlords.map((w): Action => ({
        type: 'warlord',
        player: 'blue',
        warlord: w.id,
        province: 'wu',
      })),
      ...offers.support.map((card): Action => ({ type: 'support', player: 'blue', card })),
    ];
    for (const pick of picks) {
      if (pick.type !== 'warlord' && pick.type !== 'support') continue;
      const proof = proveWindowPick(
        table,
        pick.type === 'support' ? { ...pick, card: pick.card! } : pick,
        null,
      );
      if (proof.kind !== 'record') continue;
      const recorded = recordAction(table, proof.action, 0);
      if (!recorded.ok) continue;
      table = recorded.game;
      break;
    }
    return { ...phones, table };
  };
  return playTwoPhoneGame(seed, gameChoices('blue'), {
    warlord: (game) =>
      warlordChoices(game.session.me)[(game.session.role === 'table' ? seed : seed >> 2) % 5]!,
    pick: (_game, options, round) => options[(seed + round - 1) % options.length]!,
    guestSealsFirst: () => true,
    invited: (table) => checkTwoPhones(table, table, tally),
    onStep: check,
    beforePlans: (phones, round) => {
      let { table, guest } = phones;
      if (round === 1 && earlyWarlordOffer(guest)) {
        guest = ok(showEarlyWarlord(guest, 0));
        check({ table, guest });
        table = scan(earlyWarlordShown(guest)?.texts, table);
        check({ table, guest });
      }
      const picked = pickOnWindow({ table, guest });
      check(picked);
      return picked;
    },
  });
}

describe('shared screens say the same whatever the private sides hold', () => {
  it('two phones: the table phone’s windows, reveal, record, end and board, the invitation and the guest’s codes', () => {
    const tally: Tally = new Map();
    // Seed 12: the guest (red) holds deadly-plague (R-W4), so its phone sends its commitment early
    // (a blue table has nothing to play at round 1's start, so the offer is made only then).
    for (const seed of [3, 12]) {
      const { table } = playTwoPhonesChecked(seed, tally);
      expect(gameStep(table)).toBe('over');
    }
    // The leak-prone screens were all rendered, many times.
    expect(tally.get('window before the orders')).toBeGreaterThan(10);
    expect(tally.get('plan with the window open')).toBeGreaterThan(10);
    expect(tally.get('show orders')).toBeGreaterThan(10);
    expect(tally.get('early warlord code') ?? 0).toBeGreaterThan(0);
    expect(tally.get('invite')).toBeGreaterThan(0);
    expect(tally.get('reveal')).toBeGreaterThan(50);
    expect(tally.get('over')).toBeGreaterThan(0);
    // The scoring moment and the turn of the displays, on both phones.
    expect(tally.get('scoring of round 3')).toBeGreaterThan(1);
    expect(tally.get('turn-displays of round 4')).toBeGreaterThan(1);
    // The next window under the table's record and under its turn of the displays.
    expect(tally.get('round record with the next window')).toBeGreaterThan(5);
    expect(tally.get('turn of the displays with the window')).toBeGreaterThan(0);
    // The last battle above a record, and the turn of the displays on it.
    expect(tally.get('round record with the last battle')).toBeGreaterThan(5);
    expect(tally.get('round record with the turn of the displays')).toBeGreaterThan(0);
  });

  it('pass-and-play: every screen outside a covered turn, with War Chariot’s extra warlords', () => {
    const tally: Tally = new Map();
    let extras = 0;
    const choices = gameChoices('blue', { eventDeck: 'physical' });
    const played = playPassGame(
      5,
      choices,
      (game) => {
        const guest = game.pass?.guest;
        if (!guest) return;
        extras = Math.max(extras, (game.extraWarlords?.length ?? 0) + (guest.extraWarlords?.length ?? 0));
        const round = currentState(game).round;
        expect(passView(otherSide(game))).toEqual(passView(game));
        sameScreens(`round ${round}, table seat`, passScreens, game, otherSide(game), tally);
        sameScreens(`round ${round}, guest seat`, passScreens, game, withSeat(game, otherSide(guest)), tally);
      },
      {
        decide: (_game, pending) => {
          if (pending.kind === 'turnEvent' && pending.options.includes('war-chariot')) return 'war-chariot';
          return pending.kind === 'extraWarlord' ? 'commit' : null;
        },
      },
    );
    expect(passView(played.game)).toEqual({ kind: 'shared', step: 'over' });
    expect(extras).toBeGreaterThan(0);
    expect(tally.get('shared before')).toBeGreaterThan(0);
    expect(tally.get('shared reveal')).toBeGreaterThan(20);
    expect([...tally.keys()].some((name) => name.startsWith('hand-over'))).toBe(true);
    expect(tally.get('scoring of round 3')).toBeGreaterThan(0);
    expect(tally.get('turn-displays of round 4')).toBeGreaterThan(0);
    // The scoring that ended the game, on the end screen.
    expect(tally.get('shared over with its final scoring')).toBeGreaterThan(0);
  });

  it('pass-and-play: the round’s end and the table moments that open a player’s screen say the same', () => {
    const tally: Tally = new Map();
    // No start-of-round window to show (beginner, no events): the round's last shared screen carries the cover.
    const choices = gameChoices('red', { variant: 'beginner', events: false });
    const played = playPassGame(5, choices, (game) => {
      const guest = game.pass?.guest;
      if (!guest) return;
      const round = currentState(game).round;
      // The table seat's sealed salt is kept (as against the phone): the round's end replayed ahead opens
      // the table's commitment with it, and another salt would be another, failing, round.
      sameScreens(`round ${round}, table seat`, passScreens, game, otherSide(game, false), tally);
      sameScreens(`round ${round}, guest seat`, passScreens, game, withSeat(game, otherSide(guest)), tally);
    });
    expect(played.merged.length).toBeGreaterThan(3);
    // The shared screens carrying the cover's button were rendered under other hands and said the same.
    expect(tally.get('round end opening a screen')).toBeGreaterThan(3);
    expect(tally.get('a moment opening a screen')).toBeGreaterThan(0);
  });

  it('against the phone: every screen the person sees, whatever the phone’s own side holds', () => {
    const tally: Tally = new Map();
    for (const seed of [2, 7]) {
      const created = ok(
        createSoloGame({ ...gameChoices('red'), solo: { level: 'normal' } }, 0, seededBytes(seed)),
      );
      const played = playSoloGame(seed, created, 'greedy', () => false, {
        observe: (game) => {
          const varied = otherSide(game, false);
          expect(soloView(varied)).toEqual(soloView(game));
          sameScreens(`solo round ${currentState(game).round}`, soloScreens, game, varied, tally);
        },
      });
      expect(played.rounds).toBeGreaterThan(0);
    }
    expect(tally.get('play shared reveal')).toBeGreaterThan(10);
    expect(tally.get('play seat plan')).toBeGreaterThan(0);
    // A scoring (here the one that ended the game, on the end screen).
    expect(tally.get('play shared over with its final scoring')).toBeGreaterThan(0);
  });
});
