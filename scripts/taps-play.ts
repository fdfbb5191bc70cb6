// Plays seeded complete standard games (warlords, events, support, short pools) through the app's
// screens in Chromium, as players would tap them, for `npm run taps`: one phone passed between the
// players, two phones scanning each other's codes, one phone against the phone. Choices come from a
// seeded Dice; the taps are counted in the page (taps-count.ts), not here.
import type { Browser, Locator, Page } from 'playwright-core';
import { isFramed, type Card, type Player, type WarlordId } from '../src/engine';
import { en } from '../src/app/i18n/en';
import { seatHandNow } from '../src/app/game/core/hand-now';
import { windowTargets } from '../src/app/game/round/window-offers';
import { currentState, type LocalGame } from '../src/app/game/core/local-game';
import { seatOf } from '../src/app/game/pass/pass-and-play';
import type { Dice } from '../harness/complete-game';
import { seededCryptoScript, storedGame } from '../harness/complete-game';
import {
  fillScoreDisplays,
  keepOnPlan,
  passTableMoments,
  reachRoundRecord,
  recordDoneButton,
  showQr,
  startCameraPhone,
  stepOf,
  waitForStep,
  type CameraPhone,
} from '../harness/game-driver';
import { markSetupDone, TAP_COUNTER_SCRIPT } from './taps-count';

/** The modes counted. */
export type TapMode = 'pass' | 'two' | 'solo';

/**
 * The path the players take: `defaults` is the new-game form's (real cards, each hand and draw entered
 * on the screens) revealing battle by battle ("Reveal …" each battle); `app` has the cards dealt by the
 * app, battle by battle; `rest` is app-dealt with "Show the rest of the round" tapped whenever offered.
 */
export type TapPath = 'defaults' | 'app' | 'rest';

/** Every path, in the order `npm run taps` reports them. */
export const TAP_PATHS: readonly TapPath[] = ['defaults', 'app', 'rest'];

const text = (key: string): string => (en as Record<string, string>)[key] ?? key;
const warlordName = (id: WarlordId) => text(`warlord.${id}.name`);
const cardName = (card: Card) => text(`card.${card}`);

/** A phone with the tap counter and seeded page randomness. */
export async function tapPhone(browser: Browser, seed: number): Promise<CameraPhone> {
  const phone = await startCameraPhone(browser);
  await phone.context.addInitScript(seededCryptoScript(seed));
  await phone.context.addInitScript(TAP_COUNTER_SCRIPT);
  return phone;
}

async function mustStored(page: Page): Promise<LocalGame> {
  const game = await storedGame(page);
  if (!game) throw new Error('no game stored on this screen');
  return game;
}

/** What the players of one game chose and hold, as they know it. */
class Players {
  /** Each player's secret warlord (chosen at setup). */
  readonly warlord: Partial<Record<Player, WarlordId>> = {};
  /** Cards discarded for support this round, by player (the guest's phone learns them with the commitment). */
  readonly discarded: Record<Player, Card[]> = { blue: [], red: [] };
  /** The guest phone, whose player reads its code off it to play the secret warlord on the table phone. */
  guest: Page | null = null;
  guestPlayer: Player | null = null;
  constructor(readonly dice: Dice) {}

  /** The warlord `player` holds and may still play (as its player knows). */
  held(game: LocalGame, player: Player): WarlordId | null {
    const id = this.warlord[player];
    if (!id) return null;
    const me = currentState(game).players[player];
    if (me.usedWarlords.includes(id)) return null;
    return me.commitments.some((c) => c.revealed === null && c.hash !== null) ? id : null;
  }
}

/** Waits until the screen leaves `step` (or its holder changes), up to a minute. */
async function leaves(page: Page, step: string, holder: string | null): Promise<void> {
  await page.waitForFunction(
    ([before, who]) => {
      const main = document.querySelector('main.game');
      return !main || main.getAttribute('data-step') !== before || main.getAttribute('data-holder') !== who;
    },
    [step, holder] as const,
    { timeout: 60_000 },
  );
}

/** Waits until the phone has saved something after `before` (its updatedAt). */
async function savedAfter(page: Page, before: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const game = await storedGame(page);
    if (game && game.updatedAt !== before) return;
    await page.waitForTimeout(25);
  }
}

/** Taps the recovery code's "I have noted it", when the screen shows it. */
async function ackRecoveryCode(page: Page): Promise<void> {
  const noted = page.getByRole('button', { name: text('recovery.noted') });
  if (await noted.count()) {
    await noted.click();
    await noted.waitFor({ state: 'detached' });
  }
}

/** Chooses a seeded warlord on the warlord step and notes it for the player holding the phone. */
async function chooseWarlord(page: Page, players: Players, player: Player): Promise<void> {
  const buttons = page.getByRole('button', { name: /^Choose / });
  await buttons.first().waitFor();
  const names = await buttons.allTextContents();
  const name = players.dice.pick(names);
  const id = (Object.keys(en) as string[])
    .filter((k) => k.startsWith('warlord.') && k.endsWith('.name'))
    .find((k) => `Choose ${text(k)}` === name)
    ?.slice('warlord.'.length, -'.name'.length) as WarlordId | undefined;
  if (id) players.warlord[player] = id;
  await page.getByRole('button', { name, exact: true }).click();
}

/** The plan: a seeded enabled card in each province in the order the screen moves on by itself, then seal. */
async function planAndSeal(page: Page, dice: Dice, avoid: readonly Card[] = []): Promise<void> {
  await waitForStep(page, 'plan');
  await markDraw(page, dice);
  await keepOnPlan(page);
  for (let placed = 0; placed < 5; placed++) {
    const chips = page.locator('.plan__hand .card-chip:not([disabled])');
    await chips.first().waitFor();
    const empty = page.locator('[data-testid^="plan-card-"]', { hasText: text('plan.empty') });
    const before = await empty.count();
    if (before === 0) break;
    // Not a card its player just discarded for support on the table phone (this phone learns it later).
    const names = (await chips.allTextContents()).map((n) => n.replace(/ ×\d+$/, ''));
    const allowed = names.flatMap((n, i) => (avoid.some((c) => cardName(c) === n) ? [] : [i]));
    await chips.nth(dice.pick(allowed.length > 0 ? allowed : names.map((_, i) => i))).click();
    await page.waitForFunction(
      ([n, none]) =>
        [...document.querySelectorAll('[data-testid^="plan-card-"]')].filter((e) => e.textContent === none)
          .length < n,
      [before, text('plan.empty')] as const,
    );
  }
  await page.getByRole('button', { name: text('plan.seal') }).click();
}

/**
 * App cards' draw on the plan (R-R4): the weakest card is marked to go back, and "Seal my orders" confirms
 * it; a player who would rather put back another (about a third of the time) taps it first.
 */
async function markDraw(page: Page, dice: Dice): Promise<void> {
  const drawn = page.locator('.plan-draw .draw__return');
  if (!(await drawn.count()) || !dice.chance(1 / 3)) return;
  const pressed = await drawn.evaluateAll((els) => els.map((e) => e.getAttribute('aria-pressed') === 'true'));
  const others = pressed.flatMap((on, i) => (on ? [] : [i]));
  const index = others[dice.int(0, others.length - 1)] ?? 0;
  await drawn.nth(index).click();
  // Saved before the next tap: the mark is on that card (two drawn cards may be alike).
  await page.waitForFunction(
    (i) => document.querySelectorAll('.plan-draw .draw__return')[i]?.getAttribute('aria-pressed') === 'true',
    index,
  );
}

/** The new-game form's card mode for `path`: the defaults leave the form's own choice (real cards), checked. */
async function cardMode(page: Page, path: TapPath): Promise<void> {
  if (path !== 'defaults') return void (await page.getByRole('radio', { name: /^Dealt by the app/ }).check());
  const real = page.getByRole('radio', { name: /^Real cards/ });
  if (!(await real.isChecked())) throw new Error('the new-game form no longer defaults to real cards');
}

/** The starting hand: dealt by the app in one tap, or (real cards) the four cards drawn tapped, seeded, then confirmed. */
async function startingHand(page: Page, dice: Dice): Promise<void> {
  const deal = page.getByRole('button', { name: text('hand.deal') });
  const confirm = page.getByRole('button', { name: text('hand.confirm') });
  await deal.or(confirm).first().waitFor();
  if (await deal.count()) return void (await deal.click());
  const chips = page.locator('.card-grid .card-chip');
  for (const index of dice.indexes(await chips.count(), 4)) await chips.nth(index).click();
  await confirm.click();
}

/**
 * One player's row in a window (`container` on the table or shared phone): maybe plays the player's
 * warlord there (its targets seeded), or discards a card for exceptional support when an army is set aside.
 */
async function windowAction(
  page: Page,
  container: Locator,
  players: Players,
  player: Player,
  ownSide: (game: LocalGame) => LocalGame | null,
  decided = false,
): Promise<void> {
  const game = await mustStored(page);
  const row = container.locator('.option-card').filter({ has: page.locator(`.player-badge--${player}`) });
  if ((await row.count()) === 0) return;
  const held = players.held(game, player);
  const dice = players.dice;
  const play = held ? row.getByRole('button', { name: `Play ${warlordName(held)}`, exact: true }) : null;
  if (held && play && (await play.count()) > 0 && (decided || dice.chance(0.5))) {
    await play.click();
    // Its province (or from and to): each a seeded one of those offered.
    for (let guard = 0; guard < 2; guard++) {
      const targets = row.locator('.fieldset-box .card-grid button');
      if ((await targets.count()) === 0) break;
      await targets.nth(dice.int(0, (await targets.count()) - 1)).click();
    }
    await typeGuestCode(page, players, player, held);
    if (!currentState(game).players[player].openWarlords.includes(held))
      await throughOwnerStep(page, players, game, player);
    await savedAfter(page, game.updatedAt);
    return;
  }
  const me = currentState(game).players[player];
  if (me.setAside > 0 && (decided || dice.chance(0.3))) {
    const side = ownSide(game);
    if (!side) return;
    // On a shared phone the other seat learns this round's record later: its hand as the proof sees it.
    const hand = seatHandNow(game, side).filter((c) => !isFramed(c));
    const offered: Card[] = [];
    for (const card of hand)
      if (await row.getByRole('button', { name: `Discard ${cardName(card)}` }).count()) offered.push(card);
    if (offered.length === 0) return;
    const card = dice.pick(offered);
    players.discarded[player].push(card);
    await row
      .getByRole('button', { name: `Discard ${cardName(card)}` })
      .first()
      .click();
    await throughOwnerStep(page, players, game, player);
    await savedAfter(page, game.updatedAt);
  }
}

/**
 * A secret play tapped where both players look goes to its owner's step (not against the phone, where the
 * person alone looks; not the guest's plays on the table phone): the owner opens it and plays it.
 */
async function throughOwnerStep(
  page: Page,
  players: Players,
  game: LocalGame,
  player: Player,
): Promise<void> {
  if (game.solo || (players.guest && player === players.guestPlayer)) return;
  await page.getByTestId('owner-step-open').click();
}

/** On the table phone, the guest's secret warlord is proved by the code its player reads off the guest phone. */
async function typeGuestCode(page: Page, players: Players, player: Player, id: WarlordId): Promise<void> {
  const form = page.locator('form.warlord-code');
  if (!players.guest || player !== players.guestPlayer) return;
  await form.waitFor({ timeout: 5_000 });
  // Under the table's record or turn of the displays, the guest's code is on its plan: a scoring moment or
  // turn of the displays there is passed first. In the reveal it shows with the guest's orders.
  if (['scoring', 'turn-displays'].includes((await stepOf(players.guest)) ?? ''))
    await passTableMoments(players.guest);
  const card = players.guest.locator('.warlord-code--card');
  if ((await card.getAttribute('open')) === null) await card.locator('summary').click();
  const code = ((await players.guest.getByTestId(`warlord-code-${id}`).textContent()) ?? '').trim();
  await form.getByRole('textbox').fill(code);
  await form.getByRole('button', { name: `Play ${warlordName(id)}` }).click();
}

/** The reveal on the table (or shared) phone: decisions seeded, the end window, Done. */
async function reveal(
  page: Page,
  players: Players,
  ownSide: (game: LocalGame, p: Player) => LocalGame | null,
  path: TapPath,
): Promise<void> {
  const tried = new Set<Player>();
  // The same saved game seen again and again means the driver is tapping at something that never moves.
  let lastSaved = -1;
  let unchanged = 0;
  for (let guard = 0; guard < 300; guard++) {
    const game = await mustStored(page);
    if ((await stepOf(page)) !== 'reveal') return;
    const state = currentState(game);
    unchanged = game.updatedAt === lastSaved ? unchanged + 1 : 0;
    lastSaved = game.updatedAt;
    if (unchanged >= 20) {
      const pending = state.pending ? `${state.pending.kind} for ${state.pending.player}` : 'none';
      const buttons = (await page.locator('main.game button:visible').allTextContents()).join(' | ');
      throw new Error(`the reveal is stuck: phase ${state.phase}, pending ${pending}; buttons: ${buttons}`);
    }
    const rest = page.getByRole('button', { name: text('reveal.rest') });
    const next = page.getByRole('button', { name: /^Reveal / });
    // The screen may move on by itself (the phone answering its own question): then look again. Only the
    // `rest` path asks for the rest of the round; a table reveals battle by battle.
    if (path === 'rest' && (await rest.count())) {
      if (
        await rest.click({ timeout: 5_000 }).then(
          () => true,
          () => false,
        )
      )
        await savedAfter(page, game.updatedAt);
      continue;
    }
    if (await next.count()) {
      if (
        await next
          .first()
          .click({ timeout: 5_000 })
          .then(
            () => true,
            () => false,
          )
      )
        await savedAfter(page, game.updatedAt);
      continue;
    }
    if (state.pending) {
      const decision = state.pending;
      // Against the phone, the phone answers its own (a physical event card is turned by the person).
      if (game.solo?.computer === decision.player && decision.kind !== 'turnEvent') {
        await savedAfter(page, game.updatedAt);
        continue;
      }
      const options = decision.options.filter((o) => o !== 'commit');
      let choice = decision.default;
      if (decision.kind === 'reactiveWarlord') {
        const held = players.held(game, decision.player);
        if (held && options.includes(held) && players.dice.chance(0.6)) choice = held;
      } else if (decision.kind === 'extraWarlord') choice = 'commit';
      else if (players.dice.chance(0.3)) choice = players.dice.pick(options);
      const sources = page.locator('.army-sources');
      if (decision.kind === 'take' && (await sources.count()) > 0) {
        // Several armies in one step: sometimes one moved to another source, then taken. With
        // every army chosen, a + the rules allow moves one there from another source in one tap.
        if (players.dice.chance(0.3)) {
          const more = sources.locator('button[aria-label^="One more"]:not([disabled])');
          if ((await more.count()) > 0) {
            const counts = async () => (await sources.locator('output').allTextContents()).join();
            const before = await counts();
            await more.last().click();
            await page.waitForFunction(
              (was) =>
                [...document.querySelectorAll('.army-sources output')].map((o) => o.textContent).join() !==
                was,
              before,
            );
          }
        }
        await sources.getByRole('button', { name: /^Take these/ }).click();
        await savedAfter(page, game.updatedAt);
        continue;
      }
      const buttons = page.locator('.reveal__decision button');
      await buttons.first().waitFor();
      const labels = await buttons.allTextContents();
      const index = labels.findIndex((l) =>
        choice === decision.default ? l.endsWith(`(${text('reveal.default')})`) : l.startsWith(label(choice)),
      );
      await buttons.nth(index >= 0 ? index : 0).click();
      if (decision.kind === 'reactiveWarlord' && choice !== 'none') {
        await typeGuestCode(page, players, decision.player, choice as WarlordId);
        if (!state.players[decision.player].openWarlords.includes(choice as WarlordId))
          await throughOwnerStep(page, players, game, decision.player);
      }
      await savedAfter(page, game.updatedAt);
      continue;
    }
    if (state.phase === 'end') {
      const end = page.locator('.reveal__end');
      const player = (['blue', 'red'] as const).find((p) => !tried.has(p) && !state.passed[p]);
      if (player) {
        tried.add(player);
        await windowAction(page, end, players, player, (g) => ownSide(g, player));
        continue;
      }
      // On a passed phone the round's Done may be the next player's "I am …: show my screen".
      const done = page.getByRole('button', { name: /: Done$|: show my screen$/ });
      await done.first().click();
      await savedAfter(page, game.updatedAt);
      continue;
    }
    await page.waitForTimeout(100);
  }
  throw new Error('the reveal did not end');
}

/** The words of a decision option as the reveal shows them. */
function label(choice: string): string {
  for (const key of [
    `province.${choice}`,
    `warlord.${choice}.name`,
    `event.${choice}.name`,
    `choice.${choice}`,
  ])
    if (Object.prototype.hasOwnProperty.call(en, key)) return text(key);
  return choice;
}

/** A whole pass-and-play or against-the-phone game on one phone; returns the rounds played. */
export async function playOnePhone(
  phone: CameraPhone,
  url: string,
  mode: 'pass' | 'solo',
  dice: Dice,
  path: TapPath = 'defaults',
) {
  const page = phone.page;
  const players = new Players(dice);
  await page.goto(url);
  await page.getByRole('button', { name: 'New game' }).click();
  await page
    .getByRole('radio', { name: mode === 'pass' ? /^One phone, passed between us/ : /^Against the phone/ })
    .check();
  if (mode === 'solo') await page.getByRole('radio', { name: /^Easy/ }).check();
  await cardMode(page, path);
  await fillScoreDisplays(page);
  await page.getByRole('button', { name: 'Create the game' }).click();
  let person: Player | null = null;
  for (let guard = 0; guard < 600; guard++) {
    await page.locator('main.game[data-step]').waitFor();
    const step = (await stepOf(page)) ?? '';
    const holder = await page.locator('main.game').getAttribute('data-holder');
    const game = await storedGame(page);
    if (mode === 'solo' && game?.solo && !person) {
      person = game.solo.computer === 'blue' ? 'red' : 'blue';
    }
    const own = (g: LocalGame, p: Player) => (g.pass ? seatOf(g, p) : g);
    if (['before', 'plan'].includes(step)) await markSetupDone(page);
    switch (step) {
      case 'over':
        return currentState(await mustStored(page)).round;
      case 'phone':
        break;
      case 'hand-over':
        await page.getByRole('button', { name: /^I am |^We are both here/ }).click();
        break;
      case 'warlord':
        await chooseWarlord(page, players, (holder as Player | null) ?? person ?? 'blue');
        break;
      case 'hand':
        await ackRecoveryCode(page);
        await startingHand(page, dice);
        break;
      case 'extra-warlord':
        await page
          .getByRole('button', { name: /^Choose / })
          .first()
          .click();
        await ackRecoveryCode(page);
        break;
      case 'before': {
        const shared = page.locator('main.game');
        for (const player of ['blue', 'red'] as const)
          if (mode === 'pass' || player === person)
            await windowAction(page, shared, players, player, (g) => own(g, player));
        // A play may close the window by itself (nothing more to offer): then there is nothing to tap.
        await page.waitForTimeout(300);
        if ((await stepOf(page)) === 'before')
          await page.getByRole('button', { name: /^I am .*: show my screen$|^Go on to the orders$/ }).click();
        break;
      }
      case 'plan':
        await ackRecoveryCode(page);
        await planAndSeal(page, dice);
        break;
      case 'scoring':
      case 'turn-displays':
        // The table moments (the scorings of rounds 3, 6, 9, the turns of 4, 7): one tap each.
        await passTableMoments(page);
        break;
      case 'reveal':
        await reveal(page, players, own, path);
        break;
      default:
        throw new Error(`unexpected step ${step}`);
    }
    if (step !== 'reveal') await leaves(page, step, holder);
  }
  throw new Error('the game did not end');
}

/**
 * The start-of-round window's plays on the table phone, in `where` (under a shared screen, or the plan's
 * "Before sealing", opened by `open` first). A player acts only with something to play now, as its player
 * knows it: their warlord where the rules let it be played in this window (about half the chances), or
 * support a third of the time.
 */
async function startWindowPlays(
  page: Page,
  guestPage: Page,
  players: Players,
  where: Locator,
  open: () => Promise<void> = async () => {},
): Promise<void> {
  const acting: Player[] = [];
  for (const player of ['blue', 'red'] as const) {
    const game = await mustStored(page);
    const state = currentState(game);
    const held = players.held(game, player);
    const playable = held !== null && windowTargets(state, player, held, 'start').length > 0;
    // Support needs an army set aside and a card the player's own hand can discard (as they know it).
    const side = player === players.guestPlayer && players.guest ? await mustStored(players.guest) : game;
    const setAside = state.players[player].setAside > 0 && seatHandNow(game, side).some((c) => !isFramed(c));
    if (!playable && !setAside) continue;
    if (players.dice.chance(playable ? 0.5 : 0.3)) acting.push(player);
  }
  if (acting.length === 0) return;
  await open();
  for (const player of acting) {
    const side = player === 'red' ? await mustStored(guestPage) : await mustStored(page);
    await windowAction(page, where, players, player, () => side, true);
  }
}

/** A whole two-phone game (table and guest phones), the codes shown to the other phone's camera; returns the rounds. */
export async function playTwoPhones(
  table: CameraPhone,
  guest: CameraPhone,
  url: string,
  dice: Dice,
  path: TapPath = 'defaults',
) {
  const players = new Players(dice);
  players.guest = guest.page;
  for (const phone of [table, guest]) await phone.page.goto(url);
  const page = table.page;
  await page.getByRole('button', { name: 'New game' }).click();
  await cardMode(page, path);
  await page.getByRole('radio', { name: /Sun Tzu \(blue\)/ }).check();
  await fillScoreDisplays(page);
  await page.getByRole('button', { name: 'Create the game' }).click();
  await waitForStep(page, 'warlord');
  await chooseWarlord(page, players, 'blue');
  await waitForStep(page, 'invite');
  await showQr(page, guest, () => guest.page.getByRole('button', { name: 'Join a game' }).click());
  await guest.page.locator('main.game').waitFor();
  // With the setup handshake (app cards or the app's event deck) the table scans the guest's join code,
  // and the guest gets its hand once it has scanned the table's round-1 seal.
  const handshake = Boolean((await mustStored(page)).session.setup.handshake);
  if (!handshake) await page.getByRole('button', { name: text('invite.joined') }).click();
  players.guestPlayer = 'red';
  await waitForStep(guest.page, 'warlord');
  await chooseWarlord(guest.page, players, 'red');
  if (handshake) {
    await waitForStep(guest.page, 'join-code');
    await guest.page.getByTestId('qr-code').waitFor();
    await showQr(guest.page, table, () =>
      page.getByRole('button', { name: text('invite.scanJoin') }).click(),
    );
  }
  /** The starting hand on one phone, its taps left out of the rounds' counts. */
  const dealHand = async (phone: CameraPhone) => {
    await waitForStep(phone.page, 'hand');
    await ackRecoveryCode(phone.page);
    await startingHand(phone.page, dice);
    await waitForStep(phone.page, 'plan');
    await markSetupDone(phone.page);
  };
  await dealHand(table);
  if (!handshake) await dealHand(guest);
  // The round whose start-of-round window was already offered under a shared screen.
  let windowServed = 0;
  /** The start-of-round window's plays under the table's shared screen, when it shows that window there. */
  const playsUnderScreen = async (round: number) => {
    const under = page.getByTestId('next-window');
    if ((await under.count()) === 0) return;
    windowServed = round;
    await startWindowPlays(page, guest.page, players, under);
  };
  /** The table moments, one tap each; on the table the turn of the displays may carry the round's window. */
  const passMoments = async (phone: CameraPhone, round: number) => {
    if (phone !== table) return void (await passTableMoments(phone.page));
    for (let i = 0; i < 2; i++) {
      const step = await stepOf(page);
      if (step === 'turn-displays') await playsUnderScreen(round);
      if ((await passTableMoments(page, undefined, 1)) === 0) return;
    }
  };
  for (let round = 1; round <= 9; round++) {
    // Before sealing, on the table phone: opened only when a player acts there.
    const before = page.locator('.plan__before');
    // The turn of the displays (rounds 4, 7) may come after the draw, on each phone; on the table it may
    // carry this round's start-of-round window.
    // Round 1 with the handshake: the guest waits on its join code until the table has sealed.
    const guestWaits = handshake && round === 1;
    for (const phone of guestWaits ? [table] : [table, guest]) {
      await phone.page
        .locator('main.game:is([data-step="plan"], [data-step="scoring"], [data-step="turn-displays"])')
        .waitFor();
      await passMoments(phone, round);
    }
    await waitForStep(page, 'plan');
    await ackRecoveryCode(page);
    if (windowServed !== round) {
      // One opening for both players' plays; the hand and orders are put away while the panel is open.
      await startWindowPlays(page, guest.page, players, before, async () => {
        if ((await before.getAttribute('open')) === null) await before.locator('summary').click();
      });
      // The table's player closes it again, the phone back in their hands (a play may have closed it).
      if ((await before.getAttribute('open')) !== null) await before.locator('summary').click();
    }
    await planAndSeal(page, dice);
    await waitForStep(page, 'commitment');
    if (guestWaits) {
      await showQr(page, guest, () =>
        guest.page.getByRole('button', { name: text('joinCode.scanNext') }).click(),
      );
      await dealHand(guest);
    }
    await ackRecoveryCode(guest.page);
    await planAndSeal(guest.page, dice, players.discarded.red);
    players.discarded.red = [];
    if (!guestWaits) {
      await waitForStep(guest.page, 'scan-commitment');
      await showQr(page, guest);
    }
    await waitForStep(guest.page, 'show-orders');
    await showQr(guest.page, table, () =>
      page.getByRole('button', { name: 'Scan the other phone’s orders' }).click(),
    );
    await page.locator('main.game:is([data-step="reveal"], [data-step="round-record"])').waitFor();
    // The guest's hand is on its own phone: the table's player only discards for support from their own.
    await reveal(page, players, (g, p) => (p === 'blue' ? g : null), path);
    // At rounds 3 and 6 the table shows the scoring before the record.
    await reachRoundRecord(page);
    await showQr(page, guest, () =>
      guest.page.getByRole('button', { name: 'Scan the round record' }).click(),
    );
    await guest.page.locator('main.game:not([data-step="show-orders"])').waitFor();
    // The next round's start-of-round window may be under the record: its plays come first.
    await playsUnderScreen(round + 1);
    // At rounds 3 and 6 its words also say the displays are turned (the turn of rounds 4 and 7).
    await recordDoneButton(page).click();
    for (const phone of [table, guest]) {
      const next =
        'main.game:is([data-step="plan"], [data-step="over"], [data-step="extra-warlord"], [data-step="scoring"], [data-step="turn-displays"])';
      await phone.page.locator(next).waitFor();
      await passMoments(phone, round + 1);
      if ((await stepOf(phone.page)) === 'extra-warlord') {
        await phone.page
          .getByRole('button', { name: /^Choose / })
          .first()
          .click();
        await ackRecoveryCode(phone.page);
      }
    }
    if ((await stepOf(page)) === 'over') return round;
  }
  throw new Error('the game did not end after round 9');
}
